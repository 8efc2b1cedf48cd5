/*
 * machine/cache.h - the memory hierarchy of one Montecito core: L1D, L2D,
 * L1I, L2I, L3 and the four TLBs, simulated access by access.
 *
 * docs/memory.md is the specification of every rule here (which accesses
 * reach which cache, replacement, hints, the TLBs, the latencies); a
 * trace-driven reference under tests/memref/ implements the same page
 * independently, and the two agree count for count.
 *
 * The caller hands over accesses in program order: each data access as
 * machine/effects.h describes it (struct mem_access) with its virtual
 * address, each instruction fetch as the 32-byte fetch pair it reads.  The
 * module decides from the description alone which levels the access
 * visits, and keeps running totals from which the memory events of the
 * catalogue are read (struct cache_counts: each field says which event).
 * An access costs O(ways) and allocates nothing.
 *
 * Prefixes: cache_.
 */
#ifndef IA64P_MACHINE_CACHE_H
#define IA64P_MACHINE_CACHE_H

#include "effects.h"
#include "../common/param.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- parameters ---------------------------------------------------------- */

/* docs/memory.md's parameters (machine/cache.c describes each:
 * cache_params), in the order of struct cache_config.param.  A cache's
 * size is in KB, its line in bytes; page_size is in bytes. */
enum cache_param {
	CACHE_L1D_SIZE, CACHE_L1D_LINE, CACHE_L1D_WAYS,
	CACHE_L1I_SIZE, CACHE_L1I_LINE, CACHE_L1I_WAYS,
	CACHE_L2D_SIZE, CACHE_L2D_LINE, CACHE_L2D_WAYS,
	CACHE_L2I_SIZE, CACHE_L2I_LINE, CACHE_L2I_WAYS,
	CACHE_L3_SIZE, CACHE_L3_LINE, CACHE_L3_WAYS,
	CACHE_PAGE_SIZE,
	CACHE_PHYSICAL_MAPPING,
	CACHE_L1D_STORE_ALLOCATE,
	CACHE_L2D_WRITE_ALLOCATE,
	CACHE_NTA_INSERT_LRU,
	CACHE_INCLUSIVE,
	CACHE_L1DTLB_ENTRIES, CACHE_L2DTLB_ENTRIES,
	CACHE_L1ITLB_ENTRIES, CACHE_L2ITLB_ENTRIES,
	CACHE_L2D_LATENCY,
	CACHE_L3_LATENCY,
	CACHE_MEMORY_LATENCY,
	CACHE_L1DTLB_TRANSFER_CYCLES,
	CACHE_HPW_CYCLES,
	CACHE_L1D_FILL_ENTRIES,
	CACHE_L2D_FILL_ENTRIES,
	CACHE_BUS_CYCLES_PER_LINE,
	CACHE_IFETCH_STREAM_LINES,
	CACHE_L2I_LATENCY,
	CACHE_L2D_RMW_STORE_BYTES,
	CACHE_L2D_READ_FILL_STATE,
	CACHE_L2D_WRITE_FILL_STATE,
	CACHE_L2D_BANKS,
	CACHE_ALAT_ENTRIES,
	CACHE_INFLIGHT_WAIT,
	CACHE_L2D_OZQ_ENTRIES,
	CACHE_L2D_OZQ_CYCLES,
	CACHE_L2D_RECIRC_CYCLES,
	CACHE_PARAM_COUNT
};
extern const struct param_table cache_params;

/* The MESI state a line is filled into L2D with: L2D_FILL_MESI_STATE's
 * umask codes, the values of l2d_read_fill_state and l2d_write_fill_state. */
enum cache_fill_state { CACHE_FILL_M, CACHE_FILL_E, CACHE_FILL_S };

/* The values of a hierarchy.  int_load_latency and fp_load_latency are
 * the core's parameters (machine/core.h: CORE_INT_LOAD_LATENCY, N of an
 * L1D hit, and CORE_FP_LOAD_LATENCY, M of an FP load hitting L2D): the
 * caller copies the core's values here before cache_sim_new;
 * cache_config_init sets their defaults. */
struct cache_config {
	double param[CACHE_PARAM_COUNT];	/* enum cache_param */
	unsigned int_load_latency;
	unsigned fp_load_latency;
};

/* Every parameter at its default. */
void cache_config_init(struct cache_config *c);
double cache_param(const struct cache_config *c, enum cache_param id);
/* Does c describe a hierarchy the model can build (whole powers of two
 * for lines, sets and pages, lines that grow from L1 to L3, a defined
 * physical mapping)?  False, with the reason in err, when not. */
