/*
 * parser/flonum.c - floating-point literals as GNU as reads them.
 *
 * An operand, once gas's input scrubber has been over it (blanks next to
 * anything but a name character vanish: "- 1.5", "1.5e -3", "0f: 3ff8";
 * a character constant 'c becomes the decimal code of c, '\n 10, '\t 9,
 * '\b 8, '\f 12, '\r 13, any other '\c the code of c, a closing quote is
 * swallowed: "1'5" is 153):
 *
 *   operand  := [ '0' letter ] ( number | ':' hexbits )
 *   number   := [+|-] ( inf | infinity | nan | qnan | snan )   any case
 *             | [+|-] [digits] [ '.' [digits] ] [ (e|E) [+|-] [digits] ]
 *   hexbits  := ( hex digit | '_' )*
 *
 * The '0' letter prefix is skipped whatever the letter: 0f1.5, 0d1.5, 0r,
 * 0e5 (5.0), 0x10 (10.0, not hexadecimal).  A sign may not come before it
 * ("-0f1" is junk at 'f') but may follow it.  A number without digits is
 * zero: "", ".", "-" (-0.0), "e5".  ':' gives the raw bits, hex digits
 * filling the value from its most significant byte ("0f:3ff8" is 1.5 in
 * real8), '_' ignored; real10 and real16 take 12 bytes this way.  More
 * digits than bytes: gas warns and drops the rest of the statement.
 * Anything left after the number is junk (an error), and so are "1d5",
 * "0x1p3", "1_000", "--1", "1.5e5.5".
 *
 * Bytes, little-endian: real4 binary32, real8 binary64, real10 the 80-bit
 * extended format (sign, 15-bit exponent, explicit integer bit, 63-bit
 * fraction), real16 the same followed by 6 zero bytes.  real10/real16
 * have no inf or nan (gas aborts); their subnormals are gas's, one bit
 * shifted from x87's, since gas makes that adjustment for i386 only.
 *
 * The value is gas's, not the nearest one.  gas keeps the first
 * 16 * (W + 2) * log10(2) + 1 significant digits (20, 29, 34 for W = 2, 4,
 * 5 words), multiplies them by a power of ten built from 10^(2^k) factors
 * rounded to at most 30 sixteen-bit words, truncates each product to W + 2
 * words, and rounds the result half up on the one bit below the format.
 * The factors are computed here, exactly, at first use.
 */
#include "flonum.h"
#include "../common/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- numbers in base 65536, as gas holds them ---- */

#define LN_MAX 32		/* the widest power of ten holds 30 words */
#define POW_MAX 13		/* 10^(2^0) .. 10^(2^12); 10^8192 is out of reach */

struct lnum {
	uint16_t d[LN_MAX];	/* d[0] least significant */
	int len;		/* d[len - 1] is the leading word */
	long exp;		/* value = d * 65536^exp */
};

/* p = a * b keeping cap words as gas does: exact column sums, the low
 * columns that do not fit dropped (truncation), leading all-zero low
 * columns skipped. */
static void ln_mul(const struct lnum *a, const struct lnum *b, int cap,
		   struct lnum *p)
{
	int top_a = a->len - 1, top_b = b->len - 1;
	int top_sum = top_a + top_b;
	int room = (cap - 1) - top_sum;	/* > 0: free words above the sum */
	long exp = a->exp + b->exp;
	int at = 0;			/* where the next column goes; < 0: dropped */
	if (room < 0) {
		at = room;
		exp -= room;
	}
	uint64_t carry = 0;
	bool significant = false;
	for (int n = 0; n <= top_sum; n++) {
		uint64_t work = carry;
		carry = 0;
		int lo = n - top_b > 0 ? n - top_b : 0;
		int hi = n < top_a ? n : top_a;
		for (int i = lo; i <= hi; i++) {
			work += (uint64_t)a->d[i] * b->d[n - i];
			carry += work >> 16;
			work &= 0xffff;
		}
		if (work)
			significant = true;
		if (significant || at < 0) {
			if (at >= 0)
				p->d[at] = (uint16_t)work;
			at++;
		} else {
			room++;
			exp++;
		}
	}
	if (carry) {
		if (room > 0) {
			p->d[at] = (uint16_t)carry;
		} else {
			/* No word left for the carry: everything moves down
			 * one word and the lowest is lost. */
			exp++;
			at--;
			for (int i = 0; i < at; i++)
				p->d[i] = p->d[i + 1];
			p->d[at] = (uint16_t)carry;
		}
	} else {
		at--;
	}
	p->len = at + 1;
	p->exp = exp;
}

