/*
 * parser/depcheck.c - dependency-violation checking as `ia64-linux-gnu-as
 * -x` does it, and what `-xauto` inserts against violations (docs/check.md).
 *
 * The assembler hands over, in the order they are written, every
 * instruction, stop, label and predicate assertion.  Each instruction is
 * checked against the resources the instructions before it in its group
 * marked (machine/depend.h says which pairs conflict and what separates
 * them), then marks its own: what it writes (RAW, WAW) and, for a branch,
 * the predicate it reads (WAR).  A stop ends the group for the implied
 * semantics; data and instr dependencies also need a serialization; a
 * taken branch forgets everything.
 *
 * As in gas, predicates are related: the two targets of a compare are
 * mutually exclusive (a mutex), the targets of an unconditional compare
 * imply its qualifying predicate, and `.pred.rel` asserts either.  Two
 * instructions under mutex predicates never conflict.  Every label in
 * code is a possible entry: a relation made before it does not hold on the
 * path that enters there ("when entry is at label").
 *
 * In automatic mode (parser/automode.c) the assembler asks depcheck_fix
 * before each instruction what removes its conflicts, and inserts it.
 */
#include "../common/arena.h"
#include "../common/diag.h"
#include "../common/strbuf.h"
#include "../machine/depend.h"
#include "../machine/effects.h"
#include "assemble_internal.h"

#include <stdlib.h>
#include <string.h>

/* The state of a marked resource after the group it was marked in ended. */
enum { SRLZ_NONE, SRLZ_STOP, SRLZ_DONE };

struct mark {
	uint16_t res;
	uint8_t mode_write;	/* 1: a write (RAW, WAW); 0: a read (WAR) */
	bool specific;
	uint8_t cmp;		/* and/or type of its predicate write, or 0 */
	uint8_t insn_srlz, data_srlz;
	bool link_to_qp_branch;	/* a branch on its predicate ends it (until a
				 * compare writes that predicate) */
	bool stopped;		/* a stop followed it */
	bool data_serialized;	/* srlz.d followed it */
	bool serialized;	/* a stop, srlz.i and a stop followed it */
	int path;
	bool mem_hint;		/* ar.unat: .mem.offset gave its spill slot */
	int64_t mem_offset, mem_base;
	int32_t index;		/* an indirect register file's register, or -1 */
	struct dv_insn in;
	struct src_loc loc;
	uint32_t seq;
	uint64_t order;		/* marks are made in this order */
};

struct mutex {
	uint64_t mask;
	int path;
};

struct imply {
	int p1, p2;		/* p1 implies p2 */
	int path;
	bool p2_branched;
};

struct depcheck {
	struct mark *marks;
	size_t n, cap;
	struct mutex *mutexes;
	size_t nmutex, mutex_cap;
	struct imply *implies;
	size_t nimply, imply_cap;
	int path;			/* labels seen: entries */
	char **entries;			/* their names */
	size_t entries_cap;
	uint64_t safe_across_calls;
	int rotating_grs;		/* from the last alloc */
	bool mem_hint;			/* .mem.offset for the next instruction */
	int64_t mem_offset, mem_base;
	bool gr_known[128];		/* values gas knows: .reg.val, mov r = imm */
	uint64_t gr_value[128];
	uint64_t marks_made;
	/* the resources that may have a mark, bit res % 256: set when a mark
	 * is made, made anew at a stop and when all are gone; an access whose
	 * resource has none is checked against none */
	uint64_t may_mark[4];
	bool warn;			/* report violations (automatic mode's
					 * that it cannot remove: always) */
	struct program *p;
};

/* The most accesses one instruction makes (describe). */
#define MAX_ACCESSES (EFFECTS_MAX_READS * 4 + EFFECTS_MAX_WRITES * 4)

struct depcheck *depcheck_new(struct program *p, bool warn)
{
	struct depcheck *d = xcalloc(1, sizeof *d);
	d->p = p;
	d->warn = warn;
	/* no predicate's relations survive a call until
	 * .pred.safe_across_calls says so (gas) */
	d->safe_across_calls = 0;
	return d;
}

void depcheck_free(struct depcheck *d)
{
	if (!d)
		return;
	for (int i = 0; i < d->path; i++)
		free(d->entries[i]);
	free(d->entries);
	free(d->marks);
	free(d->mutexes);
	free(d->implies);
	free(d);
}

/* ---- predicate relations ------------------------------------------------ */

static void clear_mutex(struct depcheck *d, uint64_t mask)
{
	for (size_t i = 0; i < d->nmutex;)
		if (d->mutexes[i].mask & mask)
			d->mutexes[i] = d->mutexes[--d->nmutex];
		else
			i++;
}

static void clear_implies(struct depcheck *d, uint64_t p1_mask, uint64_t p2_mask)
{
	for (size_t i = 0; i < d->nimply;) {
		struct imply *m = &d->implies[i];
		if ((p1_mask >> m->p1 & 1) || (p2_mask >> m->p2 & 1))
			d->implies[i] = d->implies[--d->nimply];
		else
			i++;
	}
}

