/*
 * machine/table_m.c - M-unit rows (SDM vol 3, section 4.4: formats M1-M48).
 *
 * Field layout (bit numbers of the 41-bit syllable):
 *   major opcode 37-40; loads/stores/semaphores/getf (major 4, 5) and FP
 *   loads/stores/lfetch/setf (major 6, 7): m 36, x6 30-35, hint 28-29,
 *   x 27; system/memory management major 1: x3 33-35, x6 27-32; major 0:
 *   x3 33-35, x2 31-32, x4 27-30 (written below as one 6-bit x6 at 27).
 *
 * Facts observed from GNU as beyond the SDM:
 *   - every load, store and lfetch without a post-increment takes the hints
 *     .nt1 .nt2 .nta and the locality hints .d1-.d7; .d4-.d7 set one more
 *     bit in an unused register field (bit 19 for loads, whose r2/imm field
 *     is free; bit 12 for stores and lfetch, whose r1 field is free);
 *   - post-increment loads take only .nt1/.nta, post-increment stores only
 *     .nta; lfetch takes every hint in every form;
 *   - semaphores and FP load pairs take .nt1/.nta;
 *   - the implicit operands ar.ccv, ar.csd and ar.pfs may be left out
 *     (cmpxchg, cmp8xchg16, ld16, st16, alloc);
 *   - hint.m takes a 19-bit value: bits 0-3 in 6-9, bits 4-17 in 12-25 and
 *     bit 18 in bit 36 (bits 10-11 stay clear);
 *   - alloc r1=ar.pfs,i,l,o,r encodes sof = i+l+o and sol = sof-o, except
 *     that when r exceeds i+l+o (a warning) sof is taken as 0 so sol = -o
 *     must be 0 to be accepted.
 *
 * Ports and latency rows follow shared/reference/dispersal-rules.md; where
 * that file leaves a choice it is marked [model] below.
 */
#include "table.h"

/* ---- opcode helpers ------------------------------------------------------ */

/* Major 4/5/6/7 memory formats: m (36), x6 (30-35), x (27). */
#define MEM(major, m, x6, x) (MAJOR(major) | F(m, 36) | F(x6, 30) | F(x, 27))
/* Major 0 and 1 system formats: x3 (33-35), x6 = x2:x4 (27-32). */
#define SYS(major, x3, x6) (MAJOR(major) | F(x3, 33) | F(x6, 27))

/* ---- operand kinds ------------------------------------------------------- */

/* imm9 of post-increment loads and lfetch (M3, M8, M15): imm7b 13-19, i 27,
 * s 36. */
static const struct operand_kind IMM9_LD = {
	.what = "9-bit signed immediate", .type = OP_IMM, .min = -256,
	.max = 255, .is_signed = true, .nfields = 3,
	.fields = {{13, 7, 0}, {27, 1, 7}, {36, 1, 8}},
	.constant = true,
};
/* imm9 of post-increment stores (M5, M10): imm7a 6-12, i 27, s 36. */
static const struct operand_kind IMM9_ST = {
	.what = "9-bit signed immediate", .type = OP_IMM, .min = -256,
	.max = 255, .is_signed = true, .nfields = 3,
	.fields = {{6, 7, 0}, {27, 1, 7}, {36, 1, 8}},
	.constant = true,
};
/* The implied post-increment of FP load pairs: no bits. */
static const struct operand_kind EIGHT = {
	.what = "the constant 8", .type = OP_IMM, .min = 8, .max = 8,
	.constant = true,
};
static const struct operand_kind SIXTEEN = {
	.what = "the constant 16", .type = OP_IMM, .min = 16, .max = 16,
	.constant = true,
};
/* The symbol of ld8.mov r1=[r3],sym: no bits (it names the GOT entry for
 * the linker's LTOFF22X relaxation); a constant is accepted too. */
static const struct operand_kind LDXMOV_SYM = {
	.what = "symbol", .type = OP_IMM, .min = INT64_MIN, .max = INT64_MAX,
};
/* lfetch.count [r3],count,stride (Itanium 9500): count 1-64 as count - 1
 * in bits 6-11; stride -1024..960 as stride >> 6 in bits 13-17, GNU as
 * dropping the low six bits with a warning (see lfetch_stride_warning). */
static const struct operand_kind LFETCH_COUNT = {
	.what = "lfetch count (1-64)", .type = OP_IMM, .min = 1, .max = 64,
	.xform = XF_MINUS1, .nfields = 1, .fields = {{6, 6, 0}},
	.constant = true,
};
static const char *encode_lfetch_stride(const struct operand_kind *k,
					const struct operand *op, uint64_t ip,
					uint64_t words[2])
{
	(void)ip;
	const char *error;
	if (!table_constant_in_range(k, op, "lfetch stride must be a constant",
				     "lfetch stride out of range (-1024..960)",
				     &error))
		return error;
	words[0] |= F(((uint64_t)(op->value >> 6)) & 31, 13);
	return NULL;
}
static const struct operand_kind LFETCH_STRIDE = {
	.what = "lfetch stride (-1024..960)", .type = OP_IMM, .min = -1024,
	.max = 960, .constant = true, .encode = encode_lfetch_stride,
};
static const char *lfetch_stride_warning(const struct operand *ops)
{
	if (ops[2].imm == IMM_CONST && (ops[2].value & 63))
		return "stride must be a multiple of 64; lower 6 bits ignored";
	return NULL;
}
/* probe immediate (M39, M40): i2b 13-14. */
static const struct operand_kind IMM2 = {
	.what = "2-bit unsigned immediate", .type = OP_IMM, .min = 0, .max = 3,
	.nfields = 1, .fields = {{13, 2, 0}},
	.constant = true,
};
/* sum/rum/ssm/rsm (M44): imm21a 6-26, i2d 31-32, i 36. */
static const struct operand_kind IMM24 = {
	.what = "24-bit unsigned immediate", .type = OP_IMM, .min = 0,
	.max = (1 << 24) - 1, .nfields = 3,
	.fields = {{6, 21, 0}, {31, 2, 21}, {36, 1, 23}},
	.constant = true,
};
/* hint.m (M48) as GNU as packs it; see the note at the top. */
static const struct operand_kind IMM19_HINT = {
	.what = "19-bit unsigned immediate", .type = OP_IMM, .min = 0,
	.max = (1 << 19) - 1, .nfields = 3,
	.fields = {{6, 4, 0}, {12, 14, 4}, {36, 1, 18}},
	.constant = true,
};

/* fetchadd increment (M17): s 15, i2b 13-14 (16 -> 0, 8 -> 1, 4 -> 2,
 * 1 -> 3). */
static int inc3_code(int64_t v)
{
	switch (v < 0 ? -v : v) {
	case 16: return 0;
	case 8: return 1;
	case 4: return 2;
	case 1: return 3;
	}
	return -1;
}