/* ---- the powers of ten, computed once ---- */

/* pow_pos[k] = 10^(2^(k-1)): exact, its low zero words dropped into the
 * exponent, then rounded to the nearest 30 words.  pow_neg[k] =
 * 10^-(2^(k-1)) rounded to the nearest multiple of 65536^neg_exp[k]. */
static struct lnum pow_pos[POW_MAX + 1], pow_neg[POW_MAX + 1];
static const long neg_exp[POW_MAX + 1] = {
	0, -20, -20, -20, -20, -20, -20, -20, -40, -80, -136, -242, -455, -880
};
static bool pow_ready;

struct big {
	uint16_t *d;
	int len;
};

static void big_mul_small(struct big *b, uint32_t m)
{
	uint32_t carry = 0;
	for (int i = 0; i < b->len; i++) {
		uint32_t w = b->d[i] * m + carry;
		b->d[i] = (uint16_t)w;
		carry = w >> 16;
	}
	while (carry) {
		b->d[b->len++] = (uint16_t)carry;
		carry >>= 16;
	}
}

static void big_div_small(struct big *b, uint32_t m)
{
	uint32_t rem = 0;
	for (int i = b->len - 1; i >= 0; i--) {
		uint32_t w = rem << 16 | b->d[i];
		b->d[i] = (uint16_t)(w / m);
		rem = w % m;
	}
	while (b->len > 1 && b->d[b->len - 1] == 0)
		b->len--;
}

/* Keeps the 30 leading words of b, rounded to nearest, in out. */
static void big_round_to_lnum(const struct big *b, long exp, struct lnum *out)
{
	int drop = b->len > 30 ? b->len - 30 : 0;
	out->len = b->len - drop;
	out->exp = exp + drop;
	memcpy(out->d, b->d + drop, (size_t)out->len * sizeof out->d[0]);
	if (drop && (b->d[drop - 1] & 0x8000)) {
		for (int i = 0; i < out->len && ++out->d[i] == 0; i++)
			;
	}
}

static void init_powers(void)
{
	/* 10^4096 has 13607 bits; 2^(16*880 + 1) has 881 words. */
	enum { WORDS = 900 };
	uint16_t *buf = xmalloc(WORDS * sizeof *buf);
	struct big b = {buf, 1};
	buf[0] = 1;
	long done = 0;
	for (int k = 1; k <= POW_MAX; k++) {
		long want = 1L << (k - 1);
		for (; done < want; done++)
			big_mul_small(&b, 10);
		int zeros = 0;
		while (b.d[zeros] == 0)
			zeros++;
		struct big tail = {b.d + zeros, b.len - zeros};
		big_round_to_lnum(&tail, zeros, &pow_pos[k]);
	}
	for (int k = 1; k <= POW_MAX; k++) {
		/* round(x) = (floor(2x) + 1) / 2, and floor division by 10
		 * repeated is floor division by the power. */
		long words = -neg_exp[k];
		memset(buf, 0, WORDS * sizeof *buf);
		b.len = (int)words + 1;
		buf[words] = 2;
		long left = 1L << (k - 1);
		for (; left >= 4; left -= 4)
			big_div_small(&b, 10000);
		for (; left > 0; left--)
			big_div_small(&b, 10);
		uint32_t carry = 1;
		for (int i = 0; i < b.len && carry; i++) {
			uint32_t w = b.d[i] + carry;
			b.d[i] = (uint16_t)w;
			carry = w >> 16;
		}
		if (carry)
			b.d[b.len++] = 1;
		big_div_small(&b, 2);
		big_round_to_lnum(&b, neg_exp[k], &pow_neg[k]);
	}
	free(buf);
	pow_ready = true;
}

