/*
 * tests/unit/test_lexer.c - tokens: numbers, strings, comments, positions.
 */
#include "unit.h"
#include "../../parser/parser.h"
#include "../../common/arena.h"

/* Collects a printable trace of the statements the parser hands out. */
struct trace {
	char buf[4096];
	size_t len;
};

static void describe_expr(struct trace *t, const struct expr *e)
{
	switch (e->op) {
	case E_NUM:
		t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len,
					   "%lld", (long long)e->num);
		break;
	case E_SYM:
	case E_LOCALREF:
	case E_ATNAME:
		t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len,
					   "%s%s", e->name, e->forced_symbol ? "#" : "");
		break;
	default:
		t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len, "(op%d)", e->op);
		break;
	}
}

static void on_stmt(void *ctx, const struct stmt *s)
{
	struct trace *t = ctx;
	static const char *const kinds[] = {"label", "insn", "dir", "assign", "stop",
					    "{", "}"};
	t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len, "%s@%d:%d",
				   kinds[s->kind], s->loc.line, s->loc.col);
	if (s->name)
		t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len, " %s", s->name);
	for (int i = 0; i < s->nops; i++) {
		t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len, "%s",
					   i == 0 ? " " : ",");
		if (s->ops[i].kind == AO_STRING)
			t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len,
						   "\"%s\"/%zu", s->ops[i].str, s->ops[i].len);
		else if (s->ops[i].e)
			describe_expr(t, s->ops[i].e);
	}
	t->len += (size_t)snprintf(t->buf + t->len, sizeof t->buf - t->len, "; ");
}

static const char *run(const char *src, const char **diags)
{
	static struct trace t;
	memset(&t, 0, sizeof t);
	capture_begin();
	parse_text("t.s", src, strlen(src), on_stmt, &t);
	*diags = capture_end();
	return t.buf;
}

static void numbers(void **state)
{
	(void)state;
	const char *d;
	const char *out = run("data8 0x1F, 017, 0b101, 42, 'a', '\\n', 18446744073709551615\n", &d);
	assert_string_equal(d, "");
	assert_string_equal(out, "insn@1:1 data8 31,15,5,42,97,10,-1; ");
}

static void number_too_big(void **state)
{
	(void)state;
	const char *d;
	/* kept as its low 64 bits; the assembler decides whether that is an
	 * error (instruction operands) or a warning (data) */
	const char *out = run("data8 18446744073709551617\n", &d);
	assert_string_equal(d, "");
	assert_string_equal(out, "insn@1:1 data8 1; ");
}

static void strings_and_escapes(void **state)
{
	(void)state;
	const char *d;
	const char *out = run(".ascii \"a\\tb\\x41\\101\\0\"\n", &d);
	assert_string_equal(d, "");
	/* a, TAB, b, A, A, NUL: six bytes */
	assert_string_equal(out, "dir@1:1 .ascii \"a\tbAA\"/6; ");
}

static void comments_and_columns(void **state)
{
	(void)state;
	const char *d;
	const char *out = run("# cpp line\n/* block\n comment */ add r1=r2,r3 // rest\n\tnop.i 0\n", &d);
	assert_string_equal(d, "");
	assert_string_equal(out, "insn@3:13 add r1,r2,r3; insn@4:2 nop.i 0; ");
}

static void stray_character(void **state)
{
	(void)state;
	const char *d;
	run("add r1=r2,r3 `\nadd r1=r2,r3\n", &d);
	assert_non_null(strstr(d, "t.s:1:14: error: stray '`' in program\n"));
}

static void unterminated_string(void **state)
{
	(void)state;
	const char *d;
	/* GNU as closes it at the end of the line, with a warning */
	const char *out = run(".ascii \"abc\n", &d);
	assert_string_equal(d, "t.s:1:8: warning: unterminated string; closed at end of line\n");
	assert_string_equal(out, "dir@1:1 .ascii \"abc\"/3; ");
}

static void nul_byte(void **state)
{
	(void)state;
	const char src[] = "add r1=r2,r3\nad\0d\n";
	const char *d;
	static struct trace t;
	memset(&t, 0, sizeof t);
	capture_begin();
	parse_text("t.s", src, sizeof src - 1, on_stmt, &t);
	d = capture_end();
	assert_non_null(strstr(d, "t.s:2:3: error: NUL character in input\n"));
}

static void symbols_with_hash(void **state)
{
	(void)state;
	const char *d;
	const char *out = run("br.call.sptk.many b0=foo#\n", &d);
	assert_string_equal(d, "");
	assert_string_equal(out, "insn@1:1 br.call.sptk.many b0,foo#; ");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(numbers),
		cmocka_unit_test(number_too_big),
		cmocka_unit_test(strings_and_escapes),
		cmocka_unit_test(comments_and_columns),
		cmocka_unit_test(stray_character),
		cmocka_unit_test(unterminated_string),
		cmocka_unit_test(nul_byte),
		cmocka_unit_test(symbols_with_hash),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
