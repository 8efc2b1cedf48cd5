/*
 * tests/unit/test_srcnames.c - the assembler keeps how each register
 * operand was written (program_operand_spelling: equates, rotating and
 * stacked names) without changing which register it is, and the C source
 * line of each instruction from .file/.loc (program_source_line).
 */
#include "unit.h"
#include "../../parser/program.h"

static struct program *assemble(const char *src)
{
	capture_begin();
	struct program *p = program_assemble("s.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	return p;
}

/* The instruction written seq-th. */
static const struct asm_insn *written(const struct program *p, uint32_t seq)
{
	for (size_t i = 0; i < p->ninsns; i++)
		if (!p->insns[i].generated && p->insns[i].seq == seq)
			return &p->insns[i];
	fail_msg("no instruction %u", seq);
	return NULL;
}

static void assert_spelling(const struct program *p, uint32_t seq, int operand,
			    const char *want)
{
	const char *got = program_operand_spelling(p, written(p, seq), operand);
	if (!want)
		assert_null(got);
	else {
		assert_non_null(got);
		assert_string_equal(got, want);
	}
}

static void spellings_kept(void **state)
{
	(void)state;
	struct program *p = assemble(
		"alloc r2 = ar.pfs, 2, 6, 1, 8\n"	/* 0 */
		"src = r14\n"
		"acc = f8\n"
		"ptr == loc1\n"
		".rotr v[4]\n"
		".rotf x[3]\n"
		".rotp s[2]\n"
		"add src = in0, out0\n"			/* 1 */
		"(s[1]) ld8 v[2] = [ptr], 8\n"		/* 2 */
		"(p6) fma.d acc = x[2], f9, f10\n"	/* 3 */
		"mov r15 = sp ;;\n"			/* 4 */
		"ld8 r16 = [r17]\n"			/* 5 */
		"add r3 = src, r0\n");			/* 6 */
	assert_spelling(p, 0, 0, NULL);			/* r2 */
	assert_spelling(p, 0, 1, NULL);			/* ar.pfs */
	assert_spelling(p, 1, 0, "src");
	assert_spelling(p, 1, 1, "in0");
	assert_spelling(p, 1, 2, "out0");
	assert_spelling(p, 2, ASM_SPELLING_QP, "s[1]");
	assert_spelling(p, 2, 0, "v[2]");
	assert_spelling(p, 2, 1, "ptr");		/* the base of [ptr] */
	assert_spelling(p, 3, ASM_SPELLING_QP, NULL);	/* p6 */
	assert_spelling(p, 3, 0, "acc");
	assert_spelling(p, 3, 1, "x[2]");
	assert_spelling(p, 3, 2, NULL);
	assert_spelling(p, 4, 1, "sp");
	assert_spelling(p, 5, 0, NULL);
	assert_spelling(p, 5, 1, NULL);
	/* the registers are the operands' own: in0 r32, out0 r40, loc1 r35,
	 * v[2] r34 (.rotr from r32), x[2] f34, s[1] p17 */
	const struct asm_insn *add = written(p, 1), *ld = written(p, 2), *fma = written(p, 3);
	assert_int_equal(add->ops[0].regno, 14);
	assert_int_equal(add->ops[1].regno, 32);
	assert_int_equal(add->ops[2].regno, 40);
	assert_int_equal(ld->qp, 17);
	assert_int_equal(ld->ops[0].regno, 34);
	assert_int_equal(ld->ops[1].regno, 35);
	assert_int_equal(fma->ops[0].regno, 8);
	assert_int_equal(fma->ops[1].regno, 34);
	/* one copy of each text: src of instruction 1 and of instruction 6 */
	assert_spelling(p, 6, 1, "src");
	assert_ptr_equal(program_operand_spelling(p, written(p, 1), 0),
			 program_operand_spelling(p, written(p, 6), 1));
	program_free(p);
}

static void same_bytes_as_plain_names(void **state)
{
	(void)state;
	struct program *a = assemble("alloc r2 = ar.pfs, 1, 1, 0, 0\nd = r14\n"
				     "add d = in0, loc0 ;;\n");
	struct program *b = assemble("alloc r2 = ar.pfs, 1, 1, 0, 0\n"
				     "add r14 = r32, r33 ;;\n");
	assert_int_equal(a->sections[0].size, b->sections[0].size);
	assert_memory_equal(a->sections[0].image, b->sections[0].image, a->sections[0].size);
	assert_true(a->nspellings == 3);
	assert_true(b->nspellings == 0);
	program_free(a);
	program_free(b);
}

/* The rows as ia64-linux-gnu-as -x makes them for the same source
 * (objdump --dwarf=decodedline): x.c:12 at 0x1, inc/y.h:3 at 0x10 (the
 * .loc of line 0 makes none), the end at 0x20; the instructions, MMI with
 * a stop after slot 0 and MMI with a stop after slot 0: add r1 at 0x0, r4
 * 0x1, r7 0x2, r10 0x10, r13 0x11. */
static void source_lines_from_loc(void **state)
{
	(void)state;
	struct program *p = assemble(
		"add r1 = r2, r3 ;;\n"			/* 0: before any row */
		".file 1 \"x.c\"\n"
		".file 2 \"inc/y.h\"\n"
		".loc 1 12 0\n"
		"add r4 = r5, r6\n"			/* 1: x.c:12 */
		"add r7 = r8, r9 ;;\n"			/* 2: the same row */
		".loc 2 3\n"
		"add r10 = r11, r12 ;;\n"		/* 3: inc/y.h:3 */
		".loc 1 0\n"
		"add r13 = r14, r15 ;;\n");		/* 4: still inc/y.h:3 */
	static const struct { uint32_t seq; const char *file; uint32_t line; } want[] = {
		{1, "x.c", 12}, {2, "x.c", 12}, {3, "inc/y.h", 3}, {4, "inc/y.h", 3},
	};
	assert_null(program_source_line(p, written(p, 0)));
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		const struct asm_source_line *l = program_source_line(p, written(p, want[i].seq));
		assert_non_null(l);
		assert_string_equal(l->file, want[i].file);
		assert_int_equal(l->line, want[i].line);
	}
	/* the nop the bundler inserted has none of its own */
	for (size_t i = 0; i < p->ninsns; i++)
		if (p->insns[i].generated)
			assert_null(program_source_line(p, &p->insns[i]));
	program_free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(spellings_kept),
		cmocka_unit_test(same_bytes_as_plain_names),
		cmocka_unit_test(source_lines_from_loc),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
