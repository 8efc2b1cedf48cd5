/*
 * machine/semantics.c - what an integer instruction computes, decoded from
 * its syllable (SDM vol 3, chapter 4: the A and I formats, X2, M29-M31).
 */
#include "semantics.h"

#include <string.h>

/* Bits [lsb, lsb+n) of w. */
static uint64_t field(uint64_t w, int lsb, int n)
{
	return (w >> lsb) & ((n >= 64 ? 0 : (uint64_t)1 << n) - 1);
}

/* v's low n bits as a signed number. */
static int64_t sign_extend(uint64_t v, int n)
{
	uint64_t m = (uint64_t)1 << (n - 1);
	v &= (m << 1) - 1;
	return (int64_t)((v ^ m) - m);
}

static struct sem_src gr(uint64_t n)
{
	return (struct sem_src){true, (uint16_t)(RES_GR0 + n), 0};
}

static struct sem_src imm(int64_t v)
{
	return (struct sem_src){false, 0, v};
}

/* The format's number within its letter: "A6" -> 6; 0 when it is not
 * letter + number. */
static int format_number(const char *fmt, char letter)
{
	if (!fmt || fmt[0] != letter || fmt[1] < '0' || fmt[1] > '9')
		return 0;
	int n = 0;
	for (const char *p = fmt + 1; *p; p++) {
		if (*p < '0' || *p > '9')
			return 0;
		n = n * 10 + (*p - '0');
	}
	return n;
}

/* imm8 of A3, A8, I13, I27, M30: imm7b (13-19) and the sign (36). */
static int64_t imm8(uint64_t w)
{
	return sign_extend(field(w, 13, 7) | field(w, 36, 1) << 7, 8);
}

/* ---- A unit ------------------------------------------------------------- */

/* A1-A5: major 8 (x2a 34-35, x4 29-32, x2b 27-28) and 9 (addl). */
static void decode_alu(uint64_t w, struct sem *s)
{
	unsigned major = (unsigned)field(w, 37, 4);
	s->dst = (uint16_t)(RES_GR0 + field(w, 6, 7));
	if (major == 9) {			/* A5: addl r1 = imm22, r3 (r0-r3) */
		uint64_t v = field(w, 13, 7) | field(w, 27, 9) << 7 |
			     field(w, 22, 5) << 16 | field(w, 36, 1) << 21;
		s->op = SEM_ADD;
		s->a = imm(sign_extend(v, 22));
		s->b = gr(field(w, 20, 2));
		return;
	}
	unsigned x2a = (unsigned)field(w, 34, 2), x4 = (unsigned)field(w, 29, 4);
	unsigned x2b = (unsigned)field(w, 27, 2);
	struct sem_src r2 = gr(field(w, 13, 7)), r3 = gr(field(w, 20, 7));
	if (x2a == 2 || x2a == 3) {		/* A4: adds/addp4 r1 = imm14, r3 */
		uint64_t v = field(w, 13, 7) | field(w, 27, 6) << 7 | field(w, 36, 1) << 13;
		s->op = x2a == 2 ? SEM_ADD : SEM_ADDP4;
		s->a = imm(sign_extend(v, 14));
		s->b = r3;
		return;
	}
	if (x2a != 0 || field(w, 33, 1))	/* A9, A10: multimedia */
		return;
	static const uint8_t logic[4] = {SEM_AND, SEM_ANDCM, SEM_OR, SEM_XOR};
	switch (x4) {
	case 0:					/* add r1 = r2, r3 [, 1] */
	case 1:					/* sub r1 = r2, r3 [, 1] */
		s->op = x4 == 0 ? SEM_ADD : SEM_SUB;
		s->a = r2;
		s->b = r3;
		s->c = x4 == 0 ? x2b : x2b == 1 ? 0 : 1;	/* sub: x2b 1 plain, 0 ",1" */
		return;
	case 2:
		if (x2b == 0) {
			s->op = SEM_ADDP4;
			s->a = r2;
			s->b = r3;
		}
		return;
	case 3:
		s->op = logic[x2b];
		s->a = r2;
		s->b = r3;
		return;
	case 4:					/* A2: shladd r1 = r2, count, r3 */
	case 6:
		s->op = x4 == 4 ? SEM_SHLADD : SEM_SHLADDP4;
		s->a = r2;
		s->b = r3;
		s->c = (int64_t)x2b + 1;
		return;
	case 9:					/* A3: sub r1 = imm8, r3 */
		if (x2b == 1) {
			s->op = SEM_SUB;
			s->a = imm(imm8(w));
			s->b = r3;
		}
		return;
	case 0xb:				/* A3: logic r1 = imm8, r3 */
		s->op = logic[x2b];
		s->a = imm(imm8(w));
		s->b = r3;
		return;
	}
}

