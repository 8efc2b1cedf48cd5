/*
 * machine/table_i.c - I-unit rows (SDM vol 3, section 4.3: formats I1-I30).
 *
 * Every encoding here was checked bit by bit against GNU as 2.40
 * (tests/encode/i_*.s).  Pseudo-ops are rows of their own, marked
 * IF_PSEUDO: shl/shr/shr.u by an immediate (dep.z and extr), the swapped
 * tbit/tnat/tf forms (tbit.nz is tbit.z with the targets swapped), mov
 * pr=r2 with the full mask.  "mov" rows here are the I-side moves; the
 * A-side ones (mov r1=r3, mov r1=imm22) are in table_a.c and the M-side
 * ones in table_m.c.
 */
#include "table.h"

/* ---- opcodes -------------------------------------------------------------- */

/* Major 7, multimedia and variable shifts (I1-I9): za (36), x2a (34-35),
 * zb (33), ve (32) = 0, x2c (30-31), x2b (28-29). */
#define MM(za, x2a, zb, x2c, x2b)                                             \
	(MAJOR(7) | F(za, 36) | F(x2a, 34) | F(zb, 33) | F(x2c, 30) | F(x2b, 28))
/* Major 5, shrp/extr/dep/tbit (I10-I17, I30): x2 (34-35), x (33). */
#define OP5(x2, x) (MAJOR(5) | F(x2, 34) | F(x, 33))
/* Major 0, misc (I18-I29): x3 (33-35), x6 (27-32). */
#define MISC(x3, x6) (MAJOR(0) | F(x3, 33) | F(x6, 27))

/* ---- operand kinds -------------------------------------------------------- */


static const struct operand_kind PR_ALL = {
	.what = "pr", .type = OP_SPECIAL, .special = SR_PR,
};
static const struct operand_kind PR_ROT = {
	.what = "pr.rot", .type = OP_SPECIAL, .special = SR_PR_ROT,
};
static const struct operand_kind IP = {
	.what = "ip", .type = OP_SPECIAL, .special = SR_IP,
};
/* Application registers the I unit reaches: 48-63 and 112-127 (either
 * unit: GNU as picks by slot) and 64-111 (pfs, lc, ec, ...: I only). */
static const struct operand_kind AR3_I =
	REG_KIND("I-unit application register (ar48-ar127)", RF_AR, 20, 7,
		 48, 127);

/* count2 of pmpyshr2: 0, 7, 15 or 16 in two bits (30-31). */
static const char *encode_pmpy_count(const struct operand_kind *k,
				     const struct operand *op, uint64_t ip,
				     uint64_t words[2])
{
	(void)k;
	(void)ip;
	if (op->imm != IMM_CONST)
		return "shift count of pmpyshr2 must be a constant";
	switch (op->value) {
	case 0: words[0] |= F(0, 30); return NULL;
	case 7: words[0] |= F(1, 30); return NULL;
	case 15: words[0] |= F(2, 30); return NULL;
	case 16: words[0] |= F(3, 30); return NULL;
	}
	return "shift count of pmpyshr2 must be 0, 7, 15 or 16";
}
static const struct operand_kind PMPY_COUNT = {
	.what = "shift count 0, 7, 15 or 16", .type = OP_IMM, .min = 0,
	.max = 16, .encode = encode_pmpy_count,
};
static const char *check_pmpy_count(const struct operand *ops)
{
	const struct operand *c = &ops[3];
	if (c->type == OP_IMM && c->imm == IMM_CONST && c->value != 0 &&
	    c->value != 7 && c->value != 15 && c->value != 16)
		return "shift count 0, 7, 15 or 16";
	return NULL;
}

