/*
 * analysis/values.c - the value model (values.h): a forward data-flow
 * analysis over each procedure's blocks, values joined where paths meet.
 */
#include "values.h"
#include "valmem.h"

#include "../common/arena.h"
#include "../common/strbuf.h"
#include "../machine/alat.h"
#include "../machine/archstate.h"
#include "../machine/effects.h"
#include "../machine/semantics.h"
#include "../parser/flonum.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- values ------------------------------------------------------------- */

#define DEP(s) ((uint32_t)1 << (s))

static struct val constant(int64_t c, uint32_t deps)
{
	return (struct val){VAL_KNOWN, VSYM_NONE, deps, 0, c};
}

static struct val unknown(uint32_t deps)
{
	return (struct val){VAL_UNKNOWN, VSYM_NONE, deps, 0, 0};
}

static struct val affine(uint8_t sym, int64_t k, int64_t c, uint32_t deps)
{
	if (k == 0)
		return constant(c, deps);
	return (struct val){VAL_KNOWN, sym, deps | DEP(sym), k, c};
}

static bool is_const(const struct val *x)
{
	return x->kind == VAL_KNOWN && x->sym == VSYM_NONE;
}

static bool same(const struct val *a, const struct val *b)
{
	return a->kind == b->kind && a->deps == b->deps &&
	       (a->kind != VAL_KNOWN || (a->sym == b->sym && a->k == b->k && a->c == b->c));
}

/* Where two paths meet. */
static struct val join(const struct val *a, const struct val *b)
{
	if (a->kind == VAL_UNREACHED)
		return *b;
	if (b->kind == VAL_UNREACHED)
		return *a;
	uint32_t deps = (a->deps | b->deps);
	if (a->kind == VAL_KNOWN && b->kind == VAL_KNOWN && a->sym == b->sym &&
	    a->k == b->k && a->c == b->c)
		return (struct val){VAL_KNOWN, a->sym, deps, a->k, a->c};
	return unknown(deps);
}

