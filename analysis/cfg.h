/*
 * analysis/cfg.h - procedures, basic blocks, the control-flow graph,
 * natural loops, trip counts and execution counts of an assembled program.
 *
 * Blocks are runs of whole bundles: a branch target starts a block, and a
 * bundle holding a branch that can change the flow (anything but brp, nop.b,
 * hint.b and br.call, whose return comes back to the next bundle) ends one.
 * Loops are the cycles of each procedure's graph, natural or not: a loop
 * nesting forest found as Havlak finds it (a depth-first search from the
 * procedure's entry; a loop for each block that some block of its subtree
 * branches back to, holding the blocks that reach that branch inside the
 * subtree), so a loop may have several entries (irreducible: a dispatch
 * into the middle of an unrolled body, a software-pipelined loop entered
 * past its first bundle).  Blocks no path from the entry reaches belong to
 * no loop.  docs/model.md, section 7.
 *
 * Trip counts, for each loop, in order of precedence:
 *   1. --trip LABEL=N on the command line (cfg_options.trips);
 *   2. an annotation comment "// ia64-predict: trip=N" written on any source
 *      line of the loop's body (the innermost loop holding that line);
 *   3. ar.lc (and ar.ec) as the loop is entered, from the value model
 *      (values.h): N + 1 iterations for br.cloop and LC + EC kernel
 *      iterations for br.ctop; "code" when the code alone gives them,
 *      "assume" when an --assume'd input went into them;
 *   4. cfg_options.default_trip_count (the analysis policy parameter
 *      default_trip_count).
 * For br.cloop and br.ctop loops 1 and 2 give source iterations (ar.lc +
 * 1; br.ctop's trip_count adds ar.ec - 1 kernel iterations).  Where the
 * value model follows a procedure's call through (values.h, values_walk),
 * its blocks' exec_count and its loops' trip counts (origin code or
 * assume, unless the user gave them) are those of that call.
 *
 * Prefixes: cfg_.
 */
#ifndef IA64P_ANALYSIS_CFG_H
#define IA64P_ANALYSIS_CFG_H

#include "../parser/program.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct trip_override {
	const char *label;	/* the loop's header label as written */
	int64_t trips;
	bool used;		/* set by cfg_build when a loop matched it */
};

/* A statement of the user's (--assume, "// ia64-predict: assume in3=1000"):
 * register res (in0-in7, r1-r127; f2-f127 with value a double's bits)
 * holds value as the procedure proc (NULL: every procedure) is entered. */
struct cfg_assume {
	const char *proc;
	uint16_t res;		/* RES_GR0 + n */
	int64_t value;
	bool used;		/* set when a procedure took it */
};

struct cfg_options {
	int64_t default_trip_count;
	int64_t walk_limit;		/* instructions a walk may run (the
					 * parameter walk_limit); 0: 4194304 */
	bool no_fast_forward;		/* walk_fast_forward=0 */
	int64_t walk_memory_words;	/* the parameters walk_memory_words */
	int64_t walk_memory_runs;	/* and walk_memory_runs; 0: defaults */
	int64_t alat_entries;		/* the parameter alat_entries; 0: default */
	uint64_t data_base;		/* where the file's data is placed (the
					 * parameter data_place); 0: default */
	const uint64_t *section_base;	/* per section of the program, where
					 * --base puts it (0: not given), or
					 * NULL: a data section given one is
					 * placed there, not from data_base */
	struct trip_override *trips;
	size_t ntrips;
	struct cfg_assume *assume;	/* --assume, in the order given */
	size_t nassume;
};

