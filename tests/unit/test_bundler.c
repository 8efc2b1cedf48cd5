/*
 * tests/unit/test_bundler.c - templates, nops, stops and labels chosen by
 * the bundler, as GNU as chooses them (expected values read from
 * ia64-linux-gnu-as -x output for the same source).
 */
#include "unit.h"
#include "../../parser/program.h"

static struct program *assemble(const char *src)
{
	capture_begin();
	struct program *p = program_assemble("b.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	return p;
}

static const struct asm_bundle *bundle(const struct program *p, size_t i)
{
	assert_true(p->nsections > 0);
	assert_true(i < p->sections[0].nbundles);
	return &p->sections[0].bundles[i];
}

static void stop_after_slot0_gives_m_mi(void **state)
{
	(void)state;
	/* gas: [MMI] add r1=r2,r3;; add r4=r5,r6  add r7=r8,r9  (template 0x0a) */
	struct program *p = assemble("add r1=r2,r3 ;;\nadd r4=r5,r6\nadd r7=r8,r9\n");
	assert_int_equal(p->sections[0].nbundles, 1);
	/* the end of the input also ends the group: 0x0a | 1 */
	assert_int_equal(bundle(p, 0)->template_number, 0x0b);
	program_free(p);
}

static void label_starts_a_bundle(void **state)
{
	(void)state;
	/* gas: [MII] add, nop.i, nop.i at 0; foo: [MII] add, nop.i, nop.i ;; at 0x10 */
	struct program *p = assemble("add r1=r2,r3\nfoo: add r4=r5,r6\n");
	assert_int_equal(p->sections[0].nbundles, 2);
	const struct asm_bundle *b1 = bundle(p, 1);
	assert_int_equal(b1->offset, 0x10);
	assert_int_equal(program_symbol(p, "foo")->value, 0x10);
	/* the nops were filled in by the bundler */
	assert_true(p->insns[bundle(p, 0)->insn[1]].generated);
	assert_false(p->insns[bundle(p, 1)->insn[0]].generated);
	program_free(p);
}

static void explicit_template_kept(void **state)
{
	(void)state;
	/* gas: { .mfi add } -> [MFI] add, nop.f, nop.i ;; (template 0x0d) */
	struct program *p = assemble("{ .mfi\nadd r1=r2,r3\n}\n");
	assert_int_equal(p->sections[0].nbundles, 1);
	assert_int_equal(bundle(p, 0)->template_number, 0x0d);
	const struct asm_insn *f = &p->insns[bundle(p, 0)->insn[1]];
	assert_true(f->generated);
	assert_string_equal(f->form->mnemonic, "nop.f");
	program_free(p);
}

static void errors_leave_no_program(void **state)
{
	(void)state;
	capture_begin();
	struct program *p = program_assemble("e.s", "add r1=r2\nfoo bar\n", 18);
	const char *d = capture_end();
	assert_true(p->errors >= 2);
	assert_non_null(strstr(d, "e.s:1:1: error: "));
	assert_non_null(strstr(d, "e.s:2:1: error: unknown instruction 'foo'"));
	program_free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(stop_after_slot0_gives_m_mi),
		cmocka_unit_test(label_starts_a_bundle),
		cmocka_unit_test(explicit_template_kept),
		cmocka_unit_test(errors_leave_no_program),
	};
	return cmocka_run_group_tests(tests, NULL, unit_teardown);
}