/* A6-A8: major C (lt, and-type), D (ltu, or-type), E (eq, or.andcm-type);
 * x2 (34-35): cmp, cmp4, cmp imm8, cmp4 imm8; tb (36, register forms), ta
 * (33), c (12).  SDM vol 3, table 4-11. */
static void decode_compare(uint64_t w, enum pr_write_kind ctype, struct sem *s)
{
	unsigned major = (unsigned)field(w, 37, 4), x2 = (unsigned)field(w, 34, 2);
	bool immediate = x2 >= 2;
	unsigned tb = immediate ? 0 : (unsigned)field(w, 36, 1);
	unsigned ta = (unsigned)field(w, 33, 1), c = (unsigned)field(w, 12, 1);
	s->op = SEM_CMP;
	s->size = (x2 & 1) ? 4 : 8;
	s->ctype = ctype;
	s->p1 = (uint16_t)(RES_PR0 + field(w, 6, 6));
	s->p2 = (uint16_t)(RES_PR0 + field(w, 27, 6));
	s->a = immediate ? imm(imm8(w)) : gr(field(w, 13, 7));
	s->b = gr(field(w, 20, 7));
	if (tb) {				/* A7: r2 is r0; gt, le, ge, lt of 0 and r3 */
		static const uint8_t rel[2][2] = {{SEM_GT, SEM_LE}, {SEM_GE, SEM_LT}};
		s->a = imm(0);
		s->rel = rel[ta][c];
	} else if (!ta) {			/* normal, unc */
		s->rel = major == 0xC ? SEM_LT : major == 0xD ? SEM_LTU : SEM_EQ;
	} else {				/* parallel: eq or ne */
		s->rel = c ? SEM_NE : SEM_EQ;
	}
}

/* ---- I unit -------------------------------------------------------------- */

/* Major 5: I10 shrp, I11 extr, I12-I14 dep.z/dep, I16 tbit (I17 tnat: no
 * value). */
static void decode_major5(uint64_t w, enum pr_write_kind ctype, struct sem *s)
{
	unsigned x2 = (unsigned)field(w, 34, 2), x = (unsigned)field(w, 33, 1);
	s->dst = (uint16_t)(RES_GR0 + field(w, 6, 7));
	struct sem_src r2 = gr(field(w, 13, 7)), r3 = gr(field(w, 20, 7));
	uint64_t len6 = field(w, 27, 6) + 1;
	if (x2 == 0) {				/* I16 tbit (y, bit 13, = 0) */
		if (field(w, 13, 1))
			return;			/* I17 tnat: NaT bits are not values */
		unsigned tb = (unsigned)field(w, 36, 1), ta = (unsigned)field(w, 33, 1);
		s->dst = 0;
		s->op = SEM_TBIT;
		s->ctype = ctype;
		s->p1 = (uint16_t)(RES_PR0 + field(w, 6, 6));
		s->p2 = (uint16_t)(RES_PR0 + field(w, 27, 6));
		s->a = r3;
		s->c = (int64_t)field(w, 14, 6);
		/* normal and unc: .z; parallel: c says .z (0) or .nz (1) */
		s->rel = (tb || ta) && field(w, 12, 1) ? SEM_NE : SEM_EQ;
		return;
	}
	if (x2 == 3 && x == 0) {		/* I10 shrp r1 = r2, r3, count6 */
		s->op = SEM_SHRP;
		s->a = r2;
		s->b = r3;
		s->c = (int64_t)field(w, 27, 6);
	} else if (x2 == 1 && x == 0) {		/* I11 extr[.u] r1 = r3, pos6, len6 */
		s->op = field(w, 13, 1) ? SEM_EXTR : SEM_EXTRU;
		s->a = r3;
		s->c = (int64_t)field(w, 14, 6);
		s->e = (int64_t)len6;
	} else if (x2 == 1 && x == 1) {		/* I12/I13 dep.z r1 = r2|imm8, pos6, len6 */
		s->op = SEM_DEP;
		s->a = field(w, 26, 1) ? imm(imm8(w)) : r2;
		s->b = imm(0);
		s->c = 63 - (int64_t)field(w, 20, 6);
		s->e = (int64_t)len6;
	} else if (x2 == 3 && x == 1) {		/* I14 dep r1 = imm1, r3, pos6, len6 */
		s->op = SEM_DEP;
		s->a = imm(field(w, 36, 1) ? -1 : 0);
		s->b = r3;
		s->c = 63 - (int64_t)field(w, 14, 6);
		s->e = (int64_t)len6;
	}
}

