/*
 * machine/rse.c - the register stack engine's mandatory traffic (rse.h),
 * written from the Itanium SDM vol 2's description of the RSE.
 */
#include "rse.h"

#include "effects.h"

#include <string.h>

enum rse_op rse_op_of(const struct insn_form *form)
{
	if (!form || !effects_moves_register_stack(form))
		return RSE_OP_NONE;
	switch (form->desc->cls) {
	case CLS_ALLOC: return RSE_OP_ALLOC;
	case CLS_FLUSHRS: return RSE_OP_FLUSHRS;
	case CLS_COVER: return RSE_OP_COVER;
	case CLS_LOADRS: return RSE_OP_LOADRS;
	default: break;
	}
	switch (effects_branch(form).kind) {
	case BRANCH_CALL: return RSE_OP_CALL;
	case BRANCH_RETURN: return RSE_OP_RETURN;
	default: return RSE_OP_RFI;
	}
}

bool rse_alloc_frame(const struct asm_insn *in, unsigned *sof, unsigned *sol)
{
	if (!in->form || in->form->desc->cls != CLS_ALLOC || in->nops < 5)
		return false;
	const struct operand *n = &in->ops[in->nops - 4];	/* i, l, o, r */
	for (int k = 0; k < 3; k++)
		if (n[k].type != OP_IMM || n[k].imm != IMM_CONST || n[k].value < 0)
			return false;
	int64_t f = n[0].value + n[1].value + n[2].value;
	if (f > RSE_STACKED)
		return false;
	*sof = (unsigned)f;
	*sol = (unsigned)(n[0].value + n[1].value);
	return true;
}

bool rse_is_rnat_slot(uint64_t addr)
{
	return ((addr >> 3) & 63) == 63;
}

/* The slot n registers above addr (a register's slot), NaT collection
 * slots skipped: where BSP goes when n registers are added below it. */
static uint64_t up(uint64_t addr, unsigned n)
{
	for (unsigned k = 0; k < n; k++) {
		addr += 8;
		if (rse_is_rnat_slot(addr))
			addr += 8;
	}
	return addr;
}

/* The slot n registers below addr. */
static uint64_t down(uint64_t addr, unsigned n)
{
	for (unsigned k = 0; k < n; k++) {
		addr -= 8;
		if (rse_is_rnat_slot(addr))
			addr -= 8;
	}
	return addr;
}

static void tell(rse_ref_fn *ref, void *ctx, struct rse_state *st, uint64_t addr, bool load)
{
	st->refs++;
	if (ref)
		ref(ctx, &(struct rse_ref){addr, load, rse_is_rnat_slot(addr)});
}

/* One mandatory store at BSPSTORE: ar.rnat when it is a collection slot,
 * else the oldest dirty register (which becomes invalid). */
static void store_one(struct rse_state *st, rse_ref_fn *ref, void *ctx)
{
	bool rnat = rse_is_rnat_slot(st->bspstore);
	tell(ref, ctx, st, st->bspstore, false);
	st->bspstore += 8;
	if (!rnat && st->dirty)
		st->dirty--;
}

static void settle(struct rse_state *st)
{
	st->invalid = RSE_STACKED - st->sof - st->dirty;
}

void rse_init(struct rse_state *st, unsigned sof, unsigned dirty, uint64_t base)
{
	memset(st, 0, sizeof *st);
	if (sof > RSE_STACKED)
		sof = RSE_STACKED;
	if (dirty > RSE_STACKED - sof)
		dirty = RSE_STACKED - sof;
	st->sof = sof;
	st->sol = 0;
	st->dirty = dirty;
	st->bspstore = base;
	st->bsp = up(base, dirty);
	st->known = true;
	st->caller[0] = (struct rse_frame){(uint8_t)(dirty + sof), (uint8_t)dirty};
	settle(st);
}

void rse_alloc(struct rse_state *st, unsigned sof, unsigned sol, rse_ref_fn *ref, void *ctx)
{
	if (!st->known)
		return;
	if (sof > RSE_STACKED || sol > sof) {
		rse_forget(st);
		return;
	}
	/* growing past the invalid registers: the oldest dirty ones are
	 * stored until enough are invalid */
	while (sof > st->sof + st->invalid && st->dirty) {
		store_one(st, ref, ctx);
		settle(st);
	}
	st->sof = sof;
	st->sol = sol;
	settle(st);
}

void rse_call(struct rse_state *st)
{
	if (!st->known)
		return;
	if (st->depth + 1 >= RSE_FRAMES) {
		rse_forget(st);
		return;
	}
	st->caller[++st->depth] = (struct rse_frame){(uint8_t)st->sof, (uint8_t)st->sol};
	st->bsp = up(st->bsp, st->sol);
	st->dirty += st->sol;
	st->sof -= st->sol;
	st->sol = 0;
	settle(st);
}

void rse_return(struct rse_state *st, rse_ref_fn *ref, void *ctx)
{
	if (!st->known)
		return;
	struct rse_frame c = st->caller[st->depth];
	if (st->depth)
		st->depth--;
	unsigned outs = (unsigned)(c.sof - c.sol);
	/* the caller's outputs overlap the frame returned from; more of them
	 * than the file can hold beside the dirty registers is a frame the
	 * architecture empties (SDM vol 2: not followed) */
	if (outs > st->sof + st->invalid) {
		rse_forget(st);
		return;
	}
	st->bsp = down(st->bsp, c.sol);
	st->sof = c.sof;
	st->sol = c.sol;
	if (c.sol <= st->dirty) {
		st->dirty -= c.sol;
	} else {
		/* the caller's locals that a deeper alloc stored come back,
		 * the newest first (with the NaT collections among them) */
		st->dirty = 0;
		while (st->bspstore > st->bsp) {
			st->bspstore -= 8;
			tell(ref, ctx, st, st->bspstore, true);
		}
	}
	settle(st);
}

void rse_flushrs(struct rse_state *st, rse_ref_fn *ref, void *ctx)
{
	if (!st->known)
		return;
	while (st->bspstore < st->bsp)
		store_one(st, ref, ctx);
	st->dirty = 0;
	settle(st);
}

void rse_cover(struct rse_state *st)
{
	if (!st->known)
		return;
	st->bsp = up(st->bsp, st->sof);
	st->dirty += st->sof;
	st->sof = st->sol = 0;
	settle(st);
}

void rse_forget(struct rse_state *st)
{
	st->known = false;
}

void rse_execute(struct rse_state *st, const struct asm_insn *in, bool taken, rse_ref_fn *ref,
		 void *ctx)
{
	unsigned sof, sol;
	switch (rse_op_of(in->form)) {
	case RSE_OP_NONE:
		break;
	case RSE_OP_ALLOC:
		if (rse_alloc_frame(in, &sof, &sol))
			rse_alloc(st, sof, sol, ref, ctx);
		else
			rse_forget(st);
		break;
	case RSE_OP_CALL:
		if (taken)
			rse_call(st);
		break;
	case RSE_OP_RETURN:
		if (taken)
			rse_return(st, ref, ctx);
		break;
	case RSE_OP_FLUSHRS:
		rse_flushrs(st, ref, ctx);
		break;
	case RSE_OP_COVER:
		rse_cover(st);
		break;
	case RSE_OP_LOADRS:
	case RSE_OP_RFI:
		rse_forget(st);
		break;
	}
}
