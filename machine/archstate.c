/*
 * machine/archstate.c - the architectural state along a path
 * (archstate.h).  What an instruction does is read from its effects
 * (effects.h), its branch kind, its compare type and its class; the
 * semantics are the Itanium SDM's (vol 3: alloc, br, clrrrb, cmp, mov).
 */
#include "archstate.h"
#include "effects.h"

#include <string.h>

void arch_init(struct arch_state *st)
{
	memset(st, 0, sizeof *st);
	st->pr[0] = PRED_TRUE;
	for (int i = 1; i < 64; i++)
		st->pr[i] = PRED_UNKNOWN;
}

uint16_t arch_rename(const struct arch_state *st, uint16_t res)
{
	return arch_frame_rename(&st->frame, res);
}

uint16_t arch_frame_rename(const struct arch_frame *f, uint16_t res)
{
	if (res >= RES_GR0 + 32 && res < RES_GR0 + 32 + f->sor)
		return (uint16_t)(RES_GR0 + 32 + (res - RES_GR0 - 32 + f->rrb.gr) % f->sor);
	if (res >= RES_FR0 + 32 && res < RES_FR0 + 128)
		return (uint16_t)(RES_FR0 + 32 + (res - RES_FR0 - 32 + f->rrb.fr) % 96);
	if (res >= RES_PR0 + 16 && res < RES_PR0 + 64)
		return (uint16_t)(RES_PR0 + 16 + (res - RES_PR0 - 16 + f->rrb.pr) % 48);
	return res;
}

enum pred_value arch_pred(const struct arch_state *st, int p)
{
	return (enum pred_value)st->pr[arch_rename(st, (uint16_t)(RES_PR0 + p)) - RES_PR0];
}

bool arch_executes(const struct arch_state *st, int qp, unsigned flags)
{
	enum pred_value v = arch_pred(st, qp);
	return v == PRED_TRUE || (v == PRED_UNKNOWN && (flags & ARCH_UNKNOWN_TRUE));
}

static void set_pred(struct arch_state *st, int p, enum pred_value v)
{
	if (p > 0 && p < 64)	/* p0 stays true */
		st->pr[arch_rename(st, (uint16_t)(RES_PR0 + p)) - RES_PR0] = (uint8_t)v;
}

/* The modulo-scheduled branches' rotation: p63 gets the stage predicate,
 * then every base goes down by one (so p63 becomes p16, r32 r33). */
void arch_frame_rotate(struct arch_frame *f)
{
	f->rrb.gr = f->sor ? (uint8_t)((f->rrb.gr + f->sor - 1) % f->sor) : 0;
	f->rrb.fr = (uint8_t)((f->rrb.fr + 95) % 96);
	f->rrb.pr = (uint8_t)((f->rrb.pr + 47) % 48);
}

static void rotate(struct arch_state *st, enum pred_value stage)
{
	set_pred(st, 63, stage);
	arch_frame_rotate(&st->frame);
}

struct arch_loop_step arch_loop_branch(enum branch_kind k, bool kernel, int64_t ec)
{
	struct arch_loop_step s = {false, false, false, false, false};
	bool counted = effects_branch_uses_lc(k);
	bool top = k == BRANCH_CTOP || k == BRANCH_WTOP;
	if (kernel) {		/* ar.lc counts it down, or the qp keeps it going */
		s.lc_dec = counted;
		s.taken = k == BRANCH_CLOOP || top;
		s.rotates = k != BRANCH_CLOOP;
		s.stage = counted;
		return s;
	}
	if (k == BRANCH_CLOOP)
		return s;	/* falls through */
	/* the epilogue: ar.ec drains the stages */
	s.rotates = true;
	s.ec_dec = ec >= 1;
	s.taken = ec > 1 ? top : !top;
	return s;
}

/* br.cloop, br.ctop, br.cexit, br.wtop, br.wexit on the state: an unknown
 * ar.lc or ar.ec counts as more than one.  qp_true: the while-type's
 * condition. */
static bool loop_branch(struct arch_state *st, enum branch_kind k, bool qp_true)
{
	bool counted = effects_branch_uses_lc(k);
	bool kernel = counted ? !st->lc_known || st->lc != 0 : qp_true;
	struct arch_loop_step s = arch_loop_branch(k, kernel, st->ec_known ? st->ec : 2);
	if (s.lc_dec && st->lc_known)
		st->lc--;
	if (s.ec_dec && st->ec_known)
		st->ec--;
	if (s.rotates)
		rotate(st, s.stage ? PRED_TRUE : PRED_FALSE);
	return s.taken;
}

/* A compare's target p, qp true, becomes unknown unless the compare type
 * w can only set it (writes_one: or, orcm) and it is 1, or only clear it
 * (and, andcm) and it is 0. */
static void compare_target(struct arch_state *st, int p, enum pr_write_kind w,
			   bool writes_one)
{
	enum pred_value old = arch_pred(st, p);
	bool keeps = (w == PRW_AND || w == PRW_OR || w == PRW_OR_ANDCM ||
		      w == PRW_AND_ORCM) &&
		     old == (writes_one ? PRED_TRUE : PRED_FALSE);
	if (!keeps)
		set_pred(st, p, PRED_UNKNOWN);
}