/* mbtype4 of mux1 (20-23): @brcst 0, @mix 8, @shuf 9, @alt 10, @rev 11. */
static const struct operand_kind MBTYPE4 = {
	.what = "mux1 permutation (@brcst, @mix, @shuf, @alt, @rev)",
	.type = OP_IMM, .min = 0, .max = 15, .nfields = 1,
	.fields = {{20, 4, 0}},
	.constant = true,
};
/* mhtype8 of mux2 (20-27). */
static const struct operand_kind MHTYPE8 = {
	.what = "8-bit mux2 permutation", .type = OP_IMM, .min = 0, .max = 255,
	.nfields = 1, .fields = {{20, 8, 0}},
	.constant = true,
};
/* count5 of pshr2/pshr4 (14-18). */
static const struct operand_kind COUNT5B = {
	.what = "shift count 0-31", .type = OP_IMM, .min = 0, .max = 31,
	.nfields = 1, .fields = {{14, 5, 0}},
	.constant = true,
};
/* ccount5 of pshl2/pshl4: 31 - count in 20-24. */
static const struct operand_kind CCOUNT5C = {
	.what = "shift count 0-31", .type = OP_IMM, .min = 0, .max = 31,
	.xform = XF_31MINUS, .nfields = 1, .fields = {{20, 5, 0}},
	.constant = true,
};
/* count6 of shrp (27-32). */
static const struct operand_kind COUNT6D = {
	.what = "shift count 0-63", .type = OP_IMM, .min = 0, .max = 63,
	.nfields = 1, .fields = {{27, 6, 0}},
	.constant = true,
};
/* pos6 of extr and tbit (14-19). */
static const struct operand_kind POS6B = {
	.what = "bit position 0-63", .type = OP_IMM, .min = 0, .max = 63,
	.nfields = 1, .fields = {{14, 6, 0}},
	.constant = true,
};
/* len6 of extr/dep.z/dep imm1: len - 1 in 27-32. */
static const struct operand_kind LEN6D = {
	.what = "length 1-64", .type = OP_IMM, .min = 1, .max = 64,
	.xform = XF_MINUS1, .nfields = 1, .fields = {{27, 6, 0}},
	.constant = true,
};
/* len4 of dep r1=r2,r3: len - 1 in 27-30. */
static const struct operand_kind LEN4D = {
	.what = "length 1-16", .type = OP_IMM, .min = 1, .max = 16,
	.xform = XF_MINUS1, .nfields = 1, .fields = {{27, 4, 0}},
	.constant = true,
};
/* pos6 of dep.z (cpos6c, 20-25), dep imm1 (cpos6b, 14-19) and dep
 * (cpos6d, 31-36): 63 - pos. */
static const struct operand_kind CPOS6C = {
	.what = "bit position 0-63", .type = OP_IMM, .min = 0, .max = 63,
	.xform = XF_63MINUS, .nfields = 1, .fields = {{20, 6, 0}},
	.constant = true,
};
static const struct operand_kind CPOS6B = {
	.what = "bit position 0-63", .type = OP_IMM, .min = 0, .max = 63,
	.xform = XF_63MINUS, .nfields = 1, .fields = {{14, 6, 0}},
	.constant = true,
};
static const struct operand_kind CPOS6D = {
	.what = "bit position 0-63", .type = OP_IMM, .min = 0, .max = 63,
	.xform = XF_63MINUS, .nfields = 1, .fields = {{31, 6, 0}},
	.constant = true,
};
/* imm1 of dep r1=imm1,r3,pos,len: -1 or 0 in bit 36. */
static const struct operand_kind IMM1 = {
	.what = "1-bit immediate (-1 or 0)", .type = OP_IMM, .min = -1,
	.max = 0, .is_signed = true, .nfields = 1, .fields = {{36, 1, 0}},
	.constant = true,
};
/* shl r1=r2,count is dep.z r1=r2,count,64-count: both cpos6c and len6d
 * hold 63 - count. */
static const struct operand_kind SHL_COUNT = {
	.what = "shift count 0-63", .type = OP_IMM, .min = 0, .max = 63,
	.xform = XF_63MINUS, .nfields = 2, .fields = {{20, 6, 0}, {27, 6, 0}},
	.constant = true,
};
/* shr r1=r3,count is extr r1=r3,count,64-count: pos6b = count, len6d =
 * 63 - count. */