bool cache_config_check(const struct cache_config *c, char *err, size_t errlen);

/* ---- the simulator ------------------------------------------------------- */

/* Where data came from, or where an instruction fetch was served. */
enum cache_level {
	CACHE_NONE,		/* nothing looked up (no access) */
	CACHE_L1D, CACHE_L1I,
	CACHE_L2D, CACHE_L2I,
	CACHE_L3,
	CACHE_MEMORY,
	CACHE_LEVEL_COUNT
};
/* "L1D", "L2I", "memory", ... */
const char *cache_level_name(enum cache_level l);

/* What translating an access took (the worst of its pages). */
enum cache_tlb {
	CACHE_TLB_HIT,		/* L1DTLB hit for an access served by L1D, L2DTLB
				 * hit for any other, L1ITLB hit for a fetch */
	CACHE_TLB_TRANSFER,	/* L1 TLB miss, L2 TLB hit: entry transferred */
	CACHE_TLB_WALK		/* L2 TLB miss: the hardware page walker */
};

struct cache_outcome {
	uint8_t level;		/* enum cache_level: where the data came from
				 * (the farthest of its lines, for an access
				 * that crosses a line) */
	uint8_t tlb;		/* enum cache_tlb */
	bool crossed;		/* spans two lines of the first cache it looks up */
	bool wrote_back;	/* a dirty L2D line was replaced (an L3 write) */
	/* For a load or semaphore: the cycles until its data reaches an ALU use
	 * (an integer load: N of table 2-8) or the FP format conversion (an FP
	 * load: M), as core_models.load_latency answers (docs/memory.md,
	 * section 5), once it is translated.  0 for stores and lfetch. */
	unsigned latency;
	/* The cycles the L1D pipeline waits for its translation (any kind of
	 * access): l1dtlb_transfer_cycles for a transfer, hpw_cycles for a
	 * walk, 0 for a hit (docs/memory.md, section 5). */
	unsigned tlb_cycles;
};

/* Running totals since the simulator was made, reset or cleared.  Each
 * field names the event(s) it is (docs/memory.md, section 8); sums are
 * written out where an event is one. */
struct cache_counts {
	/* Data accesses simulated (cache_data_access calls):
	 * DATA_REFERENCES_SET0/1 of the accesses simulated. */
	uint64_t data_accesses;

	/* L1D */
	uint64_t l1d_reads;		/* L1D_READS_SET0/1: L1D lookups by loads, one per L1D line */
	uint64_t l1d_read_misses;	/* L1D_READ_MISSES.ALL */
	uint64_t l1d_read_misses_rse;	/* L1D_READ_MISSES.RSE_FILL: of those, by
					 * RSE fills (MEMF_RSE loads) */
	uint64_t l1d_fills;		/* lines filled into L1D (misses less .nt1/.nta loads; no event) */

	/* L2D.  L2D_REFERENCES.READS = l2d_load_refs + l2d_prefetch_refs +
	 * l2d_semaphore_refs; .WRITES = l2d_store_refs + l2d_semaphore_refs;
	 * .ALL = the sum of both (a semaphore counts twice). */
	uint64_t l2d_load_refs;		/* loads reaching L2D (integer L1D misses, FP, ld16) */
	uint64_t l2d_prefetch_refs;	/* lfetch, every hint */
	uint64_t l2d_store_refs;	/* stores */
	uint64_t l2d_semaphore_refs;	/* semaphores (one lookup each) */
	uint64_t l2d_hits;		/* L2D_INSERT_HITS */
	uint64_t l2d_misses;		/* L2D_INSERT_MISSES, and L2D_MISSES: every miss is
					 * primary without timing (no secondary misses) */
	uint64_t l2d_writebacks;	/* dirty L2D victims written to L3
					 * (= l3_wb_hits + l3_wb_misses) */
	/* L2D_OPS_ISSUED: every L2D reference is one operation issued (a
	 * miss completes as a hit once its line is filled; without timing
	 * none is cancelled).  INT_LOAD = l2d_load_refs - l2d_fp_load_refs
	 * (ld16 and integer L1D misses); FP_LOAD = l2d_fp_load_refs;
	 * RMW = l2d_semaphore_refs + l2d_rmw_store_refs; STORE =
	 * l2d_store_refs - l2d_rmw_store_refs; LFETCH = l2d_prefetch_refs. */
	uint64_t l2d_fp_load_refs;	/* of l2d_load_refs, floating-point loads */
	uint64_t l2d_rmw_store_refs;	/* of l2d_store_refs, those narrower than
					 * l2d_rmw_store_bytes (read-modify-write) */
	/* L2D_FILL_MESI_STATE.M, .E, .S: lines filled into L2D (every miss
	 * that allocates), by the state the fill gives them (docs/memory.md,
	 * section 3: l2d_read_fill_state, l2d_write_fill_state; ld.bias and
	 * lfetch.excl: E).  .I and .P (fills meeting snoops) are not counted. */
	uint64_t l2d_fills_m;
	uint64_t l2d_fills_e;
	uint64_t l2d_fills_s;
	/* L2D_OZQ_CANCELS0.BANK_CONF: L2D hits cancelled by an older L2D hit
	 * of their issue group in the same 16-byte bank of another line
	 * (cache_same_group; docs/memory.md, section 3, "Bank conflicts") */
	uint64_t l2d_bank_conflicts;
	/* L2D_FORCE_RECIRC.SAME_INDEX: L2D misses forced to recirculate by
	 * an older miss of their issue group to the same L2D set, another
	 * line (the seed: "a miss to the same index was in the same issue
	 * group") */
	uint64_t l2d_same_index_recircs;