static void add_mutex(struct depcheck *d, uint64_t mask)
{
	d->mutexes = xgrow(d->mutexes, &d->mutex_cap, d->nmutex, sizeof *d->mutexes);
	d->mutexes[d->nmutex++] = (struct mutex){mask, d->path};
}

static void add_imply(struct depcheck *d, int p1, int p2, int depth)
{
	if (p1 == 0 || p2 == 0 || p1 == p2 || depth > 64)
		return;
	for (size_t i = 0; i < d->nimply; i++) {
		struct imply *m = &d->implies[i];
		if (m->p1 == p1 && m->p2 == p2 && m->path == d->path && !m->p2_branched)
			return;
	}
	d->implies = xgrow(d->implies, &d->imply_cap, d->nimply, sizeof *d->implies);
	d->implies[d->nimply++] = (struct imply){p1, p2, d->path, false};
	/* transitively: what p2 implies, p1 does; what implies p1 implies p2 */
	size_t n = d->nimply;
	for (size_t i = 0; i < n && i < d->nimply; i++) {
		struct imply m = d->implies[i];
		if (m.p1 == p2)
			add_imply(d, p1, m.p2, depth + 1);
		if (m.p2 == p1)
			add_imply(d, m.p1, p2, depth + 1);
	}
	/* a mutex with p2 holds with p1 in its place */
	uint64_t bit = (uint64_t)1 << p1, mask = (uint64_t)1 << p2;
	size_t nm = d->nmutex;
	for (size_t i = 0; i < nm; i++)
		if (d->mutexes[i].mask & mask)
			add_mutex(d, (d->mutexes[i].mask & ~mask) | bit);
}

static bool is_mutex(const struct depcheck *d, int p1, int p2, int path)
{
	if (p1 == p2)
		return false;
	uint64_t mask = (uint64_t)1 << p1 | (uint64_t)1 << p2;
	for (size_t i = 0; i < d->nmutex; i++)
		if (d->mutexes[i].path >= path && (d->mutexes[i].mask & mask) == mask)
			return true;
	return false;
}

/* A compare writing p1, p2 (what gas's note_register_values does). */
static void compare_relations(struct depcheck *d, const struct dv_insn *in)
{
	int p1 = in->p1, p2 = in->p2;
	uint64_t m1 = p1 ? (uint64_t)1 << p1 : 0, m2 = p2 ? (uint64_t)1 << p2 : 0;
	if (p1 == 0 && p2 == 0)
		return;
	/* gas: a compare written with one target ends its every relation */
	if (in->one_target) {
		clear_mutex(d, m1);
		clear_implies(d, m1, m1);
		return;
	}
	switch (in->cmp) {
	case DV_CMP_OR_ANDCM:
	case DV_CMP_AND_ORCM:
		clear_implies(d, m2, m1);
		return;
	case DV_CMP_AND:
		clear_implies(d, 0, m1 | m2);
		return;
	case DV_CMP_OR:
		/* an or-type may set its targets: they imply nothing more, and
		 * exclude nothing (what implies them still does) */
		clear_mutex(d, m1 | m2);
		clear_implies(d, m1 | m2, 0);
		return;
	default:
		break;
	}
	clear_implies(d, m1 | m2, m1 | m2);
	bool exists = false;
	if (p1 == 0 || p2 == 0) {
		clear_mutex(d, m1 | m2);
	} else {
		/* a mutex holding both targets still holds between them
		 * (whatever the predicate, they stay complementary or keep
		 * their old relation), and no more with the others; one
		 * holding one target holds on among the others */
		uint64_t both = m1 | m2;
		for (size_t i = 0; i < d->nmutex;) {
			struct mutex *x = &d->mutexes[i];
			if (!(x->mask & both)) {
				i++;
			} else if ((x->mask & both) == both && x->path == d->path) {
				x->mask = both;
				exists = true;
				i++;
			} else if ((x->mask & both) == both || x->path != d->path) {
				/* made on another path: gone (gas) */
				d->mutexes[i] = d->mutexes[--d->nmutex];
			} else {
				x->mask &= ~both;
				if (x->mask & (x->mask - 1))
					i++;
				else
					d->mutexes[i] = d->mutexes[--d->nmutex];
			}
		}
	}
	if (in->qp == 0 || in->unc_relation) {
		if (!exists && p1 && p2)
			add_mutex(d, m1 | m2);
		if (in->qp) {
			if (p1)
				add_imply(d, p1, in->qp, 0);
			if (p2)
				add_imply(d, p2, in->qp, 0);
		}
	}
}

/* ---- marks -------------------------------------------------------------- */

static void remove_mark(struct depcheck *d, size_t i)
{
	d->marks[i] = d->marks[--d->n];
}

static void note_mark(struct depcheck *d, uint16_t res)
{
	d->may_mark[res >> 6 & 3] |= (uint64_t)1 << (res & 63);
}

