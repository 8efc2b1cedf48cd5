/*
 * machine/table_a.c - A-unit rows (SDM vol 3, section 4.2: formats A1-A10).
 * A-type instructions issue in M or I slots.
 *
 * Every encoding here was checked bit by bit against GNU as 2.40
 * (tests/encode/a_*.s).  Pseudo-ops are rows of their own, marked
 * IF_PSEUDO: the swapped-relation compares (cmp.gt is cmp.lt with the
 * sources swapped, cmp.ne is cmp.eq with the targets swapped...), the
 * immediate forms of add and the register and immediate forms of mov.
 */
#include "table.h"

/* ---- opcodes -------------------------------------------------------------- */

/* A1: integer ALU, register-register.  Major 8, x2a (34-35) = 0, ve (33) = 0,
 * x4 (29-32) and x2b (27-28) select the operation. */
#define A1(x4, x2b) (MAJOR(8) | F(x4, 29) | F(x2b, 27))
/* A2: shift left and add, x4 = 4 (shladd) or 6 (shladdp4); the count is
 * in ct2d (27-28). */
#define A2(x4) (MAJOR(8) | F(x4, 29))
/* A3: integer ALU, immediate8-register (sub, and, andcm, or, xor). */
#define A3(x4, x2b) (MAJOR(8) | F(x4, 29) | F(x2b, 27))
/* A4: add imm14, x2a = 2 (adds) or 3 (addp4). */
#define A4(x2a) (MAJOR(8) | F(x2a, 34))
/* A5: add imm22 (addl), major 9. */
#define A5 MAJOR(9)
/* A9/A10: multimedia ALU, major 8, x2a = 1; za (36) and zb (33) give the
 * element size (1: 00, 2: 01, 4: 10), x4 (29-32) and x2b (27-28) the op. */
#define MM_SZ1 0
#define MM_SZ2 F(1, 33)
#define MM_SZ4 F(1, 36)
#define A9(sz, x4, x2b) (MAJOR(8) | F(1, 34) | (sz) | F(x4, 29) | F(x2b, 27))

/* A6-A8: compares.  The major opcode (c: lt/and, d: ltu/or, e: eq/or.andcm)
 * comes with the completer, as do tb (36), ta (33) and c (12); the row gives
 * x2 (34-35): 0 cmp reg, 1 cmp4 reg, 2 cmp imm8, 3 cmp4 imm8. */
#define X2(v) F(v, 34)
#define CMPB(op, tb, ta, c) (MAJOR(op) | F(tb, 36) | F(ta, 33) | F(c, 12))

/* ---- operand kinds -------------------------------------------------------- */


/* The ",1" of "add r1=r2,r3,1": a constant 1 that adds no bits. */
static const struct operand_kind ONE = {
	.what = "the constant 1", .type = OP_IMM, .min = 1, .max = 1,
	.constant = true,
};
/* r0 as the first source of the A7 parallel compares: no bits. */
static const struct operand_kind R0 = FIXED_REG_KIND("r0", RF_GR, 0);
/* r3 of addl: r0-r3 in two bits. */
static const struct operand_kind R3_2 =
	REG_KIND("general register r0-r3", RF_GR, 20, 2, 0, 3);

/* imm8 of the compares that encode imm - 1 (cmp.le/cmp.gt with an
 * immediate: a <= b is a - 1 < b). */
static const struct operand_kind IMM8_M1 = {
	.what = "8-bit signed immediate (-127..128)", .type = OP_IMM,
	.min = -127, .max = 128, .xform = XF_IMM_MINUS1, .is_signed = true,
	.nfields = 2, .fields = {{13, 7, 0}, {36, 1, 7}},
	.constant = true,
};
/* The same for cmp.leu/cmp.gtu: 0 has no imm - 1 for an unsigned compare
 * (the row's check rejects it, as GNU as does). */
