/*
 * tests/unit/test_cache.c - the memory hierarchy model (machine/cache.c)
 * against docs/memory.md, rule by rule.  Every expected count is derived
 * by hand in the comment above it, from the default geometry:
 *
 *   L1D 16 KB, 64 B lines, 4 ways: 64 sets, index VA bits 11:6 (a set
 *       repeats every 4 KB);
 *   L2D 256 KB, 128 B lines, 8 ways: 256 sets, PA bits 14:7 (every 32 KB);
 *   L3 12 MB, 128 B lines, 12 ways: 8192 sets, PA bits 19:7 (every 1 MB);
 *   L1I 16 KB / 64 B / 4 ways, L2I 1 MB / 128 B / 8 ways;
 *   TLBs 32 (L1) and 128 (L2) entries of 16 KB pages; identity mapping.
 */
#include "unit.h"
#include "../../machine/cache.h"

#define BASE UINT64_C(0x100000)	/* 1 MB: page-, set- and line-aligned everywhere */
#define KB UINT64_C(1024)
#define MB (KB * KB)

static struct mem_access access_of(enum mem_kind kind, unsigned size, unsigned flags,
				   enum mem_hint hint)
{
	struct mem_access a = {(uint8_t)kind, (uint8_t)size, (uint8_t)hint, 1, -1,
			       (uint16_t)flags};
	return a;
}

static const struct mem_access LD8 = {MEM_LOAD, 8, HINT_NONE, 1, -1, 0};
static const struct mem_access ST8 = {MEM_STORE, 8, HINT_NONE, 0, -1, 0};
static const struct mem_access LDFD = {MEM_LOAD, 8, HINT_NONE, 1, -1, MEMF_FP};

static struct cache_sim *sim_with(const char *name, double v)
{
	struct cache_config c;
	cache_config_init(&c);
	if (name) {
		int i = param_index(&cache_params, name, strlen(name));
		assert_true(i >= 0);
		c.param[i] = v;
	}
	char err[200] = "";
	struct cache_sim *s = cache_sim_new(&c, err, sizeof err);
	assert_non_null(s);
	return s;
}

static struct cache_counts counts(const struct cache_sim *s)
{
	struct cache_counts n;
	cache_sim_counts(s, &n);
	return n;
}

static struct cache_outcome run(struct cache_sim *s, const struct mem_access *a, uint64_t va)
{
	struct cache_outcome o;
	cache_data_access(s, a, va, &o);
	return o;
}

/* The defaults are the table's, and every parameter is documented. */
static void test_params(void **state)
{
	(void)state;
	assert_int_equal(cache_params.count, CACHE_PARAM_COUNT);
	for (int i = 0; i < cache_params.count; i++) {
		const struct param_def *d = &cache_params.defs[i];
		assert_non_null(d->name);
		assert_non_null(d->unit);
		assert_non_null(d->source);
		assert_non_null(d->doc);
	}
	struct cache_config c;
	cache_config_init(&c);
	assert_int_equal((int)cache_param(&c, CACHE_L3_SIZE), 12 * 1024);	/* KB */
	assert_int_equal(c.int_load_latency, 1);
	assert_int_equal(c.fp_load_latency, 5);
	char err[200];
	assert_true(cache_config_check(&c, err, sizeof err));
	c.param[CACHE_PHYSICAL_MAPPING] = 1;
	assert_false(cache_config_check(&c, err, sizeof err));
	assert_non_null(strstr(err, "physical_mapping"));
	cache_config_init(&c);
	c.param[CACHE_L2D_LINE] = 96;
	assert_null(cache_sim_new(&c, err, sizeof err));
	assert_non_null(strstr(err, "l2d_line"));
	cache_config_init(&c);
	c.param[CACHE_L3_SIZE] = 12 * 1024 + 3;	/* 8194 sets */
	assert_false(cache_config_check(&c, err, sizeof err));
	cache_config_init(&c);
	assert_int_equal((int)cache_param(&c, CACHE_IFETCH_STREAM_LINES), 7);
	c.param[CACHE_IFETCH_STREAM_LINES] = 2.5;
	assert_false(cache_config_check(&c, err, sizeof err));
	assert_non_null(strstr(err, "ifetch_stream_lines"));
	c.param[CACHE_IFETCH_STREAM_LINES] = -1;
	assert_false(cache_config_check(&c, err, sizeof err));
	c.param[CACHE_IFETCH_STREAM_LINES] = 0;
	assert_true(cache_config_check(&c, err, sizeof err));
}

/* A sequential ld8 sweep over 16 KB, twice.
 * Cold: 2048 loads = 2048 L1D reads; each 64-byte line misses once: 256
 * misses, 256 fills.  Each miss is an L2D load reference: 256, of which
 * the first of each 128-byte line misses (128) and the second hits (128).
 * 128 L3 data-read misses, 128 lines read from memory.  One 16 KB page:
 * one walk, no transfer (the walker fills both TLBs).
 * The 256 lines fill L1D's 64 sets x 4 ways exactly, so after
 * cache_sim_clear_counts the second sweep hits every time: 2048 reads, 0
 * misses, nothing below L1D. */
static void test_sweep_cold_warm(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	struct cache_outcome first = run(s, &LD8, BASE);
	/* memory (200), after a page walk (19) the L1D waits for */
	assert_int_equal(first.level, CACHE_MEMORY);
	assert_int_equal(first.tlb, CACHE_TLB_WALK);
	assert_int_equal(first.latency, 200);
	assert_int_equal(first.tlb_cycles, 19);
	struct cache_outcome second = run(s, &LD8, BASE + 8);
	assert_int_equal(second.level, CACHE_L1D);
	assert_int_equal(second.latency, 1);
	assert_int_equal(second.tlb_cycles, 0);
	for (uint64_t a = BASE + 16; a < BASE + 16 * KB; a += 8)
		run(s, &LD8, a);
	struct cache_counts n = counts(s);
	assert_int_equal(n.data_accesses, 2048);
	assert_int_equal(n.l1d_reads, 2048);
	assert_int_equal(n.l1d_read_misses, 256);
	assert_int_equal(n.l1d_fills, 256);
	assert_int_equal(n.l2d_load_refs, 256);
	assert_int_equal(n.l2d_hits, 128);
	assert_int_equal(n.l2d_misses, 128);
	assert_int_equal(n.l3_data_read_misses, 128);
	assert_int_equal(n.l3_data_read_hits, 0);
	assert_int_equal(n.mem_data_reads, 128);
	assert_int_equal(n.l2dtlb_misses, 1);
	assert_int_equal(n.l1dtlb_transfers, 0);
	assert_int_equal(n.l2d_writebacks + n.mem_writes + n.l3_victims, 0);

	cache_sim_clear_counts(s);
	n = counts(s);
	assert_int_equal(n.l1d_reads, 0);
	for (uint64_t a = BASE; a < BASE + 16 * KB; a += 8)
		assert_int_equal(run(s, &LD8, a).level, CACHE_L1D);
	n = counts(s);
	assert_int_equal(n.l1d_reads, 2048);
	assert_int_equal(n.l1d_read_misses, 0);
	assert_int_equal(n.l2d_load_refs + n.l2d_hits + n.l2d_misses, 0);
	assert_int_equal(n.l2dtlb_misses, 0);

	/* cold again: the reset empties everything */
	cache_sim_reset(s);
	assert_false(cache_resident(s, CACHE_L1D, BASE));
	assert_false(cache_tlb_resident(s, CACHE_L2DTLB, BASE));
	assert_int_equal(run(s, &LD8, BASE).level, CACHE_MEMORY);
	cache_sim_free(s);
}

/* A reset simulation behaves as a new one: after a few lines (each level
 * clears only the sets they filled) and after 4 MB (every set of the L1D
 * and L2D, half the L3's), a second pass over the same addresses counts
 * exactly what a new simulation counts, and no line of the first pass is
 * left in any level. */
static void sweep(struct cache_sim *s, uint64_t bytes, uint64_t step)
{
	for (uint64_t a = BASE; a < BASE + bytes; a += step) {
		run(s, &LD8, a);
		run(s, &ST8, a + 8);
	}
}

