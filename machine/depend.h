/*
 * machine/depend.h - the dependency rules of the architecture: when two
 * instructions of one instruction group conflict through a resource, and
 * what separates them (Itanium SDM vol 3, "Resource and Dependency
 * Semantics").
 *
 * What an instruction reads and writes is effects.h's; this header says,
 * for a pair of accesses to one resource, whether the architecture calls
 * the pair a dependency and with which semantics: `impliedF` and `implied`
 * (a stop separates them), `data` and `instr` (a stop and then srlz.d, or
 * srlz.i and another stop), `specific`, `stop`, `other`, or none at all
 * (a compare may feed a branch in its own group, mov to a branch register
 * may feed br.call, memory is no register).  The rules are our own form of
 * the architecture's RAW, WAW and WAR tables; tests/dv/run.sh checks them
 * against the tables pair by pair (tests/dv/pairs.pl) and compares the
 * checker built on them (parser/depcheck.c) with `ia64-linux-gnu-as -x`
 * on real code, gas's tests and random schedules (docs/check.md).
 *
 * Where GNU as's checker reads an instruction by its spelling rather than
 * by what it is, the description follows gas and says so: the checker's
 * purpose is to give gas's warnings.
 *
 * Prefixes: depend_, DV_, DVS_.
 */
#ifndef IA64P_MACHINE_DEPEND_H
#define IA64P_MACHINE_DEPEND_H

#include "effects.h"
#include "insn.h"

#include <stdbool.h>
#include <stdint.h>

enum dv_mode { DV_RAW, DV_WAW, DV_WAR };

/* The semantics of a dependency: what must separate the two instructions. */
enum dv_sem {
	DVS_NONE,		/* not a dependency */
	DVS_IMPLIED,		/* a stop (the hardware serializes) */
	DVS_IMPLIEDF,		/* a stop */
	DVS_DATA,		/* a stop, then srlz.d (or srlz.i and a stop) */
	DVS_INSTR,		/* a stop, then srlz.i and a stop (srlz.d too, for gas) */
	DVS_SPECIFIC,		/* implementation specific: as data */
	DVS_STOP,		/* never separated within a region, for gas (WAR PR63) */
	DVS_OTHER		/* a sequence the system manual describes: srlz.d */
};

/* How an instruction ends or leaves its group, for the checker. */
enum dv_flow {
	DV_FLOW_NONE,		/* falls through */
	DV_FLOW_COND,		/* br, br.cond, br.call, br.ret, brl: only the
				 * predicate it reads counts until it is taken */
	DV_FLOW_RFI		/* rfi: likewise */
};

/* The compare types of a predicate-writing compare, as the checker's
 * mutex and imply relations read them. */
enum dv_cmp { DV_CMP_NONE, DV_CMP_NORMAL, DV_CMP_UNC, DV_CMP_AND, DV_CMP_OR,
	      DV_CMP_OR_ANDCM, DV_CMP_AND_ORCM };

/* One instruction as the rules see it: its form and operands, and what
 * depend_describe worked out once. */
struct dv_insn {
	const struct insn_form *form;
	struct operand ops[INSN_MAX_OPERANDS];
	uint8_t nops, nouts, qp;
	uint8_t flow;		/* enum dv_flow */
	uint8_t srlz;		/* 'i' srlz.i, 'd' srlz.d, 0 */
	uint8_t cmp;		/* enum dv_cmp: writes two predicates p1, p2 */
	bool unc_relation;	/* its compare makes a mutex even when predicated
				 * (gas: the spelling ends ".unc") */
	bool is_call;		/* br.call, brl.call */
	bool ar_pseudo;		/* mov (no .i, .m) of an ignored application
				 * register: gas's own reading (depend.c) */
	bool taken_always;	/* an unpredicated br/br.cond/br.call/br.ret/brl, or br.ia */
	bool keeps_relations;	/* taken, ends the marks but not the predicate
				 * relations (gas: br.ret) */
	int8_t p1, p2;		/* targets of a compare (p2 0 for one), or -1 */
	bool one_target;	/* a compare written with one target */
	uint64_t pr_always;	/* predicates it writes whatever its own
				 * predicate (frcpa's p2) */
	uint64_t pr_reg_written;	/* predicates another instruction names
					 * as register operands it writes (mov
					 * pr=: gas's p2 and p6) */
	uint64_t pr_other;	/* the predicates whose relations it ends
				 * otherwise: a register operand's (frcpa's
				 * p2), a loop branch's p16-p63, and what gas
				 * takes mov pr= to write */
};