/* Major 7, za (36) = 1, zb (33) = 1: the 64-bit variable shifts (I5, I7). */
static void decode_shift(uint64_t w, struct sem *s)
{
	if (!field(w, 36, 1) || !field(w, 33, 1) || field(w, 34, 2) != 0)
		return;				/* multimedia */
	unsigned x2c = (unsigned)field(w, 30, 2), x2b = (unsigned)field(w, 28, 2);
	struct sem_src r2 = gr(field(w, 13, 7)), r3 = gr(field(w, 20, 7));
	s->dst = (uint16_t)(RES_GR0 + field(w, 6, 7));
	if (x2c == 0 && (x2b == 0 || x2b == 2)) {	/* I5: r1 = r3 >> r2 */
		s->op = x2b == 2 ? SEM_SHR : SEM_SHRU;
		s->a = r3;
		s->b = r2;
	} else if (x2c == 1 && x2b == 0) {		/* I7: r1 = r2 << r3 */
		s->op = SEM_SHL;
		s->a = r2;
		s->b = r3;
	}
}

/* Major 0 with x3 (33-35) = 0: I29 extensions, I26-I28 application
 * register moves (x6, 27-32). */
static void decode_misc_i(uint64_t w, struct sem *s)
{
	if (field(w, 33, 3) != 0)
		return;
	unsigned x6 = (unsigned)field(w, 27, 6);
	uint64_t r1 = field(w, 6, 7), r2 = field(w, 13, 7), r3 = field(w, 20, 7);
	if (x6 >= 0x10 && x6 <= 0x16 && x6 != 0x13) {	/* zxt1-4, sxt1-4 */
		s->op = x6 >= 0x14 ? SEM_SXT : SEM_ZXT;
		s->dst = (uint16_t)(RES_GR0 + r1);
		s->a = gr(r3);
		s->c = (int64_t)1 << (x6 & 3);
	} else if (x6 == 0x2a) {			/* I26: mov ar3 = r2 */
		s->op = SEM_MOV;
		s->dst = (uint16_t)(RES_AR0 + r3);
		s->a = gr(r2);
	} else if (x6 == 0x0a) {			/* I27: mov ar3 = imm8 */
		s->op = SEM_MOV;
		s->dst = (uint16_t)(RES_AR0 + r3);
		s->a = imm(imm8(w));
	} else if (x6 == 0x32) {			/* I28: mov r1 = ar3 */
		s->op = SEM_MOV;
		s->dst = (uint16_t)(RES_GR0 + r1);
		s->a = (struct sem_src){true, (uint16_t)(RES_AR0 + r3), 0};
	}
}

/* ---- M unit ------------------------------------------------------------- */

/* M29 (major 1, x3 0, x6 0x2a), M30 (major 0, x3 0, x4 8, x2 2), M31
 * (major 1, x3 0, x6 0x22): application register moves. */