static void test_reset_as_new(void **state)
{
	(void)state;
	static const uint64_t sizes[][2] = {{64 * KB, 8 * KB}, {4 * MB, 64}};
	for (int k = 0; k < 2; k++) {
		uint64_t bytes = sizes[k][0], step = sizes[k][1];
		struct cache_sim *fresh = sim_with(NULL, 0), *used = sim_with(NULL, 0);
		sweep(used, 6 * MB, 128);	/* fills every set, then the reset */
		cache_sim_reset(used);
		sweep(used, bytes, step);
		cache_sim_reset(used);
		for (uint64_t a = BASE; a < BASE + bytes; a += step) {
			assert_false(cache_resident(used, CACHE_L1D, a));
			assert_false(cache_resident(used, CACHE_L2D, a));
			assert_false(cache_resident(used, CACHE_L3, a));
			assert_false(cache_tlb_resident(used, CACHE_L2DTLB, a));
		}
		sweep(fresh, bytes, step);
		sweep(used, bytes, step);
		struct cache_counts a = counts(fresh), b = counts(used);
		assert_memory_equal(&a, &b, sizeof a);
		assert_true(a.l1d_read_misses > 0);
		cache_sim_free(fresh);
		cache_sim_free(used);
	}
}

/* Five lines 4 KB apart share L1D set 0; 4 ways, LRU.  Two rounds over
 * them: round 1 misses 5 times (cold); in round 2 each line was replaced
 * by the one four accesses later (A evicted by E, B by A, ...): 5 more
 * misses, 10 in all.  In L2D the five lines fall in sets 0, 32, 64, 96,
 * 128 (4 KB / 128): round 1 misses 5, round 2 hits 5.  Four lines only:
 * round 2 hits L1D. */
static void test_l1d_set_thrash(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	for (int round = 0; round < 2; round++)
		for (int k = 0; k < 5; k++)
			run(s, &LD8, BASE + (uint64_t)k * 4 * KB);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1d_reads, 10);
	assert_int_equal(n.l1d_read_misses, 10);
	assert_int_equal(n.l2d_misses, 5);
	assert_int_equal(n.l2d_hits, 5);

	cache_sim_reset(s);
	for (int round = 0; round < 2; round++)
		for (int k = 0; k < 4; k++)
			run(s, &LD8, BASE + (uint64_t)k * 4 * KB);
	n = counts(s);
	assert_int_equal(n.l1d_read_misses, 4);
	assert_int_equal(n.l2d_misses, 4);
	assert_int_equal(n.l2d_hits, 0);
	cache_sim_free(s);
}

/* Stores: no L1D read, no L1D fill (l1d_store_allocate=0); the L2D miss
 * allocates the line dirty (write allocate) after reading it from L3 for
 * ownership: an L3 DATA_WRITE miss and a line read for ownership.  Eight
 * FP loads 32 KB apart then fill A's L2D set (8 ways): the eighth replaces
 * A, LRU, which is written back to L3 (an L2_WB hit: the ownership read
 * put A in L3), and A becomes dirty in L3. */
static void test_store_write_back(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	uint64_t a = BASE;
	struct cache_outcome o = run(s, &ST8, a);
	assert_int_equal(o.level, CACHE_MEMORY);
	assert_int_equal(o.latency, 0);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1d_reads, 0);
	assert_int_equal(n.l1d_fills, 0);
	assert_false(cache_resident(s, CACHE_L1D, a));
	assert_int_equal(n.l2d_store_refs, 1);
	assert_int_equal(n.l2d_misses, 1);
	assert_int_equal(n.l3_data_write_misses, 1);
	assert_int_equal(n.l3_data_read_misses, 0);
	assert_int_equal(n.mem_rfo_reads, 1);
	assert_true(cache_dirty(s, CACHE_L2D, a));
	assert_false(cache_dirty(s, CACHE_L3, a));

	for (int k = 1; k <= 7; k++)
		assert_false(run(s, &LDFD, a + (uint64_t)k * 32 * KB).wrote_back);
	assert_true(cache_resident(s, CACHE_L2D, a));
	o = run(s, &LDFD, a + 8 * 32 * KB);
	assert_true(o.wrote_back);
	assert_false(cache_resident(s, CACHE_L2D, a));
	n = counts(s);
	assert_int_equal(n.l2d_writebacks, 1);
	assert_int_equal(n.l3_wb_hits, 1);
	assert_int_equal(n.l3_wb_misses, 0);
	assert_true(cache_dirty(s, CACHE_L3, a));
	assert_int_equal(n.mem_writes, 0);

	/* a store to a line L1D holds: the line stays, no read counted, L2D
	 * hit makes the L2D line dirty */
	uint64_t b = BASE + 64 * KB + 256;
	run(s, &LD8, b);
	cache_sim_clear_counts(s);
	o = run(s, &ST8, b);
	assert_int_equal(o.level, CACHE_L2D);
	n = counts(s);
	assert_int_equal(n.l1d_reads, 0);
	assert_int_equal(n.l2d_store_refs, 1);
	assert_int_equal(n.l2d_hits, 1);
	assert_true(cache_resident(s, CACHE_L1D, b));
	assert_true(cache_dirty(s, CACHE_L2D, b));
	cache_sim_free(s);

	/* l1d_store_allocate=1: the store miss fills L1D */
	s = sim_with("l1d_store_allocate", 1);
	run(s, &ST8, a);
	assert_true(cache_resident(s, CACHE_L1D, a));
	assert_int_equal(counts(s).l1d_fills, 1);
	cache_sim_free(s);

	/* l2d_write_allocate=0: the store miss is written to L3 (a DATA_WRITE
	 * miss that allocates the line there, dirty), L2D does not take it */
	s = sim_with("l2d_write_allocate", 0);
	o = run(s, &ST8, a);
	assert_int_equal(o.level, CACHE_MEMORY);
	assert_false(cache_resident(s, CACHE_L2D, a));
	assert_true(cache_dirty(s, CACHE_L3, a));
	n = counts(s);
	assert_int_equal(n.l2d_misses, 1);
	assert_int_equal(n.l3_data_write_misses, 1);
	cache_sim_free(s);
}

/* FP loads go to L2D: no L1D read or fill.  Cold: memory plus the walk;
 * again: an L2D hit, fp_load_latency (5).  ld16 too, at l2d_latency. */
static void test_fp_bypasses_l1d(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	assert_int_equal(run(s, &LDFD, BASE).latency, 200);
	struct cache_outcome o = run(s, &LDFD, BASE);
	assert_int_equal(o.level, CACHE_L2D);
	assert_int_equal(o.latency, 5);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1d_reads, 0);
	assert_int_equal(n.l2d_load_refs, 2);
	assert_false(cache_resident(s, CACHE_L1D, BASE));

	struct mem_access ld16 = access_of(MEM_LOAD, 16, 0, HINT_NONE);
	o = run(s, &ld16, BASE + 16);
	assert_int_equal(o.level, CACHE_L2D);
	assert_int_equal(o.latency, 5);	/* l2d_latency */
	assert_int_equal(counts(s).l1d_reads, 0);

	/* an integer load hitting L2D: l2d_latency; hitting L3: l3_latency */
	assert_int_equal(run(s, &LD8, BASE + 64).latency, 5);
	/* an L3 hit: A's L2D set (every 32 KB) filled by eight more lines */
	for (uint64_t k = 1; k <= 8; k++)
		run(s, &LDFD, BASE + k * 32 * KB);
	o = run(s, &LDFD, BASE);
	assert_int_equal(o.level, CACHE_L3);
	assert_int_equal(o.latency, 14);
	cache_sim_free(s);

	/* l2d_latency=11 (table 2-9's typical figure): an integer load hitting
	 * L2D; an FP load still takes fp_load_latency */
	s = sim_with("l2d_latency", 11);
	run(s, &LDFD, BASE);
	assert_int_equal(run(s, &LD8, BASE).latency, 11);
	assert_int_equal(run(s, &LDFD, BASE + 64).latency, 5);
	cache_sim_free(s);
}

/* The data TLBs with 4 KB pages.  Integer loads to 40 pages: 40 walks.
 * Again in the same order: L2DTLB (128) holds all 40, L1DTLB (32) only
 * the last 32, and cycling 40 pages through 32 LRU entries misses every
 * time: 40 transfers, no walk; each load misses L1D (40 lines 4 KB apart
 * in one 4-way set) and hits L2D: 5 + 4 cycles.  Page 0 is then in
 * L2DTLB, not L1DTLB: an FP load to it neither transfers nor walks.  With
 * the 16 KB default the same 160 KB is 10 pages: 10 walks, then nothing. */
