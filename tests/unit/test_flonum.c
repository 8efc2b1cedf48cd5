/*
 * tests/unit/test_flonum.c - floating-point literals, byte for byte as
 * ia64-linux-gnu-as 2.40 writes them (every expected value below was read
 * from its output with objdump -s; tests/flonum/diff.sh compares thousands
 * more).
 */
#include "unit.h"
#include "../../parser/flonum.h"

struct flo_case {
	const char *text;
	enum flo_format fmt;
	enum flo_status status;
	const char *hex;	/* little-endian bytes, FLO_OK only */
};

static void hexify(const uint8_t *b, size_t n, char *out)
{
	for (size_t i = 0; i < n; i++)
		sprintf(out + 2 * i, "%02x", b[i]);
	out[2 * n] = '\0';
}

static void check_cases(const struct flo_case *c, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		uint8_t out[16];
		size_t nbytes = 99;
		char err[160];
		enum flo_status st = flonum_encode(c[i].text, c[i].fmt, out, &nbytes, err, sizeof err);
		if (st != c[i].status) {
			print_error("'%s' (format %d): status %d, want %d (%s)\n",
				    c[i].text, c[i].fmt, st, c[i].status, err);
			fail();
		}
		if (st != FLO_OK) {
			assert_int_equal(nbytes, 0);
			assert_true(err[0] != '\0');
			continue;
		}
		char hex[40];
		hexify(out, nbytes, hex);
		if (strcmp(hex, c[i].hex) != 0) {
			print_error("'%s' (format %d): %s, want %s\n", c[i].text, c[i].fmt,
				    hex, c[i].hex);
			fail();
		}
	}
}

#define CHECK(cases) check_cases(cases, sizeof cases / sizeof cases[0])

/* Decimal forms: point, exponent, signs, blanks after a sign. */
static void test_decimal_forms(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"1e5", FLO_DOUBLE, FLO_OK, "00000000006af840"},
		{"1E+5", FLO_DOUBLE, FLO_OK, "00000000006af840"},
		{"1.e5", FLO_DOUBLE, FLO_OK, "00000000006af840"},
		{".5", FLO_DOUBLE, FLO_OK, "000000000000e03f"},
		{"5.", FLO_DOUBLE, FLO_OK, "0000000000001440"},
		{"1.5e-3", FLO_DOUBLE, FLO_OK, "fa7e6abc7493583f"},
		{"1.5E-3", FLO_DOUBLE, FLO_OK, "fa7e6abc7493583f"},
		{"3", FLO_DOUBLE, FLO_OK, "0000000000000840"},
		{"09", FLO_DOUBLE, FLO_OK, "0000000000002240"},
		{"-1.5", FLO_DOUBLE, FLO_OK, "000000000000f8bf"},
		{"+1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"- 1.5", FLO_DOUBLE, FLO_OK, "000000000000f8bf"},
		{"-\t1.5", FLO_DOUBLE, FLO_OK, "000000000000f8bf"},
		{"  1.5  ", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"1.5e -5", FLO_DOUBLE, FLO_OK, "691d554d1075ef3e"},
		{"1.5e- 5", FLO_DOUBLE, FLO_OK, "691d554d1075ef3e"},
		{"-.5", FLO_DOUBLE, FLO_OK, "000000000000e0bf"},
		/* an exponent mark without digits is exponent 0 */
		{"1.5e", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"1e+", FLO_DOUBLE, FLO_OK, "000000000000f03f"},
		{"1e0100", FLO_DOUBLE, FLO_OK, "7dc39425ad49b254"},
		{"1e-0100", FLO_DOUBLE, FLO_OK, "30058ee42eff2b2b"},
		{"123456789012345678901234567890", FLO_DOUBLE, FLO_OK, "3e376cff90eef845"},
		{"0.000000000000000000000000000000000000000000000001", FLO_DOUBLE, FLO_OK,
		 "d82f768a4f62f735"},
		{"1.5", FLO_SINGLE, FLO_OK, "0000c03f"},
		{"-2.5", FLO_SINGLE, FLO_OK, "000020c0"},
	};
	CHECK(cases);
}