/* Wrapping arithmetic on int64_t, as the registers wrap. */
static int64_t wadd(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wsub(int64_t a, int64_t b) { return (int64_t)((uint64_t)a - (uint64_t)b); }
static int64_t wmul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static int64_t wshl(int64_t a, int64_t n) { return (int64_t)((uint64_t)a << (n & 63)); }

/* a*ka + b*kb, where that stays affine in one input. */
static struct val linear(const struct val *a, int64_t ka, const struct val *b, int64_t kb,
			 int64_t plus)
{
	uint32_t deps = (a->deps | b->deps);
	if (a->kind != VAL_KNOWN || b->kind != VAL_KNOWN)
		return unknown(deps);
	int64_t c = wadd(wadd(wmul(a->c, ka), wmul(b->c, kb)), plus);
	if (a->sym == VSYM_NONE)
		return affine(b->sym, wmul(b->k, kb), c, deps);
	if (b->sym == VSYM_NONE || b->sym == a->sym)
		return affine(a->sym, wadd(wmul(a->k, ka), b->sym == a->sym ? wmul(b->k, kb) : 0),
			      c, deps);
	return unknown(deps);
}

/* ---- the state at one point ---------------------------------------------- */

/* The registers followed: GR0-127, PR0-63, ar.lc, ar.ec, FR0-127, the
 * four status fields' controls and the FPSR's trap-disable bits (its flags
 * are not followed). */
enum {
	TR_GR = 0, TR_PR = 128, TR_LC = 192, TR_EC = 193, TR_FR = 194, TR_SFC = 322,
	TR_FPTRAPS = 326, NTRACK = 327
};

/* The FPSR a Linux process starts with: traps disabled; sf0 and sf1
 * round to nearest in double-extended precision, sf1-sf3 with the widest
 * range; sf2 and sf3 with traps disabled too (the software conventions'
 * settings, which the model assumes at every procedure's entry). */
#define FPSR_AT_ENTRY 0x0009804c0270033fULL

static int track_index(uint16_t res)
{
	if (res < RES_GR0 + 128)
		return TR_GR + (res - RES_GR0);
	if (res >= RES_PR0 && res < RES_PR0 + 64)
		return TR_PR + (res - RES_PR0);
	if (res == RES_AR0 + AR_LC)
		return TR_LC;
	if (res == RES_AR0 + AR_EC)
		return TR_EC;
	if (res >= RES_FR0 && res < RES_FR0 + 128)
		return TR_FR + (res - RES_FR0);
	if (res >= RES_FPSR_CONTROLS0 && res <= RES_FPSR_CONTROLS3)
		return TR_SFC + (res - RES_FPSR_CONTROLS0);
	if (res == RES_FPSR_TRAPS)
		return TR_FPTRAPS;
	return -1;
}

/* What each instruction does, worked out once (one per instruction of
 * the program: the fields in order of size, no padding between them). */
struct insn_info {
	struct sem sem;
	uint64_t target;	/* has_target: the branch's target offset */
	uint32_t regs;		/* where in V->write_pool its nwrites tracked
				 * registers written (indexes) are, followed
				 * by the nreads general registers its
				 * operands read (info_writes, info_reads) */
	uint32_t addr_slot;	/* a memory access: its stream in V->addr + 1 */
	uint16_t nwrites, nreads;
	uint16_t mem_flags;	/* MEMF_* */
	int16_t addr_reg;	/* a memory access: the general register (track
				 * index) holding its address, else -1 */
	int16_t mem_reg;	/* a load's target, a store's source (track
				 * index) where the walk's memory follows it
				 * (integer loads and stores of 1-8 bytes), else -1 */
	struct alat_insn alat;	/* what it does to the ALAT but by its access */
	uint8_t branch;		/* enum branch_kind */
	uint8_t mem;		/* enum mem_kind */
	uint8_t mem_size;	/* a memory access: bytes (effects.h) */
	bool reloc_imm;		/* an immediate the linker fills in: its value
				 * is not the syllable's */
	bool alloc;
	bool reads_fr;		/* reads a floating-point register */
	int8_t sol;		/* alloc: inputs + locals */
	int8_t sor;		/* alloc: rotating registers */
	bool has_target;	/* an IP-relative branch: its target in target */
};

/* A block's state at its start, sparse: the slots whose value is not
 * the procedure's entry value (proc_values.base), in slot order. */
struct block_in {
	struct val *v;			/* n values, then their n slots */
	uint16_t *slot;
	int n;
};

/* One procedure: the registers it touches get slots. */
struct proc_values {
	int first_block, nblocks;
	int16_t slot_of[NTRACK];	/* -1: never written here */
	int nslots;
	int16_t *reg_of;		/* slot -> track index */
	struct val *base;		/* per slot: its register at the entry */
	struct val *dense;		/* nslots: flow_into's work space */
	struct block_in *in;		/* per block: at its start */
	uint32_t *ctrl_in;		/* what decided the branches on the way */
	int *sol_in;			/* frame's inputs + locals at block start (-1: unknown) */
	bool *reached;
	struct val entry[NTRACK];	/* at the procedure's entry */
};

struct values {
	const struct cfg *g;
	const struct program *p;
	struct proc_values *procs;
	struct insn_info *info;		/* per program insn; NULL once the walks
					 * are done (values_walks_done) */
	uint16_t *write_pool;
	uint32_t *addr_slot;		/* per program insn: insn_info.addr_slot,
					 * kept after the walks for values_walk_address */
	int **pred;			/* per block: predecessors */
	int *npred;
	/* the walk of each procedure (values_walk) */
	struct values_walk *walks;	/* per procedure */
	double *w_exec, *w_squash, *w_taken;	/* per insn */
	double *w_alat_failed, *w_alat_displaced;	/* per insn: values_walk_alat */
	double *w_block;		/* per block */
	double *w_entries, *w_iters;	/* per loop */
	uint32_t *w_loop_deps;		/* per loop */
	struct values_call *calls;	/* what the walks passed at calls */
	size_t ncalls;
	uint32_t *call_of;		/* per insn: index into calls + 1, or 0 */
	struct values_address *addr;	/* per memory access (insn_info.addr_slot) */
	size_t naddr;
	struct val *addr_last;		/* per stream: the last known address
					 * (while walks run) */
	const struct values_observer *obs;	/* told of the walk's accesses */
	/* the file's data where the walk places it (place_data) */
	uint64_t *sec_addr;		/* per section: its address, 0: not placed */
	uint64_t gp_at;			/* gp, unless stated: the linkage table's
					 * address (place_data) */
	struct valmem_segment *seg;
	size_t nseg;
	uint8_t *seg_bytes;		/* every segment's bytes, then their */
	uint8_t *seg_unknown;		/* unknown flags */
};

static inline const uint16_t *info_writes(const struct values *V, const struct insn_info *ii)
{
	return V->write_pool + ii->regs;
}

static inline const uint16_t *info_reads(const struct values *V, const struct insn_info *ii)
{
	return V->write_pool + ii->regs + ii->nwrites;
}

struct state {
	struct val *v;			/* nslots */
	int sol;
	const struct proc_values *pv;
	struct val qp_at_branch;	/* the ending branch's predicate */
	uint32_t ctrl;			/* the inputs that decided the path here */
	/* the walk: one path, registers renamed by the rotating bases */
	bool walk;
	struct arch_frame frame;	/* sor and the rotating bases */
	struct valmem *mem;		/* the walk's memory (valmem.h), else NULL */
	struct alat *alat;		/* the walk's ALAT (machine/alat.h), else NULL */
	int8_t check;			/* enum alat_result of the check load being
					 * executed, -1 none */
	uint64_t known_loads;		/* loads that read remembered bytes */
	bool call_keeps_memory;		/* a call the walk follows: its callee
					 * reads the memory, cleared after */
};

/* The physical register of architectural t on a walk: r32..r32+sor-1
 * and p16-p63 rotate (SDM vol 2, register rotation). */
static int renamed(const struct state *st, int t)
{
	if (!st->walk)
		return t;
	if (t >= TR_GR && t < TR_GR + 128)
		return TR_GR + arch_frame_rename(&st->frame, (uint16_t)(RES_GR0 + t - TR_GR)) - RES_GR0;
	if (t >= TR_PR && t < TR_PR + 64)
		return TR_PR + arch_frame_rename(&st->frame, (uint16_t)(RES_PR0 + t - TR_PR)) - RES_PR0;
	if (t >= TR_FR && t < TR_FR + 128)
		return TR_FR + arch_frame_rename(&st->frame, (uint16_t)(RES_FR0 + t - TR_FR)) - RES_FR0;
	return t;
}

static struct val get(const struct state *st, int t)
{
	t = renamed(st, t);
	int s = st->pv->slot_of[t];
	return s < 0 ? st->pv->entry[t] : st->v[s];
}

static void set(struct state *st, int t, struct val x)
{
	t = renamed(st, t);
	int s = st->pv->slot_of[t];
	/* r0, p0, f0 and f1 never change */
	if (s >= 0 && t != TR_GR && t != TR_PR && t != TR_FR && t != TR_FR + 1)
		st->v[s] = x;
}

static struct val source(const struct state *st, const struct sem_src *s)
{
	if (!s->is_reg)
		return constant(s->imm, 0);
	int t = track_index(s->res);
	return t < 0 ? unknown(DEP(VSYM_ENTRY)) : get(st, t);
}

/* A floating-point register's known value: c holds the significand, k
 * the sign and exponent (sign << 17 | exponent), sym VSYM_NONE.  Only the
 * FR slots hold these. */
static struct val fr_value(const struct sem_fr *f, uint32_t deps)
{
	return (struct val){VAL_KNOWN, VSYM_NONE, deps, (int64_t)((uint64_t)f->sign << 17 | f->exp),
			    (int64_t)f->sig};
}

static struct sem_fr fr_of(const struct val *x)
{
	return (struct sem_fr){(uint64_t)x->c, (uint32_t)(x->k & 0x1ffff), (x->k >> 17) & 1};
}

/* An FR source: its value, or NULL (unknown) with its deps in *deps. */
static bool fr_source(const struct state *st, const struct sem_src *s, struct sem_fr *out,
		      uint32_t *deps)
{
	struct val x = source(st, s);
	*deps |= x.deps;
	if (x.kind != VAL_KNOWN)
		return false;
	*out = fr_of(&x);
	return true;
}

/* What a floating-point instruction writes to its dst: the FR, the GR of
 * getf, the controls of fsetc.  Unknown where a source is unknown or the
 * semantics has no exact value. */
static struct val compute_fp(const struct state *st, const struct sem *s)
{
	uint32_t deps = 0;
	struct sem_fr a, b, x, r;
	switch ((enum sem_op)s->op) {
	case SEM_SETF: {
		struct val v = source(st, &s->a);
		if (!is_const(&v))
			return unknown(v.deps);
		r = sem_fr_setf(s, (uint64_t)v.c);
		return fr_value(&r, v.deps);
	}
	case SEM_GETF:
		if (!fr_source(st, &s->a, &a, &deps))
			return unknown(deps);
		return constant((int64_t)sem_fr_getf(s, &a), deps);
	case SEM_FSETC: {
		struct val c0 = get(st, TR_SFC);
		if (!is_const(&c0))
			return unknown(c0.deps);
		return constant((int64_t)sem_fsetc(s, (unsigned)c0.c), c0.deps);
	}
	default:
		break;
	}
	struct val ctl = get(st, TR_SFC + (s->sf & 3)), traps = get(st, TR_FPTRAPS);
	deps = ctl.deps | traps.deps;
	bool known = fr_source(st, &s->a, &a, &deps);
	bool two = s->op != SEM_FCVT_FX && s->op != SEM_FCVT_XF;
	bool three = s->op == SEM_FMA || s->op == SEM_XMA || s->op == SEM_FSELECT;
	b = x = (struct sem_fr){0, 0, false};
	if (two)
		known &= fr_source(st, &s->b, &b, &deps);
	if (three)
		known &= fr_source(st, &s->x, &x, &deps);
	if (!known || !is_const(&ctl) || !is_const(&traps) ||
	    !sem_fr_eval(s, &a, &b, &x, (unsigned)ctl.c, (unsigned)traps.c, &r))
		return unknown(deps | DEP(VSYM_FLOAT));
	return fr_value(&r, deps);
}

static bool is_fp_op(const struct sem *s)
{
	return s->op >= SEM_FMA && s->op < SEM_COUNT && s->op != SEM_FCMP &&
	       s->op != SEM_FCLASS && s->op != SEM_FRCPA && s->op != SEM_FRSQRTA;
}

/* frcpa, frsqrta: the predicate says whether the value is an
 * approximation (not modelled: unknown) or the final one; a false qp
 * clears the predicate (SDM vol 3, frcpa). */
static void approximate(struct state *st, const struct sem *s, const struct val *qp)
{
	if (is_const(qp) && qp->c == 0) {
		set(st, track_index(s->p2), constant(0, qp->deps));
		return;
	}
	uint32_t deps = qp->deps;
	struct sem_fr a, b = {0, 0, false}, r;
	struct val traps = get(st, TR_FPTRAPS);
	deps |= traps.deps;
	bool known = fr_source(st, &s->a, &a, &deps);
	if (s->op == SEM_FRCPA)
		known &= fr_source(st, &s->b, &b, &deps);
	bool approx;
	struct val x = unknown(deps | DEP(VSYM_FLOAT)), p = x;
	if (known && is_const(&traps) && sem_fr_approx(s, &a, &b, (unsigned)traps.c, &approx, &r)) {
		p = constant(approx, deps);
		if (!approx)
			x = fr_value(&r, deps);
	}
	int xt = track_index(s->dst), pt = track_index(s->p2);
	if (!is_const(qp)) {		/* qp false: f1 kept, p2 cleared */
		struct val ox = get(st, xt), zero = constant(0, qp->deps);
		x = join(&ox, &x);
		p = join(&zero, &p);
	}
	set(st, xt, x);
	set(st, pt, p);
}

/* mov ar.fpsr = r2: the controls and trap-disable bits it sets. */
static bool is_fpsr_move(const struct sem *s)
{
	return s->op == SEM_MOV && s->dst == RES_AR0 + AR_FPSR;
}

static void move_to_fpsr(struct state *st, const struct sem *s, const struct val *qp)
{
	struct val v = source(st, &s->a);
	for (int t = TR_SFC; t <= TR_FPTRAPS; t++) {
		int shift = t == TR_FPTRAPS ? 0 : 6 + 13 * (t - TR_SFC);
		unsigned mask = t == TR_FPTRAPS ? 0x3f : 0x7f;
		struct val x = is_const(&v) ? constant((int64_t)((uint64_t)v.c >> shift & mask),
						       v.deps | qp->deps)
					    : unknown(v.deps | qp->deps);
		if (!is_const(qp)) {
			struct val old = get(st, t);
			x = join(&old, &x);
		}
		set(st, t, x);
	}
}

/* ---- one instruction ------------------------------------------------------ */

static struct val compute(const struct sem *s, const struct val *a, const struct val *b)
{
	uint32_t deps = (a->deps | b->deps);
	switch ((enum sem_op)s->op) {
	case SEM_MOV:
		return *a;
	case SEM_ADD:
		return linear(a, 1, b, 1, s->c);
	case SEM_SUB:
		return linear(a, 1, b, -1, -s->c);
	case SEM_SHLADD:
		return linear(a, wshl(1, s->c), b, 1, 0);
	case SEM_SHL:
		if (is_const(b) && b->c >= 0 && b->c < 64 && a->kind == VAL_KNOWN)
			return linear(a, wshl(1, b->c), &(struct val){VAL_KNOWN, 0, 0, 0, 0}, 0, 0);
		break;
	case SEM_DEP:	/* dep.z of a whole low field is a shift left */
		if (is_const(b) && b->c == 0 && s->c + s->e >= 64 && a->kind == VAL_KNOWN)
			return linear(a, wshl(1, s->c), b, 0, 0);
		break;
	default:
		break;
	}
	if (is_const(a) && is_const(b)) {
		uint64_t out;
		if (sem_eval(s, (uint64_t)a->c, (uint64_t)b->c, &out))
			return constant((int64_t)out, deps);
	}
	return unknown(deps);
}

/* A compare or tbit: each target's value over the cases qp and the result
 * can be in. */
static void compare(struct state *st, const struct sem *s, const struct val *qp)
{
	struct val a = source(st, &s->a), b = source(st, &s->b);
	if (s->op == SEM_FCLASS)
		b = constant(0, 0);
	uint32_t deps = (a.deps | b.deps | qp->deps);
	int rlo = 0, rhi = 1;
	if (s->op == SEM_FCMP || s->op == SEM_FCLASS) {
		struct sem_fr fa = fr_of(&a), fb = fr_of(&b);
		bool r;
		if (a.kind == VAL_KNOWN && b.kind == VAL_KNOWN && sem_fr_compare(s, &fa, &fb, &r))
			rlo = rhi = r;
		else
			deps |= DEP(VSYM_FLOAT);
	} else if (is_const(&a) && (s->op == SEM_TBIT || is_const(&b))) {
		rlo = rhi = sem_compare(s, (uint64_t)a.c, (uint64_t)b.c);
	} else if (s->op == SEM_CMP && a.kind == VAL_KNOWN && b.kind == VAL_KNOWN &&
		   a.sym == b.sym && a.k == b.k && (s->rel == SEM_EQ || s->rel == SEM_NE)) {
		rlo = rhi = (a.c == b.c) == (s->rel == SEM_EQ);	/* x + c1 == x + c2 */
	}
	int qlo = is_const(qp) ? (int)qp->c : 0, qhi = is_const(qp) ? (int)qp->c : 1;
	int t1 = track_index(s->p1), t2 = track_index(s->p2);
	struct val old1 = get(st, t1), old2 = get(st, t2);
	struct val n1 = {VAL_UNREACHED, 0, 0, 0, 0}, n2 = n1;
	for (int q = qlo; q <= qhi; q++)
		for (int r = rlo; r <= rhi; r++) {
			int w1, w2;
			sem_pred_write(s, q, r, &w1, &w2);
			struct val x1 = w1 < 0 ? old1 : constant(w1, deps);
			struct val x2 = w2 < 0 ? old2 : constant(w2, deps);
			n1 = join(&n1, &x1);
			n2 = join(&n2, &x2);
		}
	if (rlo != rhi) {	/* an unknown result: unknown where it writes */
		if (!same(&n1, &old1))
			n1 = unknown(deps);
		if (!same(&n2, &old2))
			n2 = unknown(deps);
	}
	set(st, t1, n1);
	set(st, t2, n2);
}

/* What a call may change: the scratch registers (r2, r3, r8-r11,
 * r14-r31, p6-p15) and the stacked registers past the frame's locals. */
static void call_clobbers(struct state *st)
{
	struct val u = unknown(DEP(VSYM_CALL));
	if (st->mem && !st->call_keeps_memory)	/* and any memory */
		valmem_clear(st->mem);
	for (int r = 2; r < 128; r++) {
		bool scratch = r == 2 || r == 3 || (r >= 8 && r <= 11) || (r >= 14 && r <= 31);
		bool out = r >= 32 && (st->sol < 0 || r >= 32 + st->sol);
		if (scratch || out)
			set(st, TR_GR + r, u);
	}
	for (int p = 6; p <= 15; p++)
		set(st, TR_PR + p, u);
	for (int f = 6; f < 128; f++)		/* f6-f15, f32-f127 */
		if (f <= 15 || f >= 32)
			set(st, TR_FR + f, u);
}

/* A rotating loop branch: the rotating registers are renamed, ar.lc and
 * ar.ec count. */
static void rotate_clobbers(struct state *st, bool rotates)
{
	struct val u = unknown(DEP(VSYM_LOOP));
	set(st, TR_LC, u);
	set(st, TR_EC, u);
	if (!rotates)
		return;
	for (int r = 32; r < 128; r++)
		set(st, TR_GR + r, u);
	for (int p = 16; p < 64; p++)
		set(st, TR_PR + p, u);
	for (int f = 32; f < 128; f++)
		set(st, TR_FR + f, u);
}

/* Does s write predicates from a comparison (cmp, tbit, fcmp, fclass)? */
static bool is_compare(const struct sem *s)
{
	return s->op == SEM_CMP || s->op == SEM_TBIT || s->op == SEM_FCMP || s->op == SEM_FCLASS;
}

static bool handled(const struct sem *s, int t)
{
	if (is_fpsr_move(s))
		return t >= TR_SFC && t <= TR_FPTRAPS;
	if (s->op == SEM_FRCPA || s->op == SEM_FRSQRTA)
		return t == track_index(s->dst) || t == track_index(s->p2);
	if (is_compare(s))
		return t == track_index(s->p1) || t == track_index(s->p2);
	if (s->op == SEM_MOV_PR)
		return t > TR_PR && t < TR_PR + 64 && ((uint64_t)s->c >> (t - TR_PR) & 1);
	if (s->op == SEM_MOV_PR_ROT)
		return t >= TR_PR + 16 && t < TR_PR + 64;
	return (s->op != SEM_UNKNOWN && t == track_index(s->dst)) ||
	       (s->postinc && t == track_index(s->base));
}

/* mov pr = r2, mask17 and mov pr.rot = imm44 (qp not false). */
static void move_to_predicates(struct state *st, const struct sem *s, const struct val *qp)
{
	struct val a = source(st, &s->a);
	uint64_t mask = s->op == SEM_MOV_PR_ROT ? ~(uint64_t)0 << 16 : (uint64_t)s->c;
	for (int p = 1; p < 64; p++) {
		if (!(mask >> p & 1))
			continue;
		struct val x = is_const(&a) ? constant((int64_t)((uint64_t)a.c >> p & 1), a.deps | qp->deps)
					    : unknown(a.deps | qp->deps);
		if (!is_const(qp)) {
			struct val old = get(st, TR_PR + p);
			x = join(&old, &x);
		}
		set(st, TR_PR + p, x);
	}
}

/* What a store writes to the walk's memory: its source register's value
 * (the low mem_size bytes of it), or unknown (a semaphore, a floating-point
 * store, a store whose predicate is not known: it may not run). */
static struct val store_value(const struct insn_info *ii, const struct val *source,
			      const struct val *qp)
{
	if (ii->mem != MEM_STORE || ii->mem_reg < 0 || !is_const(qp))
		return unknown(0);
	return *source;
}

/* A load reads the walk's memory (integer loads zero-extend: SDM vol 3,
 * ld), a store or semaphore writes it; old: the load's target or the
 * store's source before the instruction. */
static void memory_op(struct state *st, const struct insn_info *ii, const struct val *addr,
		      const struct val *old, const struct val *qp)
{
	if (ii->mem != MEM_LOAD) {
		struct val x = store_value(ii, old, qp);
		valmem_store(st->mem, addr, ii->mem_size, &x);
		return;
	}
	if (ii->mem_reg < 0)
		return;		/* unknown, as written above */
	if (ii->mem_flags & MEMF_CHECK) {
		/* a check load that hits the ALAT leaves its register as the
		 * advanced load wrote it; one that misses reads memory */
		if (!st->alat || st->check == ALAT_UNKNOWN)
			return;
		if (st->check == ALAT_HIT) {
			set(st, ii->mem_reg, *old);
			return;
		}
	}
	struct val x = valmem_load(st->mem, addr, ii->mem_size);
	if (x.kind != VAL_KNOWN)
		return;
	st->known_loads++;
	x.deps |= addr->deps;
	if (!is_const(qp)) {
		x.deps |= qp->deps;
		x = join(old, &x);
	}
	set(st, ii->mem_reg, x);
}

static void execute(const struct values *V, struct state *st, uint32_t insn)
{
	const struct asm_insn *in = &V->p->insns[insn];
	const struct insn_info *ii = &V->info[insn];
	const struct sem *s = &ii->sem;
	struct val qp = get(st, TR_PR + in->qp);
	if (ii->branch != BRANCH_NONE)
		st->qp_at_branch = qp;
	if (is_compare(s)) {
		compare(st, s, &qp);	/* a false qp may still write (.unc) */
		return;
	}
	if (is_const(&qp) && qp.c == 0) {
		if (s->op == SEM_FRCPA || s->op == SEM_FRSQRTA)
			approximate(st, s, &qp);
		return;
	}
	bool maybe = !is_const(&qp);
	/* the walk's memory: the address and the register a load writes,
	 * as they were before the instruction */
	bool memop = st->mem && ii->mem != MEM_NONE && ii->mem != MEM_PREFETCH;
	struct val maddr = {VAL_UNKNOWN, 0, 0, 0, 0}, mold = maddr;
	if (memop) {
		maddr = ii->addr_reg >= 0 ? get(st, ii->addr_reg) : unknown(0);
		if (ii->mem_reg >= 0)
			mold = get(st, ii->mem_reg);
	}
	if (s->op == SEM_MOV_PR || s->op == SEM_MOV_PR_ROT)
		move_to_predicates(st, s, &qp);
	if (s->op == SEM_CLRRRB) {
		if (!s->e)
			st->frame.rrb.gr = st->frame.rrb.fr = 0;
		st->frame.rrb.pr = 0;
	}
	/* what the semantics knows, from the state before any write */
	int xt = s->op != SEM_UNKNOWN ? track_index(s->dst) : -1;
	struct val x = {VAL_UNREACHED, 0, 0, 0, 0}, inc = x;
	if (xt >= 0 && is_fp_op(s)) {
		x = compute_fp(st, s);
	} else if (xt >= 0) {
		struct val a = source(st, &s->a), b = source(st, &s->b);
		x = compute(s, &a, &b);
		if (ii->reloc_imm)	/* the syllable holds what the linker replaces */
			x = unknown(x.deps | DEP(VSYM_LINK));
	}
	int bt = s->postinc ? track_index(s->base) : -1;
	if (bt >= 0) {
		struct val base = get(st, bt), by = source(st, &s->inc);
		inc = linear(&base, 1, &by, 1, 0);
	}
	/* everything else written becomes unknown, depending on what it
	 * read */
	uint32_t deps = (ii->mem != MEM_NONE ? DEP(VSYM_MEMORY) : 0) |
			(ii->reads_fr ? DEP(VSYM_FLOAT) : 0) | qp.deps;
	const uint16_t *reads = info_reads(V, ii), *writes = info_writes(V, ii);
	for (int k = 0; k < ii->nreads; k++)
		deps |= get(st, reads[k]).deps;
	for (int k = 0; k < ii->nwrites; k++) {
		int t = writes[k];
		if (handled(s, t))
			continue;
		struct val u = unknown(deps), old = get(st, t);
		set(st, t, maybe ? join(&old, &u) : u);
	}
	if (xt >= 0) {
		struct val old = get(st, xt);
		if (maybe) {
			x.deps |= qp.deps;
			x = join(&old, &x);
		}
		set(st, xt, x);
	}
	if (bt >= 0) {
		struct val old = get(st, bt);
		set(st, bt, maybe ? join(&old, &inc) : inc);
	}
	if (memop)
		memory_op(st, ii, &maddr, &mold, &qp);
	if (is_fpsr_move(s))
		move_to_fpsr(st, s, &qp);
	if (s->op == SEM_FRCPA || s->op == SEM_FRSQRTA)
		approximate(st, s, &qp);
	if (ii->alloc) {
		st->sol = ii->sol;
		if (st->walk) {		/* alloc clears the bases (SDM: alloc) */
			st->frame.sor = ii->sor > 0 ? (uint8_t)ii->sor : 0;
			st->frame.rrb.gr = st->frame.rrb.pr = st->frame.rrb.fr = 0;
		}
	}
	if (ii->branch == BRANCH_CALL)
		call_clobbers(st);
	else if (effects_branch_is_loop((enum branch_kind)ii->branch) && !st->walk)
		rotate_clobbers(st, effects_branch_rotates((enum branch_kind)ii->branch));
}

/* ---- blocks ---------------------------------------------------------------- */

/* Runs block b from its start state into st (already holding it). */
static void run_block(const struct values *V, int b, struct state *st)
{
	const struct cfg_block *bl = &V->g->blocks[b];
	st->qp_at_branch = constant(1, 0);
	for (struct cfg_insns it = cfg_insns(V->p, bl); cfg_insns_next(&it);)
		execute(V, st, it.insn);
}

/* Can the edge from block b to its successor succ run, given the ending
 * branch's predicate? */
static bool edge_runs(const struct values *V, int b, int succ, const struct val *qp)
{
	const struct cfg_block *bl = &V->g->blocks[b];
	if (bl->branch == UINT32_MAX || !is_const(qp))
		return true;
	enum branch_kind k = (enum branch_kind)V->info[bl->branch].branch;
	if (effects_branch_is_loop(k))
		return true;		/* ar.lc, ar.ec decide, not qp alone */
	bool taken = qp->c != 0;
	if (succ == bl->succ_taken && succ == bl->succ_fall)
		return true;
	return succ == bl->succ_taken ? taken : !taken;
}

/* Every field: what block_in_store leaves out is restored exactly. */
static bool identical(const struct val *a, const struct val *b)
{
	return a->kind == b->kind && a->sym == b->sym && a->deps == b->deps && a->k == b->k &&
	       a->c == b->c;
}

/* Block local's state at its start into v (nslots values). */
static void block_in_expand(const struct proc_values *pv, int local, struct val *v)
{
	const struct block_in *b = &pv->in[local];
	memcpy(v, pv->base, (size_t)pv->nslots * sizeof *v);
	for (int i = 0; i < b->n; i++)
		v[b->slot[i]] = b->v[i];
}

/* v (nslots values) as block local's state at its start. */
static void block_in_store(struct proc_values *pv, int local, const struct val *v)
{
	struct block_in *b = &pv->in[local];
	int n = 0;
	for (int s = 0; s < pv->nslots; s++)
		n += !identical(&v[s], &pv->base[s]);
	if (n != b->n || !b->v) {
		b->v = xrealloc(b->v, (size_t)n * (sizeof *b->v + sizeof *b->slot) + 1);
		b->n = n;
	}
	b->slot = (uint16_t *)(b->v + n);
	n = 0;
	for (int s = 0; s < pv->nslots; s++)
		if (!identical(&v[s], &pv->base[s])) {
			b->v[n] = v[s];
			b->slot[n++] = (uint16_t)s;
		}
}

static void state_load(const struct proc_values *pv, int local, struct state *st)
{
	st->pv = pv;
	block_in_expand(pv, local, st->v);
	st->sol = pv->sol_in[local];
	st->ctrl = pv->ctrl_in[local];
}

/* Joins st, leaving along an edge that ctrl decided, into the start of
 * block local; true when that changed it.  Values that differ where paths
 * meet depend on what chose the path. */
static bool flow_into(struct proc_values *pv, int local, const struct state *st,
		      uint32_t ctrl)
{
	ctrl |= st->ctrl;
	bool changed = false, values_changed = false;
	if (!pv->reached[local]) {
		block_in_store(pv, local, st->v);
		pv->sol_in[local] = st->sol;
		pv->ctrl_in[local] = ctrl;
		pv->reached[local] = true;
		return true;
	}
	uint32_t both = pv->ctrl_in[local] | ctrl;
	if (both != pv->ctrl_in[local]) {
		pv->ctrl_in[local] = both;
		changed = true;
	}
	struct val *in = pv->dense;
	block_in_expand(pv, local, in);
	for (int s = 0; s < pv->nslots; s++) {
		struct val j = join(&in[s], &st->v[s]);
		if (j.kind == VAL_UNKNOWN && !same(&in[s], &st->v[s]))
			j.deps |= both;
		if (!same(&j, &in[s])) {
			in[s] = j;
			values_changed = true;
		}
	}
	if (values_changed) {
		block_in_store(pv, local, in);
		changed = true;
	}
	if (pv->sol_in[local] != st->sol && pv->sol_in[local] != -1) {
		pv->sol_in[local] = -1;
		changed = true;
	}
	return changed;
}

/* ---- a procedure ------------------------------------------------------------ */

static const char *const in_names[8] = {"in0", "in1", "in2", "in3", "in4", "in5", "in6", "in7"};

static void entry_state(const struct values *V, int proc, struct cfg_assume *assume,
			size_t nassume, struct proc_values *pv)
{
	const char *name = V->g->procs[proc].name;
	for (int t = 0; t < NTRACK; t++)
		pv->entry[t] = unknown(DEP(VSYM_ENTRY));
	pv->entry[TR_GR] = constant(0, 0);
	pv->entry[TR_PR] = constant(1, 0);
	for (int i = 0; i < 8; i++)
		pv->entry[TR_GR + 32 + i] = affine((uint8_t)(VSYM_IN0 + i), 1, 0, 0);
	pv->entry[TR_GR + 1] = constant((int64_t)V->gp_at, 0);	/* place_data */
	pv->entry[TR_GR + 12] = affine(VSYM_SP, 1, 0, 0);
	pv->entry[TR_GR + 13] = affine(VSYM_TP, 1, 0, 0);
	/* f0 and f1 are +0.0 and +1.0; the others are not followed from
	 * the caller unless stated */
	const struct sem_fr zero = {0, 0, false}, one = {(uint64_t)1 << 63, 0xFFFF, false};
	pv->entry[TR_FR] = fr_value(&zero, 0);
	pv->entry[TR_FR + 1] = fr_value(&one, 0);
	for (int f = 2; f < 128; f++)
		pv->entry[TR_FR + f] = unknown(DEP(VSYM_FLOAT));
	for (int sf = 0; sf < 4; sf++)
		pv->entry[TR_SFC + sf] = constant((int64_t)(FPSR_AT_ENTRY >> (6 + 13 * sf) & 0x7f), 0);
	pv->entry[TR_FPTRAPS] = constant((int64_t)(FPSR_AT_ENTRY & 0x3f), 0);
	for (size_t k = 0; k < nassume; k++) {
		struct cfg_assume *a = &assume[k];
		if (a->proc && (!name || strcmp(a->proc, name) != 0))
			continue;
		if (a->res >= RES_FR0 + 2 && a->res < RES_FR0 + 128) {
			/* a double, as a caller passes one (ldfd's conversion) */
			struct sem_fr f = sem_fr_from_double((uint64_t)a->value);
			pv->entry[TR_FR + (a->res - RES_FR0)] = fr_value(&f, DEP(VSYM_ASSUMED));
			a->used = true;
			continue;
		}
		int t = track_index(a->res);
		if (t <= TR_GR || t >= TR_PR)
			continue;
		struct val was = pv->entry[t];
		pv->entry[t] = constant(a->value, (was.kind == VAL_KNOWN ? was.deps : 0) |
						       DEP(VSYM_ASSUMED));
		a->used = true;
	}
}

static void analyze_proc(struct values *V, int proc, struct cfg_assume *assume, size_t nassume)
{
	const struct cfg *g = V->g;
	const struct cfg_proc *cp = &g->procs[proc];
	struct proc_values *pv = &V->procs[proc];
	pv->first_block = cp->first_block;
	pv->nblocks = cp->nblocks;
	entry_state(V, proc, assume, nassume, pv);
	/* slots: every tracked register some instruction of the procedure writes */
	for (int t = 0; t < NTRACK; t++)
		pv->slot_of[t] = -1;
	for (int j = 0; j < cp->nblocks; j++) {
		const struct cfg_block *bl = &g->blocks[cp->first_block + j];
		for (struct cfg_insns it = cfg_insns(V->p, bl); cfg_insns_next(&it);) {
			const struct insn_info *ii = &V->info[it.insn];
			const uint16_t *writes = info_writes(V, ii);
			for (int w = 0; w < ii->nwrites; w++)
				if (pv->slot_of[writes[w]] < 0)
					pv->slot_of[writes[w]] = (int16_t)pv->nslots++;
			if (ii->branch == BRANCH_CALL || effects_branch_is_loop((enum branch_kind)ii->branch)) {
				/* what calls and loop branches change */
				for (int t = TR_GR + 2; t < NTRACK; t++)
					if (pv->slot_of[t] < 0)
						pv->slot_of[t] = (int16_t)pv->nslots++;
			}
		}
	}
	pv->reg_of = xcalloc((size_t)pv->nslots + 1, sizeof *pv->reg_of);
	for (int t = 0; t < NTRACK; t++)
		if (pv->slot_of[t] >= 0)
			pv->reg_of[pv->slot_of[t]] = (int16_t)t;
	pv->base = xcalloc((size_t)pv->nslots + 1, sizeof *pv->base);
	for (int s = 0; s < pv->nslots; s++)
		pv->base[s] = pv->entry[pv->reg_of[s]];
	pv->dense = xcalloc((size_t)pv->nslots + 1, sizeof *pv->dense);
	size_t n = (size_t)cp->nblocks;
	pv->in = xcalloc(n + 1, sizeof *pv->in);
	pv->sol_in = xcalloc(n + 1, sizeof *pv->sol_in);
	pv->ctrl_in = xcalloc(n + 1, sizeof *pv->ctrl_in);
	pv->reached = xcalloc(n + 1, sizeof *pv->reached);
	if (n == 0)
		return;

	struct state st = {xcalloc((size_t)pv->nslots + 1, sizeof *st.v), -1, pv, {0}, 0};
	memcpy(st.v, pv->base, (size_t)pv->nslots * sizeof *st.v);
	st.ctrl = 0;
	flow_into(pv, 0, &st, 0);
	/* a worklist in block order (layout order is close to reverse
	 * postorder for most code) */
	bool *queued = xcalloc(n, sizeof *queued);
	int *work = xcalloc(n, sizeof *work);
	size_t head = 0, count = 0;
	work[0] = 0;
	queued[0] = true;
	count = 1;
	while (count) {
		int local = work[head];
		head = (head + 1) % n;
		count--;
		queued[local] = false;
		int b = cp->first_block + local;
		state_load(pv, local, &st);
		run_block(V, b, &st);
		const struct cfg_block *bl = &g->blocks[b];
		int succ[2] = {bl->succ_fall, bl->succ_taken};
		for (int e = 0; e < 2; e++) {
			int sb = succ[e];
			if (sb < 0 || (e == 1 && sb == succ[0]))
				continue;
			int sl = sb - cp->first_block;
			if (sl < 0 || sl >= cp->nblocks || !edge_runs(V, b, sb, &st.qp_at_branch))
				continue;
			uint32_t ctrl = 0;
			if (bl->succ_fall >= 0 && bl->succ_taken >= 0 &&
			    bl->succ_fall != bl->succ_taken && !is_const(&st.qp_at_branch))
				ctrl = st.qp_at_branch.deps;
			if (flow_into(pv, sl, &st, ctrl) && !queued[sl]) {
				work[(head + count) % n] = sl;
				queued[sl] = true;
				count++;
			}
		}
	}
	free(queued);
	free(work);
	free(st.v);
}

/* ---- the program ------------------------------------------------------------- */

static void pool_push(uint16_t **pool, size_t *n, size_t *cap, uint16_t x)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 1024;
		*pool = xrealloc(*pool, *cap * sizeof **pool);
	}
	(*pool)[(*n)++] = x;
}

