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
 * the predicates (mov pr = r2, mask17; mov pr.rot = imm44) and clrrrb.
 *
 * Floating-point (machine/semantics_fp.c): values in the 82-bit register
 * format (struct sem_fr), the multiply-add family (fma, fms, fnma and
 * their pseudo-ops fmpy, fadd, fsub, fnorm, fcvt.xuf) rounded exactly as
 * the status field says, fcmp and fclass into predicates, getf/setf,
 * fmerge, fcvt.fx/.fxu and fcvt.xf, xma, fselect, the logical fand, fandcm,
 * for, fxor, and fsetc; of frcpa and frsqrta, whether they approximate
 * (their predicate) and the final value of the special cases, not the
 * approximation itself (it comes from the processor's table).  Not
 * modelled: the parallel (fp*) forms, fmin/fmax, NaTVal.  Anything else is SEM_UNKNOWN: its outputs (effects_of's writes)
 * become unknown.
 *
 * Prefixes: sem_.
 *
 * Registers are numbered as effects.h numbers resources
 * (RES_GR0 + n, RES_FR0 + n, RES_AR0 + n, RES_PR0 + n), architectural
 * (not renamed).
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
	/* floating-point: sources a, b, x are FRs unless said otherwise */
	SEM_FMA,		/* d = a * b + x, rounded (e: SEM_FMA_* flags) */
	SEM_FCMP,		/* p1, p2 = a REL b (EQ, LT, LE, UNORD), by ctype */
	SEM_FCLASS,		/* p1, p2 = a is in the classes of mask c, by ctype */
	SEM_GETF,		/* GR d = FR a as e says (SEM_FX_*) */
	SEM_SETF,		/* FR d = GR a as e says (SEM_FX_*) */
	SEM_FMERGE,		/* d = a's sign (e 0), its opposite (e 1), or a's
				 * sign and exponent (e 2), with b's rest */
	SEM_FCVT_FX,		/* d = a as a 64-bit integer (e: 1 unsigned, 2 .trunc) */
	SEM_FCVT_XF,		/* d = a's significand as a signed integer */
	SEM_XMA,		/* d = the significands' a * b + x: low 64 bits
				 * (e 0), high of a signed product (e 3), high
				 * unsigned (e 2); x zero-extended */
	SEM_FSELECT,		/* d = (a & x) | (b & ~x), the significands */
	SEM_FLOGIC,		/* d = a AND, ANDCM, OR, XOR (e 0-3) b, significands */
	SEM_FSETC,		/* sf's controls = (sf0's & c) | e */
	SEM_FRCPA,		/* d, p2 = the approximation of a / b (F6) */
	SEM_FRSQRTA,		/* d, p2 = the approximation of 1 / sqrt(a) (F7) */
	SEM_COUNT
};

/* Compare relations as the hardware has them (SDM vol 3, table 4-11). */
enum sem_rel { SEM_LT, SEM_LTU, SEM_EQ, SEM_NE, SEM_GT, SEM_LE, SEM_GE, SEM_UNORD };

/* SEM_FMA's e: the product negated (fnma), the addend negated (fms); the
 * addend is register f0 (then a zero product keeps its sign: an IEEE
 * multiply). */
enum { SEM_FMA_NEG_PRODUCT = 1, SEM_FMA_NEG_ADDEND = 2, SEM_FMA_ADDEND_F0 = 4 };

/* getf/setf kinds (SEM_GETF, SEM_SETF e). */
enum sem_fx { SEM_FX_SIG, SEM_FX_EXP, SEM_FX_S, SEM_FX_D };

/* A source: a register (resource number) or a constant. */
struct sem_src {
	bool is_reg;
	uint16_t res;
	int64_t imm;
};

struct sem {
	/* (fields in order of size: the value model keeps one per
	 * instruction) */
	struct sem_src a, b;
	struct sem_src x;	/* the third source: fma's, xma's, fselect's f2 */
	struct sem_src inc;	/* a post-increment's amount */
	int64_t c, e;		/* shift count, position, length, bytes, the ",1" */
	uint16_t dst;		/* written register (not compares); 0 with
				 * SEM_UNKNOWN */
	uint16_t p1, p2;	/* compares and tbit: target predicates */
	uint16_t base;		/* a post-increment's base: RES_GR0 + r3 */
	uint8_t op;		/* enum sem_op */
	/* compares and tbit */
	uint8_t rel;		/* enum sem_rel; SEM_TBIT: SEM_EQ (.z) or SEM_NE (.nz) */
	uint8_t size;		/* 4 (cmp4) or 8 */
	uint8_t ctype;		/* enum pr_write_kind */
	/* floating-point */
	uint8_t pc;		/* SEM_FMA precision: 0 the status field's, 24 .s, 53 .d */
	uint8_t sf;		/* status field 0-3 */
	bool postinc;		/* a memory access that adds inc to its base
				 * register afterwards */
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

/* ---- floating-point values ---- */

/* A floating-point register's value in the register format (SDM vol 1,
 * 5.1): sign, a 17-bit exponent biased by 0xFFFF (0x1FFFF: infinities and
 * NaNs), a 64-bit significand whose bit 63 is the explicit integer bit.
 * Kept as the bits the register holds (unnormalized values stay so). */
struct sem_fr {
	uint64_t sig;
	uint32_t exp;
	bool sign;
};

/* The 7 control bits of a status field (FPSR.sfN.controls): ftz (bit 0),
 * wre (1), pc (2-3), rc (4-5), td (6); the FPSR's trap-disable bits 0-5. */
enum {
	SEM_SF_FTZ = 1, SEM_SF_WRE = 2, SEM_SF_PC_SHIFT = 2, SEM_SF_RC_SHIFT = 4,
	SEM_SF_TD = 64, SEM_FPSR_TRAPS_OFF = 0x3f
};

/* Memory and general-register formats into the register format, as ldfs
 * and setf.s, ldfd and setf.d, ldfe (sign, 15-bit exponent, significand),
 * ldf8 and setf.sig do it. */
struct sem_fr sem_fr_from_single(uint32_t bits);
struct sem_fr sem_fr_from_double(uint64_t bits);
struct sem_fr sem_fr_from_extended(bool sign, uint32_t exp15, uint64_t sig);
struct sem_fr sem_fr_from_sig(uint64_t sig);
/* The register format into memory formats, as stfs/getf.s and
 * stfd/getf.d do it (no rounding: the bits are taken). */
uint32_t sem_fr_to_single(const struct sem_fr *f);
uint64_t sem_fr_to_double(const struct sem_fr *f);

/* The FR result of a floating-point s (SEM_FMA, SEM_FMERGE, SEM_FCVT_FX,
 * SEM_FCVT_XF, SEM_XMA, SEM_FSELECT, SEM_FLOGIC) from the sources' values
 * (x only where the operation has it), the status field's controls and the
 * FPSR's trap-disable bits.  False when it is not modelled, or when an
 * enabled trap may change what the register gets (an exception the
 * hardware would report instead). */
bool sem_fr_eval(const struct sem *s, const struct sem_fr *a, const struct sem_fr *b,
		 const struct sem_fr *x, unsigned controls, unsigned traps,
		 struct sem_fr *out);
/* SEM_SETF's FR from the GR value; SEM_GETF's GR value from the FR. */
struct sem_fr sem_fr_setf(const struct sem *s, uint64_t v);
uint64_t sem_fr_getf(const struct sem *s, const struct sem_fr *f);
/* The truth of SEM_FCMP (a REL b) or SEM_FCLASS (a in mask c).  False
 * when the operation has no truth here (a NaTVal source: both targets get
 * 0, not modelled). */
bool sem_fr_compare(const struct sem *s, const struct sem_fr *a, const struct sem_fr *b,
		    bool *result);
/* SEM_FRCPA (a / b) and SEM_FRSQRTA (a): *approx true when the result is
 * an approximation (the predicate target gets 1; the value is not
 * modelled), false when it is the final value *out (the predicate gets 0;
 * it gets 0 too when the qualifying predicate is false, as with .unc).
 * False when neither is known: operands past the approximation's limits
 * (the processor asks software for help), or an enabled trap. */
bool sem_fr_approx(const struct sem *s, const struct sem_fr *a, const struct sem_fr *b,
		   unsigned traps, bool *approx, struct sem_fr *out);
/* SEM_FSETC: the new controls of status field s->sf from sf0's. */
unsigned sem_fsetc(const struct sem *s, unsigned sf0_controls);

/* The operation's name, for tests and traces: "add", "cmp", ... */
const char *sem_op_name(enum sem_op op);

#endif