static void test_tlb(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with("page_size", 4096);
	for (uint64_t p = 0; p < 40; p++)
		assert_int_equal(run(s, &LD8, BASE + p * 4 * KB).tlb, CACHE_TLB_WALK);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l2dtlb_misses, 40);
	assert_int_equal(n.l1dtlb_transfers, 0);
	cache_sim_clear_counts(s);
	for (uint64_t p = 0; p < 40; p++) {
		struct cache_outcome o = run(s, &LD8, BASE + p * 4 * KB);
		assert_int_equal(o.tlb, CACHE_TLB_TRANSFER);
		/* lines 4 KB apart: 40 lines in L1D set 0 of 4 ways, so an L2D
		 * hit (5), after the transfer (4) */
		assert_int_equal(o.latency, 5);
		assert_int_equal(o.tlb_cycles, 4);
	}
	n = counts(s);
	assert_int_equal(n.l1dtlb_transfers, 40);
	assert_int_equal(n.l2dtlb_misses, 0);
	assert_false(cache_tlb_resident(s, CACHE_L1DTLB, BASE));
	assert_true(cache_tlb_resident(s, CACHE_L2DTLB, BASE));
	struct cache_outcome o = run(s, &LDFD, BASE);
	assert_int_equal(o.tlb, CACHE_TLB_HIT);
	assert_int_equal(counts(s).l1dtlb_transfers, 40);
	assert_false(cache_tlb_resident(s, CACHE_L1DTLB, BASE));
	/* 129 pages: the first leaves L2DTLB as well */
	cache_sim_reset(s);
	for (uint64_t p = 0; p < 129; p++)
		run(s, &LDFD, BASE + p * 4 * KB);
	assert_false(cache_tlb_resident(s, CACHE_L2DTLB, BASE));
	assert_true(cache_tlb_resident(s, CACHE_L2DTLB, BASE + 4 * KB));
	/* the walker filled L1DTLB too, for FP loads as well: the last 32 */
	assert_true(cache_tlb_resident(s, CACHE_L1DTLB, BASE + 128 * 4 * KB));
	assert_false(cache_tlb_resident(s, CACHE_L1DTLB, BASE + 96 * 4 * KB));
	cache_sim_free(s);

	s = sim_with(NULL, 0);
	for (int round = 0; round < 2; round++)
		for (uint64_t p = 0; p < 40; p++)
			run(s, &LD8, BASE + p * 4 * KB);
	n = counts(s);
	assert_int_equal(n.l2dtlb_misses, 10);
	assert_int_equal(n.l1dtlb_transfers, 0);
	/* a store translates through L2DTLB alone */
	cache_sim_reset(s);
	assert_int_equal(run(s, &ST8, BASE).tlb, CACHE_TLB_WALK);
	assert_int_equal(run(s, &ST8, BASE + 8).tlb, CACHE_TLB_HIT);
	cache_sim_free(s);
}

/* .nt1 and .nta loads look up L1D (counted reads and misses) but do not
 * fill it; .nt2 fills.  ld8.nt1 twice at A: 2 reads, 2 misses, 0 fills;
 * the second finds A in L2D. */
static void test_l1_hints(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	struct mem_access nt1 = access_of(MEM_LOAD, 8, 0, HINT_NT1);
	struct mem_access nta = access_of(MEM_LOAD, 8, 0, HINT_NTA);
	struct mem_access nt2 = access_of(MEM_LOAD, 8, 0, HINT_NT2);
	run(s, &nt1, BASE);
	assert_int_equal(run(s, &nt1, BASE).level, CACHE_L2D);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1d_reads, 2);
	assert_int_equal(n.l1d_read_misses, 2);
	assert_int_equal(n.l1d_fills, 0);
	assert_false(cache_resident(s, CACHE_L1D, BASE));
	assert_true(cache_resident(s, CACHE_L2D, BASE));
	run(s, &nta, BASE + 256);
	assert_false(cache_resident(s, CACHE_L1D, BASE + 256));
	run(s, &nt2, BASE + 512);
	assert_true(cache_resident(s, CACHE_L1D, BASE + 512));
	assert_int_equal(counts(s).l1d_fills, 1);
	cache_sim_free(s);
}

/* .nta in L2D: seven FP loads 32 KB apart fill seven ways of one L2D set,
 * an ldfd.nta line N the eighth as the least recently used; a ninth
 * (normal) line replaces N, not the first.  With nta_insert_lru=0 it
 * replaces the first.  lfetch.nta the same way. */
static void run_nta(int lru, const struct mem_access *hinted)
{
	struct cache_sim *s = sim_with("nta_insert_lru", lru);
	for (uint64_t k = 0; k < 7; k++)
		run(s, &LDFD, BASE + k * 32 * KB);
	uint64_t nline = BASE + 7 * 32 * KB;
	run(s, hinted, nline);
	assert_true(cache_resident(s, CACHE_L2D, nline));
	run(s, &LDFD, BASE + 8 * 32 * KB);
	assert_int_equal(cache_resident(s, CACHE_L2D, nline), !lru);
	assert_int_equal(cache_resident(s, CACHE_L2D, BASE), lru);
	cache_sim_free(s);
}

static void test_nta_l2d(void **state)
{
	(void)state;
	struct mem_access ldfd_nta = access_of(MEM_LOAD, 8, MEMF_FP, HINT_NTA);
	struct mem_access lfetch_nta = access_of(MEM_PREFETCH, 0, 0, HINT_NTA);
	run_nta(1, &ldfd_nta);
	run_nta(0, &ldfd_nta);
	run_nta(1, &lfetch_nta);
	/* a store hinted .nta is inserted as the most recently used */
	struct mem_access st_nta = access_of(MEM_STORE, 8, 0, HINT_NTA);
	struct cache_sim *s = sim_with(NULL, 0);
	for (uint64_t k = 0; k < 7; k++)
		run(s, &LDFD, BASE + k * 32 * KB);
	run(s, &st_nta, BASE + 7 * 32 * KB);
	run(s, &LDFD, BASE + 8 * 32 * KB);
	assert_true(cache_resident(s, CACHE_L2D, BASE + 7 * 32 * KB));
	assert_false(cache_resident(s, CACHE_L2D, BASE));
	cache_sim_free(s);
}

/* lfetch: one L2D prefetch reference, the line filled into L2D (an L3
 * data read), not L1D; no latency. */
static void test_lfetch(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	struct mem_access lf = access_of(MEM_PREFETCH, 0, 0, HINT_NONE);
	struct cache_outcome o = run(s, &lf, BASE + 40);
	assert_int_equal(o.latency, 0);
	assert_false(o.crossed);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1d_reads, 0);
	assert_int_equal(n.l2d_prefetch_refs, 1);
	assert_int_equal(n.l2d_misses, 1);
	assert_int_equal(n.l3_data_read_misses, 1);
	assert_int_equal(n.mem_data_reads, 1);
	assert_true(cache_resident(s, CACHE_L2D, BASE));
	assert_false(cache_resident(s, CACHE_L1D, BASE));
	/* the load that follows misses L1D and hits L2D */
	assert_int_equal(run(s, &LD8, BASE).level, CACHE_L2D);
	cache_sim_free(s);
}

/* A semaphore: no L1D; one L2D lookup counted as a read and a write
 * (L2D_REFERENCES.ALL = 2); its miss reads the line for ownership (L3
 * DATA_WRITE), and the line is dirty.  Latency as an integer load from
 * where the line was. */
static void test_semaphore(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	struct mem_access xchg = access_of(MEM_SEMAPHORE, 8, MEMF_ACQUIRE, HINT_NONE);
	struct cache_outcome o = run(s, &xchg, BASE);
	assert_int_equal(o.latency, 200);
	assert_int_equal(o.tlb_cycles, 19);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1d_reads, 0);
	assert_int_equal(n.l2d_semaphore_refs, 1);
	uint64_t reads = n.l2d_load_refs + n.l2d_prefetch_refs + n.l2d_semaphore_refs;
	uint64_t writes = n.l2d_store_refs + n.l2d_semaphore_refs;
	assert_int_equal(reads + writes, 2);
	assert_int_equal(n.l2d_misses, 1);
	assert_int_equal(n.l3_data_write_misses, 1);
	assert_int_equal(n.mem_rfo_reads, 1);
	assert_true(cache_dirty(s, CACHE_L2D, BASE));
	assert_int_equal(run(s, &xchg, BASE).latency, 5);
	cache_sim_free(s);
}

/* Misaligned accesses that retire (PSR.ac = 0): a load counts when its
 * bytes stay in one aligned 8 (ld4 at +2: yes; ld8 at +4: crosses 8, it
 * would trap: no), a store when they stay in one aligned 16 (st8 at +4:
 * yes; st8 at +12: crosses 16: no); aligned ones (ld8 at +8) never, nor a
 * misaligned semaphore (it faults). */
static void test_misaligned(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	struct mem_access ld4 = access_of(MEM_LOAD, 4, 0, HINT_NONE);
	struct mem_access xchg = access_of(MEM_SEMAPHORE, 8, 0, HINT_NONE);
	run(s, &ld4, BASE + 2);
	run(s, &LD8, BASE + 4);
	run(s, &LD8, BASE + 8);
	run(s, &ST8, BASE + 4);
	run(s, &ST8, BASE + 12);
	run(s, &xchg, BASE + 4);
	struct cache_counts n = counts(s);
	assert_int_equal(n.misaligned_loads, 1);
	assert_int_equal(n.misaligned_stores, 1);
	cache_sim_free(s);
}

