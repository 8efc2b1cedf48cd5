/*
 * machine/table_f.c - F-unit rows (SDM vol 3, section 4.6: formats F1-F16).
 *
 * Layout reminders (bit 0 = least significant bit of the syllable):
 *   major opcode 37-40, qp 0-5, f1 6-12, f2 13-19, f3 20-26, f4 27-33;
 *   sf (status field) 34-35; x 36 in F1/F2 (x2 34-35 in F2);
 *   opcodes 0/1 (1 = parallel FP): x 33, x6 27-32, q 36 (F6/F7).
 * Assembly operand order of the multiply-add family is f1 = f3, f4, f2.
 * Every row issues on an F port (F0/F1).
 */
#include "table.h"

/* ---- opcode helpers ---------------------------------------------------- */

/* F8-F15: opcode 0 (scalar) or 1 (parallel), x (33) = 0, x6 in 27-32. */
#define X6(maj, x6) (MAJOR(maj) | F(x6, 27))
/* F6 frcpa/fprcpa: x (33) = 1, q (36) = 0; F7 frsqrta/fprsqrta: q = 1. */
#define F6(maj) (MAJOR(maj) | F(1, 33))
#define F7(maj) (MAJOR(maj) | F(1, 33) | F(1, 36))
/* F4 fcmp: major 4, rb (36) and ra (33) select the relation. */
#define FCMP_EQ 0
#define FCMP_LT F(1, 36)
#define FCMP_LE F(1, 33)
#define FCMP_UNORD (F(1, 36) | F(1, 33))
/* F1 register 1 (the constant +1.0) in the f4 field: fadd, fsub, fnorm. */
#define F4_IS_F1 F(1, 27)

/* ---- completers -------------------------------------------------------- */

/* Status field .s0-.s3 (bits 34-35); .s0 is the default. */
static const struct completer sf[] = {
	{"", 0}, {".s0", 0}, {".s1", F(1, 34)}, {".s2", F(2, 34)},
	{".s3", F(3, 34)}, {NULL, 0},
};
/* Precision control of F1 scalar rows: .s sets x (36), .d turns the even
 * major opcode (8, A, C) into the odd one (9, B, D). */
static const struct completer pc[] = {
	{"", 0}, {".s", F(1, 36)}, {".d", F(1, 37)}, {NULL, 0},
};
/* xma/xmpy (F2): x2 in 34-35.  .lu is gas's synonym of .l. */
static const struct completer xma_kind[] = {
	{".l", 0}, {".lu", 0}, {".h", F(3, 34)}, {".hu", F(2, 34)},
	{NULL, 0},
};
/* fcmp/fclass type (ta, bit 12). */
static const struct completer fctype[] = {
	{"", 0}, {".unc", F(1, 12)}, {NULL, 0},
};
/* fcmp relations: as encoded; with the source registers swapped; with the
 * predicate targets swapped; with both swapped. */
static const struct completer fcmp_rel[] = {
	{".eq", FCMP_EQ}, {".lt", FCMP_LT}, {".le", FCMP_LE},
	{".unord", FCMP_UNORD}, {NULL, 0},
};
static const struct completer fcmp_rel_swap_f[] = {
	{".gt", FCMP_LT}, {".ge", FCMP_LE}, {NULL, 0},
};
static const struct completer fcmp_rel_swap_p[] = {
	{".neq", FCMP_EQ}, {".nlt", FCMP_LT}, {".nle", FCMP_LE},
	{".ord", FCMP_UNORD}, {NULL, 0},
};
static const struct completer fcmp_rel_swap_pf[] = {
	{".ngt", FCMP_LT}, {".nge", FCMP_LE}, {NULL, 0},
};
/* fpcmp relations: x6 0x30-0x37, and the source-swapped pseudo relations. */
static const struct completer fpcmp_rel[] = {
	{".eq", F(0x30, 27)}, {".lt", F(0x31, 27)}, {".le", F(0x32, 27)},
	{".unord", F(0x33, 27)}, {".neq", F(0x34, 27)}, {".nlt", F(0x35, 27)},
	{".nle", F(0x36, 27)}, {".ord", F(0x37, 27)}, {NULL, 0},
};
static const struct completer fpcmp_rel_swap[] = {
	{".gt", F(0x31, 27)}, {".ge", F(0x32, 27)}, {".ngt", F(0x35, 27)},
	{".nge", F(0x36, 27)}, {NULL, 0},
};
/* fcvt.fx/.fxu (F10): x6 0x18/0x19, .trunc adds 2. */
static const struct completer fcvt_fx[] = {
	{".fx", F(0x18, 27)}, {".fxu", F(0x19, 27)}, {NULL, 0},
};
static const struct completer trunc_[] = {
	{"", 0}, {".trunc", F(2, 27)}, {NULL, 0},
};
/* fmerge/fpmerge (F9): x6 0x10-0x12. */
static const struct completer merge[] = {
	{".s", F(0x10, 27)}, {".ns", F(0x11, 27)}, {".se", F(0x12, 27)},
	{NULL, 0},
};
static const struct completer mix[] = {
	{".lr", F(0x39, 27)}, {".r", F(0x3a, 27)}, {".l", F(0x3b, 27)},
	{NULL, 0},
};
static const struct completer sxt[] = {
	{".r", F(0x3c, 27)}, {".l", F(0x3d, 27)}, {NULL, 0},
};
static const struct completer swap[] = {
	{"", F(0x34, 27)}, {".nl", F(0x35, 27)}, {".nr", F(0x36, 27)},
	{NULL, 0},
};