/* ---- formats ---- */

struct format_info {
	int words;		/* 16-bit words of the value */
	int ebits;		/* exponent bits */
	int bytes;		/* what the directive emits */
	int hex_bytes;		/* what a 0f:hex operand emits */
	const char *name;
};

static const struct format_info formats[] = {
	[FLO_SINGLE] = {2, 8, 4, 4, "real4"},
	[FLO_DOUBLE] = {4, 11, 8, 8, "real8"},
	[FLO_EXTENDED] = {5, 15, 10, 12, "real10"},
	[FLO_EXTENDED16] = {5, 15, 16, 12, "real16"},
};

#define GUARD_WORDS 2

/* ---- the decimal reader ---- */

enum num_kind { NK_ZERO, NK_NUMBER, NK_INF, NK_QNAN, NK_SNAN };

struct reading {
	enum num_kind kind;
	bool negative;
	bool overflow;		/* exponent past what gas can scale */
	struct lnum value;	/* NK_NUMBER */
};

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool is_letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

static bool starts_nocase(const char *s, const char *word)
{
	for (; *word; s++, word++)
		if (lower(*s) != *word)
			return false;
	return true;
}

/* NaN, SNaN, QNaN, Inf or Infinity at s (any case): its kind into r and
 * where it ends, or NULL when s holds none. */
static const char *read_special(const char *s, struct reading *r)
{
	if ((lower(*s) == 's' || lower(*s) == 'q') && starts_nocase(s + 1, "nan")) {
		r->kind = lower(*s) == 's' ? NK_SNAN : NK_QNAN;
		return s + 4;
	}
	if (starts_nocase(s, "nan")) {
		r->kind = NK_QNAN;
		return s + 3;
	}
	if (starts_nocase(s, "inf")) {
		r->kind = NK_INF;
		s += 3;
		return starts_nocase(s, "inity") ? s + 5 : s;
	}
	return NULL;
}

/* The digits of a number as written: where the first significant one is,
 * how many count before and after the '.' (up to the last nonzero one),
 * and the decimal exponent so far, in gas's unsigned long arithmetic. */
struct decimal {
	const char *first;
	unsigned int_digits, frac_digits;
	uint64_t dexp;
};

/* Reads DIGITS[.DIGITS] at s into d; returns where it stopped. */
static const char *read_mantissa(const char *s, struct decimal *d)
{
	const char *p = s;
	d->first = s;
	for (; is_digit(*p); p++) {
		if (d->int_digits || *p > '0')
			d->int_digits++;
		else
			d->first++;
	}
	if (*p != '.')
		return p;
	unsigned zeros = 0;
	bool seen = false;
	if (d->int_digits == 0)
		d->first++;
	for (p++; is_digit(*p); p++) {
		if (*p == '0') {
			if (d->int_digits == 0 && !seen) {
				d->first++;
				d->dexp--;
			} else {
				zeros++;
			}
		} else {
			seen = true;
			d->frac_digits += 1 + zeros;
			zeros = 0;
		}
	}
	return p;
}

/* Reads an exponent e[+-]DIGITS at s (if there is one) into d; returns
 * where it stopped. */
static const char *read_exponent(const char *s, struct decimal *d, struct reading *r)
{
	if (*s != 'e' && *s != 'E')
		return s;
	const char *p = s + 1;
	bool minus = false;
	uint64_t e = 0;
	if (*p == '+' || *p == '-')
		minus = *p++ == '-';
	for (; is_digit(*p); p++) {
		if (e > (uint64_t)INT64_MAX / 10
		    || (e == (uint64_t)INT64_MAX / 10 && *p > '7'))
			r->overflow = true;
		e = e * 10 + (uint64_t)(*p - '0');
	}
	d->dexp += minus ? -e : e;
	return p;
}

/* The value of d (digits times ten to the exponent) to the format's
 * precision and its guard words, into r->value. */
