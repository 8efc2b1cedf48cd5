/*
 * tests/semantics/sem_drive.c - random integer and floating-point
 * instructions for the semantics check against the Ski simulator
 * (tests/semantics/ski.sh).
 *
 *   sem_drive [--fp] SEED COUNT PROG.s EXPECTED CASES
 *
 * writes COUNT seeded random cases: each sets r14, r15 (and r3) to random
 * values, p5 (the qualifying predicate) and p6, p7 (the targets) to random
 * truth values and r8 to a marker, runs one instruction under (p5), and
 * stores r8 and p7:p6 to a buffer that the program writes to standard
 * output at the end.  EXPECTED gets the two words each case must store,
 * as machine/semantics.h computes them (one line each, 16 hex digits);
 * CASES the instruction and its inputs, one line per case.  A case our
 * assembler refuses (a random completer combination that does not exist)
 * is drawn again.
 *
 * --fp writes floating-point cases instead: each sets the FPSR to random
 * status-field controls (rounding, precision, widest range, flush to
 * zero; traps disabled), f10-f12 to random register-format values
 * (ldf.fill: normals, unnormals, denormals, zeros and pseudo-zeros,
 * infinities, NaNs, integers), f8 and r8 to markers, runs one instruction
 * (multiply-add family, fcmp, fclass, getf, setf, fmerge, fcvt, xma,
 * fselect, logical, fsetc, frcpa and frsqrta (their predicate and special
 * results: an approximation is replaced by the marker before it is
 * stored), an FP load) under (p5), and stores the result
 * (f8's significand, or r8) and f8's sign and exponent shifted left 8 with
 * p7:p6 in the low bits.
 */
#include "../../machine/semantics.h"
#include "../../parser/program.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state;

static uint64_t next(void)		/* xorshift64* */
{
	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return state * 0x2545F4914F6CDD1DULL;
}

static uint64_t below(uint64_t n)
{
	return next() % n;
}

/* A 64-bit value with the shapes that find mistakes: small, negative,
 * near 2^31 and 2^32, with a high bit, or anything. */
static uint64_t value(void)
{
	static const uint64_t edge[] = {
		0, 1, 2, 63, 64, 65, 0x7fffffff, 0x80000000, 0xffffffff,
		0x100000000ULL, 0x7fffffffffffffffULL, 0x8000000000000000ULL,
		~(uint64_t)0, ~(uint64_t)1, 0xc0000000ULL,
	};
	switch (below(5)) {
	case 0: return edge[below(sizeof edge / sizeof edge[0])];
	case 1: return below(130);
	case 2: return (uint64_t)-(int64_t)below(130);
	case 3: return next() & 0xffffffffu;
	default: return next();
	}
}

static int64_t imm_in(int64_t lo, int64_t hi)
{
	return lo + (int64_t)below((uint64_t)(hi - lo + 1));
}

static const char *pick(const char *const *v, size_t n)
{
	return v[below(n)];
}
#define PICK(v) pick(v, sizeof v / sizeof v[0])