static bool may_be_marked(const struct depcheck *d, uint16_t res)
{
	return d->may_mark[res >> 6 & 3] >> (res & 63) & 1;
}

/* may_mark made anew from the marks there are. */
static void recount_marks(struct depcheck *d)
{
	memset(d->may_mark, 0, sizeof d->may_mark);
	for (size_t i = 0; i < d->n; i++)
		note_mark(d, d->marks[i].res);
}

static void clear_marks(struct depcheck *d)
{
	d->n = 0;
	recount_marks(d);
}

/* The end of an instruction group: marks separated by a stop alone are
 * gone; data and instr marks wait for a serialization (gas's
 * insn_group_break, which a call also runs on the marks under its
 * predicate: qp, keep_seq). */
static void group_break(struct depcheck *d, int qp, bool keep_current, uint32_t seq)
{
	for (size_t i = 0; i < d->n;) {
		struct mark *m = &d->marks[i];
		if ((qp && m->in.qp != qp) || (keep_current && m->seq == seq) ||
		    !m->mode_write) {
			i++;
			continue;
		}
		if (m->insn_srlz == SRLZ_DONE && depend_may_be_other(m->res)) {
			m->serialized = true;	/* its "other" pairs wait for srlz.d */
			i++;
			continue;
		}
		if (m->insn_srlz == SRLZ_DONE || !depend_outlives_stop(m->res)) {
			remove_mark(d, i);
			continue;
		}
		m->stopped = true;
		if (m->insn_srlz == SRLZ_NONE)
			m->insn_srlz = SRLZ_STOP;
		if (m->data_srlz == SRLZ_NONE)
			m->data_srlz = SRLZ_STOP;
		i++;
	}
	recount_marks(d);
}

void depcheck_stop(struct depcheck *d)
{
	if (d)
		group_break(d, 0, false, 0);
}

/* Is the mark, with the semantics of its pair, still live? */
static bool live(const struct mark *m, enum dv_sem s)
{
	switch (s) {
	case DVS_NONE:
		return false;
	case DVS_IMPLIED:
	case DVS_IMPLIEDF:
		return !m->stopped;
	case DVS_DATA:
	case DVS_INSTR:
	case DVS_SPECIFIC:
		return !m->serialized;	/* else removed by the serializations */
	case DVS_OTHER:
		return !m->data_serialized;
	case DVS_STOP:
		return true;
	}
	return true;
}

void depcheck_mem_offset(struct depcheck *d, int64_t offset, int64_t base)
{
	if (!d)
		return;
	d->mem_hint = true;
	d->mem_offset = offset;
	d->mem_base = base;
}

void depcheck_reg_val(struct depcheck *d, int regno, uint64_t value)
{
	if (!d || regno < 1 || regno > 127)
		return;
	d->gr_known[regno] = true;
	d->gr_value[regno] = value;
}

/* What the instruction leaves known of the general registers (gas's
 * note_register_values): mov r = imm and movl give their constant; any
 * other write forgets; a call forgets everything. */
static void register_values(struct depcheck *d, const struct dv_insn *in,
			    const uint64_t gr_written[2])
{
	if (in->is_call) {
		memset(d->gr_known, 0, sizeof d->gr_known);
		return;
	}
	for (int w = 0; w < 2; w++)
		for (uint64_t m = gr_written[w]; m; m &= m - 1)
			d->gr_known[w * 64 + __builtin_ctzll(m)] = false;
	int v = depend_constant_move(in);
	if (v >= 0 && in->qp == 0) {
		int r = in->ops[0].regno;
		d->gr_known[r] = true;
		d->gr_value[r] = (uint64_t)in->ops[v].value;
	}
}

void depcheck_label(struct depcheck *d, const char *name)
{
	if (!d)
		return;
	d->entries = xgrow(d->entries, &d->entries_cap, (size_t)d->path, sizeof *d->entries);
	d->entries[d->path++] = xstrdup(name);
}

/* .pred.rel "mutex", "imply", "clear" and .pred.safe_across_calls */
void depcheck_pred_rel(struct depcheck *d, int kind, uint64_t mask, int p1, int p2)
{
	if (!d)
		return;
	switch (kind) {
	case 'c':
		clear_mutex(d, mask);
		clear_implies(d, mask, 0);
		break;
	case 'i':
		add_imply(d, p1, p2, 0);
		break;
	case 'm':
		add_mutex(d, mask);	/* the relations it overlaps stay (gas) */
		break;
	case 's':
		d->safe_across_calls = mask;
		break;
	}
}

/* ---- checking one instruction ------------------------------------------- */

static bool indirect_res(uint16_t res)
{
	return res == RES_PMC || res == RES_PMD || res == RES_PKR || res == RES_RR ||
	       res == RES_DBR || res == RES_IBR || res == RES_CPUID || res == RES_MSR;
}