static void decimal_value(struct decimal *d, const struct format_info *f, struct reading *r)
{
	unsigned avail = d->int_digits + d->frac_digits;
	unsigned precision = (unsigned)(f->words + GUARD_WORDS);
	unsigned max_digits = precision * 16 * 1000000 / 3321928 + 1;
	unsigned use = avail < max_digits ? avail : max_digits;
	uint64_t dexp = d->dexp + (uint64_t)((int64_t)d->int_digits - (int64_t)use);

	struct lnum digits = {.len = (int)((use * 3321928 / 1000000 + 1) / 16 + 2)};
	for (const char *q = d->first; use; q++) {
		if (!is_digit(*q))
			continue;	/* the '.' */
		uint32_t carry = (uint32_t)(*q - '0');
		for (int i = 0; i < digits.len; i++) {
			uint32_t w = digits.d[i] * 10u + carry;
			digits.d[i] = (uint16_t)w;
			carry = w >> 16;
		}
		use--;
	}
	while (digits.len >= 2 && digits.d[digits.len - 1] == 0)
		digits.len--;

	if (!pow_ready)
		init_powers();
	struct lnum power = {.d = {1}, .len = 1}, product;
	const struct lnum *table = pow_pos;
	if ((int64_t)dexp < 0) {
		table = pow_neg;
		dexp = -dexp;
	}
	for (int k = 1; dexp; dexp >>= 1, k++) {
		if (!(dexp & 1))
			continue;
		if (k > POW_MAX) {
			r->overflow = true;
			break;
		}
		ln_mul(&table[k], &power, (int)precision, &product);
		power = product;
	}
	ln_mul(&power, &digits, (int)precision, &r->value);
}

/* Reads the number at s into r; returns where reading stopped. */
static const char *read_number(const char *s, const struct format_info *f,
			       struct reading *r)
{
	memset(r, 0, sizeof *r);
	if (*s == '-' || *s == '+')
		r->negative = *s++ == '-';
	const char *end = read_special(s, r);
	if (end)
		return end;
	struct decimal d = {0};
	const char *p = read_exponent(read_mantissa(s, &d), &d, r);
	if (d.int_digits + d.frac_digits == 0) {
		r->kind = NK_ZERO;
		return p;
	}
	r->kind = NK_NUMBER;
	decimal_value(&d, f, r);
	return p;
}

/* ---- packing into the format, gas's way ---- */

struct bit_reader {
	const struct lnum *v;
	long pos;		/* bits taken, from the top of the leading word */
};

static unsigned take_bits(struct bit_reader *br, int n)
{
	unsigned out = 0;
	for (int i = 0; i < n; i++, br->pos++) {
		unsigned bit = 0;
		if (br->pos < 16L * br->v->len) {
			long word = br->v->len - 1 - br->pos / 16;
			bit = (br->v->d[word] >> (15 - br->pos % 16)) & 1;
		}
		out = out << 1 | bit;
	}
	return out;
}

static uint16_t low_mask(long bits)
{
	return bits >= 16 ? 0xffff : (uint16_t)((1u << bits) - 1);
}

/* Packs a finite nonzero value into w[0..f->words) (w[0] most
 * significant); false if it is out of the format's range. */
