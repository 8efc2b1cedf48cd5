/*
 * common/strbuf.c - a growing string.
 */
#include "strbuf.h"
#include "arena.h"

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

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n <= 0)
		return;
	reserve(sb, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

static void put_bytes(struct strbuf *sb, const char *s, size_t n)
{
	reserve(sb, n);
	memcpy(sb->data + sb->len, s, n);
	sb->len += n;
	sb->data[sb->len] = '\0';
}

void sb_puts(struct strbuf *sb, const char *s)
{
	put_bytes(sb, s, strlen(s));
}

/* The runs of characters that need no escape go in whole. */
void sb_json_string(struct strbuf *sb, const char *s)
{
	put_bytes(sb, "\"", 1);
	const unsigned char *run = (const unsigned char *)s, *p = run;
	for (; *p; p++) {
		if (*p != '"' && *p != '\\' && *p >= 0x20)
			continue;
		put_bytes(sb, (const char *)run, (size_t)(p - run));
		if (*p < 0x20)
			sb_printf(sb, "\\u%04x", *p);
		else
			sb_printf(sb, "\\%c", *p);
		run = p + 1;
	}
	put_bytes(sb, (const char *)run, (size_t)(p - run));
	put_bytes(sb, "\"", 1);
}

int sb_write(struct strbuf *sb, FILE *f)
{
	int rc = 0;
	if (sb->len && fwrite(sb->data, 1, sb->len, f) != sb->len)
		rc = -1;
	if (fflush(f) != 0)
		rc = -1;
	sb_free(sb);
	return rc;
}

void sb_free(struct strbuf *sb)
{
	free(sb->data);
	memset(sb, 0, sizeof *sb);
}
