/*
 * machine/cache.c - the memory hierarchy model (docs/memory.md).
 *
 * Every cache and TLB is a set of "levels": sets of ways, each set an
 * array of line numbers ordered from the most to the least recently used,
 * its valid entries packed at the front (true LRU, section 1).  A TLB is a
 * level of one set whose lines are pages.  A lookup scans one set and
 * moves the entry found to the front: O(ways), no allocation.
 */
#include "cache.h"
#include "core.h"
#include "../common/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct param_def cache_param_defs[CACHE_PARAM_COUNT] = {
	[CACHE_L1D_SIZE] = {"l1d_size", 16, "KB", "Montecito manual 2.3.3, table 2-9",
		"L1D capacity"},
	[CACHE_L1D_LINE] = {"l1d_line", 64, "bytes", "Montecito manual 2.3.3, table 2-9",
		"L1D line size"},
	[CACHE_L1D_WAYS] = {"l1d_ways", 4, "ways", "Montecito manual 2.3.3, table 2-9",
		"L1D associativity"},
	[CACHE_L1I_SIZE] = {"l1i_size", 16, "KB", "Montecito manual 2.3.3, table 2-9",
		"L1I capacity"},
	[CACHE_L1I_LINE] = {"l1i_line", 64, "bytes", "Montecito manual 2.3.3, table 2-9",
		"L1I line size"},
	[CACHE_L1I_WAYS] = {"l1i_ways", 4, "ways", "Montecito manual 2.3.3, table 2-9",
		"L1I associativity"},
	[CACHE_L2D_SIZE] = {"l2d_size", 256, "KB", "Montecito manual 2.3.3, table 2-9",
		"L2D capacity"},
	[CACHE_L2D_LINE] = {"l2d_line", 128, "bytes", "Montecito manual 2.3.3, table 2-9",
		"L2D line size"},
	[CACHE_L2D_WAYS] = {"l2d_ways", 8, "ways", "Montecito manual 2.3.3, table 2-9",
		"L2D associativity"},
	[CACHE_L2I_SIZE] = {"l2i_size", 1024, "KB", "Montecito manual 2.3.3, table 2-9",
		"L2I capacity"},
	[CACHE_L2I_LINE] = {"l2i_line", 128, "bytes", "Montecito manual 2.3.3, table 2-9",
		"L2I line size"},
	[CACHE_L2I_WAYS] = {"l2i_ways", 8, "ways", "Montecito manual 2.3.3, table 2-9",
		"L2I associativity"},
	[CACHE_L3_SIZE] = {"l3_size", 12288, "KB", "Montecito manual 2.3.3, table 2-9",
		"L3 capacity"},
	[CACHE_L3_LINE] = {"l3_line", 128, "bytes", "Montecito manual 2.3.3, table 2-9",
		"L3 line size"},
	[CACHE_L3_WAYS] = {"l3_ways", 12, "ways", "Montecito manual 2.3.3, table 2-9",
		"L3 associativity"},
	[CACHE_PAGE_SIZE] = {"page_size", 16384, "bytes",
		"model choice (Linux's default page size on IA-64)",
		"bytes a TLB entry maps, and the unit of the physical mapping"},
	[CACHE_PHYSICAL_MAPPING] = {"physical_mapping", 0, "0", "model choice",
		"virtual to physical pages: 0, a page to the physical page of the same number"},
	[CACHE_L1D_STORE_ALLOCATE] = {"l1d_store_allocate", 0, "0 or 1",
		"model choice (table 2-9: the L1D is write-through)",
		"a store that misses L1D fills its line (1) or not (0)"},
	[CACHE_L2D_WRITE_ALLOCATE] = {"l2d_write_allocate", 1, "0 or 1", "model choice",
		"a store that misses L2D fills its line (1) or writes to L3 (0)"},
	[CACHE_NTA_INSERT_LRU] = {"nta_insert_lru", 1, "0 or 1", "model choice",
		"a line a .nta load or lfetch brings into L2D is its set's least recently used"},
	[CACHE_INCLUSIVE] = {"inclusive", 0, "0 or 1", "model choice",
		"a line a level replaces leaves the levels above it too (1) or stays (0)"},
	[CACHE_L1DTLB_ENTRIES] = {"l1dtlb_entries", 32, "entries",
		"model choice (Itanium 2 reference manual 251110)", "L1DTLB entries, fully associative"},
	[CACHE_L2DTLB_ENTRIES] = {"l2dtlb_entries", 128, "entries",
		"model choice (Itanium 2 reference manual 251110)", "L2DTLB entries, fully associative"},
	[CACHE_L1ITLB_ENTRIES] = {"l1itlb_entries", 32, "entries",
		"model choice (Itanium 2 reference manual 251110)", "L1ITLB entries, fully associative"},
	[CACHE_L2ITLB_ENTRIES] = {"l2itlb_entries", 128, "entries",
		"model choice (Itanium 2 reference manual 251110)", "L2ITLB entries, fully associative"},
	[CACHE_L2D_LATENCY] = {"l2d_latency", 5, "cycles",
		"Montecito manual 2.3.3, table 2-9 minimum (typical: 11)",
		"integer load to ALU use, L2D hit"},
	[CACHE_L3_LATENCY] = {"l3_latency", 14, "cycles",
		"Montecito manual 2.3.3, table 2-9 minimum (typical: 21)",
		"load to use, L3 hit"},
	[CACHE_MEMORY_LATENCY] = {"memory_latency", 200, "cycles",
		"Montecito manual 2.3.2, table 2-8 notes 3 and 4 (180-225)",
		"load to use, from memory"},
	[CACHE_L1DTLB_TRANSFER_CYCLES] = {"l1dtlb_transfer_cycles", 4, "cycles",
		"model choice (Itanium 2 measurements: +4 cycles)",
		"the L1D holds an access whose L1DTLB miss hits L2DTLB"},
	[CACHE_HPW_CYCLES] = {"hpw_cycles", 19, "cycles",
		"model choice (Itanium 2 measurements: +4, then +15 for a walk hitting L2)",
		"the L1D holds an access whose L2DTLB miss the hardware page walker serves"},
	[CACHE_L1D_FILL_ENTRIES] = {"l1d_fill_entries", 8, "entries",
		"Montecito manual 2.3.3, table 2-9 (L1D queuing: 8 fills)",
		"L1D misses of integer loads in flight at once; 0: no limit"},
	[CACHE_L2D_FILL_ENTRIES] = {"l2d_fill_entries", 16, "entries",
		"Montecito manual 2.3.3, table 2-9 (L2D queuing: 32 OzQ / 16 fills)",
		"L2D misses in flight at once; 0: no limit"},
	[CACHE_BUS_CYCLES_PER_LINE] = {"bus_cycles_per_line", 24, "cycles",
		"model choice (a 1.6 GHz core on a 533 MT/s, 16-byte system bus: 8.5 GB/s)",
		"core cycles the system bus takes to move one 128-byte line; 0: no limit"},
	[CACHE_IFETCH_STREAM_LINES] = {"ifetch_stream_lines", 7, "L1I lines",
		"model choice (Montecito manual table 2-9: the L1I takes 1 demand + 7 prefetch "
		"fills; 4.8.1: br.many starts streaming; how far is not documented)",
		"lines the instruction prefetch stream a taken .many branch starts keeps ahead "
		"of the demand fetch (0: no instruction prefetch)"},
	[CACHE_L2I_LATENCY] = {"l2i_latency", 7, "cycles",
		"Montecito manual 2.3.3, table 2-9 minimum (typical: 10)",
		"an instruction fetch served by L2I (the front end waits this less L1I's 1 cycle)"},
	[CACHE_L2D_RMW_STORE_BYTES] = {"l2d_rmw_store_bytes", 0, "bytes",
		"model choice (Montecito manual, L2D_OPS_ISSUED: RMW counts read_modify_write "
		"stores and semaphores, without saying which stores)",
		"a store of fewer bytes is a read-modify-write in L2D (L2D_OPS_ISSUED.RMW); "
		"0: none is"},
	[CACHE_L2D_READ_FILL_STATE] = {"l2d_read_fill_state", 1, "1 (E) or 2 (S)",
		"model choice (one core, no other cache holds the line; the manual gives no rule)",
		"the MESI state of a line filled into L2D for a load or lfetch "
		"(L2D_FILL_MESI_STATE's umask code; ld.bias and lfetch.excl fill E)"},
	[CACHE_L2D_WRITE_FILL_STATE] = {"l2d_write_fill_state", 0, "0 (M) or 1 (E)",
		"model choice (the manual gives no rule)",
		"the MESI state of a line filled into L2D for a store or semaphore "
		"(L2D_FILL_MESI_STATE's umask code)"},
	[CACHE_ALAT_ENTRIES] = {"alat_entries", 32, "entries",
		"model choice (Itanium 2 reference manual 251110: 32 entries, fully "
		"associative; the Montecito manual gives neither size nor policy)",
		"ALAT entries, fully associative, the least recently inserted replaced"},
	[CACHE_L2D_BANKS] = {"l2d_banks", 16, "banks",
		"model choice (Montecito manual 2.3.3: 'pseudo four-ported with 16-byte banks', "
		"not how many)",
		"16-byte L2D data banks; the bank of an address is its 16-byte block "
		"modulo this (16: address bits 7:4)"},
	[CACHE_INFLIGHT_WAIT] = {"inflight_wait", 1, "0 or 1",
		"Montecito manual 2.3.3.2 (secondary misses are suspended until the L2D "
		"fill, which satisfies them)",
		"an access to a line still being filled, which the walk served as a hit, "
		"waits for the fill (1) or is timed as the hit (0)"},
	[CACHE_L2D_OZQ_ENTRIES] = {"l2d_ozq_entries", 32, "entries",
		"Montecito manual 2.3.3, table 2-9 (L2D queuing: 32 OzQ / 16 fills) and "
		"2.3.3.2 (32 requests: hits, or misses not yet passed to L3)",
		"L2D requests in the OzQ at once; when all are busy the L1D holds the "
		"group (L2D back pressure); 0: no limit"},
	[CACHE_L2D_OZQ_CYCLES] = {"l2d_ozq_cycles", 5, "cycles",
		"model choice (the manual does not say how long a request stays; table "
		"2-9's minimum L2D latency, the hit's own time in the L2D)",
		"cycles an L2D request holds its OzQ entry when it hits or is passed on "
		"to L3 as a miss (a secondary miss holds it until its line is back)"},
	[CACHE_L2D_RECIRC_CYCLES] = {"l2d_recirc_cycles", 6, "cycles",
		"model choice (the manual gives no figure: table 2-9's typical less its "
		"minimum L2D latency, 11 - 5, an operation that loses its bypass)",
		"cycles an L2D bank-conflict cancel (L2D_OZQ_CANCELS0.BANK_CONF) or a "
		"same-index recirculate (L2D_FORCE_RECIRC.SAME_INDEX) adds to its request's "
		"data and OzQ entry; 0: none"},
};