	/* L3.  L3_READS.ALL.x = l3_data_read_x + l3_inst_x;
	 * L3_WRITES.ALL.x = l3_data_write_x + l3_wb_x;
	 * L3_REFERENCES = every L3 field below but the victims;
	 * L3_MISSES = every _misses field of L3. */
	uint64_t l3_data_read_hits;	/* L3_READS.DATA_READ.HIT: load and lfetch L2D misses */
	uint64_t l3_data_read_misses;	/* L3_READS.DATA_READ.MISS */
	uint64_t l3_inst_hits;		/* L3_READS.DINST_FETCH.HIT: L2I demand misses */
	uint64_t l3_inst_misses;	/* L3_READS.DINST_FETCH.MISS */
	uint64_t l3_inst_pf_hits;	/* L2I prefetch misses that hit L3: INST_FETCH.HIT =
					 * l3_inst_hits + l3_inst_pf_hits */
	uint64_t l3_inst_pf_misses;	/* INST_FETCH.MISS = l3_inst_misses + l3_inst_pf_misses */
	uint64_t l3_data_write_hits;	/* L3_WRITES.DATA_WRITE.HIT: store and semaphore L2D
					 * misses (read for ownership) */
	uint64_t l3_data_write_misses;	/* L3_WRITES.DATA_WRITE.MISS */
	uint64_t l3_wb_hits;		/* L3_WRITES.L2_WB.HIT */
	uint64_t l3_wb_misses;		/* L3_WRITES.L2_WB.MISS */
	uint64_t l3_victims;		/* valid L3 lines replaced, clean or dirty */
	uint64_t l3_dirty_victims;	/* L3_LINES_REPLACED: dirty victims (= mem_writes) */

	/* Memory: the bus traffic one core's misses make, in lines.
	 * BUS_RD_DATA = mem_data_reads; BUS_RD_ALL = mem_data_reads +
	 * mem_inst_reads; BUS_RD_INVAL_BST (BRIL) = mem_rfo_reads;
	 * BUS_WR_WB = mem_writes; BUS_MEMORY.EQ_128BYTE = the four together. */
	uint64_t mem_data_reads;	/* lines read for loads and lfetch (L3 data read misses) */
	uint64_t mem_rfo_reads;		/* lines read for ownership (store and semaphore misses) */
	uint64_t mem_inst_reads;	/* lines read for instruction fetch, demand or prefetch */
	uint64_t mem_writes;		/* dirty L3 victims written back */

	/* Data TLBs */
	uint64_t l1dtlb_transfers;	/* L1DTLB_TRANSFER */
	uint64_t l2dtlb_misses;		/* L2DTLB_MISSES = DTLB_INSERTS_HPW = HPW_DATA_REFERENCES
					 * (the walker always succeeds) */