/* ---- operand kinds ----------------------------------------------------- */

/* One FR operand written to both f2 and f3: fneg, fpneg, mov f1=f3. */
static const struct operand_kind F2F3 = {
	.what = "floating-point register", .type = OP_REG, .file = RF_FR,
	.fixed = -1, .min = 0, .max = 127, .nfields = 2,
	.fields = {{13, 7, 0}, {20, 7, 0}},
};

/* fclass9 of fclass (F5): fc2 = bits 0-1 (the signs) in 33-34, fclass7c =
 * bits 2-8 in 20-26.  Like GNU as, a class among zero/unorm/norm/inf given
 * with no sign bit means both signs: 0x003 is or-ed in. */
static const char *enc_fclass9(const struct operand_kind *kind,
			       const struct operand *op, uint64_t ip,
			       uint64_t words[2])
{
	(void)ip;
	const char *error;
	if (!table_constant_in_range(kind, op, "fclass operand must be a constant",
				     "fclass operand should be a 9-bit unsigned (0-511)",
				     &error))
		return error;
	uint64_t v = (uint64_t)op->value;
	if ((v & 0x3c) && !(v & 3))
		v |= 3;
	words[0] |= F(v & 3, 33) | F(v >> 2, 20);
	return NULL;
}
static const struct operand_kind FCLASS9 = {
	.what = "9-bit unsigned fclass mask (0-511)", .type = OP_IMM,
	.min = 0, .max = 511, .encode = enc_fclass9,
};

/* fsetc amask7 (f2 field, 13-19) and omask7 (f3 field, 20-26). */
static const struct operand_kind AMASK7 = {
	.what = "7-bit unsigned immediate (0-127)", .type = OP_IMM, .min = 0,
	.max = 127, .nfields = 1, .fields = {{13, 7, 0}},
	.constant = true,
};
static const struct operand_kind OMASK7 = {
	.what = "7-bit unsigned immediate (0-127)", .type = OP_IMM, .min = 0,
	.max = 127, .nfields = 1, .fields = {{20, 7, 0}},
	.constant = true,
};

/* fchkf target25: bundle displacement, imm20a in 6-25, sign s in 36.  A
 * label in the same section gives (target - bundle) >> 4; like GNU as, an
 * absolute constant is taken as the displacement itself (field = value >>
 * 4, low bits dropped); anything else is left 0 for the relocation. */
static const char *enc_target25(const struct operand_kind *kind,
				const struct operand *op, uint64_t ip,
				uint64_t words[2])
{
	int64_t disp;
	if (op->imm == IMM_CONST) {
		disp = op->value;
		if (disp < kind->min || disp > kind->max + 15)
			return "branch target out of range";
	} else if (op->imm == IMM_ADDR) {
		disp = op->value - (int64_t)(ip & ~15ull);
		if (disp % 16)
			return "branch target is not a bundle address";
		if (disp < kind->min || disp > kind->max)
			return "branch target out of range";
	} else {
		return NULL;
	}
	uint64_t v = (uint64_t)(disp >> 4);
	words[0] |= F(v & 0xfffff, 6) | F((v >> 20) & 1, 36);
	return NULL;
}
static const struct operand_kind TARGET25 = {
	.what = "branch target", .type = OP_IMM, .pcrel = true,
	.is_signed = true, .min = -(1 << 24), .max = (1 << 24) - 16,
	.nfields = 2, .fields = {{6, 20, 0}, {36, 1, 20}},
	.encode = enc_target25,
};

