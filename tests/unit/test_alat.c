/*
 * tests/unit/test_alat.c - the advanced load address table (machine/alat.h),
 * each outcome derived by hand in the comments.
 */
#include "unit.h"

#include "../../machine/alat.h"
#include "../../machine/effects.h"
#include "../../parser/program.h"

#include <string.h>

/* ld8.a r8 = [0x1000]; a store elsewhere; ld8.c.clr r8 = [0x1000] hits and
 * removes the entry, so a second ld8.c.clr misses. */
static void hit_then_cleared(void **state)
{
	(void)state;
	struct alat *a = alat_new(32);
	assert_false(alat_insert(a, 8, 0x1000, 8));
	alat_store(a, 0x1008, 8);	/* the next 8 bytes: no overlap */
	assert_int_equal(alat_check(a, 8, true, 0x1000, 8, true), ALAT_HIT);
	assert_int_equal(alat_check(a, 8, true, 0x1000, 8, true), ALAT_MISS);
	alat_free(a);
}

/* A store overlapping any byte of the entry removes it: st1 at 0x1007
 * (the entry is 0x1000-0x1007), st8 at 0x0ff9 (0x0ff9-0x1000). */
static void overlapping_stores(void **state)
{
	(void)state;
	struct alat *a = alat_new(32);
	alat_insert(a, 8, 0x1000, 8);
	alat_store(a, 0x1007, 1);
	assert_int_equal(alat_check(a, 8, true, 0x1000, 8, false), ALAT_MISS);
	alat_insert(a, 8, 0x1000, 8);
	alat_store(a, 0x0ff8, 8);	/* 0x0ff8-0x0fff: just below */
	assert_int_equal(alat_check(a, 8, true, 0x1000, 8, false), ALAT_HIT);
	alat_store(a, 0x0ff9, 8);
	assert_int_equal(alat_check(a, 8, true, 0x1000, 8, false), ALAT_MISS);
	alat_free(a);
}

/* .nc keeps the entry on a hit; a check of another address or size
 * misses (ld.c compares them); chk.a looks at the register alone. */
static void nc_and_addresses(void **state)
{
	(void)state;
	struct alat *a = alat_new(32);
	alat_insert(a, ALAT_FR + 6, 0x2000, 8);
	assert_int_equal(alat_check(a, ALAT_FR + 6, true, 0x2000, 8, false), ALAT_HIT);
	assert_int_equal(alat_check(a, ALAT_FR + 6, true, 0x2000, 8, false), ALAT_HIT);
	assert_int_equal(alat_check(a, ALAT_FR + 6, true, 0x2000, 4, false), ALAT_MISS);
	assert_int_equal(alat_check(a, ALAT_FR + 6, true, 0x2008, 8, false), ALAT_MISS);
	assert_int_equal(alat_check(a, ALAT_FR + 6, false, 0, 0, false), ALAT_HIT);
	/* f6 and r6 are different registers */
	assert_int_equal(alat_check(a, 6, false, 0, 0, false), ALAT_MISS);
	alat_free(a);
}

/* Two entries: a third advanced load of another register displaces the
 * oldest (a capacity miss); one of a register already there replaces its
 * own entry (not a capacity miss). */
static void capacity(void **state)
{
	(void)state;
	struct alat *a = alat_new(2);
	assert_false(alat_insert(a, 10, 0x100, 8));
	assert_false(alat_insert(a, 11, 0x200, 8));
	assert_false(alat_insert(a, 11, 0x300, 8));	/* r11 again */
	assert_true(alat_insert(a, 12, 0x400, 8));	/* r10 leaves */
	assert_int_equal(alat_check(a, 10, false, 0, 0, false), ALAT_MISS);
	assert_int_equal(alat_check(a, 11, true, 0x300, 8, false), ALAT_HIT);
	assert_int_equal(alat_check(a, 12, true, 0x400, 8, false), ALAT_HIT);
	alat_free(a);
}

/* invala empties the table, invala.e (or a load that is not advanced)
 * removes one register's entry; a store the caller could not place makes
 * the entries made before it uncertain, not those made after. */
