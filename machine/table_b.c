/*
 * machine/table_b.c - B-unit rows (SDM vol 3, section 4.5: formats B1-B9),
 * the L+X rows of MLX bundles (section 4.7: formats X1-X5) and the
 * unit-less nop/break/hint.
 *
 * Bit layouts are the SDM's; every value below was checked against
 * `ia64-linux-gnu-as -x`.  Where GNU as differs from a plain reading of the
 * SDM the comment says so.
 */
#include "table.h"

/* ---- branch targets and tags ------------------------------------------- */

/* The displacement in bytes an IP-relative operand stands for: a label in
 * the instruction's own section is relative to the bundle; a constant is
 * already a displacement (GNU as: "br.cond.sptk 16" branches 16 bytes
 * ahead).  False when the field is left to the linker. */
static bool branch_disp(const struct operand *op, uint64_t ip, int64_t *disp)
{
	switch ((enum imm_state)op->imm) {
	case IMM_CONST:
		*disp = op->value;
		return true;
	case IMM_ADDR:
		*disp = op->value - (int64_t)(ip & ~15ull);
		return true;
	case IMM_UNKNOWN:
	case IMM_RELOC:
		break;
	}
	return false;
}

/* disp >> 4, rounding down as GNU as does (it never rejects a target that
 * is not bundle aligned: the low bits are dropped). */
static int64_t bundles(int64_t disp)
{
	uint64_t u = (uint64_t)disp >> 4;
	if (disp < 0)
		u |= ~(~0ull >> 4);
	return (int64_t)u;
}

static void put_fields(const struct operand_kind *k, uint64_t v, uint64_t *word)
{
	for (int f = 0; f < k->nfields; f++) {
		const struct bitfield *b = &k->fields[f];
		uint64_t mask = (1ull << b->width) - 1;
		*word |= ((v >> b->value_lsb) & mask) << b->insn_lsb;
	}
}

/* target25 of B1, B3, B6 (imm20b at 13, sign s at 36) and tag13 of B6, B7
 * (timm7a at 6, t2e at 33): the range is checked on the byte displacement,
 * the field holds the bundle count. */
static const char *enc_pcrel(const struct operand_kind *k,
			     const struct operand *op, uint64_t ip,
			     uint64_t words[2])
{
	int64_t disp;
	if (!branch_disp(op, ip, &disp))
		return NULL;		/* relocation: the field stays 0 */
	if (disp < k->min || disp > k->max)
		return "branch target out of range";
	put_fields(k, (uint64_t)bundles(disp), &words[0]);
	return NULL;
}

static const char *enc_tag(const struct operand_kind *k,
			   const struct operand *op, uint64_t ip,
			   uint64_t words[2])
{
	int64_t disp;
	if (op->imm == IMM_UNKNOWN)
		return NULL;
	if (!branch_disp(op, ip, &disp))
		return "a branch tag must have a constant value";
	if (disp < k->min || disp > k->max)
		return "branch tag out of range";
	put_fields(k, (uint64_t)bundles(disp), &words[0]);
	return NULL;
}

/* target25: +-16 MB. */
static const struct operand_kind TARGET25 = {
	.what = "branch target", .type = OP_IMM, .pcrel = true,
	.is_signed = true, .min = -(1ll << 24), .max = (1ll << 24) - 1,
	.nfields = 2, .fields = {{13, 20, 0}, {36, 1, 20}},
	.encode = enc_pcrel,
};

/* tag13: the predicted branch, 9 bits of bundles (+-4 KB). */
static const struct operand_kind TAG13 = {
	.what = "branch tag", .type = OP_IMM, .pcrel = true,
	.is_signed = true, .min = -4096, .max = 4095,
	.nfields = 2, .fields = {{6, 7, 0}, {33, 2, 7}},
	.encode = enc_tag,
};

/* X3/X4 target64: imm60 = disp >> 4; imm20b (bits 0-19) at 13 of X, imm39
 * (bits 20-58) at 2 of L, i (bit 59) at 36 of X.  Any displacement fits. */