static void decode_ar_m(uint64_t w, struct sem *s)
{
	unsigned major = (unsigned)field(w, 37, 4);
	if (field(w, 33, 3) != 0)
		return;
	uint64_t r1 = field(w, 6, 7), r2 = field(w, 13, 7), r3 = field(w, 20, 7);
	unsigned x6 = (unsigned)field(w, 27, 6);
	if (major == 1 && x6 == 0x2a) {
		s->op = SEM_MOV;
		s->dst = (uint16_t)(RES_AR0 + r3);
		s->a = gr(r2);
	} else if (major == 1 && x6 == 0x22) {
		s->op = SEM_MOV;
		s->dst = (uint16_t)(RES_GR0 + r1);
		s->a = (struct sem_src){true, (uint16_t)(RES_AR0 + r3), 0};
	} else if (major == 0 && field(w, 27, 4) == 8 && field(w, 31, 2) == 2) {
		s->op = SEM_MOV;
		s->dst = (uint16_t)(RES_AR0 + r3);
		s->a = imm(imm8(w));
	}
}

/* X2: movl r1 = imm64 from the L syllable (imm41) and the X syllable. */
static void decode_movl(const uint64_t words[2], struct sem *s)
{
	uint64_t x = words[1];
	uint64_t v = field(x, 13, 7) | field(x, 27, 9) << 7 | field(x, 22, 5) << 16 |
		     field(x, 21, 1) << 21 | field(words[0], 0, 41) << 22 |
		     field(x, 36, 1) << 63;
	s->op = SEM_MOV;
	s->dst = (uint16_t)(RES_GR0 + field(x, 6, 7));
	s->a = imm((int64_t)v);
}

/* ---- F unit, getf and setf ----------------------------------------------- */

static struct sem_src fr(uint64_t n)
{
	return (struct sem_src){true, (uint16_t)(RES_FR0 + n), 0};
}

/* d = f(a, b, x) in floating-point registers: f1 = f3 * f4 + f2 and the
 * other three-source forms. */
static void fr_operands(struct sem *s, uint64_t d, uint64_t a, uint64_t b, uint64_t x)
{
	s->dst = (uint16_t)(RES_FR0 + d);
	s->a = fr(a);
	s->b = fr(b);
	s->x = fr(x);
}

/* F1-F5, F9-F12 (SDM vol 3, 4.6): f1 6-12, f2 13-19, f3 20-26, f4 27-33,
 * sf 34-35; the parallel forms (major 1, and fpma/fpms/fpnma) are not
 * modelled. */
