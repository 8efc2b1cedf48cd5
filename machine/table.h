/*
 * machine/table.h - internal to machine/: what the per-unit table files
 * (table_a.c, table_i.c, table_m.c, table_f.c, table_b.c) share.  Only
 * machine/ includes this; everything else reads the table through insn.h.
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

/* Register operands shared by every unit (SDM vol 3, section 4.1). */
extern const struct operand_kind R1, R2, R3;	/* GR at 6, 13, 20 */
extern const struct operand_kind F1, F2, F3, F4;/* FR at 6, 13, 20, 27 */
extern const struct operand_kind P1, P2;	/* PR at 6, 27 */
extern const struct operand_kind B1, B2;	/* BR at 6, 13 */
extern const struct operand_kind MEM_R3;	/* [r3] */
extern const struct operand_kind AR3, CR3;	/* AR/CR number at 20 */
extern const struct operand_kind IMM21;		/* nop/break/hint imm20a + i */

/* For an encoder of an operand that must be a constant: true when op is a
 * constant within kind's range; false with *error NULL while its value is
 * still unknown (the first pass), or with *error set to not_constant or
 * out_of_range. */
bool constant_in_range(const struct operand_kind *kind,
		       const struct operand *op, const char *not_constant,
		       const char *out_of_range, const char **error);

/* The rows of each unit, in preference order within a mnemonic. */
extern const struct insn_desc table_a[], table_i[], table_m[], table_f[],
	table_b[];
extern const size_t table_a_size, table_i_size, table_m_size, table_f_size,
	table_b_size;

#define TABLE_SIZE(t) (sizeof(t) / sizeof((t)[0]))

#endif