/* One random instruction's text (without the qualifying predicate). */
static void instruction(char *buf, size_t n)
{
	static const char *const alu[] = {"add", "sub", "addp4", "and", "andcm", "or", "xor"};
	static const char *const alu_imm8[] = {"sub", "and", "andcm", "or", "xor"};
	static const char *const shifts[] = {"shl", "shr", "shr.u"};
	static const char *const ext[] = {"sxt1", "sxt2", "sxt4", "zxt1", "zxt2", "zxt4"};
	static const char *const rel[] = {"eq", "ne", "lt", "le", "gt", "ge", "ltu", "leu", "gtu", "geu"};
	static const char *const ctype[] = {"", ".unc", ".and", ".or", ".or.andcm",
					    ".andcm", ".orcm", ".and.orcm"};
	static const char *const tctype[] = {"", ".unc", ".and", ".or", ".or.andcm",
					     ".andcm", ".orcm", ".and.orcm"};
	switch (below(22)) {
	case 0: snprintf(buf, n, "%s r8 = r14, r15", PICK(alu)); break;
	case 1: snprintf(buf, n, "%s r8 = r14, r15, 1", below(2) ? "add" : "sub"); break;
	case 2: snprintf(buf, n, "%s r8 = %" PRId64 ", r15", PICK(alu_imm8), imm_in(-128, 127)); break;
	case 3: snprintf(buf, n, "%s r8 = r14, %" PRId64 ", r15", below(2) ? "shladd" : "shladdp4",
			 imm_in(1, 4)); break;
	case 4: snprintf(buf, n, "%s r8 = %" PRId64 ", r15", below(2) ? "adds" : "addp4",
			 imm_in(-8192, 8191)); break;
	case 5: snprintf(buf, n, "addl r8 = %" PRId64 ", r3", imm_in(-2097152, 2097151)); break;
	case 6: snprintf(buf, n, "mov r8 = %" PRId64, imm_in(-2097152, 2097151)); break;
	case 7: snprintf(buf, n, "movl r8 = 0x%" PRIx64, value()); break;
	case 8: snprintf(buf, n, "mov r8 = r14"); break;
	case 9: snprintf(buf, n, "%s r8 = r14, r15", PICK(shifts)); break;
	case 10: snprintf(buf, n, "%s r8 = r14, %" PRId64, PICK(shifts), imm_in(0, 63)); break;
	case 11: snprintf(buf, n, "shrp r8 = r14, r15, %" PRId64, imm_in(0, 63)); break;
	case 12: snprintf(buf, n, "%s r8 = r14, %" PRId64 ", %" PRId64, below(2) ? "extr" : "extr.u",
			  imm_in(0, 63), imm_in(1, 64)); break;
	case 13: snprintf(buf, n, "dep.z r8 = r14, %" PRId64 ", %" PRId64, imm_in(0, 63), imm_in(1, 64)); break;
	case 14: snprintf(buf, n, "dep.z r8 = %" PRId64 ", %" PRId64 ", %" PRId64, imm_in(-128, 127),
			  imm_in(0, 63), imm_in(1, 64)); break;
	case 15: snprintf(buf, n, "dep r8 = %d, r15, %" PRId64 ", %" PRId64, below(2) ? -1 : 0,
			  imm_in(0, 63), imm_in(1, 64)); break;
	case 16: snprintf(buf, n, "dep r8 = r14, r15, %" PRId64 ", %" PRId64, imm_in(0, 63), imm_in(1, 16)); break;
	case 17: snprintf(buf, n, "%s r8 = r14", PICK(ext)); break;
	case 18: snprintf(buf, n, "%s.%s%s p6, p7 = r14, r15", below(2) ? "cmp" : "cmp4", PICK(rel),
			  PICK(ctype)); break;
	case 19: snprintf(buf, n, "%s.%s%s p6, p7 = %" PRId64 ", r15", below(2) ? "cmp" : "cmp4",
			  PICK(rel), PICK(ctype), imm_in(-128, 127)); break;
	case 20: snprintf(buf, n, "%s.%s%s p6, p7 = r0, r15", below(2) ? "cmp" : "cmp4", PICK(rel),
			  PICK(ctype)); break;
	default: snprintf(buf, n, "tbit.%s%s p6, p7 = r14, %" PRId64, below(2) ? "z" : "nz",
			  PICK(tctype), imm_in(0, 63)); break;
	}
}

/* Assembles text alone; the instruction written, or NULL when refused. */
static struct program *assemble_one(const char *text, const struct asm_insn **out)
{
	char src[256];
	snprintf(src, sizeof src, "%s\n", text);
	diag_reset();
	struct program *p = program_assemble("case.s", src, strlen(src));
	if (!p || p->errors) {
		program_free(p);
		return NULL;
	}
	for (size_t i = 0; i < p->ninsns; i++)
		if (!p->insns[i].generated) {
			*out = &p->insns[i];
			return p;
		}
	program_free(p);
	return NULL;
}

static uint64_t source(const struct sem_src *s, uint64_t r14, uint64_t r15)
{
	if (!s->is_reg)
		return (uint64_t)s->imm;
	switch (s->res - RES_GR0) {
	case 0: return 0;
	case 3: case 15: return r15;
	case 14: return r14;
	}
	fprintf(stderr, "sem_drive: unexpected source register r%d\n", s->res - RES_GR0);
	exit(2);
}

