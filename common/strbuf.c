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

void sb_puts(struct strbuf *sb, const char *s)
{
	size_t n = strlen(s);
	reserve(sb, n);
	memcpy(sb->data + sb->len, s, n + 1);
	sb->len += n;
}

void sb_json_string(struct strbuf *sb, const char *s)
{
	sb_puts(sb, "\"");
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			sb_printf(sb, "\\%c", *p);
		else if (*p < 0x20)
			sb_printf(sb, "\\u%04x", *p);
		else
			sb_printf(sb, "%c", *p);
	}
	sb_puts(sb, "\"");
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
