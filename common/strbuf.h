/*
 * common/strbuf.h - a growing string, for output that is written only when
 * the whole run has worked (nothing half-written on an error), or, with a
 * sink, written as it is made (sb_drain).
 *
 * Prefixes: sb_.
 */
#ifndef IA64P_COMMON_STRBUF_H
#define IA64P_COMMON_STRBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* Does s begin with prefix?  (Mnemonics: "br.ctop.sptk.few" has "br.ctop".) */
static inline bool has_prefix(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

struct strbuf {
	char *data;
	size_t len, cap;
	FILE *sink;		/* sb_drain writes there (NULL: kept whole) */
	int sink_error;		/* errno of the first failed write, else 0 */
};

void sb_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void sb_puts(struct strbuf *sb, const char *s);
/* n bytes, NULs included (the buffer stays NUL-terminated after them). */
void sb_append(struct strbuf *sb, const void *bytes, size_t n);
/* v in decimal, signed and unsigned, and in hexadecimal (lowercase, no
 * "0x"): without printf, for the text of every instruction and the
 * report's numbers. */
void sb_put_int(struct strbuf *sb, long long v);
void sb_put_uint(struct strbuf *sb, unsigned long long v);
void sb_put_hex(struct strbuf *sb, unsigned long long v);
/* v with that many decimals, the characters printf's "%.*f" writes (by
 * printf itself where the rounding is a close call, or v is negative or
 * very large). */
void sb_put_fixed(struct strbuf *sb, double v, int decimals);
/* v as printf's "%.*g" writes it with that precision (by printf itself
 * for the exponent form, close calls, negatives and very large values). */
void sb_put_g(struct strbuf *sb, double v, int precision);
/* s as a JSON string literal, quotes included; a byte that is not part of
 * well-formed UTF-8 is written as \ufffd (docs/json.md). */
void sb_json_string(struct strbuf *sb, const char *s);
/* The same for text written straight into sb after an opening quote:
 * what sb holds from start on (no sb_drain since) becomes the literal's
 * inside, and the closing quote is added. */
void sb_json_close(struct strbuf *sb, size_t start);
/* Where what sb holds is final: with a sink, once it holds SB_DRAIN_BYTES
 * or more, writes it there and empties the buffer (after a failed write
 * the text is dropped; sink_error says why).  Without one, nothing. */
enum { SB_DRAIN_BYTES = 1 << 16 };
void sb_drain(struct strbuf *sb);
/* Writes what sb holds to f, flushes f and frees the buffer: 0, or -1
 * with errno set when this or an earlier drain failed. */
int sb_write(struct strbuf *sb, FILE *f);
void sb_free(struct strbuf *sb);

#endif
