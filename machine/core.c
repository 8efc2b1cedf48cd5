/*
 * machine/core.c - issue groups, ports and the stall-on-use scoreboard
 * (docs/model.md, sections 2-5).
 */
#include "core.h"
#include "effects.h"
#include "frontend.h"
#include "../common/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- templates as the dispersal rules name them ------------------------- */

enum family { FAM_MII, FAM_MLX, FAM_MMI, FAM_MFI, FAM_MMF, FAM_MIB, FAM_MBB,
	      FAM_BBB, FAM_MMB, FAM_MFB, FAM_NONE };

static enum family family_of(int template_number)
{
	switch (template_number >> 1) {
	case 0x00: case 0x01: return FAM_MII;	/* MII, MI;I */
	case 0x02: return FAM_MLX;
	case 0x04: case 0x05: return FAM_MMI;	/* MMI, M;MI */
	case 0x06: return FAM_MFI;
	case 0x07: return FAM_MMF;
	case 0x08: return FAM_MIB;
	case 0x09: return FAM_MBB;
	case 0x0B: return FAM_BBB;
	case 0x0C: return FAM_MMB;
	case 0x0E: return FAM_MFB;
	}
	return FAM_NONE;
}

/* Rule 4: may a bundle of family second join a group after first? */
static bool pairs(enum family first, enum family second)
{
	switch (second) {
	case FAM_MLX:
		return first == FAM_MMI || first == FAM_MFI || first == FAM_MMF ||
		       first == FAM_MIB || first == FAM_MMB || first == FAM_MFB ||
		       first == FAM_MLX;
	case FAM_BBB:
		return first == FAM_MII || first == FAM_MMI || first == FAM_MFI ||
		       first == FAM_MMF || first == FAM_MLX;
	case FAM_NONE:
		return false;
	default:	/* M-first */
		return first == FAM_MII || first == FAM_MMI || first == FAM_MFI ||
		       first == FAM_MMF || first == FAM_MIB || first == FAM_MMB ||
		       first == FAM_MFB || first == FAM_MLX;
	}
}

/* ---- ports ------------------------------------------------------------- */

struct ports {
	uint16_t used;			/* PORT_BIT_* taken */
	int nm;				/* M-port users so far */
	uint8_t mclass[8];		/* their classes, in order */
	uint16_t massign[8];		/* the port each got */
};

static uint16_t m_allowed(int cls)
{
	switch (cls) {
	case PORT_M_LOAD: return PORT_BIT_M0 | PORT_BIT_M1;
	case PORT_M_STORE:
	case PORT_CHK_S: return PORT_BIT_M2 | PORT_BIT_M3;
	case PORT_M_SINGLE:	/* GCC's description names the single port M2 */
	case PORT_M2: return PORT_BIT_M2;
	case PORT_M0: return PORT_BIT_M0;
	default: return PORT_BIT_M0 | PORT_BIT_M1 | PORT_BIT_M2 | PORT_BIT_M3;
	}
}

/* Can the M users 0..n-1 be given distinct allowed ports, each class taking
 * its ports in increasing order?  Fills assign[] on success. */
static bool m_assign(const uint8_t *cls, int n, int k, uint16_t used,
		     uint16_t *assign)
{
	if (k == n)
		return true;
	uint16_t allowed = m_allowed(cls[k]) & ~used;
	/* same class: only ports above the one the previous of its class got */
	for (int j = k - 1; j >= 0; j--) {
		if (cls[j] == cls[k]) {
			allowed &= (uint16_t)~((assign[j] << 1) - 1);
			break;
		}
	}
	for (uint16_t bit = PORT_BIT_M0; bit <= PORT_BIT_M3; bit <<= 1) {
		if (!(allowed & bit))
			continue;
		assign[k] = bit;
		if (m_assign(cls, n, k + 1, used | bit, assign))
			return true;
	}
	return false;
}

/* Tries to add an M-port user of class cls; on success the assignment of
 * every M user is updated. */