static void decode_fp(uint64_t w, int format, struct sem *s)
{
	unsigned major = (unsigned)field(w, 37, 4), x6 = (unsigned)field(w, 27, 6);
	uint64_t f1 = field(w, 6, 7), f2 = field(w, 13, 7), f3 = field(w, 20, 7);
	uint64_t f4 = field(w, 27, 7);
	s->sf = (uint8_t)field(w, 34, 2);
	switch (format) {
	case 1: {			/* fma, fms, fnma: f1 = f3 * f4 + f2 */
		bool x = field(w, 36, 1), odd = major & 1;
		if (odd && x)
			return;		/* fpma, fpms, fpnma */
		s->op = SEM_FMA;
		s->pc = odd ? 53 : x ? 24 : 0;
		s->e = (major >= 0xC ? SEM_FMA_NEG_PRODUCT : 0) |
		       (major == 0xA || major == 0xB ? SEM_FMA_NEG_ADDEND : 0) |
		       (f2 == 0 ? SEM_FMA_ADDEND_F0 : 0);
		fr_operands(s, f1, f3, f4, f2);
		return;
	}
	case 2:				/* xma.l/.h/.hu f1 = f3, f4, f2 */
		s->op = SEM_XMA;
		s->e = (int64_t)field(w, 34, 2);
		s->sf = 0;
		fr_operands(s, f1, f3, f4, f2);
		return;
	case 3:				/* fselect f1 = f3, f4, f2 */
		s->op = SEM_FSELECT;
		s->sf = 0;
		fr_operands(s, f1, f3, f4, f2);
		return;
	case 4: {			/* fcmp: rb (36), ra (33): eq lt le unord */
		static const uint8_t rel[4] = {SEM_EQ, SEM_LE, SEM_LT, SEM_UNORD};
		s->op = SEM_FCMP;
		s->rel = rel[field(w, 36, 1) << 1 | field(w, 33, 1)];
		break;
	}
	case 5:				/* fclass: fclass7c (20-26), fc2 (33-34) */
		s->op = SEM_FCLASS;
		s->c = (int64_t)(field(w, 20, 7) << 2 | field(w, 33, 2));
		s->sf = 0;
		break;
	case 9:
		if (major != 0)
			return;
		s->dst = (uint16_t)(RES_FR0 + f1);
		s->a = fr(f2);
		s->b = fr(f3);
		s->sf = 0;
		if (x6 >= 0x10 && x6 <= 0x12) {
			s->op = SEM_FMERGE;
			s->e = x6 - 0x10;
		} else if (x6 >= 0x2c && x6 <= 0x2f) {
			s->op = SEM_FLOGIC;
			s->e = x6 - 0x2c;
		}
		return;
	case 10:			/* fcvt.fx/.fxu[.trunc] f1 = f2 */
		if (major != 0 || x6 < 0x18 || x6 > 0x1b)
			return;
		s->op = SEM_FCVT_FX;
		s->e = x6 - 0x18;
		s->dst = (uint16_t)(RES_FR0 + f1);
		s->a = fr(f2);
		return;
	case 11:			/* fcvt.xf f1 = f2 */
		if (major != 0)
			return;
		s->op = SEM_FCVT_XF;
		s->sf = 0;
		s->dst = (uint16_t)(RES_FR0 + f1);
		s->a = fr(f2);
		return;
	case 12:			/* fsetc.sf amask7, omask7 */
		if (major != 0)
			return;
		s->op = SEM_FSETC;
		s->dst = (uint16_t)(RES_FPSR_CONTROLS0 + s->sf);
		s->c = (int64_t)f2;
		s->e = (int64_t)f3;
		return;
	case 6:				/* frcpa f1, p2 = f2, f3 */
	case 7:				/* frsqrta f1, p2 = f3 */
		if (major != 0)
			return;
		s->op = format == 6 ? SEM_FRCPA : SEM_FRSQRTA;
		s->dst = (uint16_t)(RES_FR0 + f1);
		s->p2 = (uint16_t)(RES_PR0 + field(w, 27, 6));
		s->a = fr(format == 6 ? f2 : f3);
		s->b = fr(f3);
		return;
	default:
		return;
	}
	/* fcmp and fclass: p1 (6-11), p2 (27-32), ta (12): .unc */
	s->ctype = field(w, 12, 1) ? PRW_UNC : PRW_NORMAL;
	s->p1 = (uint16_t)(RES_PR0 + field(w, 6, 6));
	s->p2 = (uint16_t)(RES_PR0 + field(w, 27, 6));
	s->a = fr(f2);
	s->b = fr(f3);
}

/* M18 setf.sig/.exp/.s/.d f1 = r2 (major 6), M19 getf r1 = f2 (major 4):
 * x6 (30-35) 0x1c-0x1f. */
static void decode_getf_setf(uint64_t w, int format, struct sem *s)
{
	unsigned x6 = (unsigned)field(w, 30, 6);
	if (x6 < 0x1c || x6 > 0x1f || field(w, 27, 1) != 1)
		return;
	s->e = x6 - 0x1c;
	if (format == 18) {
		s->op = SEM_SETF;
		s->dst = (uint16_t)(RES_FR0 + field(w, 6, 7));
		s->a = gr(field(w, 13, 7));
	} else {
		s->op = SEM_GETF;
		s->dst = (uint16_t)(RES_GR0 + field(w, 6, 7));
		s->a = fr(field(w, 13, 7));
	}
}

/* ---- entry points ---------------------------------------------------------- */