/* Fills *out for an instruction written spelled (its mnemonic as written:
 * gas decides some things on it). */
void depend_describe(const struct insn_form *form, const char *spelled,
		     const struct operand *ops, int nops, int nouts, int qp,
		     struct dv_insn *out);

/* Do two accesses to an indirect register file (pkr[r3]) name the same
 * register, as far as the checker knows the index registers' values? */
enum dv_instances { DV_INST_UNKNOWN, DV_INST_SAME, DV_INST_DIFFERENT };

/* The semantics of the dependency in mode m through resource res of
 * second on first: RAW, first writes res and second reads it; WAW, both
 * write it; WAR, first reads it and second writes it.  via_qp: second's
 * access is its qualifying predicate (RAW); first_qp likewise for first's
 * read (WAR).  inst: for an indirect file, whether the two name one
 * register (two known different ones are no dependency, but for gas's
 * mov r = pkr[r3]). */
enum dv_sem depend_rule(enum dv_mode m, uint16_t res, const struct dv_insn *first,
			const struct dv_insn *second, bool via_qp, enum dv_instances inst);

/* Does the instruction's read of res (its qualifying predicate: via_qp) get
 * marked for a later writer (WAR)?  Only a branch's predicate is, for a
 * later loop branch's p63. */
bool depend_marks_read(uint16_t res, const struct dv_insn *in, bool via_qp);

/* Is the access to res one instance the checker knows (r5, ar.lc), or may
 * it be any of a set (a NaT bit of ar.unat a spill picks by address, a
 * register reached through pmc[r3], the frame)?  A conflict through an
 * instance it does not know is only possible. */
bool depend_specific(uint16_t res, int count, bool write, const struct dv_insn *in);

/* Is it a move of a constant to a general register (mov r = imm, addl r =
 * imm, r0, movl)?  The operand index of the constant, or -1. */
int depend_constant_move(const struct dv_insn *in);

/* Is resource res never a dependency for the checker (p0, IP)?  r0, f0
 * and f1 are, as gas has them, once an (invalid) write marks one. */
bool depend_ignored(uint16_t res);

/* Can a dependency through res need more than a stop (data, instr,
 * specific, other)?  Marks of the other resources end with their group. */
bool depend_outlives_stop(uint16_t res);
/* Can it be one of semantics other (which srlz.i does not end)? */
bool depend_may_be_other(uint16_t res);

/* The instances the dependency rules see where effects.h names a family
 * (adjusts *fx, effects_of's for the instruction): ssm, rsm, sum and rum
 * write only the PSR fields their mask names; an instruction naming
 * floating-point registers reads PSR.dfl (dfh) and writes PSR.mfl (mfh)
 * only for those of f2-f31 (f32-f127) it names; an instruction reads
 * CFM's rotating part only when it names a register that may rotate
 * (p16-p63, f32-f127, and the rotating_grs registers from r32 the last
 * alloc made rotating).  And where GNU as's checker reads an instruction
 * otherwise than the tables (by its spelling, or through a gap of the
 * tables' classes), the accesses are gas's, which the checker follows:
 * an instruction written without .sN that the tables list by status field
 * reads and writes all four fields' controls and flags, except plain fclrf
 * and fsetc; fcmp.ord and fcmp.unord write no predicate and read no
 * register (docs/effects-check.md, experiment C); lfetch [r3] reads no GR,
 * mov of an ignored application register written without .i or .m is a
 * pseudo-op of gas's own... (docs/check.md, section 3, has them all). */
void depend_refine_effects(const struct dv_insn *in, const char *spelled,
			   int rotating_grs, struct insn_effects *fx);

const char *depend_mode_name(enum dv_mode m);	/* "RAW" */
const char *depend_sem_name(enum dv_sem s);	/* "impliedF" */

#endif