/* No digits at all is zero, with the sign given. */
static void test_zero_forms(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"0", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"00", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"0.", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{".", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"-0", FLO_DOUBLE, FLO_OK, "0000000000000080"},
		{"-", FLO_DOUBLE, FLO_OK, "0000000000000080"},
		{"+", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"e5", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"E5", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{".e5", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"-.e5", FLO_DOUBLE, FLO_OK, "0000000000000080"},
		{"-0", FLO_SINGLE, FLO_OK, "00000080"},
		{"-0", FLO_EXTENDED, FLO_OK, "00000000000000000080"},
	};
	CHECK(cases);
}

/* '0' and any letter is skipped; 0x is not hexadecimal. */
static void test_prefixes(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"0f1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0F1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0d1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0D2", FLO_DOUBLE, FLO_OK, "0000000000000040"},
		{"0r1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0R2", FLO_DOUBLE, FLO_OK, "0000000000000040"},
		{"0e1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0z1.5", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0x3", FLO_DOUBLE, FLO_OK, "0000000000000840"},
		{"0X10", FLO_DOUBLE, FLO_OK, "0000000000002440"},
		{"0e5", FLO_DOUBLE, FLO_OK, "0000000000001440"},
		{"0e2e2", FLO_DOUBLE, FLO_OK, "0000000000006940"},
		{"0f-1.5", FLO_DOUBLE, FLO_OK, "000000000000f8bf"},
		{"0x-1.5", FLO_DOUBLE, FLO_OK, "000000000000f8bf"},
		{"0f -1.5", FLO_DOUBLE, FLO_OK, "000000000000f8bf"},
		{"0f1e5", FLO_DOUBLE, FLO_OK, "00000000006af840"},
		{"0f", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"0finf", FLO_DOUBLE, FLO_OK, "000000000000f07f"},
		{"0fnan", FLO_DOUBLE, FLO_OK, "ffffffffffffff7f"},
		{"0f1.5", FLO_SINGLE, FLO_OK, "0000c03f"},
		/* a sign before the prefix, or a second prefix, is junk */
		{"-0f1.5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"- 0f1.5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"0f0f1", FLO_DOUBLE, FLO_JUNK, NULL},
		{"0xA", FLO_DOUBLE, FLO_JUNK, NULL},
		{"0f 1.5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"0 f1.5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"0_1.5", FLO_DOUBLE, FLO_JUNK, NULL},
	};
	CHECK(cases);
}

/* inf, infinity, nan, snan, qnan in any case, with a sign. */
static void test_specials(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"inf", FLO_DOUBLE, FLO_OK, "000000000000f07f"},
		{"INF", FLO_DOUBLE, FLO_OK, "000000000000f07f"},
		{"Infinity", FLO_DOUBLE, FLO_OK, "000000000000f07f"},
		{"+inf", FLO_DOUBLE, FLO_OK, "000000000000f07f"},
		{"-inf", FLO_DOUBLE, FLO_OK, "000000000000f0ff"},
		{"- inf", FLO_DOUBLE, FLO_OK, "000000000000f0ff"},
		{"-Infinity", FLO_DOUBLE, FLO_OK, "000000000000f0ff"},
		{"nan", FLO_DOUBLE, FLO_OK, "ffffffffffffff7f"},
		{"NaN", FLO_DOUBLE, FLO_OK, "ffffffffffffff7f"},
		{"+nan", FLO_DOUBLE, FLO_OK, "ffffffffffffff7f"},
		{"-nan", FLO_DOUBLE, FLO_OK, "ffffffffffffffff"},
		{"qnan", FLO_DOUBLE, FLO_OK, "ffffffffffffff7f"},
		{"-qnan", FLO_DOUBLE, FLO_OK, "ffffffffffffffff"},
		{"snan", FLO_DOUBLE, FLO_OK, "fffffffffffff77f"},
		{"SNAN", FLO_DOUBLE, FLO_OK, "fffffffffffff77f"},
		{"- snan", FLO_DOUBLE, FLO_OK, "fffffffffffff7ff"},
		{"inf", FLO_SINGLE, FLO_OK, "0000807f"},
		{"-inf", FLO_SINGLE, FLO_OK, "000080ff"},
		{"nan", FLO_SINGLE, FLO_OK, "ffffff7f"},
		{"-qnan", FLO_SINGLE, FLO_OK, "ffffffff"},
		{"snan", FLO_SINGLE, FLO_OK, "ffffbf7f"},
		{"-snan", FLO_SINGLE, FLO_OK, "ffffbfff"},
		/* gas aborts on these in the 80-bit formats */
		{"inf", FLO_EXTENDED, FLO_NO_ENCODING, NULL},
		{"-nan", FLO_EXTENDED, FLO_NO_ENCODING, NULL},
		{"snan", FLO_EXTENDED16, FLO_NO_ENCODING, NULL},
		/* not quite a name */
		{"infinit", FLO_DOUBLE, FLO_JUNK, NULL},
		{"infinityx", FLO_DOUBLE, FLO_JUNK, NULL},
		{"nanx", FLO_DOUBLE, FLO_JUNK, NULL},
		{"nan(1)", FLO_DOUBLE, FLO_JUNK, NULL},
		{"in", FLO_DOUBLE, FLO_JUNK, NULL},
		{"sna", FLO_DOUBLE, FLO_JUNK, NULL},
	};
	CHECK(cases);
}