/* ---- floating-point cases ---------------------------------------------- */

static const struct sem_fr fr_zero = {0, 0, false};
static const struct sem_fr fr_one = {(uint64_t)1 << 63, 0xFFFF, false};

static struct sem_fr fvalue(void)
{
	static const uint64_t dbl[] = {
		0, 0x8000000000000000ULL, 0x3ff0000000000000ULL, 0xbff0000000000000ULL,
		0x4004000000000000ULL, 0xbfe0000000000000ULL, 0x3fe0000000000000ULL,
		0x3ff8000000000000ULL, 0x4008000000000000ULL, 0x7e37e43c8800759cULL,
		0x800012688b70e62bULL, 0x7ff0000000000000ULL, 0xfff0000000000000ULL,
		0x7ff8000000000000ULL, 0x7ff4000000000000ULL, 0x4330000000000000ULL,
		0x43e0000000000000ULL, 0xc3e0000000000000ULL, 0x43f0000000000000ULL,
		0x3fdfffffffffffffULL, 0x4330000000000001ULL, 0x0010000000000000ULL,
		0x0000000000000001ULL, 0x7fefffffffffffffULL, 0x4024000000000000ULL,
	};
	struct sem_fr f;
	bool sign = below(2);
	switch (below(13)) {
	case 0: return sem_fr_from_double(dbl[below(sizeof dbl / sizeof dbl[0])]);
	case 1: return sem_fr_from_double(next());
	case 2: return sem_fr_from_single((uint32_t)next());
	case 3:
		f = (struct sem_fr){next() | (uint64_t)1 << 63, (uint32_t)(0xFFFF - 70 + below(141)), sign};
		if (below(2))	/* few significant bits: exact results */
			f.sig &= ~(uint64_t)0 << (1 + below(63));
		return f;
	case 4: return (struct sem_fr){next() | (uint64_t)1 << 63, (uint32_t)(1 + below(0x1FFFE)), sign};
	case 5: return sem_fr_from_sig(value());
	case 6: return (struct sem_fr){next() >> (1 + below(63)), (uint32_t)below(0x1FFFF), sign};
	case 7: {
		static const uint64_t sp[] = {
			(uint64_t)1 << 63, 0xC000000000000000ULL, 0xC000000000000001ULL,
			0x8000000000000001ULL, 0xA000000000000000ULL, 0x4000000000000000ULL, 0,
		};
		uint64_t m = below(3) ? sp[below(sizeof sp / sizeof sp[0])] : next();
		return (struct sem_fr){m, 0x1FFFF, sign};
	}
	case 8: return (struct sem_fr){0, below(2) ? 0 : (uint32_t)below(0x1FFFF), sign};
	case 9: return (struct sem_fr){next() >> below(3), 0, sign};
	case 10: {
		double d = (double)((int64_t)below(41) - 20) / (below(2) ? 1 : 4);
		uint64_t bits;
		memcpy(&bits, &d, sizeof bits);
		return sem_fr_from_double(bits);
	}
	default: {
		static const uint32_t low[] = {0xFC01, 0xFF81, 0xC001, 0x0001, 0xFC01 - 53,
					       0xFF81 - 24, 0xC001 - 64, 0x1FFFE, 0x103FF, 0x1007F};
		uint32_t e = low[below(sizeof low / sizeof low[0])] + (uint32_t)below(5) - 2;
		return (struct sem_fr){next() | (below(2) ? (uint64_t)1 << 63 : 0), e & 0x1FFFF, sign};
	}
	}
}

/* A status field's controls: td (never for sf0: Ski refuses it), rc, pc
 * (not the reserved 01), wre, ftz. */
static unsigned controls(int sf)
{
	static const unsigned pcs[] = {0, 2, 3, 3};
	unsigned c = (unsigned)(below(2) ? below(4) << SEM_SF_RC_SHIFT : 0) |
		     pcs[below(4)] << SEM_SF_PC_SHIFT;
	if (below(3) == 0)
		c |= SEM_SF_WRE;
	if (below(6) == 0)
		c |= SEM_SF_FTZ;
	if (sf && below(4) == 0)
		c |= SEM_SF_TD;
	return c;
}