/* Line crossing.  ld8 at A+60 spans L1D lines A and A+64: 2 reads, 2
 * misses, 2 L2D references (the first misses, the second hits the same
 * 128-byte line).  ld8 at B+124 spans two L2D lines too: 2 L2D misses.
 * ldfd at C+60 crosses no L2D line: one reference. */
static void test_line_crossing(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	struct cache_outcome o = run(s, &LD8, BASE + 60);
	assert_true(o.crossed);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1d_reads, 2);
	assert_int_equal(n.l1d_read_misses, 2);
	assert_int_equal(n.l2d_load_refs, 2);
	assert_int_equal(n.l2d_misses, 1);
	assert_int_equal(n.l2d_hits, 1);
	cache_sim_clear_counts(s);
	run(s, &LD8, BASE + 1024 + 124);
	n = counts(s);
	assert_int_equal(n.l2d_misses, 2);
	cache_sim_clear_counts(s);
	o = run(s, &LDFD, BASE + 4096 + 60);
	assert_false(o.crossed);
	assert_int_equal(counts(s).l2d_load_refs, 1);
	/* an ldfp pair moves 16 bytes: at C+120 it crosses */
	struct mem_access ldfpd = access_of(MEM_LOAD, 8, MEMF_FP | MEMF_PAIR, HINT_NONE);
	o = run(s, &ldfpd, BASE + 8192 + 120);
	assert_true(o.crossed);
	cache_sim_free(s);
}

/* The identity mapping indexes L2D by bits 14:7 of the virtual address.
 * Nine lines 32 KB apart share one L2D set (8 ways): the ninth replaces
 * the first.  Nine lines 16 KB apart alternate between sets s and s+128
 * (bit 14 is index bit 7): five and four, nothing replaced.  L3 (12 ways,
 * a set every 1 MB): thirteen lines 1 MB apart replace the first. */
static void test_physical_index(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	assert_true(cache_physical(s, BASE + 12345) == BASE + 12345);
	for (uint64_t k = 0; k < 9; k++)
		run(s, &LDFD, BASE + k * 32 * KB);
	assert_false(cache_resident(s, CACHE_L2D, BASE));
	assert_true(cache_resident(s, CACHE_L2D, BASE + 32 * KB));
	cache_sim_reset(s);
	for (uint64_t k = 0; k < 9; k++)
		run(s, &LDFD, BASE + k * 16 * KB);
	for (uint64_t k = 0; k < 9; k++)
		assert_true(cache_resident(s, CACHE_L2D, BASE + k * 16 * KB));
	cache_sim_reset(s);
	for (uint64_t k = 0; k < 13; k++)
		run(s, &LDFD, BASE + k * MB);
	assert_false(cache_resident(s, CACHE_L3, BASE));
	assert_true(cache_resident(s, CACHE_L3, BASE + MB));
	struct cache_counts n = counts(s);
	assert_int_equal(n.l3_victims, 1);
	assert_int_equal(n.l3_dirty_victims, 0);
	/* the L2D set kept only the last 8 of the 13 */
	assert_false(cache_resident(s, CACHE_L2D, BASE + 4 * MB));
	assert_true(cache_resident(s, CACHE_L2D, BASE + 5 * MB));
	cache_sim_free(s);
}

/* The order of an L2D miss: the missing line is read from L3 first, then
 * its fill replaces the L2D victim, written back to L3.  Thirteen stores
 * 1 MB apart share one L2D set (8 ways) and one L3 set (12 ways).
 * Stores 0-7 fill both (L3: lines 0-7, clean).  Stores 8-11 each read
 * their line (L3 misses 8-11) and then write back lines 0-3 (L3 WB hits:
 * 0-3 dirty and recently used).  L3's order is now, oldest first,
 * 4 5 6 7 8 0 9 1 10 2 11 3.  Store 12's read misses and replaces line 4
 * (clean); then its write-back of line 4 misses L3 (L2_WB.MISS), is
 * allocated dirty without a memory read, and replaces line 5 (clean).
 * 13 DATA_WRITE misses, 5 write-backs (4 hits, 1 miss), 2 victims, none
 * dirty. */
static void test_l2d_miss_order(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	for (uint64_t k = 0; k < 13; k++)
		run(s, &ST8, BASE + k * MB);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l3_data_write_misses, 13);
	assert_int_equal(n.mem_rfo_reads, 13);
	assert_int_equal(n.l2d_writebacks, 5);
	assert_int_equal(n.l3_wb_hits, 4);
	assert_int_equal(n.l3_wb_misses, 1);
	assert_int_equal(n.l3_victims, 2);
	assert_int_equal(n.l3_dirty_victims, 0);
	assert_int_equal(n.mem_writes, 0);
	assert_true(cache_dirty(s, CACHE_L3, BASE + 4 * MB));
	assert_false(cache_resident(s, CACHE_L3, BASE + 5 * MB));
	cache_sim_free(s);
}

/* Dirty L3 victims go to memory.  A store to A (dirty in L2D); eight FP
 * loads 32 KB apart replace it in L2D (written back: dirty in L3, in an
 * L3 set of its own).  Twelve FP loads 1 MB apart then fill A's L3 set
 * (12 ways): the twelfth replaces A, dirty: L3_LINES_REPLACED 1, one
 * line written to memory. */
static void test_l3_dirty_victim(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	run(s, &ST8, BASE);
	for (uint64_t k = 1; k <= 8; k++)
		run(s, &LDFD, BASE + k * 32 * KB);
	assert_true(cache_dirty(s, CACHE_L3, BASE));
	for (uint64_t k = 1; k <= 11; k++)
		run(s, &LDFD, BASE + k * MB);
	assert_int_equal(counts(s).l3_victims, 0);
	run(s, &LDFD, BASE + 12 * MB);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l3_victims, 1);
	assert_int_equal(n.l3_dirty_victims, 1);
	assert_int_equal(n.mem_writes, 1);
	assert_false(cache_resident(s, CACHE_L3, BASE));
	cache_sim_free(s);
}

/* inclusive=1 (L3 2 MB, 2 ways: a set every 1 MB): three loads 1 MB apart;
 * the third replaces the first in L3, and takes it from L2D and L1D too.
 * inclusive=0 leaves it there. */
static void run_inclusive(int inclusive)
{
	struct cache_config c;
	cache_config_init(&c);
	c.param[CACHE_L3_SIZE] = 2 * 1024;	/* KB */
	c.param[CACHE_L3_WAYS] = 2;
	c.param[CACHE_INCLUSIVE] = inclusive;
	char err[200];
	struct cache_sim *s = cache_sim_new(&c, err, sizeof err);
	assert_non_null(s);
	for (uint64_t k = 0; k < 3; k++)
		run(s, &LD8, BASE + k * MB);
	assert_false(cache_resident(s, CACHE_L3, BASE));
	assert_int_equal(cache_resident(s, CACHE_L2D, BASE), !inclusive);
	assert_int_equal(cache_resident(s, CACHE_L1D, BASE), !inclusive);
	assert_true(cache_resident(s, CACHE_L1D, BASE + MB));
	cache_sim_free(s);
}

static void test_inclusive(void **state)
{
	(void)state;
	run_inclusive(0);
	run_inclusive(1);
}

/* Instruction fetch.  0x4000 cold: L1I, L2I, L3 miss, a line from memory;
 * L1ITLB and L2ITLB misses.  0x4020 (same 64-byte line): L1I hit.  0x4040
 * (same 128-byte line): L1I miss, L2I hit.  Five L1I lines 4 KB apart
 * thrash L1I set 0: fetching the first again misses L1I, hits L2I. */