/* 0L:hex gives the bits, from the most significant byte down. */
static void test_hex_bits(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"0f:3ff8000000000000", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0f:3FF8000000000000", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0f:3ff8", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0f:3ff8_0000_0000_0000", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0f: 3ff8", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0x:3ff8", FLO_DOUBLE, FLO_OK, "000000000000f83f"},
		{"0d:1", FLO_DOUBLE, FLO_OK, "0000000000000010"},
		{"0f:", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"0f:3fc", FLO_SINGLE, FLO_OK, "0000c03f"},
		{"0f:1_", FLO_SINGLE, FLO_OK, "00000010"},
		{"0f:_1", FLO_SINGLE, FLO_OK, "00000010"},
		{":3fc", FLO_SINGLE, FLO_OK, "0000c03f"},
		/* twelve bytes for the 80-bit formats, real16 included */
		{"0f:3fff8", FLO_EXTENDED, FLO_OK, "00000000000000000080ff3f"},
		{"0f:3fffc0000000000000000000", FLO_EXTENDED16, FLO_OK,
		 "000000000000000000c0ff3f"},
		/* one digit too many: a warning, nothing emitted */
		{"0f:3ff80000000000001", FLO_DOUBLE, FLO_TOO_LARGE, NULL},
		{"0f:00000000000000000000001", FLO_DOUBLE, FLO_TOO_LARGE, NULL},
		{"0f:3fc00000000000000000", FLO_SINGLE, FLO_TOO_LARGE, NULL},
		{"0f:3fffc00000000000000000000", FLO_EXTENDED, FLO_TOO_LARGE, NULL},
		{"0f:g", FLO_DOUBLE, FLO_JUNK, NULL},
		{"0f:-3ff8", FLO_DOUBLE, FLO_JUNK, NULL},
		{"0x1.8p0", FLO_DOUBLE, FLO_JUNK, NULL},
	};
	CHECK(cases);
}

