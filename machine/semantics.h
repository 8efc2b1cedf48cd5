/*
 * machine/semantics.h - what an integer instruction computes: the value
 * model's view of an instruction, decoded from the syllable the encoder
 * wrote (so a pseudo-op is what the hardware runs: "cmp.gt p6,p7=r2,r3" is
 * cmp.lt with r3 and r2, "shl r1=r2,5" is dep.z).
 *
 * Modelled: the integer ALU (add, sub, addp4, shladd, logic), shifts,
 * extract and deposit, sign and zero extension, compares and tbit into
 * predicates, moves between general and application registers, movl, and
 * the base-register update of a post-incrementing memory access, moves to
 * the predicates (mov pr = r2, mask17; mov pr.rot = imm44) and clrrrb.  Anything
 * else is SEM_UNKNOWN: its outputs (effects_of's writes) become unknown.
 *
 * Prefixes: sem_.
 *
 * Registers are numbered as effects.h numbers resources
 * (RES_GR0 + n, RES_AR0 + n, RES_PR0 + n), architectural (not renamed).
 */
#ifndef IA64P_MACHINE_SEMANTICS_H
#define IA64P_MACHINE_SEMANTICS_H

#include "effects.h"
#include "insn.h"

#include <stdbool.h>
#include <stdint.h>

enum sem_op {
	SEM_UNKNOWN,
	SEM_MOV,		/* d = a */
	SEM_ADD,		/* d = a + b + c */
	SEM_SUB,		/* d = a - b - c */
	SEM_ADDP4,		/* d = (a + b) in 32 bits, b's bits 31:30 at 62:61 */
	SEM_SHLADD,		/* d = (a << c) + b */
	SEM_SHLADDP4,		/* d = addp4 of (a << c) and b */
	SEM_AND, SEM_OR, SEM_XOR,
	SEM_ANDCM,		/* d = a & ~b */
	SEM_SHL,		/* d = a << b (b > 63: 0) */
	SEM_SHR,		/* d = a >> b, arithmetic (b > 63: 63) */
	SEM_SHRU,		/* d = a >> b, logical (b > 63: 0) */
	SEM_SHRP,		/* d = low 64 bits of (a:b) >> c */
	SEM_EXTR,		/* d = bits c..c+e-1 of a, sign-extended */
	SEM_EXTRU,		/* the same, zero-extended */
	SEM_DEP,		/* d = b with bits c..c+e-1 replaced by a's low bits */
	SEM_SXT,		/* d = a's low c bytes, sign-extended */
	SEM_ZXT,		/* the same, zero-extended */
	SEM_CMP,		/* p1, p2 = a REL b (in size bytes), by ctype */
	SEM_TBIT,		/* p1, p2 = (bit c of a) == rel's polarity, by ctype */
	SEM_MOV_PR,		/* p1-p63 where mask c has a 1 = a's bit */
	SEM_MOV_PR_ROT,		/* p16-p63 = bits 16-63 of the constant a */
	SEM_CLRRRB,		/* the rotating bases cleared (e: only rrb.pr) */
	SEM_COUNT
};

/* Compare relations as the hardware has them (SDM vol 3, table 4-11). */
enum sem_rel { SEM_LT, SEM_LTU, SEM_EQ, SEM_NE, SEM_GT, SEM_LE, SEM_GE };

/* A source: a register (resource number) or a constant. */
struct sem_src {
	bool is_reg;
	uint16_t res;
	int64_t imm;
};

struct sem {
	uint8_t op;		/* enum sem_op */
	uint16_t dst;		/* written register (not compares); 0 with
				 * SEM_UNKNOWN */
	struct sem_src a, b;
	int64_t c, e;		/* shift count, position, length, bytes, the ",1" */
	/* compares and tbit */
	uint8_t rel;		/* enum sem_rel; SEM_TBIT: SEM_EQ (.z) or SEM_NE (.nz) */
	uint8_t size;		/* 4 (cmp4) or 8 */
	uint8_t ctype;		/* enum pr_write_kind */
	uint16_t p1, p2;	/* target predicates */
	/* a memory access that adds to its base register afterwards */
	bool postinc;
	uint16_t base;		/* RES_GR0 + r3 */
	struct sem_src inc;
};

/* Decodes in (its form, operands and syllables) into *out.  Every field of
 * *out is set; op is SEM_UNKNOWN for what is not modelled (a post-increment
 * may still be set). */
void sem_decode(const struct asm_insn *in, struct sem *out);

/* d's value from the sources' values va, vb (SEM_MOV .. SEM_ZXT).  False
 * for compares and SEM_UNKNOWN. */
bool sem_eval(const struct sem *s, uint64_t va, uint64_t vb, uint64_t *out);

/* The truth of a compare or tbit on the sources' values. */
bool sem_compare(const struct sem *s, uint64_t va, uint64_t vb);

/* What a compare or tbit whose result is result writes to its targets,
 * with its qualifying predicate qp: 1 or 0 into *p1 and *p2, or -1 for a
 * target it leaves as it was (SDM vol 3, table 4-12). */
void sem_pred_write(const struct sem *s, bool qp, bool result, int *p1, int *p2);

/* The operation's name, for tests and traces: "add", "cmp", ... */
const char *sem_op_name(enum sem_op op);

#endif
