/*
 * tests/flonum/flonum_drive.c - the differential test's two helpers.
 *
 *   flonum_drive gen SEED COUNT FORMAT   COUNT literals, one a line
 *   flonum_drive enc FORMAT              each stdin line through
 *                                        flonum_encode, one result a line
 *
 * FORMAT is 4, 8, 10 or 16 (real4 ... real16).  A result line is
 * "OK <bytes in hex>", "TOO_LARGE", "ERR junk" or "ERR range", the words
 * tests/flonum/diff.sh makes of GNU as's output.
 *
 * The generator is deterministic for a seed.  Besides random decimals of
 * every shape, it writes the exact decimal expansion of the point halfway
 * between two neighbouring values of the format, whole, cut short or
 * nudged, where reading too few digits or rounding the wrong way shows.
 */
#include "../../parser/flonum.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;

static uint64_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

/* 0 <= result < n */
static int below(int n)
{
	return (int)(rnd() % (uint64_t)n);
}

static bool chance(int percent)
{
	return below(100) < percent;
}

static const char *pick(const char *const *list, int n)
{
	return list[below(n)];
}

struct fmt_desc {
	enum flo_format fmt;
	int mant_bits;		/* with the integer bit */
	int min_exp2;		/* exponent of the smallest subnormal's unit */
	int max_exp2;		/* the largest finite is below 2^max_exp2 */
	int max_dec;		/* about 10^max_dec is the largest */
	int hex_digits;		/* a 0f:hex operand's */
};

static const struct fmt_desc descs[] = {
	{FLO_SINGLE, 24, -149, 128, 38, 8},
	{FLO_DOUBLE, 53, -1074, 1024, 308, 16},
	{FLO_EXTENDED, 64, -16445, 16384, 4932, 24},
	{FLO_EXTENDED16, 64, -16445, 16384, 4932, 24},
};

static const struct fmt_desc *find_desc(const char *arg)
{
	int n = atoi(arg);
	switch (n) {
	case 4: return &descs[0];
	case 8: return &descs[1];
	case 10: return &descs[2];
	case 16: return &descs[3];
	default: return NULL;
	}
}

/* ---- exact decimal expansions: base 10^9 limbs, least significant first ---- */

#define DEC_LIMBS 700

struct dec {
	uint32_t l[DEC_LIMBS];
	int n;
};

static void dec_mul(struct dec *d, uint32_t m)
{
	uint64_t carry = 0;
	for (int i = 0; i < d->n; i++) {
		uint64_t v = (uint64_t)d->l[i] * m + carry;
		d->l[i] = (uint32_t)(v % 1000000000u);
		carry = v / 1000000000u;
	}
	while (carry && d->n < DEC_LIMBS) {
		d->l[d->n++] = (uint32_t)(carry % 1000000000u);
		carry /= 1000000000u;
	}
}

/* Decimal digits of (twice_plus_one ? 2m + 1 : m) * 2^e2 into buf, returning
 * the power of ten of the last digit (value = digits * 10^result). */
static int exact_decimal(uint64_t m, bool twice_plus_one, int e2, char *buf)
{
	struct dec d = {.n = 0};
	while (m) {
		d.l[d.n++] = (uint32_t)(m % 1000000000u);
		m /= 1000000000u;
	}
	if (twice_plus_one) {
		if (d.n == 0)
			d.l[d.n++] = 0;
		dec_mul(&d, 2);
		d.l[0] += 1;	/* even and below 10^9 before */
	}
	int e10 = 0;
	if (e2 >= 0) {
		for (; e2 >= 28; e2 -= 28)
			dec_mul(&d, 1u << 28);
		dec_mul(&d, 1u << e2);
	} else {
		/* m / 2^k = m * 5^k / 10^k */
		e10 = e2;
		int k = -e2;
		for (; k >= 12; k -= 12)
			dec_mul(&d, 244140625u);	/* 5^12 */
		uint32_t p = 1;
		while (k--)
			p *= 5;
		dec_mul(&d, p);
	}
	int len = sprintf(buf, "%u", d.l[d.n - 1]);
	for (int i = d.n - 2; i >= 0; i--)
		len += sprintf(buf + len, "%09u", d.l[i]);
	/* drop trailing zeros into the exponent */
	while (len > 1 && buf[len - 1] == '0') {
		buf[--len] = '\0';
		e10++;
	}
	return e10;
}

