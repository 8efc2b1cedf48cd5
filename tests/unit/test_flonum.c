/*
 * tests/unit/test_flonum.c - floating-point literals.
 */
#include "unit.h"
#include "../../parser/flonum.h"

static void test_placeholder(void **state)
{
	(void)state;
	uint8_t out[16];
	size_t n;
	char err[80];
	(void)flonum_encode("1.5", FLO_DOUBLE, out, &n, err, sizeof err);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_placeholder),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
