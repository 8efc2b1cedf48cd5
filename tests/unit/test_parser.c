/*
 * tests/unit/test_parser.c - statements: labels, predicates, '=', braces,
 * stops, assignments, operand shapes, error recovery.
 */
#include "unit.h"
#include "../../parser/parser.h"

struct seen {
	char buf[4096];
	size_t len;
};

static void put(struct seen *t, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	t->len += (size_t)vsnprintf(t->buf + t->len, sizeof t->buf - t->len, fmt, ap);
	va_end(ap);
}

static void on_stmt(void *ctx, const struct stmt *s)
{
	struct seen *t = ctx;
	switch (s->kind) {
	case ST_LABEL: put(t, "L(%s) ", s->name); return;
	case ST_GLOBAL_LABEL: put(t, "G(%s) ", s->name); return;
	case ST_TAG: put(t, "T(%s) ", s->name); return;
	case ST_STOP: put(t, ";; "); return;
	case ST_BUNDLE_BEGIN: put(t, "{ "); return;
	case ST_BUNDLE_END: put(t, "} "); return;
	case ST_MARKER: put(t, "M(%s) ", s->name); return;
	case ST_ASSIGN: put(t, "A(%s) ", s->name); return;
	case ST_DIRECTIVE: put(t, "D(%s/%d) ", s->name, s->nops); return;
	case ST_INSN: break;
	}
	put(t, "I(");
	if (s->qp)
		put(t, "%s:", s->qp);
	put(t, "%s", s->name);
	for (int i = 0; i < s->nops; i++) {
		static const char *const k[] = {"e", "m", "x", "s", "f"};
		put(t, "%s%s", i == s->nouts && s->nouts ? "=" : (i ? "," : " "), k[s->ops[i].kind]);
		if (s->ops[i].kind == AO_EXPR && s->ops[i].e->op == E_RELOC)
			put(t, "@");
	}
	put(t, ") ");
}

static const char *run(const char *src, const char **diags)
{
	static struct seen t;
	memset(&t, 0, sizeof t);
	capture_begin();
	parse_text("p.s", src, strlen(src), on_stmt, &t);
	*diags = capture_end();
	return t.buf;
}

static void statement_shapes(void **state)
{
	(void)state;
	const char *d;
	const char *out = run(
		"f: .L1: (p6) ld8.s.nta r1=[r2],8 ;;\n"
		"{ .mii\n"
		"  cmp.eq p6,p7=r1,r0\n"
		"  mov r1=pmc[r3] }\n"
		"x = 3 + y\n"
		"1: addl r1=@gprel(sym+8),gp; st8 [r1]=r2 ;; br.ret.sptk.many b0\n",
		&d);
	assert_string_equal(d, "");
	assert_string_equal(out,
		"L(f) L(.L1) I(p6:ld8.s.nta e=m,e) ;; "
		"{ D(.mii/0) "
		"I(cmp.eq e,e=e,e) "
		"I(mov e=x) } "
		"A(x) "
		"L(1) I(addl e=e@,e) I(st8 m=e) ;; I(br.ret.sptk.many e) ");
}

static void directive_operands(void **state)
{
	(void)state;
	const char *d;
	const char *out = run(".section .text.hot,\"ax\",@progbits\n"
			      ".rotr a[4], b[2]\n"
			      "real8 1.5, -2.5e3\n", &d);
	assert_string_equal(d, "");
	assert_string_equal(out, "D(.section/0) D(.rotr/2) D(real8/0) ");
}

static void every_error_reported(void **state)
{
	(void)state;
	const char *d;
	const char *out = run("add r1=,r2\nadd r1=r2,r3\nld8 r1=[r2\n", &d);
	/* both bad lines are reported, the good line between them survives */
	assert_string_equal(d,
		"p.s:1:8: error: syntax error, unexpected ','\n"
		"p.s:3:11: error: syntax error, unexpected end of line\n");
	assert_string_equal(out, "I(add e=e,e) ");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(statement_shapes),
		cmocka_unit_test(directive_operands),
		cmocka_unit_test(every_error_reported),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