/* Writes digits * 10^e10 with the decimal point somewhere and an exponent. */
static void place_point(const char *digits, int e10, char *out)
{
	int len = (int)strlen(digits);
	int at = chance(50) ? 1 : below(len + 1);
	int exp = e10 + len - at;
	int n = 0;
	n += sprintf(out + n, "%.*s", at, digits);
	if (at < len || chance(20))
		n += sprintf(out + n, ".%s", digits + at);
	if (exp || chance(30))
		sprintf(out + n, "%c%d", chance(80) ? 'e' : 'E', exp);
}

/* A point halfway between two neighbours of the format, or one of its
 * near relations. */
static void gen_halfway(const struct fmt_desc *f, char *out)
{
	int p = f->mant_bits;
	uint64_t top = p == 64 ? 0 : (uint64_t)1 << p;
	uint64_t m = rnd();
	if (p < 64)
		m %= top;
	int lo = f->min_exp2, hi = f->max_exp2 - p;
	/* keep the expansion within what struct dec holds */
	if (lo < -1100)
		lo = -1100;
	if (hi > 1100)
		hi = 1100;
	int e2;
	if (chance(15)) {
		e2 = f->min_exp2 < -1100 ? lo : f->min_exp2;	/* subnormals */
		if (f->min_exp2 >= -1100)
			m >>= below(p);
	} else {
		e2 = lo + below(hi - lo + 1);
		if (p < 64)
			m |= top >> 1;
		else
			m |= (uint64_t)1 << 63;
	}
	/* the midpoint (2m + 1) * 2^(e2 - 1) */
	static char digits[8000];
	int e10 = exact_decimal(m, true, e2 - 1, digits);
	int len = (int)strlen(digits);
	switch (below(5)) {
	case 0:		/* exact */
		break;
	case 1:		/* cut short */
		if (len > 10) {
			int keep = 10 + below(len - 9);
			e10 += len - keep;
			digits[keep] = '\0';
		}
		break;
	case 2: {	/* nudged up */
		const char *tail = chance(50) ? "1" : "000001";
		strcat(digits, tail);
		e10 -= (int)strlen(tail);
		break;
	}
	case 3: {	/* nudged down: decrement the last digit that allows it */
		for (int i = len - 1; i >= 0; i--) {
			if (digits[i] > '0' && (i > 0 || digits[i] > '1')) {
				digits[i]--;
				break;
			}
		}
		break;
	}
	default:	/* cut near the digit counts gas keeps */
		if (len > 18) {
			int keep = 18 + below(len - 17 < 20 ? len - 17 : 20);
			e10 += len - keep;
			digits[keep] = '\0';
		}
		break;
	}
	place_point(digits, e10, out);
}

static void gen_digits(char *out, int n, bool lead_nonzero)
{
	for (int i = 0; i < n; i++)
		out[i] = (char)('0' + (i == 0 && lead_nonzero ? 1 + below(9) : below(10)));
	out[n] = '\0';
}

static void gen_decimal(const struct fmt_desc *f, char *out)
{
	char ip[64], fp[64];
	int n = 0;
	static const char *const signs[] = {"", "", "", "-", "+"};
	n += sprintf(out + n, "%s", pick(signs, 5));
	int ilen = chance(20) ? 0 : below(chance(20) ? 40 : 8);
	int flen = chance(30) ? 0 : below(chance(20) ? 40 : 10);
	if (chance(10))
		n += sprintf(out + n, "%s", chance(50) ? "0" : "000");
	gen_digits(ip, ilen, chance(80));
	gen_digits(fp, flen, false);
	if (chance(15)) {	/* leading zeros after the point */
		int z = 1 + below(12);
		memmove(fp + z, fp, (size_t)flen + 1);
		memset(fp, '0', (size_t)z);
		flen += z;
	}
	n += sprintf(out + n, "%s", ip);
	if (flen || chance(30))
		n += sprintf(out + n, ".%s", fp);
	if (chance(60)) {
		int range = f->max_dec + 50;
		int e = chance(70) ? below(2 * range + 1) - range
				   : below(41) - 20;
		if (chance(10))		/* near the top and the bottom */
			e = (chance(50) ? 1 : -1) * (f->max_dec - 3 + below(8))
			    - (e < 0 ? 20 + below(30) : 0);
		static const char *const esign[] = {"", "+", "-"};
		const char *s = e < 0 ? "-" : pick(esign, 2);
		n += sprintf(out + n, "%c%s%d", chance(80) ? 'e' : 'E', s, e < 0 ? -e : e);
	}
}

static void gen_special(const struct fmt_desc *f, char *out)
{
	static const char *const words[] = {"inf", "infinity", "nan", "snan", "qnan"};
	static const char *const signs[] = {"", "-", "+"};
	char w[16];
	strcpy(w, pick(words, 5));
	for (char *c = w; *c; c++)
		if (chance(40))
			*c = (char)(*c - 'a' + 'A');
	(void)f;
	sprintf(out, "%s%s", pick(signs, 3), w);
}

