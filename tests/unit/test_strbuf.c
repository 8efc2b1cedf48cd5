/*
 * tests/unit/test_strbuf.c - common/strbuf.h: JSON string literals are
 * valid JSON and UTF-8 whatever bytes they are given; bytes appended with
 * their NULs; numbers as printf writes them.
 */
#include "unit.h"
#include "../../common/strbuf.h"

#include <errno.h>
#include <limits.h>
#include <math.h>

/* sb_json_string of in, without its quotes, equals want; and so does in
 * written straight after a quote and closed by sb_json_close. */
static void json_is(const char *in, const char *want)
{
	struct strbuf sb = {0}, after = {0};
	sb_json_string(&sb, in);
	size_t n = strlen(want);
	assert_int_equal(sb.len, n + 2);
	assert_int_equal(sb.data[0], '"');
	assert_int_equal(sb.data[n + 1], '"');
	if (memcmp(sb.data + 1, want, n) != 0)
		fail_msg("json of '%s': got %s, want \"%s\"", in, sb.data, want);
	sb_puts(&after, "{\"k\": \"");
	size_t start = after.len;
	sb_puts(&after, in);
	sb_json_close(&after, start);
	assert_int_equal(after.len, start - 1 + sb.len);
	if (memcmp(after.data + start - 1, sb.data, sb.len) != 0)
		fail_msg("sb_json_close of '%s': got %s, want %s", in, after.data, sb.data);
	sb_free(&sb);
	sb_free(&after);
}

static void escapes(void **state)
{
	(void)state;
	json_is("plain", "plain");
	json_is("", "");
	json_is("a\"b\\c", "a\\\"b\\\\c");
	json_is("\t\n\x01\x1f", "\\u0009\\u000a\\u0001\\u001f");
	json_is("\x7f", "\x7f");
}

static void utf8_kept(void **state)
{
	(void)state;
	json_is("caf\xc3\xa9", "caf\xc3\xa9");			/* U+00E9 */
	json_is("\xe2\x82\xac", "\xe2\x82\xac");			/* U+20AC */
	json_is("\xed\x9f\xbf", "\xed\x9f\xbf");			/* U+D7FF */
	json_is("\xf0\x90\x80\x80", "\xf0\x90\x80\x80");		/* U+10000 */
	json_is("\xf4\x8f\xbf\xbf", "\xf4\x8f\xbf\xbf");		/* U+10FFFF */
}

/* every byte that is not part of well-formed UTF-8 becomes U+FFFD */
static void invalid_replaced(void **state)
{
	(void)state;
	json_is("caf\xe9", "caf\\ufffd");			/* Latin-1 */
	json_is("\x80", "\\ufffd");				/* stray continuation */
	json_is("\xc3", "\\ufffd");				/* cut short at the end */
	json_is("\xc3" "a", "\\ufffda");			/* cut short */
	json_is("\xc0\xaf", "\\ufffd\\ufffd");			/* overlong '/' */
	json_is("\xe0\x80\xaf", "\\ufffd\\ufffd\\ufffd");		/* overlong */
	json_is("\xed\xa0\x80", "\\ufffd\\ufffd\\ufffd");		/* a surrogate */
	json_is("\xf4\x90\x80\x80", "\\ufffd\\ufffd\\ufffd\\ufffd");	/* above U+10FFFF */
	json_is("\xf5\xff\xfe", "\\ufffd\\ufffd\\ufffd");
	json_is("\xe2\x82" "\"", "\\ufffd\\ufffd\\\"");		/* a quote after a cut */
}

/* sb_append keeps NULs, appends nothing for 0 bytes (even from NULL),
 * and leaves the text NUL-terminated. */
static void bytes_appended(void **state)
{
	(void)state;
	struct strbuf sb = {0};
	sb_append(&sb, NULL, 0);
	assert_int_equal(sb.len, 0);
	sb_append(&sb, "a\0b", 3);
	sb_puts(&sb, "c");
	assert_int_equal(sb.len, 4);
	assert_memory_equal(sb.data, "a\0bc", 5);
	char big[10000];
	memset(big, 'x', sizeof big);
	sb_append(&sb, big, sizeof big);
	assert_int_equal(sb.len, 4 + sizeof big);
	assert_int_equal(sb.data[sb.len], '\0');
	sb_free(&sb);
}

