/*
 * common/strbuf.c - a growing string.
 */
#include "strbuf.h"
#include "arena.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void reserve(struct strbuf *sb, size_t more)
{
	if (sb->len + more + 1 <= sb->cap)
		return;
	size_t cap = sb->cap ? sb->cap : 4096;
	while (cap < sb->len + more + 1)
		cap *= 2;
	sb->data = xrealloc(sb->data, cap);
	sb->cap = cap;
}

/* Formatted into the room the buffer has, and again after growing it
 * when that was too little. */
void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	size_t room = sb->cap - sb->len;
	va_start(ap, fmt);
	int n = vsnprintf(room ? sb->data + sb->len : NULL, room, fmt, ap);
	va_end(ap);
	if (n <= 0) {
		if (room)
			sb->data[sb->len] = '\0';
		return;
	}
	if ((size_t)n >= room) {
		reserve(sb, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
		va_end(ap);
	}
	sb->len += (size_t)n;
}

/* n bytes of s, then the NUL. */
static void append(struct strbuf *sb, const char *s, size_t n)
{
	reserve(sb, n);
	memcpy(sb->data + sb->len, s, n);
	sb->len += n;
	sb->data[sb->len] = '\0';
}

/* u's digits in base (10 or 16), ending at end: their first. */
static char *digits(char *end, unsigned long long u, unsigned base)
{
	char *q = end;
	do
		*--q = "0123456789abcdef"[u % base];
	while ((u /= base) != 0);
	return q;
}

void sb_put_int(struct strbuf *sb, long long v)
{
	char buf[24];
	/* the magnitude as unsigned: -LLONG_MIN does not fit */
	unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
	char *q = digits(buf + sizeof buf, u, 10);
	if (v < 0)
		*--q = '-';
	append(sb, q, (size_t)(buf + sizeof buf - q));
}

void sb_put_uint(struct strbuf *sb, unsigned long long v)
{
	char buf[24];
	char *q = digits(buf + sizeof buf, v, 10);
	append(sb, q, (size_t)(buf + sizeof buf - q));
}

void sb_put_hex(struct strbuf *sb, unsigned long long v)
{
	char buf[24];
	char *q = digits(buf + sizeof buf, v, 16);
	append(sb, q, (size_t)(buf + sizeof buf - q));
}

/* v times 10^decimals (below 8) rounded to *u, as printf rounds v to
 * that many decimals: false where that is a close call or too large to
 * tell (the product's error is at most 2^-53 of it, under 1e-4 below
 * 1e11, so unless it lies that near a half its rounding is the exact
 * value's). */
static bool scaled(double v, int decimals, unsigned long long *u)
{
	static const double scale[] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7};
	double x = v * scale[decimals], whole = floor(x), frac = x - whole;
	if (!(x < 1e11) || fabs(frac - 0.5) < 1e-4)
		return false;
	*u = (unsigned long long)whole + (frac > 0.5);
	return true;
}

/* u / 10^decimals with exactly that many decimals. */
static void put_scaled(struct strbuf *sb, unsigned long long u, int decimals)
{
	char buf[40];
	char *end = buf + sizeof buf, *q = end;
	for (int k = 0; k < decimals; k++, u /= 10)
		*--q = (char)('0' + u % 10);
	if (decimals)
		*--q = '.';
	q = digits(q, u, 10);
	append(sb, q, (size_t)(end - q));
}

void sb_put_fixed(struct strbuf *sb, double v, int decimals)
{
	/* (whole numbers below 1e15 are exact; a fraction's bound is scaled's) */
	if (!(v >= 0) || signbit(v) || !(v < 1e15) || decimals < 0 || decimals >= 8) {
		sb_printf(sb, "%.*f", decimals, v);
		return;
	}
	if (v == 0) {	/* nine in ten of a loop's counts */
		append(sb, "0.0000000", decimals ? (size_t)decimals + 2 : 1);
		return;
	}
	unsigned long long u;
	if (v != floor(v)) {
		if (scaled(v, decimals, &u))
			put_scaled(sb, u, decimals);
		else
			sb_printf(sb, "%.*f", decimals, v);
		return;
	}
	/* most other counts: whole, their decimals zeros (u times 10^decimals
	 * could pass 2^64) */
	char buf[40];
	char *end = buf + sizeof buf, *q = end;
	for (int k = 0; k < decimals; k++)
		*--q = '0';
	if (decimals)
		*--q = '.';
	q = digits(q, (unsigned long long)v, 10);
	append(sb, q, (size_t)(end - q));
}