static void describe_insns(struct values *V)
{
	const struct program *p = V->p;
	V->info = xcalloc(p->ninsns + 1, sizeof *V->info);
	V->addr_slot = xcalloc(p->ninsns + 1, sizeof *V->addr_slot);
	size_t total = 0, cap = 0;
	uint16_t *pool = NULL;
	for (size_t i = 0; i < p->ninsns; i++) {
		const struct asm_insn *in = &p->insns[i];
		struct insn_info *ii = &V->info[i];
		ii->regs = (uint32_t)total;
		if (!in->form)
			continue;
		sem_decode(in, &ii->sem);
		struct insn_effects fx;
		effects_of(in->form, in->ops, in->nops, in->nouts, in->qp, &fx);
		ii->branch = fx.branch.kind;
		ii->mem = fx.mem.kind;
		ii->addr_reg = -1;
		if (fx.mem.kind != MEM_NONE) {
			const struct operand *a = fx.mem.base >= 0 && fx.mem.base < in->nops ?
						  &in->ops[fx.mem.base] : NULL;
			if (a && a->type == OP_MEM)
				ii->addr_reg = (int16_t)track_index((uint16_t)(RES_GR0 + a->regno));
			ii->addr_slot = (uint32_t)++V->naddr;
			V->addr_slot[i] = ii->addr_slot;
		}
		ii->mem_size = fx.mem.size;
		ii->mem_flags = fx.mem.flags;
		ii->alat = effects_alat(in->form);
		ii->mem_reg = -1;
		/* ld r1 = [r3], st [r3] = r2 (integer: GR operands); ld16, st16
		 * and floating-point accesses are not followed */
		int vop = fx.mem.kind == MEM_LOAD ? 0 : fx.mem.kind == MEM_STORE ? fx.mem.base + 1 : -1;
		if (vop >= 0 && vop < in->nops && !(fx.mem.flags & (MEMF_FP | MEMF_PAIR)) &&
		    fx.mem.size >= 1 && fx.mem.size <= 8 && in->ops[vop].type == OP_REG &&
		    in->ops[vop].file == RF_GR)
			ii->mem_reg = (int16_t)track_index((uint16_t)(RES_GR0 + in->ops[vop].regno));
		if (fx.branch.kind == BRANCH_NONE)
			for (int k = 0; k < in->nops; k++)
				if (in->ops[k].type == OP_IMM &&
				    (in->ops[k].imm == IMM_RELOC || in->ops[k].reloc != RELOC_NONE))
					ii->reloc_imm = true;
		ii->alloc = in->form->desc->flags & IF_ALLOC;
		/* alloc r1 = [ar.pfs,] i, l, o, r */
		const struct operand *fr = in->nops >= 5 ? &in->ops[in->nops - 4] : NULL;
		if (ii->alloc && fr && fr[0].type == OP_IMM && fr[1].type == OP_IMM)
			ii->sol = (int8_t)(fr[0].value + fr[1].value);
		else
			ii->sol = -1;
		ii->sor = ii->alloc && fr && fr[3].type == OP_IMM ? (int8_t)fr[3].value : 0;
		for (int r = 0; r < fx.nreads; r++)
			ii->reads_fr |= fx.reads[r].res >= RES_FR0 && fx.reads[r].res < RES_FR0 + 128;
		if (fx.branch.kind != BRANCH_NONE && !fx.branch.indirect)
			for (int k = 0; k < in->nops; k++)
				if (in->ops[k].type == OP_IMM && in->ops[k].imm == IMM_ADDR) {
					ii->has_target = true;
					ii->target = (uint64_t)in->ops[k].value;
				}
		for (int w = 0; w < fx.nwrites; w++)
			for (int r = 0; r < fx.writes[w].count; r++) {
				int t = track_index((uint16_t)(fx.writes[w].res + r));
				if (t < 0 || t == TR_GR || t == TR_PR)
					continue;
				pool_push(&pool, &total, &cap, (uint16_t)t);
				ii->nwrites++;
			}
		/* then the general registers its operands read */
		for (int k = 0; k < fx.nreads; k++) {
			const struct effect *e = &fx.reads[k];
			if (e->operand < 0 || e->res > RES_GR0 + 127)
				continue;
			for (int r = 0; r < e->count && e->res + r <= RES_GR0 + 127; r++) {
				pool_push(&pool, &total, &cap, (uint16_t)track_index((uint16_t)(e->res + r)));
				ii->nreads++;
			}
		}
	}
	/* one pool for the whole program, of its exact length */
	V->write_pool = xrealloc(pool, (total ? total : 1) * sizeof *pool);
}

