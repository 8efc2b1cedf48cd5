/*
 * tests/unit/test_semantics.c - the floating-point semantics
 * (machine/semantics.h, semantics_fp.c): register-format conversions,
 * rounding in each precision and range, special values, compares and
 * classes, conversions to integers, the approximations' predicate.  The
 * random comparison with Ski is tests/semantics; these are the cases
 * worked out by hand.
 */
#include "unit.h"
#include "../../machine/semantics.h"

#define BIT63 ((uint64_t)1 << 63)

static struct sem_fr dbl(double d)
{
	uint64_t bits;
	memcpy(&bits, &d, sizeof bits);
	return sem_fr_from_double(bits);
}

static void fr_equal(struct sem_fr got, uint64_t sig, uint32_t exp, bool sign)
{
	if (got.sig != sig || got.exp != exp || got.sign != sign)
		fail_msg("got %d:%05x:%016llx, want %d:%05x:%016llx", got.sign, got.exp,
			 (unsigned long long)got.sig, sign, exp, (unsigned long long)sig);
}

/* A status field's controls: rounding rc, precision pc, wre, ftz. */
static unsigned ctl(unsigned rc, unsigned pc, bool wre, bool ftz)
{
	return rc << SEM_SF_RC_SHIFT | pc << SEM_SF_PC_SHIFT | (wre ? SEM_SF_WRE : 0) |
	       (ftz ? SEM_SF_FTZ : 0);
}

static struct sem fma_op(uint8_t pc, int64_t e)
{
	struct sem s = {0};
	s.op = SEM_FMA;
	s.pc = pc;
	s.e = e;
	return s;
}

static void conversions(void **state)
{
	(void)state;
	fr_equal(dbl(2.5), 0xA000000000000000ULL, 0x10000, false);
	fr_equal(dbl(-0.0), 0, 0, true);
	/* a double denormal: unnormalized at the format's least exponent */
	struct sem_fr d = sem_fr_from_double(1);
	fr_equal(d, (uint64_t)1 << 11, 0xFFFF - 1022, false);
	assert_true(sem_fr_to_double(&d) == 1);
	fr_equal(sem_fr_from_single(0x00000001), (uint64_t)1 << 40, 0xFFFF - 126, false);
	fr_equal(sem_fr_from_single(0x7f800000), BIT63, 0x1FFFF, false);
	fr_equal(sem_fr_from_extended(true, 0x3fff, BIT63), BIT63, 0xFFFF, true);
	fr_equal(sem_fr_from_extended(false, 0, 5), 5, 0, false);
	fr_equal(sem_fr_from_sig(0), 0, 0x1003E, false);
	/* getf.s of a value with no integer bit: exponent 0 */
	struct sem_fr u = {0x4000000000000000ULL, 0x10000, false};
	assert_int_equal(sem_fr_to_single(&u), 0x00400000);
	struct sem g = {0};
	g.op = SEM_GETF;
	g.e = SEM_FX_EXP;
	struct sem_fr m = dbl(-2.5);
	assert_int_equal(sem_fr_getf(&g, &m), 1 << 17 | 0x10000);
	struct sem st = {0};
	st.op = SEM_SETF;
	st.e = SEM_FX_EXP;
	fr_equal(sem_fr_setf(&st, 0x2FFFF), BIT63, 0xFFFF, true);
}