static void report(struct depcheck *d, const struct src_loc *loc, enum dv_mode mode,
		   const struct mark *m, bool certain, int path, enum dv_sem sem,
		   bool index_known)
{
	char reg[32];
	const char *name = effects_register_name(m->res, reg, sizeof reg);
	/* gas names the register of an indirect file when both accesses
	 * know it */
	if (m->index >= 0 && index_known && indirect_res(m->res)) {
		static const struct { uint16_t res; const char *name; } files[] = {
			{RES_PMC, "pmc"}, {RES_PMD, "pmd"}, {RES_PKR, "pkr"}, {RES_RR, "rr"},
			{RES_DBR, "dbr"}, {RES_IBR, "ibr"}, {RES_CPUID, "cpuid"}, {RES_MSR, "msr"}};
		for (size_t i = 0; i < sizeof files / sizeof *files; i++)
			if (files[i].res == m->res)
				snprintf(reg, sizeof reg, "%s[%d]", files[i].name, (int)m->index);
		name = reg;
	}
	/* p63 is a resource of its own in the tables */
	const char *family = effects_resource_name(m->res, m->res != RES_PR0 + 63);
	struct strbuf at = {0};
	if (path > 0)
		sb_printf(&at, " when entry is at label '%s'", d->entries[path - 1]);
	diag_warning(loc, "%s%s dependency violation on '%s' (%s, %s)%s",
		     certain ? "" : "possible ", depend_mode_name(mode), name ? name : family,
		     family, depend_sem_name(sem), at.len ? at.data : "");
	diag_note(&m->loc, mode == DV_WAR ? "read here" : "written here");
	sb_free(&at);
	struct program *p = d->p;
	p->violations = xgrow(p->violations, &p->violations_cap, p->nviolations,
			      sizeof *p->violations);
	p->violations[p->nviolations++] = (struct asm_violation){
		.seq = p->nwritten, .first_seq = m->seq, .mode = (uint8_t)mode,
		.res = m->res, .certain = certain, .loc = *loc, .first_loc = m->loc};
}

/* Every access of the instruction to check against the marks, and to
 * mark: resource, count, whether it is through the qualifying predicate. */
struct access {
	uint16_t res;
	bool write, via_qp, specific;
	bool named;		/* an operand names it */
	bool mark;		/* marked for the instructions after it */
	int8_t operand;		/* the effect's operand (effects.h) */
	int32_t index;		/* pkr[r3] and the like: the register, when r3's
				 * value is known, or -1 */
};

/* The register of an indirect file an operand names, when gas knows the
 * value of its index register: the region register the top three bits
 * choose, the others the low byte. */
static int32_t indirect_index(const struct depcheck *d, const struct dv_insn *in, int operand)
{
	if (operand < 0 || operand >= in->nops || in->ops[operand].type != OP_IND)
		return -1;
	int r = in->ops[operand].regno;
	if (r < 0 || r > 127 || !d->gr_known[r])
		return -1;
	return in->ops[operand].ind == IND_RR ? (int32_t)(d->gr_value[r] >> 61)
					     : (int32_t)(d->gr_value[r] & 0xff);
}

/* r0, f0, f1: gas sees them only where the instruction names one (not
 * the r0 of mov r = imm, which is addl r = imm, r0) */
static bool read_only(uint16_t res)
{
	return res == RES_GR0 || res == RES_FR0 || res == RES_FR0 + 1;
}

static bool named_by_user(const struct dv_insn *in, const struct effect *e)
{
	return e->operand >= 0 && e->operand < in->nops;
}

/* The accesses of the effects, each resource of a range apart; an
 * indirect file's register is left unknown (known_indices). */
static size_t accesses(const struct dv_insn *in, const struct insn_effects *fx,
		       struct access *out, size_t max)
{
	size_t n = 0;
	for (int w = 0; w < 2; w++) {
		const struct effect *v = w ? fx->writes : fx->reads;
		int nv = w ? fx->nwrites : fx->nreads;
		for (int i = 0; i < nv; i++) {
			bool spec = depend_specific(v[i].res, v[i].count, w != 0, in);
			/* ar.unat's NaT bits are one resource to gas */
			bool unat = v[i].res >= RES_UNAT0 && v[i].res < RES_NAMED;
			int count = unat ? 1 : v[i].count;
			for (int k = 0; k < count && n < max; k++) {
				uint16_t res = unat ? RES_UNAT0 : (uint16_t)(v[i].res + k);
				if (depend_ignored(res) || (read_only(res) && !named_by_user(in, &v[i])))
					continue;
				bool via_qp = v[i].operand == EFFECT_QP;
				/* a branch that may not be taken, and rfi, mark only
				 * the predicate they read (their writes count once
				 * taken, and then the group is over) */
				bool mark = w ? in->flow == DV_FLOW_NONE
					      : depend_marks_read(res, in, via_qp);
				out[n++] = (struct access){res, w != 0, via_qp, spec,
							   v[i].operand >= 0, mark,
							   v[i].operand, -1};
			}
		}
	}
	return n;
}

