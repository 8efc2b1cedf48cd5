/*
 * analysis/memory.h - the memory model over the value model's walks: each
 * procedure's data accesses, in the order its walk makes them, through
 * the memory hierarchy (machine/cache.h, docs/memory.md); what each load
 * then costs, answered to the core model (struct core_models), and the
 * memory events per procedure and loop.
 *
 * A procedure is simulated when its walk decided every branch (values.h,
 * values_walk): from cold caches, or (cache_warm=1) after one call that
 * leaves its working set resident.  An address the values know as a
 * number is used as it is; one that is c + k*x of an input not stated is
 * placed (input x at MEMORY_INPUT_BASE + n*input_spacing for the n-th
 * input: docs/memory.md, "Addresses"); any other is not simulated and
 * counted as unknown.
 *
 * Prefixes: memory_.
 */
#ifndef IA64P_ANALYSIS_MEMORY_H
#define IA64P_ANALYSIS_MEMORY_H

#include "cfg.h"
#include "params.h"
#include "../machine/cache.h"
#include "../machine/core.h"

#include <stdbool.h>
#include <stdint.h>

/* Where an input not stated is placed: Linux's data region (region 3). */
#define MEMORY_INPUT_BASE 0x6000000000000000ULL

/* One procedure's or loop's accesses, per call. */
struct memory_counts {
	bool simulated;		/* the walk was followed and its accesses run */
	uint32_t memory_insns;	/* loads, stores, semaphores, lfetch in its code */
	uint64_t accesses;	/* data accesses of the walk (check loads aside) */
	uint64_t placed;	/* of which at an address placed for an input */
	uint64_t unknown;	/* of which not simulated: address not known */
	uint32_t placed_inputs;	/* 1 << enum val_sym: the inputs placed */
	uint32_t calls_followed;	/* its calls whose callees' accesses ran
					 * through the caches (not counted here:
					 * they are the callees') */
	uint32_t calls_not_followed;	/* its other calls: outside the file,
					 * indirect, or the callee's walk stopped
					 * (the caches after them are as the
					 * callee left them so far) */
	struct cache_counts c;	/* what the simulated ones did (the RSE's
				 * spills and fills included) */
	uint64_t from[4];	/* loads served by L1D, L2D, L3, memory */
	/* The register stack engine (machine/rse.h; docs/memory.md, "The
	 * register stack engine"): what its own instructions that move the
	 * stack (alloc, br.call, br.ret, flushrs, cover) made it do. */
	bool rse_known;		/* followed through the walk: the counts below
				 * hold (not after loadrs, rfi, an alloc of no
				 * constant frame, a callee stopped midway) */
	uint64_t rse_loads;	/* RSE_REFERENCES_RETIRED.LOAD: mandatory fills,
				 * NaT collections included */
	uint64_t rse_stores;	/* RSE_REFERENCES_RETIRED.STORE: spills */
	uint64_t rse_events;	/* instructions that moved the stack */
	uint64_t rse_current[3];	/* RSE_CURRENT_REGS_2_TO_0, _5_TO_3, _6: the
					 * sums of those bits of the current frame's
					 * size before each of them */
	uint64_t rse_dirty[3];	/* RSE_DIRTY_REGS_*: likewise, dirty registers */
};

struct memory;

/* Runs every procedure whose walk was followed through the hierarchy that
 * m describes.  Never NULL. */
struct memory *memory_analyze(const struct cfg *g, const struct model_config *m);
void memory_free(struct memory *mm);

/* Per procedure and per loop (per call of its procedure, the loops it
 * holds included); NULL only when mm is.  Look at ->simulated. */
const struct memory_counts *memory_proc(const struct memory *mm, int proc);
const struct memory_counts *memory_loop(const struct memory *mm, int loop);
/* Loads of insn the walk served from L1D, L2D, L3, memory (NULL: not a
 * simulated access). */
const uint64_t *memory_insn_levels(const struct memory *mm, uint32_t insn);
/* With --drange (model_config.pmu has a data-address range): of insn's
 * accesses, what those the PMU's data-address constraint lets count did
 * (zeros when none did); NULL as memory_insn_counts. */
const struct cache_counts *memory_insn_counts_in_range(const struct memory *mm, uint32_t insn);
/* How many of insn's loads were served beyond their first level (L1D for
 * integer loads, L2D for floating-point ones and ld16): 0 when none, or
 * not a simulated load. */
uint64_t memory_insn_missed(const struct memory *mm, uint32_t insn);
/* What insn's own data accesses did, per call (NULL: none simulated, or
 * its procedure made accesses at addresses not known). */
const struct cache_counts *memory_insn_counts(const struct memory *mm, uint32_t insn);

/* After how many executions the latencies the memory model answers for
 * the loads of loop L (its nested loops' included) repeat: the least
 * common multiple of each load's pattern, at most most (1: every load
 * hits L1D, or nothing was simulated), in *loads; the loop's steady state
 * is looked for over that many iterations.  In *accesses the same with
 * the levels of its stores (and other accesses) too: the pattern of its
 * L2D requests, a multiple of *loads. */
void memory_loop_periods(const struct memory *mm, int loop, int most, int *loads,
			 int *accesses);

/* The fewest cycles per iteration of loop L (its own accesses, not its
 * nested loops') the memory system's queues and bus allow in steady state
 * (docs/memory.md, section 5, "Queues and the bus"): the lines it moves
 * over the bus per iteration times bus_cycles_per_line, and the L2D (L1D)
 * fills it makes per iteration times their latency over the fill entries
 * (Little's law).  0: no floor (nothing simulated, nothing missed). */
struct memory_floor {
	double cycles;		/* the floor, cycles per iteration */
	double bus_lines;	/* lines over the bus per iteration */
	double l2d_fills, l1d_fills;	/* per iteration */
	const char *by;		/* "bus", "L2D fills", "L1D fills" */
};
void memory_loop_floor(const struct memory *mm, int loop, struct memory_floor *out);

/* The core model's questions as the memory model answers them: a load's
 * latency is that of the level its accesses came from, spread over its
 * executions in the proportions the walk saw (a load missing once in 8
 * misses every 8th time the core runs it); anything the memory model did
 * not simulate gets the default answers. */
void memory_core_models(struct memory *mm, struct core_models *out);

#endif