const struct param_table cache_params = {
	"machine", "memory hierarchy", cache_param_defs, CACHE_PARAM_COUNT
};

void cache_config_init(struct cache_config *c)
{
	param_defaults(&cache_params, c->param);
	c->int_load_latency = (unsigned)core_params.defs[CORE_INT_LOAD_LATENCY].deflt;
	c->fp_load_latency = (unsigned)core_params.defs[CORE_FP_LOAD_LATENCY].deflt;
}

double cache_param(const struct cache_config *c, enum cache_param id)
{
	return c->param[id];
}

static bool power_of_two(uint64_t v)
{
	return v && !(v & (v - 1));
}

static unsigned log2_of(uint64_t v)
{
	unsigned n = 0;
	while (v > 1) {
		v >>= 1;
		n++;
	}
	return n;
}

static uint64_t value(const struct cache_config *c, enum cache_param id)
{
	return (uint64_t)c->param[id];
}

/* The geometry of one cache: size, line, ways parameters in a row. */
static bool check_cache(const struct cache_config *c, enum cache_param size, char *err,
			size_t errlen)
{
	const char *name = cache_param_defs[size].name;
	uint64_t bytes = value(c, size) * 1024, line = value(c, size + 1);
	uint64_t ways = value(c, size + 2);
	if (!power_of_two(line)) {
		snprintf(err, errlen, "%s: the line size must be a power of two",
			 cache_param_defs[size + 1].name);
		return false;
	}
	if (!ways || !bytes || bytes % (line * ways) || !power_of_two(bytes / (line * ways))) {
		snprintf(err, errlen, "%s: size / (line * ways) must be a power of two", name);
		return false;
	}
	return true;
}