/* What is left after the number. */
static void test_junk(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"1.5abc", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1.5 x", FLO_DOUBLE, FLO_JUNK, NULL},
		{"x", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1+2", FLO_DOUBLE, FLO_JUNK, NULL},
		{"(1.5)", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1..5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1 .5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1. 5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1 5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1.5 e5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1.5e 5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1.5e5.5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1.5e-5e", FLO_DOUBLE, FLO_JUNK, NULL},
		{"--1.5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"-+1.5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"- -1", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1.5 -", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1d5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1_000", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1$5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"\"1.5\"", FLO_DOUBLE, FLO_JUNK, NULL},
		{"$1", FLO_DOUBLE, FLO_JUNK, NULL},
		{"@1", FLO_DOUBLE, FLO_JUNK, NULL},
		{"1.5:3", FLO_DOUBLE, FLO_JUNK, NULL},
	};
	CHECK(cases);
	uint8_t out[16];
	size_t n;
	char err[160];
	assert_int_equal(flonum_encode("1.5 e5", FLO_DOUBLE, out, &n, err, sizeof err),
			 FLO_JUNK);
	assert_non_null(strstr(err, "'e'"));
}

/* Out of the format's range: an error, not an infinity or a zero. */
static void test_range(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"1e400", FLO_DOUBLE, FLO_RANGE, NULL},
		{"-1e400", FLO_DOUBLE, FLO_RANGE, NULL},
		{"1e-400", FLO_DOUBLE, FLO_RANGE, NULL},
		{"1e39", FLO_SINGLE, FLO_RANGE, NULL},
		{"1e4933", FLO_EXTENDED, FLO_RANGE, NULL},
		/* exponents past 8191 or past a long, even for zero */
		{"1e8192", FLO_EXTENDED, FLO_RANGE, NULL},
		{"1e99999999999999999999", FLO_DOUBLE, FLO_RANGE, NULL},
		{"1e-99999999999999999999", FLO_DOUBLE, FLO_RANGE, NULL},
		{".0e99999999999999999999", FLO_DOUBLE, FLO_RANGE, NULL},
		/* the range error comes first */
		{"1e400x", FLO_DOUBLE, FLO_RANGE, NULL},
		/* 0e is a prefix: this is 99999999999999999999 */
		{"0e99999999999999999999", FLO_DOUBLE, FLO_OK, "408cb5781daf1544"},
		/* rounding up past the largest finite number gives infinity */
		{"1.7976931348623157e308", FLO_DOUBLE, FLO_OK, "ffffffffffffef7f"},
		{"1.7976931348623158e308", FLO_DOUBLE, FLO_OK, "ffffffffffffef7f"},
		{"1.7976931348623159e308", FLO_DOUBLE, FLO_OK, "000000000000f07f"},
		{"3.4028235e38", FLO_SINGLE, FLO_OK, "ffff7f7f"},
		{"3.40282357e38", FLO_SINGLE, FLO_OK, "0000807f"},
		{"1e4932", FLO_EXTENDED, FLO_OK, "cdf67e5ca9b22cd7fe7f"},
	};
	CHECK(cases);
}

/* Subnormals, and what is too small to be one. */
static void test_subnormals(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"4.9e-324", FLO_DOUBLE, FLO_OK, "0100000000000000"},
		{"2.5e-324", FLO_DOUBLE, FLO_OK, "0100000000000000"},
		{"2.4703282292062328e-324", FLO_DOUBLE, FLO_OK, "0100000000000000"},
		{"2.4703282292062327e-324", FLO_DOUBLE, FLO_OK, "0000000000000000"},
		{"1e-310", FLO_DOUBLE, FLO_OK, "2be6708b68120000"},
		{"1e-40", FLO_SINGLE, FLO_OK, "c2160100"},
		{"1e-45", FLO_SINGLE, FLO_OK, "01000000"},
		{"1.5e-45", FLO_SINGLE, FLO_OK, "01000000"},
		{"1.1754943e-38", FLO_SINGLE, FLO_OK, "00008000"},
		{"1.1754942e-38", FLO_SINGLE, FLO_OK, "ffff7f00"},
		/* gas's 80-bit subnormals (one bit off x87's) */
		{"1e-4940", FLO_EXTENDED, FLO_OK, "c41c4fc60c0000000000"},
		{"1e-4950", FLO_EXTENDED, FLO_OK, "05000000000000000000"},
		{"3.6e-4951", FLO_EXTENDED, FLO_OK, "02000000000000000000"},
	};
	CHECK(cases);
}

/* gas rounds half up on one bit after keeping 29 digits (real8): not the
 * correctly rounded value. */