static const char *sfname(void)
{
	static const char *const n[] = {"", ".s0", ".s1", ".s2", ".s3"};
	return n[below(5)];
}

static const char *pcname(void)
{
	static const char *const n[] = {"", ".s", ".d"};
	return n[below(3)];
}

enum fp_out { OUT_FR, OUT_GR, OUT_PR, OUT_FPSR, OUT_APPROX };

/* One random floating-point instruction; *ldkind > 0 for an FP load
 * (1 ldfs, 2 ldfd, 3 ldfe, 4 ldf8). */
static enum fp_out fp_instruction(char *buf, size_t n, int *ldkind)
{
	static const char *const fam[] = {"fma", "fms", "fnma"};
	static const char *const rel[] = {"eq", "lt", "le", "unord", "gt", "ge", "neq", "nlt",
					  "nle", "ngt", "nge", "ord"};
	static const char *const fx[] = {".sig", ".exp", ".s", ".d"};
	static const char *const merge[] = {"fmerge.s f8 = f10, f11", "fmerge.ns f8 = f10, f11",
					    "fmerge.se f8 = f10, f11", "fabs f8 = f10",
					    "fneg f8 = f10", "fnegabs f8 = f10", "mov f8 = f10"};
	static const char *const logic[] = {"fand", "fandcm", "for", "fxor"};
	*ldkind = 0;
	switch (below(20)) {
	case 0: case 1: case 2: case 3: case 4:
		snprintf(buf, n, "%s%s%s f8 = f10, f11, f12", PICK(fam), pcname(), sfname());
		return OUT_FR;
	case 5: case 6: {
		static const char *const ps[] = {"fmpy", "fnmpy", "fadd", "fsub", "fnorm", "fcvt.xuf"};
		const char *op = PICK(ps);
		const char *ops = op[1] == 'm' || op[1] == 'n' ? (op[2] == 'o' ? "f10" : "f10, f11")
				: op[1] == 'c' ? "f10" : "f10, f12";
		snprintf(buf, n, "%s%s%s f8 = %s", op, pcname(), sfname(), ops);
		return OUT_FR;
	}
	case 7: case 8: case 9:
		snprintf(buf, n, "fcmp.%s%s%s p6, p7 = f10, f11", PICK(rel), below(2) ? ".unc" : "",
			 sfname());
		return OUT_PR;
	case 10: case 11:
		snprintf(buf, n, "fclass.%s%s p6, p7 = f10, 0x%x", below(2) ? "m" : "nm",
			 below(2) ? ".unc" : "", (unsigned)(1 + below(511)));
		return OUT_PR;
	case 12:
		snprintf(buf, n, "getf%s r8 = f10", PICK(fx));
		return OUT_GR;
	case 13:
		snprintf(buf, n, "setf%s f8 = r14", PICK(fx));
		return OUT_FR;
	case 14:
		snprintf(buf, n, "%s", PICK(merge));
		return OUT_FR;
	case 15:
		if (below(3) == 0)
			snprintf(buf, n, "fcvt.xf f8 = f10");
		else
			snprintf(buf, n, "fcvt.%s%s%s f8 = f10", below(2) ? "fx" : "fxu",
				 below(2) ? ".trunc" : "", sfname());
		return OUT_FR;
	case 16:
		switch (below(3)) {
		case 0: snprintf(buf, n, "xma.%s f8 = f10, f11, f12", below(2) ? "l" : below(2) ? "h" : "hu"); break;
		case 1: snprintf(buf, n, "fselect f8 = f10, f11, f12"); break;
		default: snprintf(buf, n, "%s f8 = f10, f11", PICK(logic)); break;
		}
		return OUT_FR;
	case 17:
		snprintf(buf, n, "fsetc%s 0x%x, 0x%x", sfname(), (unsigned)below(128), (unsigned)below(128));
		return OUT_FPSR;
	case 18:
		if (below(2))
			snprintf(buf, n, "frcpa%s f8, p6 = f10, f11", sfname());
		else
			snprintf(buf, n, "frsqrta%s f8, p6 = f10", sfname());
		return OUT_APPROX;
	default: {
		static const char *const ld[] = {"ldfs", "ldfd", "ldfe", "ldf8"};
		*ldkind = 1 + (int)below(4);
		snprintf(buf, n, "%s f8 = [r22]", ld[*ldkind - 1]);
		return OUT_FR;
	}
	}
}