bool cache_config_check(const struct cache_config *c, char *err, size_t errlen)
{
	static const enum cache_param caches[] = {
		CACHE_L1D_SIZE, CACHE_L1I_SIZE, CACHE_L2D_SIZE, CACHE_L2I_SIZE, CACHE_L3_SIZE
	};
	for (size_t i = 0; i < sizeof caches / sizeof caches[0]; i++)
		if (!check_cache(c, caches[i], err, errlen))
			return false;
	uint64_t l1d = value(c, CACHE_L1D_LINE), l2d = value(c, CACHE_L2D_LINE);
	uint64_t l1i = value(c, CACHE_L1I_LINE), l2i = value(c, CACHE_L2I_LINE);
	uint64_t l3 = value(c, CACHE_L3_LINE), page = value(c, CACHE_PAGE_SIZE);
	if (l1d > l2d || l2d > l3 || l1i > l2i || l2i > l3 || l1i < 32) {
		snprintf(err, errlen, "line sizes must grow from L1 to L3 (and L1I's hold "
			 "a 32-byte fetch pair)");
		return false;
	}
	if (!power_of_two(page) || page < l3) {
		snprintf(err, errlen, "page_size must be a power of two, at least a line");
		return false;
	}
	if (value(c, CACHE_PHYSICAL_MAPPING) != 0) {
		snprintf(err, errlen, "physical_mapping: only 0 (identity) is defined");
		return false;
	}
	static const enum cache_param flags[] = {
		CACHE_L1D_STORE_ALLOCATE, CACHE_L2D_WRITE_ALLOCATE, CACHE_NTA_INSERT_LRU,
		CACHE_INCLUSIVE
	};
	for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
		if (value(c, flags[i]) > 1) {
			snprintf(err, errlen, "%s must be 0 or 1", cache_param_defs[flags[i]].name);
			return false;
		}
	uint64_t rf = value(c, CACHE_L2D_READ_FILL_STATE), wf = value(c, CACHE_L2D_WRITE_FILL_STATE);
	if (rf != CACHE_FILL_E && rf != CACHE_FILL_S) {
		snprintf(err, errlen, "l2d_read_fill_state must be 1 (E) or 2 (S)");
		return false;
	}
	if (wf != CACHE_FILL_M && wf != CACHE_FILL_E) {
		snprintf(err, errlen, "l2d_write_fill_state must be 0 (M) or 1 (E)");
		return false;
	}
	if (!power_of_two(value(c, CACHE_L2D_BANKS))) {
		snprintf(err, errlen, "l2d_banks must be a power of two");
		return false;
	}
	for (int t = CACHE_L1DTLB_ENTRIES; t <= CACHE_L2ITLB_ENTRIES; t++)
		if (!value(c, (enum cache_param)t)) {
			snprintf(err, errlen, "%s must be at least 1", cache_param_defs[t].name);
			return false;
		}
	static const enum cache_param queues[] = {
		CACHE_L1D_FILL_ENTRIES, CACHE_L2D_FILL_ENTRIES, CACHE_L2D_OZQ_ENTRIES
	};
	for (size_t k = 0; k < sizeof queues / sizeof *queues; k++)
		if (value(c, queues[k]) > CACHE_TIMING_MAX_ENTRIES) {
			snprintf(err, errlen, "%s must be at most %d",
				 cache_param_defs[queues[k]].name, CACHE_TIMING_MAX_ENTRIES);
			return false;
		}
	if (value(c, CACHE_INFLIGHT_WAIT) > 1) {
		snprintf(err, errlen, "inflight_wait must be 0 or 1");
		return false;
	}
	double lines = c->param[CACHE_IFETCH_STREAM_LINES];
	if (!(lines >= 0 && lines <= 4096) || lines != (double)(uint64_t)lines) {
		snprintf(err, errlen, "ifetch_stream_lines must be a whole number, 0 to 4096");
		return false;
	}
	return true;
}

const char *cache_level_name(enum cache_level l)
{
	static const char *const names[CACHE_LEVEL_COUNT] = {
		[CACHE_NONE] = "none", [CACHE_L1D] = "L1D", [CACHE_L1I] = "L1I",
		[CACHE_L2D] = "L2D", [CACHE_L2I] = "L2I", [CACHE_L3] = "L3",
		[CACHE_MEMORY] = "memory",
	};
	return (unsigned)l < CACHE_LEVEL_COUNT ? names[l] : "?";
}

/* ---- sets of ways -------------------------------------------------------- */

/* A cache or TLB.  tag[set * ways + i] is the line number + 1 of the
 * i-th most recently used way of set (0: empty; the empty ways are the
 * last ones). */
struct level {
	unsigned line_shift;	/* log2 of the line (page) size */
	uint64_t set_mask;	/* sets - 1 */
	unsigned ways;
	uint64_t *tag;
	uint8_t *dirty;
	/* the sets filled since the level was last cleared (a set emptied
	 * and filled again is there twice), while fewer than an eighth of
	 * them: clearing a level zeroes only those, and an L3 a small
	 * program never reached costs neither the time nor the memory of
	 * zeroing its 0.9 MB of tags */
	uint32_t *filled;
	size_t nfilled;
	bool all_filled;	/* more than that: clearing zeroes every set */
};

static void level_init(struct level *lv, uint64_t bytes, uint64_t line, uint64_t ways)
{
	uint64_t sets = bytes / (line * ways);
	lv->line_shift = log2_of(line);
	lv->set_mask = sets - 1;
	lv->ways = (unsigned)ways;
	lv->tag = xcalloc((size_t)(sets * ways), sizeof lv->tag[0]);
	lv->dirty = xcalloc((size_t)(sets * ways), 1);
	lv->filled = xmalloc((size_t)(sets / 8 + 1) * sizeof *lv->filled);
}

/* The set at base is no longer empty. */
static void note_filled(struct level *lv, size_t base)
{
	if (lv->all_filled)
		return;
	if (lv->nfilled == (size_t)((lv->set_mask + 1) / 8 + 1)) {
		lv->all_filled = true;
		return;
	}
	lv->filled[lv->nfilled++] = (uint32_t)(base / lv->ways);
}

static void level_clear(struct level *lv)
{
	if (lv->all_filled) {
		size_t n = (size_t)((lv->set_mask + 1) * lv->ways);
		memset(lv->tag, 0, n * sizeof lv->tag[0]);
		memset(lv->dirty, 0, n);
	} else {
		for (size_t k = 0; k < lv->nfilled; k++) {
			size_t base = (size_t)lv->filled[k] * lv->ways;
			memset(&lv->tag[base], 0, lv->ways * sizeof lv->tag[0]);
			memset(&lv->dirty[base], 0, lv->ways);
		}
	}
	lv->nfilled = 0;
	lv->all_filled = false;
}

