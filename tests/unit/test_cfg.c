/*
 * tests/unit/test_cfg.c - procedures, blocks, edges, loops, trip counts,
 * execution counts and regions built by analysis/cfg.c from small
 * assembled programs.
 */
#include "unit.h"
#include "../../analysis/cfg.h"
#include "../../parser/program.h"

static struct program *assemble(const char *src)
{
	capture_begin();
	struct program *p = program_assemble("c.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	return p;
}

static struct cfg *build(const struct program *p, const struct cfg_options *opt)
{
	capture_begin();
	struct cfg *g = cfg_build(p, opt);
	const char *d = capture_end();
	if (!g)
		fail_msg("cfg_build failed:\n%s", d);
	return g;
}

/* The block a label starts; fails the test when there is none. */
static int block_named(const struct cfg *g, const char *label)
{
	for (size_t i = 0; i < g->nblocks; i++)
		if (g->blocks[i].label && strcmp(g->blocks[i].label, label) == 0)
			return (int)i;
	fail_msg("no block labelled %s", label);
	return -1;
}

static const char *mnemonic(const struct cfg *g, uint32_t insn)
{
	assert_true(insn < g->prog->ninsns);
	return g->prog->insns[insn].form->desc->name;
}

static void conditional_branch_blocks_and_edges(void **state)
{
	(void)state;
	struct program *p = assemble(
		"\t.text\n"
		"\t.proc f\n"
		"f:\n"
		"\tcmp.eq p6, p7 = r32, r0\n"
		"\t;;\n"
		"\t(p6) br.cond.sptk .Lelse\n"
		"\t;;\n"
		"\tadd r8 = 1, r0\n"
		"\tbr.sptk .Ljoin\n"
		"\t;;\n"
		".Lelse:\n"
		"\tadd r8 = 2, r0\n"
		"\t;;\n"
		".Ljoin:\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		"\t.endp f\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nprocs, 1);
	assert_string_equal(g->procs[0].name, "f");
	assert_int_equal(g->procs[0].first_block, 0);
	assert_int_equal(g->procs[0].nblocks, 4);
	assert_int_equal(g->nblocks, 4);
	assert_int_equal(g->nloops, 0);

	int entry = block_named(g, "f"), els = block_named(g, ".Lelse");
	int join = block_named(g, ".Ljoin");
	assert_int_equal(entry, 0);
	int then = 1;
	assert_int_equal(els, 2);
	assert_int_equal(join, 3);
	assert_null(g->blocks[then].label);

	/* the conditional branch: both edges */
	assert_int_equal(g->blocks[entry].succ_fall, then);
	assert_int_equal(g->blocks[entry].succ_taken, els);
	assert_string_equal(mnemonic(g, g->blocks[entry].branch), "br.cond");
	/* the unconditional br: no fall-through */
	assert_int_equal(g->blocks[then].succ_fall, -1);
	assert_int_equal(g->blocks[then].succ_taken, join);
	assert_string_equal(mnemonic(g, g->blocks[then].branch), "br");
	/* no branch: falls into the label */
	assert_int_equal(g->blocks[els].succ_fall, join);
	assert_int_equal(g->blocks[els].succ_taken, -1);
	assert_int_equal(g->blocks[els].branch, UINT32_MAX);
	/* br.ret: nothing inside the procedure */
	assert_int_equal(g->blocks[join].succ_fall, -1);
	assert_int_equal(g->blocks[join].succ_taken, -1);
	assert_string_equal(mnemonic(g, g->blocks[join].branch), "br.ret");

	/* blocks are whole bundles, back to back */
	for (int b = 0; b < 4; b++) {
		assert_int_equal(g->blocks[b].proc, 0);
		assert_int_equal(g->blocks[b].loop, -1);
		assert_int_equal(g->blocks[b].end - g->blocks[b].start,
				 16 * g->blocks[b].nbundles);
		if (b)
			assert_int_equal(g->blocks[b].start, g->blocks[b - 1].end);
	}
	assert_int_equal(g->blocks[3].end, g->procs[0].end);

	/* the branch is assumed not taken: the else block never runs */
	assert_true(g->blocks[entry].exec_count == 1.0);
	assert_true(g->blocks[then].exec_count == 1.0);
	assert_true(g->blocks[els].exec_count == 0.0);
	assert_true(g->blocks[join].exec_count == 1.0);
	cfg_free(g);
	program_free(p);
}

static const char cloop_src[] =
	"\t.proc f\n"
	"f:\n"
	"\tmov ar.lc = 9\n"
	"\t;;\n"
	".Lloop:\n"
	"\tadd r8 = r8, r9\n"
	"\tbr.cloop.sptk.few .Lloop\n"
	"\t;;\n"
	"\tbr.ret.sptk b0\n"
	"\t;;\n"
	"\t.endp f\n";

static void cloop_trip_from_code(void **state)
{
	(void)state;
	struct program *p = assemble(cloop_src);
	struct cfg_options opt = {.default_trip_count = 100};
	struct cfg *g = build(p, &opt);
	assert_int_equal(g->nblocks, 3);
	assert_int_equal(g->nloops, 1);
	const struct cfg_loop *l = &g->loops[0];
	int h = block_named(g, ".Lloop");
	assert_int_equal(l->header, h);
	assert_int_equal(l->latch, h);
	assert_int_equal(l->nblocks, 1);
	assert_int_equal(l->blocks[0], h);
	assert_int_equal(l->parent, -1);
	assert_int_equal(l->depth, 1);
	assert_int_equal(l->kind, LOOP_CLOOP);
	assert_string_equal(mnemonic(g, l->back_branch), "br.cloop");
	assert_true(l->lc_known);
	assert_int_equal(l->lc, 9);
	assert_false(l->ec_known);
	assert_int_equal(l->trip_count, 10);
	assert_int_equal(l->trip_source, TRIP_CODE);
	/* the self edge and the exit */
	assert_int_equal(g->blocks[h].succ_taken, h);
	assert_int_equal(g->blocks[h].succ_fall, h + 1);
	assert_int_equal(g->blocks[h].loop, 0);
	assert_true(g->blocks[0].exec_count == 1.0);
	assert_true(g->blocks[h].exec_count == 10.0);
	assert_true(g->blocks[h + 1].exec_count == 1.0);
	assert_int_equal(g->blocks[h + 1].loop, -1);
	assert_string_equal(cfg_loop_kind_name(l->kind), "cloop");
	assert_string_equal(cfg_trip_source_name(l->trip_source), "code");
	cfg_free(g);
	program_free(p);
}

static void cloop_count_through_register(void **state)
{
	(void)state;
	/* ar.lc from a register set by movl, copied once; the loop is
	 * entered from a block of its own (a label before it) */
	struct program *p = assemble(
		"f:\n"
		"\tmovl r14 = 41\n"
		"\t;;\n"
		"\tmov r15 = r14\n"
		"\t;;\n"
		".Lpre:\n"
		"\tmov ar.lc = r15\n"
		"\t;;\n"
		".Lloop:\n"
		"\tadd r8 = r8, r9\n"
		"\tbr.cloop.sptk.few .Lloop\n"
		"\t;;\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nloops, 1);
	assert_true(g->loops[0].lc_known);
	assert_int_equal(g->loops[0].lc, 41);
	assert_int_equal(g->loops[0].trip_count, 42);
	assert_int_equal(g->loops[0].trip_source, TRIP_CODE);
	cfg_free(g);
	program_free(p);

	/* a value the analysis cannot know: the default */
	p = assemble(
		"f:\n"
		"\tadds r14 = -1, r32\n"
		"\t;;\n"
		"\tmov ar.lc = r14\n"
		"\t;;\n"
		".Lloop:\n"
		"\tadd r8 = r8, r9\n"
		"\tbr.cloop.sptk.few .Lloop\n"
		"\t;;\n");
	struct cfg_options opt = {.default_trip_count = 33};
	g = build(p, &opt);
	assert_int_equal(g->nloops, 1);
	assert_false(g->loops[0].lc_known);
	assert_int_equal(g->loops[0].trip_count, 33);
	assert_int_equal(g->loops[0].trip_source, TRIP_DEFAULT);
	cfg_free(g);
	program_free(p);
}

static void ctop_trip_lc_plus_ec(void **state)
{
	(void)state;
	struct program *p = assemble(
		"\t.proc f\n"
		"f:\n"
		"\tmov ar.lc = 99\n"
		"\tmov ar.ec = 3\n"
		"\tmov pr.rot = 1 << 16\n"
		"\t;;\n"
		".Lloop:\n"
		"\t(p16) ld8 r32 = [r14], 8\n"
		"\t(p18) st8 [r15] = r34, 8\n"
		"\tbr.ctop.sptk.few .Lloop\n"
		"\t;;\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		"\t.endp f\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nloops, 1);
	const struct cfg_loop *l = &g->loops[0];
	assert_int_equal(l->kind, LOOP_CTOP);
	assert_true(l->lc_known);
	assert_true(l->ec_known);
	assert_int_equal(l->lc, 99);
	assert_int_equal(l->ec, 3);
	assert_int_equal(l->trip_count, 102);
	assert_int_equal(l->trip_source, TRIP_CODE);
	assert_true(g->blocks[l->header].exec_count == 102.0);
	cfg_free(g);
	program_free(p);

	/* ar.ec unknown: the count is unknown */
	p = assemble(
		"f:\n"
		"\tmov ar.lc = 99\n"
		"\t;;\n"
		".Lloop:\n"
		"\t(p16) ld8 r32 = [r14], 8\n"
		"\tbr.ctop.sptk.few .Lloop\n"
		"\t;;\n");
	struct cfg_options opt = {.default_trip_count = 7};
	g = build(p, &opt);
	assert_int_equal(g->nloops, 1);
	assert_true(g->loops[0].lc_known);
	assert_false(g->loops[0].ec_known);
	assert_int_equal(g->loops[0].trip_count, 7);
	assert_int_equal(g->loops[0].trip_source, TRIP_DEFAULT);
	cfg_free(g);
	program_free(p);
}

static void nested_loops_multiply(void **state)
{
	(void)state;
	struct program *p = assemble(
		"\t.proc f\n"
		"f:\n"
		"\tmov r16 = 4\n"
		"\t;;\n"
		".Louter:\n"
		"\tmov ar.lc = 9\n"
		"\t;;\n"
		".Linner:\n"
		"\tadd r8 = r8, r9\n"
		"\tbr.cloop.sptk.few .Linner\n"
		"\t;;\n"
		"\tadds r16 = -1, r16   // ia64-predict: trip=5\n"
		"\t;;\n"
		"\tcmp.ne p6, p0 = r16, r0\n"
		"\t;;\n"
		"\t(p6) br.cond.dptk .Louter\n"
		"\t;;\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		"\t.endp f\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nloops, 2);
	int ho = block_named(g, ".Louter"), hi = block_named(g, ".Linner");
	/* loops are listed by header, outer first here */
	const struct cfg_loop *outer = &g->loops[0], *inner = &g->loops[1];
	assert_int_equal(outer->header, ho);
	assert_int_equal(inner->header, hi);
	assert_int_equal(outer->parent, -1);
	assert_int_equal(outer->depth, 1);
	assert_int_equal(inner->parent, 0);
	assert_int_equal(inner->depth, 2);
	assert_int_equal(outer->kind, LOOP_COND);
	assert_int_equal(inner->kind, LOOP_CLOOP);
	assert_int_equal(outer->trip_count, 5);
	assert_int_equal(outer->trip_source, TRIP_ANNOTATION);
	assert_int_equal(inner->trip_count, 10);
	assert_int_equal(inner->trip_source, TRIP_CODE);
	assert_int_equal(outer->blocks[0], ho);
	assert_true(outer->nblocks > inner->nblocks);
	assert_int_equal(g->blocks[hi].loop, 1);
	assert_int_equal(g->blocks[ho].loop, 0);
	assert_int_equal(g->blocks[outer->latch].loop, 0);

	assert_true(g->blocks[0].exec_count == 1.0);
	assert_true(g->blocks[ho].exec_count == 5.0);
	assert_true(g->blocks[hi].exec_count == 50.0);
	assert_true(g->blocks[outer->latch].exec_count == 5.0);
	int last = g->procs[0].first_block + g->procs[0].nblocks - 1;
	assert_int_equal(g->blocks[last].loop, -1);
	assert_true(g->blocks[last].exec_count == 1.0);
	cfg_free(g);
	program_free(p);
}

static void top_tested_loop(void **state)
{
	(void)state;
	/* the exit test at the top, an unconditional branch back at the end:
	 * the trip count (6 iterations: the header runs 6 times) decides the
	 * exits the values do not (values.h, values_walk): not taken before
	 * the last iteration, which leaves through the header's exit, so the
	 * rest of the body runs 5 times */
	struct program *p = assemble(
		"f:\n"
		"\tmov r16 = 0\n"
		"\t;;\n"
		".Ltop:\n"
		"\tcmp.eq p6, p0 = r16, r17\n"
		"\t;;\n"
		"\t(p6) br.cond.dpnt .Ldone\n"
		"\t;;\n"
		"\tadds r16 = 1, r16\n"
		"\t(p7) br.cond.dpnt .Lerror\n"
		"\t;;\n"
		"\tbr.sptk .Ltop\n"
		"\t;;\n"
		".Ldone:\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		".Lerror:\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n");
	struct trip_override ov = {.label = ".Ltop", .trips = 6};
	struct cfg_options opt = {.default_trip_count = 100, .trips = &ov, .ntrips = 1};
	struct cfg *g = build(p, &opt);
	assert_int_equal(g->nloops, 1);
	int top = block_named(g, ".Ltop"), done = block_named(g, ".Ldone");
	int error = block_named(g, ".Lerror");
	const struct cfg_loop *l = &g->loops[0];
	assert_int_equal(l->header, top);
	assert_int_equal(l->nblocks, 3);
	assert_int_equal(l->latch, top + 2);
	assert_true(ov.used);
	assert_int_equal(l->trip_source, TRIP_OPTION);
	assert_int_equal(g->blocks[top + 1].succ_taken, error);
	assert_true(g->blocks[top + 2].exec_count == 5.0);
	assert_true(g->blocks[error].exec_count == 0.0);
	assert_int_equal(l->kind, LOOP_COND);
	assert_int_equal(g->blocks[top].succ_taken, done);
	assert_true(g->blocks[top].exec_count == 6.0);
	assert_true(g->blocks[top + 1].exec_count == 5.0);
	assert_true(g->blocks[done].exec_count == 1.0);
	assert_int_equal(g->blocks[done].loop, -1);
	cfg_free(g);
	program_free(p);
}

static void annotation_overrides_code(void **state)
{
	(void)state;
	struct program *p = assemble(
		"f:\n"
		"\tmov ar.lc = 9\n"
		"\t;;\n"
		".Lloop:\n"
		"\tadd r8 = r8, r9   // ia64-predict: trip = 12\n"
		"\tbr.cloop.sptk.few .Lloop\n"
		"\t;;\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nloops, 1);
	assert_int_equal(g->loops[0].trip_count, 12);
	assert_int_equal(g->loops[0].trip_source, TRIP_ANNOTATION);
	assert_true(g->loops[0].lc_known);	/* still recorded */
	assert_int_equal(g->loops[0].lc, 9);
	assert_true(g->blocks[g->loops[0].header].exec_count == 12.0);
	cfg_free(g);
	program_free(p);
}

static void option_overrides_annotation(void **state)
{
	(void)state;
	struct program *p = assemble(
		"f:\n"
		"\tmov ar.lc = 9\n"
		"\t;;\n"
		".Lloop:   // ia64-predict: trip=12\n"
		"\tadd r8 = r8, r9\n"
		"\tbr.cloop.sptk.few .Lloop\n"
		"\t;;\n");
	struct trip_override ov[2] = {
		{.label = ".Lnothing", .trips = 3},
		{.label = ".Lloop", .trips = 7},
	};
	struct cfg_options opt = {.default_trip_count = 100, .trips = ov, .ntrips = 2};
	struct cfg *g = build(p, &opt);
	assert_int_equal(g->nloops, 1);
	assert_int_equal(g->loops[0].trip_count, 7);
	assert_int_equal(g->loops[0].trip_source, TRIP_OPTION);
	assert_true(ov[1].used);
	assert_false(ov[0].used);
	cfg_free(g);

	/* without the option the annotation (on the label's line) counts */
	g = build(p, NULL);
	assert_int_equal(g->loops[0].trip_count, 12);
	assert_int_equal(g->loops[0].trip_source, TRIP_ANNOTATION);
	cfg_free(g);
	program_free(p);
}

static void default_trip_count(void **state)
{
	(void)state;
	/* a br.cond loop and a br.wtop loop: nothing in the code says */
	struct program *p = assemble(
		"f:\n"
		".Lcond:\n"
		"\tadd r8 = r8, r9\n"
		"\tcmp.ne p6, p0 = r8, r0\n"
		"\t;;\n"
		"\t(p6) br.cond.sptk .Lcond\n"
		"\t;;\n"
		"\tmov ar.ec = 2\n"
		"\t;;\n"
		".Lwhile:\n"
		"\t(p16) ld8 r32 = [r14], 8\n"
		"\tbr.wtop.sptk.few .Lwhile\n"
		"\t;;\n");
	struct cfg_options opt = {.default_trip_count = 37};
	struct cfg *g = build(p, &opt);
	assert_int_equal(g->nloops, 2);
	assert_int_equal(g->loops[0].kind, LOOP_COND);
	assert_int_equal(g->loops[0].trip_count, 37);
	assert_int_equal(g->loops[0].trip_source, TRIP_DEFAULT);
	assert_int_equal(g->loops[1].kind, LOOP_WTOP);
	assert_int_equal(g->loops[1].trip_count, 37);
	assert_int_equal(g->loops[1].trip_source, TRIP_DEFAULT);
	assert_true(g->loops[1].ec_known);
	assert_int_equal(g->loops[1].ec, 2);
	/* the first loop's exit runs once, then the second loop */
	assert_true(g->blocks[g->loops[0].header].exec_count == 37.0);
	assert_true(g->blocks[g->loops[1].header].exec_count == 37.0);
	cfg_free(g);
	program_free(p);
}

static void malformed_annotation_is_an_error(void **state)
{
	(void)state;
	struct program *p = assemble(
		"f:\n"
		".Lloop:\n"
		"\tadd r8 = r8, r9\n"
		"\t// ia64-predict: trips=3\n"
		"\tbr.cloop.sptk.few .Lloop\n"
		"\t;;\n");
	capture_begin();
	struct cfg *g = cfg_build(p, NULL);
	const char *d = capture_end();
	assert_null(g);
	assert_non_null(strstr(d, "c.s:4:2: error: malformed annotation 'trips=3'"));
	program_free(p);

	/* a number that is not one */
	p = assemble(
		".Lloop:\n"
		"\tadd r8 = r8, r9   // ia64-predict: trip=12x\n"
		"\tbr.cloop.sptk.few .Lloop\n"
		"\t;;\n");
	capture_begin();
	g = cfg_build(p, NULL);
	d = capture_end();
	assert_null(g);
	assert_non_null(strstr(d, "c.s:2:20: error: malformed annotation"));
	program_free(p);

	/* well formed, but in no loop */
	p = assemble(
		"f:\n"
		"\tadd r8 = r8, r9   // ia64-predict: trip=4\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n");
	capture_begin();
	g = cfg_build(p, NULL);
	d = capture_end();
	assert_null(g);
	assert_non_null(strstr(d, "c.s:2:20: error: annotation 'trip=4' is not inside any loop"));
	program_free(p);
}

static void regions(void **state)
{
	(void)state;
	struct program *p = assemble(
		"\tadd r1 = r2, r3\n"
		"// LLVM-MCA-BEGIN first\n"
		"\tadd r4 = r5, r6\n"
		"\tadd r7 = r8, r9\n"
		"// LLVM-MCA-END\n"
		"\tadd r10 = r11, r12\n"
		"// IA64-PREDICT-BEGIN\n"
		"\tadd r13 = r14, r15\n"
		"// IA64-PREDICT-END\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nregions, 2);
	assert_string_equal(g->regions[0].name, "first");
	assert_int_equal(g->regions[0].first_seq, 1);
	assert_int_equal(g->regions[0].end_seq, 3);
	assert_int_equal(g->regions[0].loc.line, 2);
	assert_string_equal(g->regions[1].name, "");
	assert_int_equal(g->regions[1].first_seq, 4);
	assert_int_equal(g->regions[1].end_seq, 5);
	assert_int_equal(g->regions[1].loc.line, 7);
	cfg_free(g);
	program_free(p);

	/* a begin without an end */
	p = assemble(
		"\tadd r1 = r2, r3\n"
		"// LLVM-MCA-BEGIN open\n"
		"\tadd r4 = r5, r6\n");
	capture_begin();
	g = cfg_build(p, NULL);
	const char *d = capture_end();
	assert_null(g);
	assert_non_null(strstr(d, "c.s:2:1: error: region 'open' has no end"));
	program_free(p);

	/* an end without a begin */
	p = assemble(
		"\tadd r1 = r2, r3\n"
		"  // LLVM-MCA-END\n"
		"\tadd r4 = r5, r6\n");
	capture_begin();
	g = cfg_build(p, NULL);
	d = capture_end();
	assert_null(g);
	assert_non_null(strstr(d, "c.s:2:3: error: region end without a begin"));
	program_free(p);
}

static void procedures(void **state)
{
	(void)state;
	struct program *p = assemble(
		"\t.text\n"
		"\tadd r1 = r2, r3\n"
		"\t;;\n"
		"\t.global g\n"
		"g:\n"
		"\tadd r1 = r2, r3\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		"\t.type h, @function\n"
		"h:\n"
		"\tadd r1 = r2, r3\n"
		".Llocal:\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		"\t.proc k\n"
		"k:\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		"\t.endp k\n"
		"\tadd r1 = r2, r3\n"
		"\t;;\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nprocs, 5);
	const char *names[5] = {".text", "g", "h", "k", ".text"};
	for (int i = 0; i < 5; i++) {
		assert_string_equal(g->procs[i].name, names[i]);
		assert_int_equal(g->procs[i].section, 0);
		if (i)
			assert_int_equal(g->procs[i].start, g->procs[i - 1].end);
		assert_true(g->procs[i].nblocks >= 1);
		const struct cfg_block *e = &g->blocks[g->procs[i].first_block];
		assert_int_equal(e->start, g->procs[i].start);
		assert_int_equal(e->proc, i);
		assert_true(e->exec_count == 1.0);
	}
	assert_int_equal(g->procs[1].start, program_symbol(p, "g")->value);
	assert_int_equal(g->procs[2].start, program_symbol(p, "h")->value);
	assert_int_equal(g->procs[3].start, program_symbol(p, "k")->value);
	/* a local label starts a block, not a procedure */
	assert_int_equal(g->procs[2].nblocks, 2);
	assert_int_equal(block_named(g, ".Llocal"), g->procs[2].first_block + 1);
	assert_int_equal(g->procs[0].end, 16);
	cfg_free(g);
	program_free(p);
}

/* A loop entered at two blocks inside another: the forest's order
 * (parent first), the bodies as ranges, entries, exits, idom. */
static void irreducible_loop_in_a_loop(void **state)
{
	(void)state;
	struct program *p = assemble(
		"\t.text\n"
		"\t.proc f\n"
		"f:\n"
		"\tmov r14 = 0\n"
		"\t;;\n"
		".Lo:\n"
		"\tcmp.eq p6, p7 = r32, r14\n"
		"\t;;\n"
		"\t(p6) br.cond.sptk .Lc\n"
		"\t;;\n"
		".Lb:\n"
		"\tadd r8 = 1, r8\n"
		"\t;;\n"
		".Lc:\n"
		"\tadd r9 = 1, r9\n"
		"\t(p8) br.cond.sptk .Lb\n"
		"\t;;\n"
		"\t(p9) br.cond.sptk .Lo\n"
		"\t;;\n"
		"\tbr.ret.sptk b0\n"
		"\t;;\n"
		"\t.endp f\n");
	struct cfg *g = build(p, NULL);
	assert_int_equal(g->nloops, 2);
	int o = block_named(g, ".Lo"), b = block_named(g, ".Lb"), c = block_named(g, ".Lc");
	const struct cfg_loop *outer = &g->loops[0], *inner = &g->loops[1];
	assert_int_equal(outer->header, o);
	assert_int_equal(outer->parent, -1);
	assert_int_equal(inner->header, b);
	assert_int_equal(inner->parent, 0);
	assert_int_equal(inner->depth, 2);
	assert_int_equal(inner->nentries, 2);
	assert_int_equal(inner->entries[0], b);
	assert_int_equal(inner->entries[1], c);
	assert_int_equal(outer->nentries, 1);
	assert_int_equal(outer->entries[0], o);
	/* the bodies: the outer one holds the inner one's blocks */
	assert_int_equal(inner->nblocks, 2);
	assert_int_equal(outer->nblocks, 4);	/* .Lo, .Lb, .Lc, the latch */
	assert_true(inner->blocks >= outer->blocks &&
		    inner->blocks + inner->nblocks <= outer->blocks + outer->nblocks);
	assert_true(cfg_loop_contains(g, 0, b) && cfg_loop_contains(g, 0, c));
	assert_true(cfg_loop_contains(g, 1, c) && !cfg_loop_contains(g, 1, o));
	assert_int_equal(g->blocks[c].loop, 1);
	assert_int_equal(g->blocks[o].loop, 0);
	/* one exit each: the inner loop's to the outer latch, the outer
	 * loop's to the return */
	assert_int_equal(inner->nexits, 1);
	assert_int_equal(inner->exits[0].from, c);
	assert_int_equal(outer->nexits, 1);
	assert_int_equal(g->blocks[outer->exits[0].to].succ_fall, -1);
	/* .Lc is reached from .Lo's branch and from .Lb: .Lo dominates it */
	assert_int_equal(g->blocks[c].idom, o);
	assert_int_equal(g->blocks[b].idom, o);
	assert_int_equal(g->blocks[o].idom, o - 1);
	cfg_free(g);
	program_free(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(conditional_branch_blocks_and_edges),
		cmocka_unit_test(cloop_trip_from_code),
		cmocka_unit_test(cloop_count_through_register),
		cmocka_unit_test(ctop_trip_lc_plus_ec),
		cmocka_unit_test(nested_loops_multiply),
		cmocka_unit_test(top_tested_loop),
		cmocka_unit_test(annotation_overrides_code),
		cmocka_unit_test(option_overrides_annotation),
		cmocka_unit_test(default_trip_count),
		cmocka_unit_test(malformed_annotation_is_an_error),
		cmocka_unit_test(regions),
		cmocka_unit_test(procedures),
		cmocka_unit_test(irreducible_loop_in_a_loop),
	};
	return cmocka_run_group_tests(tests, NULL, unit_teardown);
}