/* sb_put_int, sb_put_uint and sb_put_hex write what printf's %lld, %llu
 * and %llx write. */
static void numbers_as_printf(void **state)
{
	(void)state;
	static const long long ints[] = {0, 7, -1, 10, -10, 123456789, LLONG_MAX, LLONG_MIN};
	struct strbuf got = {0}, want = {0};
	for (size_t k = 0; k < sizeof ints / sizeof *ints; k++) {
		sb_put_int(&got, ints[k]);
		sb_puts(&got, " ");
		sb_put_uint(&got, (unsigned long long)ints[k]);
		sb_puts(&got, " ");
		sb_put_hex(&got, (unsigned long long)ints[k]);
		sb_puts(&got, ",");
		sb_printf(&want, "%lld %llu %llx,", ints[k], (unsigned long long)ints[k],
			  (unsigned long long)ints[k]);
	}
	assert_string_equal(got.data, want.data);
	sb_free(&got);
	sb_free(&want);
}

/* What put writes for v with each argument in [from, to) against what
 * printf writes with format (one of "%.*f", "%.*g" and the argument);
 * got and want are the buffers to write them in. */
static void as_printf(void (*put)(struct strbuf *, double, int), const char *format,
		      double v, int from, int to, struct strbuf *got, struct strbuf *want)
{
	for (int a = from; a < to; a++) {
		got->len = want->len = 0;
		put(got, v, a);
		sb_printf(want, format, a, v);
		if (strcmp(got->data, want->data) != 0)
			fail_msg("%.17g with %s at %d: got %s, want %s", v, format, a, got->data,
				 want->data);
	}
}

/* sb_put_fixed writes what printf's %.*f writes: on values a count or a
 * cycle total takes (whole, halves, quarters, thirds, tenths, random
 * fractions at every magnitude), on the close calls printf rounds to
 * even (0.125, 2.675, 1.005), negatives, zero and -0, and very large
 * values. */
static void fixed_as_printf(void **state)
{
	(void)state;
	static const double some[] = {0, -0.0, 0.5, 0.125, 0.375, 2.675, 1.005, 1.015, 0.045,
				      1.0 / 3, 2.0 / 3, 0.1, 0.7, 99.995, 1e10 + 0.5, 1e11,
				      1e11 + 0.25, 123456789012345.0, 999999999999999.0, 1e14 + 0.5,
				      123456789.125, 1e15, 1e300, -1.5, -0.001, 1e-9, 4.35};
	struct strbuf got = {0}, want = {0};
	unsigned seed = 12345;
	for (int n = 0; n < 200000; n++) {
		double v;
		if (n < (int)(sizeof some / sizeof *some)) {
			v = some[n];
		} else {
			seed = seed * 1103515245u + 12345u;
			double frac = (double)(seed >> 8) / (double)(1u << 24);
			seed = seed * 1103515245u + 12345u;
			double mag = (double)(seed % 1000000u) * (n % 3 == 0 ? 1 : n % 3 == 1 ? 1e-3 : 1e3);
			v = n % 4 == 0 ? floor(mag) + (double)(seed % 8) / 8 : mag + frac;
		}
		as_printf(sb_put_fixed, "%.*f", v, 0, 8, &got, &want);
	}
	sb_free(&got);
	sb_free(&want);
}

/* sb_put_g writes what printf's %.*g writes, at precisions 1 to 9: on the
 * values of fixed_as_printf, on those whose rounding reaches the next
 * power of ten (9999.5, 0.99995), on both sides of each power of ten
 * from 1e-6 to 1e16 and of printf's switch to the exponent form, and on
 * random values at every magnitude. */