static const struct sem_fr *fsource(const struct sem_src *s, const struct sem_fr v[3])
{
	if (!s->is_reg || s->res < RES_FR0 || s->res >= RES_FR0 + 128) {
		fprintf(stderr, "sem_drive: unexpected FP source\n");
		exit(2);
	}
	switch (s->res - RES_FR0) {
	case 0: return &fr_zero;
	case 1: return &fr_one;
	case 10: return &v[0];
	case 11: return &v[1];
	case 12: return &v[2];
	}
	fprintf(stderr, "sem_drive: unexpected source register f%d\n", s->res - RES_FR0);
	exit(2);
}

static uint64_t fr_word2(const struct sem_fr *f)
{
	return (uint64_t)f->sign << 17 | f->exp;
}

static int fp_main(long count, FILE *prog, FILE *want, FILE *cases)
{
	const uint64_t marker = 0x5a5a5a5a5a5a5a5aULL;
	const struct sem_fr fmark = {0xa5a5a5a5a5a5a5a5ULL, 0x1a5a5, true};
	fprintf(prog, "\t.bss\n\t.align 16\nbuf:\t.skip %ld\nspill:\t.skip 16\n"
		      "\t.data\n\t.align 16\nfmark:\tdata8 0x%" PRIx64 ", 0x%" PRIx64 "\n",
		16 * count, fmark.sig, fr_word2(&fmark));
	FILE *data = tmpfile(), *text = tmpfile();
	if (!data || !text) {
		perror("sem_drive");
		return 2;
	}
	for (long k = 0; k < count; k++) {
		char insn[160];
		const struct asm_insn *in = NULL;
		struct program *p;
		int ldkind;
		enum fp_out out;
		while (out = fp_instruction(insn, sizeof insn, &ldkind), !(p = assemble_one(insn, &in)))
			;
		struct sem s;
		sem_decode(in, &s);
		struct sem_fr v[3] = {fvalue(), fvalue(), fvalue()};
		if (below(4) == 0) {		/* operands alike: equal, negated, product cancelled */
			switch (below(3)) {
			case 0: v[1] = v[0]; break;
			case 1: v[1] = v[0]; v[1].sign = !v[1].sign; break;
			default: {
				struct sem pm = {0};
				pm.op = SEM_FMA;
				pm.e = SEM_FMA_ADDEND_F0;
				struct sem_fr prod;
				if (sem_fr_eval(&pm, &v[0], &v[1], &fr_zero, 3 << SEM_SF_PC_SHIFT | SEM_SF_WRE,
						SEM_FPSR_TRAPS_OFF, &prod)) {
					v[2] = prod;
					v[2].sign = !v[2].sign;
					if (below(2))
						v[2].sig ^= below(4);
				}
			}
			}
		}
		/* Ski compares a pseudo-zero (zero significand, exponent not 0) by
		 * its exponent as if it were a number; the architecture has it
		 * zero (machine/semantics_fp.c), so fcmp is not drawn with them */
		for (int i = 0; i < 2 && s.op == SEM_FCMP; i++)
			if (v[i].sig == 0 && v[i].exp != 0x1FFFF)
				v[i].exp = 0;
		uint64_t r14 = below(2) ? value() : v[0].sig ^ (uint64_t)below(2) << 63;
		uint64_t mem[2] = {next(), next()};
		if (ldkind && below(2))		/* memory holding a value's image */
			mem[0] = ldkind == 1 ? (uint64_t)sem_fr_to_single(&v[0])
			       : ldkind == 2 ? sem_fr_to_double(&v[0]) : v[0].sig;
		unsigned ctl[4];
		for (int i = 0; i < 4; i++)
			ctl[i] = controls(i);
		uint64_t fpsr = SEM_FPSR_TRAPS_OFF;
		for (int i = 0; i < 4; i++)
			fpsr |= (uint64_t)ctl[i] << (6 + 13 * i);
		bool qp = below(4) != 0;
		unsigned init6 = (unsigned)below(2), init7 = (unsigned)below(2);
		unsigned p6 = init6, p7 = init7;
		uint64_t w1 = marker;
		struct sem_fr f8 = fmark;
		const char *why = NULL;
		if (ldkind) {
			if (qp)
				f8 = ldkind == 1 ? sem_fr_from_single((uint32_t)mem[0])
				   : ldkind == 2 ? sem_fr_from_double(mem[0])
				   : ldkind == 3 ? sem_fr_from_extended(mem[1] >> 15 & 1, (uint32_t)mem[1],
									 mem[0])
				   : sem_fr_from_sig(mem[0]);
		} else if (s.op == SEM_FCMP || s.op == SEM_FCLASS) {
			bool r = false;
			const struct sem_fr *b = s.op == SEM_FCMP ? fsource(&s.b, v) : NULL;
			if (!sem_fr_compare(&s, fsource(&s.a, v), b, &r))
				why = "no truth";
			int t1, t2;
			sem_pred_write(&s, qp, r, &t1, &t2);
			int w6 = s.p1 == RES_PR0 + 6 ? t1 : t2, w7 = s.p1 == RES_PR0 + 6 ? t2 : t1;
			if (w6 >= 0)
				p6 = (unsigned)w6;
			if (w7 >= 0)
				p7 = (unsigned)w7;
		} else if (s.op == SEM_GETF) {
			if (qp)
				w1 = sem_fr_getf(&s, fsource(&s.a, v));
		} else if (s.op == SEM_SETF) {
			if (qp)
				f8 = sem_fr_setf(&s, r14);
		} else if (s.op == SEM_FSETC) {
			unsigned c = sem_fsetc(&s, ctl[0]);
			bool bad = (c >> SEM_SF_PC_SHIFT & 3) == 1 || (s.sf == 0 && (c & SEM_SF_TD));
			if (bad) {		/* Ski faults: draw again */
				program_free(p);
				k--;
				continue;
			}
			w1 = fpsr;
			if (qp)
				w1 = (fpsr & ~((uint64_t)0x7f << (6 + 13 * s.sf))) |
				     (uint64_t)c << (6 + 13 * s.sf);
		} else if (s.op == SEM_FRCPA || s.op == SEM_FRSQRTA) {
			bool approx;
			struct sem_fr r;
			if (!sem_fr_approx(&s, fsource(&s.a, v), fsource(&s.b, v), SEM_FPSR_TRAPS_OFF,
					   &approx, &r)) {
				program_free(p);	/* software assistance: Ski faults */
				k--;
				continue;
			}
			p6 = qp && approx;	/* a false qp clears the predicate */
			if (qp && !approx)
				f8 = r;
		} else if (s.op != SEM_UNKNOWN) {
			const struct sem_fr *x = s.op == SEM_FMA || s.op == SEM_XMA ||
						 s.op == SEM_FSELECT ? fsource(&s.x, v) : &fr_zero;
			const struct sem_fr *b = s.op == SEM_FCVT_FX || s.op == SEM_FCVT_XF
						 ? &fr_zero : fsource(&s.b, v);
			struct sem_fr r;
			if (!sem_fr_eval(&s, fsource(&s.a, v), b, x, ctl[s.sf], SEM_FPSR_TRAPS_OFF, &r))
				why = "no value";
			else if (qp)
				f8 = r;
		} else {
			why = "not modelled";
		}
		if (why) {
			fprintf(stderr, "sem_drive: %s: %s\n", why, insn);
			return 2;
		}
		uint64_t w2 = (uint64_t)(p6 | p7 << 1);
		if (out == OUT_FR || out == OUT_PR || out == OUT_APPROX) {
			w1 = f8.sig;
			w2 |= fr_word2(&f8) << 8;
		}
		fprintf(want, "%016" PRIx64 "\n%016" PRIx64 "\n", w1, w2);
		fprintf(cases, "(%s) %s  with f10=%d:%05x:%016" PRIx64 " f11=%d:%05x:%016" PRIx64
			       " f12=%d:%05x:%016" PRIx64 " r14=0x%" PRIx64 " mem=0x%" PRIx64 ":%" PRIx64
			       " fpsr=0x%" PRIx64 "\n",
			qp ? "p5=1" : "p5=0", insn, v[0].sign, v[0].exp, v[0].sig, v[1].sign, v[1].exp,
			v[1].sig, v[2].sign, v[2].exp, v[2].sig, r14, mem[1], mem[0], fpsr);
		fprintf(data, "fin%ld:\tdata8 0x%" PRIx64 ", 0x%" PRIx64 ", 0x%" PRIx64 ", 0x%" PRIx64
			      ", 0x%" PRIx64 ", 0x%" PRIx64 ", 0x%" PRIx64 ", 0x%" PRIx64 "\n",
			k, v[0].sig, fr_word2(&v[0]), v[1].sig, fr_word2(&v[1]), v[2].sig,
			fr_word2(&v[2]), mem[0], mem[1]);
		fprintf(text, "\tmovl r9 = 0x%" PRIx64 "\n\tmovl r21 = fin%ld\n\tmovl r14 = 0x%" PRIx64
			      " ;;\n\tmov ar.fpsr = r9\n\tadds r22 = 48, r21\n"
			      "\tldf.fill f10 = [r21], 16 ;;\n\tldf.fill f11 = [r21], 16 ;;\n"
			      "\tldf.fill f12 = [r21] ;;\n\tldf.fill f8 = [r23]\n"
			      "\tmovl r8 = 0x%" PRIx64 "\n\tmovl r9 = 0x%x ;;\n\tmov pr = r9, 0xe0 ;;\n"
			      "\t(p5) %s ;;\n",
			fpsr, k, r14, marker, (unsigned)qp << 5 | init6 << 6 | init7 << 7, insn);
		if (out == OUT_FPSR)
			fprintf(text, "\tmov r8 = ar.fpsr ;;\n");
		if (out == OUT_APPROX)	/* the approximation itself is not modelled */
			fprintf(text, "\t(p6) ldf.fill f8 = [r23] ;;\n");
		fprintf(text, "\tstf.spill [r24] = f8\n\tmov r9 = pr ;;\n\tld8 r10 = [r24], 8 ;;\n"
			      "\tld8 r11 = [r24], -8\n\textr.u r9 = r9, 6, 2 ;;\n");
		if (out == OUT_FR || out == OUT_PR || out == OUT_APPROX)
			fprintf(text, "\tshl r11 = r11, 8\n\tst8 [r20] = r10, 8 ;;\n\tor r9 = r9, r11 ;;\n");
		else
			fprintf(text, "\tst8 [r20] = r8, 8 ;;\n");
		fprintf(text, "\tst8 [r20] = r9, 8 ;;\n");
		program_free(p);
	}
	rewind(data);
	rewind(text);
	int c;
	while ((c = getc(data)) != EOF)
		putc(c, prog);
	fprintf(prog, "\t.text\n\t.global _start\n\t.proc _start\n_start:\n"
		      "\talloc r2 = ar.pfs, 0, 0, 3, 0\n\tmovl r20 = buf\n\tmovl r23 = fmark\n"
		      "\tmovl r24 = spill ;;\n");
	while ((c = getc(text)) != EOF)
		putc(c, prog);
	fclose(data);
	fclose(text);
	fprintf(prog, "\tmov r32 = 1\n\tmovl r33 = buf\n\tmovl r34 = %ld\n"
		      "\tmov r15 = 1027 ;;\n\tbreak.i 0x100000 ;;\n"
		      "\tmov r32 = 0\n\tmov r15 = 1025 ;;\n\tbreak.i 0x100000 ;;\n"
		      "\t.endp _start\n", 16 * count);
	return 0;
}