static const char *encode_inc3(const struct operand_kind *k,
			       const struct operand *op, uint64_t ip,
			       uint64_t words[2])
{
	(void)k;
	(void)ip;
	if (op->imm != IMM_CONST)
		return "fetchadd increment must be a constant";
	int c = inc3_code(op->value);
	if (c < 0)
		return "fetchadd increment must be +/- 1, 4, 8 or 16";
	words[0] |= F(c, 13) | F(op->value < 0, 15);
	return NULL;
}

static const struct operand_kind INC3 = {
	.what = "increment (+/- 1, 4, 8 or 16)", .type = OP_IMM, .min = -16,
	.max = 16, .encode = encode_inc3,
};

static const char *check_inc3(const struct operand *ops)
{
	if (ops[2].imm == IMM_CONST && inc3_code(ops[2].value) < 0)
		return "increment (+/- 1, 4, 8 or 16)";
	if (ops[2].imm != IMM_CONST)
		return "constant increment";
	return NULL;
}

/* Branch targets of chk: 21-bit bundle displacements.  M20/M21: imm7a 6-12,
 * imm13c 20-32, s 36.  M22/M23: imm20b 13-32, s 36. */
static const struct operand_kind TGT_M20 = {
	.what = "branch target", .type = OP_IMM, .min = -(1 << 24),
	.max = (1 << 24) - 1, .pcrel = true, .is_signed = true, .nfields = 3,
	.fields = {{6, 7, 0}, {20, 13, 7}, {36, 1, 20}},
};
static const struct operand_kind TGT_M22 = {
	.what = "branch target", .type = OP_IMM, .min = -(1 << 24),
	.max = (1 << 24) - 1, .pcrel = true, .is_signed = true, .nfields = 2,
	.fields = {{13, 20, 0}, {36, 1, 20}},
};

/* Fixed application registers. */
static const struct operand_kind AR_CSD = FIXED_REG_KIND("ar.csd", RF_AR, 25);
static const struct operand_kind AR_CCV = FIXED_REG_KIND("ar.ccv", RF_AR, 32);
static const struct operand_kind AR_PFS = FIXED_REG_KIND("ar.pfs", RF_AR, 64);
/* Application registers the M unit reaches: ar0-ar63 and ar112-ar127 (the
 * I unit owns ar64-ar111). */
static const struct operand_kind AR_M_LO =
	REG_KIND("M-unit application register", RF_AR, 20, 7, 0, 63);
static const struct operand_kind AR_M_HI =
	REG_KIND("M-unit application register", RF_AR, 20, 7, 112, 127);

/* Whole registers named by the instruction. */
#define SPECIAL_KIND(desc, sr)                                                \
	{ .what = desc, .type = OP_SPECIAL, .special = sr, .fixed = -1 }
static const struct operand_kind PSR = SPECIAL_KIND("psr", SR_PSR);
static const struct operand_kind PSR_L = SPECIAL_KIND("psr.l", SR_PSR_L);
static const struct operand_kind PSR_UM = SPECIAL_KIND("psr.um", SR_PSR_UM);

/* Indirect register files: file[r3], r3 at 20. */
#define IND_KIND(desc, f)                                                     \
	{ .what = desc, .type = OP_IND, .ind = f, .fixed = -1, .min = 0,      \
	  .max = 127, .nfields = 1, .fields = {{20, 7, 0}} }
static const struct operand_kind IND_RR_K = IND_KIND("rr[r3]", IND_RR);
static const struct operand_kind IND_DBR_K = IND_KIND("dbr[r3]", IND_DBR);
static const struct operand_kind IND_IBR_K = IND_KIND("ibr[r3]", IND_IBR);
static const struct operand_kind IND_PKR_K = IND_KIND("pkr[r3]", IND_PKR);
static const struct operand_kind IND_PMC_K = IND_KIND("pmc[r3]", IND_PMC);
static const struct operand_kind IND_PMD_K = IND_KIND("pmd[r3]", IND_PMD);
static const struct operand_kind IND_MSR_K = IND_KIND("msr[r3]", IND_MSR);
static const struct operand_kind IND_CPUID_K = IND_KIND("cpuid[r3]", IND_CPUID);
static const struct operand_kind IND_ITR_K = IND_KIND("itr[r3]", IND_ITR);
static const struct operand_kind IND_DTR_K = IND_KIND("dtr[r3]", IND_DTR);
static const struct operand_kind IND_DAHR_K = IND_KIND("dahr[r3]", IND_DAHR);
/* mov dahr3=imm16 (Itanium 9500): the hint.m layout with bit 10 set, the
 * register in bits 23-25 and imm16 as bits 0-3 at 6, 4-14 at 12 and 15 at
 * 36. */
static const struct operand_kind DAHR3 =
	REG_KIND("data access hint register", RF_DAHR, 23, 3, 0, 7);
static const struct operand_kind IMM16_DAHR = {
	.what = "16-bit unsigned immediate", .type = OP_IMM, .min = 0,
	.max = 0xffff, .nfields = 3,
	.fields = {{6, 4, 0}, {12, 11, 4}, {36, 1, 15}},
	.constant = true,
};

/* ---- alloc (M34) --------------------------------------------------------- */

/* alloc r1=ar.pfs,i,l,o,r (or alloc r1=i,l,o,r): the i, l and o operands
 * carry no bits by themselves; the r operand's encoder, last in the list,
 * reads the three before it and fills sof (13-19), sol (20-26) and sor
 * (27-30).  GNU as sums the counts as 32-bit unsigned numbers. */
struct frame_fields {
	int64_t sof, sol, sor;
	const char *err;
};

static struct frame_fields alloc_fields(const struct operand *ins)
{
	struct frame_fields f = {0, 0, 0, NULL};
	for (int i = 0; i < 4; i++)
		if (ins[i].imm != IMM_CONST) {
			f.err = "alloc counts must be constants";
			return f;
		}
	uint32_t sof = (uint32_t)ins[0].value + (uint32_t)ins[1].value +
		       (uint32_t)ins[2].value;
	int64_t rot = ins[3].value;
	if (sof > 96) {
		f.err = "size of frame exceeds maximum of 96 registers";
		return f;
	}
	if (rot > (int64_t)sof && rot >= 0)
		sof = 0;	/* GNU as warns and encodes a zero frame */
	f.sof = sof;
	f.sol = (int64_t)sof - (int64_t)(uint32_t)ins[2].value;
	f.sor = rot;
	if (f.sol < 0 || f.sol > 96)
		f.err = "local register count out of range";
	else if (rot < 0 || rot > 96 || rot % 8)
		f.err = "rotating register count must be a multiple of 8 up to 96";
	return f;
}

static const char *encode_alloc_none(const struct operand_kind *k,
				     const struct operand *op, uint64_t ip,
				     uint64_t words[2])
{
	(void)k;
	(void)op;
	(void)ip;
	(void)words;
	return NULL;
}