void sem_decode(const struct asm_insn *in, struct sem *out)
{
	memset(out, 0, sizeof *out);
	out->size = 8;
	if (!in->form || in->code.nwords < 1)
		return;
	const struct insn_desc *d = in->form->desc;
	struct insn_effects fx;
	effects_of(in->form, in->ops, in->nops, in->nouts, in->qp, &fx);
	if (fx.mem.kind != MEM_NONE && (fx.mem.flags & MEMF_POSTINC) &&
	    fx.mem.base >= 0 && fx.mem.increment >= 0) {
		const struct operand *base = &in->ops[fx.mem.base];
		const struct operand *inc = &in->ops[fx.mem.increment];
		out->postinc = true;
		out->base = (uint16_t)(RES_GR0 + base->regno);
		out->inc = inc->type == OP_REG ? gr((uint64_t)inc->regno) : imm(inc->value);
	}
	uint64_t w = in->code.words[0];
	const char *fmt = d->format;
	int n;
	if ((n = format_number(fmt, 'A')) >= 1 && n <= 5)
		decode_alu(w, out);
	else if (n >= 6 && n <= 8)
		decode_compare(w, (enum pr_write_kind)fx.pr_write, out);
	else if ((n = format_number(fmt, 'I')) == 5 || n == 7)
		decode_shift(w, out);
	else if ((n >= 10 && n <= 14) || n == 16 || n == 17)
		decode_major5(w, (enum pr_write_kind)fx.pr_write, out);
	else if (n == 15) {			/* dep r1 = r2, r3, pos6, len4 */
		out->op = SEM_DEP;
		out->dst = (uint16_t)(RES_GR0 + field(w, 6, 7));
		out->a = gr(field(w, 13, 7));
		out->b = gr(field(w, 20, 7));
		out->c = 63 - (int64_t)field(w, 31, 6);
		out->e = (int64_t)field(w, 27, 4) + 1;
	} else if (n == 23) {			/* mov pr = r2, mask17 */
		out->op = SEM_MOV_PR;
		out->a = gr(field(w, 13, 7));
		uint64_t mask = field(w, 6, 7) << 1 | field(w, 24, 8) << 8;
		if (field(w, 36, 1))
			mask |= ~(uint64_t)0 << 16;
		out->c = (int64_t)mask;
	} else if (n == 24) {			/* mov pr.rot = imm44 */
		out->op = SEM_MOV_PR_ROT;
		out->a = imm((int64_t)((uint64_t)sign_extend(field(w, 6, 27) |
							      field(w, 36, 1) << 27, 28) << 16));
	} else if (n >= 26 && n <= 29)
		decode_misc_i(w, out);
	else if ((n = format_number(fmt, 'M')) >= 29 && n <= 31)
		decode_ar_m(w, out);
	else if (n == 18 || n == 19)
		decode_getf_setf(w, n, out);
	else if ((n = format_number(fmt, 'F')) >= 1)
		decode_fp(w, n, out);
	else if (format_number(fmt, 'X') == 2 && in->code.nwords == 2)
		decode_movl(in->code.words, out);
	else if (d->cls == CLS_CLRRRB || d->cls == CLS_CLRRRB_PR) {
		out->op = SEM_CLRRRB;
		out->e = d->cls == CLS_CLRRRB_PR;
	}
	if (out->op == SEM_UNKNOWN)
		out->dst = 0;
}

/* addp4: the 32-bit sum, with b's bits 31:30 moved to 62:61 (SDM vol 3,
 * addp4: the region bits of a 32-bit pointer). */
static uint64_t addp4(uint64_t a, uint64_t b)
{
	uint64_t sum = (a + b) & 0xffffffffu;
	return sum | ((b >> 30) & 3) << 61;
}

