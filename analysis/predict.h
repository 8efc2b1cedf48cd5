/*
 * analysis/predict.h - cycles for every block, loop and procedure of a
 * program: builds the executed path (with rotating registers renamed and
 * stage predicates evaluated), runs the core model over it, and finds each
 * loop's steady state.
 *
 * Prefixes: predict_.
 */
#ifndef IA64P_ANALYSIS_PREDICT_H
#define IA64P_ANALYSIS_PREDICT_H

#include "../machine/core.h"
#include "cfg.h"
#include "memory.h"
#include "params.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What limits a steady state: issue (dispersal), the latency of the
 * registers it waits for, the front end, or memory (most of its stall
 * cycles wait for loads the memory model saw miss their first level:
 * memory_insn_missed). */
enum bound { BOUND_DISPERSAL, BOUND_LATENCY, BOUND_FRONT_END, BOUND_MEMORY,
	     BOUND_MEMORY_THROUGHPUT };

/* Iterations of a steady state the report's timeline shows when no range
 * is asked for (model_config.timeline_keep keeps more). */
enum { PREDICT_TIMELINE_ITERATIONS = 3 };

/* A simulated stretch of code, kept for the report and the timeline.  A
 * loop's steady-state trace keeps only what is read afterwards: its first
 * PREDICT_TIMELINE_ITERATIONS iterations (model_config.timeline_keep, when
 * more) and its last period (with the group before it and the producers
 * that period waited for); the groups between are dropped, the iterations
 * that started among them starting at the cut. */
/* What is kept of a simulated syllable (struct sim_syllable without the
 * renamed registers the core model read). */
struct trace_syllable {
	uint32_t insn;		/* program insn index */
	uint32_t bundle;	/* index into the trace's bundles */
	uint8_t slot;
	bool executes, taken, mispredicted;
};

struct trace {
	struct trace_syllable *syl;	/* once simulated */
	size_t n;
	struct sim_syllable *work;	/* while built and simulated, then NULL */
	size_t cap;
	struct sim_bundle *bundles;
	size_t nbundles, bcap;
	uint32_t *iter_first;	/* syllable index where each iteration starts */
	size_t niters, icap;
	struct sim_result sim;
	size_t cut;		/* group index that follows the dropped groups */
	size_t dropped_groups;	/* 0: nothing dropped */
	uint64_t dropped_stalled;	/* their stall and front-end cycles */
};

/* One instruction's L2D secondary misses (sim_group.l2d_secondary):
 * reads, writes, all.  (Not by data-address range: the counts take a
 * steady state's only without one, counts.c.) */
struct secondary_misses {
	uint32_t insn;
	double read, write, all;
};

struct chain_link {
	uint32_t insn;		/* program insn index of the producer */
	uint16_t reg;		/* the register the consumer waited for */
	uint64_t cycles;	/* stall cycles it caused in one period */
};

/* Iterations of a loop body or region simulated back to back, and the
 * pattern they settle into. */
struct steady_state {
	double cycles_per_iteration;
	int period;			/* iterations in the repeating pattern */
	size_t window_from;		/* cycles_per_iteration is the average of
					 * iterations window_from to the last but one
					 * (whole periods) */
	double held[CORE_HOLD_COUNT];	/* cycles an iteration the L1D held its
					 * groups there, by reason (sim_group) */
	enum bound bound;
	/* Of cycles_per_iteration, what the memory system's throughput adds
	 * to the simulated iterations' (memory_loop_floor: the queues and the
	 * bus in steady state), held in the L1D; the floor's reason. */
	double queue_hold;
	struct memory_floor floor;
	struct chain_link *chain;	/* producers the steady state waited for */
	size_t nchain;
	/* The L2D's secondary misses per iteration, by instruction
	 * (sim_group), averaged over whole periods of the accesses' levels
	 * (not only the last period of lengths: a miss pattern may not
	 * repeat within it); and the accesses per iteration timed without
	 * their address there. */
	struct secondary_misses *l2d_secondary;
	size_t nl2d_secondary;
	double untimed;
	struct trace trace;		/* the simulated iterations */
};

/* An instruction of a loop's exact trace: how often it executes there
 * and how often it is predicated off. */
struct exact_insn {
	uint32_t insn;
	uint32_t executed, squashed;
};