/* ---- rows -------------------------------------------------------------- */

/* The common part of every row: F type, F port. */
#define FROW(nm, fmt, opc, lt, fl, nout, ...)                                 \
	.name = nm, .type = TYPE_F, .format = fmt, .opcode = opc,             \
	.port = PORT_F, .lat = lt, .flags = fl, .nouts = nout,                \
	OPS(__VA_ARGS__)

#define P IF_PSEUDO

const struct insn_desc table_f[] = {
	/* F1: floating-point multiply-add, f1 = f3 * f4 + f2. */
	{ .cls = CLS_FP_ARITH, FROW("fma", "F1", MAJOR(0x8), LAT_FMAC, 0, 1, &F1, &F3, &F4, &F2),
	  GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpma", "F1", MAJOR(0x9) | F(1, 36), LAT_FMAC, 0, 1,
	       &F1, &F3, &F4, &F2), GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fms", "F1", MAJOR(0xA), LAT_FMAC, 0, 1, &F1, &F3, &F4, &F2),
	  GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpms", "F1", MAJOR(0xB) | F(1, 36), LAT_FMAC, 0, 1,
	       &F1, &F3, &F4, &F2), GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fnma", "F1", MAJOR(0xC), LAT_FMAC, 0, 1, &F1, &F3, &F4, &F2),
	  GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpnma", "F1", MAJOR(0xD) | F(1, 36), LAT_FMAC, 0, 1,
	       &F1, &F3, &F4, &F2), GROUPS(sf) },
	/* F1 pseudo-ops: fadd/fsub f1=f3,f2 use f4 = f1 (+1.0); fmpy/fnmpy
	 * f1=f3,f4 use f2 = f0; fnorm and fcvt.xuf f1=f3 use both. */
	{ .cls = CLS_FP_ARITH, FROW("fadd", "F1", MAJOR(0x8) | F4_IS_F1, LAT_FMAC, P, 1,
	       &F1, &F3, &F2), GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fsub", "F1", MAJOR(0xA) | F4_IS_F1, LAT_FMAC, P, 1,
	       &F1, &F3, &F2), GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fmpy", "F1", MAJOR(0x8), LAT_FMAC, P, 1, &F1, &F3, &F4),
	  GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fnmpy", "F1", MAJOR(0xC), LAT_FMAC, P, 1, &F1, &F3, &F4),
	  GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpmpy", "F1", MAJOR(0x9) | F(1, 36), LAT_FMAC, P, 1,
	       &F1, &F3, &F4), GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpnmpy", "F1", MAJOR(0xD) | F(1, 36), LAT_FMAC, P, 1,
	       &F1, &F3, &F4), GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fnorm", "F1", MAJOR(0x8) | F4_IS_F1, LAT_FMAC, P, 1,
	       &F1, &F3), GROUPS(pc, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fcvt.xuf", "F1", MAJOR(0x8) | F4_IS_F1, LAT_FMAC, P, 1,
	       &F1, &F3), GROUPS(pc, sf) },

	/* F2: fixed-point multiply-add, and xmpy (f2 = f0). */
	{ .cls = CLS_FP_NONARITH, FROW("xma", "F2", MAJOR(0xE) | F(1, 36), LAT_FMAC, 0, 1,
	       &F1, &F3, &F4, &F2), GROUPS(xma_kind) },
	{ .cls = CLS_FP_NONARITH, FROW("xmpy", "F2", MAJOR(0xE) | F(1, 36), LAT_FMAC, P, 1,
	       &F1, &F3, &F4), GROUPS(xma_kind) },

	/* F3: parallel select. */
	{ .cls = CLS_FP_NONARITH, FROW("fselect", "F3", MAJOR(0xE), LAT_FMISC, 0, 1,
	       &F1, &F3, &F4, &F2) },

	/* F4: compare, p1,p2 = f2,f3. */
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, 0, 2, &P1, &P2, &F2, &F3),
	  GROUPS(fcmp_rel, fctype, sf) },
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, P, 2, &P1, &P2, &F3, &F2),
	  GROUPS(fcmp_rel_swap_f, fctype, sf) },
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, P, 2, &P2, &P1, &F2, &F3),
	  GROUPS(fcmp_rel_swap_p, fctype, sf) },
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, P, 2, &P2, &P1, &F3, &F2),
	  GROUPS(fcmp_rel_swap_pf, fctype, sf) },
	/* one target: that target and p0 (no bits) */
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, 0, 1, &P1, &F2, &F3),
	  GROUPS(fcmp_rel, fctype, sf) },
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, P, 1, &P1, &F3, &F2),
	  GROUPS(fcmp_rel_swap_f, fctype, sf) },
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, P, 1, &P2, &F2, &F3),
	  GROUPS(fcmp_rel_swap_p, fctype, sf) },
	{ .cls = CLS_FCMP, FROW("fcmp", "F4", MAJOR(0x4), LAT_FMISC, P, 1, &P2, &F3, &F2),
	  GROUPS(fcmp_rel_swap_pf, fctype, sf) },

	/* F5: floating-point class; .nm swaps the predicate targets. */
	{ .cls = CLS_FCLASS, FROW("fclass.m", "F5", MAJOR(0x5), LAT_FMISC, 0, 2,
	       &P1, &P2, &F2, &FCLASS9), GROUPS(fctype) },
	{ .cls = CLS_FCLASS, FROW("fclass.nm", "F5", MAJOR(0x5), LAT_FMISC, P, 2,
	       &P2, &P1, &F2, &FCLASS9), GROUPS(fctype) },
	{ .cls = CLS_FCLASS, FROW("fclass.m", "F5", MAJOR(0x5), LAT_FMISC, 0, 1,
	       &P1, &F2, &FCLASS9), GROUPS(fctype) },
	{ .cls = CLS_FCLASS, FROW("fclass.nm", "F5", MAJOR(0x5), LAT_FMISC, P, 1,
	       &P2, &F2, &FCLASS9), GROUPS(fctype) },

	/* F6: reciprocal approximation, f1,p2 = f2,f3. */
	{ .cls = CLS_FP_ARITH, FROW("frcpa", "F6", F6(0), LAT_FMAC, 0, 2, &F1, &P2, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fprcpa", "F6", F6(1), LAT_FMAC, 0, 2, &F1, &P2, &F2, &F3),
	  GROUPS(sf) },
	/* F7: reciprocal square root approximation, f1,p2 = f3. */
	{ .cls = CLS_FP_ARITH, FROW("frsqrta", "F7", F7(0), LAT_FMAC, 0, 2, &F1, &P2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fprsqrta", "F7", F7(1), LAT_FMAC, 0, 2, &F1, &P2, &F3),
	  GROUPS(sf) },

	/* F8: minimum/maximum and parallel compare, f1 = f2,f3. */
	{ .cls = CLS_FP_ARITH, FROW("fmin", "F8", X6(0, 0x14), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fmax", "F8", X6(0, 0x15), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("famin", "F8", X6(0, 0x16), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("famax", "F8", X6(0, 0x17), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpmin", "F8", X6(1, 0x14), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpmax", "F8", X6(1, 0x15), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpamin", "F8", X6(1, 0x16), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpamax", "F8", X6(1, 0x17), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sf) },
	{ .cls = CLS_FPCMP, FROW("fpcmp", "F8", MAJOR(1), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(fpcmp_rel, sf) },
	{ .cls = CLS_FPCMP, FROW("fpcmp", "F8", MAJOR(1), LAT_FMISC, P, 1, &F1, &F3, &F2),
	  GROUPS(fpcmp_rel_swap, sf) },

	/* F9: merge and logical, f1 = f2,f3. */
	{ .cls = CLS_FP_NONARITH, FROW("fmerge", "F9", MAJOR(0), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(merge) },
	{ .cls = CLS_FP_NONARITH, FROW("fpmerge", "F9", MAJOR(1), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(merge) },
	{ .cls = CLS_FP_NONARITH, FROW("fmix", "F9", MAJOR(0), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(mix) },
	{ .cls = CLS_FP_NONARITH, FROW("fsxt", "F9", MAJOR(0), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(sxt) },
	{ .cls = CLS_FP_NONARITH, FROW("fpack", "F9", X6(0, 0x28), LAT_FMISC, 0, 1, &F1, &F2, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fswap", "F9", MAJOR(0), LAT_FMISC, 0, 1, &F1, &F2, &F3),
	  GROUPS(swap) },
	{ .cls = CLS_FP_NONARITH, FROW("fand", "F9", X6(0, 0x2c), LAT_FMISC, 0, 1, &F1, &F2, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fandcm", "F9", X6(0, 0x2d), LAT_FMISC, 0, 1, &F1, &F2, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("for", "F9", X6(0, 0x2e), LAT_FMISC, 0, 1, &F1, &F2, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fxor", "F9", X6(0, 0x2f), LAT_FMISC, 0, 1, &F1, &F2, &F3) },
	/* F9 pseudo-ops, f1 = f3: fabs/fnegabs are fmerge.s/.ns f1=f0,f3;
	 * fneg is fmerge.ns f1=f3,f3; mov is fmerge.s f1=f3,f3. */
	{ .cls = CLS_FP_NONARITH, FROW("fabs", "F9", X6(0, 0x10), LAT_FMISC, P, 1, &F1, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fnegabs", "F9", X6(0, 0x11), LAT_FMISC, P, 1, &F1, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fneg", "F9", X6(0, 0x11), LAT_FMISC, P, 1, &F1, &F2F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fpabs", "F9", X6(1, 0x10), LAT_FMISC, P, 1, &F1, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fpnegabs", "F9", X6(1, 0x11), LAT_FMISC, P, 1, &F1, &F3) },
	{ .cls = CLS_FP_NONARITH, FROW("fpneg", "F9", X6(1, 0x11), LAT_FMISC, P, 1, &F1, &F2F3) },
	{ .cls = CLS_FP_NONARITH, FROW("mov", "F9", X6(0, 0x10), LAT_FMISC, P, 1, &F1, &F2F3) },

	/* F10: convert floating-point to fixed-point, f1 = f2. */
	{ .cls = CLS_FP_ARITH, FROW("fcvt", "F10", MAJOR(0), LAT_FMAC, 0, 1, &F1, &F2),
	  GROUPS(fcvt_fx, trunc_, sf) },
	{ .cls = CLS_FP_ARITH, FROW("fpcvt", "F10", MAJOR(1), LAT_FMAC, 0, 1, &F1, &F2),
	  GROUPS(fcvt_fx, trunc_, sf) },
	/* F11: convert fixed-point to floating-point, f1 = f2. */
	{ .cls = CLS_FP_NONARITH, FROW("fcvt.xf", "F11", X6(0, 0x1c), LAT_FMAC, 0, 1, &F1, &F2) },

	/* F12: set controls, fsetc.sf amask7,omask7. */
	{ .cls = CLS_FSETC, FROW("fsetc", "F12", X6(0, 0x04), LAT_NONE, 0, 0, &AMASK7, &OMASK7),
	  GROUPS(sf) },
	/* F13: clear flags, no operands. */
	{ .name = "fclrf", .cls = CLS_FCLRF, .type = TYPE_F, .format = "F13",
	  .opcode = X6(0, 0x05), .port = PORT_F, .lat = LAT_NONE,
	  .nouts = 0, .nopnds = 0, GROUPS(sf) },
	/* F14: check flags, branching to target25 (IP-relative). */
	{ .cls = CLS_FCHKF, FROW("fchkf", "F14", X6(0, 0x08), LAT_NONE, 0, 0, &TARGET25),
	  GROUPS(sf) },

	/* F15: break.f / nop.f imm21; F16: hint.f imm21 (y, bit 26, set). */
	{ .cls = CLS_BREAK, FROW("break.f", "F15", X6(0, 0x00), LAT_NONE, 0, 0, &IMM21) },
	{ .cls = CLS_NOP, FROW("nop.f", "F15", X6(0, 0x01), LAT_NONE, IF_NOP, 0, &IMM21) },
	{ .cls = CLS_HINT, FROW("hint.f", "F16", X6(0, 0x01) | F(1, 26), LAT_NONE, IF_NOP, 0,
	       &IMM21) },
};
const size_t table_f_size = TABLE_SIZE(table_f);