void sb_put_g(struct strbuf *sb, double v, int precision)
{
	static const double below[] = {1e-1, 1e-2, 1e-3, 1e-4};
	/* %g writes v as %e would (its exponent X that of v rounded to
	 * `precision` digits) unless -4 <= X < precision: then as %f with
	 * precision - 1 - X decimals, trailing zeros dropped.  Here only that
	 * second case, where X is plain to see, and without the close calls
	 * sb_put_fixed leaves to printf */
	if (!(v > 0) || !(v < 1e15) || precision < 1 || precision > 15) {
		if (v == 0 && !signbit(v))
			append(sb, "0", 1);
		else
			sb_printf(sb, "%.*g", precision, v);
		return;
	}
	int x;	/* the exponent of v's leading digit */
	if (v >= 1) {
		x = -1;
		for (unsigned long long u = (unsigned long long)v; u; u /= 10)
			x++;
	} else {
		/* each of below[] is above the power of ten it stands for, so
		 * v >= below[k] holds exactly when v is at least that power */
		for (x = -1; x >= -4 && v < below[-x - 1]; x--)
			;
	}
	int decimals = precision - 1 - x;
	unsigned long long u, top = 1;
	for (int k = 0; k < precision; k++)
		top *= 10;
	/* (rounded up to the next power of ten, X is one more) */
	if (x < -4 || decimals < 0 || decimals >= 8 || !scaled(v, decimals, &u) || u >= top) {
		sb_printf(sb, "%.*g", precision, v);
		return;
	}
	for (; decimals > 0 && u % 10 == 0; decimals--)
		u /= 10;
	put_scaled(sb, u, decimals);
}

void sb_puts(struct strbuf *sb, const char *s)
{
	append(sb, s, strlen(s));
}

void sb_append(struct strbuf *sb, const void *bytes, size_t n)
{
	if (n)
		append(sb, bytes, n);
}

/* The length of the well-formed UTF-8 sequence at p (1 to 4), or 0 when
 * the byte at p does not start one (a stray continuation byte, a truncated
 * sequence, an overlong form, a surrogate, above U+10FFFF). */
static size_t utf8_length(const unsigned char *p)
{
	unsigned c = p[0];
	if (c < 0x80)
		return 1;
	size_t n;
	unsigned lo = 0x80, hi = 0xbf;	/* the range of the second byte */
	if (c >= 0xc2 && c <= 0xdf)
		n = 2;
	else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		if (c == 0xe0)
			lo = 0xa0;	/* not overlong */
		else if (c == 0xed)
			hi = 0x9f;	/* not a surrogate */
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		if (c == 0xf0)
			lo = 0x90;
		else if (c == 0xf4)
			hi = 0x8f;	/* not above U+10FFFF */
	} else
		return 0;
	if (p[1] < lo || p[1] > hi)
		return 0;
	for (size_t k = 2; k < n; k++)
		if (p[k] < 0x80 || p[k] > 0xbf)
			return 0;
	return n;
}

/* s's bytes as the inside of a JSON string literal. */
static void json_body(struct strbuf *sb, const unsigned char *p)
{
	while (*p) {
		/* a run of printable ASCII but the two escaped: as it is */
		size_t run = 0;
		while (p[run] >= 0x20 && p[run] < 0x80 && p[run] != '"' && p[run] != '\\')
			run++;
		if (run) {
			append(sb, (const char *)p, run);
			p += run;
			continue;
		}
		size_t n = utf8_length(p);
		if (*p == '"' || *p == '\\')
			sb_printf(sb, "\\%c", *p);
		else if (*p < 0x20)
			sb_printf(sb, "\\u%04x", *p);
		else if (n == 0)	/* not UTF-8: the replacement character */
			sb_puts(sb, "\\ufffd");
		else
			append(sb, (const char *)p, n);
		p += n ? n : 1;
	}
}

void sb_json_string(struct strbuf *sb, const char *s)
{
	sb_puts(sb, "\"");
	json_body(sb, (const unsigned char *)s);
	sb_puts(sb, "\"");
}

void sb_json_close(struct strbuf *sb, size_t start)
{
	size_t n = sb->len - start, k = 0;
	const unsigned char *p = n ? (const unsigned char *)sb->data + start : NULL;
	while (k < n && p[k] >= 0x20 && p[k] < 0x80 && p[k] != '"' && p[k] != '\\')
		k++;
	if (k < n) {	/* escaped from a copy */
		char *raw = xmalloc(n + 1);
		memcpy(raw, p, n);
		raw[n] = '\0';
		sb->len = start;
		json_body(sb, (const unsigned char *)raw);
		free(raw);
	}
	sb_puts(sb, "\"");
}

void sb_drain(struct strbuf *sb)
{
	if (!sb->sink || sb->len < SB_DRAIN_BYTES)
		return;
	if (!sb->sink_error && fwrite(sb->data, 1, sb->len, sb->sink) != sb->len)
		sb->sink_error = errno ? errno : EIO;
	sb->len = 0;
	sb->data[0] = '\0';
}

int sb_write(struct strbuf *sb, FILE *f)
{
	int err = sb->sink_error;
	if (!err && sb->len && fwrite(sb->data, 1, sb->len, f) != sb->len)
		err = errno ? errno : EIO;
	if (fflush(f) != 0 && !err)
		err = errno ? errno : EIO;
	sb_free(sb);
	if (err)
		errno = err;
	return err ? -1 : 0;
}

void sb_free(struct strbuf *sb)
{
	free(sb->data);
	memset(sb, 0, sizeof *sb);
}