static bool take_m(struct ports *pt, int cls)
{
	if (pt->nm == 8)
		return false;
	uint8_t cl[8];
	uint16_t as[8] = {0};
	memcpy(cl, pt->mclass, sizeof cl);
	cl[pt->nm] = (uint8_t)cls;
	if (!m_assign(cl, pt->nm + 1, 0, 0, as))
		return false;
	pt->mclass[pt->nm] = (uint8_t)cls;
	pt->nm++;
	memcpy(pt->massign, as, sizeof as);
	pt->used &= (uint16_t)~(PORT_BIT_M0 | PORT_BIT_M1 | PORT_BIT_M2 | PORT_BIT_M3);
	for (int i = 0; i < pt->nm; i++)
		pt->used |= as[i];
	return true;
}

/* Finds a port for instruction in, in a slot of unit type `unit`, in window
 * position pos (0: the first bundle).  Returns the port bit, or 0 when none
 * is free (the group must end before it). */
static uint16_t take_port(const struct core_config *c, struct ports *pt,
			  const struct asm_insn *in, enum family fam,
			  enum insn_type unit, int pos)
{
	const struct insn_desc *d = in->form->desc;
	int cls = d->port;
	switch (unit) {
	case TYPE_M:
		if (d->type == TYPE_A || cls == PORT_A || cls == PORT_NONE)
			cls = PORT_M;
		if (!take_m(pt, cls))
			return 0;
		return pt->massign[pt->nm - 1];
	case TYPE_I: {
		/* the lowest numbered I unit not already in use (an MLX's L+X
		 * may have taken I0) */
		bool i0_only = cls == PORT_I0 || (cls == PORT_ISHIFT && !c->ishift_on_i1);
		uint16_t bit = !(pt->used & PORT_BIT_I0) ? PORT_BIT_I0
			     : !(pt->used & PORT_BIT_I1) ? PORT_BIT_I1 : 0;
		if (bit) {
			if (i0_only && bit != PORT_BIT_I0)
				return 0;
			pt->used |= bit;
			return bit;
		}
		/* both I ports taken: an A-type may use a free M port */
		if (d->type == TYPE_A && core_param(c, CORE_A_IN_I_SLOT_USES_M_PORT) != 0 &&
		    take_m(pt, PORT_M))
			return pt->massign[pt->nm - 1];
		return 0;
	}
	case TYPE_F: {
		uint16_t bit = pos == 0 ? PORT_BIT_F0 : PORT_BIT_F1;
		if (pt->used & bit)
			return 0;
		pt->used |= bit;
		return bit;
	}
	case TYPE_B: {
		uint16_t bit;
		if (fam == FAM_BBB || fam == FAM_MBB)
			bit = (uint16_t)(PORT_BIT_B0 << in->slot);	/* MBB: B1, B2 */
		else
			bit = insn_is_branch(d) ? PORT_BIT_B2 : PORT_BIT_B0;
		/* the B slot of MIB, MFB, MMB: nop.b and brp go to B0; the
		 * second such bundle of a window finds B0 taken and takes B1
		 * (table 2-5: nop.b, hint.b and brp issue on any of B0-B2):
		 * GMP's mul_1 loop, MIB MIB with two nop.b a cycle, runs at the
		 * 2 cycles per limb its authors measured */
		if (bit == PORT_BIT_B0 && (pt->used & bit) && !(pt->used & PORT_BIT_B1))
			bit = PORT_BIT_B1;
		if (pt->used & bit)
			return 0;
		pt->used |= bit;
		return bit;
	}
	case TYPE_LX: {
		uint16_t bit = pos == 0 ? PORT_BIT_I0 : PORT_BIT_I1;
		if (pt->used & bit)
			return 0;
		pt->used |= bit;
		return bit;
	}
	default:
		return 0;
	}
}