static const struct operand_kind IMM8_M1U = {
	.what = "8-bit immediate for an unsigned compare (-127..-1, 1..128)",
	.type = OP_IMM, .min = -127, .max = 128, .xform = XF_IMM_MINUS1,
	.is_signed = true, .nfields = 2, .fields = {{13, 7, 0}, {36, 1, 7}},
	.constant = true,
};
/* cmp4's unsigned compares see 32 bits: GNU as also takes the immediate
 * as the 32-bit number whose low byte, sign-extended, is the imm8 (the
 * field holds that low byte).  ltu/geu: 0xffffff80-0xffffffff; leu/gtu
 * encode imm - 1: 0xffffff81-0x100000000. */
static const struct operand_kind IMM8_U32 = {
	.what = "8-bit immediate for a 32-bit unsigned compare",
	.type = OP_IMM, .min = 0xffffff80, .max = 0xffffffff, .nfields = 2,
	.fields = {{13, 7, 0}, {36, 1, 7}}, .constant = true,
};
static const struct operand_kind IMM8_M1U32 = {
	.what = "8-bit immediate for a 32-bit unsigned compare",
	.type = OP_IMM, .min = 0xffffff81, .max = 0x100000000,
	.xform = XF_IMM_MINUS1, .nfields = 2, .fields = {{13, 7, 0}, {36, 1, 7}},
	.constant = true,
};
/* imm14 of adds/addp4: imm7b (13-19), imm6d (27-32), sign (36). */
static const struct operand_kind IMM14 = {
	.what = "14-bit signed immediate", .type = OP_IMM, .min = -8192,
	.max = 8191, .is_signed = true, .nfields = 3,
	.fields = {{13, 7, 0}, {27, 6, 7}, {36, 1, 13}},
	.reloc_field = RFIELD_IMM14,
};
/* imm22 of addl: imm7b (13-19), imm9d (27-35), imm5c (22-26), sign (36). */
static const struct operand_kind IMM22 = {
	.what = "22-bit signed immediate", .type = OP_IMM, .min = -(1 << 21),
	.max = (1 << 21) - 1, .is_signed = true, .nfields = 4,
	.fields = {{13, 7, 0}, {27, 9, 7}, {22, 5, 16}, {36, 1, 21}},
	.reloc_field = RFIELD_IMM22,
};
/* count2 of shladd: 1-4, stored as count - 1 in ct2d (27-28). */
static const struct operand_kind COUNT2 = {
	.what = "shift count 1-4", .type = OP_IMM, .min = 1, .max = 4,
	.xform = XF_MINUS1, .nfields = 1, .fields = {{27, 2, 0}},
	.constant = true,
};
/* count2 of pshladd2/pshradd2: 1-3. */
static const struct operand_kind COUNT2_3 = {
	.what = "shift count 1-3", .type = OP_IMM, .min = 1, .max = 3,
	.xform = XF_MINUS1, .nfields = 1, .fields = {{27, 2, 0}},
	.constant = true,
};

/* ---- completers ----------------------------------------------------------- */

/* padd/psub saturation: none, signed, unsigned, unsigned with signed r3. */
static const struct completer SAT[] = {
	{"", F(0, 27)}, {".sss", F(1, 27)}, {".uuu", F(2, 27)},
	{".uus", F(3, 27)}, {NULL, 0},
};
static const struct completer RAZ[] = {
	{"", F(2, 27)}, {".raz", F(3, 27)}, {NULL, 0},
};
static const struct completer PCMP_REL[] = {
	{".eq", F(0, 27)}, {".gt", F(1, 27)}, {NULL, 0},
};

/* cmp/cmp4 relation and type, in the form the row encodes. */
#define AND_T 0xc
#define OR_T 0xd
#define ORANDCM_T 0xe