static bool pack_number(const struct lnum *v, bool negative,
			const struct format_info *f, uint16_t w[8])
{
	int n = f->words, eb = f->ebits;
	bool extended = eb == 15;
	struct bit_reader br = {v, 0};
	long skipped = 0;
	while (!take_bits(&br, 1))
		skipped++;
	/* The leading 1 just taken is 2^(exp2 - 1). */
	long exp2 = (v->exp + v->len) * 16 - skipped;
	long biased = exp2 + (1L << (eb - 1)) - 2;
	uint16_t word1 = negative ? 0x8000 : 0;
	int lp = 0;

	if (biased <= 0) {
		/* Subnormal: the leading 1 goes back in, shifted down. */
		br.pos--;
		long shift = -biased;
		long prec_bits = 16L * n - (eb + 1 + shift);
		if (shift >= 16 - eb) {
			shift -= 15 - eb;
			w[lp++] = word1;
			if (shift + eb + 1 > 16L * n)
				return false;
			for (; shift >= 16; shift -= 16)
				w[lp++] = 0;
			if (shift)
				w[lp++] = (uint16_t)take_bits(&br, (int)(16 - shift));
		} else if (extended) {
			w[lp++] = word1;
			w[lp++] = (uint16_t)take_bits(&br, (int)(16 - shift));
		} else {
			word1 |= (uint16_t)take_bits(&br, (int)(15 - (eb + shift)));
			w[lp++] = word1;
		}
		while (lp < n)
			w[lp++] = (uint16_t)take_bits(&br, 16);
		if (!take_bits(&br, 1))
			return true;
		lp--;
		if (prec_bits < 16) {
			w[lp]++;
			return true;
		}
		int k = 0;
		long bits = prec_bits;
		for (; bits > 16 && lp + k > 0; k--, bits -= 16)
			if (w[lp + k] != 0xffff)
				break;
		if (bits > 16 || (w[lp + k] & low_mask(bits)) != low_mask(bits)
		    || prec_bits != 16L * n - eb - 1) {
			uint32_t carry = 1;
			for (; carry && lp >= 0; lp--) {
				carry += w[lp];
				w[lp] = (uint16_t)carry;
				carry >>= 16;
			}
		} else {
			/* All ones: the smallest normal number instead. */
			w[0] = (uint16_t)(word1 & 0x8000) | (uint16_t)(1u << (15 - eb));
			for (int i = 1; i < n; i++)
				w[i] = 0;
		}
		return true;
	}
	if (biased >= (1L << eb) - 1)
		return false;

	word1 |= (uint16_t)(biased << (15 - eb));
	word1 |= (uint16_t)take_bits(&br, 15 - eb);
	w[lp++] = word1;
	if (extended)
		w[lp++] = (uint16_t)(0x8000 | take_bits(&br, 15));
	while (lp < n)
		w[lp++] = (uint16_t)take_bits(&br, 16);
	if (take_bits(&br, 1)) {
		/* Half up; a carry out of the fraction bumps the exponent,
		 * possibly to infinity, which gas lets through. */
		uint32_t carry = 1;
		for (int i = n - 1; i >= 0 && carry; i--) {
			carry += w[i];
			w[i] = (uint16_t)carry;
			carry >>= 16;
		}
		if (extended)
			w[1] |= 0x8000;
		if ((word1 ^ w[0]) & 0x8000)
			w[0] &= 0x7fff;
	}
	return true;
}

/* ---- the scrubber's part ---- */

static bool is_name_char(char c)
{
	return is_letter(c) || is_digit(c) || c == '_' || c == '.' || c == '$'
	       || c == '@' || c == '?';
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'
	       || c == '\n';
}

/* Character constants become decimal codes.  A run of blanks stays (as one
 * space, to be found as junk) only between two name characters, and never
 * right after a character constant ("'\n 5" is 105). */
static char *scrub(const char *text)
{
	char *out = xmalloc(2 * strlen(text) + 8);
	size_t n = 0;
	bool after_code = false;
	for (const char *s = text; *s;) {
		if (is_blank(*s)) {
			while (is_blank(*s))
				s++;
			bool next_name = *s == '\'' || is_name_char(*s);
			if (n && *s && !after_code && is_name_char(out[n - 1]) && next_name)
				out[n++] = ' ';
			continue;
		}
		after_code = false;
		if (*s != '\'') {
			out[n++] = *s++;
			continue;
		}
		unsigned code;
		s++;
		if (*s == '\0') {
			code = '\n';	/* gas reads the line's newline */
		} else if (*s == '\\' && s[1]) {
			switch (s[1]) {
			case 'b': code = '\b'; break;
			case 'f': code = '\f'; break;
			case 'n': code = '\n'; break;
			case 'r': code = '\r'; break;
			case 't': code = '\t'; break;
			default: code = (unsigned char)s[1]; break;
			}
			s += 2;
		} else {
			code = (unsigned char)*s++;
		}
		if (*s == '\'')
			s++;
		n += (size_t)sprintf(out + n, "%u", code);
		after_code = true;
	}
	out[n] = '\0';
	return out;
}

/* ---- the operand ---- */