int main(int argc, char **argv)
{
	bool fp = argc > 1 && strcmp(argv[1], "--fp") == 0;
	if (fp) {
		argc--;
		argv++;
	}
	if (argc != 6) {
		fprintf(stderr, "usage: sem_drive [--fp] SEED COUNT PROG.s EXPECTED CASES\n");
		return 2;
	}
	state = strtoull(argv[1], NULL, 0) * 0x9E3779B97F4A7C15ULL + 1;
	long count = strtol(argv[2], NULL, 10);
	FILE *prog = fopen(argv[3], "w"), *want = fopen(argv[4], "w"), *cases = fopen(argv[5], "w");
	if (!prog || !want || !cases) {
		perror("sem_drive");
		return 2;
	}
	insn_table_init();
	FILE *quiet = fopen("/dev/null", "w");
	if (quiet)
		diag_set_stream(quiet);
	if (fp) {
		int rc = fp_main(count, prog, want, cases);
		insn_table_free();
		if (quiet)
			fclose(quiet);
		return fclose(prog) || fclose(want) || fclose(cases) || rc ? 2 : 0;
	}
	const uint64_t marker = 0x5a5a5a5a5a5a5a5aULL;
	fprintf(prog, "\t.bss\n\t.align 16\nbuf:\t.skip %ld\n\t.text\n\t.global _start\n"
		      "\t.proc _start\n_start:\n\talloc r2 = ar.pfs, 0, 0, 3, 0\n"
		      "\tmovl r20 = buf ;;\n", 16 * count);
	for (long k = 0; k < count; k++) {
		char text[160];
		const struct asm_insn *in = NULL;
		struct program *p;
		while (instruction(text, sizeof text), !(p = assemble_one(text, &in)))
			;
		struct sem s;
		sem_decode(in, &s);
		uint64_t r14 = value(), r15 = value();
		bool qp = below(4) != 0;
		unsigned init6 = (unsigned)below(2), init7 = (unsigned)below(2);
		unsigned p6 = init6, p7 = init7;
		uint64_t r8 = marker;
		int w6 = -1, w7 = -1;
		if (s.op == SEM_CMP || s.op == SEM_TBIT) {
			bool r = sem_compare(&s, source(&s.a, r14, r15), source(&s.b, r14, r15));
			int t1, t2;
			sem_pred_write(&s, qp, r, &t1, &t2);
			/* the targets as decoded: p6, p7 or (swapped pseudo-op) p7, p6 */
			if (s.p1 == RES_PR0 + 6) { w6 = t1; w7 = t2; }
			else { w6 = t2; w7 = t1; }
		} else if (s.op != SEM_UNKNOWN && qp) {
			if (!sem_eval(&s, source(&s.a, r14, r15), source(&s.b, r14, r15), &r8)) {
				fprintf(stderr, "sem_drive: no value for %s\n", text);
				return 2;
			}
		} else if (s.op == SEM_UNKNOWN) {
			fprintf(stderr, "sem_drive: not modelled: %s\n", text);
			return 2;
		}
		if (w6 >= 0)
			p6 = (unsigned)w6;
		if (w7 >= 0)
			p7 = (unsigned)w7;
		fprintf(want, "%016" PRIx64 "\n%016" PRIx64 "\n", r8, (uint64_t)(p6 | p7 << 1));
		fprintf(cases, "(%s) %s  with r14=0x%" PRIx64 " r15=0x%" PRIx64 "\n",
			qp ? "p5=1" : "p5=0", text, r14, r15);
		fprintf(prog, "\tmovl r14 = 0x%" PRIx64 "\n\tmovl r15 = 0x%" PRIx64 " ;;\n"
			      "\tmov r3 = r15\n\tmovl r8 = 0x%" PRIx64 "\n"
			      "\tmovl r9 = 0x%x ;;\n\tmov pr = r9, 0xe0 ;;\n"
			      "\t(p5) %s ;;\n\tst8 [r20] = r8, 8\n\tmov r9 = pr ;;\n"
			      "\textr.u r9 = r9, 6, 2 ;;\n\tst8 [r20] = r9, 8 ;;\n",
			r14, r15, marker, (unsigned)qp << 5 | init6 << 6 | init7 << 7, text);
		program_free(p);
	}
	fprintf(prog, "\tmov r32 = 1\n\tmovl r33 = buf\n\tmovl r34 = %ld\n"
		      "\tmov r15 = 1027 ;;\n\tbreak.i 0x100000 ;;\n"
		      "\tmov r32 = 0\n\tmov r15 = 1025 ;;\n\tbreak.i 0x100000 ;;\n"
		      "\t.endp _start\n", 16 * count);
	insn_table_free();
	if (quiet)
		fclose(quiet);
	return fclose(prog) || fclose(want) || fclose(cases) ? 2 : 0;
}