/* The registers of indirect files the accesses reach, as far as the
 * values gas knows tell them: a known one is a specific access. */
static void known_indices(const struct depcheck *d, const struct dv_insn *in,
			  struct access *acc, size_t n, bool indirect)
{
	for (size_t a = 0; indirect && a < n; a++) {
		if (!indirect_res(acc[a].res))
			continue;
		acc[a].index = indirect_index(d, in, acc[a].operand);
		acc[a].specific |= acc[a].index >= 0;
	}
}

/* The compare type of the instruction's write of predicate res, for the
 * rule that two writes of one type do not conflict: two and-type, two
 * or-type, or the same target of or.andcm (andcm counts as and, orcm as
 * or). */
static uint8_t acc_cmp(const struct dv_insn *in, uint16_t res)
{
	int p = res - RES_PR0;
	if (res < RES_PR0 || res >= RES_BR0 || (p != in->p1 && p != in->p2))
		return 0;
	switch (in->cmp) {
	case DV_CMP_AND: return 'a';
	case DV_CMP_OR: return 'o';
	/* gas: the first target of or.andcm goes with the second of
	 * and.orcm, and the other way round (an experiment, docs/check.md) */
	case DV_CMP_OR_ANDCM:
	case DV_CMP_AND_ORCM:
		if (in->p1 == in->p2)	/* both types: no pair excuses it */
			return 0;
		return (p == in->p1) == (in->cmp == DV_CMP_OR_ANDCM) ? 'x' : 'y';
	default: return 0;
	}
}

static bool implies_branched(const struct depcheck *d, int qp, int path)
{
	for (size_t i = 0; i < d->nimply; i++)
		if (d->implies[i].path >= path && d->implies[i].p1 == qp &&
		    d->implies[i].p2_branched)
			return true;
	return false;
}

/* A conflict of an access of the instruction with a mark: what the pair
 * is, what must separate it, and for a report, how sure and on which path. */
struct conflict {
	enum dv_mode mode;
	enum dv_sem sem;
	bool certain;
	int path;
};

/* Does access a of the instruction conflict with mark m, live on some
 * path (the first one is reported, as gas does)? */
static bool conflicts(const struct depcheck *d, const struct dv_insn *in, const struct access *a,
		      const struct mark *m, struct conflict *c)
{
	if (a->res != m->res)
		return false;
	if (m->mode_write && !a->write)
		c->mode = DV_RAW;
	else if (m->mode_write && a->write)
		c->mode = DV_WAW;
	else if (!m->mode_write && a->write)
		c->mode = DV_WAR;
	else
		return false;
	enum dv_instances inst = m->index < 0 || a->index < 0 ? DV_INST_UNKNOWN
				 : m->index == a->index ? DV_INST_SAME : DV_INST_DIFFERENT;
	c->sem = depend_rule(c->mode, m->res, &m->in, in, a->via_qp, inst);
	if (!live(m, c->sem))
		return false;
	/* gas: unc compares write their targets whatever the predicate, so
	 * a mutex does not excuse them */
	bool unc_write = c->mode != DV_RAW && m->res >= RES_PR0 && m->res < RES_BR0 &&
			 (in->cmp == DV_CMP_UNC || (in->pr_always >> (m->res - RES_PR0) & 1));
	for (int path = 0; path <= d->path; path++) {
		if (m->path < path)
			continue;
		if (in->qp && implies_branched(d, in->qp, path))
			continue;
		if (!unc_write && is_mutex(d, m->in.qp, in->qp, path))
			continue;
		/* two and-type (or or-type) writes of one predicate */
		if (c->mode == DV_WAW && m->cmp && m->cmp == acc_cmp(in, m->res))
			continue;
		c->certain = a->specific && m->specific && in->qp == 0;
		/* spills to known slots of one base: the same NaT bit or none */
		if (m->res == RES_UNAT0 && m->mem_hint && d->mem_hint &&
		    m->mem_base == d->mem_base) {
			if ((m->mem_offset >> 3 & 63) != (d->mem_offset >> 3 & 63))
				continue;
			c->certain = in->qp == 0;
		}
		c->path = path;
		return true;
	}
	return false;
}

/* Reports every conflict (only those no stop or serialization removes:
 * unfixable), once per mark and mode. */
static void check(struct depcheck *d, const struct dv_insn *in, const struct access *acc,
		  size_t nacc, const struct src_loc *loc, bool unfixable)
{
	size_t live[MAX_ACCESSES], nlive = 0;	/* the accesses that may meet a mark */
	for (size_t a = 0; a < nacc; a++)
		if (may_be_marked(d, acc[a].res))
			live[nlive++] = a;
	for (size_t i = 0; i < d->n && nlive; i++) {
		const struct mark *m = &d->marks[i];
		unsigned reported = 0;
		for (size_t k = 0; k < nlive; k++) {
			const struct access *a = &acc[live[k]];
			struct conflict c;
			if (!conflicts(d, in, a, m, &c) || (reported >> c.mode & 1) ||
			    (unfixable && c.sem != DVS_STOP))
				continue;
			report(d, loc, c.mode, m, c.certain, c.path, c.sem, a->index >= 0);
			reported |= 1u << c.mode;	/* one report per mark and mode */
		}
	}
}