static void level_free(struct level *lv)
{
	free(lv->tag);
	free(lv->dirty);
	free(lv->filled);
}

static uint64_t line_of(const struct level *lv, uint64_t addr)
{
	return addr >> lv->line_shift;
}

/* The first way of line's set. */
static size_t set_base(const struct level *lv, uint64_t line)
{
	return (size_t)(line & lv->set_mask) * lv->ways;
}

/* The way of set base holding line, or -1. */
static int find(const struct level *lv, size_t base, uint64_t line)
{
	for (unsigned i = 0; i < lv->ways && lv->tag[base + i]; i++)
		if (lv->tag[base + i] == line + 1)
			return (int)i;
	return -1;
}

/* The number of valid ways of set base. */
static unsigned used(const struct level *lv, size_t base)
{
	unsigned n = 0;
	while (n < lv->ways && lv->tag[base + n])
		n++;
	return n;
}

/* Way i of set base becomes the most recently used. */
static void touch(struct level *lv, size_t base, int i)
{
	if (i <= 0)
		return;
	uint64_t t = lv->tag[base + i];
	uint8_t d = lv->dirty[base + i];
	memmove(&lv->tag[base + 1], &lv->tag[base], (size_t)i * sizeof lv->tag[0]);
	memmove(&lv->dirty[base + 1], &lv->dirty[base], (size_t)i);
	lv->tag[base] = t;
	lv->dirty[base] = d;
}

/* Looks line up; on a hit it becomes the most recently used.  Returns the
 * way (0 after the move), or -1. */
static int lookup(struct level *lv, uint64_t line)
{
	size_t base = set_base(lv, line);
	int i = find(lv, base, line);
	touch(lv, base, i);
	return i < 0 ? -1 : 0;
}

/* A line replaced. */
struct victim {
	bool valid, dirty;
	uint64_t line;
};

/* Puts line (not resident) into its set, as the most recently used way or
 * (lru) the least recently used one, replacing the least recently used
 * line of a full set (*v says which).  Returns the index of its way in the
 * tag array. */
static size_t insert(struct level *lv, uint64_t line, bool lru, bool dirty, struct victim *v)
{
	size_t base = set_base(lv, line);
	unsigned n = used(lv, base);
	if (n == 0)
		note_filled(lv, base);
	v->valid = false;
	if (n == lv->ways) {
		n--;
		v->valid = true;
		v->dirty = lv->dirty[base + n];
		v->line = lv->tag[base + n] - 1;
	}
	size_t at = base + n;
	if (!lru) {
		memmove(&lv->tag[base + 1], &lv->tag[base], n * sizeof lv->tag[0]);
		memmove(&lv->dirty[base + 1], &lv->dirty[base], n);
		at = base;
	}
	lv->tag[at] = line + 1;
	lv->dirty[at] = dirty;
	return at;
}

/* Removes line if resident; returns whether it was, and whether dirty. */
static bool invalidate(struct level *lv, uint64_t line, bool *was_dirty)
{
	size_t base = set_base(lv, line);
	int i = find(lv, base, line);
	if (i < 0)
		return false;
	if (was_dirty)
		*was_dirty = lv->dirty[base + i];
	unsigned n = used(lv, base);
	unsigned after = n - (unsigned)i - 1;
	memmove(&lv->tag[base + i], &lv->tag[base + i + 1], after * sizeof lv->tag[0]);
	memmove(&lv->dirty[base + i], &lv->dirty[base + i + 1], after);
	lv->tag[base + n - 1] = 0;
	lv->dirty[base + n - 1] = 0;
	return true;
}

/* A TLB lookup: the most recently used entry first, as consecutive
 * accesses usually share a page. */
static bool tlb_lookup(struct level *lv, uint64_t page)
{
	if (lv->tag[0] == page + 1)
		return true;
	return lookup(lv, page) >= 0;
}

/* The walker's insert: the entry, if missing, as the most recently used. */
static void tlb_fill(struct level *lv, uint64_t page)
{
	struct victim v;
	if (find(lv, 0, page) < 0)
		insert(lv, page, false, false, &v);
}

/* ---- the hierarchy ------------------------------------------------------- */

enum { L1D, L1I, L2D, L2I, L3, L1DTLB, L2DTLB, L1ITLB, L2ITLB, NLEVELS };

/* L2D operations remembered per issue group: six syllables, two line
 * parts each at most */
#define CACHE_GROUP_MAX 16

struct cache_sim {
	struct cache_config c;
	struct level lv[NLEVELS];
	struct cache_counts n;
	bool store_allocate_l1d, write_allocate_l2d, nta_lru, inclusive;
	unsigned lat_l2d, lat_l3, lat_mem, lat_transfer, lat_walk;
	/* the instruction prefetch stream */
	uint64_t stream_lines;		/* ifetch_stream_lines */
	bool stream;			/* running */
	uint64_t pf_next;		/* the next L1I line it prefetches */
	uint8_t redirect;		/* the next fetch is a taken branch's
					 * target: 0 no, 1 not .many, 2 .many */
	uint64_t rmw_store_bytes;
	uint8_t read_fill, write_fill;	/* enum cache_fill_state */
	/* the L2D operations of the current issue group, for bank
	 * conflicts (its hits) and same-index recirculations (its misses) */
	uint64_t bank_mask;		/* l2d_banks - 1 */
	bool join_group;		/* cache_same_group was called */
	unsigned ngroup;
	struct { uint64_t line, bank; bool hit; } group[CACHE_GROUP_MAX];
};

