/*
 * parser/parse.c - drives the scanner and the grammar; token helpers.
 */
#include "parse_internal.h"
#include "grammar.h"
#include "lexer.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void lex_report(struct lex_state *ls, const ASM_YYLTYPE *loc, bool error,
		       const char *fmt, va_list ap)
{
	char msg[512];
	vsnprintf(msg, sizeof msg, fmt, ap);
	struct src_loc l = {ls->path, loc->first_line, loc->first_column};
	if (!error) {
		diag_warning(&l, "%s", msg);
		return;
	}
	diag_error(&l, "%s", msg);
	ls->errors++;
	ls->last_error_line = loc->first_line;
}

void lex_error(struct lex_state *ls, const ASM_YYLTYPE *loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	lex_report(ls, loc, true, fmt, ap);
	va_end(ap);
}

void lex_warning(struct lex_state *ls, const ASM_YYLTYPE *loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	lex_report(ls, loc, false, fmt, ap);
	va_end(ap);
}

/* Numbers as GNU as reads them: 0x hex, 0b binary, leading-0 octal,
 * decimal.  Values up to 2^64-1 are kept as their 64-bit pattern. */
int lex_number(const char *text, int64_t *out)
{
	int base = 10;
	const char *p = text;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
		base = 2;
		p += 2;
	} else if (p[0] == '0' && p[1]) {
		base = 8;
		p += 1;
	}
	uint64_t v = 0;
	bool truncated = false;
	for (; *p; p++) {
		int d = isdigit((unsigned char)*p) ? *p - '0'
						    : tolower((unsigned char)*p) - 'a' + 10;
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			truncated = true;
		v = v * (uint64_t)base + (uint64_t)d;	/* wraps, as gas truncates */
	}
	*out = (int64_t)v;
	return truncated;
}

static int escape(const char **pp)
{
	const char *p = *pp;
	int c = (unsigned char)*p++;
	switch (c) {
	case 'n': c = '\n'; break;
	case 't': c = '\t'; break;
	case 'r': c = '\r'; break;
	case 'f': c = '\f'; break;
	case 'b': c = '\b'; break;
	case 'v': c = '\v'; break;
	case 'a': c = 7; break;
	case 'x': {
		c = 0;
		while (isxdigit((unsigned char)*p)) {
			int d = isdigit((unsigned char)*p) ? *p - '0'
							    : tolower((unsigned char)*p) - 'a' + 10;
			c = (c * 16 + d) & 0xff;
			p++;
		}
		break;
	}
	default:
		if (c >= '0' && c <= '7') {
			c -= '0';
			for (int i = 0; i < 2 && *p >= '0' && *p <= '7'; i++)
				c = c * 8 + (*p++ - '0');
			c &= 0xff;
		}
		break;
	}
	*pp = p;
	return c;
}

int64_t lex_char(const char *text)
{
	if (*text == '\\') {
		text++;
		return escape(&text);
	}
	return (unsigned char)*text;
}

char *lex_string(struct lex_state *ls, const char *text, size_t len,
		 size_t *out_len)
{
	char *out = arena_alloc(ls->arena, len + 1);
	const char *p = text, *end = text + len;
	size_t n = 0;
	while (p < end) {
		if (*p == '\\' && p + 1 < end) {
			p++;
			out[n++] = (char)escape(&p);
		} else {
			out[n++] = *p++;
		}
	}
	out[n] = '\0';
	*out_len = n;
	return out;
}

const char *lex_printable(struct lex_state *ls, char c)
{
	char buf[8];
	if (isprint((unsigned char)c))
		snprintf(buf, sizeof buf, "%c", c);
	else
		snprintf(buf, sizeof buf, "\\%03o", (unsigned char)c);
	return arena_strndup(ls->arena, buf, strlen(buf));
}

int parse_stream(const char *path, FILE *in, stmt_handler handler, void *ctx)
{
	struct lex_state ls = {
		.path = path, .line = 1, .column = 1, .arena = arena_new(),
		.handler = handler, .ctx = ctx,
	};
	yyscan_t scanner;
	asm_yylex_init_extra(&ls, &scanner);
	asm_yyset_in(in, scanner);
	asm_yyparse(scanner, &ls);
	asm_yylex_destroy(scanner);
	arena_free(ls.arena);
	return ls.errors;
}

int parse_text(const char *path, const char *text, size_t len,
	       stmt_handler handler, void *ctx)
{
	/* fmemopen cannot open an empty buffer */
	FILE *in = len ? fmemopen((void *)text, len, "r") : fopen("/dev/null", "r");
	if (!in) {
		struct src_loc l = {path, 0, 0};
		diag_error(&l, "cannot read the text: out of memory");
		return 1;
	}
	int errors = parse_stream(path, in, handler, ctx);
	fclose(in);
	return errors;
}

struct expr *expr_copy(struct arena *a, const struct expr *e)
{
	if (!e)
		return NULL;
	struct expr *c = arena_alloc(a, sizeof *c);
	*c = *e;
	if (e->name)
		c->name = arena_strndup(a, e->name, strlen(e->name));
	c->l = expr_copy(a, e->l);
	c->r = expr_copy(a, e->r);
	return c;
}