/* A6 and A8 as written: p1, p2 = a, b. */
static const struct completer CMP_NATIVE[] = {
	{".lt", CMPB(0xc, 0, 0, 0)}, {".lt.unc", CMPB(0xc, 0, 0, 1)},
	{".ltu", CMPB(0xd, 0, 0, 0)}, {".ltu.unc", CMPB(0xd, 0, 0, 1)},
	{".eq", CMPB(0xe, 0, 0, 0)}, {".eq.unc", CMPB(0xe, 0, 0, 1)},
	{".eq.and", CMPB(AND_T, 0, 1, 0)}, {".ne.and", CMPB(AND_T, 0, 1, 1)},
	{".eq.or", CMPB(OR_T, 0, 1, 0)}, {".ne.or", CMPB(OR_T, 0, 1, 1)},
	{".eq.or.andcm", CMPB(ORANDCM_T, 0, 1, 0)},
	{".ne.or.andcm", CMPB(ORANDCM_T, 0, 1, 1)},
	{NULL, 0},
};
/* andcm is and of the negated relation, orcm or of it. */
static const struct completer CMP_NATIVE_CM[] = {
	{".eq.andcm", CMPB(AND_T, 0, 1, 1)}, {".ne.andcm", CMPB(AND_T, 0, 1, 0)},
	{".eq.orcm", CMPB(OR_T, 0, 1, 1)}, {".ne.orcm", CMPB(OR_T, 0, 1, 0)},
	{NULL, 0},
};
/* Register forms with the sources swapped: a > b is b < a. */
static const struct completer CMP_SWAP_REGS[] = {
	{".gt", CMPB(0xc, 0, 0, 0)}, {".gt.unc", CMPB(0xc, 0, 0, 1)},
	{".gtu", CMPB(0xd, 0, 0, 0)}, {".gtu.unc", CMPB(0xd, 0, 0, 1)},
	{NULL, 0},
};
/* Forms with the targets swapped: a >= b is !(a < b); and.orcm is
 * or.andcm of the negated relation into p2, p1. */
static const struct completer CMP_SWAP_PREDS[] = {
	{".ge", CMPB(0xc, 0, 0, 0)}, {".ge.unc", CMPB(0xc, 0, 0, 1)},
	{".geu", CMPB(0xd, 0, 0, 0)}, {".geu.unc", CMPB(0xd, 0, 0, 1)},
	{".ne", CMPB(0xe, 0, 0, 0)}, {".ne.unc", CMPB(0xe, 0, 0, 1)},
	{".eq.and.orcm", CMPB(ORANDCM_T, 0, 1, 1)},
	{".ne.and.orcm", CMPB(ORANDCM_T, 0, 1, 0)},
	{NULL, 0},
};
/* Register forms with both swapped: a <= b is !(b < a). */
static const struct completer CMP_SWAP_BOTH[] = {
	{".le", CMPB(0xc, 0, 0, 0)}, {".le.unc", CMPB(0xc, 0, 0, 1)},
	{".leu", CMPB(0xd, 0, 0, 0)}, {".leu.unc", CMPB(0xd, 0, 0, 1)},
	{NULL, 0},
};
/* Immediate forms that encode imm - 1: a <= b is a - 1 < b. */
static const struct completer CMP_IMM_LE[] = {
	{".le", CMPB(0xc, 0, 0, 0)}, {".le.unc", CMPB(0xc, 0, 0, 1)},
	{NULL, 0},
};
static const struct completer CMP_IMM_LEU[] = {
	{".leu", CMPB(0xd, 0, 0, 0)}, {".leu.unc", CMPB(0xd, 0, 0, 1)},
	{NULL, 0},
};
/* ... and a > b is !(a - 1 < b). */
static const struct completer CMP_IMM_GT[] = {
	{".gt", CMPB(0xc, 0, 0, 0)}, {".gt.unc", CMPB(0xc, 0, 0, 1)},
	{NULL, 0},
};
static const struct completer CMP_IMM_GTU[] = {
	{".gtu", CMPB(0xd, 0, 0, 0)}, {".gtu.unc", CMPB(0xd, 0, 0, 1)},
	{NULL, 0},
};
static const struct completer CMP_IMM_LTU[] = {
	{".ltu", CMPB(0xd, 0, 0, 0)}, {".ltu.unc", CMPB(0xd, 0, 0, 1)},
	{NULL, 0},
};
static const struct completer CMP_IMM_GEU[] = {
	{".geu", CMPB(0xd, 0, 0, 0)}, {".geu.unc", CMPB(0xd, 0, 0, 1)},
	{NULL, 0},
};

/* A7: parallel compares of r0 with r3 (tb = 1): gt (ta 0, c 0), le (0, 1),
 * ge (1, 0), lt (1, 1); the type picks the major opcode. */
