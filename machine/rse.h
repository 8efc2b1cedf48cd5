/*
 * machine/rse.h - the register stack engine: the stacked general
 * registers' partitions and the backing store, moved by the instructions
 * that move the register stack, with the mandatory spills and fills each
 * makes (Itanium SDM vol 2, "Register Stack Engine"; docs/model.md,
 * "The register stack engine").
 *
 * The physical stacked registers (RSE_STACKED, 96 on Montecito: the
 * seed's section 4.12) are the current frame (sof of them), the dirty
 * ones (frames of callers not yet stored to the backing store) and the
 * invalid ones.  The RSE is taken to store and load only what it must
 * (mandatory traffic, no eager spills or fills), and to be "hyperlazy":
 * a stored register becomes invalid, not clean, so there is never a clean
 * register (the seed's RSE_AVG_INVALID_REGS "assumes number of clean
 * registers is always 0").  So:
 *
 *   alloc     grows or shrinks the current frame; when it grows by more
 *             than the invalid registers, the oldest dirty registers are
 *             stored first (mandatory stores) until enough are invalid;
 *   br.call   the caller's locals (sol) become dirty, its outputs are the
 *             callee's frame;
 *   br.ret    the caller's frame comes back: its locals must be in the
 *             file; those that are not (stored by a deeper frame's alloc)
 *             are loaded (mandatory loads), the newest first;
 *   flushrs   stores every dirty register;
 *   cover     the current frame becomes dirty, the new frame is empty;
 *   loadrs    depends on ar.rsc.loadrs, which the model does not follow:
 *             the state becomes unknown (rse_state.known).
 *
 * The backing store grows upwards: BSP is where the current frame's first
 * register would be stored, BSPSTORE where the next mandatory store goes
 * (BSP - BSPSTORE = 8 x (dirty registers + the NaT collections among
 * them)).  A slot whose address has bits 8:3 all ones holds a NaT
 * collection (ar.rnat) instead of a register: a store or load that
 * reaches such a slot stores or loads ar.rnat there, one more reference.
 *
 * Prefixes: rse_.
 */
#ifndef IA64P_MACHINE_RSE_H
#define IA64P_MACHINE_RSE_H

#include "insn.h"

#include <stdbool.h>
#include <stdint.h>

/* Montecito's physical stacked general registers (the seed, 4.12). */
#define RSE_STACKED 96
/* How many callers' frames (ar.pfs as br.call saves it) the state keeps. */
#define RSE_FRAMES 64

/* What an instruction does to the register stack. */
enum rse_op {
	RSE_OP_NONE,
	RSE_OP_ALLOC,		/* alloc: a new current frame */
	RSE_OP_CALL,		/* br.call, brl.call (when taken) */
	RSE_OP_RETURN,		/* br.ret (when taken) */
	RSE_OP_FLUSHRS,
	RSE_OP_COVER,
	RSE_OP_LOADRS,		/* not followed: the state becomes unknown */
	RSE_OP_RFI		/* not followed: the state becomes unknown */
};
enum rse_op rse_op_of(const struct insn_form *form);

/* An alloc's frame: "alloc r1 = ar.pfs, i, l, o, r" gives sof = i+l+o,
 * sol = i+l.  False when its operands are not constants. */
bool rse_alloc_frame(const struct asm_insn *in, unsigned *sof, unsigned *sol);

/* One mandatory reference: an 8-byte load (fill) or store (spill) of the
 * backing store at addr; rnat: of ar.rnat, a NaT collection slot. */
struct rse_ref {
	uint64_t addr;
	bool load;
	bool rnat;
};
/* Hears each reference an operation makes, in order. */
typedef void rse_ref_fn(void *ctx, const struct rse_ref *r);

struct rse_frame {
	uint8_t sof, sol;
};

struct rse_state {
	unsigned sof, sol;	/* the current frame */
	unsigned dirty;		/* dirty registers (NaT collections aside) */
	unsigned invalid;	/* RSE_STACKED - sof - dirty (no clean ones) */
	uint64_t bsp, bspstore;
	bool known;		/* false after loadrs, rfi, or an alloc whose
				 * frame is not known: nothing more is said */
	/* the callers' frames, as br.call saved them in ar.pfs (the program
	 * is taken to restore ar.pfs before it returns); [0] the caller of
	 * the procedure the state started in */
	struct rse_frame caller[RSE_FRAMES];
	unsigned depth;		/* frames in caller[] above [0] */
	uint64_t refs;		/* references made so far */
};

/* The state at a procedure's entry: its frame has sof registers (sol 0:
 * the caller's outputs), dirty registers are below it, the callers' own
 * (the caller's locals: its frame is dirty + sof with sol = dirty), and
 * the backing store begins at base (BSPSTORE; BSP is above the dirty
 * registers).  sof + dirty at most RSE_STACKED (dirty is cut down). */
void rse_init(struct rse_state *st, unsigned sof, unsigned dirty, uint64_t base);

/* The operations; each calls ref (may be NULL) for every reference it
 * makes, in order.  Nothing happens when the state is not known. */
void rse_alloc(struct rse_state *st, unsigned sof, unsigned sol, rse_ref_fn *ref, void *ctx);
void rse_call(struct rse_state *st);
void rse_return(struct rse_state *st, rse_ref_fn *ref, void *ctx);
void rse_flushrs(struct rse_state *st, rse_ref_fn *ref, void *ctx);
void rse_cover(struct rse_state *st);
/* loadrs, rfi, anything the model does not follow. */
void rse_forget(struct rse_state *st);

/* Carries out one instruction that moves the stack (rse_op_of), taken
 * when it is a branch (a branch not taken does nothing). */
void rse_execute(struct rse_state *st, const struct asm_insn *in, bool taken, rse_ref_fn *ref,
		 void *ctx);

/* Is addr a NaT collection slot (bits 8:3 all ones)? */
bool rse_is_rnat_slot(uint64_t addr);

#endif