static void test_gas_rounding(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		/* 2^53 + 1: a tie, rounded up (round-to-even gives ...4043 with
		 * a zero low byte) */
		{"9007199254740993", FLO_DOUBLE, FLO_OK, "0100000000004043"},
		{"9007199254740995", FLO_DOUBLE, FLO_OK, "0200000000004043"},
		/* just above the tie, but past the 29th digit: rounded down */
		{"9007199254740993.0000000000000000000000001", FLO_DOUBLE, FLO_OK,
		 "0000000000004043"},
		/* 1 + 2^-53 exactly: cut to 29 digits it is below the tie */
		{"1.00000000000000011102230246251565404236316680908203125", FLO_DOUBLE,
		 FLO_OK, "000000000000f03f"},
		/* the 22 digits are all read (29 are): above the tie */
		{"1.000000000000000111029", FLO_DOUBLE, FLO_OK, "010000000000f03f"},
		{"1.0000000000000001110230246251565404236", FLO_DOUBLE, FLO_OK,
		 "010000000000f03f"},
	};
	CHECK(cases);
}

/* The 80-bit formats: 10 bytes, or 10 and 6 zero bytes. */
static void test_extended(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"1.5", FLO_EXTENDED, FLO_OK, "00000000000000c0ff3f"},
		{"2.5", FLO_EXTENDED, FLO_OK, "00000000000000a00040"},
		{"0", FLO_EXTENDED, FLO_OK, "00000000000000000000"},
		{"1.5", FLO_EXTENDED16, FLO_OK, "00000000000000c0ff3f000000000000"},
		{"2.5", FLO_EXTENDED16, FLO_OK, "00000000000000a00040000000000000"},
	};
	CHECK(cases);
}

/* gas's scrubber turns 'c into the decimal code of c. */
static void test_char_constants(void **state)
{
	(void)state;
	static const struct flo_case cases[] = {
		{"'1", FLO_DOUBLE, FLO_OK, "0000000000804840"},		/* 49 */
		{"'a", FLO_DOUBLE, FLO_OK, "0000000000405840"},		/* 97 */
		{"'a'", FLO_DOUBLE, FLO_OK, "0000000000405840"},
		{"1'5", FLO_DOUBLE, FLO_OK, "0000000000206340"},	/* 153 */
		{"'15", FLO_DOUBLE, FLO_OK, "0000000000f07e40"},	/* 495 */
		{"'a'5", FLO_DOUBLE, FLO_OK, "0000000000788e40"},	/* 975 */
		{"'''", FLO_DOUBLE, FLO_OK, "0000000000804340"},	/* 39 */
		{"'\\n", FLO_DOUBLE, FLO_OK, "0000000000002440"},	/* 10 */
		{"'\\t", FLO_DOUBLE, FLO_OK, "0000000000002240"},	/* 9 */
		{"'\\0", FLO_DOUBLE, FLO_OK, "0000000000004840"},	/* '0' */
		{"'\\\\", FLO_DOUBLE, FLO_OK, "0000000000005740"},	/* 92 */
		{"-'1", FLO_DOUBLE, FLO_OK, "00000000008048c0"},
		{"1.'5", FLO_DOUBLE, FLO_OK, "7b14ae47e17af83f"},	/* 1.53 */
		{"'\\n 5", FLO_SINGLE, FLO_OK, "0000d242"},		/* 105 */
		{"1 '5", FLO_DOUBLE, FLO_JUNK, NULL},
		{"'ab", FLO_DOUBLE, FLO_JUNK, NULL},
	};
	CHECK(cases);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decimal_forms),
		cmocka_unit_test(test_zero_forms),
		cmocka_unit_test(test_prefixes),
		cmocka_unit_test(test_specials),
		cmocka_unit_test(test_hex_bits),
		cmocka_unit_test(test_junk),
		cmocka_unit_test(test_range),
		cmocka_unit_test(test_subnormals),
		cmocka_unit_test(test_gas_rounding),
		cmocka_unit_test(test_extended),
		cmocka_unit_test(test_char_constants),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