static void predecessors(struct values *V)
{
	const struct cfg *g = V->g;
	V->npred = xcalloc(g->nblocks + 1, sizeof *V->npred);
	V->pred = xcalloc(g->nblocks + 1, sizeof *V->pred);
	for (size_t b = 0; b < g->nblocks; b++) {
		int succ[2] = {g->blocks[b].succ_fall, g->blocks[b].succ_taken};
		for (int e = 0; e < 2; e++) {
			int s = succ[e];
			if (s < 0 || (e == 1 && s == succ[0]))
				continue;
			V->pred[s] = xrealloc(V->pred[s], ((size_t)V->npred[s] + 1) * sizeof **V->pred);
			V->pred[s][V->npred[s]++] = (int)b;
		}
	}
}

/* Is reloc x an immediate's @ltoff (or @ltoffx, ld8.mov's): the offset
 * from gp of a linkage-table slot holding the symbol's address? */
static bool linkage_offset(const struct asm_reloc *x)
{
	return x->insn != UINT32_MAX && (x->op == RELOC_LTOFF || x->op == RELOC_LTOFFX);
}

static const struct program *sort_program;

/* Labels of the file by section and offset; any other symbol apart. */
static int by_label(const void *a, const void *b)
{
	const struct asm_reloc *x = &sort_program->relocs[*(const size_t *)a];
	const struct asm_reloc *y = &sort_program->relocs[*(const size_t *)b];
	if (x->local != y->local)
		return x->local ? -1 : 1;
	if (!x->local || x->target != y->target)
		return x->local ? (x->target > y->target) - (x->target < y->target)
				: (*(const size_t *)a > *(const size_t *)b) -
				  (*(const size_t *)a < *(const size_t *)b);
	return (x->addend > y->addend) - (x->addend < y->addend);
}

/* The linkage table's slot of each ltoff reloc (slot_of, by reloc): one
 * per label of the file (section and offset), one per reloc of any other
 * symbol.  How many slots. */
static size_t linkage_slots(const struct program *p, size_t *slot_of)
{
	size_t *order = xmalloc((p->nrelocs + 1) * sizeof *order), n = 0, nslots = 0;
	for (size_t r = 0; r < p->nrelocs; r++)
		if (linkage_offset(&p->relocs[r]))
			order[n++] = r;
	sort_program = p;
	qsort(order, n, sizeof *order, by_label);
	for (size_t k = 0; k < n; k++) {
		const struct asm_reloc *x = &p->relocs[order[k]];
		const struct asm_reloc *prev = k ? &p->relocs[order[k - 1]] : NULL;
		bool same = prev && x->local && prev->local && prev->target == x->target &&
			    prev->addend == x->addend;
		slot_of[order[k]] = same ? slot_of[order[k - 1]] : nslots++;
	}
	free(order);
	return nslots;
}

/* Is section s of p data the walk places (allocated, not code)? */
static bool placed_section(const struct program *p, size_t s)
{
	const struct asm_section *sec = &p->sections[s];
	return !sec->code && (sec->flags & SECF_ALLOC) && sec->size != 0 &&
	       sec->size <= ((uint64_t)1 << 40);
}

uint64_t values_data_layout(const struct program *p, uint64_t base, uint64_t *addr)
{
	uint64_t at = base;
	for (size_t s = 0; s < p->nsections; s++) {
		addr[s] = 0;
		if (!placed_section(p, s))
			continue;
		const struct asm_section *sec = &p->sections[s];
		uint64_t al = sec->align > 16 ? sec->align : 16;
		at = (at + al - 1) / al * al;
		addr[s] = at;
		at += sec->size;
	}
	return (at + 15) / 16 * 16;
}

/* The file's data sections (allocated, not code), each where --base puts
 * it (cfg.section_base) or else where values_data_layout lays it out from
 * base, then the linkage table (what @ltoff(sym) names: a slot per symbol
 * holding its address) past the layout, where gp points (docs/model.md,
 * "Memory along the walk").
 * What the linker fills in is known where it is the address of a label
 * of the file that no link can preempt (data8 sym + 8, a slot of such a
 * label): where the section holding it is placed; anything else is not
 * known.  Then the immediates the linker fills in take what they are
 * with that layout: such an address (movl r = sym), a slot's offset from
 * gp (@ltoff), a label's offset from gp (@gprel). */
static void place_data(struct values *V, uint64_t base)
{
	const struct program *p = V->p;
	V->sec_addr = xcalloc(p->nsections + 1, sizeof *V->sec_addr);
	V->seg = xcalloc(p->nsections + 2, sizeof *V->seg);
	V->gp_at = values_data_layout(p, base, V->sec_addr);
	uint64_t total = 0;
	for (size_t s = 0; s < p->nsections; s++) {
		if (!V->sec_addr[s])
			continue;
		const struct asm_section *sec = &p->sections[s];
		if (V->g->section_base && V->g->section_base[s])
			V->sec_addr[s] = V->g->section_base[s];
		V->seg[V->nseg++] = (struct valmem_segment){V->sec_addr[s], sec->size, NULL, NULL,
							    (sec->flags & SECF_WRITE) != 0};
		total += sec->size;
	}
	/* the linkage table's slots */
	size_t *slot_of = xcalloc(p->nrelocs + 1, sizeof *slot_of);
	size_t nslots = linkage_slots(p, slot_of);
	if (nslots)
		V->seg[V->nseg++] = (struct valmem_segment){V->gp_at, 8 * nslots, NULL, NULL,
							    false};
	V->seg_bytes = xcalloc(total + 8 * nslots + 1, 1);
	V->seg_unknown = xcalloc(total + 8 * nslots + 1, 1);
	uint64_t off = 0;
	for (size_t s = 0, k = 0; s < p->nsections; s++) {
		if (!V->sec_addr[s])
			continue;
		const struct asm_section *sec = &p->sections[s];
		if (sec->image && sec->type != SEC_NOBITS)
			memcpy(V->seg_bytes + off, sec->image, sec->size);
		V->seg[k].bytes = V->seg_bytes + off;
		V->seg[k].unknown = V->seg_unknown + off;
		k++;
		off += sec->size;
	}
	uint8_t *table = V->seg_bytes + off, *table_unknown = V->seg_unknown + off;
	if (nslots) {
		V->seg[V->nseg - 1].bytes = table;
		V->seg[V->nseg - 1].unknown = table_unknown;
	}
	for (size_t r = 0; r < p->nrelocs; r++) {
		const struct asm_reloc *x = &p->relocs[r];
		bool placed = x->local && x->target < p->nsections && V->sec_addr[x->target];
		uint64_t addr = placed ? V->sec_addr[x->target] + (uint64_t)x->addend : 0;
		if (x->insn != UINT32_MAX) {	/* an immediate */
			struct insn_info *ii = x->insn < p->ninsns ? &V->info[x->insn] : NULL;
			bool known = placed && (x->op == RELOC_NONE || x->op == RELOC_GPREL);
			uint64_t v = x->op == RELOC_GPREL ? addr - V->gp_at : addr;
			if (linkage_offset(x)) {
				for (unsigned j = 0; j < 8; j++) {
					table[8 * slot_of[r] + j] = (uint8_t)(addr >> (8 * j));
					table_unknown[8 * slot_of[r] + j] = !placed;
				}
				known = true;
				v = 8 * slot_of[r];
			}
			if (!ii || !known)
				continue;	/* reloc_imm: unknown */
			struct sem *s = &ii->sem;
			struct sem_src *imm = !s->a.is_reg && s->b.is_reg ? &s->a
					      : s->a.is_reg && !s->b.is_reg ? &s->b : NULL;
			if (s->op == SEM_MOV && !s->a.is_reg)
				imm = &s->a;
			if (imm && (s->op == SEM_MOV || s->op == SEM_ADD)) {
				imm->imm = (int64_t)v;
				ii->reloc_imm = false;
			}
			continue;
		}
		if (x->section >= p->nsections || !V->sec_addr[x->section])
			continue;
		const struct valmem_segment *sg = NULL;
		for (size_t k = 0; k < V->nseg && !sg; k++)
			if (V->seg[k].addr == V->sec_addr[x->section])
				sg = &V->seg[k];
		if (!sg || x->offset >= sg->size || x->size > sg->size - x->offset)
			continue;
		uint8_t *bytes = (uint8_t *)sg->bytes + x->offset;
		uint8_t *unk = (uint8_t *)sg->unknown + x->offset;
		/* an 8-byte address, little-endian (a section written after .msb
		 * is big-endian: not followed) */
		bool write = placed && x->op == RELOC_NONE && x->size == 8 &&
			     !V->p->sections[x->section].big_endian;
		for (unsigned j = 0; j < x->size; j++) {
			if (write)
				bytes[j] = (uint8_t)(addr >> (8 * j));
			unk[j] = !write;
		}
	}
	free(slot_of);
}

struct values *values_analyze(const struct cfg *g, struct cfg_assume *assume, size_t n)
{
	struct values *V = xcalloc(1, sizeof *V);
	V->g = g;
	V->p = g->prog;
	describe_insns(V);
	place_data(V, g->data_base ? g->data_base : VALUES_DATA_BASE);
	predecessors(V);
	V->procs = xcalloc(g->nprocs + 1, sizeof *V->procs);
	for (size_t k = 0; k < g->nprocs; k++)
		analyze_proc(V, (int)k, assume, n);
	V->walks = xcalloc(g->nprocs + 1, sizeof *V->walks);
	size_t ni = V->p->ninsns + 1;
	V->w_exec = xcalloc(ni, sizeof *V->w_exec);
	V->w_alat_failed = xcalloc(ni, sizeof *V->w_alat_failed);
	V->w_alat_displaced = xcalloc(ni, sizeof *V->w_alat_displaced);
	V->w_squash = xcalloc(ni, sizeof *V->w_squash);
	V->w_taken = xcalloc(ni, sizeof *V->w_taken);
	V->w_block = xcalloc(g->nblocks + 1, sizeof *V->w_block);
	V->w_entries = xcalloc(g->nloops + 1, sizeof *V->w_entries);
	V->w_iters = xcalloc(g->nloops + 1, sizeof *V->w_iters);
	V->w_loop_deps = xcalloc(g->nloops + 1, sizeof *V->w_loop_deps);
	V->call_of = xcalloc(ni, sizeof *V->call_of);
	V->addr = xcalloc(V->naddr + 1, sizeof *V->addr);
	V->addr_last = xcalloc(V->naddr + 1, sizeof *V->addr_last);
	return V;
}

/* Frees p and forgets it. */
#define DROP(p) (free(p), (p) = NULL)

/* Frees what only the model and its walks read: each procedure's states,
 * the blocks' predecessors, each instruction's description, each
 * stream's last address, the data the walks' memory starts from. */
static void free_model(struct values *V)
{
	for (size_t k = 0; V->procs && k < V->g->nprocs; k++) {
		struct proc_values *pv = &V->procs[k];
		for (int b = 0; pv->in && b < pv->nblocks; b++)
			free(pv->in[b].v);
		free(pv->reg_of);
		free(pv->in);
		free(pv->base);
		free(pv->dense);
		free(pv->sol_in);
		free(pv->ctrl_in);
		free(pv->reached);
	}
	DROP(V->procs);
	for (size_t b = 0; V->pred && b < V->g->nblocks; b++)
		free(V->pred[b]);
	DROP(V->pred);
	DROP(V->npred);
	DROP(V->info);
	DROP(V->write_pool);
	DROP(V->addr_last);
	DROP(V->seg);
	V->nseg = 0;
	DROP(V->seg_bytes);
	DROP(V->seg_unknown);
}

void values_free(struct values *V)
{
	if (!V)
		return;
	free_model(V);
	free(V->walks);
	free(V->w_exec);
	free(V->w_alat_failed);
	free(V->w_alat_displaced);
	free(V->w_squash);
	free(V->w_taken);
	free(V->w_block);
	free(V->w_entries);
	free(V->w_iters);
	free(V->w_loop_deps);
	free(V->calls);
	free(V->call_of);
	free(V->addr);
	free(V->sec_addr);
	free(V->addr_slot);
	free(V);
}

void values_walks_done(struct values *V)
{
	free_model(V);
}

/* The state at the end of block b (false when b cannot run). */
static bool block_end(const struct values *V, int b, struct state *st)
{
	int proc = V->g->blocks[b].proc;
	const struct proc_values *pv = &V->procs[proc];
	int local = b - pv->first_block;
	if (local < 0 || local >= pv->nblocks || !pv->reached[local])
		return false;
	state_load(pv, local, st);
	run_block(V, b, st);
	return true;
}

struct val values_loop_entry(const struct values *V, int loop, uint16_t res)
{
	const struct cfg_loop *lp = &V->g->loops[loop];
	struct val out = {VAL_UNREACHED, 0, 0, 0, 0};
	int t = track_index(res);
	if (t < 0)
		return unknown(0);
	const struct proc_values *pv = &V->procs[V->g->blocks[lp->header].proc];
	struct state st = {xcalloc((size_t)pv->nslots + 1, sizeof *st.v), -1, pv, {0}, 0};
	/* every edge into the loop, at each of its entries */
	for (int e = 0; e < lp->nentries; e++) {
		int h = lp->entries[e];
		for (int j = 0; j < V->npred[h]; j++) {
			int q = V->pred[h][j];
			if (cfg_loop_contains(V->g, loop, q) ||
			    V->g->blocks[q].proc != V->g->blocks[h].proc)
				continue;
			if (!block_end(V, q, &st) || !edge_runs(V, q, h, &st.qp_at_branch))
				continue;
			struct val x = get(&st, t);
			out = join(&out, &x);
		}
		if (h == pv->first_block) {	/* the procedure's entry */
			struct val x = pv->entry[t];
			out = join(&out, &x);
		}
	}
	free(st.v);
	return out;
}