struct cache_sim *cache_sim_new(const struct cache_config *c, char *err, size_t errlen)
{
	if (!cache_config_check(c, err, errlen))
		return NULL;
	struct cache_sim *s = xcalloc(1, sizeof *s);
	s->c = *c;
	static const enum cache_param geometry[] = {
		[L1D] = CACHE_L1D_SIZE, [L1I] = CACHE_L1I_SIZE, [L2D] = CACHE_L2D_SIZE,
		[L2I] = CACHE_L2I_SIZE, [L3] = CACHE_L3_SIZE
	};
	for (int i = L1D; i <= L3; i++)
		level_init(&s->lv[i], value(c, geometry[i]) * 1024, value(c, geometry[i] + 1),
			   value(c, geometry[i] + 2));
	uint64_t page = value(c, CACHE_PAGE_SIZE);
	for (int i = L1DTLB; i <= L2ITLB; i++) {
		uint64_t entries = value(c, (enum cache_param)(CACHE_L1DTLB_ENTRIES + i - L1DTLB));
		level_init(&s->lv[i], page * entries, page, entries);
	}
	s->store_allocate_l1d = value(c, CACHE_L1D_STORE_ALLOCATE);
	s->write_allocate_l2d = value(c, CACHE_L2D_WRITE_ALLOCATE);
	s->nta_lru = value(c, CACHE_NTA_INSERT_LRU);
	s->inclusive = value(c, CACHE_INCLUSIVE);
	s->lat_l2d = (unsigned)value(c, CACHE_L2D_LATENCY);
	s->lat_l3 = (unsigned)value(c, CACHE_L3_LATENCY);
	s->lat_mem = (unsigned)value(c, CACHE_MEMORY_LATENCY);
	s->lat_transfer = (unsigned)value(c, CACHE_L1DTLB_TRANSFER_CYCLES);
	s->lat_walk = (unsigned)value(c, CACHE_HPW_CYCLES);
	s->stream_lines = value(c, CACHE_IFETCH_STREAM_LINES);
	s->rmw_store_bytes = value(c, CACHE_L2D_RMW_STORE_BYTES);
	s->read_fill = (uint8_t)value(c, CACHE_L2D_READ_FILL_STATE);
	s->write_fill = (uint8_t)value(c, CACHE_L2D_WRITE_FILL_STATE);
	s->bank_mask = value(c, CACHE_L2D_BANKS) - 1;
	return s;
}

void cache_sim_free(struct cache_sim *s)
{
	if (!s)
		return;
	for (int i = 0; i < NLEVELS; i++)
		level_free(&s->lv[i]);
	free(s);
}

void cache_sim_reset(struct cache_sim *s)
{
	for (int i = 0; i < NLEVELS; i++)
		level_clear(&s->lv[i]);
	cache_fetch_stop(s);
	s->ngroup = 0;
	s->join_group = false;
	cache_sim_clear_counts(s);
}

void cache_same_group(struct cache_sim *s)
{
	s->join_group = true;
}

void cache_sim_clear_counts(struct cache_sim *s)
{
	memset(&s->n, 0, sizeof s->n);
}

void cache_sim_counts(const struct cache_sim *s, struct cache_counts *out)
{
	*out = s->n;
}

const struct cache_config *cache_sim_config(const struct cache_sim *s)
{
	return &s->c;
}

_Static_assert(sizeof(struct cache_counts) % sizeof(uint64_t) == 0,
	       "struct cache_counts holds uint64_t counts only");

void cache_counts_diff(struct cache_counts *d, const struct cache_counts *after,
		       const struct cache_counts *before)
{
	enum { N = sizeof(struct cache_counts) / sizeof(uint64_t) };
	uint64_t a[N], b[N];
	memcpy(a, after, sizeof a);
	memcpy(b, before, sizeof b);
	for (size_t i = 0; i < N; i++)
		a[i] -= b[i];
	memcpy(d, a, sizeof a);
}

void cache_counts_add_times(struct cache_counts *to, const struct cache_counts *d,
			    uint64_t times)
{
	enum { N = sizeof(struct cache_counts) / sizeof(uint64_t) };
	uint64_t a[N], b[N];
	memcpy(a, to, sizeof a);
	memcpy(b, d, sizeof b);
	for (size_t i = 0; i < N; i++)
		a[i] += b[i] * times;
	memcpy(to, a, sizeof a);
}

void cache_counts_add(struct cache_counts *to, const struct cache_counts *d)
{
	cache_counts_add_times(to, d, 1);
}

uint64_t cache_physical(const struct cache_sim *s, uint64_t vaddr)
{
	(void)s;	/* physical_mapping=0: the page of the same number */
	return vaddr;
}

/* inclusive=1: the lines of level `above` within [addr, addr + bytes)
 * leave it; returns whether one of them was dirty. */
static bool back_invalidate(struct cache_sim *s, int above, uint64_t addr, uint64_t bytes)
{
	struct level *lv = &s->lv[above];
	uint64_t step = UINT64_C(1) << lv->line_shift;
	bool any_dirty = false;
	for (uint64_t a = addr; a < addr + bytes; a += step) {
		bool d = false;
		/* L1D and L1I are virtually indexed: under the identity mapping
		 * the virtual address of a physical line is its own */
		if (invalidate(lv, line_of(lv, a), &d))
			any_dirty |= d;
	}
	return any_dirty;
}

/* Why L3 is looked up: the L3_READS and L3_WRITES umask groups. */
enum l3_kind { L3_DATA_READ, L3_INST, L3_INST_PREFETCH, L3_DATA_WRITE, L3_WRITEBACK };

/* One L3 reference to the line of physical address pa; returns where the
 * line was: CACHE_L3 or CACHE_MEMORY.  dirty: the reference writes the
 * line's data into L3 (an L2D write-back, or a store L2D does not
 * allocate). */
static enum cache_level l3_access(struct cache_sim *s, uint64_t pa, enum l3_kind kind, bool dirty)
{
	struct level *lv = &s->lv[L3];
	uint64_t line = line_of(lv, pa);
	struct cache_counts *n = &s->n;
	if (lookup(lv, line) >= 0) {
		if (dirty)
			lv->dirty[set_base(lv, line)] = 1;
		switch (kind) {
		case L3_DATA_READ: n->l3_data_read_hits++; break;
		case L3_INST: n->l3_inst_hits++; break;
		case L3_INST_PREFETCH: n->l3_inst_pf_hits++; break;
		case L3_DATA_WRITE: n->l3_data_write_hits++; break;
		case L3_WRITEBACK: n->l3_wb_hits++; break;
		}
		return CACHE_L3;
	}
	switch (kind) {	/* a write-back writes the whole line: no memory read */
	case L3_DATA_READ: n->l3_data_read_misses++; n->mem_data_reads++; break;
	case L3_INST: n->l3_inst_misses++; n->mem_inst_reads++; break;
	case L3_INST_PREFETCH: n->l3_inst_pf_misses++; n->mem_inst_reads++; break;
	case L3_DATA_WRITE: n->l3_data_write_misses++; n->mem_rfo_reads++; break;
	case L3_WRITEBACK: n->l3_wb_misses++; break;
	}
	struct victim v;
	insert(lv, line, false, dirty, &v);
	if (v.valid) {
		n->l3_victims++;
		bool dirty_victim = v.dirty;
		if (s->inclusive) {
			uint64_t at = v.line << lv->line_shift, bytes = UINT64_C(1) << lv->line_shift;
			/* L2D's copies, and L1D's within them; a dirty L2D copy
			 * goes to memory with the victim */
			dirty_victim |= back_invalidate(s, L2D, at, bytes);
			back_invalidate(s, L1D, at, bytes);
			back_invalidate(s, L2I, at, bytes);
			back_invalidate(s, L1I, at, bytes);
		}
		if (dirty_victim) {
			n->l3_dirty_victims++;
			n->mem_writes++;
		}
	}
	return CACHE_MEMORY;
}