static void call(struct arch_state *st)
{
	st->pfs.frame = st->frame;
	st->pfs.ec = st->ec;
	st->pfs.ec_known = st->ec_known;
	st->pfs.known = true;
	struct arch_frame callee = {0};
	callee.sof = (uint8_t)(st->frame.sof - st->frame.sol);
	st->frame = callee;
}

static void ret(struct arch_state *st)
{
	struct arch_frame empty = {0};
	st->frame = st->pfs.known ? st->pfs.frame : empty;
	st->ec = st->pfs.ec;
	st->ec_known = st->pfs.known && st->pfs.ec_known;
}

/* A write of ar.lc, ar.ec or ar.pfs by a move from operand src. */
static void write_ar(struct arch_state *st, int ar, const struct operand *src)
{
	bool known = src && src->type == OP_IMM && src->imm == IMM_CONST;
	int64_t v = known ? src->value : 0;
	if (ar == AR_LC) {
		st->lc = v;
		st->lc_known = known;
	} else if (ar == AR_EC) {
		st->ec = v;
		st->ec_known = known;
	} else if (ar == AR_PFS) {
		st->pfs.known = false;
	}
}

bool arch_execute(struct arch_state *st, const struct insn_form *form,
		  const struct operand *ops, int nops, int nouts, int qp,
		  unsigned flags)
{
	const struct insn_desc *d = form->desc;
	bool qp_true = arch_executes(st, qp, flags);
	enum branch_kind bk = (enum branch_kind)effects_branch(form).kind;
	if (effects_branch_is_loop(bk))		/* its qp is its condition */
		return loop_branch(st, bk, qp_true);
	/* the state's predicates and application registers: their writes */
	struct insn_effects e;
	if (effects_may_write_pr_or_ar(form)) {
		effects_of(form, ops, nops, nouts, qp, &e);
	} else {
		e.nwrites = 0;
		e.pr_write = PRW_NONE;
	}
	if (!qp_true) {
		/* a .unc compare clears both targets whatever qp is */
		if (e.pr_write == PRW_UNC)
			for (int i = 0; i < e.nwrites; i++)
				if (e.writes[i].res >= RES_PR0 && e.writes[i].res < RES_BR0)
					set_pred(st, e.writes[i].res - RES_PR0, PRED_FALSE);
		return false;
	}
	/* mov pr.rot = imm: every predicate it writes gets its bit */
	bool rot_imm = nops == 2 && ops[0].type == OP_SPECIAL &&
		       ops[0].special == SR_PR_ROT && ops[1].type == OP_IMM &&
		       ops[1].imm == IMM_CONST;
	for (int i = 0; i < e.nwrites; i++) {
		const struct effect *w = &e.writes[i];
		int p = w->res - RES_PR0;
		if (w->res >= RES_PR0 && w->res < RES_BR0) {
			if (e.pr_write != PRW_NONE && w->count == 1 && w->operand >= 0) {
				/* the compare's targets: operands 0 and 1 */
				bool one = e.pr_write == PRW_AND_ORCM ? w->operand == 1
					   : e.pr_write == PRW_OR_ANDCM ? w->operand == 0
					   : e.pr_write == PRW_OR;
				compare_target(st, p, (enum pr_write_kind)e.pr_write, one);
				continue;
			}
			for (int n = p; n < p + w->count && n < 64; n++)
				set_pred(st, n, !rot_imm ? PRED_UNKNOWN
					 : ((uint64_t)ops[1].value >> n) & 1 ? PRED_TRUE
					 : PRED_FALSE);
		} else if (w->res >= RES_AR0 && w->res < RES_CR0 && w->operand >= 0) {
			/* a move to ar.lc, ar.ec or ar.pfs */
			write_ar(st, w->res - RES_AR0, nops == 2 ? &ops[1] : NULL);
		}
	}
	switch (d->cls) {
	case CLS_ALLOC:
		if (nops >= 5) {
			const struct operand *n = &ops[nops - 4];	/* i, l, o, r */
			bool known = true;
			for (int i = 0; i < 4; i++)
				known &= n[i].type == OP_IMM && n[i].imm == IMM_CONST;
			if (known) {
				struct arch_frame f = {0};
				f.sof = (uint8_t)(n[0].value + n[1].value + n[2].value);
				f.sol = (uint8_t)(n[0].value + n[1].value);
				f.sor = (uint8_t)n[3].value;
				st->frame = f;
			}
		}
		break;
	case CLS_COVER:
		memset(&st->frame, 0, sizeof st->frame);
		break;
	case CLS_CLRRRB:
		memset(&st->frame.rrb, 0, sizeof st->frame.rrb);
		break;
	case CLS_CLRRRB_PR:
		st->frame.rrb.pr = 0;
		break;
	default:
		break;
	}
	if (bk == BRANCH_CALL) {
		struct arch_frame caller = st->frame;
		int64_t ec = st->ec;
		bool ec_known = st->ec_known;
		call(st);
		if (flags & ARCH_FALL_THROUGH) {	/* and back */
			st->frame = caller;
			st->ec = ec;
			st->ec_known = ec_known;
		}
	} else if (bk == BRANCH_RETURN && !(flags & ARCH_FALL_THROUGH)) {
		ret(st);
	}
	return bk != BRANCH_NONE;
}