	/* Instruction side: demand fetches */
	uint64_t l1i_reads;		/* L1I_READS (32-byte fetch pairs) */
	uint64_t l1i_misses;		/* L2I_DEMAND_READS = L2I_READS.ALL.DMND (L1I_MISSES) */
	uint64_t l1i_fills;		/* L1I_FILLS: lines filled, demand and prefetch */
	uint64_t isb_bunpairs_in;	/* ISB_BUNPAIRS_IN: the 32-byte pairs of those lines */
	uint64_t l2i_hits;		/* L2I_READS.HIT.DMND */
	uint64_t l2i_misses;		/* L2I_READS.MISS.DMND */
	uint64_t l2i_victims;		/* L2I_VICTIMIZATIONS: L2I misses (demand or
					 * prefetch) that replace a valid line */
	/* the streaming prefetcher (docs/memory.md, section 3) */
	uint64_t l1i_prefetches;	/* L1I_PREFETCHES = L1I_STRM_PREFETCHES: every
					 * modelled prefetch is a streaming one */
	uint64_t l1i_prefetch_cancels;	/* of those, cancelled: page not in L1ITLB (no event) */
	uint64_t l2i_prefetches;	/* L2I_PREFETCHES = L2I_READS.ALL.PFTCH: L1I misses */
	uint64_t l2i_pf_hits;		/* L2I_READS.HIT.PFTCH */
	uint64_t l2i_pf_misses;		/* L2I_READS.MISS.PFTCH */
	uint64_t l1itlb_misses;		/* ITLB_MISSES_FETCH.L1ITLB (and .ALL: every L2ITLB
					 * miss is an L1ITLB miss too) */
	uint64_t l2itlb_misses;		/* ITLB_MISSES_FETCH.L2ITLB = L1ITLB_INSERTS_HPW */

	/* Misaligned accesses that do not trap (PSR.ac = 0): a load within
	 * one aligned 8 bytes, a store within one aligned 16 */
	uint64_t misaligned_loads;	/* MISALIGNED_LOADS_RETIRED */
	uint64_t misaligned_stores;	/* MISALIGNED_STORES_RETIRED */
};

/* d = after - before, field by field (the counts of a stretch of
 * accesses from two snapshots). */
void cache_counts_diff(struct cache_counts *d, const struct cache_counts *after,
		       const struct cache_counts *before);
/* to += d, field by field; to += times x d. */
void cache_counts_add(struct cache_counts *to, const struct cache_counts *d);
void cache_counts_add_times(struct cache_counts *to, const struct cache_counts *d,
			    uint64_t times);

struct cache_sim;

/* An empty hierarchy built to c (copied).  NULL, with the reason in err,
 * when cache_config_check refuses c. */
struct cache_sim *cache_sim_new(const struct cache_config *c, char *err, size_t errlen);
void cache_sim_free(struct cache_sim *s);
/* Cold: every cache and TLB empty, every count zero. */
void cache_sim_reset(struct cache_sim *s);
/* Keeps what every cache and TLB holds and zeroes the counts (the warm
 * state: run the accesses once, clear, run them again). */
void cache_sim_clear_counts(struct cache_sim *s);
void cache_sim_counts(const struct cache_sim *s, struct cache_counts *out);
const struct cache_config *cache_sim_config(const struct cache_sim *s);
/* Does L1D serve access acc: an integer load, ld16 aside (docs/memory.md,
 * section 3)?  Every other access begins at L2D. */
bool cache_l1d_serves(const struct mem_access *acc);
/* As an L2D request, does acc read, write, or both (a semaphore, a store
 * narrower than l2d_rmw_store_bytes: a read-modify-write)?  The seed's
 * L2D_FORCE_RECIRC.SECONDARY_READ and _WRITE count such a request on
 * both. */
void cache_l2d_request_kind(const struct cache_sim *s, const struct mem_access *acc,
			    bool *reads, bool *writes);

/* The next data access issues in the same group as the one before it
 * (the core's dispersal: the caller knows it); without this call every
 * access is a group of its own.  Bank conflicts are looked for among
 * the L2D operations of one group. */
void cache_same_group(struct cache_sim *s);
/* One data access of acc's kind at virtual address vaddr (for a check
 * load, call it only when the load reaches memory).  MEM_NONE does
 * nothing.  out may be NULL. */
void cache_data_access(struct cache_sim *s, const struct mem_access *acc, uint64_t vaddr,
		       struct cache_outcome *out);
/* One instruction fetch: the 32-byte fetch pair at fetch_addr (its low
 * five bits are ignored).  out->level is L1I, L2I, L3 or memory; its
 * latency is 0 (the front end's timing is not modelled here).  After the
 * demand fetch, a prefetch stream running issues the prefetches of the
 * lines up to ifetch_stream_lines past the fetch's line. */
void cache_fetch(struct cache_sim *s, uint64_t fetch_addr, struct cache_outcome *out);
/* The next cache_fetch is the target of a taken branch (not one to the
 * next bundle): a branch hinted .many (many) starts a prefetch stream
 * there, any other stops the stream running (docs/memory.md, section 3,
 * "Prefetch"). */
void cache_fetch_redirect(struct cache_sim *s, bool many);
/* Stops the prefetch stream: a call (the front end goes to the callee,
 * which is not simulated), or a new walk. */
void cache_fetch_stop(struct cache_sim *s);