struct val values_branch_predicate(const struct values *V, int block)
{
	const struct proc_values *pv = &V->procs[V->g->blocks[block].proc];
	struct state st = {xcalloc((size_t)pv->nslots + 1, sizeof *st.v), -1, pv, {0}, 0};
	struct val out = {VAL_UNREACHED, 0, 0, 0, 0};
	if (block_end(V, block, &st))
		out = st.qp_at_branch;
	free(st.v);
	return out;
}

/* ---- the walk --------------------------------------------------------------- */

/* Instructions a walk follows before it gives up. */

/* Does loop L hold block b? */
static bool loop_holds(const struct cfg *g, int L, int b)
{
	for (int l = b >= 0 ? g->blocks[b].loop : -1; l >= 0; l = g->loops[l].parent)
		if (l == L)
			return true;
	return false;
}

/* The block of procedure proc starting at section offset off, or -1. */
static int block_starting(const struct cfg *g, int proc, uint32_t section, uint64_t off)
{
	const struct cfg_proc *cp = &g->procs[proc];
	int lo = cp->first_block, hi = cp->first_block + cp->nblocks;
	while (lo < hi) {	/* a procedure's blocks are in address order */
		int mid = lo + (hi - lo) / 2;
		if (g->blocks[mid].start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < cp->first_block + cp->nblocks && g->blocks[lo].start == off &&
	    g->blocks[lo].section == section)
		return lo;
	return -1;
}

/* A rotating loop branch's rotation: the stage predicate p63 gets stage
 * (it is p16 afterwards), the bases count down. */
static void rotate(struct state *st, int stage, uint32_t deps)
{
	set(st, TR_PR + 63, constant(stage, deps));
	arch_frame_rotate(&st->frame);
}

/* Whether the loop branch of kind k is taken (SDM vol 3, br: cloop,
 * ctop, cexit, wtop, wexit), carrying out what it does to ar.lc, ar.ec,
 * the stage predicate and the bases; -1 when the values do not say, with
 * what they depend on in *deps. */
static int loop_branch(struct state *st, enum branch_kind k, const struct val *qp,
		       uint32_t *deps)
{
	struct val lc = get(st, TR_LC), ec = get(st, TR_EC);
	bool counted = effects_branch_uses_lc(k);
	const struct val *go = counted ? &lc : qp;
	*deps = go->deps;
	if (!is_const(go))
		return -1;
	bool kernel = go->c != 0;
	if (!kernel && k != BRANCH_CLOOP) {	/* the epilogue reads ar.ec */
		*deps |= ec.deps;
		if (!is_const(&ec))
			return -1;
	}
	struct arch_loop_step s = arch_loop_branch(k, kernel, kernel ? 0 : ec.c);
	if (s.lc_dec)
		set(st, TR_LC, constant(lc.c - 1, lc.deps));
	if (s.ec_dec)
		set(st, TR_EC, constant(ec.c - 1, ec.deps));
	if (s.rotates)
		rotate(st, s.stage, *deps);
	return s.taken;
}

/* A branch the values do not decide, inside a loop whose trip count the
 * user gave (forced[L] >= 0): if one side stays in the innermost such loop
 * it crosses and the other leaves it, the trip count decides: the loop
 * leaves by the first such branch of iteration exit_at[L] (a string scan
 * leaving on the byte it looks for), and stays before it; a loop with
 * exit_at[L] < 0 (a counted loop that ends by its counter) never leaves
 * by such a branch.  more: the block goes on after the branch (a later
 * slot of its bundle).  -1 when no such loop decides. */
static int forced_exit(const struct cfg *g, int proc, const struct cfg_block *bl,
		       const struct insn_info *ii, bool more, const int64_t *forced,
		       const int64_t *iter, const int64_t *exit_at)
{
	int tb = -1;
	if (ii->has_target)
		tb = block_starting(g, proc, bl->section, ii->target);
	else if ((enum branch_kind)ii->branch != BRANCH_RETURN)
		return -1;	/* an indirect branch: no side known */
	for (int L = bl->loop; L >= 0; L = g->loops[L].parent) {
		if (forced[L] < 0)
			continue;
		bool taken_in = tb >= 0 && loop_holds(g, L, tb);
		bool fall_in = more || loop_holds(g, L, bl->succ_fall);
		if (taken_in == fall_in)
			return -1;
		bool leave = exit_at[L] >= 0 && iter[L] >= exit_at[L];
		return leave != taken_in;
	}
	return -1;
}

/* Can loop lp be left other than by its closing branch falling through:
 * an exit from another block, or another branch in the closing one? */
static bool side_exit(const struct values *V, const struct cfg_loop *lp)
{
	const struct cfg *g = V->g;
	const struct cfg_block *bl = &g->blocks[lp->latch];
	for (int e = 0; e < lp->nexits; e++)
		if (lp->exits[e].from != lp->latch || lp->exits[e].to != bl->succ_fall)
			return true;
	for (struct cfg_insns it = cfg_insns(V->p, bl); cfg_insns_next(&it);) {
		uint32_t i = it.insn;
		enum branch_kind bk = (enum branch_kind)V->info[i].branch;
		if (bk != BRANCH_NONE && bk != BRANCH_CALL && i != lp->back_branch)
			return true;
	}
	return false;
}

/* A counted loop (br.cloop, br.ctop) lp entered with the user's trip
 * count n (source iterations): where it has another exit than its counter
 * and the code's ar.lc is a constant that runs more than n source
 * iterations (a scan whose counter is its bound, or ar.lc = -1), the
 * counter is kept and the loop leaves early by a branch the values do not
 * decide, in its n-th source iteration (kernel iteration n + ar.ec - 1 of
 * a br.ctop loop); the kernel iteration is returned.  Otherwise ar.lc
 * becomes n - 1 and the loop ends by its counter (-1). */
static int64_t counted_entry(const struct values *V, struct state *st,
			     const struct cfg_loop *lp, int64_t n)
{
	struct val lc = get(st, TR_LC), ec = get(st, TR_EC);
	enum loop_kind k = lp->kind;
	if (is_const(&lc) && (uint64_t)lc.c > (uint64_t)(n - 1) && side_exit(V, lp)) {
		if (k == LOOP_CLOOP)
			return n;
		if (is_const(&ec) && ec.c >= 1)
			return n + ec.c - 1;
	}
	set(st, TR_LC, constant(n - 1, 0));
	return -1;
}

/* Stops a walk that cannot go on exactly. */
static void walk_stop(const struct values *V, struct values_walk *w, uint32_t insn,
		      const char *what, uint32_t deps)
{
	const struct program *p = V->p;
	const struct asm_insn *in = &p->insns[insn];
	const struct asm_bundle *bu = program_insn_bundle(p, in);
	const struct cfg_proc *cp = &V->g->procs[w - V->walks];
	char d[128];
	val_deps_format(deps, d, sizeof d);
	w->decided = false;
	w->stop_deps = deps;
	snprintf(w->why, sizeof w->why, "%s at %s+0x%llx%s%s%s", what,
		 cp->name ? cp->name : "?",
		 (unsigned long long)(bu ? bu->offset - cp->start : 0),
		 d[0] ? " depends on " : "", d, "");
}

/* The arguments at a br.call: the out registers of the caller's frame
 * (SDM vol 2, register stack: r32+sol becomes the callee's r32) and the
 * floating-point argument registers f8-f15. */
static struct values_call_args call_args(const struct state *st, bool *frame_unknown)
{
	struct values_call_args a = {0};
	*frame_unknown = st->sol < 0;
	for (int n = 0; n < 8 && st->sol >= 0 && 32 + st->sol + n < 128; n++) {
		struct val x = get(st, TR_GR + 32 + st->sol + n);
		if (is_const(&x)) {
			a.known |= (uint8_t)(1u << n);
			a.in[n] = x.c;
		}
	}
	for (int n = 0; n < 8; n++) {
		struct val x = get(st, TR_FR + 8 + n);
		if (x.kind != VAL_KNOWN)
			continue;
		/* only a value a double holds exactly is passed on */
		struct sem_fr f = fr_of(&x);
		uint64_t d = sem_fr_to_double(&f);
		struct sem_fr back = sem_fr_from_double(d);
		if (back.sig == f.sig && back.exp == f.exp && back.sign == f.sign) {
			a.fknown |= (uint8_t)(1u << n);
			a.f[n] = d;
		}
	}
	return a;
}

bool values_same_call_args(const struct values_call_args *a, const struct values_call_args *b)
{
	if (a->known != b->known || a->fknown != b->fknown)
		return false;
	for (int n = 0; n < 8; n++)
		if (((a->known >> n) & 1 && a->in[n] != b->in[n]) ||
		    ((a->fknown >> n) & 1 && a->f[n] != b->f[n]))
			return false;
	return true;
}

static void record_call(struct values *V, uint32_t insn, const struct values_call_args *a,
			bool frame_unknown)
{
	if (!V->call_of[insn]) {
		V->calls = xrealloc(V->calls, (V->ncalls + 1) * sizeof *V->calls);
		memset(&V->calls[V->ncalls], 0, sizeof *V->calls);
		V->calls[V->ncalls].insn = insn;
		V->call_of[insn] = (uint32_t)++V->ncalls;
	}
	struct values_call *c = &V->calls[V->call_of[insn] - 1];
	c->frame_unknown |= frame_unknown;
	for (size_t k = 0; k < c->nsets; k++)
		if (values_same_call_args(&c->set[k], a)) {
			c->set[k].times += 1;
			return;
		}
	if (c->nsets == VALUES_CALL_SETS) {
		c->other_times += 1;
		return;
	}
	c->set[c->nsets] = *a;
	c->set[c->nsets++].times = 1;
}

/* What a walk of a procedure counts (its results: values_walk_result and
 * the per-instruction, per-block and per-loop counts) forgotten, saved
 * into a buffer or restored from it: a callee's walk that a call follows
 * (follow_call) must leave the callee's own walk's results as they were. */
enum keep { KEEP_RESET, KEEP_SAVE, KEEP_RESTORE };

struct kept {
	unsigned char *b;
	size_t n, cap, at;
};

static inline void keep(struct kept *k, enum keep how, void *p, size_t size)
{
	if (how == KEEP_RESET) {
		memset(p, 0, size);
	} else if (how == KEEP_SAVE) {
		while (k->n + size > k->cap)
			k->b = xgrow(k->b, &k->cap, k->cap, 1);
		memcpy(k->b + k->n, p, size);
		k->n += size;
	} else {
		memcpy(p, k->b + k->at, size);
		k->at += size;
	}
}

static void walk_results(struct values *V, int proc, enum keep how, struct kept *k)
{
	const struct cfg *g = V->g;
	const struct cfg_proc *cp = &g->procs[proc];
	keep(k, how, &V->walks[proc], sizeof V->walks[proc]);
	for (int j = 0; j < cp->nblocks; j++) {
		int b = cp->first_block + j;
		const struct cfg_block *bl = &g->blocks[b];
		keep(k, how, &V->w_block[b], sizeof V->w_block[b]);
		for (struct cfg_insns it = cfg_insns(V->p, bl); cfg_insns_next(&it);) {
			uint32_t i = it.insn;
			double *per_insn[] = {&V->w_exec[i], &V->w_squash[i], &V->w_taken[i],
					      &V->w_alat_failed[i], &V->w_alat_displaced[i]};
			for (size_t x = 0; x < sizeof per_insn / sizeof *per_insn; x++)
				keep(k, how, per_insn[x], sizeof *per_insn[x]);
			if (V->info[i].addr_slot) {
				keep(k, how, &V->addr[V->info[i].addr_slot - 1], sizeof *V->addr);
				keep(k, how, &V->addr_last[V->info[i].addr_slot - 1],
				     sizeof *V->addr_last);
			}
			if (!V->call_of[i])
				continue;
			struct values_call *c = &V->calls[V->call_of[i] - 1];
			if (how == KEEP_RESET) {	/* the call stays; what it passed goes */
				c->nsets = 0;
				c->other_times = 0;
				c->frame_unknown = false;
			} else {
				keep(k, how, c, sizeof *c);
			}
		}
	}
	for (size_t L = 0; L < g->nloops; L++)
		if (g->blocks[g->loops[L].header].proc == proc) {
			keep(k, how, &V->w_entries[L], sizeof V->w_entries[L]);
			keep(k, how, &V->w_iters[L], sizeof V->w_iters[L]);
			keep(k, how, &V->w_loop_deps[L], sizeof V->w_loop_deps[L]);
		}
}

/* The difference b - a of two addresses, when the values know it. */
static bool address_distance(const struct val *a, const struct val *b, int64_t *d)
{
	if (a->kind != VAL_KNOWN || b->kind != VAL_KNOWN || a->sym != b->sym || a->k != b->k)
		return false;
	*d = wsub(b->c, a->c);
	return true;
}

/* Access insn of the walk at address x (tell: the memory model hears of
 * it; a check load that hits the ALAT reads nothing, though its address
 * stream has it, as Ski's data trace does). */
static void record_access(struct values *V, uint32_t insn, const struct val *x, bool tell)
{
	uint32_t slot = V->info[insn].addr_slot - 1;
	struct values_address *a = &V->addr[slot];
	struct val *last = &V->addr_last[slot];
	a->accesses++;
	if (x->kind != VAL_KNOWN) {
		a->unknown++;
		a->unknown_deps |= x->deps;
	} else if (a->accesses - a->unknown == 1) {
		a->first = *last = *x;
	} else {
		int64_t d;
		if (!address_distance(last, x, &d))
			a->breaks++;
		else if (a->strides + a->breaks == 0 || (a->strides && d == a->stride))
			a->stride = d, a->strides++;
		else
			a->breaks++;
		*last = *x;
	}
	if (tell && V->obs && V->obs->access)
		V->obs->access(V->obs->ctx, insn, x);
}

/* ---- the ALAT along the walk (docs/model.md, "The ALAT") ------------------ */

/* The ALAT's id of a register operand of in: its physical number (GR) or
 * ALAT_FR + it (FR); -1 when operand k is no register. */
static int alat_reg(const struct state *st, const struct asm_insn *in, int k)
{
	if (k < 0 || k >= in->nops || in->ops[k].type != OP_REG)
		return -1;
	const struct operand *op = &in->ops[k];
	if (op->file == RF_GR)
		return renamed(st, TR_GR + op->regno) - TR_GR;
	if (op->file == RF_FR)
		return (int)ALAT_FR + renamed(st, TR_FR + op->regno) - TR_FR;
	return -1;
}

/* What executed instruction i (its access at a, when it has one) does to
 * the ALAT; for a check load, whether it hit (st->check).  False when the
 * walk cannot say what a check finds (why says so), or when chk.a fails:
 * its recovery code is no edge of the graph, so the walk cannot follow. */
static bool alat_step(struct values *V, struct state *st, uint32_t i, const struct val *a,
		      const char **why)
{
	const struct asm_insn *in = &V->p->insns[i];
	const struct insn_info *ii = &V->info[i];
	st->check = -1;
	const struct alat_insn op = ii->alat;
	if (op.op == ALAT_OP_INVALA) {
		alat_clear(st->alat);
	} else if (op.op == ALAT_OP_INVALA_E) {
		int r = alat_reg(st, in, op.reg);
		if (r >= 0)
			alat_remove(st->alat, (unsigned)r);
	} else if (op.op == ALAT_OP_CHK_A) {
		int r = alat_reg(st, in, op.reg);
		enum alat_result got = r < 0 ? ALAT_UNKNOWN
				       : alat_check(st->alat, (unsigned)r, false, 0, 0, op.clear);
		if (got == ALAT_MISS)
			V->w_alat_failed[i] += 1;
		if (got != ALAT_HIT) {
			*why = got == ALAT_MISS ? "chk.a, whose register's ALAT entry is gone (its "
						  "recovery code is not followed)"
						: "chk.a, whose ALAT entry an unplaced store may have removed";
			return false;
		}
	}
	if (ii->mem == MEM_NONE || ii->mem == MEM_PREFETCH)
		return true;
	unsigned size = ii->mem_size * (ii->mem_flags & MEMF_PAIR ? 2u : 1u);
	bool known = is_const(a);
	if (ii->mem == MEM_STORE || ii->mem == MEM_SEMAPHORE) {
		if (known)
			alat_store(st->alat, a->c, size);
		else
			alat_store_unknown(st->alat);
		if (ii->mem == MEM_STORE)
			return true;
	}
	int r = alat_reg(st, in, 0);
	if (r < 0)
		return true;
	if (ii->mem_flags & MEMF_CHECK) {
		enum alat_result got = known ? alat_check(st->alat, (unsigned)r, true, a->c, size,
							  ii->mem_flags & MEMF_CHECK_CLEAR)
					     : alat_check(st->alat, (unsigned)r, false, 0, 0, false);
		if (!known && got == ALAT_HIT)
			got = ALAT_UNKNOWN;
		if (got == ALAT_UNKNOWN) {
			*why = "a check load whose ALAT entry an unplaced store may have removed";
			return false;
		}
		st->check = (int8_t)got;
		if (got == ALAT_MISS) {
			V->w_alat_failed[i] += 1;
			/* .nc enters the entry a miss reloads */
			if (!(ii->mem_flags & MEMF_CHECK_CLEAR) &&
			    (known ? alat_insert(st->alat, (unsigned)r, a->c, size)
				   : alat_insert_uncertain(st->alat, (unsigned)r)))
				V->w_alat_displaced[i] += 1;
		}
	} else if (ii->mem_flags & MEMF_ADVANCED) {
		if (known ? alat_insert(st->alat, (unsigned)r, a->c, size)
			  : alat_insert_uncertain(st->alat, (unsigned)r))
			V->w_alat_displaced[i] += 1;
	} else {
		/* a load that is not advanced removes its register's entry */
		alat_remove(st->alat, (unsigned)r);
	}
	return true;
}

/* ---- long loops: the walk fast-forwarded ---------------------------------- */

/* A loop whose body is one block, with no alloc and no branch but its own
 * (br.cloop, br.ctop, or a br.cond its compares decide), repeats itself:
 * once its state changes by the same amounts over two periods of the
 * register rotation (docs/model.md, "Long loops"), the walk skips whole
 * periods, adding to every register and count what a period adds, as long
 * as ar.lc has periods left and every compare of the body keeps its
 * result, and runs the last ones (and the epilogue) again instruction by
 * instruction. */
struct ff_watch {
	int loop;			/* the loop watched, or -1 */
	int64_t period;			/* iterations between snapshots, 0: none */
	int64_t last_iter;		/* its iteration when last seen */
	int fails;			/* snapshots that did not repeat */
	int n;				/* snapshots taken */
	struct val *v[3];		/* the registers at each (NTRACK) */
	struct arch_frame frame[3];
	double *count[3];		/* per insn of the body: exec, squash,
					 * taken */
	uint64_t retired[3];
	uint64_t known_loads[3];	/* state.known_loads */
	size_t log_at[3];		/* where each period's stores begin in log */
	struct ff_store *log;		/* the stores since the first snapshot */
	size_t nlog, log_cap;
	size_t cmp_at[3];		/* where each period's compares begin */
	struct ff_compare *cmp;		/* the compares since the first snapshot */
	size_t ncmp, cmp_cap;
};

/* A compare, tbit or move to the predicates of a watched period, with its
 * sources' values as it executed. */
struct ff_compare {
	uint32_t insn;
	struct val a, b;
};

/* A store (or semaphore) of a watched period, as the walk's memory saw
 * it. */
struct ff_store {
	uint32_t insn;
	struct val addr, x;
};

/* Can loop L be fast-forwarded (the body's shape; the values decide the
 * rest)?  Its period, or 0. */
static int64_t ff_period(const struct values *V, int L, const struct state *st,
			 const bool *has_child)
{
	const struct cfg *g = V->g;
	const struct cfg_loop *lp = &g->loops[L];
	if (has_child[L] || lp->nblocks != 1 ||
	    (lp->kind != LOOP_CLOOP && lp->kind != LOOP_CTOP && lp->kind != LOOP_COND))
		return 0;
	const struct cfg_block *bl = &g->blocks[lp->header];
	for (struct cfg_insns it = cfg_insns(V->p, bl); cfg_insns_next(&it);) {
		uint32_t i = it.insn;
		const struct insn_info *ii = &V->info[i];
		if (ii->sem.op == SEM_CLRRRB || ii->alloc)
			return 0;
		if (ii->branch != BRANCH_NONE && i != lp->back_branch)
			return 0;
		/* the ALAT's entries are followed one by one */
		if ((ii->mem_flags & (MEMF_ADVANCED | MEMF_CHECK)) ||
		    ii->alat.op != ALAT_OP_NONE)
			return 0;
	}
	if (lp->kind != LOOP_CTOP)
		return 1;
	/* br.ctop rotates: the GRs by sor, the FRs by 96, the PRs by 48 */
	int64_t sor = st->frame.sor ? st->frame.sor : 1;
	int64_t a = sor, b = 96;
	while (b) {
		int64_t t = a % b;
		a = b;
		b = t;
	}
	int64_t per = sor / a * 96;
	return per <= 2048 ? per : 0;
}

/* The body's instructions, in order (at most n), into out; their number. */
static int body_insns(const struct values *V, int block, uint32_t *out, int n)
{
	const struct cfg_block *bl = &V->g->blocks[block];
	int k = 0;
	for (struct cfg_insns it = cfg_insns(V->p, bl); cfg_insns_next(&it);)
		if (k < n)
			out[k++] = it.insn;
	return k;
}

static void ff_clear(struct ff_watch *f)
{
	for (int k = 0; k < 3; k++) {
		free(f->v[k]);
		free(f->count[k]);
		f->v[k] = NULL;
		f->count[k] = NULL;
	}
	f->loop = -1;
	f->n = 0;
	f->nlog = 0;
	f->ncmp = 0;
}

/* Is loop being watched, so that what its walk does is logged (after its
 * first snapshot, inside that loop, while it may still be skipped)? */
static bool ff_logging(const struct ff_watch *f, int loop)
{
	return f->loop >= 0 && f->loop == loop && f->n > 0 && f->period && f->fails < 4;
}

/* A store of the walk in a block of loop, while it is watched. */
static void ff_log(struct ff_watch *f, int loop, uint32_t insn, const struct val *addr,
		   const struct val *x)
{
	if (!ff_logging(f, loop))
		return;
	f->log = xgrow(f->log, &f->log_cap, f->nlog, sizeof *f->log);
	f->log[f->nlog++] = (struct ff_store){insn, *addr, *x};
}

/* A compare, tbit or move to the predicates of the walk, as ff_log. */
static void ff_log_compare(struct ff_watch *f, int loop, uint32_t insn, const struct val *a,
			   const struct val *b)
{
	if (!ff_logging(f, loop))
		return;
	f->cmp = xgrow(f->cmp, &f->cmp_cap, f->ncmp, sizeof *f->cmp);
	f->cmp[f->ncmp++] = (struct ff_compare){insn, *a, *b};
}

/* A source of a compare as an exact integer in its domain: w bits, signed
 * or not; and a step per period (its w-bit difference, signed). */
static __int128 in_domain(uint64_t v, unsigned w, bool is_unsigned)
{
	if (w == 32)
		return is_unsigned ? (__int128)(uint32_t)v : (__int128)(int32_t)(uint32_t)v;
	return is_unsigned ? (__int128)v : (__int128)(int64_t)v;
}

/* The first period j >= 1 at which x + dx * j leaves [lo, hi] (a register
 * wraps), or limit + 1. */
static int64_t first_wrap(__int128 x, __int128 dx, __int128 lo, __int128 hi, int64_t limit)
{
	__int128 j = (__int128)limit + 1;
	if (dx > 0)
		j = (hi - x) / dx + 1;
	else if (dx < 0)
		j = (x - lo) / -dx + 1;
	return j < (__int128)limit + 1 ? (int64_t)j : limit + 1;
}

/* How many periods after the one that ran compare s on sources A, having
 * run it on P one period before, s keeps its result: 0 to limit.  A and P
 * are constants, or the same value twice (the result then repeats); tbit
 * and a move to the predicates keep it only when their source does not
 * move.  A compare's truth depends on the sign of the sources' difference
 * alone, which moves one way: it can change only where the difference
 * reaches 0 or leaves it, and where a source would wrap. */
static int64_t compare_holds(const struct sem *s, const struct ff_compare *P,
			     const struct ff_compare *A, int64_t limit)
{
	if (same(&P->a, &A->a) && same(&P->b, &A->b))
		return P->a.kind == VAL_KNOWN && P->b.kind == VAL_KNOWN ? limit : 0;
	if (s->op != SEM_CMP || !is_const(&P->a) || !is_const(&A->a) || !is_const(&P->b) ||
	    !is_const(&A->b))
		return 0;
	unsigned w = s->size == 4 ? 32 : 64;
	bool u = s->rel == SEM_LTU;
	__int128 lo = u ? 0 : -((__int128)1 << (w - 1));
	__int128 hi = u ? ((__int128)1 << w) - 1 : ((__int128)1 << (w - 1)) - 1;
	__int128 a = in_domain((uint64_t)A->a.c, w, u), b = in_domain((uint64_t)A->b.c, w, u);
	__int128 da = in_domain((uint64_t)wsub(A->a.c, P->a.c), w, false);
	__int128 db = in_domain((uint64_t)wsub(A->b.c, P->b.c), w, false);
	int64_t cap = limit;
	int64_t wa = first_wrap(a, da, lo, hi, limit), wb = first_wrap(b, db, lo, hi, limit);
	if (wa - 1 < cap)
		cap = wa - 1;
	if (wb - 1 < cap)
		cap = wb - 1;
	__int128 d = a - b, dd = da - db;
	bool r0 = sem_compare(s, (uint64_t)A->a.c, (uint64_t)A->b.c);
	/* the first periods the difference reaches 0, and passes it */
	__int128 at[2] = {0, 0};
	if (dd > 0) {
		at[0] = d < 0 ? (-d + dd - 1) / dd : 0;
		at[1] = d < 1 ? (1 - d + dd - 1) / dd : 0;
	} else if (dd < 0) {
		at[0] = d > 0 ? (d + -dd - 1) / -dd : 0;
		at[1] = d > -1 ? (d + 1 + -dd - 1) / -dd : 0;
	}
	for (int k = 0; k < 2; k++) {
		if (at[k] < 1 || at[k] > cap)
			continue;
		__int128 x = a + da * at[k], y = b + db * at[k];
		if (sem_compare(s, (uint64_t)x, (uint64_t)y) != r0)
			cap = (int64_t)at[k] - 1;
	}
	return cap;
}

/* The periods after the last watched one in which every compare of the
 * body keeps its result, at most limit; 0 when the two watched periods'
 * compares differ. */
static int64_t ff_compares_hold(const struct values *V, const struct ff_watch *f, int64_t limit)
{
	size_t a0 = f->cmp_at[1], na = f->cmp_at[2] - a0, p0 = f->cmp_at[0];
	if (f->cmp_at[1] - p0 != na)
		return 0;
	for (size_t j = 0; j < na && limit > 0; j++) {
		const struct ff_compare *P = &f->cmp[p0 + j], *A = &f->cmp[a0 + j];
		if (P->insn != A->insn)
			return 0;
		int64_t h = compare_holds(&V->info[A->insn].sem, P, A, limit);
		if (h < limit)
			limit = h;
	}
	return limit;
}

/* What the m skipped periods store, from the stores of the last two
 * watched periods (each store's address and value advancing by what they
 * advanced from one to the other): into *out (n runs), or *clear when a
 * store's address is not known (everything is forgotten).  False when the
 * periods' stores differ or their runs would share bytes (the walk does
 * not skip: the order of the stores would matter). */
static bool ff_store_runs(const struct values *V, const struct ff_watch *f, int64_t m,
			  struct valmem_run **out, size_t *n, bool *clear)
{
	size_t a0 = f->log_at[0], b0 = f->log_at[1], na = b0 - a0, nb = f->log_at[2] - b0;
	*out = NULL;
	*n = 0;
	*clear = false;
	if (na != nb)
		return false;
	struct valmem_run *r = xcalloc(nb + 1, sizeof *r);
	for (size_t j = 0; j < nb; j++) {
		const struct ff_store *A = &f->log[a0 + j], *B = &f->log[b0 + j];
		int64_t d;
		if (A->insn != B->insn)
			goto fail;
		if (A->addr.kind != VAL_KNOWN || B->addr.kind != VAL_KNOWN) {
			*clear = true;
			continue;
		}
		if (!address_distance(&A->addr, &B->addr, &d))
			goto fail;
		struct valmem_run *q = &r[(*n)++];
		q->size = V->info[B->insn].mem_size;
		q->first = B->addr;
		q->first.c = wadd(B->addr.c, d);
		q->stride = d;
		q->n = (uint64_t)m;
		q->x = unknown(A->x.deps | B->x.deps);
		int64_t dv;
		if (address_distance(&A->x, &B->x, &dv)) {
			q->x = B->x;
			q->x.c = wadd(B->x.c, dv);
			q->step = dv;
		}
		if (d == 0) {	/* one place: what the last period left */
			q->n = 1;
			if (q->x.kind == VAL_KNOWN)
				q->x.c = wadd(B->x.c, wmul(q->step, m));
		}
	}
	for (size_t j = 0; j < *n; j++)
		for (size_t k = j + 1; k < *n; k++)
			if (valmem_runs_overlap(&r[j], &r[k]))
				goto fail;
	*out = r;
	return true;
fail:
	free(r);
	*n = 0;
	return false;
}

/* Do the snapshots change by the same amount twice?  Then per[t] is what
 * a period adds to register t (0 for unknowns and unchanged values). */
static bool ff_linear(const struct ff_watch *f, int64_t *per)
{
	if (memcmp(&f->frame[0], &f->frame[1], sizeof f->frame[0]) != 0 ||
	    memcmp(&f->frame[1], &f->frame[2], sizeof f->frame[0]) != 0)
		return false;
	for (int t = 0; t < NTRACK; t++) {
		const struct val *a = &f->v[0][t], *b = &f->v[1][t], *c = &f->v[2][t];
		per[t] = 0;
		if (a->kind != b->kind || b->kind != c->kind)
			return false;
		if (a->kind != VAL_KNOWN)
			continue;
		if (a->sym != b->sym || b->sym != c->sym || a->k != b->k || b->k != c->k)
			return false;
		int64_t d1 = wsub(b->c, a->c), d2 = wsub(c->c, b->c);
		if (d1 != d2)
			return false;
		/* floating-point registers and the status fields must not change:
		 * their values are not affine */
		if (d1 && t >= TR_FR)
			return false;
		per[t] = d1;
	}
	return true;
}

enum { FF_BODY_MAX = 3 * 4096 };	/* the longest body fast-forwarded */

/* At the header of loop L, in iteration iter[L]: watch it, take a
 * snapshot, or skip the periods whose effect is known. */
static void skip_periods(struct values *V, struct state *st, struct ff_watch *f, int L,
			 int64_t *iter, const bool *has_child, const struct values_observer *obs,
			 struct values_walk *w)
{
	if (f->loop != L || iter[L] <= f->last_iter) {	/* another loop, or entered anew */
		ff_clear(f);
		f->period = ff_period(V, L, st, has_child);
		f->fails = 0;
		f->loop = L;
	}
	f->last_iter = iter[L];
	int64_t P = f->period;
	/* a skipped store would not remove the ALAT entries it overlaps */
	if (!P || f->fails >= 4 || (st->alat && !alat_empty(st->alat)))
		return;
	/* snapshots at iterations 2P, 3P and 4P (the prologue behind) */
	if (iter[L] % P != 0 || iter[L] < 2 * P)
		return;
	uint32_t body[FF_BODY_MAX];
	int nb = body_insns(V, V->g->loops[L].header, body, FF_BODY_MAX);
	if (nb == FF_BODY_MAX)
		return;
	if (f->n == 3) {	/* slide: keep the last two */
		free(f->v[0]);
		free(f->count[0]);
		for (int k = 0; k < 2; k++) {
			f->v[k] = f->v[k + 1];
			f->count[k] = f->count[k + 1];
			f->frame[k] = f->frame[k + 1];
			f->retired[k] = f->retired[k + 1];
		}
		f->v[2] = NULL;
		f->count[2] = NULL;
		f->n = 2;
		/* the stores before the new first snapshot are not needed */
		size_t drop = f->log_at[1];
		if (f->nlog > drop)
			memmove(f->log, f->log + drop, (f->nlog - drop) * sizeof *f->log);
		f->nlog -= drop;
		for (int j = 0; j < 2; j++) {
			f->log_at[j] = f->log_at[j + 1] - drop;
			f->known_loads[j] = f->known_loads[j + 1];
		}
		size_t cdrop = f->cmp_at[1];
		if (f->ncmp > cdrop)
			memmove(f->cmp, f->cmp + cdrop, (f->ncmp - cdrop) * sizeof *f->cmp);
		f->ncmp -= cdrop;
		for (int j = 0; j < 2; j++)
			f->cmp_at[j] = f->cmp_at[j + 1] - cdrop;
	}
	int k = f->n++;
	f->log_at[k] = f->nlog;
	f->cmp_at[k] = f->ncmp;
	f->known_loads[k] = st->known_loads;
	f->v[k] = xmalloc(NTRACK * sizeof *f->v[k]);
	memcpy(f->v[k], st->v, NTRACK * sizeof *f->v[k]);
	f->frame[k] = st->frame;
	f->retired[k] = w->retired;
	f->count[k] = xmalloc(3 * (size_t)nb * sizeof *f->count[k]);
	for (int j = 0; j < nb; j++) {
		f->count[k][3 * j] = V->w_exec[body[j]];
		f->count[k][3 * j + 1] = V->w_squash[body[j]];
		f->count[k][3 * j + 2] = V->w_taken[body[j]];
	}
	if (obs && obs->period)
		obs->period(obs->ctx);
	if (f->n < 3)
		return;
	int64_t per[NTRACK];
	bool same = ff_linear(f, per);
	for (int j = 0; j < 3 * nb && same; j++)
		same = f->count[2][j] - f->count[1][j] == f->count[1][j] - f->count[0][j];
	if (!same) {
		f->fails++;	/* four in a row: not worth watching this entry */
		return;
	}
	/* a counted kernel runs while ar.lc is not 0 (two periods and the
	 * epilogue are left to the walk), and no further than its compares
	 * keep their results; a br.cond loop while its compares say so */
	int64_t m;
	if (V->g->loops[L].kind == LOOP_COND) {
		/* (one whose compares never change never ends) */
		int64_t forever = INT64_MAX / 4;
		m = ff_compares_hold(V, f, forever);
		if (m == forever)
			return;
	} else {
		const struct val *lc = &st->v[TR_LC];
		if (lc->kind != VAL_KNOWN || lc->sym != VSYM_NONE || per[TR_LC] != -P)
			return;
		m = lc->c / P - 2;
		if (m >= 1)
			m = ff_compares_hold(V, f, m);
	}
	if (m < 1)
		return;
	/* the walk's memory: a period that read remembered bytes may read
	 * other values next time (a chain chased); what the skipped periods
	 * store must be known exactly */
	struct valmem_run *runs = NULL;
	size_t nruns = 0;
	bool clear = false;
	if (st->mem && (f->known_loads[2] != f->known_loads[0] ||
			!ff_store_runs(V, f, m, &runs, &nruns, &clear))) {
		f->fails++;
		return;
	}
	if (obs && (obs->access || obs->bundle) &&
	    (!obs->repeat || !obs->repeat(obs->ctx, (uint64_t)m))) {
		free(runs);
		return;
	}
	if (st->mem) {
		if (clear)
			valmem_clear(st->mem);
		else
			valmem_store_runs(st->mem, runs, nruns);
		free(runs);
	}
	for (int t = 0; t < NTRACK; t++)
		if (per[t] && st->v[t].kind == VAL_KNOWN)
			st->v[t].c = wadd(st->v[t].c, wmul(per[t], m));
	for (int j = 0; j < nb; j++) {
		V->w_exec[body[j]] += m * (f->count[2][3 * j] - f->count[1][3 * j]);
		V->w_squash[body[j]] += m * (f->count[2][3 * j + 1] - f->count[1][3 * j + 1]);
		V->w_taken[body[j]] += m * (f->count[2][3 * j + 2] - f->count[1][3 * j + 2]);
	}
	V->w_block[V->g->loops[L].header] += (double)(m * P);
	V->w_iters[L] += (double)(m * P);
	iter[L] += m * P;
	w->retired += (uint64_t)m * (f->retired[2] - f->retired[1]);
	/* the addresses the skipped accesses used */
	for (int j = 0; j < nb; j++) {
		const struct insn_info *ii = &V->info[body[j]];
		if (!ii->addr_slot)
			continue;
		struct values_address *a = &V->addr[ii->addr_slot - 1];
		double ex = f->count[2][3 * j] - f->count[1][3 * j];
		uint64_t more = (uint64_t)(m * ex);
		a->accesses += more;
		if (a->unknown)
			a->unknown += more;
		else if (!a->breaks)
			a->strides += more;
		else
			a->breaks += more;	/* not a single stride: stays irregular */
		struct val *last = &V->addr_last[ii->addr_slot - 1];
		if (last->kind == VAL_KNOWN)
			last->c = wadd(last->c, wmul(a->stride, (int64_t)more));
	}
	ff_clear(f);
}

/* ---- calls the walk follows (values_observer.follow_calls) ----------------- */

/* What a caller passes the callee whose walk a call runs: its out
 * registers (the callee's in0-in7 after its alloc: SDM vol 2, register
 * stack), gp, sp, tp, f8-f15 and the FPSR as the ABI passes them, and its
 * memory; how deep the callee is (1: called by the procedure walked) and
 * the instructions callees may still run one by one. */
struct passed {
	struct val in[8], gp, sp, tp, f[8], fpsr[5];
	struct valmem *mem;
	int depth;
	int64_t *budget;
};

static void pass_on(const struct state *st, int depth, int64_t *budget, struct passed *out)
{
	for (int n = 0; n < 8; n++) {
		out->in[n] = st->sol >= 0 && 32 + st->sol + n < 128
			     ? get(st, TR_GR + 32 + st->sol + n) : unknown(DEP(VSYM_ENTRY));
		out->f[n] = get(st, TR_FR + 8 + n);
	}
	out->gp = get(st, TR_GR + 1);
	out->sp = get(st, TR_GR + 12);
	out->tp = get(st, TR_GR + 13);
	for (int k = 0; k < 4; k++)
		out->fpsr[k] = get(st, TR_SFC + k);
	out->fpsr[4] = get(st, TR_FPTRAPS);
	out->mem = st->mem;
	out->depth = depth;
	out->budget = budget;
}

/* The callee's registers at entry as its caller passed them. */
static void take_passed(struct state *st, const struct passed *pass)
{
	for (int n = 0; n < 8; n++) {
		st->v[TR_GR + 32 + n] = pass->in[n];
		st->v[TR_FR + 8 + n] = pass->f[n];
	}
	st->v[TR_GR + 1] = pass->gp;
	st->v[TR_GR + 12] = pass->sp;
	st->v[TR_GR + 13] = pass->tp;
	for (int k = 0; k < 4; k++)
		st->v[TR_SFC + k] = pass->fpsr[k];
	st->v[TR_FPTRAPS] = pass->fpsr[4];
}

static uint64_t walk_proc(struct values *V, int proc, const int64_t *forced, int64_t limit,
			  bool fast_forward, const struct values_memory_limits *memory,
			  const struct values_observer *obs, const struct passed *pass);

/* Call insn of the walk, when it goes to a procedure of the file: its
 * callee's walk run in its place, obs hearing it, the callee's own walk's
 * results left as they were.  True when that walk decided every branch. */
static bool follow_call(struct values *V, uint32_t insn, const int64_t *forced,
			bool fast_forward, const struct values_memory_limits *memory,
			const struct values_observer *obs, const struct passed *pass)
{
	enum cfg_call_kind kind;
	int callee = cfg_call_target(V->g, insn, &kind, NULL);
	if (callee < 0 || *pass->budget <= 0)
		return false;
	struct kept saved = {0};
	walk_results(V, callee, KEEP_SAVE, &saved);
	uint64_t ran = walk_proc(V, callee, forced, *pass->budget, fast_forward, memory, obs,
				 pass);
	bool decided = V->walks[callee].decided;
	*pass->budget -= (int64_t)ran;
	walk_results(V, callee, KEEP_RESTORE, &saved);
	free(saved.b);
	V->obs = obs;
	return decided;
}

void values_walk(struct values *V, int proc, const int64_t *forced, int64_t limit,
		 bool fast_forward, const struct values_memory_limits *memory,
		 const struct values_observer *obs)
{
	walk_proc(V, proc, forced, limit, fast_forward, memory, obs, NULL);
}

/* The walk of proc (values_walk); pass: a callee whose walk a call runs,
 * with what the caller passed it.  The instructions it ran one by one
 * (its callees' are counted against pass->budget instead). */
static uint64_t walk_proc(struct values *V, int proc, const int64_t *forced, int64_t limit,
			  bool fast_forward, const struct values_memory_limits *memory,
			  const struct values_observer *obs, const struct passed *pass)
{
	const struct cfg *g = V->g;
	const struct program *p = V->p;
	const struct cfg_proc *cp = &g->procs[proc];
	struct values_walk *w = &V->walks[proc];
	walk_results(V, proc, KEEP_RESET, NULL);
	V->obs = obs;
	if (cp->nblocks == 0)
		return 0;
	w->ran = w->decided = true;
	/* every register gets a slot */
	struct proc_values *full = xmalloc(sizeof *full);
	*full = V->procs[proc];
	for (int t = 0; t < NTRACK; t++)
		full->slot_of[t] = (int16_t)t;
	full->nslots = NTRACK;
	struct state st = {xcalloc(NTRACK, sizeof *st.v), -1, full, {0}, 0, true, {0, 0, 0, {0, 0, 0}}};
	for (int t = 0; t < NTRACK; t++)
		st.v[t] = full->entry[t];
	if (pass)
		take_passed(&st, pass);
	/* instructions callees this walk follows may run */
	int64_t callee_budget = limit;
	int depth = pass ? pass->depth : 0;
	st.alat = alat_new(memory && memory->alat_entries > 0 ? (unsigned)memory->alat_entries
							      : 32);
	st.check = -1;
	if (pass) {
		st.mem = pass->mem;
	} else {
		st.mem = valmem_new(memory ? memory->words : VALUES_MEMORY_WORDS,
				    memory ? memory->runs : VALUES_MEMORY_RUNS);
		valmem_set_image(st.mem, V->seg, V->nseg);
	}
	int64_t *iter = xcalloc(g->nloops + 1, sizeof *iter);
	int64_t *exit_at = xcalloc(g->nloops + 1, sizeof *exit_at);
	int prev = -1, b = cp->first_block;
	bool taken_here = true;		/* how the walk came to block b */
	uint64_t walked = 0;		/* instructions run one by one */
	bool *has_child = xcalloc(g->nloops + 1, sizeof *has_child);
	for (size_t L = 0; L < g->nloops; L++)
		if (g->loops[L].parent >= 0)
			has_child[g->loops[L].parent] = true;
	struct ff_watch ff = {.loop = -1};
	while (b >= 0 && w->decided) {
		const struct cfg_block *bl = &g->blocks[b];
		V->w_block[b] += 1;
		for (int L = bl->loop; L >= 0; L = g->loops[L].parent) {
			const struct cfg_loop *lp = &g->loops[L];
			if (!loop_holds(g, L, prev)) {	/* entering it */
				V->w_entries[L] += 1;
				V->w_iters[L] += 1;
				iter[L] = 1;
				exit_at[L] = forced[L];
				if (forced[L] >= 0 && (lp->kind == LOOP_CLOOP || lp->kind == LOOP_CTOP))
					exit_at[L] = counted_entry(V, &st, lp, forced[L]);
			} else if (b == lp->header) {
				V->w_iters[L] += 1;
				iter[L]++;
			}
		}
		if (fast_forward && bl->loop >= 0 && b == g->loops[bl->loop].header)
			skip_periods(V, &st, &ff, bl->loop, iter, has_child, obs, w);
		int next = bl->succ_fall;
		const struct asm_section *sec = &p->sections[bl->section];
		bool left = false;
		for (uint32_t k = 0; k < bl->nbundles && !left && w->decided; k++) {
			const struct asm_bundle *bu = &sec->bundles[bl->first_bundle + k];
			if (obs && obs->bundle)
				obs->bundle(obs->ctx, b, bu, k == 0 && taken_here);
			for (int s = 0; s < bundle_ninsns(bu); s++) {
				uint32_t i = bu->insn[s];
				const struct asm_insn *in = &p->insns[i];
				const struct insn_info *ii = &V->info[i];
				w->retired++;
				if (++walked > (uint64_t)limit) {
					char why[96];
					snprintf(why, sizeof why, "more than %lld instructions (walk_limit), "
						 "stopped", (long long)limit);
					walk_stop(V, w, i, why, 0);
					break;
				}
				struct val qp = get(&st, TR_PR + in->qp);
				bool on = !is_const(&qp) || qp.c != 0;
				if (!is_const(&qp)) {
					w->unknown_qp++;
					w->qp_deps |= qp.deps;
				}
				(on ? V->w_exec : V->w_squash)[i] += 1;
				enum branch_kind bk = (enum branch_kind)ii->branch;
				bool frame_unknown = false;
				struct values_call_args args = {0};
				struct passed passing;
				bool follow = false;
				if (bk == BRANCH_CALL && on) {
					args = call_args(&st, &frame_unknown);
					follow = obs && obs->follow_calls > depth &&
						 depth < VALUES_CALL_DEPTH;
					if (follow)
						pass_on(&st, depth + 1,
							pass ? pass->budget : &callee_budget,
							&passing);
					st.call_keeps_memory = follow;
				}
				struct val a = ii->addr_slot && ii->addr_reg >= 0 ? get(&st, ii->addr_reg)
										   : unknown(0);
				const char *alat_why = NULL;
				if (on && !alat_step(V, &st, i, &a, &alat_why)) {
					walk_stop(V, w, i, alat_why, a.deps);
					break;
				}
				if (ii->addr_slot && on) {
					record_access(V, i, &a, st.check != ALAT_HIT);
					if (ii->mem == MEM_STORE || ii->mem == MEM_SEMAPHORE) {
						struct val src = ii->mem_reg >= 0 ? get(&st, ii->mem_reg)
										  : unknown(0);
						struct val x = store_value(ii, &src, &qp);
						ff_log(&ff, bl->loop, i, &a, &x);
					}
				}
				if (is_compare(&ii->sem) || ii->sem.op == SEM_MOV_PR ||
				    ii->sem.op == SEM_MOV_PR_ROT) {
					struct val ca = source(&st, &ii->sem.a);
					struct val cb = source(&st, &ii->sem.b);
					ff_log_compare(&ff, bl->loop, i, &ca, &cb);
				}
				if (!effects_branch_is_loop(bk))
					execute(V, &st, i);
				if (bk == BRANCH_NONE) {
					if (obs && obs->insn)
						obs->insn(obs->ctx, i, false);
					continue;
				}
				/* the loop this branch closes, if it does */
				int closes = -1;
				for (int L = bl->loop; L >= 0 && closes < 0; L = g->loops[L].parent)
					if (g->loops[L].back_branch == i)
						closes = L;
				uint32_t deps = qp.deps;
				int taken;
				if (closes >= 0 && forced[closes] >= 0 &&
				    g->loops[closes].kind != LOOP_CLOOP &&
				    g->loops[closes].kind != LOOP_CTOP) {
					/* the user's trip count decides */
					taken = iter[closes] < forced[closes];
					deps = 0;
					if (effects_branch_rotates(bk))
						rotate(&st, 0, 0);
				} else if (effects_branch_is_loop(bk)) {
					taken = loop_branch(&st, bk, &qp, &deps);
				} else {
					taken = is_const(&qp) ? qp.c != 0 : -1;
				}
				if (taken < 0 && bk != BRANCH_CALL && !effects_branch_is_loop(bk)) {
					bool more = k + 1 < bl->nbundles ||
						    s + 1 < bundle_ninsns(bu);
					taken = forced_exit(g, proc, bl, ii, more, forced, iter,
							    exit_at);
					if (taken >= 0 && !is_const(&qp)) {
						/* the predicate was what the count says */
						w->unknown_qp--;
						if (!taken) {
							V->w_exec[i] -= 1;
							V->w_squash[i] += 1;
						}
						set(&st, TR_PR + in->qp, constant(taken, 0));
					}
					if (taken >= 0)
						deps = 0;
				}
				if (taken < 0) {
					walk_stop(V, w, i, "the branch", deps ? deps : DEP(VSYM_ENTRY));
					break;
				}
				w->deps |= deps;
				for (int L = bl->loop; L >= 0; L = g->loops[L].parent)
					V->w_loop_deps[L] |= deps;
				if (obs && obs->insn)
					obs->insn(obs->ctx, i, taken);
				if (!taken)
					continue;
				V->w_taken[i] += 1;
				if (bk == BRANCH_CALL) {
					if (!pass)	/* a callee's calls are its own walk's */
						record_call(V, i, &args, frame_unknown);
					bool followed = follow &&
						follow_call(V, i, forced, fast_forward, memory, obs,
							    &passing);
					if (follow) {
						st.call_keeps_memory = false;
						valmem_clear(st.mem);
					}
					if (obs && obs->call && !pass)
						obs->call(obs->ctx, i, followed);
					break;	/* it returns to the next bundle */
				}
				left = true;
				if (bk == BRANCH_RETURN) {
					next = -1;
				} else if (!ii->has_target) {
					walk_stop(V, w, i, "an indirect branch", 0);
				} else {
					/* a branch out of the procedure ends the walk */
					next = block_starting(g, proc, bl->section, ii->target);
				}
				break;
			}
		}
		if (next >= 0 && g->blocks[next].proc != proc)
			next = -1;
		taken_here = left;
		prev = b;
		b = next;
	}
	w->exact = w->decided && w->unknown_qp == 0;
	V->obs = NULL;
	ff_clear(&ff);
	free(ff.log);
	free(ff.cmp);
	if (!pass)
		valmem_free(st.mem);
	alat_free(st.alat);
	free(has_child);
	free(iter);
	free(exit_at);
	free(st.v);
	free(full);
	return walked;
}

const struct values_walk *values_walk_result(const struct values *V, int proc)
{
	return &V->walks[proc];
}

void values_walk_alat(const struct values *V, uint32_t insn, double *failed,
		      double *displaced)
{
	*failed = V->w_alat_failed[insn];
	*displaced = V->w_alat_displaced[insn];
}

void values_walk_insn(const struct values *V, uint32_t insn, double *executed,
		      double *squashed, double *taken)
{
	*executed = V->w_exec[insn];
	*squashed = V->w_squash[insn];
	*taken = V->w_taken[insn];
}

double values_walk_block(const struct values *V, int block)
{
	return V->w_block[block];
}

void values_walk_loop(const struct values *V, int loop, double *entries, double *iterations,
		      uint32_t *deps)
{
	*entries = V->w_entries[loop];
	*iterations = V->w_iters[loop];
	*deps = V->w_loop_deps[loop];
}

const struct values_address *values_walk_address(const struct values *V, uint32_t insn)
{
	if (insn >= V->p->ninsns || !V->addr_slot[insn])
		return NULL;
	return &V->addr[V->addr_slot[insn] - 1];
}

void values_address_put(struct strbuf *o, const struct values_address *a)
{
	uint64_t known = a->accesses - a->unknown;
	if (!known) {
		struct val unknown = {.kind = VAL_UNKNOWN, .deps = a->unknown_deps};
		val_put(o, &unknown);
		return;
	}
	if (known > 1 && a->breaks)
		sb_puts(o, "from ");
	val_put(o, &a->first);
	if (known == 1 || (!a->breaks && a->stride == 0)) {
		/* the first address only */
	} else if (!a->breaks) {
		sb_puts(o, a->stride < 0 ? " - " : " + ");
		sb_put_uint(o, a->stride < 0 ? (uint64_t)0 - (uint64_t)a->stride
					     : (uint64_t)a->stride);
		sb_puts(o, "*i");
	} else {
		sb_puts(o, ": ");
		sb_put_uint(o, a->strides);
		sb_puts(o, " steps of ");
		sb_put_int(o, a->stride);
		sb_puts(o, ", ");
		sb_put_uint(o, a->breaks);
		sb_puts(o, " others");
	}
	if (a->unknown) {
		sb_puts(o, " (");
		sb_put_uint(o, a->unknown);
		sb_puts(o, " not known)");
	}
}

/* What o holds into buf of size (cut short to fit), and o freed. */
static void to_buffer(struct strbuf *o, char *buf, size_t size)
{
	if (size) {
		size_t n = o->len < size - 1 ? o->len : size - 1;
		if (n)
			memcpy(buf, o->data, n);
		buf[n] = '\0';
	}
	sb_free(o);
}

void values_address_format(const struct values_address *a, char *buf, size_t size)
{
	struct strbuf o = {0};
	values_address_put(&o, a);
	to_buffer(&o, buf, size);
}

const struct values_call *values_call_args(const struct values *V, uint32_t insn)
{
	if (insn >= V->p->ninsns || !V->call_of[insn])
		return NULL;
	return &V->calls[V->call_of[insn] - 1];
}

/* ---- text ------------------------------------------------------------------------ */

const char *val_sym_name(enum val_sym s)
{
	static const char *const other[] = {"gp", "sp", "tp", "entry", "memory", "call", "loop",
					    "floating-point values", "symbol", "assumed"};
	if (s >= VSYM_IN0 && s <= VSYM_IN7)
		return in_names[s - VSYM_IN0];
	if (s >= VSYM_GP && s < VSYM_COUNT)
		return other[s - VSYM_GP];
	return "";
}

void val_deps_format(uint32_t deps, char *buf, size_t size)
{
	size_t n = 0;
	buf[0] = '\0';
	for (int s = VSYM_IN0; s < VSYM_ASSUMED && n < size; s++)
		if (deps & DEP(s))
			n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? ", " : "",
					      val_sym_name((enum val_sym)s));
}