uint16_t core_port_candidates(const struct core_config *c, const struct asm_insn *in,
			      int template_number)
{
	const struct template_desc *t = template_get(template_number);
	if (!t)
		return 0;
	const struct insn_desc *d = in->form->desc;
	const uint16_t mbits = PORT_BIT_M0 | PORT_BIT_M1 | PORT_BIT_M2 | PORT_BIT_M3;
	enum family fam = family_of(template_number);
	switch (t->slot[in->slot]) {
	case TYPE_M:
		return m_allowed(d->type == TYPE_A || d->port == PORT_A || d->port == PORT_NONE
				 ? PORT_M : (int)d->port);
	case TYPE_I: {
		bool i0_only = d->port == PORT_I0 || (d->port == PORT_ISHIFT && !c->ishift_on_i1);
		uint16_t m = d->type == TYPE_A && core_param(c, CORE_A_IN_I_SLOT_USES_M_PORT) != 0
			     ? mbits : 0;
		return (uint16_t)((i0_only ? PORT_BIT_I0 : PORT_BIT_I0 | PORT_BIT_I1) | m);
	}
	case TYPE_F:
		return PORT_BIT_F0 | PORT_BIT_F1;
	case TYPE_B:
		if (fam == FAM_BBB || fam == FAM_MBB)
			return (uint16_t)(PORT_BIT_B0 << in->slot);
		return insn_is_branch(d) ? PORT_BIT_B2 : PORT_BIT_B0 | PORT_BIT_B1;
	case TYPE_LX:
		return PORT_BIT_I0 | PORT_BIT_I1;
	default:
		return 0;
	}
}

/* ---- the simulation ---------------------------------------------------- */

struct producer {
	int32_t syl;		/* syllable that wrote it last, or -1 */
	uint64_t cycle;		/* its issue cycle */
};

const char *core_group_end_name(enum group_end e)
{
	static const char *const n[] = {"stop", "window", "split", "pairing",
					"port", "taken-branch", "end", "fetch-pair"};
	return n[e];
}

const char *core_port_mask_text(uint16_t mask, char *buf, size_t size)
{
	static const char *const names[] = {"M0", "M1", "M2", "M3", "I0", "I1",
					    "F0", "F1", "B0", "B1", "B2"};
	/* each name is two characters, a space before all but the first */
	size_t len = 0;
	for (int i = 0; i < 11; i++) {
		if (!(mask & (1 << i)) || len + 3 + (len > 0) > size)
			continue;
		if (len)
			buf[len++] = ' ';
		memcpy(buf + len, names[i], 2);
		len += 2;
	}
	if (size)
		buf[len] = '\0';
	return buf;
}

static bool writes_reg(const struct insn_regs *r, uint16_t reg)
{
	for (int w = 0; w < r->nwrites; w++)
		if (r->writes[w] == reg)
			return true;
	return r->pr_writes_from && reg >= REG_PR0 + r->pr_writes_from && reg < REG_BR0;
}

/* Does an architectural stop follow syllable s? */
static bool stop_after(const struct sim_bundle *b, const struct sim_syllable *s,
		       const struct asm_insn *in)
{
	const struct template_desc *t = template_get(b->template_number);
	if (t && t->stop_after == s->slot)
		return true;
	bool last = s->slot == 2 || in->form->desc->type == TYPE_LX;
	return last && (b->template_number & 1);
}

/* ---- the answers of the models the core asks (docs/model.md, 8) ------- */

static unsigned default_load_latency(void *ctx, const struct core_config *c,
				     const struct asm_insn *in, const struct sim_syllable *s,
				     enum core_load kind, uint64_t cycle)
{
	(void)ctx, (void)in, (void)s, (void)cycle;
	return (unsigned)core_param(c, kind == CORE_LOAD_FP ? CORE_FP_LOAD_LATENCY
							    : CORE_INT_LOAD_LATENCY);
}

static unsigned default_mispredict_cycles(void *ctx, const struct core_config *c,
					  const struct asm_insn *in,
					  const struct sim_syllable *s)
{
	(void)ctx, (void)in;
	return s->mispredicted ? (unsigned)core_param(c, CORE_MISPREDICT_PENALTY) : 0;
}

static unsigned default_rse_cycles(void *ctx, const struct core_config *c,
				   const struct asm_insn *in, const struct sim_syllable *s)
{
	(void)ctx, (void)c, (void)in, (void)s;
	return 0;
}

static unsigned default_fetch_cycles(void *ctx, const struct core_config *c,
				     const struct asm_insn *in, const struct sim_syllable *s)
{
	(void)ctx;
	(void)c;
	(void)in;
	(void)s;
	return 0;
}

const struct core_models core_default_models = {
	.ctx = NULL,
	.load_latency = default_load_latency,
	.mispredict_cycles = default_mispredict_cycles,
	.rse_cycles = default_rse_cycles,
	.fetch_cycles = default_fetch_cycles,
};

/* ---- one run of the simulation ------------------------------------------ */