static const char *enc_target64(const struct operand_kind *k,
				const struct operand *op, uint64_t ip,
				uint64_t words[2])
{
	(void)k;
	int64_t disp;
	if (!branch_disp(op, ip, &disp))
		return NULL;
	uint64_t v = (uint64_t)bundles(disp);
	words[1] |= F(v & 0xfffff, 13) | F((v >> 59) & 1, 36);
	words[0] |= F((v >> 20) & ((1ull << 39) - 1), 2);
	return NULL;
}

static const struct operand_kind TARGET64 = {
	.what = "branch target", .type = OP_IMM, .pcrel = true,
	.is_signed = true, .min = INT64_MIN, .max = INT64_MAX,
	.encode = enc_target64,
};

/* ---- immediates ---------------------------------------------------------- */

/* imm21 of break.b/nop.b/hint.b: GNU as wants a constant. */
static const char *enc_imm21(const struct operand_kind *k,
			     const struct operand *op, uint64_t ip,
			     uint64_t words[2])
{
	(void)ip;
	if (op->imm == IMM_UNKNOWN)
		return NULL;
	if (op->imm != IMM_CONST || op->value < k->min || op->value > k->max)
		return "operand should be a 21-bit unsigned";
	put_fields(k, (uint64_t)op->value, &words[0]);
	return NULL;
}

static const struct operand_kind B_IMM21 = {
	.what = "21-bit unsigned immediate", .type = OP_IMM, .min = 0,
	.max = (1 << 21) - 1, .nfields = 2, .fields = {{6, 20, 0}, {36, 1, 20}},
	.encode = enc_imm21,
};

/* X1/X5 imm62.  GNU as packs it as imm20a = bits 0-19 (X bits 6-25),
 * i = bit 20 (X bit 36), imm41 = bits 21-61 (the whole L syllable). */
static const char *enc_imm62(const struct operand_kind *k,
			     const struct operand *op, uint64_t ip,
			     uint64_t words[2])
{
	(void)ip;
	const char *error;
	if (!table_constant_in_range(k, op, "62-bit relocation not yet implemented",
				     "operand should be a 62-bit unsigned", &error))
		return error;
	uint64_t v = (uint64_t)op->value;
	words[1] |= F(v & 0xfffff, 6) | F((v >> 20) & 1, 36);
	words[0] |= (v >> 21) & ((1ull << 41) - 1);
	return NULL;
}

static const struct operand_kind IMM62 = {
	.what = "62-bit unsigned immediate", .type = OP_IMM, .min = 0,
	.max = (1ll << 62) - 1, .encode = enc_imm62,
};

/* X2 imm64 of movl: imm7b = bits 0-6 (X 13), imm9d = bits 7-15 (X 27),
 * imm5c = bits 16-20 (X 22), ic = bit 21 (X 21), imm41 = bits 22-62 (L),
 * i = bit 63 (X 36).  A value that needs a relocation leaves it all 0. */
static const char *enc_imm64(const struct operand_kind *k,
			     const struct operand *op, uint64_t ip,
			     uint64_t words[2])
{
	(void)k;
	(void)ip;
	if (op->imm != IMM_CONST)
		return NULL;
	uint64_t v = (uint64_t)op->value;
	words[1] |= F(v & 0x7f, 13) | F((v >> 7) & 0x1ff, 27) |
		    F((v >> 16) & 0x1f, 22) | F((v >> 21) & 1, 21) |
		    F(v >> 63, 36);
	words[0] |= (v >> 22) & ((1ull << 41) - 1);
	return NULL;
}

static const struct operand_kind IMM64 = {
	.what = "64-bit immediate", .type = OP_IMM, .min = INT64_MIN,
	.max = INT64_MAX, .encode = enc_imm64,
	.reloc_field = RFIELD_IMM64,
};

/* ---- completers ---------------------------------------------------------- */