void val_put(struct strbuf *o, const struct val *x)
{
	switch ((enum val_kind)x->kind) {
	case VAL_UNREACHED:
		sb_puts(o, "unreached");
		return;
	case VAL_UNKNOWN: {
		char deps[128];
		val_deps_format(x->deps, deps, sizeof deps);
		sb_puts(o, "unknown");
		if (deps[0]) {
			sb_puts(o, " (");
			sb_puts(o, deps);
			sb_puts(o, ")");
		}
		return;
	}
	case VAL_KNOWN:
		break;
	}
	if (x->sym == VSYM_NONE) {
		sb_put_int(o, x->c);
		return;
	}
	if (x->k == -1)
		sb_puts(o, "-");
	else if (x->k != 1) {
		sb_put_int(o, x->k);
		sb_puts(o, "*");
	}
	sb_puts(o, val_sym_name((enum val_sym)x->sym));
	if (x->c == 0)
		return;
	if (x->c < 0 && x->c != INT64_MIN) {
		sb_puts(o, " - ");
		sb_put_int(o, -x->c);
	} else {
		sb_puts(o, " + ");
		sb_put_int(o, x->c);
	}
}

void val_format(const struct val *x, char *buf, size_t size)
{
	struct strbuf o = {0};
	val_put(&o, x);
	to_buffer(&o, buf, size);
}