static void test_fetch(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	struct cache_outcome o;
	cache_fetch(s, 0x4000, &o);
	assert_int_equal(o.level, CACHE_MEMORY);
	assert_int_equal(o.tlb, CACHE_TLB_WALK);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1i_reads, 1);
	assert_int_equal(n.l1i_misses, 1);
	assert_int_equal(n.l1i_fills, 1);
	assert_int_equal(n.l2i_misses, 1);
	assert_int_equal(n.l3_inst_misses, 1);
	assert_int_equal(n.mem_inst_reads, 1);
	assert_int_equal(n.l1itlb_misses, 1);
	assert_int_equal(n.l2itlb_misses, 1);
	cache_fetch(s, 0x4020, &o);
	assert_int_equal(o.level, CACHE_L1I);
	cache_fetch(s, 0x4050, &o);	/* the pair at 0x4040 */
	assert_int_equal(o.level, CACHE_L2I);
	n = counts(s);
	assert_int_equal(n.l1i_reads, 3);
	assert_int_equal(n.l1i_misses, 2);
	assert_int_equal(n.l2i_hits, 1);
	assert_int_equal(n.l1itlb_misses, 1);
	for (uint64_t k = 1; k <= 4; k++)
		cache_fetch(s, 0x4000 + k * 4096, NULL);
	cache_fetch(s, 0x4000, &o);
	assert_int_equal(o.level, CACHE_L2I);
	/* the data side saw nothing; no taken .many branch: no prefetch */
	n = counts(s);
	assert_int_equal(n.data_accesses + n.l2d_misses + n.l2dtlb_misses, 0);
	assert_int_equal(n.l1i_prefetches, 0);
	assert_int_equal(n.isb_bunpairs_in, 2 * n.l1i_fills);
	/* L3 holds instructions and data: a load of 0x4000 hits L3 */
	assert_int_equal(run(s, &LDFD, 0x4000).level, CACHE_L3);
	cache_sim_free(s);
}

/* Fetches the pairs [from, from + bytes) in order, the first after a
 * taken branch hinted .many (many) or not. */
static void fetch_run(struct cache_sim *s, uint64_t from, uint64_t bytes, int redirect)
{
	if (redirect >= 0)
		cache_fetch_redirect(s, redirect != 0);
	for (uint64_t a = from; a < from + bytes; a += 32)
		cache_fetch(s, a, NULL);
}

/* Straight-line code twice L1I's size (32 KB: 1024 pairs, 512 64-byte
 * lines 0-511, two 16 KB pages), entered by a taken .many branch, cold,
 * ifetch_stream_lines 7 [docs/memory.md 3, "Prefetch"].
 * The first fetch (line 0) misses everything and starts the stream:
 * lines 1-7 are prefetched.  Each later line k the demand enters has been
 * prefetched (an L1I hit: no set holds more than 4 lines in flight of
 * the 8 lines a window covers) and prefetches line k + 7: lines 8-518,
 * 518 prefetches in all.  Lines 256-262 (page 2) are prefetched while the
 * demand is still in page 1, whose page alone is in the L1ITLB:
 * cancelled; so are 512-518 (page 3, never fetched): 14 cancels, 504
 * prefetches reach L2I.  The demand then misses L1I at line 0 and at
 * 256-262: 8 L2I demand reads.  Entering line 256 prefetches line 263
 * before the demand reaches 257: so of the demand reads' 128-byte L2I
 * lines, 0, 256, 258, 260 miss (4), and 257, 259, 261 hit the line their
 * even neighbour brought, 262 the one prefetch 263 brought (4).
 * Prefetches: lines 1-255 (255), whose odd ones hit the L2I line of the
 * even one before (128) and even ones miss (127); lines 263-511 (249):
 * 263 misses, then odd 265-511 hit (124) and even 264-510 miss (124).
 * 252 hits, 252 misses.  L3 reads every one of the 256 128-byte lines
 * once: 4 demand misses, 252 prefetch misses.  Fills:
 * every line once, 512; 1024 bundle pairs into the front end.  Two
 * pages: two L1ITLB and L2ITLB misses.  With ifetch_stream_lines 0 the
 * same run misses L1I on every one of the 512 lines. */
static void test_prefetch_straight(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	fetch_run(s, BASE, 32 * KB, 1);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1i_reads, 1024);
	assert_int_equal(n.l1i_prefetches, 518);
	assert_int_equal(n.l1i_prefetch_cancels, 14);
	assert_int_equal(n.l2i_prefetches, 504);
	assert_int_equal(n.l2i_pf_hits, 252);
	assert_int_equal(n.l2i_pf_misses, 252);
	assert_int_equal(n.l1i_misses, 8);
	assert_int_equal(n.l2i_misses, 4);
	assert_int_equal(n.l2i_hits, 4);
	assert_int_equal(n.l3_inst_misses, 4);
	assert_int_equal(n.l3_inst_pf_misses, 252);
	assert_int_equal(n.l3_inst_hits + n.l3_inst_pf_hits, 0);
	assert_int_equal(n.mem_inst_reads, 256);
	assert_int_equal(n.l1i_fills, 512);
	assert_int_equal(n.isb_bunpairs_in, 1024);
	assert_int_equal(n.l2i_victims, 0);
	assert_int_equal(n.l1itlb_misses, 2);
	assert_int_equal(n.l2itlb_misses, 2);
	cache_sim_free(s);

	s = sim_with("ifetch_stream_lines", 0);
	fetch_run(s, BASE, 32 * KB, 1);
	n = counts(s);
	assert_int_equal(n.l1i_prefetches, 0);
	assert_int_equal(n.l1i_misses, 512);
	assert_int_equal(n.l2i_misses, 256);
	assert_int_equal(n.l1i_fills, 512);
	cache_sim_free(s);
}

/* A loop of 8 pairs (lines 0-3) that fits, run 10 times: entered by
 * falling in (no stream), each later iteration by its closing branch,
 * taken and hinted .many.  Cold.
 * Iteration 1: 4 demand misses (L2I: lines 0, 2 miss, 1, 3 hit).
 * Iteration 2: the branch starts the stream at line 0: lines 1-7 are
 * prefetched (1-3 are in L1I: probed only; 4-7 go to L2I), then lines 1,
 * 2, 3 the demand enters prefetch 8, 9, 10: 10 prefetches, 7 to L2I
 * (4, 6, 8, 10 miss, 5, 7, 9 hit).  Iterations 3-10: the same 10
 * prefetches, all in L1I already.  So: 80 L1I reads, 4 demand misses,
 * 90 prefetches, 7 L2I prefetches; 11 lines filled (0-10); L3: 2 demand
 * and 4 prefetch misses.  The stream runs 7 lines past the loop: what
 * it brings is never fetched. */
static void test_prefetch_loop(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	fetch_run(s, BASE, 256, -1);
	for (int i = 2; i <= 10; i++)
		fetch_run(s, BASE, 256, 1);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1i_reads, 80);
	assert_int_equal(n.l1i_misses, 4);
	assert_int_equal(n.l2i_misses, 2);
	assert_int_equal(n.l2i_hits, 2);
	assert_int_equal(n.l1i_prefetches, 90);
	assert_int_equal(n.l1i_prefetch_cancels, 0);
	assert_int_equal(n.l2i_prefetches, 7);
	assert_int_equal(n.l2i_pf_misses, 4);
	assert_int_equal(n.l2i_pf_hits, 3);
	assert_int_equal(n.l1i_fills, 11);
	assert_int_equal(n.l3_inst_misses, 2);
	assert_int_equal(n.l3_inst_pf_misses, 4);
	assert_true(cache_resident(s, CACHE_L1I, BASE + 10 * 64));
	assert_false(cache_resident(s, CACHE_L1I, BASE + 11 * 64));
	cache_sim_free(s);
}

/* What stops the stream.  A .many branch to line 0 prefetches lines 1-7;
 * a taken branch not hinted .many to line 100 stops it: the demand
 * fetches of lines 100 and 101 prefetch nothing (2 more demand misses:
 * line 100 misses L2I, 101 hits its 128-byte line).  A .many branch
 * redirect, then cache_fetch_stop (a call) before the fetch: no stream.
 * cache_sim_reset stops it too. */
static void test_prefetch_stops(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	fetch_run(s, BASE, 32, 1);
	assert_int_equal(counts(s).l1i_prefetches, 7);
	fetch_run(s, BASE + 100 * 64, 128, 0);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l1i_prefetches, 7);
	assert_int_equal(n.l1i_misses, 3);
	assert_int_equal(n.l2i_misses, 2);
	cache_fetch_redirect(s, true);
	cache_fetch_stop(s);
	fetch_run(s, BASE + 200 * 64, 128, -1);
	assert_int_equal(counts(s).l1i_prefetches, 7);
	cache_fetch_redirect(s, true);
	cache_sim_reset(s);
	fetch_run(s, BASE, 32, -1);
	assert_int_equal(counts(s).l1i_prefetches, 0);
	cache_sim_free(s);
}