struct cfg_block {
	int proc;		/* index into cfg.procs */
	uint32_t section;
	uint32_t first_bundle;	/* index into program.sections[section].bundles */
	uint32_t nbundles;
	uint64_t start, end;	/* section offsets, [start, end) */
	const char *label;	/* a symbol naming start, or NULL */
	int succ_fall;		/* successor when no branch is taken, or -1 */
	int succ_taken;		/* target of the ending branch in this section, or -1 */
	uint32_t branch;	/* insn index of the branch ending the block, or UINT32_MAX */
	int loop;		/* innermost loop holding the block, or -1 */
	int loop_pos;		/* its place in cfg.loop_blocks, or -1 */
	int idom;		/* immediate dominator (the entry: itself), -1 when
				 * unreachable */
	double exec_count;	/* executions per call of its procedure (at most
				 * CFG_COUNT_MAX: cfg.saturated) */
};

/* The instructions of a block in address order, an L+X instruction once:
 *
 *	for (struct cfg_insns it = cfg_insns(p, b); cfg_insns_next(&it);)
 *		use(it.insn);
 */
struct cfg_insns {
	uint32_t insn;			/* the instruction: index into program.insns */
	const struct asm_bundle *bundle;	/* its bundle */
	int slot;			/* its place in bundle->insn[] */
	uint32_t nth_bundle;		/* its bundle's, from the block's first */
	/* the block's bundles, and how many instructions bundle holds */
	const struct asm_bundle *bundles;
	uint32_t nbundles;
	int in_bundle;
};

static inline struct cfg_insns cfg_insns(const struct program *p, const struct cfg_block *b)
{
	return (struct cfg_insns){
		.slot = -1, .nth_bundle = UINT32_MAX, .nbundles = b->nbundles,
		.bundles = b->nbundles ? &p->sections[b->section].bundles[b->first_bundle] : NULL};
}

/* Moves it to the next instruction: false past the last. */
static inline bool cfg_insns_next(struct cfg_insns *it)
{
	if (++it->slot >= it->in_bundle) {
		if (++it->nth_bundle >= it->nbundles) {
			it->nth_bundle = it->nbundles;
			return false;
		}
		it->bundle = &it->bundles[it->nth_bundle];
		it->in_bundle = bundle_ninsns(it->bundle);
		it->slot = 0;
	}
	it->insn = it->bundle->insn[it->slot];
	return true;
}

/* Where counts saturate: 2^64 - 1 (a count that does not fit 64 bits is
 * shown as this, with a warning). */
#define CFG_COUNT_MAX 18446744073709551615.0

struct cfg_edge {
	int from, to;		/* blocks */
};

enum loop_kind {
	LOOP_CLOOP,		/* br.cloop: counted by ar.lc */
	LOOP_CTOP,		/* br.ctop: modulo-scheduled, counted */
	LOOP_WTOP,		/* br.wtop: modulo-scheduled, while */
	LOOP_COND,		/* br.cond or br back to the header */
	LOOP_OTHER		/* br.cexit, br.wexit, ... closing the loop */
};

enum trip_source { TRIP_OPTION, TRIP_ANNOTATION, TRIP_CODE, TRIP_ASSUME, TRIP_DEFAULT };

struct cfg_loop {
	int header;		/* block: the lowest-addressed block of the loop's
				 * own that a branch inside the loop goes back
				 * to (the top of the body path); else the
				 * block the search entered the loop at */
	int latch;		/* block whose branch goes back to the header */
	int parent;		/* enclosing loop, or -1 */
	int depth;		/* 1 for an outermost loop */
	int *blocks;		/* the body, nested loops' blocks included,
				 * header first (a range of cfg.loop_blocks) */
	int nblocks;
	int first_block;	/* the body's lowest-addressed block */
	uint64_t end;		/* section offset past its highest block */
	int *entries;		/* blocks entered from outside the loop (or the
				 * procedure's entry), by address */
	int nentries;		/* more than one: irreducible */
	struct cfg_edge *exits;	/* edges from the loop to a block outside it */
	int nexits;
	double entry_rate;	/* entries per iteration of the parent (per call
				 * for an outermost loop) */
	enum loop_kind kind;
	uint32_t back_branch;	/* insn index of the backward branch */
	int64_t trip_count;	/* body executions per entry into the loop */
	int64_t source_trips;	/* br.ctop: source iterations (ar.lc + 1) per
				 * entry, or -1; trip_count is the kernel's */
	enum trip_source trip_source;
	bool lc_known, ec_known;/* initial ar.lc / ar.ec are constants */
	int64_t lc, ec;
	uint32_t lc_deps, ec_deps;	/* the inputs they were computed from
					 * (values.h: 1 << enum val_sym) */
	char trip_note[96];	/* with TRIP_DEFAULT: what the counter is known
				 * as ("ar.lc = in3 - 1", "ar.lc depends on
				 * in3, memory"), or "" */
};