void values_call_args_format(const struct values_call_args *set, char *buf, size_t size)
{
	size_t n = 0;
	buf[0] = 0;
	for (int k = 0; k < 16 && n < size; k++) {
		int r = k & 7;
		if (!(((k < 8 ? set->known : set->fknown) >> r) & 1))
			continue;
		const char *sep = n ? ", " : "";
		int w;
		if (k < 8) {
			w = snprintf(buf + n, size - n, "%sin%d=%" PRId64, sep, r, set->in[r]);
		} else {
			double d;
			memcpy(&d, &set->f[r], sizeof d);
			w = snprintf(buf + n, size - n, "%sf%d=%.17g", sep, 8 + r, d);
		}
		if (w < 0)
			return;
		n += (size_t)w;
	}
}

bool values_parse_assume(const char *text, struct cfg_assume *out,
			 char *name_buf, size_t name_size)
{
	const char *colon = strchr(text, ':'), *reg = text;
	out->proc = NULL;
	out->used = false;
	if (colon) {
		size_t len = (size_t)(colon - text);
		if (len == 0 || len >= name_size)
			return false;
		memcpy(name_buf, text, len);
		name_buf[len] = '\0';
		out->proc = name_buf;
		reg = colon + 1;
	}
	const char *eq = strchr(reg, '=');
	if (!eq)
		return false;
	char *end;
	long n;
	if (strncmp(reg, "in", 2) == 0) {
		n = strtol(reg + 2, &end, 10);
		if (end != eq || reg[2] < '0' || reg[2] > '9' || n < 0 || n > 7)
			return false;
		out->res = (uint16_t)(RES_GR0 + 32 + n);
	} else if (reg[0] == 'r') {
		n = strtol(reg + 1, &end, 10);
		if (end != eq || reg[1] < '0' || reg[1] > '9' || n < 1 || n > 127)
			return false;
		out->res = (uint16_t)(RES_GR0 + n);
	} else if (reg[0] == 'f') {
		/* a floating-point register: a double, converted as GNU as
		 * converts a real8 literal, kept as its bits */
		n = strtol(reg + 1, &end, 10);
		if (end != eq || reg[1] < '0' || reg[1] > '9' || n < 2 || n > 127 || !eq[1])
			return false;
		uint8_t bytes[16];
		size_t nbytes;
		char err[128];
		if (flonum_encode(eq + 1, FLO_DOUBLE, bytes, &nbytes, err, sizeof err) != FLO_OK ||
		    nbytes != 8)
			return false;
		uint64_t bits = 0;
		for (int k = 7; k >= 0; k--)
			bits = bits << 8 | bytes[k];
		out->res = (uint16_t)(RES_FR0 + n);
		out->value = (int64_t)bits;
		return true;
	} else {
		return false;
	}
	const char *v = eq + 1;
	if (!*v)
		return false;
	unsigned long long u;
	bool neg = *v == '-';
	u = strtoull(v + neg, &end, 0);
	if (*end || end == v + neg)
		return false;
	out->value = neg ? (int64_t)(0 - (uint64_t)u) : (int64_t)u;
	return true;
}