struct sim_run {
	const struct core_config *c;
	const struct core_models *models;
	const struct asm_insn *insns;
	size_t ninsns;
	const struct sim_syllable *s;
	size_t n;
	const struct sim_bundle *bundles;
	size_t nbundles;
	struct sim_result *out;
	size_t gcap;			/* groups allocated in out */
	struct producer *prod;		/* by register: its last writer */
	unsigned *access;		/* by syllable: a load's access cycles */
	char *err;
	size_t errlen;
	bool failed;
};

static void sim_fail(struct sim_run *r, const char *why)
{
	snprintf(r->err, r->errlen, "%s", why);
	r->failed = true;
}

/* Dispersal: the group that starts at syllable pos, its ports in pt and
 * out->port; it takes the next bundle only when second (the front end
 * has it in the buffer).  Sets *k to the syllable after it and *end to why
 * it ends; false (the run failed) for a stream that refers outside
 * itself. */
static bool form_group(struct sim_run *r, size_t pos, bool second, struct ports *pt,
		       size_t *k_out, enum group_end *end_out)
{
	const struct sim_syllable *s = r->s;
	uint32_t b0 = s[pos].bundle;
	if (b0 >= r->nbundles) {
		sim_fail(r, "syllable refers to a bundle outside the stream");
		return false;
	}
	const struct sim_bundle *B0 = &r->bundles[b0];
	enum family f0 = family_of(B0->template_number);
	memset(pt, 0, sizeof *pt);
	size_t k = pos;
	enum group_end end = END_STREAM;
	while (k < r->n) {
		if (s[k].insn >= r->ninsns) {
			sim_fail(r, "syllable refers to an instruction outside the program");
			return false;
		}
		const struct asm_insn *in = &r->insns[s[k].insn];
		uint32_t b = s[k].bundle;
		int wpos = b == b0 ? 0 : 1;
		if (b != b0) {
			/* crossing from the first bundle into the second */
			if (b != b0 + 1 || !second) {
				end = b == b0 + 1 ? END_FETCH : END_WINDOW;
				break;
			}
			const struct sim_bundle *B1 = &r->bundles[b];
			enum family f1 = family_of(B1->template_number);
			const struct asm_insn *last = &r->insns[s[k - 1].insn];
			if (f0 == FAM_BBB || f0 == FAM_MBB ||
			    ((f0 == FAM_MIB || f0 == FAM_MFB || f0 == FAM_MMB) &&
			     last->slot == 2 && insn_is_branch(last->form->desc)) ||
			    (f0 == FAM_MIB && f1 == FAM_BBB)) {
				end = END_SPLIT;
				break;
			}
			if (!pairs(f0, f1)) {
				end = END_PAIRING;
				break;
			}
		}
		const struct template_desc *t = template_get(r->bundles[b].template_number);
		enum insn_type unit = t ? t->slot[s[k].slot] : TYPE_ANY;
		uint16_t bit = take_port(r->c, pt, in, family_of(r->bundles[b].template_number),
					 unit, wpos);
		if (!bit) {
			if (k == pos) {
				sim_fail(r, "an instruction found no port in an empty group");
				return false;
			}
			end = END_PORT;
			break;
		}
		r->out->port[k] = bit;
		k++;
		if (s[k - 1].taken) {
			end = END_TAKEN_BRANCH;
			break;
		}
		if (stop_after(&r->bundles[b], &s[k - 1], in)) {
			end = END_STOP;
			break;
		}
		if (k < r->n && s[k].bundle > b0 + 1) {
			end = END_WINDOW;
			break;
		}
	}
	*k_out = k;
	*end_out = end;
	return true;
}

/* M ports may have been reassigned as later M users joined the group
 * [pos, k): its M-port syllables, in order, get pt's final assignment. */
static void settle_m_ports(struct sim_run *r, size_t pos, size_t k, const struct ports *pt)
{
	const uint16_t mbits = PORT_BIT_M0 | PORT_BIT_M1 | PORT_BIT_M2 | PORT_BIT_M3;
	for (size_t j = pos, mi = 0; j < k; j++)
		if ((r->out->port[j] & mbits) && mi < (size_t)pt->nm)
			r->out->port[j] = pt->massign[mi++];
}