#define A7B(op, ta, c) CMPB(op, 1, ta, c)
#define A7_TYPE(t, op)                                                       \
	{".gt" t, A7B(op, 0, 0)}, {".le" t, A7B(op, 0, 1)},                 \
	{".ge" t, A7B(op, 1, 0)}, {".lt" t, A7B(op, 1, 1)}
/* andcm/orcm: the negated relation (gt <-> le, ge <-> lt). */
#define A7_NEG(t, op)                                                        \
	{".gt" t, A7B(op, 0, 1)}, {".le" t, A7B(op, 0, 0)},                 \
	{".ge" t, A7B(op, 1, 1)}, {".lt" t, A7B(op, 1, 0)}
/* written r3, r0: the swapped relation (gt <-> lt, ge <-> le). */
#define A7_SWAP(t, op)                                                       \
	{".gt" t, A7B(op, 1, 1)}, {".le" t, A7B(op, 1, 0)},                 \
	{".ge" t, A7B(op, 0, 1)}, {".lt" t, A7B(op, 0, 0)}
/* written r3, r0 with andcm/orcm: swapped, then negated (gt -> lt ->
 * ge, le -> ge -> lt, ge -> le -> gt, lt -> gt -> le). */
#define A7_SWAP_NEG(t, op)                                                   \
	{".gt" t, A7B(op, 1, 0)}, {".le" t, A7B(op, 1, 1)},                 \
	{".ge" t, A7B(op, 0, 0)}, {".lt" t, A7B(op, 0, 1)}

static const struct completer CMP_R0[] = {
	A7_TYPE(".and", AND_T), A7_TYPE(".or", OR_T),
	A7_TYPE(".or.andcm", ORANDCM_T),
	{NULL, 0},
};
static const struct completer CMP_R0_CM[] = {
	A7_NEG(".andcm", AND_T), A7_NEG(".orcm", OR_T), {NULL, 0},
};
static const struct completer CMP_R0_SWAP_PREDS[] = {
	A7_NEG(".and.orcm", ORANDCM_T), {NULL, 0},
};
static const struct completer CMP_R0_SWAP_REGS[] = {
	A7_SWAP(".and", AND_T), A7_SWAP(".or", OR_T),
	A7_SWAP(".or.andcm", ORANDCM_T),
	{NULL, 0},
};
static const struct completer CMP_R0_SWAP_REGS_CM[] = {
	A7_SWAP_NEG(".andcm", AND_T), A7_SWAP_NEG(".orcm", OR_T), {NULL, 0},
};
static const struct completer CMP_R0_SWAP_BOTH[] = {
	A7_SWAP_NEG(".and.orcm", ORANDCM_T), {NULL, 0},
};

/* ---- checks --------------------------------------------------------------- */

/* cmp.gtu/cmp.leu p1,p2=imm,r3: imm - 1 must not wrap to -1 (GNU as:
 * "-127-(-1),1-128").  The immediate is the only one of the row, after one
 * or two targets. */
static const char *check_imm_not_zero(const struct operand *ops)
{
	const struct operand *imm = ops[1].type == OP_IMM ? &ops[1] : &ops[2];
	if (imm->type == OP_IMM && imm->imm == IMM_CONST && imm->value == 0)
		return "an 8-bit immediate other than 0 for an unsigned compare";
	return NULL;
}

/* ---- rows ----------------------------------------------------------------- */

#define ALU .type = TYPE_A, .port = PORT_A, .lat = LAT_ADDER
#define MMALU .type = TYPE_A, .port = PORT_A, .lat = LAT_MMEDIA

/* The compare rows of one register or immediate width: x2r is the x2 of
 * the register form, x2i that of the immediate form.  n targets are
 * written: NAT lists them in the order the syllable names them (p1, p2),
 * SWP in the order of the forms that swap them.  GNU as takes one target
 * alone ("cmp.eq p6 = r2, r3") as that target and p0, which has no bits:
 * those rows are the same with p2 (NAT) or p1 (SWP) left out. */