struct cfg_proc {
	const char *name;
	uint32_t section;
	uint64_t start, end;	/* section offsets, [start, end) */
	int first_block, nblocks;
};

/* A region of "// LLVM-MCA-BEGIN name" ... "// LLVM-MCA-END": the
 * instructions written between them (by program insn seq numbers). */
struct cfg_region {
	const char *name;
	uint32_t first_seq, end_seq;	/* [first_seq, end_seq) */
	struct src_loc loc;
};

struct values;

struct cfg {
	const struct program *prog;
	struct values *values;		/* the value model (values.h) */
	struct cfg_proc *procs;
	size_t nprocs;
	struct cfg_block *blocks;
	size_t nblocks;
	struct cfg_loop *loops;		/* each procedure's loops, parents
					 * before children (a preorder of the
					 * nesting forest, by address) */
	size_t nloops;
	int *loop_blocks;		/* the loops' bodies, each a range */
	int *loop_entries;
	struct cfg_edge *loop_exits;
	bool saturated;			/* some execution count reached
					 * CFG_COUNT_MAX */
	struct cfg_region *regions;
	size_t nregions;
	int64_t *walk_trips;		/* per loop: the trip count the user
					 * gave the walk, or -1 */
	int64_t walk_limit;		/* cfg_options.walk_limit */
	bool walk_fast_forward;		/* !cfg_options.no_fast_forward */
	int64_t walk_memory_words;	/* cfg_options.walk_memory_words */
	int64_t walk_memory_runs;	/* cfg_options.walk_memory_runs */
	int64_t alat_entries;		/* cfg_options.alat_entries */
	uint64_t data_base;		/* cfg_options.data_base */
	uint64_t *section_base;		/* a copy of cfg_options.section_base
					 * (prog->nsections), or NULL */
	int *procs_by_start;		/* the procedures by (section, start),
					 * for cfg_call_target */
};

/* Builds the graph.  Reports problems (an annotation that does not parse,
 * an unterminated region) through common/diag.h as errors with their source
 * location and returns NULL when any was reported. */
struct cfg *cfg_build(const struct program *p, const struct cfg_options *opt);
void cfg_free(struct cfg *g);

/* Walks procedure proc again with the value model (values_walk: the
 * same path and counts as cfg_build's walk), obs hearing its accesses. */
struct values_observer;
void cfg_walk(const struct cfg *g, int proc, const struct values_observer *obs);

/* Where a call goes. */
enum cfg_call_kind {
	CFG_CALL_IN_FILE,	/* a procedure of the file */
	CFG_CALL_OUTSIDE,	/* a symbol the file does not define */
	CFG_CALL_NOT_PROC,	/* code of the file that starts no procedure */
	CFG_CALL_INDIRECT	/* through a branch register */
};
/* The procedure br.call (brl.call) insn goes to, or -1; *kind says where
 * it goes, *name (when not NULL) the symbol called (NULL: none). */
int cfg_call_target(const struct cfg *g, uint32_t insn, enum cfg_call_kind *kind,
		    const char **name);

/* Does loop L hold block b (nested loops included)?  Constant time. */
bool cfg_loop_contains(const struct cfg *g, int loop, int block);

const char *cfg_loop_kind_name(enum loop_kind k);
const char *cfg_trip_source_name(enum trip_source s);
/* The block's name as the report and the database write it: its label,
 * or its address ("0x40") in buf. */
const char *cfg_block_name(const struct cfg_block *b, char *buf, size_t size);

#endif