/* Branch whether hint of B1-B4, X3, X4: wh at 33-34. */
#define WH(v) F(v, 33)
static const struct completer bwh[] = {
	{".sptk", WH(0)}, {".spnt", WH(1)}, {".dptk", WH(2)}, {".dpnt", WH(3)},
	{NULL, 0},
};
/* The same, optional (default .sptk): the br and brl pseudo-ops. */
static const struct completer bwh_opt[] = {
	{"", WH(0)}, {".sptk", WH(0)}, {".spnt", WH(1)}, {".dptk", WH(2)},
	{".dpnt", WH(3)}, {NULL, 0},
};
/* B5 (indirect call): wh is 3 bits at 32-34. */
static const struct completer bwh_b5[] = {
	{".sptk", F(1, 32)}, {".spnt", F(3, 32)}, {".dptk", F(5, 32)},
	{".dpnt", F(7, 32)}, {NULL, 0},
};
/* Sequential prefetch hint: p at 12. */
static const struct completer ph[] = {
	{"", 0}, {".few", 0}, {".many", F(1, 12)}, {NULL, 0},
};
/* Branch cache deallocation hint: d at 35. */
static const struct completer dh[] = {
	{"", 0}, {".clr", F(1, 35)}, {NULL, 0},
};
/* brp IP-relative whether hint: wh at 3-4. */
static const struct completer ipwh[] = {
	{".sptk", F(0, 3)}, {".loop", F(1, 3)}, {".dptk", F(2, 3)},
	{".exit", F(3, 3)}, {NULL, 0},
};
/* brp indirect whether hint. */
static const struct completer indwh[] = {
	{".sptk", F(0, 3)}, {".dptk", F(2, 3)}, {NULL, 0},
};
/* brp importance hint: ih at 35. */
static const struct completer ih[] = {
	{"", 0}, {".imp", F(1, 35)}, {NULL, 0},
};

/* ---- opcodes ------------------------------------------------------------- */

#define B1(btype) (MAJOR(4) | F(btype, 6))		/* also B2 */
#define B4(x6, btype) (MAJOR(0) | F(x6, 27) | F(btype, 6))
#define B8(x6) (MAJOR(0) | F(x6, 27))
#define B7(x6) (MAJOR(2) | F(x6, 27))

/* hint.b: GNU as's default (-mhint.b=error) rejects it; -mhint.b=warning
 * takes it with a warning, -mhint.b=ok silently. */
static const char *no_hint_b(const struct operand *ops)
{
	(void)ops;
	return insn_hint_b_mode() == HINT_B_ERROR ? "hint.b shouldn't be used" : NULL;
}

static const char *warn_hint_b(const struct operand *ops)
{
	(void)ops;
	return insn_hint_b_mode() == HINT_B_WARNING ? "hint.b may be treated as nop" : NULL;
}