#define PP_NAT2 &P1, &P2
#define PP_SWP2 &P2, &P1
#define PP_NAT1 &P1
#define PP_SWP1 &P2
/* andcm and orcm of r0 and a register: written r3, r0 (the relation
 * swapped and negated) or r0, r3 (negated).  For r0, r0 either fits and
 * GNU as takes the first it tries: r3, r0 with two targets, r0, r3 with
 * one. */
#define A7CM_SWAP(nm, x2r, n, ...)                                            \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_R0_SWAP_REGS_CM), ALU, .format = "A7",       \
	  .opcode = X2(x2r), .nouts = n, OPS(__VA_ARGS__, &R3, &R0),          \
	  .flags = IF_PSEUDO }
#define A7CM_R0(nm, x2r, n, ...)                                              \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_R0_CM), ALU, .format = "A7",                 \
	  .opcode = X2(x2r), .nouts = n, OPS(__VA_ARGS__, &R0, &R3),          \
	  .flags = IF_PSEUDO }
#define A7CM_SWAP_FIRST(nm, x2r, n, ...)                                      \
	A7CM_SWAP(nm, x2r, n, __VA_ARGS__), A7CM_R0(nm, x2r, n, __VA_ARGS__)
#define A7CM_R0_FIRST(nm, x2r, n, ...)                                        \
	A7CM_R0(nm, x2r, n, __VA_ARGS__), A7CM_SWAP(nm, x2r, n, __VA_ARGS__)
#define CMP_ROWS(nm, x2r, x2i, n, NAT, SWP, A7CM)                             \
	/* A6: register-register */                                           \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_NATIVE), ALU, .format = "A6",                \
	  .opcode = X2(x2r), .nouts = n, OPS(NAT, &R2, &R3) },                \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_NATIVE_CM), ALU, .format = "A6",             \
	  .opcode = X2(x2r), .nouts = n, OPS(NAT, &R2, &R3),                  \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_SWAP_REGS), ALU, .format = "A6",             \
	  .opcode = X2(x2r), .nouts = n, OPS(NAT, &R3, &R2),                  \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_SWAP_PREDS), ALU, .format = "A6",            \
	  .opcode = X2(x2r), .nouts = n, OPS(SWP, &R2, &R3),                  \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_SWAP_BOTH), ALU, .format = "A6",             \
	  .opcode = X2(x2r), .nouts = n, OPS(SWP, &R3, &R2),                  \
	  .flags = IF_PSEUDO },                                               \
	/* A7: parallel compares of r0 and a register; A7CM gives the andcm   \
	 * and orcm rows in the order GNU as tries them. */                   \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_R0), ALU, .format = "A7",                    \
	  .opcode = X2(x2r), .nouts = n, OPS(NAT, &R0, &R3) },                \
	A7CM(nm, x2r, n, NAT),                                                \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_R0_SWAP_PREDS), ALU, .format = "A7",         \
	  .opcode = X2(x2r), .nouts = n, OPS(SWP, &R0, &R3),                  \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_R0_SWAP_REGS), ALU, .format = "A7",          \
	  .opcode = X2(x2r), .nouts = n, OPS(NAT, &R3, &R0),                  \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_R0_SWAP_BOTH), ALU, .format = "A7",          \
	  .opcode = X2(x2r), .nouts = n, OPS(SWP, &R3, &R0),                  \
	  .flags = IF_PSEUDO },                                               \
	/* A8: immediate-register */                                          \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_NATIVE), ALU, .format = "A8",                \
	  .opcode = X2(x2i), .nouts = n, OPS(NAT, &IMM8, &R3) },              \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_NATIVE_CM), ALU, .format = "A8",             \
	  .opcode = X2(x2i), .nouts = n, OPS(NAT, &IMM8, &R3),                \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_SWAP_PREDS), ALU, .format = "A8",            \
	  .opcode = X2(x2i), .nouts = n, OPS(SWP, &IMM8, &R3),                \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_IMM_LE), ALU, .format = "A8",                \
	  .opcode = X2(x2i), .nouts = n, OPS(NAT, &IMM8_M1, &R3),             \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_IMM_LEU), ALU, .format = "A8",               \
	  .opcode = X2(x2i), .nouts = n, OPS(NAT, &IMM8_M1U, &R3),            \
	  .flags = IF_PSEUDO, .check = check_imm_not_zero },                  \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_IMM_GT), ALU, .format = "A8",                \
	  .opcode = X2(x2i), .nouts = n, OPS(SWP, &IMM8_M1, &R3),             \
	  .flags = IF_PSEUDO },                                               \
	{ .name = nm, .cls = CLS_CMP, GROUPS(CMP_IMM_GTU), ALU, .format = "A8",               \
	  .opcode = X2(x2i), .nouts = n, OPS(SWP, &IMM8_M1U, &R3),            \
	  .flags = IF_PSEUDO, .check = check_imm_not_zero }