/* What kind of L2D reference. */
enum l2d_kind { L2D_LOAD, L2D_PREFETCH, L2D_STORE, L2D_SEMAPHORE };

/* An L2D operation: its kind and what the counts and the fill need. */
struct l2d_op {
	enum l2d_kind kind;
	bool nta;		/* a miss inserts the line least recently used */
	bool fp;		/* a floating-point load (L2D_OPS_ISSUED.FP_LOAD) */
	bool rmw;		/* a store narrower than l2d_rmw_store_bytes */
	uint8_t fill;		/* enum cache_fill_state of the line a miss fills */
};

/* One L2D reference to the line of physical address pa; returns where the
 * data was. */
static enum cache_level l2d_access(struct cache_sim *s, uint64_t pa, uint64_t first_byte,
				   const struct l2d_op *op, bool *wrote_back)
{
	struct level *lv = &s->lv[L2D];
	struct cache_counts *n = &s->n;
	enum l2d_kind kind = op->kind;
	bool writes = kind == L2D_STORE || kind == L2D_SEMAPHORE;
	/* each reference is one operation issued (L2D_OPS_ISSUED) */
	switch (kind) {
	case L2D_LOAD: n->l2d_load_refs++; n->l2d_fp_load_refs += op->fp; break;
	case L2D_PREFETCH: n->l2d_prefetch_refs++; break;
	case L2D_STORE: n->l2d_store_refs++; n->l2d_rmw_store_refs += op->rmw; break;
	case L2D_SEMAPHORE: n->l2d_semaphore_refs++; break;
	}
	uint64_t line = line_of(lv, pa);
	uint64_t bank = (first_byte >> 4) & s->bank_mask;
	bool hit = lookup(lv, line) >= 0;
	/* against the older operations of its issue group: a hit in the
	 * 16-byte bank an older hit read in another line is cancelled (a
	 * bank conflict; recirculated, it still completes: one operation
	 * issued); a miss to the set an older miss of another line went to
	 * is forced to recirculate (L2D_FORCE_RECIRC.SAME_INDEX) */
	for (unsigned g = 0; g < s->ngroup; g++) {
		if (s->group[g].hit != hit || s->group[g].line == line)
			continue;
		if (hit && s->group[g].bank == bank) {
			n->l2d_bank_conflicts++;
			break;
		}
		if (!hit && (s->group[g].line & lv->set_mask) == (line & lv->set_mask)) {
			n->l2d_same_index_recircs++;
			break;
		}
	}
	if (s->ngroup < CACHE_GROUP_MAX) {
		s->group[s->ngroup].line = line;
		s->group[s->ngroup].bank = bank;
		s->group[s->ngroup].hit = hit;
		s->ngroup++;
	}
	if (hit) {
		n->l2d_hits++;
		if (writes)
			lv->dirty[set_base(lv, line)] = 1;
		return CACHE_L2D;
	}
	n->l2d_misses++;
	if (kind == L2D_STORE && !s->write_allocate_l2d)
		return l3_access(s, pa, L3_DATA_WRITE, true);
	/* the line is read from L3 first; its fill then replaces the victim */
	enum cache_level from = l3_access(s, pa, writes ? L3_DATA_WRITE : L3_DATA_READ, false);
	switch (op->fill) {	/* L2D_FILL_MESI_STATE */
	case CACHE_FILL_M: n->l2d_fills_m++; break;
	case CACHE_FILL_E: n->l2d_fills_e++; break;
	default: n->l2d_fills_s++; break;
	}
	struct victim v;
	insert(lv, line, op->nta && s->nta_lru, writes, &v);
	if (v.valid) {
		uint64_t at = v.line << lv->line_shift;
		if (s->inclusive)
			back_invalidate(s, L1D, at, UINT64_C(1) << lv->line_shift);
		if (v.dirty) {
			n->l2d_writebacks++;
			*wrote_back = true;
			l3_access(s, at, L3_WRITEBACK, true);
		}
	}
	return from;
}

/* Translates the page of va for a data access; l1d: the access is served
 * by L1D, so the L1DTLB is looked up in parallel with the L2DTLB. */
static enum cache_tlb translate_data(struct cache_sim *s, uint64_t va, bool l1d)
{
	struct level *t1 = &s->lv[L1DTLB], *t2 = &s->lv[L2DTLB];
	uint64_t page = line_of(t2, va);
	bool hit1 = l1d && tlb_lookup(t1, page);
	bool hit2 = tlb_lookup(t2, page);
	if (!hit2) {
		s->n.l2dtlb_misses++;
		tlb_fill(t2, page);
		tlb_fill(t1, page);
		return CACHE_TLB_WALK;
	}
	if (l1d && !hit1) {
		s->n.l1dtlb_transfers++;
		tlb_fill(t1, page);
		return CACHE_TLB_TRANSFER;
	}
	return CACHE_TLB_HIT;
}

/* The latency of data found at level from, for a load (fp: an FP load). */
static unsigned level_latency(const struct cache_sim *s, enum cache_level from, bool fp)
{
	switch (from) {
	case CACHE_L1D: return s->c.int_load_latency;
	case CACHE_L2D: return fp ? s->c.fp_load_latency : s->lat_l2d;
	case CACHE_L3: return s->lat_l3;
	case CACHE_MEMORY: return s->lat_mem;
	default: return 0;
	}
}

bool cache_l1d_serves(const struct mem_access *acc)
{
	return acc->kind == MEM_LOAD && !(acc->flags & MEMF_FP) && acc->size != 16;
}