bool sem_eval(const struct sem *s, uint64_t a, uint64_t b, uint64_t *out)
{
	uint64_t c = (uint64_t)s->c, mask;
	switch ((enum sem_op)s->op) {
	case SEM_MOV: *out = a; return true;
	case SEM_ADD: *out = a + b + c; return true;
	case SEM_SUB: *out = a - b - c; return true;
	case SEM_ADDP4: *out = addp4(a, b); return true;
	case SEM_SHLADD: *out = (a << c) + b; return true;
	case SEM_SHLADDP4: *out = addp4(a << c, b); return true;
	case SEM_AND: *out = a & b; return true;
	case SEM_OR: *out = a | b; return true;
	case SEM_XOR: *out = a ^ b; return true;
	case SEM_ANDCM: *out = a & ~b; return true;
	case SEM_SHL: *out = b > 63 ? 0 : a << b; return true;
	case SEM_SHRU: *out = b > 63 ? 0 : a >> b; return true;
	case SEM_SHR:
		*out = (uint64_t)((int64_t)a >> (b > 63 ? 63 : b));
		return true;
	case SEM_SHRP:
		*out = c == 0 ? b : (b >> c) | (a << (64 - c));
		return true;
	case SEM_EXTR:
	case SEM_EXTRU: {
		/* bits pos..pos+len-1; past bit 63 the field ends there (and
		 * its sign is bit 63) */
		uint64_t len = (uint64_t)s->e, v = a >> c;
		if (len > 64 - c)
			len = 64 - c;
		if (len < 64)
			v = s->op == SEM_EXTR ? (uint64_t)sign_extend(v, (int)len)
					      : v & (((uint64_t)1 << len) - 1);
		*out = v;
		return true;
	}
	case SEM_DEP: {
		uint64_t len = (uint64_t)s->e;
		if (len > 64 - c)
			len = 64 - c;
		mask = (len >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << len) - 1) << c;
		*out = (b & ~mask) | ((a << c) & mask);
		return true;
	}
	case SEM_SXT:
		*out = c >= 8 ? a : (uint64_t)sign_extend(a, (int)(8 * c));
		return true;
	case SEM_ZXT:
		*out = c >= 8 ? a : a & (((uint64_t)1 << (8 * c)) - 1);
		return true;
	case SEM_UNKNOWN:
	case SEM_CMP:
	case SEM_TBIT:
	case SEM_MOV_PR:
	case SEM_MOV_PR_ROT:
	case SEM_CLRRRB:
	case SEM_COUNT:
		break;
	default:		/* floating-point: semantics_fp.c */
		break;
	}
	return false;
}

bool sem_compare(const struct sem *s, uint64_t a, uint64_t b)
{
	if (s->op == SEM_TBIT) {
		bool bit = (a >> (s->c & 63)) & 1;
		return s->rel == SEM_NE ? bit : !bit;
	}
	if (s->size == 4) {
		a = (uint64_t)(int64_t)(int32_t)(uint32_t)a;
		b = (uint64_t)(int64_t)(int32_t)(uint32_t)b;
		if (s->rel == SEM_LTU)
			return (uint32_t)a < (uint32_t)b;
	}
	switch ((enum sem_rel)s->rel) {
	case SEM_LT: return (int64_t)a < (int64_t)b;
	case SEM_LTU: return a < b;
	case SEM_EQ: return a == b;
	case SEM_NE: return a != b;
	case SEM_GT: return (int64_t)a > (int64_t)b;
	case SEM_LE: return (int64_t)a <= (int64_t)b;
	case SEM_GE: return (int64_t)a >= (int64_t)b;
	case SEM_UNORD: break;	/* floating-point only */
	}
	return false;
}

void sem_pred_write(const struct sem *s, bool qp, bool result, int *p1, int *p2)
{
	*p1 = *p2 = -1;
	switch ((enum pr_write_kind)s->ctype) {
	case PRW_UNC:
		*p1 = *p2 = 0;
		/* fall through */
	case PRW_NORMAL:
		if (qp) {
			*p1 = result;
			*p2 = !result;
		}
		return;
	case PRW_AND:
		if (qp && !result)
			*p1 = *p2 = 0;
		return;
	case PRW_OR:
		if (qp && result)
			*p1 = *p2 = 1;
		return;
	case PRW_OR_ANDCM:
		if (qp && result) {
			*p1 = 1;
			*p2 = 0;
		}
		return;
	case PRW_AND_ORCM:
		if (qp && !result) {
			*p1 = 0;
			*p2 = 1;
		}
		return;
	case PRW_NONE:
		return;
	}
}

const char *sem_op_name(enum sem_op op)
{
	static const char *const name[SEM_COUNT] = {
		"unknown", "mov", "add", "sub", "addp4", "shladd", "shladdp4",
		"and", "or", "xor", "andcm", "shl", "shr", "shr.u", "shrp",
		"extr", "extr.u", "dep", "sxt", "zxt", "cmp", "tbit",
		"mov pr", "mov pr.rot", "clrrrb", "fma", "fcmp", "fclass",
		"getf", "setf", "fmerge", "fcvt.fx", "fcvt.xf", "xma", "fselect",
		"flogic", "fsetc", "frcpa", "frsqrta",
	};
	return op < SEM_COUNT ? name[op] : "?";
}