static void add_mark(struct depcheck *d, const struct dv_insn *in, const struct access *a,
		     const struct src_loc *loc)
{
	d->marks = xgrow(d->marks, &d->cap, d->n, sizeof *d->marks);
	struct mark *m = &d->marks[d->n++];
	memset(m, 0, sizeof *m);
	note_mark(d, a->res);
	m->res = a->res;
	m->index = a->index;
	m->link_to_qp_branch = true;
	m->mode_write = a->write;
	m->specific = a->specific;
	m->cmp = a->write ? acc_cmp(in, a->res) : 0;
	m->path = d->path;
	if (a->res == RES_UNAT0 && d->mem_hint) {
		m->mem_hint = true;
		m->mem_offset = d->mem_offset;
		m->mem_base = d->mem_base;
	}
	m->in = *in;
	m->loc = *loc;
	m->seq = d->p->nwritten;
	m->order = d->marks_made++;
}

/* Ends every relation of the predicates in mask. */
static void end_relations(struct depcheck *d, uint64_t mask)
{
	if (!mask)
		return;
	clear_mutex(d, mask);
	clear_implies(d, mask, mask);
}

static void forget_all(struct depcheck *d)
{
	clear_marks(d);
	d->nmutex = 0;
	d->nimply = 0;
}

/* An instruction as the checker sees it (describe). */
struct description {
	struct dv_insn in;
	uint64_t gr_written[2];	/* the general registers it writes, by bit */
	bool indirect;		/* an operand names a register of an indirect file */
	size_t nacc;
	struct access acc[MAX_ACCESSES];
};

/* What describe works out from the instruction alone, without the
 * checker's state (the values of registers gas knows, which the
 * accesses to indirect files read, are applied after). */
static void work_out(const struct insn_form *form, const char *spelled,
		     const struct asm_insn *ai, int rotating_grs, struct description *out)
{
	struct insn_effects fx;
	depend_describe(form, spelled, ai->ops, ai->nops, ai->nouts, ai->qp, &out->in);
	effects_of(form, ai->ops, ai->nops, ai->nouts, ai->qp, &fx);
	depend_refine_effects(&out->in, spelled, rotating_grs, &fx);
	out->nacc = accesses(&out->in, &fx, out->acc, MAX_ACCESSES);
	out->indirect = false;
	for (size_t a = 0; a < out->nacc; a++)
		out->indirect |= indirect_res(out->acc[a].res) && out->acc[a].operand >= 0;
	out->gr_written[0] = out->gr_written[1] = 0;
	for (int i = 0; i < fx.nwrites; i++) {
		const struct effect *e = &fx.writes[i];
		for (int k = 0; k < e->count; k++)
			if (e->res + k >= RES_GR0 && e->res + k < RES_GR0 + 128)
				out->gr_written[(e->res + k - RES_GR0) >> 6] |=
					(uint64_t)1 << ((e->res + k - RES_GR0) & 63);
	}
}

/* describe's memo: the descriptions of instructions worked out before,
 * by everything work_out reads (the form, the spelling, the predicate,
 * the operands whole and the rotating registers).  A source names the
 * same instruction again and again, and automatic mode describes each
 * instruction twice (depcheck_fix, then depcheck_insn).  Direct-mapped:
 * a new instruction replaces the one in its entry; one with a longer
 * spelling or more accesses than an entry holds is not kept. */
#define DESCRIBE_MEMO_BITS 10
#define DESCRIBE_MEMO_SPELLED 24
#define DESCRIBE_MEMO_ACCESSES 48

struct describe_key {
	const struct insn_desc *desc;
	uint64_t bits;
	struct operand ops[INSN_MAX_OPERANDS];
	int32_t rotating_grs;
	uint8_t qp, nops, nouts;
	char spelled[DESCRIBE_MEMO_SPELLED];
};

_Static_assert(sizeof(struct describe_key) % sizeof(uint64_t) == 0, "describe_slot reads words");

struct describe_entry {
	struct describe_key key;	/* key.desc NULL: empty */
	struct dv_insn in;
	uint64_t gr_written[2];
	bool indirect;
	uint8_t nacc, acc_cap;
	/* out of line, so that the table a small file touches is small */
	struct access *acc;
};

static struct describe_entry describe_memo[1 << DESCRIBE_MEMO_BITS];

/* The key of an instruction; false when it cannot have one. */
static bool describe_key(const struct insn_form *form, const char *spelled,
			 const struct asm_insn *ai, int rotating_grs, struct describe_key *k)
{
	size_t len = strlen(spelled);
	if (len >= DESCRIBE_MEMO_SPELLED || ai->nops > INSN_MAX_OPERANDS)
		return false;
	memset(k, 0, sizeof *k);	/* the padding too: keys are compared whole */
	k->desc = form->desc;
	k->bits = form->bits;
	memcpy(k->ops, ai->ops, (size_t)ai->nops * sizeof *ai->ops);
	k->rotating_grs = rotating_grs;
	k->qp = ai->qp;
	k->nops = ai->nops;
	k->nouts = ai->nouts;
	memcpy(k->spelled, spelled, len);
	return true;
}