static const char *encode_alloc_rot(const struct operand_kind *k,
				    const struct operand *op, uint64_t ip,
				    uint64_t words[2])
{
	(void)k;
	(void)ip;
	struct frame_fields f = alloc_fields(op - 3);
	if (f.err)
		return f.err;
	words[0] |= F(f.sof, 13) | F(f.sol, 20) | F(f.sor >> 3, 27);
	return NULL;
}

static const struct operand_kind ALLOC_COUNT = {
	.what = "register count", .type = OP_IMM, .min = INT64_MIN,
	.max = INT64_MAX, .encode = encode_alloc_none,
};
static const struct operand_kind ALLOC_ROT = {
	.what = "rotating register count", .type = OP_IMM, .min = INT64_MIN,
	.max = INT64_MAX, .encode = encode_alloc_rot,
};

static const char *check_alloc5(const struct operand *ops)
{
	return alloc_fields(ops + 2).err;
}

static const char *check_alloc4(const struct operand *ops)
{
	return alloc_fields(ops + 1).err;
}

/* ---- completers ---------------------------------------------------------- */

/* Access sizes: x6 bits 30-31. */
static const struct completer SZ[] = {
	{"1", F(0, 30)}, {"2", F(1, 30)}, {"4", F(2, 30)}, {"8", F(3, 30)},
	{NULL, 0}};
static const struct completer SZ48[] = {
	{"4", F(2, 30)}, {"8", F(3, 30)}, {NULL, 0}};
/* FP sizes: ldfe/stfe 0, ldf8 1, ldfs 2, ldfd 3. */
static const struct completer FSZ[] = {
	{"s", F(2, 30)}, {"d", F(3, 30)}, {"8", F(1, 30)}, {"e", F(0, 30)},
	{NULL, 0}};
static const struct completer FPSZ_8D[] = {
	{"d", F(3, 30)}, {"8", F(1, 30)}, {NULL, 0}};
static const struct completer FPSZ_S[] = {{"s", F(2, 30)}, {NULL, 0}};

/* Integer load types: x6 bits 32-35. */
static const struct completer LDTYPE[] = {
	{"", 0}, {".s", F(0x04, 30)}, {".a", F(0x08, 30)},
	{".sa", F(0x0C, 30)}, {".bias", F(0x10, 30)}, {".acq", F(0x14, 30)},
	{".c.clr", F(0x20, 30)}, {".c.nc", F(0x24, 30)},
	{".c.clr.acq", F(0x28, 30)}, {NULL, 0}};
/* FP load types that any M port serves, and the ALAT ones (M0/M1). */
static const struct completer FLDTYPE_PLAIN[] = {
	{"", 0}, {".s", F(0x04, 30)}, {NULL, 0}};
static const struct completer FLDTYPE_ADV[] = {
	{".a", F(0x08, 30)}, {".sa", F(0x0C, 30)}, {".c.clr", F(0x20, 30)},
	{".c.nc", F(0x24, 30)}, {NULL, 0}};
static const struct completer FLDTYPE[] = {
	{"", 0}, {".s", F(0x04, 30)}, {".a", F(0x08, 30)},
	{".sa", F(0x0C, 30)}, {".c.clr", F(0x20, 30)}, {".c.nc", F(0x24, 30)},
	{NULL, 0}};
static const struct completer STTYPE[] = {
	{"", 0}, {".rel", F(0x04, 30)}, {NULL, 0}};
static const struct completer ACQ[] = {
	{"", 0}, {".acq", F(0x04, 30)}, {NULL, 0}};
static const struct completer SEMTYPE[] = {
	{".acq", 0}, {".rel", F(0x04, 30)}, {NULL, 0}};

/* Hints: 28-29, plus the .d4-.d7 bit (see the top of the file). */
#define DHINTS(extra)                                                         \
	{"", 0}, {".nt1", F(1, 28)}, {".nt2", F(2, 28)}, {".nta", F(3, 28)},  \
	{".d1", F(1, 28)}, {".d2", F(2, 28)}, {".d3", F(3, 28)},              \
	{".d4", (extra)}, {".d5", F(1, 28) | (extra)},                        \
	{".d6", F(2, 28) | (extra)}, {".d7", F(3, 28) | (extra)}, {NULL, 0}
static const struct completer LDHINT[] = {DHINTS(F(1, 19))};
static const struct completer STHINT[] = {DHINTS(F(1, 12))};
/* lfetch also takes .d0, no hint. */
static const struct completer LFHINT[] = {{".d0", 0}, DHINTS(F(1, 12))};
static const struct completer LDHINT_POST[] = {
	{"", 0}, {".nt1", F(1, 28)}, {".nta", F(3, 28)}, {NULL, 0}};
static const struct completer STHINT_POST[] = {
	{"", 0}, {".nta", F(3, 28)}, {NULL, 0}};
#define SEMHINT LDHINT_POST

static const struct completer LFTYPE[] = {
	{"", 0}, {".excl", F(1, 30)}, {".fault", F(2, 30)},
	{".fault.excl", F(3, 30)}, {NULL, 0}};

static const struct completer GETF[] = {
	{".sig", F(0x1C, 30)}, {".exp", F(0x1D, 30)}, {".s", F(0x1E, 30)},
	{".d", F(0x1F, 30)}, {NULL, 0}};

static const struct completer CHKA[] = {
	{".nc", 0}, {".clr", F(1, 33)}, {NULL, 0}};

/* "mov" and "mov.m" for application registers. */
static const struct completer MOVM[] = {{"", 0}, {".m", 0}, {NULL, 0}};

/* ---- rows ---------------------------------------------------------------- */

#define LD(fmt, opc, grp, ...)                                                \
	{ .name = "ld", .cls = CLS_LOAD, GROUPS(SZ, LDTYPE, grp), .type = TYPE_M,              \
	  .format = fmt, .opcode = opc, .nouts = 1, OPS(__VA_ARGS__),         \
	  .port = PORT_M_LOAD, .lat = LAT_ILOAD }