static void gen_hex(const struct fmt_desc *f, char *out)
{
	static const char hex[] = "0123456789abcdefABCDEF";
	int n = sprintf(out, "0%c:", "fdrxFDe"[below(7)]);
	int digits = below(f->hex_digits + 3);
	for (int i = 0; i < digits; i++) {
		if (chance(8))
			out[n++] = '_';
		out[n++] = hex[below(22)];
	}
	out[n] = '\0';
}

static void gen_odd(const struct fmt_desc *f, char *out)
{
	static const char *const odd[] = {
		".", "-", "+", "e", "e5", "E-3", ".e5", "-.e5", "0.", "00",
		"-0", "0.0e99999999999999999999", "1e99999999999999999999",
		"1e-99999999999999999999", "1e8191", "1e-8191", "1e8192", "9e-8192",
		"1e+", "1e-", "1.5e", "- 1.5", "+ 2.5", "1.5e -5", "1.5e- 5",
		"1 .5", "1. 5", "1.5 e5", "0f 1.5", "0f: 3ff8", "1'5", "'a", "'\\n",
		"'\\t'", "1d5", "0x1p3", "1_000", "--1", "+-1", "-0f1.5", "0f-1.5",
		"1.5e5.5", "nanx", "infinit", "infinityx", "sna", "0fin", "x",
		"(1.5)", "1+2", "1.5 x", "0z7", "0_1", "09", "0e5", "0X10", "0xA",
		"$1", "@1", "1..5", "5.", ".5", "1E+5", "0f:", "0f:_1", "0f:1_",
	};
	strcpy(out, pick(odd, (int)(sizeof odd / sizeof odd[0])));
	if (f->fmt >= FLO_EXTENDED && (strstr(out, "in") || strstr(out, "nan")))
		strcpy(out, "1.5e");	/* gas aborts on inf/nan in real10 */
	if (chance(20)) {
		static const char *const tails[] = {"x", ".", "e", "_", "5", " 5", "-", "d"};
		strcat(out, pick(tails, 8));
	}
}

static void generate(const struct fmt_desc *f, char *out)
{
	char body[9000];
	int kind = below(100);
	if (kind < 35)
		gen_decimal(f, body);
	else if (kind < 65)
		gen_halfway(f, body);
	else if (kind < 72 && f->fmt < FLO_EXTENDED)
		gen_special(f, body);
	else if (kind < 82)
		gen_hex(f, body);
	else if (kind < 92)
		gen_odd(f, body);
	else
		gen_decimal(f, body);
	if (body[0] != '-' && body[0] != '+' && body[0] != '0' && chance(8)
	    && (strchr(".123456789", body[0]) && body[0]))
		sprintf(out, "0%c%s", "fdrxsz"[below(6)], body);
	else
		strcpy(out, body);
	/* an empty operand list emits nothing: not what is tested here */
	if (!out[0])
		strcpy(out, chance(50) ? "." : "-");
}

static int cmd_gen(const char *seed, const char *count, const char *fmt)
{
	const struct fmt_desc *f = find_desc(fmt);
	if (!f)
		return 2;
	rng_state = strtoull(seed, NULL, 10) * 0x9E3779B97F4A7C15ull + 1;
	static char line[10000];
	for (long i = atol(count); i > 0; i--) {
		generate(f, line);
		puts(line);
	}
	return 0;
}

static int cmd_enc(const char *fmt)
{
	const struct fmt_desc *f = find_desc(fmt);
	if (!f)
		return 2;
	static char line[20000];
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = '\0';
		uint8_t out[16];
		size_t n;
		char err[200];
		switch (flonum_encode(line, f->fmt, out, &n, err, sizeof err)) {
		case FLO_OK:
			printf("OK ");
			for (size_t i = 0; i < n; i++)
				printf("%02x", out[i]);
			printf("\n");
			break;
		case FLO_TOO_LARGE:
			printf("TOO_LARGE\n");
			break;
		case FLO_JUNK:
			printf("ERR junk\n");
			break;
		case FLO_RANGE:
			printf("ERR range\n");
			break;
		case FLO_NO_ENCODING:
			printf("ERR abort\n");
			break;
		}
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 5 && strcmp(argv[1], "gen") == 0)
		return cmd_gen(argv[2], argv[3], argv[4]);
	if (argc == 3 && strcmp(argv[1], "enc") == 0)
		return cmd_enc(argv[2]);
	fprintf(stderr, "usage: flonum_drive gen SEED COUNT FORMAT | enc FORMAT\n");
	return 2;
}