static void g_as_printf(void **state)
{
	(void)state;
	static const double some[] = {0, -0.0, 0.5, 0.125, 2.675, 1.005, 1.0 / 3, 2.0 / 3, 0.1,
				      0.7, 99.995, 9999.5, 9999.4, 999.95, 0.99995, 0.099995,
				      0.00099995, 0.000099995, 1e-5, 1.5e-4, 14007.0, 1e15, 1e300,
				      -1.5, -0.001, 1e-9, 4.35, 0.0001, 0.001, 0.01};
	struct strbuf got = {0}, want = {0};
	unsigned seed = 54321;
	double p10 = 1e-6;
	for (int n = 0; n < 200000; n++) {
		double v;
		size_t nsome = sizeof some / sizeof *some;
		if (n < (int)nsome) {
			v = some[n];
		} else if (n < (int)nsome + 3 * 23) {
			int k = (n - (int)nsome) % 3;
			if (k == 0 && n > (int)nsome)
				p10 *= 10;
			v = p10;	/* and the doubles on either side */
			uint64_t bits;
			memcpy(&bits, &v, sizeof bits);
			bits += k == 1 ? (uint64_t)-1 : k == 2 ? 1 : 0;
			memcpy(&v, &bits, sizeof v);
		} else {
			seed = seed * 1103515245u + 12345u;
			double frac = (double)(seed >> 8) / (double)(1u << 24);
			seed = seed * 1103515245u + 12345u;
			double mag = 1e-8;
			for (unsigned k = seed % 22; k; k--)
				mag *= 10;
			v = n % 4 == 0 ? floor(frac * 1e6) / 8 : frac * mag;
		}
		as_printf(sb_put_g, "%.*g", v, 1, 10, &got, &want);
	}
	sb_free(&got);
	sb_free(&want);
}

/* With a sink, sb_drain writes what the buffer holds once it holds
 * SB_DRAIN_BYTES, sb_write the rest: the sink gets the text in order,
 * whole; without one, nothing leaves the buffer. */
static void drained_in_order(void **state)
{
	(void)state;
	FILE *f = tmpfile();
	assert_non_null(f);
	struct strbuf sb = {0}, want = {0};
	sb.sink = f;
	char line[64];
	for (int i = 0; i < 10000; i++) {
		snprintf(line, sizeof line, "line %d of the report\n", i);
		sb_puts(&sb, line);
		sb_puts(&want, line);
		sb_drain(&sb);
		assert_true(sb.len < SB_DRAIN_BYTES);
	}
	assert_true(want.len > 2 * SB_DRAIN_BYTES);
	assert_int_equal(sb_write(&sb, f), 0);
	assert_int_equal(ftell(f), (long)want.len);
	rewind(f);
	char *got = malloc(want.len);
	assert_int_equal(fread(got, 1, want.len, f), want.len);
	assert_memory_equal(got, want.data, want.len);
	free(got);
	fclose(f);
	size_t n = want.len;
	sb_drain(&want);	/* no sink */
	assert_int_equal(want.len, n);
	sb_free(&want);
}

/* A failed write while draining drops the text and makes sb_write fail
 * with its errno, even when the rest could be written. */
static void drain_failure_kept(void **state)
{
	(void)state;
	FILE *full = fopen("/dev/full", "w");
	if (!full)
		skip();
	setvbuf(full, NULL, _IONBF, 0);
	struct strbuf sb = {0};
	sb.sink = full;
	char big[SB_DRAIN_BYTES];
	memset(big, 'x', sizeof big);
	sb_append(&sb, big, sizeof big);
	sb_drain(&sb);
	assert_int_equal(sb.sink_error, ENOSPC);
	assert_int_equal(sb.len, 0);
	sb_puts(&sb, "the rest");
	FILE *f = tmpfile();
	assert_non_null(f);
	errno = 0;
	assert_int_equal(sb_write(&sb, f), -1);
	assert_int_equal(errno, ENOSPC);
	assert_int_equal(ftell(f), 0);
	fclose(f);
	fclose(full);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(escapes),
		cmocka_unit_test(utf8_kept),
		cmocka_unit_test(invalid_replaced),
		cmocka_unit_test(bytes_appended),
		cmocka_unit_test(numbers_as_printf),
		cmocka_unit_test(fixed_as_printf),
		cmocka_unit_test(g_as_printf),
		cmocka_unit_test(drained_in_order),
		cmocka_unit_test(drain_failure_kept),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