/* The cycles the L1D holds group g, [pos, k), whose registers are ready
 * in cycle: the memory model's answer for each memory syllable, in order
 * (the reasons and the secondary misses into g). */
static uint64_t memory_holds(struct sim_run *r, size_t pos, size_t k, uint64_t cycle,
			     struct sim_group *g)
{
	if (!r->models->memory_hold)
		return 0;
	uint64_t hold = 0;
	for (size_t j = pos; j < k; j++) {
		const struct asm_insn *in = &r->insns[r->s[j].insn];
		enum mem_kind kind = effects_memory(in->form).kind;
		if (!r->s[j].executes || kind == MEM_NONE)
			continue;
		struct core_hold_answer a = {0};
		hold += r->models->memory_hold(r->models->ctx, r->c, in, &r->s[j], cycle + hold,
					       &a);
		for (int h = 0; h < CORE_HOLD_COUNT; h++)
			g->l1d_hold_by[h] += a.by[h];
		g->untimed += a.untimed;
		/* a group holds at most two bundles' six syllables */
		uint8_t bit = j - pos < 8 ? (uint8_t)(1u << (j - pos)) : 0;
		if (a.l2d_secondary) {
			g->l2d_secondary |= bit;
			g->l2d_secondary_read |= a.l2d_secondary_read ? bit : 0;
			g->l2d_secondary_write |= a.l2d_secondary_write ? bit : 0;
			g->in_drange |= a.in_drange ? bit : 0;
		}
	}
	return hold;
}

/* The memory model's answer for every load the group [pos, k), issuing
 * in cycle, executes. */
static void ask_loads(struct sim_run *r, size_t pos, size_t k, uint64_t cycle)
{
	for (size_t j = pos; j < k; j++) {
		const struct asm_insn *in = &r->insns[r->s[j].insn];
		enum core_load kind = core_load_kind(in);
		if (r->s[j].executes && kind != CORE_LOAD_NONE)
			r->access[j] = r->models->load_latency(r->models->ctx, r->c, in,
							       &r->s[j], kind, cycle);
	}
}

/* Cycles from syllable src writing reg to a use of it. */
static uint64_t result_latency(const struct sim_run *r, int32_t src, uint16_t reg,
			       enum reg_use use)
{
	return (uint64_t)core_latency(r->c, &r->insns[r->s[src].insn], reg, use,
				      (int)r->access[src]);
}

/* Which of syllable s's writes wrote reg (CORE_WRITE_PR_FILE: a
 * whole-file predicate write). */
static uint8_t write_index(const struct sim_syllable *s, uint16_t reg)
{
	for (int w = 0; w < s->regs.nwrites; w++)
		if (s->regs.writes[w] == reg)
			return (uint8_t)w;
	return CORE_WRITE_PR_FILE;
}

/* Stall on use: the cycle the group [pos, k) can issue in, at `cycle` or
 * later when it waits for the last of its sources (its producer, register,
 * consumer and which read and write in g's stall_* members; producer -1
 * when none) or for the RSE. */