const struct insn_desc table_m[] = {
	/* ---- integer loads (M1, M2, M3) ---- */
	LD("M1", MEM(4, 0, 0, 0), LDHINT, &R1, &MEM_R3),
	{ .name = "ld", .cls = CLS_LOAD, GROUPS(SZ, LDTYPE, LDHINT_POST), .type = TYPE_M,
	  .format = "M2", .opcode = MEM(4, 1, 0, 0), .nouts = 1,
	  OPS(&R1, &MEM_R3, &R2), .flags = IF_POSTINC, .port = PORT_M_LOAD,
	  .lat = LAT_ILOAD },
	{ .name = "ld", .cls = CLS_LOAD, GROUPS(SZ, LDTYPE, LDHINT_POST), .type = TYPE_M,
	  .format = "M3", .opcode = MEM(5, 0, 0, 0), .nouts = 1,
	  OPS(&R1, &MEM_R3, &IMM9_LD), .flags = IF_POSTINC,
	  .port = PORT_M_LOAD, .lat = LAT_ILOAD },
	/* ld8.mov r1=[r3],sym: ld8 for the linker (no completers) */
	{ .name = "ld8.mov", .cls = CLS_LOAD, .type = TYPE_M, .format = "M1",
	  .opcode = MEM(4, 0, 0x03, 0), .nouts = 1,
	  OPS(&R1, &MEM_R3, &LDXMOV_SYM), .port = PORT_M_LOAD,
	  .lat = LAT_ILOAD },
	{ .name = "ld8.fill", .cls = CLS_LOAD_FILL, GROUPS(LDHINT), .type = TYPE_M, .format = "M1",
	  .opcode = MEM(4, 0, 0x1B, 0), .nouts = 1, OPS(&R1, &MEM_R3),
	  .port = PORT_M_LOAD, .lat = LAT_ILOAD },
	{ .name = "ld8.fill", .cls = CLS_LOAD_FILL, GROUPS(LDHINT_POST), .type = TYPE_M,
	  .format = "M2", .opcode = MEM(4, 1, 0x1B, 0), .nouts = 1,
	  OPS(&R1, &MEM_R3, &R2), .flags = IF_POSTINC, .port = PORT_M_LOAD,
	  .lat = LAT_ILOAD },
	{ .name = "ld8.fill", .cls = CLS_LOAD_FILL, GROUPS(LDHINT_POST), .type = TYPE_M,
	  .format = "M3", .opcode = MEM(5, 0, 0x1B, 0), .nouts = 1,
	  OPS(&R1, &MEM_R3, &IMM9_LD), .flags = IF_POSTINC,
	  .port = PORT_M_LOAD, .lat = LAT_ILOAD },
	/* ld16 r1,ar.csd=[r3]: x = 1, x6 0x28 (.acq 0x2C) */
	{ .name = "ld16", .cls = CLS_LOAD, GROUPS(ACQ, LDHINT), .type = TYPE_M, .format = "M1",
	  .opcode = MEM(4, 0, 0x28, 1), .nouts = 2,
	  OPS(&R1, &AR_CSD, &MEM_R3), .port = PORT_M_LOAD, .lat = LAT_ILOAD },
	{ .name = "ld16", .cls = CLS_LOAD, GROUPS(ACQ, LDHINT), .type = TYPE_M, .format = "M1",
	  .opcode = MEM(4, 0, 0x28, 1), .nouts = 1, OPS(&R1, &MEM_R3),
	  .port = PORT_M_LOAD, .lat = LAT_ILOAD },

	/* ---- integer stores (M4, M5) ---- */
	{ .name = "st", .cls = CLS_STORE, GROUPS(SZ, STTYPE, STHINT), .type = TYPE_M,
	  .format = "M4", .opcode = MEM(4, 0, 0x30, 0), .nouts = 1,
	  OPS(&MEM_R3, &R2), .port = PORT_M_STORE, .lat = LAT_STORE },
	{ .name = "st", .cls = CLS_STORE, GROUPS(SZ, STTYPE, STHINT_POST), .type = TYPE_M,
	  .format = "M5", .opcode = MEM(5, 0, 0x30, 0), .nouts = 1,
	  OPS(&MEM_R3, &R2, &IMM9_ST), .flags = IF_POSTINC,
	  .port = PORT_M_STORE, .lat = LAT_STORE },
	{ .name = "st8.spill", .cls = CLS_STORE_SPILL, GROUPS(STHINT), .type = TYPE_M, .format = "M4",
	  .opcode = MEM(4, 0, 0x3B, 0), .nouts = 1, OPS(&MEM_R3, &R2),
	  .port = PORT_M_STORE, .lat = LAT_STORE },
	{ .name = "st8.spill", .cls = CLS_STORE_SPILL, GROUPS(STHINT_POST), .type = TYPE_M,
	  .format = "M5", .opcode = MEM(5, 0, 0x3B, 0), .nouts = 1,
	  OPS(&MEM_R3, &R2, &IMM9_ST), .flags = IF_POSTINC,
	  .port = PORT_M_STORE, .lat = LAT_STORE },
	/* st16 [r3]=r2,ar.csd: x = 1, x6 0x30 (.rel 0x34) */
	{ .name = "st16", .cls = CLS_STORE, GROUPS(STTYPE, STHINT), .type = TYPE_M,
	  .format = "M4", .opcode = MEM(4, 0, 0x30, 1), .nouts = 1,
	  OPS(&MEM_R3, &R2, &AR_CSD), .port = PORT_M_STORE, .lat = LAT_STORE },
	{ .name = "st16", .cls = CLS_STORE, GROUPS(STTYPE, STHINT), .type = TYPE_M,
	  .format = "M4", .opcode = MEM(4, 0, 0x30, 1), .nouts = 1,
	  OPS(&MEM_R3, &R2), .port = PORT_M_STORE, .lat = LAT_STORE },

	/* ---- semaphores (M16, M17) ---- */
	{ .name = "cmpxchg", .cls = CLS_CMPXCHG, GROUPS(SZ, SEMTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M16", .opcode = MEM(4, 0, 0x00, 1), .nouts = 1,
	  OPS(&R1, &MEM_R3, &R2, &AR_CCV), .port = PORT_M_STORE,
	  .lat = LAT_ILOAD },
	{ .name = "cmpxchg", .cls = CLS_CMPXCHG, GROUPS(SZ, SEMTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M16", .opcode = MEM(4, 0, 0x00, 1), .nouts = 1,
	  OPS(&R1, &MEM_R3, &R2), .port = PORT_M_STORE, .lat = LAT_ILOAD },
	{ .name = "cmp8xchg16", .cls = CLS_CMPXCHG, GROUPS(SEMTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M16", .opcode = MEM(4, 0, 0x20, 1), .nouts = 1,
	  OPS(&R1, &MEM_R3, &R2, &AR_CSD, &AR_CCV), .port = PORT_M_STORE,
	  .lat = LAT_ILOAD },
	{ .name = "cmp8xchg16", .cls = CLS_CMPXCHG, GROUPS(SEMTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M16", .opcode = MEM(4, 0, 0x20, 1), .nouts = 1,
	  OPS(&R1, &MEM_R3, &R2), .port = PORT_M_STORE, .lat = LAT_ILOAD },
	{ .name = "xchg", .cls = CLS_XCHG, GROUPS(SZ, SEMHINT), .type = TYPE_M, .format = "M16",
	  .opcode = MEM(4, 0, 0x08, 1), .nouts = 1, OPS(&R1, &MEM_R3, &R2),
	  .port = PORT_M_STORE, .lat = LAT_ILOAD },
	/* fetchadd4 x6 0x12, fetchadd8 0x13, .rel +4: SZ48 gives 2/3 */
	{ .name = "fetchadd", .cls = CLS_FETCHADD, GROUPS(SZ48, SEMTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M17", .opcode = MEM(4, 0, 0x10, 1), .nouts = 1,
	  OPS(&R1, &MEM_R3, &INC3), .port = PORT_M_STORE, .lat = LAT_ILOAD,
	  .check = check_inc3 },

	/* ---- getf/setf (M19, M18) ---- */
	{ .name = "getf", .cls = CLS_GETF, GROUPS(GETF), .type = TYPE_M, .format = "M19",
	  .opcode = MEM(4, 0, 0, 1), .nouts = 1, OPS(&R1, &F2),
	  .port = PORT_M_SINGLE, .lat = LAT_GETF },
	{ .name = "setf", .cls = CLS_SETF, GROUPS(GETF), .type = TYPE_M, .format = "M18",
	  .opcode = MEM(6, 0, 0, 1), .nouts = 1, OPS(&F1, &R2),
	  .port = PORT_M_STORE, .lat = LAT_SETF },

	/* ---- FP loads (M6, M7, M8) ---- */
	{ .name = "ldf", .cls = CLS_FLOAD, GROUPS(FSZ, FLDTYPE_PLAIN, LDHINT), .type = TYPE_M,
	  .format = "M6", .opcode = MEM(6, 0, 0, 0), .nouts = 1,
	  OPS(&F1, &MEM_R3), .port = PORT_M_FPLOAD, .lat = LAT_FLOAD },
	{ .name = "ldf", .cls = CLS_FLOAD, GROUPS(FSZ, FLDTYPE_ADV, LDHINT), .type = TYPE_M,
	  .format = "M6", .opcode = MEM(6, 0, 0, 0), .nouts = 1,
	  OPS(&F1, &MEM_R3), .port = PORT_M_LOAD, .lat = LAT_FLOAD },
	{ .name = "ldf", .cls = CLS_FLOAD, GROUPS(FSZ, FLDTYPE_PLAIN, LDHINT_POST),
	  .type = TYPE_M, .format = "M7", .opcode = MEM(6, 1, 0, 0),
	  .nouts = 1, OPS(&F1, &MEM_R3, &R2), .flags = IF_POSTINC,
	  .port = PORT_M_FPLOAD, .lat = LAT_FLOAD },
	{ .name = "ldf", .cls = CLS_FLOAD, GROUPS(FSZ, FLDTYPE_ADV, LDHINT_POST), .type = TYPE_M,
	  .format = "M7", .opcode = MEM(6, 1, 0, 0), .nouts = 1,
	  OPS(&F1, &MEM_R3, &R2), .flags = IF_POSTINC, .port = PORT_M_LOAD,
	  .lat = LAT_FLOAD },
	{ .name = "ldf", .cls = CLS_FLOAD, GROUPS(FSZ, FLDTYPE_PLAIN, LDHINT_POST),
	  .type = TYPE_M, .format = "M8", .opcode = MEM(7, 0, 0, 0),
	  .nouts = 1, OPS(&F1, &MEM_R3, &IMM9_LD), .flags = IF_POSTINC,
	  .port = PORT_M_FPLOAD, .lat = LAT_FLOAD },
	{ .name = "ldf", .cls = CLS_FLOAD, GROUPS(FSZ, FLDTYPE_ADV, LDHINT_POST), .type = TYPE_M,
	  .format = "M8", .opcode = MEM(7, 0, 0, 0), .nouts = 1,
	  OPS(&F1, &MEM_R3, &IMM9_LD), .flags = IF_POSTINC,
	  .port = PORT_M_LOAD, .lat = LAT_FLOAD },
	{ .name = "ldf.fill", .cls = CLS_FLOAD_FILL, GROUPS(LDHINT), .type = TYPE_M, .format = "M6",
	  .opcode = MEM(6, 0, 0x1B, 0), .nouts = 1, OPS(&F1, &MEM_R3),
	  .port = PORT_M_FPLOAD, .lat = LAT_FLOAD },
	{ .name = "ldf.fill", .cls = CLS_FLOAD_FILL, GROUPS(LDHINT_POST), .type = TYPE_M,
	  .format = "M7", .opcode = MEM(6, 1, 0x1B, 0), .nouts = 1,
	  OPS(&F1, &MEM_R3, &R2), .flags = IF_POSTINC, .port = PORT_M_FPLOAD,
	  .lat = LAT_FLOAD },
	{ .name = "ldf.fill", .cls = CLS_FLOAD_FILL, GROUPS(LDHINT_POST), .type = TYPE_M,
	  .format = "M8", .opcode = MEM(7, 0, 0x1B, 0), .nouts = 1,
	  OPS(&F1, &MEM_R3, &IMM9_LD), .flags = IF_POSTINC,
	  .port = PORT_M_FPLOAD, .lat = LAT_FLOAD },

	/* ---- FP load pairs (M11, M12): x = 1 ---- */
	{ .name = "ldfp", .cls = CLS_FLOAD_PAIR, GROUPS(FPSZ_8D, FLDTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M11", .opcode = MEM(6, 0, 0, 1), .nouts = 2,
	  OPS(&F1, &F2, &MEM_R3), .port = PORT_M_LOAD, .lat = LAT_FLOAD },
	{ .name = "ldfp", .cls = CLS_FLOAD_PAIR, GROUPS(FPSZ_S, FLDTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M11", .opcode = MEM(6, 0, 0, 1), .nouts = 2,
	  OPS(&F1, &F2, &MEM_R3), .port = PORT_M_LOAD, .lat = LAT_FLOAD },
	{ .name = "ldfp", .cls = CLS_FLOAD_PAIR, GROUPS(FPSZ_8D, FLDTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M12", .opcode = MEM(6, 1, 0, 1), .nouts = 2,
	  OPS(&F1, &F2, &MEM_R3, &SIXTEEN), .flags = IF_POSTINC,
	  .port = PORT_M_LOAD, .lat = LAT_FLOAD },
	{ .name = "ldfp", .cls = CLS_FLOAD_PAIR, GROUPS(FPSZ_S, FLDTYPE, SEMHINT), .type = TYPE_M,
	  .format = "M12", .opcode = MEM(6, 1, 0, 1), .nouts = 2,
	  OPS(&F1, &F2, &MEM_R3, &EIGHT), .flags = IF_POSTINC,
	  .port = PORT_M_LOAD, .lat = LAT_FLOAD },

	/* ---- FP stores (M9, M10) ---- */
	{ .name = "stf", .cls = CLS_FSTORE, GROUPS(FSZ, STHINT), .type = TYPE_M, .format = "M9",
	  .opcode = MEM(6, 0, 0x30, 0), .nouts = 1, OPS(&MEM_R3, &F2),
	  .port = PORT_M_STORE, .lat = LAT_STORE },
	{ .name = "stf", .cls = CLS_FSTORE, GROUPS(FSZ, STHINT_POST), .type = TYPE_M,
	  .format = "M10", .opcode = MEM(7, 0, 0x30, 0), .nouts = 1,
	  OPS(&MEM_R3, &F2, &IMM9_ST), .flags = IF_POSTINC,
	  .port = PORT_M_STORE, .lat = LAT_STORE },
	{ .name = "stf.spill", .cls = CLS_FSTORE_SPILL, GROUPS(STHINT), .type = TYPE_M, .format = "M9",
	  .opcode = MEM(6, 0, 0x3B, 0), .nouts = 1, OPS(&MEM_R3, &F2),
	  .port = PORT_M_STORE, .lat = LAT_STORE },
	{ .name = "stf.spill", .cls = CLS_FSTORE_SPILL, GROUPS(STHINT_POST), .type = TYPE_M,
	  .format = "M10", .opcode = MEM(7, 0, 0x3B, 0), .nouts = 1,
	  OPS(&MEM_R3, &F2, &IMM9_ST), .flags = IF_POSTINC,
	  .port = PORT_M_STORE, .lat = LAT_STORE },

	/* ---- line prefetch (M13, M14, M15): x6 0x2C-0x2F ---- */
	{ .name = "lfetch", .cls = CLS_LFETCH, GROUPS(LFTYPE, LFHINT), .type = TYPE_M,
	  .format = "M13", .opcode = MEM(6, 0, 0x2C, 0), .nouts = 0,
	  OPS(&MEM_R3), .port = PORT_M_LOAD, .lat = LAT_NONE },
	{ .name = "lfetch", .cls = CLS_LFETCH, GROUPS(LFTYPE, LFHINT), .type = TYPE_M,
	  .format = "M14", .opcode = MEM(6, 1, 0x2C, 0), .nouts = 0,
	  OPS(&MEM_R3, &R2), .flags = IF_POSTINC, .port = PORT_M_LOAD,
	  .lat = LAT_NONE },
	{ .name = "lfetch", .cls = CLS_LFETCH, GROUPS(LFTYPE, LFHINT), .type = TYPE_M,
	  .format = "M15", .opcode = MEM(7, 0, 0x2C, 0), .nouts = 0,
	  OPS(&MEM_R3, &IMM9_LD), .flags = IF_POSTINC, .port = PORT_M_LOAD,
	  .lat = LAT_NONE },
	/* lfetch.count (Itanium 9500): M13 with bit 19 set, the count and
	 * stride in its unused r1 and r2 fields */
	{ .name = "lfetch.count", .cls = CLS_LFETCH, GROUPS(LFHINT), .type = TYPE_M,
	  .format = "M13", .opcode = MEM(6, 0, 0x2C, 0) | F(1, 19),
	  .nouts = 0, OPS(&MEM_R3, &LFETCH_COUNT, &LFETCH_STRIDE),
	  .port = PORT_M_LOAD, .lat = LAT_NONE,
	  .warn = lfetch_stride_warning },

	/* ---- speculation and ALAT checks (M20-M23) ---- */
	{ .name = "chk.s.m", .cls = CLS_CHK_S, .type = TYPE_M, .format = "M20",
	  .opcode = SYS(1, 1, 0), OPS(&R2, &TGT_M20), .port = PORT_CHK_S },
	/* chk.s on a GR written in an M slot: the same M20 syllable; the
	 * I-unit table holds the I20 form of the same mnemonic. */
	{ .name = "chk.s", .cls = CLS_CHK_S, .type = TYPE_M, .format = "M20",
	  .opcode = SYS(1, 1, 0), OPS(&R2, &TGT_M20), .port = PORT_CHK_S },
	{ .name = "chk.s", .cls = CLS_CHK_S, .type = TYPE_M, .format = "M21",
	  .opcode = SYS(1, 3, 0), OPS(&F2, &TGT_M20), .port = PORT_CHK_S },
	{ .name = "chk.a", .cls = CLS_CHK_A, GROUPS(CHKA), .type = TYPE_M, .format = "M22",
	  .opcode = SYS(0, 4, 0), OPS(&R1, &TGT_M22), .port = PORT_M_LOAD },
	{ .name = "chk.a", .cls = CLS_CHK_A, GROUPS(CHKA), .type = TYPE_M, .format = "M23",
	  .opcode = SYS(0, 6, 0), OPS(&F1, &TGT_M22), .port = PORT_M_LOAD },

	/* ---- major 0 system (M24-M27, M37, M44, M48) ---- */
	{ .name = "invala", .cls = CLS_INVALA, .type = TYPE_M, .format = "M24",
	  .opcode = SYS(0, 0, 0x10), .port = PORT_M0 },
	{ .name = "invala.e", .cls = CLS_INVALA_E, .type = TYPE_M, .format = "M26",
	  .opcode = SYS(0, 0, 0x12), OPS(&R1), .port = PORT_M0 },
	{ .name = "invala.e", .cls = CLS_INVALA_E, .type = TYPE_M, .format = "M27",
	  .opcode = SYS(0, 0, 0x13), OPS(&F1), .port = PORT_M0 },
	{ .name = "fwb", .cls = CLS_FWB, .type = TYPE_M, .format = "M24",
	  .opcode = SYS(0, 0, 0x20), .port = PORT_M0 },
	{ .name = "mf", .cls = CLS_MF, .type = TYPE_M, .format = "M24",
	  .opcode = SYS(0, 0, 0x22), .port = PORT_M0 },
	{ .name = "mf.a", .cls = CLS_MF_A, .type = TYPE_M, .format = "M24",
	  .opcode = SYS(0, 0, 0x23), .port = PORT_M0 },
	{ .name = "srlz.d", .cls = CLS_SRLZ_D, .type = TYPE_M, .format = "M24",
	  .opcode = SYS(0, 0, 0x30), .port = PORT_M0 },
	{ .name = "srlz.i", .cls = CLS_SRLZ_I, .type = TYPE_M, .format = "M24",
	  .opcode = SYS(0, 0, 0x31), .port = PORT_M0 },
	{ .name = "sync.i", .cls = CLS_SYNC_I, .type = TYPE_M, .format = "M24",
	  .opcode = SYS(0, 0, 0x33), .port = PORT_M0 },
	{ .name = "flushrs", .cls = CLS_FLUSHRS, .type = TYPE_M, .format = "M25",
	  .opcode = SYS(0, 0, 0x0C), .flags = IF_NO_QP | IF_FIRST,
	  .port = PORT_M0 },
	{ .name = "loadrs", .cls = CLS_LOADRS, .type = TYPE_M, .format = "M25",
	  .opcode = SYS(0, 0, 0x0A), .flags = IF_NO_QP | IF_FIRST,
	  .port = PORT_M0 },
	{ .name = "break.m", .cls = CLS_BREAK, .type = TYPE_M, .format = "M37",
	  .opcode = SYS(0, 0, 0x00), OPS(&IMM21), .port = PORT_M },
	{ .name = "nop.m", .cls = CLS_NOP, .type = TYPE_M, .format = "M48",
	  .opcode = SYS(0, 0, 0x01), OPS(&IMM21), .flags = IF_NOP,
	  .port = PORT_M },
	{ .name = "hint.m", .cls = CLS_HINT, .type = TYPE_M, .format = "M48",
	  .opcode = SYS(0, 0, 0x01) | F(1, 26), OPS(&IMM19_HINT),
	  .flags = IF_NOP, .port = PORT_M },
	/* M44: x4 4-7, the i2d immediate bits sit where x2 would */
	{ .name = "sum", .cls = CLS_SUM, .type = TYPE_M, .format = "M44",
	  .opcode = SYS(0, 0, 0x04), OPS(&IMM24), .port = PORT_M0 },
	{ .name = "rum", .cls = CLS_RUM, .type = TYPE_M, .format = "M44",
	  .opcode = SYS(0, 0, 0x05), OPS(&IMM24), .port = PORT_M0 },
	{ .name = "ssm", .cls = CLS_SSM, .type = TYPE_M, .format = "M44",
	  .opcode = SYS(0, 0, 0x06), OPS(&IMM24), .port = PORT_M0 },
	{ .name = "rsm", .cls = CLS_RSM, .type = TYPE_M, .format = "M44",
	  .opcode = SYS(0, 0, 0x07), OPS(&IMM24), .port = PORT_M0 },

	/* ---- application registers (M29, M30, M31) [model: one port] ---- */
	{ .name = "mov", GROUPS(MOVM), .type = TYPE_M, .format = "M29",
	  .opcode = SYS(1, 0, 0x2A), .nouts = 1, OPS(&AR_M_LO, &R2),
	  .port = PORT_M_SINGLE, .lat = LAT_ARCR },
	{ .name = "mov", GROUPS(MOVM), .type = TYPE_M, .format = "M29",
	  .opcode = SYS(1, 0, 0x2A), .nouts = 1, OPS(&AR_M_HI, &R2),
	  .port = PORT_M_SINGLE, .lat = LAT_ARCR },
	{ .name = "mov", GROUPS(MOVM), .type = TYPE_M, .format = "M30",
	  .opcode = SYS(0, 0, 0x28), .nouts = 1, OPS(&AR_M_LO, &IMM8),
	  .port = PORT_M_SINGLE, .lat = LAT_ARCR },
	{ .name = "mov", GROUPS(MOVM), .type = TYPE_M, .format = "M30",
	  .opcode = SYS(0, 0, 0x28), .nouts = 1, OPS(&AR_M_HI, &IMM8),
	  .port = PORT_M_SINGLE, .lat = LAT_ARCR },
	{ .name = "mov", GROUPS(MOVM), .type = TYPE_M, .format = "M31",
	  .opcode = SYS(1, 0, 0x22), .nouts = 1, OPS(&R1, &AR_M_LO),
	  .port = PORT_M_SINGLE, .lat = LAT_ARCR },
	{ .name = "mov", GROUPS(MOVM), .type = TYPE_M, .format = "M31",
	  .opcode = SYS(1, 0, 0x22), .nouts = 1, OPS(&R1, &AR_M_HI),
	  .port = PORT_M_SINGLE, .lat = LAT_ARCR },

	/* ---- control registers (M32, M33) ---- */
	{ .name = "mov", .type = TYPE_M, .format = "M32",
	  .opcode = SYS(1, 0, 0x2C), .nouts = 1, OPS(&CR3, &R2),
	  .port = PORT_M0, .lat = LAT_ARCR },
	{ .name = "mov", .type = TYPE_M, .format = "M33",
	  .opcode = SYS(1, 0, 0x24), .nouts = 1, OPS(&R1, &CR3),
	  .port = PORT_M0, .lat = LAT_ARCR },

	/* ---- processor status register (M35, M36) ---- */
	{ .name = "mov", .type = TYPE_M, .format = "M35",
	  .opcode = SYS(1, 0, 0x2D), .nouts = 1, OPS(&PSR_L, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M35",
	  .opcode = SYS(1, 0, 0x29), .nouts = 1, OPS(&PSR_UM, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M36",
	  .opcode = SYS(1, 0, 0x25), .nouts = 1, OPS(&R1, &PSR),
	  .port = PORT_M0, .lat = LAT_ARCR },
	{ .name = "mov", .type = TYPE_M, .format = "M36",
	  .opcode = SYS(1, 0, 0x21), .nouts = 1, OPS(&R1, &PSR_UM),
	  .port = PORT_M0, .lat = LAT_ARCR },

	/* ---- indirect register files (M42, M43) ---- */
	{ .name = "mov", .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x00), .nouts = 1, OPS(&IND_RR_K, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x01), .nouts = 1, OPS(&IND_DBR_K, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x02), .nouts = 1, OPS(&IND_IBR_K, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x03), .nouts = 1, OPS(&IND_PKR_K, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x04), .nouts = 1, OPS(&IND_PMC_K, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x05), .nouts = 1, OPS(&IND_PMD_K, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x06), .nouts = 1, OPS(&IND_MSR_K, &R2),
	  .port = PORT_M0, .lat = LAT_NONE },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x10), .nouts = 1, OPS(&R1, &IND_RR_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x11), .nouts = 1, OPS(&R1, &IND_DBR_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x12), .nouts = 1, OPS(&R1, &IND_IBR_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x13), .nouts = 1, OPS(&R1, &IND_PKR_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x14), .nouts = 1, OPS(&R1, &IND_PMC_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x15), .nouts = 1, OPS(&R1, &IND_PMD_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x16), .nouts = 1, OPS(&R1, &IND_MSR_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x17), .nouts = 1, OPS(&R1, &IND_CPUID_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	/* the data access hint registers (Itanium 9500) [model: M0] */
	{ .name = "mov", .type = TYPE_M, .format = "M43",
	  .opcode = SYS(1, 0, 0x20), .nouts = 1, OPS(&R1, &IND_DAHR_K),
	  .port = PORT_M0, .lat = LAT_MOVIND },
	/* M50 (Itanium 9500): in the nop.m/hint.m space */
	{ .name = "mov", .cls = CLS_MOV_DAHR, .type = TYPE_M, .format = "M50",
	  .opcode = SYS(0, 0, 0x01) | F(1, 26) | F(1, 10), .nouts = 1,
	  OPS(&DAHR3, &IMM16_DAHR), .port = PORT_M, .lat = LAT_NONE },

	/* ---- register stack frame (M34) ---- */
	{ .name = "alloc", .cls = CLS_ALLOC, .type = TYPE_M, .format = "M34",
	  .opcode = SYS(1, 6, 0), .nouts = 1,
	  OPS(&R1, &AR_PFS, &ALLOC_COUNT, &ALLOC_COUNT, &ALLOC_COUNT,
	      &ALLOC_ROT),
	  .flags = IF_FIRST | IF_NO_QP | IF_ALLOC, .port = PORT_M2,
	  .lat = LAT_IEU2, .check = check_alloc5 },
	{ .name = "alloc", .cls = CLS_ALLOC, .type = TYPE_M, .format = "M34",
	  .opcode = SYS(1, 6, 0), .nouts = 1,
	  OPS(&R1, &ALLOC_COUNT, &ALLOC_COUNT, &ALLOC_COUNT, &ALLOC_ROT),
	  .flags = IF_FIRST | IF_NO_QP | IF_ALLOC, .port = PORT_M2,
	  .lat = LAT_IEU2, .check = check_alloc4 },

	/* ---- cache flush, TLB (M28, M38-M41, M45-M47) ---- */
	{ .name = "fc", .cls = CLS_FC, .type = TYPE_M, .format = "M28",
	  .opcode = SYS(1, 0, 0x30), OPS(&R3), .port = PORT_M0 },
	{ .name = "fc.i", .cls = CLS_FC, .type = TYPE_M, .format = "M28",
	  .opcode = SYS(1, 0, 0x30) | F(1, 36), OPS(&R3), .port = PORT_M0 },
	{ .name = "ptc.e", .cls = CLS_PTC_E, .type = TYPE_M, .format = "M47",
	  .opcode = SYS(1, 0, 0x34), OPS(&R3), .port = PORT_M0 },
	{ .name = "probe.r", .cls = CLS_PROBE, .type = TYPE_M, .format = "M38",
	  .opcode = SYS(1, 0, 0x38), .nouts = 1, OPS(&R1, &R3, &R2),
	  .port = PORT_M0, .lat = LAT_MMU },
	{ .name = "probe.w", .cls = CLS_PROBE, .type = TYPE_M, .format = "M38",
	  .opcode = SYS(1, 0, 0x39), .nouts = 1, OPS(&R1, &R3, &R2),
	  .port = PORT_M0, .lat = LAT_MMU },
	{ .name = "probe.r", .cls = CLS_PROBE, .type = TYPE_M, .format = "M39",
	  .opcode = SYS(1, 0, 0x18), .nouts = 1, OPS(&R1, &R3, &IMM2),
	  .port = PORT_M0, .lat = LAT_MMU },
	{ .name = "probe.w", .cls = CLS_PROBE, .type = TYPE_M, .format = "M39",
	  .opcode = SYS(1, 0, 0x19), .nouts = 1, OPS(&R1, &R3, &IMM2),
	  .port = PORT_M0, .lat = LAT_MMU },
	{ .name = "probe.rw.fault", .cls = CLS_PROBE_FAULT, .type = TYPE_M, .format = "M40",
	  .opcode = SYS(1, 0, 0x31), OPS(&R3, &IMM2), .port = PORT_M0 },
	{ .name = "probe.r.fault", .cls = CLS_PROBE_FAULT, .type = TYPE_M, .format = "M40",
	  .opcode = SYS(1, 0, 0x32), OPS(&R3, &IMM2), .port = PORT_M0 },
	{ .name = "probe.w.fault", .cls = CLS_PROBE_FAULT, .type = TYPE_M, .format = "M40",
	  .opcode = SYS(1, 0, 0x33), OPS(&R3, &IMM2), .port = PORT_M0 },
	{ .name = "itc.d", .cls = CLS_ITC_D, .type = TYPE_M, .format = "M41",
	  .opcode = SYS(1, 0, 0x2E), OPS(&R2), .flags = IF_LAST,
	  .port = PORT_M0 },
	{ .name = "itc.i", .cls = CLS_ITC_I, .type = TYPE_M, .format = "M41",
	  .opcode = SYS(1, 0, 0x2F), OPS(&R2), .flags = IF_LAST,
	  .port = PORT_M0 },
	{ .name = "itr.d", .cls = CLS_ITR_D, .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x0E), .nouts = 1, OPS(&IND_DTR_K, &R2),
	  .port = PORT_M0 },
	{ .name = "itr.i", .cls = CLS_ITR_I, .type = TYPE_M, .format = "M42",
	  .opcode = SYS(1, 0, 0x0F), .nouts = 1, OPS(&IND_ITR_K, &R2),
	  .port = PORT_M0 },
	{ .name = "ptc.l", .cls = CLS_PTC_L, .type = TYPE_M, .format = "M45",
	  .opcode = SYS(1, 0, 0x09), OPS(&R3, &R2), .port = PORT_M0 },
	{ .name = "ptc.g", .cls = CLS_PTC_G, .type = TYPE_M, .format = "M45",
	  .opcode = SYS(1, 0, 0x0A), OPS(&R3, &R2), .flags = IF_LAST,
	  .port = PORT_M0 },
	{ .name = "ptc.ga", .cls = CLS_PTC_GA, .type = TYPE_M, .format = "M45",
	  .opcode = SYS(1, 0, 0x0B), OPS(&R3, &R2), .flags = IF_LAST,
	  .port = PORT_M0 },
	{ .name = "ptr.d", .cls = CLS_PTR_D, .type = TYPE_M, .format = "M45",
	  .opcode = SYS(1, 0, 0x0C), OPS(&R3, &R2), .port = PORT_M0 },
	{ .name = "ptr.i", .cls = CLS_PTR_I, .type = TYPE_M, .format = "M45",
	  .opcode = SYS(1, 0, 0x0D), OPS(&R3, &R2), .port = PORT_M0 },
	{ .name = "thash", .cls = CLS_THASH, .type = TYPE_M, .format = "M46",
	  .opcode = SYS(1, 0, 0x1A), .nouts = 1, OPS(&R1, &R3),
	  .port = PORT_M0, .lat = LAT_MMU },
	{ .name = "ttag", .cls = CLS_TTAG, .type = TYPE_M, .format = "M46",
	  .opcode = SYS(1, 0, 0x1B), .nouts = 1, OPS(&R1, &R3),
	  .port = PORT_M0, .lat = LAT_MMU },
	{ .name = "tpa", .cls = CLS_TPA, .type = TYPE_M, .format = "M46",
	  .opcode = SYS(1, 0, 0x1E), .nouts = 1, OPS(&R1, &R3),
	  .port = PORT_M0, .lat = LAT_MMU },
	{ .name = "tak", .cls = CLS_TAK, .type = TYPE_M, .format = "M46",
	  .opcode = SYS(1, 0, 0x1F), .nouts = 1, OPS(&R1, &R3),
	  .port = PORT_M0, .lat = LAT_MMU },
};
const size_t table_m_size = TABLE_SIZE(table_m);