const struct insn_desc table_b[] = {
	/* B1: IP-relative branch */
	{ .name = "br.cond", .cls = CLS_BR_COND, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B1", .opcode = B1(0), OPS(&TARGET25),
	  .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "br.wexit", .cls = CLS_BR_WEXIT, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B1", .opcode = B1(2), OPS(&TARGET25), .flags = IF_SLOT2,
	  .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "br.wtop", .cls = CLS_BR_WTOP, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B1", .opcode = B1(3), OPS(&TARGET25), .flags = IF_SLOT2,
	  .port = PORT_B, .lat = LAT_BRANCH },
	/* B2: IP-relative counted branch (no qualifying predicate) */
	{ .name = "br.cloop", .cls = CLS_BR_CLOOP, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B2", .opcode = B1(5), OPS(&TARGET25),
	  .flags = IF_SLOT2 | IF_NO_QP, .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "br.cexit", .cls = CLS_BR_CEXIT, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B2", .opcode = B1(6), OPS(&TARGET25),
	  .flags = IF_SLOT2 | IF_NO_QP, .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "br.ctop", .cls = CLS_BR_CTOP, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B2", .opcode = B1(7), OPS(&TARGET25),
	  .flags = IF_SLOT2 | IF_NO_QP, .port = PORT_B, .lat = LAT_BRANCH },
	/* B3: IP-relative call */
	{ .name = "br.call", .cls = CLS_BR_CALL, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B3", .opcode = MAJOR(5), .nouts = 1, OPS(&B1, &TARGET25),
	  .port = PORT_B, .lat = LAT_BRANCH },
	/* B4: indirect branch */
	{ .name = "br.cond", .cls = CLS_BR_COND, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B4", .opcode = B4(0x20, 0), OPS(&B2),
	  .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "br.ia", .cls = CLS_BR_IA, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B4", .opcode = B4(0x20, 1), OPS(&B2),
	  .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "br.ret", .cls = CLS_BR_RET, GROUPS(bwh, ph, dh), .type = TYPE_B,
	  .format = "B4", .opcode = B4(0x21, 4), OPS(&B2),
	  .port = PORT_B, .lat = LAT_BRANCH },
	/* B5: indirect call */
	{ .name = "br.call", .cls = CLS_BR_CALL, GROUPS(bwh_b5, ph, dh), .type = TYPE_B,
	  .format = "B5", .opcode = MAJOR(1), .nouts = 1, OPS(&B1, &B2),
	  .port = PORT_B, .lat = LAT_BRANCH },
	/* br: br.cond with an optional whether hint */
	{ .name = "br", .cls = CLS_BR_COND, GROUPS(bwh_opt, ph, dh), .type = TYPE_B,
	  .format = "B1", .opcode = B1(0), OPS(&TARGET25), .flags = IF_PSEUDO,
	  .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "br", .cls = CLS_BR_COND, GROUPS(bwh_opt, ph, dh), .type = TYPE_B,
	  .format = "B4", .opcode = B4(0x20, 0), OPS(&B2), .flags = IF_PSEUDO,
	  .port = PORT_B, .lat = LAT_BRANCH },
	/* B6: IP-relative predict */
	{ .name = "brp", .cls = CLS_BRP, GROUPS(ipwh, ih), .type = TYPE_B, .format = "B6",
	  .opcode = MAJOR(7), OPS(&TARGET25, &TAG13),
	  .flags = IF_NO_QP | IF_BRP, .port = PORT_B },
	/* B7: indirect predict */
	{ .name = "brp", .cls = CLS_BRP, GROUPS(indwh, ih), .type = TYPE_B, .format = "B7",
	  .opcode = B7(0x10), OPS(&B2, &TAG13),
	  .flags = IF_NO_QP | IF_BRP, .port = PORT_B },
	{ .name = "brp.ret", .cls = CLS_BRP, GROUPS(indwh, ih), .type = TYPE_B, .format = "B7",
	  .opcode = B7(0x11), OPS(&B2, &TAG13),
	  .flags = IF_NO_QP | IF_BRP, .port = PORT_B },
	/* B8: miscellaneous */
	{ .name = "cover", .cls = CLS_COVER, .type = TYPE_B, .format = "B8", .opcode = B8(0x02),
	  .flags = IF_NO_QP | IF_LAST, .port = PORT_B },
	{ .name = "clrrrb", .cls = CLS_CLRRRB, .type = TYPE_B, .format = "B8", .opcode = B8(0x04),
	  .flags = IF_NO_QP | IF_LAST, .port = PORT_B },
	{ .name = "clrrrb.pr", .cls = CLS_CLRRRB_PR, .type = TYPE_B, .format = "B8",
	  .opcode = B8(0x05), .flags = IF_NO_QP | IF_LAST, .port = PORT_B },
	{ .name = "rfi", .cls = CLS_RFI, .type = TYPE_B, .format = "B8", .opcode = B8(0x08),
	  .flags = IF_NO_QP | IF_LAST, .port = PORT_B, .lat = LAT_BRANCH },
	{ .name = "bsw.0", .cls = CLS_BSW, .type = TYPE_B, .format = "B8", .opcode = B8(0x0c),
	  .flags = IF_NO_QP | IF_LAST, .port = PORT_B },
	{ .name = "bsw.1", .cls = CLS_BSW, .type = TYPE_B, .format = "B8", .opcode = B8(0x0d),
	  .flags = IF_NO_QP | IF_LAST, .port = PORT_B },
	{ .name = "epc", .cls = CLS_EPC, .type = TYPE_B, .format = "B8", .opcode = B8(0x10),
	  .flags = IF_NO_QP, .port = PORT_B },
	{ .name = "vmsw.0", .cls = CLS_VMSW, .type = TYPE_B, .format = "B8", .opcode = B8(0x18),
	  .flags = IF_NO_QP, .port = PORT_B },
	{ .name = "vmsw.1", .cls = CLS_VMSW, .type = TYPE_B, .format = "B8", .opcode = B8(0x19),
	  .flags = IF_NO_QP, .port = PORT_B },
	/* B9: break, nop, hint */
	{ .name = "break.b", .cls = CLS_BREAK, .type = TYPE_B, .format = "B9",
	  .opcode = MAJOR(0) | F(0x00, 27), OPS(&B_IMM21), .port = PORT_B },
	{ .name = "nop.b", .cls = CLS_NOP, .type = TYPE_B, .format = "B9",
	  .opcode = MAJOR(2) | F(0x00, 27), OPS(&B_IMM21), .flags = IF_NOP,
	  .port = PORT_B },
	{ .name = "hint.b", .cls = CLS_HINT, .type = TYPE_B, .format = "B9",
	  .opcode = MAJOR(2) | F(0x01, 27), OPS(&B_IMM21), .flags = IF_NOP,
	  .port = PORT_B, .check = no_hint_b, .warn = warn_hint_b },

	/* X1: break.x */
	{ .name = "break.x", .cls = CLS_BREAK, .type = TYPE_LX, .format = "X1",
	  .opcode = MAJOR(0) | F(0, 33) | F(0x00, 27), OPS(&IMM62),
	  .port = PORT_LX },
	/* X2: movl */
	{ .name = "movl", .cls = CLS_MOVL, .type = TYPE_LX, .format = "X2", .opcode = MAJOR(6),
	  .nouts = 1, OPS(&R1, &IMM64), .port = PORT_LX, .lat = LAT_ADDER },
	/* X3: long branch; brl is brl.cond with an optional whether hint */
	{ .name = "brl.cond", .cls = CLS_BR_COND, GROUPS(bwh, ph, dh), .type = TYPE_LX,
	  .format = "X3", .opcode = MAJOR(0xc), OPS(&TARGET64),
	  .port = PORT_LX, .lat = LAT_BRANCH },
	{ .name = "brl", .cls = CLS_BR_COND, GROUPS(bwh_opt, ph, dh), .type = TYPE_LX,
	  .format = "X3", .opcode = MAJOR(0xc), OPS(&TARGET64),
	  .flags = IF_PSEUDO, .port = PORT_LX, .lat = LAT_BRANCH },
	/* X4: long call */
	{ .name = "brl.call", .cls = CLS_BR_CALL, GROUPS(bwh, ph, dh), .type = TYPE_LX,
	  .format = "X4", .opcode = MAJOR(0xd), .nouts = 1,
	  OPS(&B1, &TARGET64), .port = PORT_LX, .lat = LAT_BRANCH },
	/* X5: nop.x, hint.x (y at 26) */
	{ .name = "nop.x", .cls = CLS_NOP, .type = TYPE_LX, .format = "X5",
	  .opcode = MAJOR(0) | F(0x01, 27), OPS(&IMM62), .flags = IF_NOP,
	  .port = PORT_LX },
	{ .name = "hint.x", .cls = CLS_HINT, .type = TYPE_LX, .format = "X5",
	  .opcode = MAJOR(0) | F(0x01, 27) | F(1, 26), OPS(&IMM62),
	  .flags = IF_NOP, .port = PORT_LX },

	/* nop, break, hint without a unit: the bundler picks the unit by the
	 * slot and looks up "nop.<unit>" etc.  GNU as limits the operand to 21
	 * bits even in an X slot. */
	{ .name = "nop", .cls = CLS_NOP, .type = TYPE_ANY, .format = "any", OPS(&IMM21),
	  .flags = IF_NOP },
	{ .name = "break", .cls = CLS_BREAK, .type = TYPE_ANY, .format = "any", OPS(&IMM21) },
	{ .name = "hint", .cls = CLS_HINT, .type = TYPE_ANY, .format = "any", OPS(&IMM21),
	  .flags = IF_NOP },
};
const size_t table_b_size = TABLE_SIZE(table_b);