static uint64_t group_ready(const struct sim_run *r, size_t pos, size_t k, uint64_t cycle,
			    struct sim_group *g)
{
	const struct sim_syllable *s = r->s;
	uint64_t ready = cycle;
	g->stall_producer = g->stall_consumer = -1;
	g->stall_reg = 0;
	for (size_t j = pos; j < k; j++) {
		const struct insn_regs *rg = &s[j].regs;
		int nall = rg->nreads + (rg->pr_reads_from ? 64 - rg->pr_reads_from : 0);
		for (int i = 0; i < nall; i++) {
			uint16_t reg;
			enum reg_use use;
			if (i < rg->nreads) {
				reg = rg->reads[i];
				use = rg->read_use[i];
			} else {
				reg = (uint16_t)(REG_PR0 + rg->pr_reads_from + (i - rg->nreads));
				use = USE_ALU;
			}
			/* a producer earlier in this group (compare and branch).
			 * Not for a general or floating-point register: an
			 * instruction group holds no read after write of one
			 * (SDM vol. 1, 3.4) unless the writer is predicated
			 * off, as in "(p11) sub r38 = r38, r19, 1; (p10) sub
			 * r38 = r38, r19" with p10, p11 complements (GMP's
			 * divrem_2): the reader sees the value from before the
			 * group. */
			int32_t in_group = -1;
			for (size_t q = pos; q < j && reg >= REG_PR0; q++)
				if (s[q].executes && writes_reg(&s[q].regs, reg))
					in_group = (int32_t)q;
			uint64_t t_ready;
			int32_t src;
			if (in_group >= 0) {
				src = in_group;
				t_ready = cycle + result_latency(r, src, reg, use);
			} else if (r->prod[reg].syl >= 0) {
				src = r->prod[reg].syl;
				t_ready = r->prod[reg].cycle + result_latency(r, src, reg, use);
			} else {
				continue;
			}
			if (t_ready > ready) {
				ready = t_ready;
				g->stall_producer = src;
				g->stall_reg = reg;
				g->stall_consumer = (int32_t)j;
				g->stall_read = (uint8_t)i;
				g->stall_write = write_index(&s[src], reg);
			}
		}
	}
	/* the register stack engine's spills and fills */
	uint64_t rse = 0;
	for (size_t j = pos; j < k; j++) {
		const struct asm_insn *in = &r->insns[s[j].insn];
		if (s[j].executes && effects_moves_register_stack(in->form))
			rse += r->models->rse_cycles(r->models->ctx, r->c, in, &s[j]);
	}
	if (cycle + rse > ready) {
		ready = cycle + rse;
		g->stall_producer = g->stall_consumer = -1;
		g->stall_reg = 0;
	}
	return ready;
}

/* Records group g: its syllables issue in g->cycle, and what they write
 * is produced then. */
static void issue_group(struct sim_run *r, const struct sim_group *g)
{
	struct sim_result *out = r->out;
	if (out->ngroups == r->gcap) {
		r->gcap *= 2;
		out->groups = xrealloc(out->groups, r->gcap * sizeof *out->groups);
	}
	out->groups[out->ngroups++] = *g;
	for (size_t j = g->first; j < (size_t)g->first + g->count; j++) {
		const struct sim_syllable *s = &r->s[j];
		out->issue[j] = g->cycle;
		if (!s->executes)
			continue;
		for (int w = 0; w < s->regs.nwrites; w++)
			r->prod[s->regs.writes[w]] = (struct producer){(int32_t)j, g->cycle};
		for (int p = s->regs.pr_writes_from; p && p < 64; p++)
			r->prod[REG_PR0 + p] = (struct producer){(int32_t)j, g->cycle};
	}
}

/* The cycles the branch model's mispredictions in the group [pos, k)
 * cost before the next group: the front end restarts after them. */
static uint64_t mispredict_delay(const struct sim_run *r, size_t pos, size_t k)
{
	uint64_t delay = 0;
	for (size_t j = pos; j < k; j++) {
		const struct asm_insn *in = &r->insns[r->s[j].insn];
		if (insn_is_branch(in->form->desc))
			delay += r->models->mispredict_cycles(r->models->ctx, r->c, in, &r->s[j]);
	}
	return delay;
}

bool core_simulate(const struct core_config *c, const struct core_models *models,
		   const struct asm_insn *insns, size_t ninsns,
		   const struct sim_syllable *s, size_t n,
		   const struct sim_bundle *bundles, size_t nbundles,
		   struct sim_result *out, char *err, size_t errlen)
{
	struct sim_run r = {
		.c = c, .models = models ? models : &core_default_models,
		.insns = insns, .ninsns = ninsns, .s = s, .n = n,
		.bundles = bundles, .nbundles = nbundles, .out = out,
		.gcap = 64, .err = err, .errlen = errlen,
	};
	if (errlen)
		err[0] = '\0';
	memset(out, 0, sizeof *out);
	out->port = xcalloc(n ? n : 1, sizeof *out->port);
	out->issue = xcalloc(n ? n : 1, sizeof *out->issue);
	out->groups = xmalloc(r.gcap * sizeof *out->groups);
	r.access = xcalloc(n ? n : 1, sizeof *r.access);
	r.prod = xmalloc(REG_COUNT * sizeof *r.prod);
	if (r.models->restart)
		r.models->restart(r.models->ctx);
	for (int reg = 0; reg < REG_COUNT; reg++)
		r.prod[reg] = (struct producer){-1, 0};

