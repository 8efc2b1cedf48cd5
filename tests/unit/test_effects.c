/*
 * tests/unit/test_effects.c - what machine/effects.h says of compares'
 * predicate writes (pr_write), the field the core model and the
 * dependency checker read: each form's kind from its encoding (SDM vol 3,
 * formats A6-A8, I16-I17, F4-F5).
 */
#include "unit.h"

#include "../../machine/effects.h"
#include "../../parser/program.h"

#include <string.h>

static enum pr_write_kind written(const struct asm_insn *in)
{
	struct insn_effects fx;
	effects_of(in->form, in->ops, in->nops, in->nouts, in->qp, &fx);
	return (enum pr_write_kind)fx.pr_write;
}

/* .unc is bit 12 in every compare's encoding but cmp's A6-A8 (where bit
 * 12 is c and bits 36, 33 say and/or); fcmp's bit 33 (ra) is part of its
 * relation (le, unord), not .unc. */
static void compare_kinds(void **state)
{
	(void)state;
	static const char src[] =
		"\t.text\n"
		"\tcmp.eq.unc p6, p7 = r2, r3\n\tcmp.lt p6, p7 = r2, r3\n"
		"\tcmp.eq.and p6, p7 = r2, r3\n\ttbit.z.unc p6, p7 = r2, 3\n"
		"\tfcmp.eq.unc p6, p7 = f2, f3\n\tfcmp.le p6, p7 = f2, f3\n"
		"\tfcmp.unord p6, p7 = f2, f3\n\tfcmp.le.unc p6, p7 = f2, f3\n"
		"\tfclass.m.unc p6, p7 = f2, 0x1\n\tfclass.m p6, p7 = f2, 0x1\n";
	static const enum pr_write_kind want[] = {
		PRW_UNC, PRW_NORMAL, PRW_AND, PRW_UNC,
		PRW_UNC, PRW_NORMAL, PRW_NORMAL, PRW_UNC,
		PRW_UNC, PRW_NORMAL,
	};
	capture_begin();
	struct program *p = program_assemble("c.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	size_t k = 0;
	for (size_t i = 0; i < p->ninsns && k < sizeof want / sizeof want[0]; i++) {
		const struct asm_insn *in = &p->insns[i];
		if (!in->form || in->generated)
			continue;
		if (written(in) != want[k])
			fail_msg("compare %zu (line %u): pr_write %d, want %d", k, in->loc.line,
				 (int)written(in), (int)want[k]);
		k++;
	}
	assert_int_equal(k, sizeof want / sizeof want[0]);
	program_free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(compare_kinds),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