static size_t describe_slot(const struct describe_key *k)
{
	uint64_t words[sizeof *k / sizeof(uint64_t)], h = 0;
	memcpy(words, k, sizeof words);
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		h = (h ^ words[i]) * 0x9e3779b97f4a7c15u;
	return (size_t)(h >> (64 - DESCRIBE_MEMO_BITS));
}

/* The accesses the rules see: the instruction described, its effects
 * refined as gas reads them (at most MAX_ACCESSES). */
static void describe(const struct depcheck *d, const struct insn_form *form, const char *spelled,
		     const struct asm_insn *ai, struct description *out)
{
	struct describe_key k;
	struct describe_entry *e = NULL;
	if (describe_key(form, spelled, ai, d->rotating_grs, &k)) {
		e = &describe_memo[describe_slot(&k)];
		if (e->key.desc && memcmp(&e->key, &k, sizeof k) == 0) {
			out->in = e->in;
			out->in.form = form;
			memcpy(out->gr_written, e->gr_written, sizeof e->gr_written);
			out->indirect = e->indirect;
			out->nacc = e->nacc;
			memcpy(out->acc, e->acc, e->nacc * sizeof *e->acc);
			known_indices(d, &out->in, out->acc, out->nacc, out->indirect);
			return;
		}
	}
	work_out(form, spelled, ai, d->rotating_grs, out);
	if (e && out->nacc <= DESCRIBE_MEMO_ACCESSES) {
		if (out->nacc > e->acc_cap) {
			e->acc = xrealloc(e->acc, (size_t)out->nacc * sizeof *e->acc);
			e->acc_cap = (uint8_t)out->nacc;
		}
		e->key = k;
		e->in = out->in;
		memcpy(e->gr_written, out->gr_written, sizeof e->gr_written);
		e->indirect = out->indirect;
		e->nacc = (uint8_t)out->nacc;
		memcpy(e->acc, out->acc, out->nacc * sizeof *out->acc);
	}
	known_indices(d, &out->in, out->acc, out->nacc, out->indirect);
}

static void insn(struct depcheck *d, const struct insn_form *form, const char *spelled,
		 const struct asm_insn *ai, bool automatic);

void depcheck_insn(struct depcheck *d, const struct insn_form *form, const char *spelled,
		   const struct asm_insn *ai, bool automatic)
{
	if (!d)
		return;
	insn(d, form, spelled, ai, automatic);
	d->mem_hint = false;	/* .mem.offset was for this one */
}

/* Automatic mode (docs/check.md, section 5): what the instruction needs
 * before it so that it violates nothing, one step at a time.  A conflict
 * with a write no stop followed needs a stop; one that needs
 * serialization after the stop, srlz.d (data, other) or srlz.i and a
 * stop (instr, specific).  The semantics `stop` has no remedy (gas
 * inserts stops forever): depcheck_insn reports it.  The conflict with
 * the oldest mark decides, as in gas (tests/asm/auto_order.s). */
enum depcheck_fix depcheck_fix(struct depcheck *d, const struct insn_form *form,
			       const char *spelled, const struct asm_insn *ai)
{
	if (!d)
		return DVFIX_NONE;
	struct description ds;
	describe(d, form, spelled, ai, &ds);
	const struct dv_insn *in = &ds.in;
	const struct access *acc = ds.acc;
	size_t nacc = ds.nacc;
	if (form->desc->flags & IF_FIRST)
		group_break(d, 0, false, 0);	/* as insn() does */
	/* the oldest mark the instruction conflicts with */
	const struct mark *m = NULL;
	struct conflict c;
	for (size_t i = 0; i < d->n; i++) {
		if (m && d->marks[i].order > m->order)
			continue;
		for (size_t a = 0; a < nacc; a++) {
			struct conflict ci;
			if (conflicts(d, in, &acc[a], &d->marks[i], &ci) && ci.sem != DVS_STOP) {
				m = &d->marks[i];
				c = ci;
				break;
			}
		}
	}
	if (m) {
		/* gas puts a stop before the srlz.d of other even when one
		 * came after the write (tests/asm/auto_srlz.s) */
		if (c.sem == DVS_OTHER)
			return DVFIX_STOP_SRLZ_D;
		if (!m->stopped)
			return DVFIX_STOP;
		if (c.sem == DVS_DATA)
			return DVFIX_SRLZ_D;
		/* srlz.i came after the stop: a stop ends it */
		if (c.sem == DVS_INSTR || c.sem == DVS_SPECIFIC)
			return m->insn_srlz == SRLZ_DONE ? DVFIX_STOP : DVFIX_SRLZ_I;
	}
	return DVFIX_NONE;
}