	struct front_end fe;
	fe_init(&fe, c, r.models, insns, s, n, bundles, nbundles);
	uint64_t cycle = 0;		/* earliest issue cycle of the next group */
	uint64_t first = 0;		/* the first cycle the next group accounts for */
	uint64_t mis = 0;		/* of cycle - first, a misprediction's */
	size_t pos = 0;
	while (pos < n) {
		/* dispersal takes the group's first bundle once the front end
		 * has written it into the buffer, the next one with it if
		 * that is there by then */
		uint32_t b0 = s[pos].bundle;
		uint64_t t0 = b0 < nbundles ? fe_available(&fe, b0) : cycle;
		if (t0 == UINT64_MAX) {
			sim_fail(&r, "the front end never delivers a bundle");
			break;
		}
		uint64_t wait = t0 > cycle ? t0 - cycle : 0;
		cycle += wait;
		bool second = b0 + 1 < nbundles && fe_available(&fe, b0 + 1) <= cycle;
		struct ports pt;
		size_t k;
		enum group_end end;
		if (!form_group(&r, pos, second, &pt, &k, &end))
			break;
		settle_m_ports(&r, pos, k, &pt);
		struct sim_group g = {
			.first = (uint32_t)pos, .count = (uint32_t)(k - pos),
			.fe_delay = mis + wait, .end = end,
		};
		/* a load's result is never read in its own group (no read after
		 * write of a GR or FR within an instruction group): its latency
		 * is asked once the group's issue cycle is known */
		uint64_t ready = group_ready(&r, pos, k, cycle, &g);
		g.l1d_hold = memory_holds(&r, pos, k, ready, &g);
		g.cycle = ready + g.l1d_hold;
		g.stall = g.cycle - cycle;
		ask_loads(&r, pos, k, g.cycle);
		fe_account(&fe, &g, first, mis, wait);
		issue_group(&r, &g);
		fe_issued(&fe, &g, k, n);
		mis = mispredict_delay(&r, pos, k);
		cycle = g.cycle + 1 + mis;
		first = g.cycle + 1;
		if (mis && k < n)
			fe_flush(&fe, k, first, cycle);
		pos = k;
	}
	fe_free(&fe);
	free(r.prod);
	free(r.access);
	out->cycles = cycle;
	return !r.failed;
}

bool core_disperse(const struct core_config *c, const struct asm_insn *insns, size_t ninsns,
		   const struct sim_syllable *s, size_t n,
		   const struct sim_bundle *bundles, size_t nbundles,
		   bool *group_start, size_t *closed, char *err, size_t errlen)
{
	struct sim_result out = {0};
	uint16_t ports[64];	/* form_group notes each syllable's port */
	struct sim_run r = {
		.c = c, .models = &core_default_models,
		.insns = insns, .ninsns = ninsns, .s = s, .n = n,
		.bundles = bundles, .nbundles = nbundles, .out = &out,
		.err = err, .errlen = errlen,
	};
	if (errlen)
		err[0] = '\0';
	out.port = n <= 64 ? ports : xcalloc(n, sizeof *out.port);
	*closed = 0;
	size_t pos = 0;
	while (pos < n) {
		struct ports pt;
		size_t k;
		enum group_end end;
		/* without time: the front end is taken never to be ahead, so
		 * a taken branch to the second bundle of a 32-byte pair has
		 * only that bundle in its first cycle */
		const struct sim_bundle *B0 = s[pos].bundle < nbundles ? &bundles[s[pos].bundle]
								       : NULL;
		bool second = !B0 || !B0->after_taken || (B0->offset & 31) != 16 ||
			      (pos > 0 && s[pos - 1].bundle == s[pos].bundle);
		if (!form_group(&r, pos, second, &pt, &k, &end))
			break;
		for (size_t j = pos; j < k; j++)
			group_start[j] = j == pos;
		/* a group the stream's end cut may take more syllables */
		if (end != END_STREAM)
			*closed = k;
		pos = k;
	}
	if (out.port != ports)
		free(out.port);
	return !r.failed;
}

void core_sim_result_free(struct sim_result *r)
{
	free(r->groups);
	free(r->port);
	free(r->issue);
	memset(r, 0, sizeof *r);
}