/* L2D_OPS_ISSUED and L2D_FILL_MESI_STATE (docs/memory.md, sections 3 and
 * 8), cold, one access of each kind, each to its own 128-byte L2D line
 * but #2, #3 and #6:
 *   #1 ld8 BASE        L1D miss -> L2D INT_LOAD, miss: a read fill
 *   #2 ld8 BASE+64     L1D miss (another 64-byte line) -> INT_LOAD, hit
 *   #3 ldfd BASE+8     FP_LOAD, hit
 *   #4 ld16 BASE+128   INT_LOAD (the seed: "including ld16"), miss: read fill
 *   #5 st8 BASE+256    STORE, miss: a write fill
 *   #6 st1 BASE+264    STORE (or RMW when narrower than l2d_rmw_store_bytes), hit
 *   #7 cmpxchg8 BASE+384  RMW, miss: a write fill
 *   #8 lfetch BASE+512    LFETCH, miss: read fill
 *   #9 lfetch.excl BASE+640  LFETCH, miss: E ("ready to be modified", 2.7.2)
 *   #10 ld8.bias BASE+768    L1D miss -> INT_LOAD, miss: E
 * Operations: INT_LOAD 4 (#1 #2 #4 #10), FP_LOAD 1, STORE 2, RMW 1, LFETCH
 * 2: 10, the 3 hits and 7 misses.  Defaults (reads E, writes M): M 2 (#5
 * #7), E 5, S 0.  With l2d_read_fill_state=2 (S), l2d_write_fill_state=1
 * (E), l2d_rmw_store_bytes=8: #1 #4 #8 S (3), #5 #7 #9 #10 E (4), M 0;
 * #6 (1 byte < 8) is RMW: RMW 2, STORE 1 (#5: 8 bytes, not narrower). */
static void run_ops_kernel(struct cache_sim *s)
{
	const struct mem_access ld16 = access_of(MEM_LOAD, 16, 0, HINT_NONE);
	const struct mem_access st1 = access_of(MEM_STORE, 1, 0, HINT_NONE);
	const struct mem_access sem = access_of(MEM_SEMAPHORE, 8, 0, HINT_NONE);
	const struct mem_access lf = access_of(MEM_PREFETCH, 0, 0, HINT_NONE);
	const struct mem_access lfx = access_of(MEM_PREFETCH, 0, MEMF_EXCLUSIVE, HINT_NONE);
	const struct mem_access bias = access_of(MEM_LOAD, 8, MEMF_BIAS, HINT_NONE);
	run(s, &LD8, BASE);
	run(s, &LD8, BASE + 64);
	run(s, &LDFD, BASE + 8);
	run(s, &ld16, BASE + 128);
	run(s, &ST8, BASE + 256);
	run(s, &st1, BASE + 264);
	run(s, &sem, BASE + 384);
	run(s, &lf, BASE + 512);
	run(s, &lfx, BASE + 640);
	run(s, &bias, BASE + 768);
}

static void test_l2d_ops_and_fills(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	run_ops_kernel(s);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l2d_load_refs - n.l2d_fp_load_refs, 4);	/* INT_LOAD */
	assert_int_equal(n.l2d_fp_load_refs, 1);			/* FP_LOAD */
	assert_int_equal(n.l2d_store_refs - n.l2d_rmw_store_refs, 2);	/* STORE */
	assert_int_equal(n.l2d_semaphore_refs + n.l2d_rmw_store_refs, 1);	/* RMW */
	assert_int_equal(n.l2d_prefetch_refs, 2);			/* LFETCH */
	assert_int_equal(n.l2d_hits, 3);
	assert_int_equal(n.l2d_misses, 7);
	assert_int_equal(n.l2d_fills_m, 2);
	assert_int_equal(n.l2d_fills_e, 5);
	assert_int_equal(n.l2d_fills_s, 0);
	cache_sim_free(s);

	struct cache_config c;
	cache_config_init(&c);
	c.param[CACHE_L2D_READ_FILL_STATE] = CACHE_FILL_S;
	c.param[CACHE_L2D_WRITE_FILL_STATE] = CACHE_FILL_E;
	c.param[CACHE_L2D_RMW_STORE_BYTES] = 8;
	char err[200] = "";
	s = cache_sim_new(&c, err, sizeof err);
	assert_non_null(s);
	run_ops_kernel(s);
	n = counts(s);
	assert_int_equal(n.l2d_semaphore_refs + n.l2d_rmw_store_refs, 2);	/* RMW */
	assert_int_equal(n.l2d_store_refs - n.l2d_rmw_store_refs, 1);	/* STORE */
	assert_int_equal(n.l2d_fills_m, 0);
	assert_int_equal(n.l2d_fills_e, 4);
	assert_int_equal(n.l2d_fills_s, 3);
	cache_sim_free(s);

	/* a read fill in M and a write fill in S are refused */
	cache_config_init(&c);
	c.param[CACHE_L2D_READ_FILL_STATE] = CACHE_FILL_M;
	assert_false(cache_config_check(&c, err, sizeof err));
	assert_non_null(strstr(err, "l2d_read_fill_state"));
	cache_config_init(&c);
	c.param[CACHE_L2D_WRITE_FILL_STATE] = CACHE_FILL_S;
	assert_false(cache_config_check(&c, err, sizeof err));
	assert_non_null(strstr(err, "l2d_write_fill_state"));

	/* l2d_write_allocate=0: a store that misses L2D is one STORE
	 * operation and one miss, and fills nothing (it is written on to L3) */
	s = sim_with("l2d_write_allocate", 0);
	run(s, &ST8, BASE);
	n = counts(s);
	assert_int_equal(n.l2d_store_refs, 1);
	assert_int_equal(n.l2d_misses, 1);
	assert_int_equal(n.l2d_fills_m + n.l2d_fills_e + n.l2d_fills_s, 0);
	cache_sim_free(s);
}


/* Bank conflicts (docs/memory.md, section 3, "Bank conflicts"): among
 * the L2D operations of one issue group (cache_same_group joins the next
 * access to the last one's group), a hit in the 16-byte bank of an older
 * hit of another line is cancelled.  Banks: (address / 16) mod 16, bits
 * 7:4.  A = BASE (bank 0), A+256 and A+512 (bank 0, other lines),
 * A+272 (bank 1), A+128 (bank 8; bank 0 of 8 banks), all written once
 * first (L2D-resident), counts cleared; then
 *   1. st A; st A+256 (joined): same bank, two lines: 1
 *   2. st A; st A+8 (joined): one line: 0
 *   3. st A; st A+272 (joined): banks 0 and 1: 0
 *   4. st A; st A+256, not joined: two groups: 0
 *   5. ld8 A (an L1D hit after a first load: no L2D operation); st A+256
 *      (joined): 0
 *   6. st A; st A+256; st A+512 (all joined): the second conflicts with
 *      the first, the third with the first (and the second): 2
 *   7. st A; st A+4096 (joined; a line not resident: a miss): 0
 *   8. st A; st A+128 (joined): banks 0 and 8: 0 (with l2d_banks=8:
 *      banks 0 and 0, 1)
 * Total 3 (4 with l2d_banks=8).  Every store is one STORE operation. */
static void run_bank_kernel(struct cache_sim *s)
{
	static const uint64_t lines[] = {0, 256, 512, 272, 128};
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		run(s, &ST8, BASE + lines[i]);
	run(s, &LD8, BASE);	/* L1D holds A's line for #5 */
	cache_sim_clear_counts(s);
	run(s, &ST8, BASE);			/* 1 */
	cache_same_group(s);
	run(s, &ST8, BASE + 256);
	run(s, &ST8, BASE);			/* 2 */
	cache_same_group(s);
	run(s, &ST8, BASE + 8);
	run(s, &ST8, BASE);			/* 3 */
	cache_same_group(s);
	run(s, &ST8, BASE + 272);
	run(s, &ST8, BASE);			/* 4 */
	run(s, &ST8, BASE + 256);
	run(s, &LD8, BASE);			/* 5 */
	cache_same_group(s);
	run(s, &ST8, BASE + 256);
	run(s, &ST8, BASE);			/* 6 */
	cache_same_group(s);
	run(s, &ST8, BASE + 256);
	cache_same_group(s);
	run(s, &ST8, BASE + 512);
	run(s, &ST8, BASE);			/* 7 */
	cache_same_group(s);
	run(s, &ST8, BASE + 4096);
	run(s, &ST8, BASE);			/* 8 */
	cache_same_group(s);
	run(s, &ST8, BASE + 128);
}