static int hex_value(char c)
{
	if (is_digit(c))
		return c - '0';
	c = lower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* 0f:hex: digits fill the bytes from the most significant one.  Returns
 * where reading stopped, or NULL when there are too many digits. */
static const char *read_hex_bits(const char *p, int size, uint8_t out[16])
{
	int i = 0;
	memset(out, 0, 16);
	while (hex_value(*p) >= 0 || *p == '_') {
		if (*p == '_') {
			p++;
			continue;
		}
		if (i >= size)
			return NULL;
		int byte = hex_value(*p++) << 4;
		while (*p == '_')
			p++;
		if (hex_value(*p) >= 0)
			byte |= hex_value(*p++);
		out[size - 1 - i++] = (uint8_t)byte;
	}
	return p;
}

static enum flo_status junk(const char *p, char *err, size_t errlen)
{
	while (*p == ' ')
		p++;
	if (*p > ' ' && *p < 0x7f)
		snprintf(err, errlen, "junk '%c' after the floating-point number", *p);
	else
		snprintf(err, errlen, "junk character 0x%02x after the floating-point number",
			 (unsigned char)*p);
	return FLO_JUNK;
}

enum flo_status flonum_encode(const char *text, enum flo_format fmt,
			      uint8_t out[16], size_t *nbytes,
			      char *err, size_t errlen)
{
	const struct format_info *f = &formats[fmt];
	char *buf = scrub(text ? text : "");
	const char *p = buf;
	enum flo_status st = FLO_OK;
	uint8_t bytes[16] = {0};
	*nbytes = 0;
	if (errlen)
		err[0] = '\0';

	if (p[0] == '0' && is_letter(p[1]))
		p += 2;
	if (*p == ':') {
		p = read_hex_bits(p + 1, f->hex_bytes, bytes);
		if (!p) {
			snprintf(err, errlen, "hexadecimal %s constant has more than %d digits; "
				 "the rest of the statement is ignored", f->name, 2 * f->hex_bytes);
			st = FLO_TOO_LARGE;
		} else if (*p) {
			st = junk(p, err, errlen);
		} else {
			memcpy(out, bytes, 16);
			*nbytes = (size_t)f->hex_bytes;
		}
		free(buf);
		return st;
	}

	struct reading r;
	const char *end = read_number(p, f, &r);
	uint16_t w[8] = {0};
	int n = f->words;
	bool extended = f->ebits == 15;
	if (r.overflow) {
		snprintf(err, errlen, "exponent of '%s' is too large for a %s number", buf, f->name);
		st = FLO_RANGE;
	} else if ((r.kind == NK_INF || r.kind == NK_QNAN || r.kind == NK_SNAN) && extended) {
		snprintf(err, errlen, "%s cannot hold an infinity or a NaN (GNU as aborts on it)",
			 f->name);
		st = FLO_NO_ENCODING;
	} else if (r.kind == NK_ZERO) {
		w[0] = r.negative ? 0x8000 : 0;
	} else if (r.kind == NK_INF) {
		w[0] = n == 2 ? 0x7f80 : 0x7ff0;
	} else if (r.kind == NK_QNAN || r.kind == NK_SNAN) {
		bool s = r.kind == NK_SNAN;
		w[0] = n == 2 ? (s ? 0x7fbf : 0x7fff) : (s ? 0x7ff7 : 0x7fff);
		for (int i = 1; i < n; i++)
			w[i] = 0xffff;
	} else if (!pack_number(&r.value, r.negative, f, w)) {
		snprintf(err, errlen, "'%s' is out of range for a %s number", buf, f->name);
		st = FLO_RANGE;
	}
	if (st == FLO_OK && (r.kind == NK_INF || r.kind == NK_QNAN || r.kind == NK_SNAN)
	    && r.negative)
		w[0] |= 0x8000;
	if (st == FLO_OK && *end)
		st = junk(end, err, errlen);
	if (st == FLO_OK) {
		for (int i = 0; i < n; i++) {
			bytes[2 * i] = (uint8_t)w[n - 1 - i];
			bytes[2 * i + 1] = (uint8_t)(w[n - 1 - i] >> 8);
		}
		memcpy(out, bytes, 16);
		*nbytes = (size_t)f->bytes;
	}
	free(buf);
	return st;
}
