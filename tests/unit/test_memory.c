/*
 * tests/unit/test_memory.c - the memory model over the walks
 * (analysis/memory.c): which accesses it runs, warm and cold, placed and
 * unknown addresses, and the latencies it answers the core model.  The
 * expected counts are derived by hand from docs/memory.md in comments.
 */
#include "unit.h"
#include "../../analysis/cfg.h"
#include "../../analysis/memory.h"
#include "../../analysis/values.h"
#include "../../parser/program.h"
#include "../../common/strbuf.h"

struct built {
	struct program *p;
	struct cfg *g;
	struct memory *mm;
};

static struct built build(const char *src, struct cfg_assume *assume, size_t n, bool warm)
{
	capture_begin();
	struct program *p = program_assemble("m.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	struct cfg_options opt = {.default_trip_count = 100, .assume = assume, .nassume = n};
	capture_begin();
	struct cfg *g = cfg_build(p, &opt);
	d = capture_end();
	if (!g)
		fail_msg("cfg_build failed:\n%s", d);
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	m.analysis[ANALYSIS_CACHE_WARM] = warm;
	return (struct built){p, g, memory_analyze(g, &m)};
}

/* build() with the RSE's parameters: the dirty registers at entry and the
 * frame a call not followed allocs. */
static struct built build_rse(const char *src, double dirty, double outside)
{
	capture_begin();
	struct program *p = program_assemble("m.s", src, strlen(src));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors:\n%s", d);
	struct cfg_options opt = {.default_trip_count = 100};
	capture_begin();
	struct cfg *g = cfg_build(p, &opt);
	d = capture_end();
	if (!g)
		fail_msg("cfg_build failed:\n%s", d);
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	m.analysis[ANALYSIS_CACHE_WARM] = 0;
	m.analysis[ANALYSIS_RSE_ENTRY_DIRTY] = dirty;
	m.analysis[ANALYSIS_RSE_OUTSIDE_FRAME] = outside;
	return (struct built){p, g, memory_analyze(g, &m)};
}

static void done(struct built b)
{
	memory_free(b.mm);
	cfg_free(b.g);
	program_free(b.p);
}

/* 256 eight-byte loads from in0 on: 2 KB, 32 L1D lines, 16 L2D lines. */
#define SWEEP                                                                 \
	"\t.text\n\t.proc f\nf:\n\talloc r40 = ar.pfs, 2, 6, 0, 0\n"          \
	"\tmov r9 = 255\n\t;;\n\tmov ar.lc = r9\n\t;;\n.Ll:\n\tld8 r14 = [r32], 8\n\t;;\n"         \
	"\tadd r8 = r8, r14\n\tbr.cloop.sptk .Ll\n\t;;\n"                     \
	"\tbr.ret.sptk b0\n\t;;\n\t.endp f\n"

/* Cold: each 128-byte L2D line is two 64-byte L1D lines; the first half's
 * load misses L1D and L2D (from memory), the second's misses L1D and hits
 * L2D; the other 7 loads of each L1D line hit.  So 224 from L1D, 16 from
 * L2D, 16 from memory; one 16 KB page, one walk. */
static void cold_sweep(void **state)
{
	(void)state;
	struct cfg_assume a = {"f", RES_GR0 + 32, 0x600000, false};
	struct built b = build(SWEEP, &a, 1, false);
	const struct memory_counts *m = memory_proc(b.mm, 0);
	assert_true(m->simulated);
	assert_int_equal(m->accesses, 256);
	assert_int_equal(m->placed, 0);
	assert_int_equal(m->unknown, 0);
	assert_int_equal(m->from[0], 224);
	assert_int_equal(m->from[1], 16);
	assert_int_equal(m->from[2], 0);
	assert_int_equal(m->from[3], 16);
	assert_int_equal(m->c.l1d_reads, 256);
	assert_int_equal(m->c.l1d_read_misses, 32);
	assert_int_equal(m->c.l2d_load_refs, 32);
	assert_int_equal(m->c.l2d_misses, 16);
	assert_int_equal(m->c.l3_data_read_misses, 16);
	assert_int_equal(m->c.l2dtlb_misses, 1);
	/* the loop holds every access */
	const struct memory_counts *l = memory_loop(b.mm, 0);
	assert_int_equal(l->accesses, 256);
	assert_int_equal(l->c.l1d_read_misses, 32);
	done(b);
}

/* Warm: the second run finds all 32 lines in L1D. */
static void warm_sweep(void **state)
{
	(void)state;
	struct cfg_assume a = {"f", RES_GR0 + 32, 0x600000, false};
	struct built b = build(SWEEP, &a, 1, true);
	const struct memory_counts *m = memory_proc(b.mm, 0);
	assert_int_equal(m->from[0], 256);
	assert_int_equal(m->c.l1d_read_misses, 0);
	assert_int_equal(m->c.l2dtlb_misses, 0);
	done(b);
}

/* in0 not stated: its accesses are placed, and the report can say so. */
static void placed_input(void **state)
{
	(void)state;
	struct built b = build(SWEEP, NULL, 0, false);
	const struct memory_counts *m = memory_proc(b.mm, 0);
	assert_true(m->simulated);
	assert_int_equal(m->placed, 256);
	assert_int_equal(m->placed_inputs, 1u << VSYM_IN0);
	assert_int_equal(m->c.l1d_read_misses, 32);
	done(b);
}

/* A load through a loaded pointer: not simulated, counted unknown. */
static void unknown_address(void **state)
{
	(void)state;
	const char *src = "\t.text\n\t.proc f\nf:\n\talloc r40 = ar.pfs, 2, 6, 0, 0\n"
			  "\tld8 r14 = [r32]\n\t;;\n\tld8 r15 = [r14]\n\t;;\n"
			  "\tbr.ret.sptk b0\n\t;;\n\t.endp f\n";
	struct built b = build(src, NULL, 0, false);
	const struct memory_counts *m = memory_proc(b.mm, 0);
	assert_int_equal(m->accesses, 2);
	assert_int_equal(m->unknown, 1);
	done(b);
}

/* The latencies the core model is told: the sweep's load, asked 256 times
 * in one simulation, is from memory 16 times (memory_latency), from L2D
 * 16 times (l2d_latency) and from L1D the rest, evenly spread: never two
 * memory answers within 16 questions. */
static void spread_latencies(void **state)
{
	(void)state;
	struct cfg_assume a = {"f", RES_GR0 + 32, 0x600000, false};
	struct built b = build(SWEEP, &a, 1, false);
	struct core_models cm;
	memory_core_models(b.mm, &cm);
	struct core_config cc;
	assert_true(core_config_init(&cc, "montecito"));
	uint32_t load = UINT32_MAX;
	for (size_t i = 0; i < b.p->ninsns && load == UINT32_MAX; i++)
		if (memory_insn_levels(b.mm, (uint32_t)i))
			load = (uint32_t)i;
	assert_true(load != UINT32_MAX);
	struct sim_syllable s = {.insn = load};
	for (int round = 0; round < 2; round++) {	/* restart starts afresh */
		cm.restart(cm.ctx);
		int mem = 0, l2 = 0, last_mem = -100;
		for (int k = 0; k < 256; k++) {
			unsigned lat = cm.load_latency(cm.ctx, &cc, &b.p->insns[load], &s,
						       CORE_LOAD_INT, 0);
			/* memory: 200 (the one page walk's 19 cycles are the
			 * L1D's hold, not the load's latency) */
			if (lat == 200) {
				assert_true(k - last_mem >= 16);
				last_mem = k;
				mem++;
			} else if (lat == 5) {
				l2++;
			} else {
				assert_int_equal(lat, 1);
			}
		}
		assert_int_equal(mem, 16);
		assert_int_equal(l2, 16);
	}
	/* asked as the core asks, through memory_hold first, one execution
	 * every 1000 cycles (so no fill entry is ever busy): the one page
	 * walk holds its group 19 cycles (hpw_cycles), nothing else holds,
	 * and the loads' latencies are the same */
	cm.restart(cm.ctx);
	unsigned hpw = 0, fills = 0, tlb = 0, mem = 0;
	for (int k = 0; k < 256; k++) {
		struct core_hold_answer answer = {0};
		unsigned *by = answer.by;
		unsigned held = cm.memory_hold(cm.ctx, &cc, &b.p->insns[load], &s,
					       (uint64_t)k * 1000, &answer);
		assert_false(answer.l2d_secondary);	/* 1000 cycles apart */
		assert_int_equal(held, by[CORE_HOLD_FILLS] + by[CORE_HOLD_TLB] + by[CORE_HOLD_HPW]);
		hpw += by[CORE_HOLD_HPW];
		tlb += by[CORE_HOLD_TLB];
		fills += by[CORE_HOLD_FILLS];
		unsigned lat = cm.load_latency(cm.ctx, &cc, &b.p->insns[load], &s, CORE_LOAD_INT,
					       (uint64_t)k * 1000 + held);
		mem += lat == 200;
	}
	assert_int_equal(hpw, 19);
	assert_int_equal(tlb, 0);
	assert_int_equal(fills, 0);
	assert_int_equal(mem, 16);
	done(b);
}

/* The sweep's code as GNU as bundles it: 0x00 [MII] alloc, mov r9, mov
 * ar.lc; 0x10 [MMI] .Ll: ld8, add; 0x20 [MBB] br.cloop; 0x30 [MIB]
 * br.ret: one 64-byte L1I line, one 128-byte L2I line.  The fetch rule
 * (docs/memory.md 3): the walk enters 0x00 (a pair read), 0x10 (same
 * pair: none), 0x20 (a pair read), then for each of the 255 taken
 * br.cloop 0x10 (a pair read: taken, another pair) and 0x20 (a pair
 * read); it falls through into 0x30 (same pair: none).  1 + 1 + 2 x 255
 * = 512 reads; cold, the first misses every level (from memory), the
 * others hit L1I.  br.cloop.sptk is not .many: no prefetch.
 * The core is told: alloc's bundle, entered once per call and missing
 * each time, costs memory_latency - 1 = 199 front-end cycles at every
 * entry; ld8's bundle (255 pair reads, all L1I hits) costs nothing.  Warm,
 * the first read hits too: nothing anywhere. */
static void fetch_stall(void **state)
{
	(void)state;
	struct cfg_assume a = {"f", RES_GR0 + 32, 0x600000, false};
	for (int warm = 0; warm <= 1; warm++) {
		struct built b = build(SWEEP, &a, 1, warm);
		const struct memory_counts *m = memory_proc(b.mm, 0);
		assert_int_equal(m->c.l1i_reads, 512);
		assert_int_equal(m->c.l1i_misses, warm ? 0 : 1);
		assert_int_equal(m->c.mem_inst_reads, warm ? 0 : 1);
		assert_int_equal(m->c.l1i_prefetches, 0);
		struct core_models cm;
		memory_core_models(b.mm, &cm);
		struct core_config cc;
		assert_true(core_config_init(&cc, "montecito"));
		cm.restart(cm.ctx);
		uint32_t alloc = b.p->sections[0].bundles[0].insn[0];
		uint32_t ld8 = b.p->sections[0].bundles[1].insn[0];
		struct sim_syllable s = {.insn = alloc};
		for (int k = 0; k < 3; k++)
			assert_int_equal(cm.fetch_cycles(cm.ctx, &cc, &b.p->insns[alloc], &s),
					 warm ? 0 : 199);
		s.insn = ld8;
		for (int k = 0; k < 300; k++)
			assert_int_equal(cm.fetch_cycles(cm.ctx, &cc, &b.p->insns[ld8], &s), 0);
		done(b);
	}
}

/* The same loop closed by br.cloop.sptk.many, cold: its 255 taken
 * iterations each start the prefetch stream at line 0, which prefetches
 * lines 1-7.  The first time they are all missing from L1I and go to
 * L2I: 1, 3, 5, 7 hit the 128-byte lines 0-3 their even neighbours (line
 * 0 by the demand miss) brought, 2, 4, 6 miss L2I and L3 (from memory);
 * later streams find all 7 in L1I.  255 x 7 = 1785 L1I prefetches, 7 L2I
 * prefetches (4 hits, 3 misses); L3 instruction reads: 1 demand + 3
 * prefetch misses; 8 lines filled. */
static void fetch_stream(void **state)
{
	(void)state;
	struct cfg_assume a = {"f", RES_GR0 + 32, 0x600000, false};
	char src[512];
	snprintf(src, sizeof src, "%s", SWEEP);
	char *at = strstr(src, "br.cloop.sptk");
	assert_non_null(at);
	memmove(at + 18, at + 13, strlen(at + 13) + 1);
	memcpy(at + 13, ".many", 5);
	struct built b = build(src, &a, 1, false);
	const struct memory_counts *m = memory_proc(b.mm, 0);
	assert_int_equal(m->c.l1i_reads, 512);
	assert_int_equal(m->c.l1i_misses, 1);
	assert_int_equal(m->c.l1i_prefetches, 1785);
	assert_int_equal(m->c.l2i_prefetches, 7);
	assert_int_equal(m->c.l2i_pf_hits, 4);
	assert_int_equal(m->c.l2i_pf_misses, 3);
	assert_int_equal(m->c.l3_inst_misses, 1);
	assert_int_equal(m->c.l3_inst_pf_misses, 3);
	assert_int_equal(m->c.l1i_fills, 8);
	/* the loop's share: the prefetches its branch started */
	assert_int_equal(memory_loop(b.mm, 0)->c.l1i_prefetches, 1785);
	done(b);
}

/* Issue groups over a long walk (docs/memory.md, section 7, "Issue
 * groups"): the memory model disperses the walk's syllables in pieces of
 * about 60, so a group may be cut by a piece's end; the counts must not
 * see it.  f: a first bundle (3 syllables), a bundle left by a taken
 * branch in slot 1 (2 syllables), then 12 bundles of st8 [in0];
 * st8 [in0 + 256] in one group each, then 30 with a stop between the two
 * stores: syllables 0-4, 5-40, 41-130, so the first piece ends after
 * syllable 59 (the first store of a bundle, its group complete) and the
 * walk goes on inside that bundle.  in0 and in0 + 256: one 16-byte bank
 * (bits 7:4), two lines.  Warm, every store hits: one bank conflict per
 * bundle of the first 12, none in the other 30: 12.  Cold, the first
 * bundle's stores miss: 11.  84 stores. */
static char *group_source(void)
{
	struct strbuf sb = {0};
	sb_puts(&sb, "\t.text\n\t.proc f\nf:\n"
		    "{ .mii\n\talloc r40 = ar.pfs, 2, 6, 0, 0\n\tadds r3 = 256, r32\n\tnop.i 0\n\t;;\n}\n"
		    "{ .mbb\n\tnop.m 0\n\tbr.sptk.few .L1\n\tnop.b 0\n\t;;\n}\n.L1:\n");
	for (int k = 0; k < 12; k++)
		sb_puts(&sb, "{ .mmi\n\tst8 [r32] = r0\n\tst8 [r3] = r0\n\tnop.i 0\n\t;;\n}\n");
	for (int k = 0; k < 30; k++)
		sb_puts(&sb, "{ .mmi\n\tst8 [r32] = r0\n\t;;\n\tst8 [r3] = r0\n\tnop.i 0\n\t;;\n}\n");
	sb_puts(&sb, "{ .mib\n\tnop.m 0\n\tnop.i 0\n\tbr.ret.sptk.many b0\n\t;;\n}\n\t.endp f\n");
	return sb.data;
}

static void issue_groups(void **state)
{
	(void)state;
	char *src = group_source();
	struct cfg_assume a = {"f", RES_GR0 + 32, 0x600000, false};
	for (int warm = 1; warm >= 0; warm--) {
		struct built b = build(src, &a, 1, warm);
		const struct memory_counts *m = memory_proc(b.mm, 0);
		assert_true(m->simulated);
		assert_int_equal(m->accesses, 84);
		assert_int_equal(m->c.l2d_store_refs, 84);
		assert_int_equal(m->c.l2d_bank_conflicts, warm ? 12 : 11);
		done(b);
	}
	free(src);
}

/* f allocs 32 (30 locals, 2 outputs) and calls ext, which the file does
 * not define, then returns.  At entry the frame is 8 (rse_entry_frame),
 * 50 registers dirty below: invalid 38.  The alloc grows by 24: nothing
 * stored (invalid 14).  The call: 80 dirty, frame 2.
 * - rse_outside_frame 0: the call moves nothing; f's return finds its
 *   caller's 50 locals among the 50 dirty: no reference at all.
 * - rse_outside_frame 96: ext's alloc grows by 94 > 14: all 80 dirty
 *   registers are stored (slots 0..80, ar.rnat at 63: 81 stores), its
 *   return loads f's 30 locals back (slots 80 down to 50, the collection
 *   among them: 31 loads); all ext's, uncounted.  f's return: its
 *   caller's 50 locals are gone: 50 loads (slots 49 down to 0), f's own.
 *   Cold L1D: ext's fills brought bytes 400..647 (lines 6..10); f's fills,
 *   bytes 392 down to 0, find line 6 and miss lines 5..0: 6 RSE fills
 *   miss L1D.
 * Samples before alloc, br.call, br.ret (current / dirty): 8 / 50,
 * 32 / 50, 32 / 0 (96) or 32 / 50 (0): RSE_CURRENT_REGS_5_TO_3 1+4+4. */
static void rse_outside_call(void **state)
{
	(void)state;
	static const char src[] =
		"\t.text\n\t.proc f\nf:\n"
		"{ .mii\n alloc r34 = ar.pfs, 0, 30, 2, 0\n mov r35 = b0\n nop.i 0 ;; }\n"
		"{ .mib\n nop.m 0\n nop.i 0\n br.call.sptk.many b0 = ext ;; }\n"
		"{ .mii\n nop.m 0\n mov ar.pfs = r34\n mov b0 = r35 ;; }\n"
		"{ .mib\n nop.m 0\n nop.i 0\n br.ret.sptk.many b0 ;; }\n"
		"\t.endp f\n";
	struct built b = build_rse(src, 50, 0);
	const struct memory_counts *m = memory_proc(b.mm, 0);
	assert_true(m->simulated);
	assert_true(m->rse_known);
	assert_int_equal(m->rse_loads, 0);
	assert_int_equal(m->rse_stores, 0);
	assert_int_equal(m->rse_events, 3);
	assert_int_equal(m->rse_dirty[0], 2 + 2 + 2);
	assert_int_equal(m->rse_dirty[1], 6 + 6 + 6);
	done(b);
	b = build_rse(src, 50, 96);
	m = memory_proc(b.mm, 0);
	assert_true(m->rse_known);
	assert_int_equal(m->rse_loads, 50);
	assert_int_equal(m->rse_stores, 0);
	assert_int_equal(m->rse_events, 3);
	assert_int_equal(m->rse_current[0], 0);
	assert_int_equal(m->rse_current[1], 1 + 4 + 4);
	assert_int_equal(m->rse_current[2], 0);
	assert_int_equal(m->rse_dirty[0], 2 + 2 + 0);
	assert_int_equal(m->rse_dirty[1], 6 + 6 + 0);
	assert_int_equal(m->c.l1d_read_misses_rse, 6);
	assert_int_equal(m->c.l1d_read_misses, 6);
	assert_int_equal(m->c.l1d_reads, 50);
	assert_int_equal(m->calls_not_followed, 1);
	done(b);
}

/* loadrs depends on ar.rsc, which the model does not follow: the RSE's
 * counts are not given after it. */
static void rse_loadrs_unknown(void **state)
{
	(void)state;
	static const char src[] =
		"\t.text\n\t.proc f\nf:\n"
		"{ .mii\n alloc r34 = ar.pfs, 0, 30, 2, 0\n nop.i 0\n nop.i 0 ;; }\n"
		"{ .mmi\n loadrs\n nop.m 0\n nop.i 0 ;; }\n"
		"{ .mib\n nop.m 0\n nop.i 0\n br.ret.sptk.many b0 ;; }\n"
		"\t.endp f\n";
	struct built b = build_rse(src, 0, 0);
	const struct memory_counts *m = memory_proc(b.mm, 0);
	assert_true(m->simulated);
	assert_false(m->rse_known);
	done(b);
}

int main(void)
{
	insn_table_init();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(cold_sweep),
		cmocka_unit_test(warm_sweep),
		cmocka_unit_test(placed_input),
		cmocka_unit_test(unknown_address),
		cmocka_unit_test(spread_latencies),
		cmocka_unit_test(fetch_stall),
		cmocka_unit_test(fetch_stream),
		cmocka_unit_test(issue_groups),
		cmocka_unit_test(rse_outside_call),
		cmocka_unit_test(rse_loadrs_unknown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