/* cmp4's unsigned compares with a 32-bit immediate (IMM8_U32 above). */
#define CMP4_U32_ROWS(n, NAT, SWP)                                            \
	{ .name = "cmp4", .cls = CLS_CMP, GROUPS(CMP_IMM_LTU), ALU, .format = "A8",           \
	  .opcode = X2(3), .nouts = n, OPS(NAT, &IMM8_U32, &R3),              \
	  .flags = IF_PSEUDO },                                               \
	{ .name = "cmp4", .cls = CLS_CMP, GROUPS(CMP_IMM_GEU), ALU, .format = "A8",           \
	  .opcode = X2(3), .nouts = n, OPS(SWP, &IMM8_U32, &R3),              \
	  .flags = IF_PSEUDO },                                               \
	{ .name = "cmp4", .cls = CLS_CMP, GROUPS(CMP_IMM_LEU), ALU, .format = "A8",           \
	  .opcode = X2(3), .nouts = n, OPS(NAT, &IMM8_M1U32, &R3),            \
	  .flags = IF_PSEUDO },                                               \
	{ .name = "cmp4", .cls = CLS_CMP, GROUPS(CMP_IMM_GTU), ALU, .format = "A8",           \
	  .opcode = X2(3), .nouts = n, OPS(SWP, &IMM8_M1U32, &R3),            \
	  .flags = IF_PSEUDO }

