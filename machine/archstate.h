/*
 * machine/archstate.h - the architectural state along one path: the
 * register frame and its rotating register bases, the predicates, ar.lc,
 * ar.ec and the frame br.call saves in ar.pfs, carried forward one
 * instruction at a time from what machine/effects.h says it does.
 *
 * Registers are numbered as effects.h numbers resources: RES_GR0 + n,
 * RES_FR0 + n, RES_PR0 + n.
 *
 * Prefixes: arch_.
 */
#ifndef IA64P_MACHINE_ARCHSTATE_H
#define IA64P_MACHINE_ARCHSTATE_H

#include "effects.h"
#include "insn.h"

#include <stdbool.h>
#include <stdint.h>

enum pred_value { PRED_FALSE, PRED_TRUE, PRED_UNKNOWN };

/* The current frame marker, as alloc defines it: "alloc r1 = ar.pfs, i,
 * l, o, r" gives sof = i+l+o, sol = i+l, sor = r. */
struct arch_frame {
	uint8_t sof, sol, sor;
	struct {
		uint8_t gr, fr, pr;	/* rotating register bases: 0..sor-1,
					 * 0..95, 0..47 */
	} rrb;
};

struct arch_state {
	struct arch_frame frame;
	uint8_t pr[64];			/* enum pred_value, by physical number */
	int64_t lc, ec;			/* ar.lc, ar.ec, when known */
	bool lc_known, ec_known;
	struct {			/* what br.call saved in ar.pfs */
		struct arch_frame frame;
		int64_t ec;
		bool ec_known, known;
	} pfs;
};

/* How arch_execute treats what the path does not say. */
enum {
	/* an unknown qualifying predicate is true (else false) */
	ARCH_UNKNOWN_TRUE = 1 << 0,
	/* the path goes on at the next instruction: a call returns at once
	 * (the caller's frame and ar.ec, ar.pfs as br.call set it; what the
	 * callee does is not followed), a return is not taken */
	ARCH_FALL_THROUGH = 1 << 1
};

/* A procedure's entry as far as nothing is known: an empty frame, the
 * bases 0, p0 true and the other predicates, ar.lc, ar.ec and ar.pfs
 * unknown. */
void arch_init(struct arch_state *st);

/* The physical register of an architectural one: r32..r32+sor-1, f32-f127
 * and p16-p63 rotate by the bases; any other resource is itself.
 * arch_frame_rename does it for a frame alone (the value model keeps its
 * own registers but the same frame). */
uint16_t arch_rename(const struct arch_state *st, uint16_t res);
uint16_t arch_frame_rename(const struct arch_frame *f, uint16_t res);
/* One rotation of the modulo-scheduled branches: every rotating base goes
 * down by one (so r32 becomes r33, p63 p16). */
void arch_frame_rotate(struct arch_frame *f);

/* The value of architectural predicate p (0-63), and whether an
 * instruction qualified by it executes (flags: ARCH_UNKNOWN_TRUE). */
enum pred_value arch_pred(const struct arch_state *st, int p);
bool arch_executes(const struct arch_state *st, int qp, unsigned flags);

/* What one execution of a loop branch (br.cloop, br.ctop, br.cexit,
 * br.wtop, br.wexit) does, as SDM vol 3's br page has it.  kernel: the
 * kernel goes on (ar.lc != 0 for the counted kinds, the qualifying
 * predicate for br.wtop/br.wexit); ec: ar.ec, read only in the epilogue
 * (kernel false).  The one statement of the rule: arch_execute and the
 * value model (analysis/values.c) both carry it out. */
struct arch_loop_step {
	bool taken;
	bool lc_dec, ec_dec;	/* ar.lc, ar.ec count down by one */
	bool rotates;		/* the bases go down; p63 (then p16) gets stage */
	bool stage;
};
struct arch_loop_step arch_loop_branch(enum branch_kind k, bool kernel, int64_t ec);

/* Carries out one instruction (operands ops[0..nops), the first nouts
 * before the '=', qualifying predicate qp, all architectural): what it
 * does to the frame, the bases, the predicates, ar.lc, ar.ec and ar.pfs.
 * Returns whether it is a branch that is taken: a loop branch as ar.lc,
 * ar.ec and (br.wtop, br.wexit) qp decide, another when qp is true.
 *
 * Predicates written become unknown, or known where the value is: "mov
 * pr.rot = imm", a false qp before a .unc compare (both false), an and- or
 * or-type compare that cannot change its target; with qp false nothing
 * else is written.  Loop branches count and rotate (docs/model.md,
 * section 7); an unknown ar.lc or ar.ec counts as more than one. */
bool arch_execute(struct arch_state *st, const struct insn_form *form,
		  const struct operand *ops, int nops, int nouts, int qp,
		  unsigned flags);

#endif