/* What srlz.i or srlz.d does to the marks. */
static void serialize(struct depcheck *d, int kind)
{
	if (kind == 'i') {
		for (size_t i = 0; i < d->n; i++)
			if (d->marks[i].insn_srlz == SRLZ_STOP)
				d->marks[i].insn_srlz = SRLZ_DONE;
		return;
	}
	for (size_t i = 0; i < d->n;) {
		struct mark *m = &d->marks[i];
		m->data_serialized = true;
		if (m->data_srlz == SRLZ_STOP)
			remove_mark(d, i);
		else
			i++;
	}
}

void depcheck_serialize(struct depcheck *d, bool instruction)
{
	if (d)
		serialize(d, instruction ? 'i' : 'd');
}

static void insn(struct depcheck *d, const struct insn_form *form, const char *spelled,
		 const struct asm_insn *ai, bool automatic)
{
	struct description ds;
	describe(d, form, spelled, ai, &ds);
	const struct dv_insn *in = &ds.in;
	const struct access *acc = ds.acc;
	size_t nacc = ds.nacc;
	/* its last operand: alloc r1 = ar.pfs, i, l, o, r or alloc r1 = i, l, o, r */
	if (form->desc->cls == CLS_ALLOC && ai->nops >= 5 && ai->ops[ai->nops - 1].type == OP_IMM)
		d->rotating_grs = (int)ai->ops[ai->nops - 1].value;
	const struct src_loc *loc = &ai->loc;
	/* alloc, flushrs and loadrs start a group: gas ends the one before */
	if (form->desc->flags & IF_FIRST)
		group_break(d, 0, false, 0);
	/* in automatic mode, the assembler removed what it could
	 * (depcheck_fix) */
	if (d->warn || automatic)
		check(d, in, acc, nacc, loc, automatic);

	for (size_t a = 0; a < nacc; a++)
		if (acc[a].mark)
			add_mark(d, in, &acc[a], loc);
	/* a predicate written as a register operand unlinks the marks under
	 * it from later branches on it (gas: not mov pr=, not a loop
	 * branch's p63) */
	uint64_t named = in->p1 >= 0 ? (uint64_t)1 << in->p1 | (uint64_t)1 << in->p2
			 : in->pr_reg_written;
	for (size_t i = 0; i < d->n && named; i++) {
		struct mark *m = &d->marks[i];
		if (m->in.qp && (named >> m->in.qp & 1))
			m->link_to_qp_branch = false;
	}
	register_values(d, in, ds.gr_written);
	/* itc, ptc.g and ptc.ga end their group: gas ends it for them */
	if (form->desc->flags & IF_LAST)
		group_break(d, 0, false, 0);
	/* what the instruction does to the marks and the relations */
	if (in->srlz) {
		serialize(d, in->srlz);
	} else if (in->taken_always) {
		/* the marks end; the relations too (gas), but a call's of the
		 * predicates safe across calls, br.ret's of the static ones */
		if (in->is_call) {
			clear_marks(d);
			end_relations(d, ~d->safe_across_calls);
		} else if (in->keeps_relations) {
			clear_marks(d);
			end_relations(d, in->pr_other);
		} else {
			forget_all(d);
		}
		return;
	} else if (in->flow == DV_FLOW_RFI) {
		/* the marks end, the relations stay but the rotating
		 * predicates' (gas) */
		clear_marks(d);
		end_relations(d, in->pr_other);
		for (int i = 0; i < d->path; i++)	/* and no entry before it */
			free(d->entries[i]);
		d->path = 0;
		return;
	}
	if (in->flow == DV_FLOW_COND && in->qp) {
		for (size_t k = 0; k < d->nimply; k++) {
			if (d->implies[k].p2 != in->qp)
				continue;
			d->implies[k].p2_branched = true;
			for (size_t i = 0; i < d->n;)
				if (d->marks[i].in.qp == d->implies[k].p1)
					remove_mark(d, i);
				else
					i++;
		}
		if (in->is_call) {
			group_break(d, in->qp, true, d->p->nwritten);
		} else {
			for (size_t i = 0; i < d->n;) {
				struct mark *m = &d->marks[i];
				if (m->in.qp == in->qp && m->link_to_qp_branch &&
				    m->seq != d->p->nwritten)
					remove_mark(d, i);
				else
					i++;
			}
		}
	}
	if (in->is_call) {
		uint64_t lost = ~d->safe_across_calls;
		clear_mutex(d, lost);
		clear_implies(d, lost, lost);
		for (size_t i = 0; i < d->n; i++)
			if (lost >> d->marks[i].in.qp & 1)
				d->marks[i].link_to_qp_branch = false;
	}
	/* only predicates named as registers change the relations: gas
	 * keeps them across mov pr=, mov pr.rot= and the loop branches */
	if (in->p1 >= 0) {
		compare_relations(d, in);
	} else {
		end_relations(d, in->pr_other);
	}
}