static const char *encode_shr_count(const struct operand_kind *k,
				    const struct operand *op, uint64_t ip,
				    uint64_t words[2])
{
	(void)k;
	(void)ip;
	if (op->imm != IMM_CONST)
		return "this immediate must be a constant";
	if (op->value < 0 || op->value > 63)
		return "immediate out of range";
	words[0] |= F(op->value, 14) | F(63 - op->value, 27);
	return NULL;
}
static const struct operand_kind SHR_COUNT = {
	.what = "shift count 0-63", .type = OP_IMM, .min = 0, .max = 63,
	.encode = encode_shr_count,
};
/* imm5 of tf: 32-63, the low five bits in 14-18. */
static const struct operand_kind TF_IMM5 = {
	.what = "feature number 32-63", .type = OP_IMM, .min = 32, .max = 63,
	.nfields = 1, .fields = {{14, 5, 0}},
	.constant = true,
};
/* target25 of chk.s.i: imm7a (6-12), imm13c (20-32), sign (36). */
static const struct operand_kind TARGET25 = {
	.what = "branch target", .type = OP_IMM, .min = -(1 << 24),
	.max = (1 << 24) - 1, .pcrel = true, .nfields = 3,
	.fields = {{6, 7, 0}, {20, 13, 7}, {36, 1, 20}},
};
/* tag13 of mov to BR: (tag - bundle) >> 4 in timm9c (24-32).  GNU as takes
 * a constant as the displacement itself and wants the tag resolved when
 * it assembles: an external or relocated tag is an error. */
static const char *encode_tag13(const struct operand_kind *k,
				const struct operand *op, uint64_t ip,
				uint64_t words[2])
{
	(void)k;
	int64_t disp;
	if (op->imm == IMM_CONST)
		disp = op->value;
	else if (op->imm == IMM_ADDR)
		disp = op->value - (int64_t)(ip & ~15ull);
	else
		return "a branch tag must have a constant value";
	if (disp < -4096 || disp > 4095)
		return "branch tag out of range";
	words[0] |= F(((uint64_t)disp >> 4) & 0x1ff, 24);
	return NULL;
}
static const struct operand_kind TAG13 = {
	.what = "branch tag", .type = OP_IMM, .min = INT64_MIN,
	.max = INT64_MAX, .pcrel = true, .encode = encode_tag13,
};
/* mask17 of mov pr=r2,mask: mask7a (6-12) = bits 1-7, mask8c (24-31) =
 * bits 8-15, sign (36) = bit 16; bit 0 (p0) is not encoded.  GNU as takes
 * -65536 to 0x1ffff. */
static const struct operand_kind MASK17 = {
	.what = "17-bit predicate mask", .type = OP_IMM, .min = -65536,
	.max = 0x1ffff, .nfields = 3,
	.fields = {{6, 7, 1}, {24, 8, 8}, {36, 1, 16}},
	.constant = true,
};
/* imm44 of mov pr.rot: imm27a (6-32) = bits 16-42, sign (36) = bit 43;
 * the low 16 bits are ignored.  GNU as takes -2^43 to 2^44 - 1. */
static const struct operand_kind IMM44 = {
	.what = "44-bit immediate (low 16 bits ignored)", .type = OP_IMM,
	.min = -(1ll << 43), .max = (1ll << 44) - 1, .nfields = 2,
	.fields = {{6, 27, 16}, {36, 1, 43}},
	.constant = true,
};

/* imm21 of nop.i/hint.i/break.i: imm20a (6-25) and i (36), a constant. */
static const struct operand_kind IMM21_CONST = {
	.what = "21-bit unsigned immediate", .type = OP_IMM, .min = 0,
	.max = (1 << 21) - 1, .nfields = 2, .fields = {{6, 20, 0}, {36, 1, 20}},
	.constant = true,
};

/* ---- completers ----------------------------------------------------------- */