static void rounding(void **state)
{
	(void)state;
	struct sem s = fma_op(53, SEM_FMA_ADDEND_F0);
	struct sem_fr one = dbl(1.0), zero = {0, 0, false}, r;
	/* 1 + 2^-60 in double: to nearest 1, upward 1 + 2^-52 */
	struct sem_fr tiny = {BIT63, 0xFFFF - 60, false};
	struct sem add = fma_op(53, 0);
	assert_true(sem_fr_eval(&add, &one, &one, &tiny, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, BIT63, 0xFFFF, false);
	assert_true(sem_fr_eval(&add, &one, &one, &tiny, ctl(2, 3, false, false), 0x3f, &r));
	fr_equal(r, BIT63 | (uint64_t)1 << 11, 0xFFFF, false);
	/* the status field's precision: single (pc 0) in the 15-bit range */
	struct sem dyn = fma_op(0, 0);
	assert_true(sem_fr_eval(&dyn, &one, &one, &tiny, ctl(2, 0, false, false), 0x3f, &r));
	fr_equal(r, BIT63 | (uint64_t)1 << 40, 0xFFFF, false);
	/* a double underflow: a denormal at exponent 0xFC01 without its
	 * integer bit; in the 15-bit range it has exponent 0 */
	struct sem_fr small = {BIT63, 0xFFFF - 1030, false};
	assert_true(sem_fr_eval(&s, &small, &one, &zero, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, (uint64_t)1 << 55, 0xFFFF - 1022, false);
	struct sem_fr smaller = {BIT63, 0xFFFF - 16390, false};
	assert_true(sem_fr_eval(&dyn, &smaller, &one, &zero, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, (uint64_t)1 << 55, 0, false);
	/* the widest range keeps it normal; flush to zero drops it */
	assert_true(sem_fr_eval(&dyn, &smaller, &one, &zero, ctl(0, 3, true, false), 0x3f, &r));
	fr_equal(r, BIT63, 0xFFFF - 16390, false);
	assert_true(sem_fr_eval(&dyn, &smaller, &one, &zero, ctl(0, 3, false, true), 0x3f, &r));
	fr_equal(r, 0, 0, false);
	/* overflow: infinity to nearest, the largest double toward zero */
	struct sem_fr big = {BIT63, 0xFFFF + 1024, true};
	assert_true(sem_fr_eval(&s, &big, &one, &zero, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, BIT63, 0x1FFFF, true);
	assert_true(sem_fr_eval(&s, &big, &one, &zero, ctl(3, 3, false, false), 0x3f, &r));
	fr_equal(r, 0xFFFFFFFFFFFFF800ULL, 0xFFFF + 1023, true);
	/* an enabled trap that would be taken: no value */
	assert_false(sem_fr_eval(&s, &big, &one, &zero, ctl(0, 3, false, false), 0x37, &r));
}

static void zeros_and_specials(void **state)
{
	(void)state;
	struct sem_fr one = dbl(1.0), mone = dbl(-1.0), pz = {0, 0, false}, nz = {0, 0, true}, r;
	struct sem add = fma_op(0, 0), mpy = fma_op(0, SEM_FMA_ADDEND_F0);
	/* 1 - 1: +0, and -0 rounding down */
	assert_true(sem_fr_eval(&add, &one, &one, &mone, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, 0, 0, false);
	assert_true(sem_fr_eval(&add, &one, &one, &mone, ctl(1, 3, false, false), 0x3f, &r));
	fr_equal(r, 0, 0, true);
	/* -1 * 0: fmpy keeps the product's sign, fma with +0 does not */
	assert_true(sem_fr_eval(&mpy, &mone, &pz, &pz, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, 0, 0, true);
	assert_true(sem_fr_eval(&add, &mone, &pz, &pz, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, 0, 0, false);
	assert_true(sem_fr_eval(&add, &mone, &pz, &nz, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, 0, 0, true);
	/* infinity times zero: the indefinite NaN; NaNs quieted, f4's first */
	struct sem_fr inf = {BIT63, 0x1FFFF, false}, snan = {BIT63 | 1, 0x1FFFF, false};
	struct sem_fr qnan = {0xC000000000000002ULL, 0x1FFFF, true};
	assert_true(sem_fr_eval(&add, &inf, &pz, &one, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, 0xC000000000000000ULL, 0x1FFFF, true);
	assert_true(sem_fr_eval(&add, &qnan, &snan, &one, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, 0xC000000000000001ULL, 0x1FFFF, false);
}

static void compares_and_classes(void **state)
{
	(void)state;
	struct sem c = {0};
	c.op = SEM_FCMP;
	bool r;
	struct sem_fr a = dbl(2.5), b = dbl(-0.5), pz = {0, 0, false}, nz = {0, 0, true};
	struct sem_fr nan = {0xC000000000000000ULL, 0x1FFFF, false};
	struct sem_fr unnormal = {0x5000000000000000ULL, 0x10001, false};	/* 2.5 */
	c.rel = SEM_LT;
	assert_true(sem_fr_compare(&c, &b, &a, &r) && r);
	assert_true(sem_fr_compare(&c, &a, &nan, &r) && !r);
	c.rel = SEM_EQ;
	assert_true(sem_fr_compare(&c, &pz, &nz, &r) && r);
	assert_true(sem_fr_compare(&c, &a, &unnormal, &r) && r);
	c.rel = SEM_UNORD;
	assert_true(sem_fr_compare(&c, &a, &nan, &r) && r);
	struct sem k = {0};
	k.op = SEM_FCLASS;
	k.c = 0x0b;		/* @pos | @neg | @unorm */
	assert_true(sem_fr_compare(&k, &unnormal, NULL, &r) && r);
	assert_true(sem_fr_compare(&k, &a, NULL, &r) && !r);
	struct sem_fr den = sem_fr_from_double(0x800012688b70e62bULL);	/* -1e-310 */
	assert_true(sem_fr_compare(&k, &den, NULL, &r) && r);
	k.c = 0x1e7;		/* @qnan | @snan | @pos | @neg | @zero | @inf */
	assert_true(sem_fr_compare(&k, &nan, NULL, &r) && r);
	assert_true(sem_fr_compare(&k, &nz, NULL, &r) && r);
	assert_true(sem_fr_compare(&k, &b, NULL, &r) && !r);
}

static void conversions_to_integers(void **state)
{
	(void)state;
	struct sem s = {0};
	s.op = SEM_FCVT_FX;
	struct sem_fr r, x = dbl(-2.5), big = dbl(1e300), z = {0, 0, false};
	s.e = 0;		/* fcvt.fx, to nearest even: -2 */
	assert_true(sem_fr_eval(&s, &x, &z, &z, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, (uint64_t)-2, 0x1003E, false);
	s.e = 2;		/* .trunc */
	assert_true(sem_fr_eval(&s, &x, &z, &z, ctl(2, 3, false, false), 0x3f, &r));
	fr_equal(r, (uint64_t)-2, 0x1003E, false);
	s.e = 1;		/* .fxu of a negative: the integer indefinite */
	assert_true(sem_fr_eval(&s, &x, &z, &z, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, BIT63, 0x1003E, false);
	s.e = 0;
	assert_true(sem_fr_eval(&s, &big, &z, &z, ctl(0, 3, false, false), 0x3f, &r));
	fr_equal(r, BIT63, 0x1003E, false);
	struct sem xf = {0};
	xf.op = SEM_FCVT_XF;
	struct sem_fr i = sem_fr_from_sig((uint64_t)-3);
	assert_true(sem_fr_eval(&xf, &i, &z, &z, 0, 0x3f, &r));
	fr_equal(r, 0xC000000000000000ULL, 0x10000, true);
}

static void approximations(void **state)
{
	(void)state;
	struct sem s = {0};
	s.op = SEM_FRCPA;
	bool approx;
	struct sem_fr r, a = dbl(1.5), b = dbl(0.5), z = {0, 0, false};
	assert_true(sem_fr_approx(&s, &a, &b, 0x3f, &approx, &r) && approx);
	/* x / 0: infinity, the predicate 0 */
	assert_true(sem_fr_approx(&s, &a, &z, 0x3f, &approx, &r) && !approx);
	fr_equal(r, BIT63, 0x1FFFF, false);
	/* past the limits: software assistance, no answer */
	struct sem_fr tiny = {BIT63, 10, false};
	assert_false(sem_fr_approx(&s, &tiny, &b, 0x3f, &approx, &r));
	s.op = SEM_FRSQRTA;
	struct sem_fr neg = dbl(-4.0);
	assert_true(sem_fr_approx(&s, &neg, &z, 0x3f, &approx, &r) && !approx);
	fr_equal(r, 0xC000000000000000ULL, 0x1FFFF, true);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(conversions),
		cmocka_unit_test(rounding),
		cmocka_unit_test(zeros_and_specials),
		cmocka_unit_test(compares_and_classes),
		cmocka_unit_test(conversions_to_integers),
		cmocka_unit_test(approximations),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
