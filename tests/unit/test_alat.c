/*
 * tests/unit/test_alat.c - the advanced load address table (machine/alat.h),
 * each outcome derived by hand in the comments.
 */
#include "unit.h"

#include "../../machine/alat.h"

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(hit_then_cleared),
		cmocka_unit_test(overlapping_stores),
		cmocka_unit_test(nc_and_addresses),
		cmocka_unit_test(capacity),
		cmocka_unit_test(invalidation_and_unknown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
