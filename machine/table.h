/*
 * machine/table.h - internal to machine/: what the per-unit table files
 * (table_a.c, table_i.c, table_m.c, table_f.c, table_b.c) share.  Only
 * machine/ includes this; everything else reads the table through insn.h.
 *
 * Prefixes: table_.
 */
#ifndef IA64P_MACHINE_TABLE_H
#define IA64P_MACHINE_TABLE_H

#include "insn.h"

/* Bits of a syllable: value v placed at bit lsb. */
#define F(v, lsb) ((uint64_t)(v) << (lsb))
/* The major opcode, bits 37-40. */
#define MAJOR(v) F(v, 37)

/* Operand list of a row: OPS(&R1, &R2, &R3). */
#define OPS(...)                                                              \
	.nopnds = sizeof((const struct operand_kind *[]){__VA_ARGS__}) /      \
		  sizeof(const struct operand_kind *),                        \
	.opnd = {__VA_ARGS__}

/* Completer groups of a row: GROUPS(ldtype, ldhint). */
#define GROUPS(...) .groups = {__VA_ARGS__}

/* A register operand kind in one 7-bit (or narrower) field. */
#define REG_KIND(desc, rf, lsb, bits, lo, hi)                                 \
	{ .what = desc, .type = OP_REG, .file = rf, .fixed = -1, .min = lo,   \
	  .max = hi, .nfields = 1, .fields = {{lsb, bits, 0}} }
/* One fixed register, no bits: "ar.ccv" in cmpxchg. */
#define FIXED_REG_KIND(desc, rf, num)                                         \
	{ .what = desc, .type = OP_REG, .file = rf, .fixed = num, .min = num, \
	  .max = num }

/* Register operands shared by every unit (SDM vol 3, section 4.1): GR at
 * 6, 13, 20; FR at 6, 13, 20, 27; PR at 6, 27; BR at 6, 13; [r3]; an AR or
 * CR number at 20.  Each table file holds its own copy (nothing compares
 * operand kinds by address), so they are no symbols of the library. */
static const struct operand_kind R1 = REG_KIND("general register", RF_GR, 6, 7, 0, 127);
static const struct operand_kind R2 = REG_KIND("general register", RF_GR, 13, 7, 0, 127);
static const struct operand_kind R3 = REG_KIND("general register", RF_GR, 20, 7, 0, 127);
static const struct operand_kind F1 = REG_KIND("floating-point register", RF_FR, 6, 7, 0, 127);
static const struct operand_kind F2 = REG_KIND("floating-point register", RF_FR, 13, 7, 0, 127);
static const struct operand_kind F3 = REG_KIND("floating-point register", RF_FR, 20, 7, 0, 127);
static const struct operand_kind F4 = REG_KIND("floating-point register", RF_FR, 27, 7, 0, 127);
static const struct operand_kind P1 = REG_KIND("predicate register", RF_PR, 6, 6, 0, 63);
static const struct operand_kind P2 = REG_KIND("predicate register", RF_PR, 27, 6, 0, 63);
static const struct operand_kind B1 = REG_KIND("branch register", RF_BR, 6, 3, 0, 7);
static const struct operand_kind B2 = REG_KIND("branch register", RF_BR, 13, 3, 0, 7);
static const struct operand_kind AR3 = REG_KIND("application register", RF_AR, 20, 7, 0, 127);
static const struct operand_kind CR3 = REG_KIND("control register", RF_CR, 20, 7, 0, 127);
static const struct operand_kind MEM_R3 = {
	.what = "memory operand [r3]", .type = OP_MEM, .fixed = -1,
	.min = 0, .max = 127, .nfields = 1, .fields = {{20, 7, 0}},
};
/* imm21 of nop/break/hint: imm20a in bits 6-25, i in bit 36. */
static const struct operand_kind IMM21 = {
	.what = "21-bit unsigned immediate", .type = OP_IMM, .min = 0,
	.max = (1 << 21) - 1, .constant = true, .nfields = 2,
	.fields = {{6, 20, 0}, {36, 1, 20}},
};
/* imm8 of the A-unit ALU and compares, dep.z r1=imm8,pos,len and
 * mov ar=imm8: imm7b in bits 13-19, the sign in bit 36. */
static const struct operand_kind IMM8 = {
	.what = "8-bit signed immediate", .type = OP_IMM, .min = -128,
	.max = 127, .is_signed = true, .nfields = 2,
	.fields = {{13, 7, 0}, {36, 1, 7}},
	.constant = true,
};

/* For an encoder of an operand that must be a constant: true when op is a
 * constant within kind's range; false with *why NULL while its value is
 * still unknown (the first pass), or with *why set to not_constant or
 * out_of_range (a test's reason: docs/hacking.md, "Errors"). */
bool table_constant_in_range(const struct operand_kind *kind,
			     const struct operand *op, const char *not_constant,
			     const char *out_of_range, const char **why);

/* The rows of each unit, in preference order within a mnemonic. */
extern const struct insn_desc table_a[], table_i[], table_m[], table_f[],
	table_b[];
extern const size_t table_a_size, table_i_size, table_m_size, table_f_size,
	table_b_size;

#define TABLE_SIZE(t) (sizeof(t) / sizeof((t)[0]))

#endif