struct loop_prediction {
	int loop;			/* index into cfg.loops */
	struct steady_state ss;
	double cycles;			/* per entry: trip_count iterations of
					 * its own body path */
	double cycles_inclusive;	/* per entry, the nested loops'
					 * executions included */
	double cycles_per_iteration_inclusive;	/* the steady state's cycles per
					 * iteration plus the nested loops'
					 * cycles per iteration of this one */
	size_t bundles, instructions;	/* in the body path */
	struct trace exact;		/* one entry, up to 256 iterations exactly:
					 * its syllables, bundles and groups (no
					 * issue cycles, ports or iteration starts,
					 * iter_first NULL, niters kept;
					 * nothing once an observer took them:
					 * struct predict_observer) */
	int64_t extrapolated;		/* iterations beyond those, at the steady rate */
	/* what the counts and the views read of the exact trace once its
	 * syllables go: its instructions (by index) and its bundles as laid
	 * down (the runs of its syllables in one bundle) */
	struct exact_insn *exact_insns;
	size_t nexact_insns;
	uint32_t exact_bundles;
};

/* A region between "// LLVM-MCA-BEGIN" and "// LLVM-MCA-END": its bundles
 * repeated back to back, as llvm-mca repeats a region.  The markers cut at
 * the instruction: a bundle they cut is dispersed whole, its slots outside
 * the region doing nothing (docs/model.md, section 7). */
struct region_prediction {
	int region;			/* index into cfg.regions */
	struct steady_state ss;
	size_t bundles;			/* holding an instruction of the region */
	size_t instructions;		/* the region's own (an L+X is one) */
	size_t cut_bundles;		/* bundles the markers cut */
	uint8_t *outside;		/* per syllable of ss.trace: 1 for a slot
					 * outside the region; NULL when no
					 * bundle is cut */
};

struct block_prediction {
	uint64_t cycles;		/* one execution, from an empty pipeline */
	size_t syllables;		/* instructions (MLX counts 2) */
	struct trace trace;		/* that execution, group by group */
};

/* A br.call (or brl.call) of a procedure, and where it goes. */
enum call_kind {
	CALL_IN_FILE,		/* a procedure of the file: counted inclusive */
	CALL_RECURSIVE,		/* a procedure of the file in a cycle of calls
				 * with the caller: not counted */
	CALL_OUTSIDE,		/* a symbol the file does not define */
	CALL_NOT_PROC,		/* code of the file that starts no procedure */
	CALL_INDIRECT		/* through a branch register */
};

struct call_site {
	uint32_t insn;			/* the call */
	enum call_kind kind;
	int callee;			/* procedure, or -1 */
	const char *name;		/* the symbol called, or NULL */
	double count;			/* calls per call of the caller */
};

struct proc_prediction {
	double cycles;			/* per call: its own code (exclusive) */
	double cycles_inclusive;	/* with each CALL_IN_FILE callee's
					 * inclusive cycles, as often as it
					 * calls it */
	struct call_site *calls;	/* in address order */
	size_t ncalls;
	bool recursive;			/* in a cycle of calls of the file */
};

struct prediction {
	const struct program *prog;
	const struct cfg *cfg;
	const struct model_config *config;	/* the CPU, every parameter */
	struct block_prediction *blocks;	/* per cfg block */
	struct loop_prediction *loops;		/* per cfg loop */
	struct proc_prediction *procs;		/* per cfg procedure */
	struct region_prediction *regions;	/* per cfg region */
	int *call_order;			/* the procedures, each after
						 * every one it calls (cycles of
						 * calls aside) */
	bool saturated;				/* some cycles reached
						 * CFG_COUNT_MAX */
	struct memory *memory;			/* the memory model's run
						 * (memory.h) */
};

/* Returns NULL (after a message) only on an internal inconsistency. */
struct prediction *predict_program(const struct program *p, const struct cfg *g,
			   const struct model_config *m);

/* Told of each loop as soon as it is predicted (pr->loops[loop] complete,
 * the loops after it not yet): returns true when it has taken what it
 * needs of the loop's exact trace, which then goes but for what
 * loop_prediction.exact_insns keeps (counts.c, counts_predict: a loop's
 * exact trace is the largest thing kept per loop). */
struct predict_observer {
	bool (*loop_predicted)(void *ctx, const struct prediction *pr, int loop);
	void *ctx;
};

/* predict_program, telling obs of each loop. */
struct prediction *predict_program_observed(const struct program *p, const struct cfg *g,
					    const struct model_config *m,
					    const struct predict_observer *obs);
void predict_free(struct prediction *pr);

/* The register group g waited for (its stall_reg, renamed by rotation)
 * as its producer, program instruction `producer`, names it, and as its
 * consumer, instruction `consumer`, names it: before rotation, the
 * register the instruction's operand encodes. */
uint16_t predict_written_register(const struct program *p, uint32_t producer,
				  const struct sim_group *g);
uint16_t predict_read_register(const struct program *p, uint32_t consumer,
			       const struct sim_group *g);

const char *predict_bound_name(enum bound b);
/* "in the file", "recursive", "outside the file", ... */
const char *predict_call_kind_name(enum call_kind k);

#endif