void cache_l2d_request_kind(const struct cache_sim *s, const struct mem_access *acc,
			    bool *reads, bool *writes)
{
	bool store = acc->kind == MEM_STORE;
	*writes = store || acc->kind == MEM_SEMAPHORE;
	*reads = !store || acc->size < s->rmw_store_bytes;
}

void cache_data_access(struct cache_sim *s, const struct mem_access *acc, uint64_t vaddr,
		       struct cache_outcome *out)
{
	struct cache_outcome dummy;
	if (!out)
		out = &dummy;
	memset(out, 0, sizeof *out);
	if (acc->kind == MEM_NONE)
		return;
	if (!s->join_group)	/* a new issue group */
		s->ngroup = 0;
	s->join_group = false;
	s->n.data_accesses++;
	bool fp = acc->flags & MEMF_FP;
	uint64_t bytes = (uint64_t)acc->size * (acc->flags & MEMF_PAIR ? 2 : 1);
	if (!bytes)	/* lfetch: the line of its address */
		bytes = 1;
	uint64_t last = vaddr + bytes - 1;
	if (last < vaddr)	/* the top of the address space: no wrap */
		last = UINT64_MAX;
	bool load = acc->kind == MEM_LOAD;
	/* a misaligned access that retires without a trap (PSR.ac = 0, as
	 * Linux runs): a load whose bytes stay in one aligned 8, a store in
	 * one aligned 16 (the seed's MISALIGNED_LOADS_RETIRED and
	 * MISALIGNED_STORES_RETIRED notes); semaphores fault when misaligned */
	if (bytes > 1 && (vaddr & (bytes - 1))) {
		if (load && vaddr >> 3 == last >> 3)
			s->n.misaligned_loads++;
		else if (acc->kind == MEM_STORE && vaddr >> 4 == last >> 4)
			s->n.misaligned_stores++;
	}
	/* L1D serves integer loads but ld16 (section 3) */
	bool l1d = cache_l1d_serves(acc);
	/* .nta: loads and lfetch; .nt1 and .nta loads do not fill L1D */
	bool nta = acc->hint == HINT_NTA && (load || acc->kind == MEM_PREFETCH);
	bool l1_fill = acc->hint != HINT_NT1 && acc->hint != HINT_NTA;
	/* the L2D operation each of its parts is (docs/memory.md, section 3) */
	struct l2d_op op = {
		.kind = acc->kind == MEM_STORE ? L2D_STORE
			: acc->kind == MEM_SEMAPHORE ? L2D_SEMAPHORE
			: acc->kind == MEM_PREFETCH ? L2D_PREFETCH : L2D_LOAD,
		.nta = nta,
		.fp = load && fp,
		.rmw = acc->kind == MEM_STORE && bytes < s->rmw_store_bytes,
	};
	/* the fill's state: a store's or semaphore's, ld.bias's and
	 * lfetch.excl's ("ready to be modified", the seed 2.7.2), a read's */
	op.fill = op.kind == L2D_STORE || op.kind == L2D_SEMAPHORE ? s->write_fill
		: acc->flags & (MEMF_BIAS | MEMF_EXCLUSIVE) ? CACHE_FILL_E : s->read_fill;

	/* the TLBs, page by page */
	struct level *tlb = &s->lv[L2DTLB];
	enum cache_tlb tlb_worst = CACHE_TLB_HIT;
	for (uint64_t p = line_of(tlb, vaddr); p <= line_of(tlb, last); p++) {
		enum cache_tlb t = translate_data(s, p << tlb->line_shift, l1d);
		if (t > tlb_worst)
			tlb_worst = t;
	}
	out->tlb = (uint8_t)tlb_worst;

	enum cache_level worst = CACHE_NONE;
	unsigned latency = 0;
	bool wrote_back = false;
	struct level *c1 = &s->lv[L1D], *c2 = &s->lv[L2D];
	if (l1d) {
		/* each L1D line is a read; each miss, one L2D reference */
		out->crossed = line_of(c1, vaddr) != line_of(c1, last);
		for (uint64_t l = line_of(c1, vaddr); l <= line_of(c1, last); l++) {
			s->n.l1d_reads++;
			enum cache_level from = CACHE_L1D;
			if (lookup(c1, l) < 0) {
				s->n.l1d_read_misses++;
				if (acc->flags & MEMF_RSE)
					s->n.l1d_read_misses_rse++;
				uint64_t pa = cache_physical(s, l << c1->line_shift);
				uint64_t first = cache_physical(s, vaddr);
				from = l2d_access(s, pa, pa > first ? pa : first, &op,
						  &wrote_back);
				if (l1_fill) {
					struct victim v;
					insert(c1, l, false, false, &v);
					s->n.l1d_fills++;
				}
			}
			if (from > worst)
				worst = from;
		}
		latency = level_latency(s, worst, false);
	} else {
		enum l2d_kind kind = op.kind;
		uint64_t pa = cache_physical(s, vaddr), pa_last = cache_physical(s, last);
		out->crossed = line_of(c2, pa) != line_of(c2, pa_last);
		for (uint64_t l = line_of(c2, pa); l <= line_of(c2, pa_last); l++) {
			uint64_t part = l << c2->line_shift;
			enum cache_level from = l2d_access(s, part, part > pa ? part : pa, &op,
							   &wrote_back);
			if (from > worst)
				worst = from;
		}
		/* a store's L1D copy is updated in place (write-through): the LRU
		 * order stays; l1d_store_allocate=1 fills a line it misses */
		if (kind == L2D_STORE && s->store_allocate_l1d)
			for (uint64_t l = line_of(c1, vaddr); l <= line_of(c1, last); l++)
				if (find(c1, set_base(c1, l), l) < 0) {
					struct victim v;
					insert(c1, l, false, false, &v);
					s->n.l1d_fills++;
				}
		if (load || kind == L2D_SEMAPHORE)
			latency = level_latency(s, worst, fp);
	}
	/* the L1D pipeline waits for the translation (section 5): for the
	 * transfer only an access L1D serves looks up the L1DTLB */
	if (tlb_worst == CACHE_TLB_TRANSFER)
		out->tlb_cycles = s->lat_transfer;
	else if (tlb_worst == CACHE_TLB_WALK)
		out->tlb_cycles = s->lat_walk;
	out->level = (uint8_t)worst;
	out->latency = latency;
	out->wrote_back = wrote_back;
}