static const struct completer PMPY_U[] = {
	{"", F(3, 28)}, {".u", F(1, 28)}, {NULL, 0},
};
static const struct completer SHR_U[] = {
	{"", F(2, 28)}, {".u", F(0, 28)}, {NULL, 0},
};
static const struct completer PSHRI_U[] = {
	{"", F(3, 28)}, {".u", F(1, 28)}, {NULL, 0},
};
static const struct completer EXTR_U[] = {
	{"", F(1, 13)}, {".u", 0}, {NULL, 0},
};
static const struct completer DOT_I[] = {	/* mov.i */
	{"", 0}, {".i", 0}, {NULL, 0},
};
/* mov to BR: .ret (x, 22), whether hint (wh, 20-21: sptk 0, none 1,
 * dptk 2), .imp (ih, 23). */
static const struct completer MOVBR_RET[] = {
	{"", 0}, {".ret", F(1, 22)}, {NULL, 0},
};
static const struct completer MOVBR_WH[] = {
	{"", F(1, 20)}, {".sptk", F(0, 20)}, {".dptk", F(2, 20)}, {NULL, 0},
};
static const struct completer MOVBR_IH[] = {
	{"", 0}, {".imp", F(1, 23)}, {NULL, 0},
};

/* tbit/tnat/tf: tb (36), ta (33), c (12).  As written, p1, p2 = ... */
#define TB(tb, ta, c) (F(tb, 36) | F(ta, 33) | F(c, 12))
static const struct completer TEST_NATIVE[] = {
	{".z", TB(0, 0, 0)}, {".z.unc", TB(0, 0, 1)},
	{".z.and", TB(1, 0, 0)}, {".nz.and", TB(1, 0, 1)},
	{".z.or", TB(0, 1, 0)}, {".nz.or", TB(0, 1, 1)},
	{".z.or.andcm", TB(1, 1, 0)}, {".nz.or.andcm", TB(1, 1, 1)},
	{NULL, 0},
};
/* ... and the forms GNU as encodes with the targets swapped: .nz is .z
 * into p2, p1; andcm, orcm and and.orcm are the other polarity of and,
 * or and or.andcm, also into p2, p1. */
static const struct completer TEST_SWAPPED[] = {
	{".nz", TB(0, 0, 0)}, {".nz.unc", TB(0, 0, 1)},
	{".z.andcm", TB(1, 0, 1)}, {".nz.andcm", TB(1, 0, 0)},
	{".z.orcm", TB(0, 1, 1)}, {".nz.orcm", TB(0, 1, 0)},
	{".z.and.orcm", TB(1, 1, 1)}, {".nz.and.orcm", TB(1, 1, 0)},
	{NULL, 0},
};

static const struct completer CZX_LR[] = {
	{".l", F(0x18, 27)}, {".r", F(0x1c, 27)}, {NULL, 0},
};

/* ---- rows ----------------------------------------------------------------- */

/* Port and latency classes (shared/reference/dispersal-rules.md 4, 5). */
#define MMUL .type = TYPE_I, .port = PORT_I0, .lat = LAT_MMEDIA
#define MMSHF .type = TYPE_I, .port = PORT_I, .lat = LAT_MMEDIA
#define ISHF .type = TYPE_I, .port = PORT_ISHIFT, .lat = LAT_ADDER
#define IALU .type = TYPE_I, .port = PORT_I, .lat = LAT_ADDER