const struct insn_desc table_a[] = {
	/* A1: register-register */
	{ .name = "add", ALU, .format = "A1", .opcode = A1(0, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "add", ALU, .format = "A1", .opcode = A1(0, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3, &ONE) },
	{ .name = "sub", ALU, .format = "A1", .opcode = A1(1, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "sub", ALU, .format = "A1", .opcode = A1(1, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3, &ONE) },
	{ .name = "addp4", ALU, .format = "A1", .opcode = A1(2, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "and", ALU, .format = "A1", .opcode = A1(3, 0),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "andcm", ALU, .format = "A1", .opcode = A1(3, 1),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "or", ALU, .format = "A1", .opcode = A1(3, 2),
	  .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "xor", ALU, .format = "A1", .opcode = A1(3, 3),
	  .nouts = 1, OPS(&R1, &R2, &R3) },

	/* A2: shift left and add */
	{ .name = "shladd", ALU, .format = "A2", .opcode = A2(4),
	  .nouts = 1, OPS(&R1, &R2, &COUNT2, &R3) },
	{ .name = "shladdp4", ALU, .format = "A2", .opcode = A2(6),
	  .nouts = 1, OPS(&R1, &R2, &COUNT2, &R3) },

	/* A3: immediate8-register */
	{ .name = "sub", ALU, .format = "A3", .opcode = A3(9, 1),
	  .nouts = 1, OPS(&R1, &IMM8, &R3) },
	{ .name = "and", ALU, .format = "A3", .opcode = A3(0xb, 0),
	  .nouts = 1, OPS(&R1, &IMM8, &R3) },
	{ .name = "andcm", ALU, .format = "A3", .opcode = A3(0xb, 1),
	  .nouts = 1, OPS(&R1, &IMM8, &R3) },
	{ .name = "or", ALU, .format = "A3", .opcode = A3(0xb, 2),
	  .nouts = 1, OPS(&R1, &IMM8, &R3) },
	{ .name = "xor", ALU, .format = "A3", .opcode = A3(0xb, 3),
	  .nouts = 1, OPS(&R1, &IMM8, &R3) },

	/* A4, A5: add immediate.  "add r1=imm,r3" is addl when r3 is r0-r3
	 * (GNU as takes the 22-bit form first), else adds. */
	{ .name = "adds", ALU, .format = "A4", .opcode = A4(2),
	  .nouts = 1, OPS(&R1, &IMM14, &R3) },
	{ .name = "addp4", ALU, .format = "A4", .opcode = A4(3),
	  .nouts = 1, OPS(&R1, &IMM14, &R3) },
	{ .name = "addl", ALU, .format = "A5", .opcode = A5,
	  .nouts = 1, OPS(&R1, &IMM22, &R3_2) },
	{ .name = "add", ALU, .format = "A5", .opcode = A5,
	  .nouts = 1, OPS(&R1, &IMM22, &R3_2), .flags = IF_PSEUDO },
	{ .name = "add", ALU, .format = "A4", .opcode = A4(2),
	  .nouts = 1, OPS(&R1, &IMM14, &R3), .flags = IF_PSEUDO },
	/* mov r1=r3 is adds r1=0,r3; mov r1=imm22 is addl r1=imm22,r0 */
	{ .name = "mov", ALU, .format = "A4", .opcode = A4(2),
	  .nouts = 1, OPS(&R1, &R3), .flags = IF_PSEUDO },
	{ .name = "mov", ALU, .format = "A5", .opcode = A5,
	  .nouts = 1, OPS(&R1, &IMM22), .flags = IF_PSEUDO },

	/* A6, A7, A8: compares */
	CMP_ROWS("cmp", 0, 2, 2, PP_NAT2, PP_SWP2, A7CM_SWAP_FIRST),
	CMP_ROWS("cmp4", 1, 3, 2, PP_NAT2, PP_SWP2, A7CM_SWAP_FIRST),
	CMP_ROWS("cmp", 0, 2, 1, PP_NAT1, PP_SWP1, A7CM_R0_FIRST),
	CMP_ROWS("cmp4", 1, 3, 1, PP_NAT1, PP_SWP1, A7CM_R0_FIRST),
	CMP4_U32_ROWS(2, PP_NAT2, PP_SWP2),
	CMP4_U32_ROWS(1, PP_NAT1, PP_SWP1),

	/* A9: multimedia ALU */
	{ .name = "padd1", GROUPS(SAT), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ1, 0, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "padd2", GROUPS(SAT), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ2, 0, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "padd4", MMALU, .format = "A9",
	  .opcode = A9(MM_SZ4, 0, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "psub1", GROUPS(SAT), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ1, 1, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "psub2", GROUPS(SAT), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ2, 1, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "psub4", MMALU, .format = "A9",
	  .opcode = A9(MM_SZ4, 1, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pavg1", GROUPS(RAZ), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ1, 2, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pavg2", GROUPS(RAZ), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ2, 2, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pavgsub1", MMALU, .format = "A9",
	  .opcode = A9(MM_SZ1, 3, 2), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pavgsub2", MMALU, .format = "A9",
	  .opcode = A9(MM_SZ2, 3, 2), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pcmp1", GROUPS(PCMP_REL), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ1, 9, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pcmp2", GROUPS(PCMP_REL), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ2, 9, 0), .nouts = 1, OPS(&R1, &R2, &R3) },
	{ .name = "pcmp4", GROUPS(PCMP_REL), MMALU, .format = "A9",
	  .opcode = A9(MM_SZ4, 9, 0), .nouts = 1, OPS(&R1, &R2, &R3) },

	/* A10: multimedia shift and add */
	{ .name = "pshladd2", MMALU, .format = "A10",
	  .opcode = A9(MM_SZ2, 4, 0), .nouts = 1, OPS(&R1, &R2, &COUNT2_3, &R3) },
	{ .name = "pshradd2", MMALU, .format = "A10",
	  .opcode = A9(MM_SZ2, 6, 0), .nouts = 1, OPS(&R1, &R2, &COUNT2_3, &R3) },
};
const size_t table_a_size = TABLE_SIZE(table_a);