/* An L1I line the L1I does not hold (a demand miss or a prefetch that
 * missed): read from L2I, from L3 when L2I misses, and filled into L2I
 * and, through the ISB, into L1I.  Returns where it came from. */
static enum cache_level l2i_fill(struct cache_sim *s, uint64_t line, bool prefetch)
{
	struct level *c1 = &s->lv[L1I], *c2 = &s->lv[L2I];
	struct cache_counts *n = &s->n;
	uint64_t pa = cache_physical(s, line << c1->line_shift);
	uint64_t line2 = line_of(c2, pa);
	enum cache_level from = CACHE_L2I;
	if (lookup(c2, line2) >= 0) {
		if (prefetch)
			n->l2i_pf_hits++;
		else
			n->l2i_hits++;
	} else {
		if (prefetch)
			n->l2i_pf_misses++;
		else
			n->l2i_misses++;
		from = l3_access(s, pa, prefetch ? L3_INST_PREFETCH : L3_INST, false);
		struct victim v;
		insert(c2, line2, false, false, &v);
		if (v.valid) {
			n->l2i_victims++;
			if (s->inclusive)
				back_invalidate(s, L1I, v.line << c2->line_shift,
						UINT64_C(1) << c2->line_shift);
		}
	}
	struct victim v;
	insert(c1, line, false, false, &v);
	n->l1i_fills++;
	n->isb_bunpairs_in += (UINT64_C(1) << c1->line_shift) / 32;
	return from;
}

/* One prefetch of L1I line `line` [docs/memory.md, section 3, "Prefetch"]:
 * cancelled when its page is not in the L1ITLB (the manual, 4.10:
 * "prefetches are cancelled when they miss in the ITLB"); else an L1I
 * probe that leaves the LRU order as it is, and on a miss an L2I
 * prefetch read that fills L1I. */
static void prefetch_line(struct cache_sim *s, uint64_t line)
{
	struct level *c1 = &s->lv[L1I], *t1 = &s->lv[L1ITLB];
	struct cache_counts *n = &s->n;
	n->l1i_prefetches++;
	uint64_t va = line << c1->line_shift;
	if (find(t1, 0, line_of(t1, va)) < 0) {
		n->l1i_prefetch_cancels++;
		return;
	}
	if (find(c1, set_base(c1, line), line) >= 0)
		return;
	n->l2i_prefetches++;
	l2i_fill(s, line, true);
}

/* After the demand fetch of L1I line `line`: a taken branch's target
 * starts (.many) or stops the stream; a stream running prefetches every
 * line up to ifetch_stream_lines past this one it has not prefetched. */
static void stream_advance(struct cache_sim *s, uint64_t line)
{
	if (s->redirect) {
		s->stream = s->redirect == 2 && s->stream_lines > 0;
		s->pf_next = line + 1;
		s->redirect = 0;
	}
	if (!s->stream)
		return;
	if (s->pf_next <= line)
		s->pf_next = line + 1;
	while (s->pf_next <= line + s->stream_lines)
		prefetch_line(s, s->pf_next++);
}

void cache_fetch(struct cache_sim *s, uint64_t fetch_addr, struct cache_outcome *out)
{
	struct cache_outcome dummy;
	if (!out)
		out = &dummy;
	memset(out, 0, sizeof *out);
	struct cache_counts *n = &s->n;
	uint64_t va = fetch_addr & ~UINT64_C(31);

	/* L1ITLB, then L2ITLB, then the walker */
	struct level *t1 = &s->lv[L1ITLB], *t2 = &s->lv[L2ITLB];
	uint64_t page = line_of(t1, va);
	out->tlb = CACHE_TLB_HIT;
	if (!tlb_lookup(t1, page)) {
		n->l1itlb_misses++;
		out->tlb = CACHE_TLB_TRANSFER;
		if (!tlb_lookup(t2, page)) {
			n->l2itlb_misses++;
			out->tlb = CACHE_TLB_WALK;
			tlb_fill(t2, page);
		}
		tlb_fill(t1, page);
	}

	struct level *c1 = &s->lv[L1I];
	n->l1i_reads++;
	uint64_t line = line_of(c1, va);
	if (lookup(c1, line) >= 0)
		out->level = CACHE_L1I;
	else {
		n->l1i_misses++;
		out->level = (uint8_t)l2i_fill(s, line, false);
	}
	stream_advance(s, line);
}

void cache_fetch_redirect(struct cache_sim *s, bool many)
{
	s->redirect = many ? 2 : 1;
}

void cache_fetch_stop(struct cache_sim *s)
{
	s->stream = false;
	s->redirect = 0;
}

/* ---- queries ------------------------------------------------------------- */

/* The level of l and the address it is indexed by, or NULL. */
static const struct level *level_for(const struct cache_sim *s, enum cache_level l,
				     uint64_t *addr)
{
	switch (l) {
	case CACHE_L1D: return &s->lv[L1D];
	case CACHE_L1I: return &s->lv[L1I];
	case CACHE_L2D: *addr = cache_physical(s, *addr); return &s->lv[L2D];
	case CACHE_L2I: *addr = cache_physical(s, *addr); return &s->lv[L2I];
	case CACHE_L3: *addr = cache_physical(s, *addr); return &s->lv[L3];
	default: return NULL;
	}
}

bool cache_resident(const struct cache_sim *s, enum cache_level l, uint64_t vaddr)
{
	const struct level *lv = level_for(s, l, &vaddr);
	if (!lv)
		return false;
	uint64_t line = line_of(lv, vaddr);
	return find(lv, set_base(lv, line), line) >= 0;
}

bool cache_dirty(const struct cache_sim *s, enum cache_level l, uint64_t vaddr)
{
	const struct level *lv = level_for(s, l, &vaddr);
	if (!lv)
		return false;
	uint64_t line = line_of(lv, vaddr);
	size_t base = set_base(lv, line);
	int i = find(lv, base, line);
	return i >= 0 && lv->dirty[base + (size_t)i];
}

bool cache_tlb_resident(const struct cache_sim *s, enum cache_tlb_id t, uint64_t vaddr)
{
	static const int which[] = {
		[CACHE_L1DTLB] = L1DTLB, [CACHE_L2DTLB] = L2DTLB,
		[CACHE_L1ITLB] = L1ITLB, [CACHE_L2ITLB] = L2ITLB
	};
	const struct level *lv = &s->lv[which[t]];
	return find(lv, 0, line_of(lv, vaddr)) >= 0;
}