static void test_bank_conflicts_and_same_index(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	run_bank_kernel(s);
	struct cache_counts n = counts(s);
	assert_int_equal(n.l2d_bank_conflicts, 3);
	assert_int_equal(n.l2d_store_refs, 16);	/* 2+2+2+2+1+3+2+2 */
	assert_int_equal(n.l2d_misses, 1);	/* #7's A+4096 */
	cache_sim_free(s);
	s = sim_with("l2d_banks", 8);
	run_bank_kernel(s);
	n = counts(s);
	assert_int_equal(n.l2d_bank_conflicts, 4);
	cache_sim_free(s);
	/* same-index misses, cold: the L2D set is bits 14:7 (every 32 KB)
	 *   st A; st A+32K (joined): both miss, one set, two lines: 1
	 *   st A+128; st A+256 (joined): misses, two sets: 0
	 *   st A+384; st A+384+8 (joined): a miss, then a hit of its line: 0
	 *   st A (a hit now); st A+64K (joined, a miss to A's set): the
	 *     older is a hit, not a miss: 0
	 *   st A+512; st A+512+32K, not joined: two groups: 0
	 * Total 1; no bank conflict (no two hits of one group). */
	s = sim_with(NULL, 0);
	run(s, &ST8, BASE);
	cache_same_group(s);
	run(s, &ST8, BASE + 32 * KB);
	run(s, &ST8, BASE + 128);
	cache_same_group(s);
	run(s, &ST8, BASE + 256);
	run(s, &ST8, BASE + 384);
	cache_same_group(s);
	run(s, &ST8, BASE + 392);
	run(s, &ST8, BASE);
	cache_same_group(s);
	run(s, &ST8, BASE + 64 * KB);
	run(s, &ST8, BASE + 512);
	run(s, &ST8, BASE + 512 + 32 * KB);
	n = counts(s);
	assert_int_equal(n.l2d_same_index_recircs, 1);
	assert_int_equal(n.l2d_bank_conflicts, 0);
	assert_int_equal(n.l2d_misses, 8);
	cache_sim_free(s);

	struct cache_config c;
	char err[200];
	cache_config_init(&c);
	c.param[CACHE_L2D_BANKS] = 12;
	assert_false(cache_config_check(&c, err, sizeof err));
	assert_non_null(strstr(err, "l2d_banks"));
}

/* cache_counts_diff: the counts of a stretch of accesses. */
static void test_counts_diff(void **state)
{
	(void)state;
	struct cache_sim *s = sim_with(NULL, 0);
	run(s, &LD8, BASE);
	struct cache_counts before = counts(s), after, d;
	run(s, &LD8, BASE + 4096);
	run(s, &LD8, BASE + 8);
	after = counts(s);
	cache_counts_diff(&d, &after, &before);
	assert_int_equal(d.l1d_reads, 2);
	assert_int_equal(d.l1d_read_misses, 1);
	assert_int_equal(d.data_accesses, 2);
	cache_sim_free(s);
}

/* The fill queues and the bus in time (docs/memory.md, section 5, "Queues
 * and the bus"), each figure derived by hand. */
static void test_timing(void **state)
{
	(void)state;
	struct cache_config c;
	uint64_t done;

	/* two L2D fill entries, no bus limit: three misses to memory issued
	 * in cycle 0 (latency 200).  The first two take an entry each and are
	 * back in 200; the third waits for the first entry (held 200 cycles)
	 * and is back in 400. */
	cache_config_init(&c);
	c.param[CACHE_L2D_FILL_ENTRIES] = 2;
	c.param[CACHE_BUS_CYCLES_PER_LINE] = 0;
	struct cache_timing *t = cache_timing_new(&c);
	assert_int_equal(cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 0, &done), 0);
	assert_int_equal(done, 200);
	assert_int_equal(cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 0, &done), 0);
	assert_int_equal(done, 200);
	assert_int_equal(cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 0, &done), 200);
	assert_int_equal(done, 400);
	/* an L2D hit takes no entry: back after its latency, never held */
	assert_int_equal(cache_timing_request(t, CACHE_L2D, false, 5, 0, 10, &done), 0);
	assert_int_equal(done, 15);
	/* reset: every entry free again */
	cache_timing_reset(t);
	assert_int_equal(cache_timing_request(t, CACHE_L3, false, 14, 0, 3, &done), 0);
	assert_int_equal(done, 17);
	cache_timing_free(t);

	/* the bus, 24 cycles a line, 16 entries: two lines from memory asked
	 * in cycle 0.  The first moves in cycles 176-200 and is back in 200;
	 * the second waits for the bus: 200-224.  A third with one write-back
	 * (a dirty victim) is back in 248 (its read: 224-248), and the
	 * write-back takes 248-272: a fourth, asked in cycle 60 (its latency
	 * alone: 260), waits for the bus and is back in 296; a fifth, asked in
	 * cycle 200, finds the bus free and is back after its latency, 400. */
	cache_config_init(&c);
	t = cache_timing_new(&c);
	cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 0, &done);
	assert_int_equal(done, 200);
	cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 0, &done);
	assert_int_equal(done, 224);
	cache_timing_request(t, CACHE_MEMORY, false, 200, 1.0, 0, &done);
	assert_int_equal(done, 248);
	assert_int_equal(cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 60, &done), 0);
	assert_int_equal(done, 296);
	cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 200, &done);
	assert_int_equal(done, 400);
	/* half a write-back per access: the bus owes a line after two */
	cache_timing_reset(t);
	cache_timing_request(t, CACHE_MEMORY, false, 200, 0.5, 0, &done);
	assert_int_equal(done, 200);
	cache_timing_request(t, CACHE_MEMORY, false, 200, 0.5, 0, &done);
	assert_int_equal(done, 224);	/* its write-back: 224-248 */
	cache_timing_request(t, CACHE_MEMORY, false, 200, 0, 0, &done);
	assert_int_equal(done, 272);
	cache_timing_free(t);

	/* one L1D fill entry: an integer load served by L2D (latency 5) in
	 * cycle 0 is back in 5; another in cycle 1 waits 4 cycles for the
	 * entry and is back in 10; an L1D hit needs none; a load that does not
	 * fill L1D (an FP load) needs none either. */
	cache_config_init(&c);
	c.param[CACHE_L1D_FILL_ENTRIES] = 1;
	t = cache_timing_new(&c);
	assert_int_equal(cache_timing_request(t, CACHE_L2D, true, 5, 0, 0, &done), 0);
	assert_int_equal(done, 5);
	assert_int_equal(cache_timing_request(t, CACHE_L2D, true, 5, 0, 1, &done), 4);
	assert_int_equal(done, 10);
	assert_int_equal(cache_timing_request(t, CACHE_L1D, true, 1, 0, 2, &done), 0);
	assert_int_equal(done, 3);
	assert_int_equal(cache_timing_request(t, CACHE_L2D, false, 6, 0, 2, &done), 0);
	assert_int_equal(done, 8);
	cache_timing_free(t);

	/* too many entries is refused */
	char err[128];
	cache_config_init(&c);
	c.param[CACHE_L2D_FILL_ENTRIES] = CACHE_TIMING_MAX_ENTRIES + 1;
	assert_false(cache_config_check(&c, err, sizeof err));
	cache_config_init(&c);
	c.param[CACHE_L2D_OZQ_ENTRIES] = CACHE_TIMING_MAX_ENTRIES + 1;
	assert_false(cache_config_check(&c, err, sizeof err));
	cache_config_init(&c);
	c.param[CACHE_INFLIGHT_WAIT] = 2;
	assert_false(cache_config_check(&c, err, sizeof err));
}

/* One access for cache_timing_issue: level, an integer load the L1D
 * serves (l1d), its latency, at address va (0: not known), recirculating
 * (rc), in cycle; *back gets the cycle its data is back; returns the
 * cycles it was held.  Virtual = physical, as physical_mapping=0 has it. */
static unsigned issue(struct cache_timing *t, enum cache_level level, bool l1d,
		      unsigned latency, uint64_t va, bool rc, uint64_t cycle, uint64_t *back,
		      bool *secondary)
{
	struct cache_timing_access a = {
		.level = level, .l1d_fill = l1d, .load = true, .latency = latency,
		.recirculates = rc, .known = va != 0, .vaddr = va, .paddr = va,
	};
	struct cache_timing_outcome out;
	cache_timing_issue(t, &a, cycle, &out);
	*back = out.back;
	if (secondary)
		*secondary = out.secondary;
	return out.held;
}

/* Lines in flight, the OzQ and recirculations (docs/memory.md, section 5,
 * "Queues and the bus"), each figure derived by hand. */
