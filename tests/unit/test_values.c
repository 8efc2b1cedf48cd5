/*
 * tests/unit/test_values.c - the value model (analysis/values.c): values
 * through arithmetic, inputs and what the user assumes, calls, predicates
 * and branches, and the trip counts cfg_build takes from them.
 */
#include "unit.h"
#include "../../analysis/cfg.h"
#include "../../analysis/values.h"
#include "../../machine/effects.h"
#include "../../parser/program.h"

struct built {
	struct program *p;
	struct cfg *g;
};

static struct built build(const char *src, struct cfg_assume *assume, size_t nassume)
{
	capture_begin();
	struct program *p = program_assemble("v.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	struct cfg_options opt = {.default_trip_count = 100, .assume = assume,
				  .nassume = nassume};
	capture_begin();
	struct cfg *g = cfg_build(p, &opt);
	d = capture_end();
	if (!g)
		fail_msg("cfg_build failed:\n%s", d);
	return (struct built){p, g};
}

static void done(struct built b)
{
	cfg_free(b.g);
	program_free(b.p);
}

/* ar.lc as the only loop is entered, as text. */
static const char *lc_text(const struct built *b)
{
	static char buf[128];
	assert_int_equal(b->g->nloops, 1);
	struct val v = values_loop_entry(b->g->values, 0, (uint16_t)(RES_AR0 + AR_LC));
	val_format(&v, buf, sizeof buf);
	return buf;
}

/* A procedure f: PROLOGUE, then a br.cloop loop of one add. */
#define CLOOP(prologue)                                                       \
	"\t.text\n\t.proc f\nf:\n\talloc r40 = ar.pfs, 4, 4, 0, 0\n"          \
	prologue                                                              \
	"\t;;\n.Lloop:\n\tadd r8 = r8, r9\n\tbr.cloop.sptk .Lloop\n\t;;\n"    \
	"\tbr.ret.sptk b0\n\t;;\n\t.endp f\n"

static void constant_counts(void **state)
{
	(void)state;
	struct built b = build(CLOOP("\tmov r14 = 9\n\t;;\n\tmov ar.lc = r14\n"), NULL, 0);
	assert_string_equal(lc_text(&b), "9");
	assert_int_equal(b.g->loops[0].trip_count, 10);
	assert_int_equal(b.g->loops[0].trip_source, TRIP_CODE);
	done(b);
}

static void arithmetic_on_an_input(void **state)
{
	(void)state;
	/* ar.lc = (in3 - 1) >> 2, as unrolled code computes it */
	const char *src = CLOOP("\tadds r35 = -1, r35\n\t;;\n\tshr.u r35 = r35, 2\n\t;;\n"
				"\tmov ar.lc = r35\n");
	struct built b = build(src, NULL, 0);
	assert_string_equal(lc_text(&b), "unknown (in3)");
	assert_int_equal(b.g->loops[0].trip_source, TRIP_DEFAULT);
	done(b);

	struct cfg_assume a = {.proc = "f", .res = RES_GR0 + 35, .value = 1000};
	b = build(src, &a, 1);
	assert_string_equal(lc_text(&b), "249");
	assert_int_equal(b.g->loops[0].trip_count, 250);
	assert_int_equal(b.g->loops[0].trip_source, TRIP_ASSUME);
	assert_true(a.used);
	done(b);

	/* an assumption for another procedure is not taken */
	a = (struct cfg_assume){.proc = "g", .res = RES_GR0 + 35, .value = 1000};
	b = build(src, &a, 1);
	assert_int_equal(b.g->loops[0].trip_source, TRIP_DEFAULT);
	assert_false(a.used);
	done(b);
}

static void affine_in_one_input(void **state)
{
	(void)state;
	struct built b = build(CLOOP("\tshladd r14 = r32, 2, r32\n\t;;\n"
				     "\tadds r14 = -3, r14\n\t;;\n\tmov ar.lc = r14\n"),
			       NULL, 0);
	assert_string_equal(lc_text(&b), "5*in0 - 3");
	done(b);
	/* x - x is a constant the code gives, not an assumption */
	b = build(CLOOP("\tsub r14 = r33, r33\n\t;;\n\tadds r14 = 7, r14\n\t;;\n"
			"\tmov ar.lc = r14\n"), NULL, 0);
	assert_string_equal(lc_text(&b), "7");
	assert_int_equal(b.g->loops[0].trip_source, TRIP_CODE);
	done(b);
}

static void calls_and_loads_make_unknowns(void **state)
{
	(void)state;
	struct built b = build(CLOOP("\tmov r14 = 5\n\tmov r4 = 6\n\t;;\n"
				     "\tbr.call.sptk b0 = g\n\t;;\n\tmov ar.lc = r14\n"), NULL, 0);
	assert_string_equal(lc_text(&b), "unknown (call)");
	done(b);
	/* r4 is preserved across the call */
	b = build(CLOOP("\tmov r14 = 5\n\tmov r4 = 6\n\t;;\n"
			"\tbr.call.sptk b0 = g\n\t;;\n\tmov ar.lc = r4\n"), NULL, 0);
	assert_string_equal(lc_text(&b), "6");
	done(b);
	b = build(CLOOP("\tld8 r14 = [r32]\n\t;;\n\tmov ar.lc = r14\n"), NULL, 0);
	assert_string_equal(lc_text(&b), "unknown (memory)");
	done(b);
	/* a post-increment adds to its base */
	b = build(CLOOP("\tmov r14 = 4\n\t;;\n\tld8 r15 = [r14], 8\n\t;;\n"
			"\tmov ar.lc = r14\n"), NULL, 0);
	assert_string_equal(lc_text(&b), "12");
	done(b);
}