const struct insn_desc table_i[] = {
	/* I1: multimedia multiply and shift */
	{ .name = "pmpyshr2", GROUPS(PMPY_U), MMUL, .format = "I1",
	  .opcode = MM(0, 0, 1, 0, 0), .nouts = 1,
	  OPS(&R1, &R2, &R3, &PMPY_COUNT), .check = check_pmpy_count },

	/* I2: multimedia multiply, mix, pack, unpack, min/max, psad */
	{ .name = "pmpy2.r", MMUL, .format = "I2", .opcode = MM(0, 2, 1, 3, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pmpy2.l", MMUL, .format = "I2", .opcode = MM(0, 2, 1, 3, 3),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mpy4", MMUL, .format = "I2", .opcode = MM(1, 0, 0, 3, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mpyshl4", MMUL, .format = "I2", .opcode = MM(1, 0, 0, 3, 3),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mix1.r", MMSHF, .format = "I2", .opcode = MM(0, 2, 0, 2, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mix1.l", MMSHF, .format = "I2", .opcode = MM(0, 2, 0, 2, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mix2.r", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 2, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mix2.l", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 2, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mix4.r", MMSHF, .format = "I2", .opcode = MM(1, 2, 0, 2, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "mix4.l", MMSHF, .format = "I2", .opcode = MM(1, 2, 0, 2, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pack2.uss", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 0, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pack2.sss", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 0, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pack4.sss", MMSHF, .format = "I2", .opcode = MM(1, 2, 0, 0, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "unpack1.h", MMSHF, .format = "I2", .opcode = MM(0, 2, 0, 1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "unpack1.l", MMSHF, .format = "I2", .opcode = MM(0, 2, 0, 1, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "unpack2.h", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "unpack2.l", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 1, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "unpack4.h", MMSHF, .format = "I2", .opcode = MM(1, 2, 0, 1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "unpack4.l", MMSHF, .format = "I2", .opcode = MM(1, 2, 0, 1, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pmin1.u", MMSHF, .format = "I2", .opcode = MM(0, 2, 0, 0, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pmax1.u", MMSHF, .format = "I2", .opcode = MM(0, 2, 0, 1, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pmin2", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 0, 3),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pmax2", MMSHF, .format = "I2", .opcode = MM(0, 2, 1, 1, 3),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	/* psad1 runs in the multimedia multiplier on these cores */
	{ .name = "psad1", MMUL, .format = "I2", .opcode = MM(0, 2, 0, 2, 3),
	  .nouts = 1, OPS(&R1, &R2, &R3) },

	/* I3, I4: mux */
	{ .name = "mux1", MMSHF, .format = "I3", .opcode = MM(0, 3, 0, 2, 2),
	  .nouts = 1, OPS(&R1, &R2, &MBTYPE4) },
	{ .name = "mux2", MMSHF, .format = "I4", .opcode = MM(0, 3, 1, 2, 2),
	  .nouts = 1, OPS(&R1, &R2, &MHTYPE8) },

	/* I5: shift right, variable (r1 = r3 >> r2) */
	{ .name = "pshr2", GROUPS(SHR_U), MMSHF, .format = "I5",
	  .opcode = MM(0, 0, 1, 0, 0), .nouts = 1, OPS(&R1, &R3, &R2) },
	{ .name = "pshr4", GROUPS(SHR_U), MMSHF, .format = "I5",
	  .opcode = MM(1, 0, 0, 0, 0), .nouts = 1, OPS(&R1, &R3, &R2) },
	{ .name = "shr", GROUPS(SHR_U), MMSHF, .format = "I5",
	  .opcode = MM(1, 0, 1, 0, 0), .nouts = 1, OPS(&R1, &R3, &R2) },

	/* I6: multimedia shift right, fixed */
	{ .name = "pshr2", GROUPS(PSHRI_U), MMSHF, .format = "I6",
	  .opcode = MM(0, 1, 1, 0, 0), .nouts = 1, OPS(&R1, &R3, &COUNT5B) },
	{ .name = "pshr4", GROUPS(PSHRI_U), MMSHF, .format = "I6",
	  .opcode = MM(1, 1, 0, 0, 0), .nouts = 1, OPS(&R1, &R3, &COUNT5B) },

	/* I7: shift left, variable */
	{ .name = "pshl2", MMSHF, .format = "I7", .opcode = MM(0, 0, 1, 1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pshl4", MMSHF, .format = "I7", .opcode = MM(1, 0, 0, 1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "shl", MMSHF, .format = "I7", .opcode = MM(1, 0, 1, 1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },

	/* I8: multimedia shift left, fixed */
	{ .name = "pshl2", MMSHF, .format = "I8", .opcode = MM(0, 3, 1, 1, 1),
	  .nouts = 1, OPS(&R1, &R2, &CCOUNT5C) },
	{ .name = "pshl4", MMSHF, .format = "I8", .opcode = MM(1, 3, 0, 1, 1),
	  .nouts = 1, OPS(&R1, &R2, &CCOUNT5C) },

	/* I9: population count, count leading zeros */
	{ .name = "popcnt", .type = TYPE_I, .port = PORT_ISHIFT,
	  .lat = LAT_MMEDIA, .format = "I9", .opcode = MM(0, 1, 1, 2, 1),
	  .nouts = 1, OPS(&R1, &R3) },
	{ .name = "clz", .type = TYPE_I, .port = PORT_ISHIFT,
	  .lat = LAT_MMEDIA, .format = "I9", .opcode = MM(0, 1, 1, 3, 1),
	  .nouts = 1, OPS(&R1, &R3) },

	/* I10: shift right pair */
	{ .name = "shrp", ISHF, .format = "I10", .opcode = OP5(3, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3, &COUNT6D) },

	/* I11: extract; shr/shr.u by an immediate are extr of 64 - count
	 * bits at count */
	{ .name = "extr", GROUPS(EXTR_U), ISHF, .format = "I11",
	  .opcode = OP5(1, 0), .nouts = 1, OPS(&R1, &R3, &POS6B, &LEN6D) },
	{ .name = "shr", GROUPS(EXTR_U), ISHF, .format = "I11",
	  .opcode = OP5(1, 0), .nouts = 1, OPS(&R1, &R3, &SHR_COUNT),
	  .flags = IF_PSEUDO },

	/* I12, I13: zero and deposit; shl by an immediate is dep.z of
	 * 64 - count bits at count */
	{ .name = "dep.z", ISHF, .format = "I12", .opcode = OP5(1, 1),
	  .nouts = 1, OPS(&R1, &R2, &CPOS6C, &LEN6D) },
	{ .name = "dep.z", ISHF, .format = "I13", .opcode = OP5(1, 1) | F(1, 26),
	  .nouts = 1, OPS(&R1, &IMM8, &CPOS6C, &LEN6D) },
	{ .name = "shl", ISHF, .format = "I12", .opcode = OP5(1, 1),
	  .nouts = 1, OPS(&R1, &R2, &SHL_COUNT), .flags = IF_PSEUDO },

	/* I14, I15: deposit */
	{ .name = "dep", ISHF, .format = "I14", .opcode = OP5(3, 1),
	  .nouts = 1, OPS(&R1, &IMM1, &R3, &CPOS6B, &LEN6D) },
	{ .name = "dep", ISHF, .format = "I15", .opcode = MAJOR(4),
	  .nouts = 1, OPS(&R1, &R2, &R3, &CPOS6D, &LEN4D) },

	/* I16: test bit */
	{ .name = "tbit", .cls = CLS_TBIT, GROUPS(TEST_NATIVE), ISHF, .format = "I16",
	  .opcode = OP5(0, 0), .nouts = 2, OPS(&P1, &P2, &R3, &POS6B) },
	{ .name = "tbit", .cls = CLS_TBIT, GROUPS(TEST_SWAPPED), ISHF, .format = "I16",
	  .opcode = OP5(0, 0), .nouts = 2, OPS(&P2, &P1, &R3, &POS6B),
	  .flags = IF_PSEUDO },
	/* one target: that target and p0 (no bits); also tnat and tf */
	{ .name = "tbit", .cls = CLS_TBIT, GROUPS(TEST_NATIVE), ISHF, .format = "I16",
	  .opcode = OP5(0, 0), .nouts = 1, OPS(&P1, &R3, &POS6B) },
	{ .name = "tbit", .cls = CLS_TBIT, GROUPS(TEST_SWAPPED), ISHF, .format = "I16",
	  .opcode = OP5(0, 0), .nouts = 1, OPS(&P2, &R3, &POS6B),
	  .flags = IF_PSEUDO },

	/* I17: test NaT (y = 1) */
	{ .name = "tnat", .cls = CLS_TNAT, GROUPS(TEST_NATIVE), ISHF, .format = "I17",
	  .opcode = OP5(0, 0) | F(1, 13), .nouts = 2, OPS(&P1, &P2, &R3) },
	{ .name = "tnat", .cls = CLS_TNAT, GROUPS(TEST_SWAPPED), ISHF, .format = "I17",
	  .opcode = OP5(0, 0) | F(1, 13), .nouts = 2, OPS(&P2, &P1, &R3),
	  .flags = IF_PSEUDO },
	{ .name = "tnat", .cls = CLS_TNAT, GROUPS(TEST_NATIVE), ISHF, .format = "I17",
	  .opcode = OP5(0, 0) | F(1, 13), .nouts = 1, OPS(&P1, &R3) },
	{ .name = "tnat", .cls = CLS_TNAT, GROUPS(TEST_SWAPPED), ISHF, .format = "I17",
	  .opcode = OP5(0, 0) | F(1, 13), .nouts = 1, OPS(&P2, &R3),
	  .flags = IF_PSEUDO },

	/* I30: test feature (y = 1, bit 19 = 1) */
	{ .name = "tf", .cls = CLS_TBIT, GROUPS(TEST_NATIVE), ISHF, .format = "I30",
	  .opcode = OP5(0, 0) | F(1, 13) | F(1, 19), .nouts = 2,
	  OPS(&P1, &P2, &TF_IMM5) },
	{ .name = "tf", .cls = CLS_TBIT, GROUPS(TEST_SWAPPED), ISHF, .format = "I30",
	  .opcode = OP5(0, 0) | F(1, 13) | F(1, 19), .nouts = 2,
	  OPS(&P2, &P1, &TF_IMM5), .flags = IF_PSEUDO },
	{ .name = "tf", .cls = CLS_TBIT, GROUPS(TEST_NATIVE), ISHF, .format = "I30",
	  .opcode = OP5(0, 0) | F(1, 13) | F(1, 19), .nouts = 1,
	  OPS(&P1, &TF_IMM5) },
	{ .name = "tf", .cls = CLS_TBIT, GROUPS(TEST_SWAPPED), ISHF, .format = "I30",
	  .opcode = OP5(0, 0) | F(1, 13) | F(1, 19), .nouts = 1,
	  OPS(&P2, &TF_IMM5), .flags = IF_PSEUDO },

	/* I18, I19: nop, hint, break */
	{ .name = "nop.i", .cls = CLS_NOP, .type = TYPE_I, .format = "I18",
	  .opcode = MISC(0, 1), OPS(&IMM21_CONST), .flags = IF_NOP,
	  .port = PORT_I, .lat = LAT_NONE },
	{ .name = "hint.i", .cls = CLS_HINT, .type = TYPE_I, .format = "I18",
	  .opcode = MISC(0, 1) | F(1, 26), OPS(&IMM21_CONST), .flags = IF_NOP,
	  .port = PORT_I, .lat = LAT_NONE },
	{ .name = "break.i", .cls = CLS_BREAK, .type = TYPE_I, .format = "I19",
	  .opcode = MISC(0, 0), OPS(&IMM21_CONST), .port = PORT_I,
	  .lat = LAT_NONE },

	/* I20: speculation check; "chk.s" alone takes the unit of its slot */
	{ .name = "chk.s", .cls = CLS_CHK_S, GROUPS(DOT_I), .type = TYPE_I, .format = "I20",
	  .opcode = MAJOR(0) | F(1, 33), OPS(&R2, &TARGET25),
	  .port = PORT_CHK_S, .lat = LAT_NONE },

	/* I21: move to BR; the hinted forms name the branch tag */
	{ .name = "mov", .type = TYPE_I, .format = "I21",
	  .opcode = F(7, 33) | F(1, 20), .nouts = 1, OPS(&B1, &R2),
	  .port = PORT_I0, .lat = LAT_NONE },
	{ .name = "mov", GROUPS(MOVBR_RET, MOVBR_WH, MOVBR_IH), .type = TYPE_I,
	  .format = "I21", .opcode = F(7, 33), .nouts = 1,
	  OPS(&B1, &R2, &TAG13), .port = PORT_I0, .lat = LAT_NONE },

	/* I22: move from BR */
	{ .name = "mov", .type = TYPE_I, .format = "I22",
	  .opcode = MISC(0, 0x31), .nouts = 1, OPS(&R1, &B2),
	  .port = PORT_I0, .lat = LAT_IEU2 },

	/* I23, I24: move to predicates; "mov pr=r2" writes them all */
	{ .name = "mov", .type = TYPE_I, .format = "I23",
	  .opcode = MISC(3, 0), .nouts = 1, OPS(&PR_ALL, &R2, &MASK17),
	  .port = PORT_I0, .lat = LAT_TOPR },
	{ .name = "mov", .type = TYPE_I, .format = "I23",
	  .opcode = MISC(3, 0) | F(0x7f, 6) | F(0xff, 24) | F(1, 36),
	  .nouts = 1, OPS(&PR_ALL, &R2), .flags = IF_PSEUDO,
	  .port = PORT_I0, .lat = LAT_TOPR },
	{ .name = "mov", .type = TYPE_I, .format = "I24",
	  .opcode = MISC(2, 0), .nouts = 1, OPS(&PR_ROT, &IMM44),
	  .port = PORT_I0, .lat = LAT_TOPR },

	/* I25: move from predicates or IP */
	{ .name = "mov", .type = TYPE_I, .format = "I25",
	  .opcode = MISC(0, 0x33), .nouts = 1, OPS(&R1, &PR_ALL),
	  .port = PORT_I0, .lat = LAT_IEU2 },
	{ .name = "mov", .type = TYPE_I, .format = "I25",
	  .opcode = MISC(0, 0x30), .nouts = 1, OPS(&R1, &IP),
	  .port = PORT_I0, .lat = LAT_IEU2 },

	/* I26, I27, I28: move to and from an application register */
	{ .name = "mov", GROUPS(DOT_I), .type = TYPE_I, .format = "I26",
	  .opcode = MISC(0, 0x2a), .nouts = 1, OPS(&AR3_I, &R2),
	  .port = PORT_I0, .lat = LAT_ARCR },
	{ .name = "mov", GROUPS(DOT_I), .type = TYPE_I, .format = "I27",
	  .opcode = MISC(0, 0x0a), .nouts = 1, OPS(&AR3_I, &IMM8),
	  .port = PORT_I0, .lat = LAT_ARCR },
	{ .name = "mov", GROUPS(DOT_I), .type = TYPE_I, .format = "I28",
	  .opcode = MISC(0, 0x32), .nouts = 1, OPS(&R1, &AR3_I),
	  .port = PORT_I0, .lat = LAT_ARCR },

	/* I29: sign extend, zero extend, compute zero index */
	{ .name = "zxt1", IALU, .format = "I29", .opcode = MISC(0, 0x10),
	  .nouts = 1, OPS(&R1, &R3) },
	{ .name = "zxt2", IALU, .format = "I29", .opcode = MISC(0, 0x11),
	  .nouts = 1, OPS(&R1, &R3) },
	{ .name = "zxt4", IALU, .format = "I29", .opcode = MISC(0, 0x12),
	  .nouts = 1, OPS(&R1, &R3) },
	{ .name = "sxt1", IALU, .format = "I29", .opcode = MISC(0, 0x14),
	  .nouts = 1, OPS(&R1, &R3) },
	{ .name = "sxt2", IALU, .format = "I29", .opcode = MISC(0, 0x15),
	  .nouts = 1, OPS(&R1, &R3) },
	{ .name = "sxt4", IALU, .format = "I29", .opcode = MISC(0, 0x16),
	  .nouts = 1, OPS(&R1, &R3) },
	{ .name = "czx1", GROUPS(CZX_LR), IALU, .format = "I29",
	  .opcode = MISC(0, 0), .nouts = 1, OPS(&R1, &R3) },
	{ .name = "czx2", GROUPS(CZX_LR), IALU, .format = "I29",
	  .opcode = MISC(0, 0) | F(1, 27), .nouts = 1, OPS(&R1, &R3) },
};
const size_t table_i_size = TABLE_SIZE(table_i);