/* What the hierarchy holds now, for tests and explanations: is the line
 * holding vaddr resident in level l (L1D, L1I: by virtual address; L2D,
 * L2I, L3: by the physical address the mapping gives)?  Dirty (L2D, L3)? */
bool cache_resident(const struct cache_sim *s, enum cache_level l, uint64_t vaddr);
bool cache_dirty(const struct cache_sim *s, enum cache_level l, uint64_t vaddr);
/* Is the page of vaddr in the TLB? */
enum cache_tlb_id { CACHE_L1DTLB, CACHE_L2DTLB, CACHE_L1ITLB, CACHE_L2ITLB };
bool cache_tlb_resident(const struct cache_sim *s, enum cache_tlb_id t, uint64_t vaddr);
/* The physical address of vaddr under the mapping (docs/memory.md,
 * section 2). */
uint64_t cache_physical(const struct cache_sim *s, uint64_t vaddr);

/* ---- time: the queues, the bus and the lines in flight ------------------- */

/* The hierarchy above decides where each access is served, without time.
 * The timing (docs/memory.md, section 5, "Queues and the bus") follows
 * the same accesses as the core model issues them:
 * - an access that must fill a line needs a fill entry (L1D:
 *   l1d_fill_entries, for an integer load that misses L1D; L2D:
 *   l2d_fill_entries, for any access that misses L2D) from its issue
 *   until its data is back, and waits at issue for the oldest entry to
 *   free when all are busy (the L1D pipeline holds the instruction group:
 *   L2D back pressure);
 * - every L2D request (any access but an integer load that hits L1D)
 *   needs one of the OzQ's l2d_ozq_entries, for l2d_ozq_cycles when it
 *   hits or is passed on as a miss, until its line is back when it is a
 *   secondary miss; it waits at issue the same way when all are busy;
 * - a line read from memory takes bus_cycles_per_line of the system bus,
 *   as does each dirty line written back, one after the other;
 * - the lines being filled (by a load, a store's read for ownership, an
 *   lfetch) are remembered until they are back: an access to one of them
 *   (at a known address) that the hierarchy served as a hit is a
 *   secondary miss and waits for the fill (inflight_wait);
 * - an L2D request the L2D cancels for a bank conflict, or forces to
 *   recirculate for a same-index miss, takes l2d_recirc_cycles more.
 * Prefixes: cache_timing_. */
struct cache_timing;
/* The most entries a queue may have (cache_config_check). */
#define CACHE_TIMING_MAX_ENTRIES 4096

struct cache_timing *cache_timing_new(const struct cache_config *c);
void cache_timing_free(struct cache_timing *t);
/* Every queue empty, the bus idle, no line in flight (a new stream of
 * instructions). */
void cache_timing_reset(struct cache_timing *t);

/* One access the core issues. */
struct cache_timing_access {
	enum cache_level level;	/* where the hierarchy served it: CACHE_L1D ...
				 * CACHE_MEMORY */
	bool l1d_fill;		/* an integer load the L1D serves (it needs an L1D
				 * fill entry when it misses L1D) */
	bool load;		/* the core waits for its data (a load or semaphore) */
	unsigned latency;	/* the cycles until its data is back when nothing
				 * waits (a load: its load-to-use latency; a store
				 * or lfetch that misses L2D: the latency of the
				 * level its line comes from) */
	double writebacks;	/* the dirty lines it has written to memory (a
				 * fraction: an average share) */
	bool recirculates;	/* the L2D cancels it once (a bank conflict) or
				 * forces it to recirculate (a same-index miss) */
	bool known;		/* its address is known: */
	uint64_t vaddr;		/* its virtual address (L1D's lines) */
	uint64_t paddr;		/* its physical address (L2D's lines) */
};
/* What became of an access (cache_timing_issue). */
struct cache_timing_outcome {
	unsigned held;		/* cycles it waited at issue for an entry */
	uint64_t back;		/* the cycle its data is back */
	bool secondary;		/* served as a hit, its line was in flight */
	bool l2d_secondary;	/* an L2D request that met a miss to its L2D line
				 * still outstanding: the seed's secondary miss
				 * (L2D_FORCE_RECIRC.SECONDARY_*) */
};
/* The access a, issued in cycle (or later, when held). */
void cache_timing_issue(struct cache_timing *t, const struct cache_timing_access *a,
			uint64_t cycle, struct cache_timing_outcome *out);
/* The same for an access at an address not known that does not
 * recirculate (load: true when latency is its data's): returns the cycles
 * it is held, *done the cycle its data is back. */
unsigned cache_timing_request(struct cache_timing *t, enum cache_level level, bool l1d_fill,
			      unsigned latency, double writebacks, uint64_t cycle,
			      uint64_t *done);

#endif
