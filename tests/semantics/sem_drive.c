/*
 * tests/semantics/sem_drive.c - random integer instructions for the
 * semantics check against the Ski simulator (tests/semantics/ski.sh).
 *
 *   sem_drive SEED COUNT PROG.s EXPECTED CASES
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

int main(int argc, char **argv)
{
	if (argc != 6) {
		fprintf(stderr, "usage: sem_drive SEED COUNT PROG.s EXPECTED CASES\n");
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