static void invalidation_and_unknown(void **state)
{
	(void)state;
	struct alat *a = alat_new(32);
	alat_insert(a, 20, 0x100, 8);
	alat_insert(a, 21, 0x200, 8);
	alat_remove(a, 20);
	assert_int_equal(alat_check(a, 20, false, 0, 0, false), ALAT_MISS);
	assert_int_equal(alat_check(a, 21, false, 0, 0, false), ALAT_HIT);
	alat_store_unknown(a);
	alat_insert(a, 22, 0x300, 8);
	assert_int_equal(alat_check(a, 21, true, 0x200, 8, false), ALAT_UNKNOWN);
	assert_int_equal(alat_check(a, 22, true, 0x300, 8, false), ALAT_HIT);
	/* a store placed over an uncertain entry removes it for sure */
	alat_store(a, 0x200, 8);
	assert_int_equal(alat_check(a, 21, true, 0x200, 8, false), ALAT_MISS);
	alat_clear(a);
	assert_int_equal(alat_check(a, 22, false, 0, 0, false), ALAT_MISS);
	alat_free(a);
}

/* An advanced load whose address is not known: its check can say
 * nothing, a store anywhere cannot remove it for sure either, but a check
 * of another register is still a plain miss. */
static void unknown_address(void **state)
{
	(void)state;
	struct alat *a = alat_new(32);
	assert_false(alat_insert_uncertain(a, 30));
	assert_int_equal(alat_check(a, 30, true, 0x100, 8, false), ALAT_UNKNOWN);
	assert_int_equal(alat_check(a, 30, false, 0, 0, false), ALAT_UNKNOWN);
	assert_int_equal(alat_check(a, 31, true, 0x100, 8, false), ALAT_MISS);
	/* reloaded from a known address: certain again */
	alat_insert(a, 30, 0x100, 8);
	assert_int_equal(alat_check(a, 30, true, 0x100, 8, false), ALAT_HIT);
	alat_free(a);
}

/* What the instruction description says of the ALAT instructions
 * (machine/effects.h, effects_alat), decoded from their syllables as GNU
 * as encodes them: chk.a's x3 (.nc/.clr, GR/FR), invala.e's GR and FR
 * forms, invala; an advanced and a check load say so in their access. */
static void descriptions(void **state)
{
	(void)state;
	static const char src[] =
		"\t.text\nf:\n"
		"{ .mmi\n chk.a.nc r8, f\n chk.a.clr f9, f\n nop.i 0 ;; }\n"
		"{ .mmi\n invala.e r10\n invala.e f11\n nop.i 0 ;; }\n"
		"{ .mmi\n invala\n ld8.a r12 = [r13]\n nop.i 0 ;; }\n"
		"{ .mmi\n ld8.c.clr r12 = [r13]\n ldf8.c.nc f14 = [r15]\n nop.i 0 ;; }\n";
	struct program *p = program_assemble("a.s", src, strlen(src));
	assert_non_null(p);
	assert_true(p->ninsns >= 12);
	struct alat_insn a = effects_alat(p->insns[0].form);
	assert_int_equal(a.op, ALAT_OP_CHK_A);
	assert_false(a.clear);
	assert_false(a.fp);
	assert_int_equal(a.reg, 0);
	a = effects_alat(p->insns[1].form);
	assert_int_equal(a.op, ALAT_OP_CHK_A);
	assert_true(a.clear);
	assert_true(a.fp);
	a = effects_alat(p->insns[3].form);
	assert_int_equal(a.op, ALAT_OP_INVALA_E);
	assert_false(a.fp);
	a = effects_alat(p->insns[4].form);
	assert_int_equal(a.op, ALAT_OP_INVALA_E);
	assert_true(a.fp);
	assert_int_equal(effects_alat(p->insns[6].form).op, ALAT_OP_INVALA);
	assert_int_equal(effects_alat(p->insns[7].form).op, ALAT_OP_NONE);
	assert_true(effects_memory(p->insns[7].form).flags & MEMF_ADVANCED);
	struct mem_access c = effects_memory(p->insns[9].form);
	assert_true((c.flags & MEMF_CHECK) && (c.flags & MEMF_CHECK_CLEAR));
	c = effects_memory(p->insns[10].form);
	assert_true((c.flags & MEMF_CHECK) && !(c.flags & MEMF_CHECK_CLEAR) && (c.flags & MEMF_FP));
	program_free(p);
}

int main(void)
{
	insn_table_init();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(hit_then_cleared),
		cmocka_unit_test(overlapping_stores),
		cmocka_unit_test(nc_and_addresses),
		cmocka_unit_test(capacity),
		cmocka_unit_test(invalidation_and_unknown),
		cmocka_unit_test(unknown_address),
		cmocka_unit_test(descriptions),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