static void predicates_decide_paths(void **state)
{
	(void)state;
	/* if (in0 == 0) lc = 3 else lc = 9 */
	const char *src = CLOOP("\tcmp.eq p6, p7 = 0, r32\n\t;;\n"
				"\t(p6) mov r14 = 3\n\t(p7) mov r14 = 9\n\t;;\n"
				"\tmov ar.lc = r14\n");
	struct built b = build(src, NULL, 0);
	assert_string_equal(lc_text(&b), "unknown (in0, entry)");
	done(b);
	struct cfg_assume a = {.res = RES_GR0 + 32, .value = 0};
	b = build(src, &a, 1);
	assert_string_equal(lc_text(&b), "3");
	done(b);
	a.value = 12;
	b = build(src, &a, 1);
	assert_string_equal(lc_text(&b), "9");
	done(b);

	/* a branch whose predicate is known takes one side only */
	src = CLOOP("\tcmp.lt p6, p0 = 10, r33\n\tmov r14 = 1\n\t;;\n"
		    "\t(p6) br.cond.sptk .Lbig\n\t;;\n\tmov r14 = 2\n\t;;\n"
		    ".Lbig:\n\tmov ar.lc = r14\n");
	a = (struct cfg_assume){.res = RES_GR0 + 33, .value = 50};
	b = build(src, &a, 1);
	assert_string_equal(lc_text(&b), "1");
	done(b);
	a.value = 5;
	b = build(src, &a, 1);
	assert_string_equal(lc_text(&b), "2");
	done(b);
	b = build(src, NULL, 0);
	assert_string_equal(lc_text(&b), "unknown (in1)");
	done(b);
}

static void pipelined_loop(void **state)
{
	(void)state;
	struct built b = build(
		"\t.text\n\t.proc f\nf:\n\talloc r40 = ar.pfs, 4, 4, 0, 8\n"
		"\tadds r14 = -1, r34\n\tmov ar.ec = 3\n\t;;\n\tmov ar.lc = r14\n"
		"\tmov pr.rot = 1 << 16\n\t;;\n"
		".Lloop:\n\t(p16) ld8 r32 = [r33], 8\n\t(p18) st8 [r35] = r34, 8\n"
		"\tbr.ctop.sptk .Lloop\n\t;;\n\tbr.ret.sptk b0\n\t;;\n\t.endp f\n",
		&(struct cfg_assume){.res = RES_GR0 + 34, .value = 100}, 1);
	assert_string_equal(lc_text(&b), "99");
	assert_int_equal(b.g->loops[0].trip_count, 102);	/* 100 + 3 - 1 */
	assert_int_equal(b.g->loops[0].trip_source, TRIP_ASSUME);
	done(b);
}

static void assume_annotation(void **state)
{
	(void)state;
	struct built b = build(CLOOP("// ia64-predict: assume in2=41\n"
				     "\tmov ar.lc = r34\n"), NULL, 0);
	assert_string_equal(lc_text(&b), "41");
	assert_int_equal(b.g->loops[0].trip_count, 42);
	done(b);
	/* the command line wins over the annotation */
	struct cfg_assume a = {.res = RES_GR0 + 34, .value = 7};
	b = build(CLOOP("// ia64-predict: assume in2=41\n\tmov ar.lc = r34\n"), &a, 1);
	assert_string_equal(lc_text(&b), "7");
	done(b);
}

static void parse_assume(void **state)
{
	(void)state;
	struct cfg_assume a;
	char name[64];
	assert_true(values_parse_assume("in3=1000", &a, name, sizeof name));
	assert_null(a.proc);
	assert_int_equal(a.res, RES_GR0 + 35);
	assert_int_equal(a.value, 1000);
	assert_true(values_parse_assume("__gmpn_add_n:in3=0x10", &a, name, sizeof name));
	assert_string_equal(a.proc, "__gmpn_add_n");
	assert_int_equal(a.value, 16);
	assert_true(values_parse_assume("r14=-5", &a, name, sizeof name));
	assert_int_equal(a.res, RES_GR0 + 14);
	assert_int_equal(a.value, -5);
	assert_false(values_parse_assume("in8=1", &a, name, sizeof name));
	assert_false(values_parse_assume("r0=1", &a, name, sizeof name));
	assert_false(values_parse_assume("in1=", &a, name, sizeof name));
	assert_false(values_parse_assume("in1=12x", &a, name, sizeof name));
	assert_false(values_parse_assume("f2=1", &a, name, sizeof name));
	assert_false(values_parse_assume(":in1=1", &a, name, sizeof name));
}

int main(void)
{
	insn_table_init();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(constant_counts),
		cmocka_unit_test(arithmetic_on_an_input),
		cmocka_unit_test(affine_in_one_input),
		cmocka_unit_test(calls_and_loads_make_unknowns),
		cmocka_unit_test(predicates_decide_paths),
		cmocka_unit_test(pipelined_loop),
		cmocka_unit_test(assume_annotation),
		cmocka_unit_test(parse_assume),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	insn_table_free();
	return rc;
}