static void test_timing_inflight(void **state)
{
	(void)state;
	struct cache_config c;
	uint64_t back;
	bool sec;

	/* No bus limit.  An integer load at 0x1000 served by memory (200) in
	 * cycle 0: back in 200, its L1D line 0x1000-0x103f and its L2D line
	 * 0x1000-0x107f in flight until then. */
	cache_config_init(&c);
	c.param[CACHE_BUS_CYCLES_PER_LINE] = 0;
	struct cache_timing *t = cache_timing_new(&c);
	assert_int_equal(issue(t, CACHE_MEMORY, true, 200, 0x1000, false, 0, &back, &sec), 0);
	assert_int_equal(back, 200);
	assert_false(sec);
	/* a load the walk found in L1D at 0x1010, cycle 1: its line is the
	 * one in flight, a secondary miss: back in 200, not 2 */
	assert_int_equal(issue(t, CACHE_L1D, true, 1, 0x1010, false, 1, &back, &sec), 0);
	assert_int_equal(back, 200);
	assert_true(sec);
	/* at 0x1040 (another L1D line, the same L2D line): the L2D line is
	 * still coming, so is the L1D's: 200 */
	issue(t, CACHE_L1D, true, 1, 0x1040, false, 2, &back, &sec);
	assert_int_equal(back, 200);
	/* an FP load the walk found in L2D at 0x1078 (6 cycles): 200 too */
	issue(t, CACHE_L2D, false, 6, 0x1078, false, 3, &back, &sec);
	assert_int_equal(back, 200);
	assert_true(sec);
	/* another line (0x2000), or an address not known: the walk's
	 * latency, 4 + 1 = 5 */
	issue(t, CACHE_L1D, true, 1, 0x2000, false, 4, &back, &sec);
	assert_int_equal(back, 5);
	assert_false(sec);
	issue(t, CACHE_L1D, true, 1, 0, false, 4, &back, &sec);
	assert_int_equal(back, 5);
	/* in cycle 200 the fill is back: an L1D hit at 0x1020 takes 1 */
	issue(t, CACHE_L1D, true, 1, 0x1020, false, 200, &back, &sec);
	assert_int_equal(back, 201);
	assert_false(sec);
	/* a store's read for ownership (memory, 200) at 0x3000 in cycle 300
	 * and an lfetch's line (L3, 14) at 0x5000 in cycle 300: a load that
	 * hits L2D at 0x3008 in 310 waits until 500; one at 0x5000 in 310 is
	 * back in 315: the lfetch's line (back in 314) comes before L2D's 5
	 * cycles are up, no secondary miss */
	issue(t, CACHE_MEMORY, false, 200, 0x3000, false, 300, &back, &sec);
	issue(t, CACHE_L3, false, 14, 0x5000, false, 300, &back, &sec);
	issue(t, CACHE_L2D, true, 5, 0x3008, false, 310, &back, &sec);
	assert_int_equal(back, 500);
	issue(t, CACHE_L2D, true, 5, 0x5000, false, 310, &back, &sec);
	assert_int_equal(back, 315);
	assert_false(sec);
	cache_timing_free(t);

	/* inflight_wait=0: the load at 0x1010 is the L1D hit the walk saw,
	 * back in 1 + 1 = 2 */
	c.param[CACHE_INFLIGHT_WAIT] = 0;
	t = cache_timing_new(&c);
	issue(t, CACHE_MEMORY, true, 200, 0x1000, false, 0, &back, &sec);
	issue(t, CACHE_L1D, true, 1, 0x1010, false, 1, &back, &sec);
	assert_int_equal(back, 2);
	assert_false(sec);
	cache_timing_free(t);

	/* The OzQ: 2 entries, each held l2d_ozq_cycles = 5 by a hit.  Two
	 * stores hitting L2D in cycle 0 take both (until 5); a third in
	 * cycle 1 waits for one: held 4, back 5 + 5 = 10.  An integer load
	 * that hits L1D is no L2D request: never held. */
	cache_config_init(&c);
	c.param[CACHE_BUS_CYCLES_PER_LINE] = 0;
	c.param[CACHE_L2D_OZQ_ENTRIES] = 2;
	t = cache_timing_new(&c);
	assert_int_equal(cache_timing_request(t, CACHE_L2D, false, 5, 0, 0, &back), 0);
	assert_int_equal(cache_timing_request(t, CACHE_L2D, false, 5, 0, 0, &back), 0);
	assert_int_equal(cache_timing_request(t, CACHE_L2D, false, 5, 0, 1, &back), 4);
	assert_int_equal(back, 10);
	assert_int_equal(cache_timing_request(t, CACHE_L1D, true, 1, 0, 2, &back), 0);
	assert_int_equal(back, 3);
	/* a secondary miss holds its entry until its line is back: a store
	 * to memory at 0x4000 in cycle 20 (entry until 25, line back in
	 * 220); a store at 0x4008 in 21, secondary, holds the other entry
	 * until 220; one at 0x4010 in 22 waits for the first entry (25: held
	 * 3) and holds it until 220; a store to another line (0x8000, an L2D
	 * hit) in 26 waits for 220: held 194, back 225. */
	cache_timing_reset(t);
	assert_int_equal(issue(t, CACHE_MEMORY, false, 200, 0x4000, false, 20, &back, &sec), 0);
	assert_int_equal(back, 220);
	assert_int_equal(issue(t, CACHE_L2D, false, 5, 0x4008, false, 21, &back, &sec), 0);
	assert_true(sec);
	assert_int_equal(issue(t, CACHE_L2D, false, 5, 0x4010, false, 22, &back, &sec), 3);
	assert_int_equal(back, 220);
	assert_int_equal(issue(t, CACHE_L2D, false, 5, 0x8000, false, 26, &back, &sec), 194);
	assert_int_equal(back, 225);
	cache_timing_free(t);
	/* l2d_ozq_entries=0: no limit, the fourth is not held (back 31) */
	c.param[CACHE_L2D_OZQ_ENTRIES] = 0;
	t = cache_timing_new(&c);
	issue(t, CACHE_MEMORY, false, 200, 0x4000, false, 20, &back, &sec);
	issue(t, CACHE_L2D, false, 5, 0x4008, false, 21, &back, &sec);
	issue(t, CACHE_L2D, false, 5, 0x4010, false, 22, &back, &sec);
	assert_int_equal(issue(t, CACHE_L2D, false, 5, 0x8000, false, 26, &back, &sec), 0);
	assert_int_equal(back, 31);
	cache_timing_free(t);

	/* Recirculation: l2d_recirc_cycles = 6.  An FP load hitting L2D (6)
	 * cancelled for a bank conflict in cycle 0: back in 6 + 6 = 12; a
	 * same-index miss to L3 (14): 20; an integer load that hits L1D is
	 * no L2D request, nothing to cancel: 1.  With one OzQ entry, the
	 * cancelled hit holds it 5 + 6 = 11 cycles: the next request, in
	 * cycle 0, is held 11.  l2d_recirc_cycles=0: no cost (back 6). */
	cache_config_init(&c);
	c.param[CACHE_BUS_CYCLES_PER_LINE] = 0;
	t = cache_timing_new(&c);
	issue(t, CACHE_L2D, false, 6, 0, true, 0, &back, &sec);
	assert_int_equal(back, 12);
	issue(t, CACHE_L3, false, 14, 0, true, 0, &back, &sec);
	assert_int_equal(back, 20);
	issue(t, CACHE_L1D, true, 1, 0, true, 0, &back, &sec);
	assert_int_equal(back, 1);
	cache_timing_free(t);
	c.param[CACHE_L2D_OZQ_ENTRIES] = 1;
	t = cache_timing_new(&c);
	assert_int_equal(issue(t, CACHE_L2D, false, 6, 0, true, 0, &back, &sec), 0);
	assert_int_equal(issue(t, CACHE_L2D, false, 6, 0, false, 0, &back, &sec), 11);
	assert_int_equal(back, 17);
	cache_timing_free(t);
	c.param[CACHE_L2D_RECIRC_CYCLES] = 0;
	c.param[CACHE_L2D_OZQ_ENTRIES] = 32;
	t = cache_timing_new(&c);
	issue(t, CACHE_L2D, false, 6, 0, true, 0, &back, &sec);
	assert_int_equal(back, 6);
	cache_timing_free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_params),
		cmocka_unit_test(test_sweep_cold_warm),
		cmocka_unit_test(test_reset_as_new),
		cmocka_unit_test(test_l1d_set_thrash),
		cmocka_unit_test(test_store_write_back),
		cmocka_unit_test(test_fp_bypasses_l1d),
		cmocka_unit_test(test_tlb),
		cmocka_unit_test(test_l1_hints),
		cmocka_unit_test(test_nta_l2d),
		cmocka_unit_test(test_lfetch),
		cmocka_unit_test(test_semaphore),
		cmocka_unit_test(test_line_crossing),
		cmocka_unit_test(test_misaligned),
		cmocka_unit_test(test_physical_index),
		cmocka_unit_test(test_l2d_miss_order),
		cmocka_unit_test(test_l3_dirty_victim),
		cmocka_unit_test(test_inclusive),
		cmocka_unit_test(test_fetch),
		cmocka_unit_test(test_prefetch_straight),
		cmocka_unit_test(test_prefetch_loop),
		cmocka_unit_test(test_prefetch_stops),
		cmocka_unit_test(test_l2d_ops_and_fills),
		cmocka_unit_test(test_bank_conflicts_and_same_index),
		cmocka_unit_test(test_counts_diff),
		cmocka_unit_test(test_timing),
		cmocka_unit_test(test_timing_inflight),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
