/*
 * parser/parse.c - drives the scanner and the grammar; token helpers.
 */
#include "parse_internal.h"
#include "grammar.h"
#include "lexer.h"
#include "source.h"

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
	struct src_loc l = {loc->file, loc->first_line, loc->first_column, loc->via};
	if (!error) {
		diag_warning(&l, "%s", msg);
		return;
	}
	diag_error(&l, "%s", msg);
	ls->errors++;
	ls->last_error_line = loc->first_line;
	ls->last_error_file = loc->file;
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
 * decimal.  Values up to 2^64-1 are kept as their 64-bit pattern; *hi
 * gets the 64 bits above (what .uleb128 writes of a wider number). */
int lex_number(const char *text, int64_t *out, uint64_t *hi)
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
	uint64_t v = 0, h = 0;
	bool truncated = false;
	for (; *p; p++) {
		int d = isdigit((unsigned char)*p) ? *p - '0'
						    : tolower((unsigned char)*p) - 'a' + 10;
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			truncated = true;
		/* 128 bits: h:v * base + d */
		unsigned __int128 x = ((unsigned __int128)h << 64 | v) * (unsigned)base + (unsigned)d;
		v = (uint64_t)x;
		h = (uint64_t)(x >> 64);
	}
	*out = (int64_t)v;
	*hi = h;
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
		/* up to three digits, read as octal even when 8 or 9, as GNU
		 * as reads them */
		if (c >= '0' && c <= '9') {
			c -= '0';
			for (int i = 0; i < 2 && *p >= '0' && *p <= '9'; i++)
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

size_t lex_input(struct lex_state *ls, char *buf, size_t max)
{
	if (ls->text_done || !ls->text) {
		size_t len;
		struct src_loc loc;
		const char *t = ls->read_line(ls->read_ctx, &len, &loc);
		if (!t)
			return 0;
		ls->text = t;
		ls->text_len = len;
		ls->text_pos = 0;
		ls->text_done = false;
		/* flex may ask for the next line before scanning this one */
		if (ls->ring_count < LEX_LOC_RING) {
			int i = (ls->ring_head + ls->ring_count++) % LEX_LOC_RING;
			ls->ring[i] = loc;
		}
		if (!ls->loc.file)	/* the very first line */
			ls->need_line = true;
	}
	size_t n = ls->text_len - ls->text_pos;
	if (n > max)
		n = max;
	memcpy(buf, ls->text + ls->text_pos, n);
	ls->text_pos += n;
	if (n < max && ls->text_pos == ls->text_len) {
		buf[n++] = '\n';
		ls->text_done = true;
	}
	return n;
}

bool lex_raw_directive(const char *name)
{
	if (name[0] != '.' && name[0] != 'r')
		return false;
	static const char *const names[] = {
		".section", ".pushsection", ".type", ".symver", ".file", ".loc",
		"real4", "real8", "real10", "real16", "real4.ua", "real8.ua",
		"real10.ua", "real16.ua", ".float", ".single", ".double",
		".dc.s", ".dc.d", ".dc.x", ".xreal4", ".xreal8", ".xreal10",
		".xreal16", ".xreal4.ua", ".xreal8.ua", ".xreal10.ua",
		".xreal16.ua", ".ident", NULL,
	};
	for (int i = 0; names[i]; i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

bool lex_stream_directive(const char *name)
{
	static const char *const names[] = {
		"data1", "data2", "data4", "data8", "data16", "data2.ua", "data4.ua",
		"data8.ua", "data16.ua", ".byte", ".short", ".hword", ".word", ".int",
		".long", ".quad", ".octa", ".2byte", ".4byte", ".8byte", ".xword",
		".dc.b", ".dc.w", ".dc.l", ".dc.a", NULL,
	};
	if (name[0] != '.' && name[0] != 'd')
		return false;
	for (int i = 0; names[i]; i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

void lex_next_line(struct lex_state *ls)
{
	ls->stmt_start = true;
	ls->need_line = false;
	ls->column = 1;
	if (ls->ring_count) {
		ls->loc = ls->ring[ls->ring_head];
		ls->ring_head = (ls->ring_head + 1) % LEX_LOC_RING;
		ls->ring_count--;
	}
	ls->line_text = ls->text;
	ls->line_len = ls->text_len;
}

/* The scanner, with the grammar's start token first; asm_yyscan is the
 * one flex generates (YY_DECL in lexer.l). */
int asm_yyscan(ASM_YYSTYPE *yylval, ASM_YYLTYPE *yylloc, yyscan_t scanner);
int asm_yylex(ASM_YYSTYPE *yylval, ASM_YYLTYPE *yylloc, yyscan_t scanner)
{
	struct lex_state *ls = asm_yyget_extra(scanner);
	if (ls->start_token) {
		int t = ls->start_token;
		ls->start_token_was = t;
		ls->start_token = 0;
		return t;
	}
	return asm_yyscan(yylval, yylloc, scanner);
}

static void run_parser(struct lex_state *ls)
{
	yyscan_t scanner;
	asm_yylex_init_extra(ls, &scanner);
	asm_yyparse(scanner, ls);
	asm_yylex_destroy(scanner);
}

static const char *next_source_line(void *ctx, size_t *len, struct src_loc *loc)
{
	return source_next_line(ctx, len, loc);
}

int parse_source(struct source *src, stmt_handler handler, void *ctx)
{
	struct lex_state ls = {
		.read_line = next_source_line, .read_ctx = src, .arena = arena_new(),
		.handler = handler, .ctx = ctx, .start_token = START_FILE,
	};
	run_parser(&ls);
	arena_free(ls.arena);
	free(ls.stream_list.v);
	return ls.errors;
}

struct one_line {
	const char *text;
	size_t len;
	struct src_loc loc;
	bool given;
};

static const char *next_one_line(void *ctx, size_t *len, struct src_loc *loc)
{
	struct one_line *o = ctx;
	if (o->given)
		return NULL;
	o->given = true;
	*len = o->len;
	*loc = o->loc;
	return o->text;
}

struct expr *parse_expression(const char *text, size_t len, const struct src_loc *loc,
			      struct arena *a)
{
	/* the scanner wants one line: a newline in the text ends it */
	const char *nl = memchr(text, '\n', len);
	struct one_line o = {text, nl ? (size_t)(nl - text) : len, *loc, false};
	struct lex_state ls = {
		.read_line = next_one_line, .read_ctx = &o, .arena = a,
		.start_token = START_EXPR,
	};
	run_parser(&ls);
	return ls.errors ? NULL : ls.expr_result;
}

/* Syntax alone: no assembler to evaluate .if or .rept. */
static bool no_eval(void *ctx, const char *text, size_t len, const struct src_loc *loc,
		    int64_t *value)
{
	(void)ctx;
	(void)text;
	(void)len;
	*value = 0;
	diag_error(loc, "expressions of conditional directives need the assembler");
	return false;
}

static bool no_symbols(void *ctx, const char *name)
{
	(void)ctx;
	(void)name;
	return false;
}

int parse_text(const char *path, const char *text, size_t len,
	       stmt_handler handler, void *ctx)
{
	/* fmemopen cannot open an empty buffer */
	FILE *in = len ? fmemopen((void *)text, len, "r") : fopen("/dev/null", "r");
	if (!in) {
		struct src_loc l = {path, 0, 0, NULL};
		diag_error(&l, "cannot read the text: out of memory");
		return 1;
	}
	struct arena *names = arena_new();
	struct source_hooks hooks = {NULL, no_eval, no_symbols};
	struct source *src = source_new(&hooks, names);
	int before = diag_error_count();
	if (source_push_file(src, path, in))
		parse_source(src, handler, ctx);
	source_free(src);
	fclose(in);
	arena_free(names);
	return diag_error_count() - before;
}

bool expr_const_op(enum expr_op op, int64_t a, int64_t b, int64_t *r)
{
	uint64_t x = (uint64_t)a, y = (uint64_t)b;
	switch (op) {
	case E_NEG: *r = (int64_t)(0 - x); return true;
	case E_NOT: *r = ~a; return true;
	case E_LNOT: *r = !a; return true;
	case E_ADD: *r = (int64_t)(x + y); return true;
	case E_SUB: *r = (int64_t)(x - y); return true;
	case E_MUL: *r = (int64_t)(x * y); return true;
	case E_DIV:
	case E_MOD:
		if (b == 0)
			return false;	/* the evaluator warns and gives 0 */
		if (a == INT64_MIN && b == -1)
			*r = op == E_DIV ? INT64_MIN : 0;
		else
			*r = op == E_DIV ? a / b : a % b;
		return true;
	case E_SHL: *r = y >= 64 ? 0 : (int64_t)(x << y); return true;
	case E_SHR: *r = y >= 64 ? 0 : (int64_t)(x >> y); return true;
	case E_AND: *r = (int64_t)(x & y); return true;
	case E_OR: *r = (int64_t)(x | y); return true;
	case E_XOR: *r = (int64_t)(x ^ y); return true;
	case E_ORNOT: *r = (int64_t)(x | ~y); return true;
	case E_LAND: *r = a && b; return true;
	case E_LOR: *r = a || b; return true;
	case E_EQ: *r = a == b ? -1 : 0; return true;
	case E_NE: *r = a != b ? -1 : 0; return true;
	case E_LT: *r = a < b ? -1 : 0; return true;
	case E_GT: *r = a > b ? -1 : 0; return true;
	case E_LE: *r = a <= b ? -1 : 0; return true;
	case E_GE: *r = a >= b ? -1 : 0; return true;
	default: return false;
	}
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
