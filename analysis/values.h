/*
 * analysis/values.h - the value model: what the general registers,
 * predicates, ar.lc and ar.ec hold where each block of a procedure begins,
 * and so which side of a branch runs and what a loop's counters start at.
 *
 * A value is a constant, an affine function c + k*x of one input x (in0-in7
 * as the procedure is entered, gp, sp, tp), or unknown; every value carries
 * the inputs it was computed from (so a trip count can say what it depends
 * on, and whether a --assume'd input went into it).  Inputs the user states
 * (--assume, "// ia64-predict: assume in3=1000") are constants carrying
 * their input.  Loads, calls and the registers a rotating loop renames give
 * unknowns, except that a walk (values_walk) remembers what its stores
 * wrote (valmem.h) and reads it back.  An immediate the linker fills in
 * is unknown (VSYM_LINK).  Integer instructions compute as machine/semantics.h says;
 * everything else written becomes unknown.
 *
 * Prefixes: values_ (the model), val_ (one value).
 */
#ifndef IA64P_ANALYSIS_VALUES_H
#define IA64P_ANALYSIS_VALUES_H

#include "cfg.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct strbuf;

/* The inputs a value can be a function of or depend on. */
enum val_sym {
	VSYM_NONE,		/* a constant */
	VSYM_IN0, VSYM_IN7 = VSYM_IN0 + 7,	/* r32-r39 at entry */
	VSYM_GP, VSYM_SP, VSYM_TP,		/* r1, r12, r13 at entry */
	VSYM_AFFINE_END,	/* symbols up to here can be x of c + k*x */
	VSYM_ENTRY = VSYM_AFFINE_END,	/* another register at entry */
	VSYM_MEMORY,		/* a value loaded from memory */
	VSYM_CALL,		/* what a call left */
	VSYM_LOOP,		/* changes from one iteration to the next */
	VSYM_FLOAT,		/* computed from floating-point registers */
	VSYM_LINK,		/* an address the linker fills in (a symbol) */
	VSYM_ASSUMED,		/* an input the user stated went into it */
	VSYM_COUNT
};

enum val_kind { VAL_UNREACHED, VAL_KNOWN, VAL_UNKNOWN };

struct val {
	uint8_t kind;		/* enum val_kind */
	uint8_t sym;		/* VAL_KNOWN: x (VSYM_NONE: a constant c) */
	uint32_t deps;		/* 1 << enum val_sym: what it was computed from */
	int64_t k, c;		/* VAL_KNOWN: c + k*x (two's complement, wrapping) */
};

/* Runs the model over every procedure of g, with the user's statements
 * assume[0..n) (struct cfg_assume, cfg.h; a later one wins over an earlier
 * one for the same register).  Never NULL. */
struct values *values_analyze(const struct cfg *g, struct cfg_assume *assume, size_t n);
/* No walk (values_walk) will run again: what only the model and its walks
 * read (each instruction's description, each procedure's and block's
 * states, the data the walks' memory starts from) is given back.  The
 * walks' results stay; values_loop_entry and values_branch_predicate may
 * no longer be called. */
void values_walks_done(struct values *v);
void values_free(struct values *v);

/* Register res (RES_GR0 + n, RES_PR0 + n, RES_AR0 + AR_LC or AR_EC) as
 * loop L is entered from outside it (joined over every entry edge that
 * can run). */
struct val values_loop_entry(const struct values *v, int loop, uint16_t res);

/* The qualifying predicate of the branch ending block b where the branch
 * is reached: VAL_KNOWN with c 0 or 1, VAL_UNKNOWN, or VAL_UNREACHED when
 * the block cannot run. */
struct val values_branch_predicate(const struct values *v, int block);

/* One call of a procedure followed instruction by instruction from its
 * entry state (the inputs as --assume states them), the registers renamed
 * by the rotating bases, every branch decided by the values it reads:
 * br.cond/br.call/br.ret by their predicate, br.cloop/br.ctop/br.cexit by
 * ar.lc and ar.ec, br.wtop/br.wexit by their predicate and ar.ec (SDM vol
 * 3, br).  A loop whose trip count the user gave (forced[loop] >= 0, else
 * -1) runs that many times: br.cloop and br.ctop loops as source
 * iterations (ar.lc = N - 1 as the loop is entered), the others as
 * iterations of the body (the closing branch taken N - 1 times).  A branch
 * the values do not decide that leaves such a loop (a scan's exit on a
 * loaded byte) is taken in its last iteration and not before; a br.cloop
 * or br.ctop loop with such an exit whose constant ar.lc runs longer than
 * N leaves by it in source iteration N, any other ends by its counter
 * (ar.lc = N - 1) and never by it.  The walk
 * stops, not decided, at the first branch the values do not decide, at an
 * indirect branch other than a return, or after limit instructions (the
 * parameter walk_limit); it
 * ends at a return or where control leaves the procedure.  A call is not
 * followed (what it may change becomes unknown).  An instruction whose
 * qualifying predicate is unknown is counted as executed
 * (unknown_predicates_true) and the walk is then not exact. */
struct values_walk {
	bool ran;		/* the procedure has code */
	bool decided;		/* every branch on the way was decided */
	bool exact;		/* decided, and every qualifying predicate known */
	char why[192];		/* when not decided: where it stopped and why */
	uint32_t deps;		/* the inputs the branches' outcomes came from */
	uint32_t stop_deps;	/* when not decided: what stopped it depends on */
	uint32_t qp_deps;	/* the inputs unknown predicates depend on */
	uint64_t unknown_qp;	/* instructions run with an unknown predicate */
	uint64_t retired;	/* instructions of the walk */
};

/* What a walk tells about its memory accesses as it goes, in the order it
 * makes them (a cache model listens).  addr is the access's address as
 * the values know it: VAL_KNOWN with sym VSYM_NONE when it is a number. */
struct values_observer {
	void *ctx;
	void (*access)(void *ctx, uint32_t insn, const struct val *addr);
	/* The walk enters bundle bu of block (taken: by a taken branch or as
	 * the procedure's first, not by falling through or returning from a
	 * call).  May be NULL. */
	void (*bundle)(void *ctx, int block, const struct asm_bundle *bu, bool taken);
	/* A long loop's fast-forward (values_walk): period marks the start of
	 * a period of the loop (the walk calls it at three consecutive
	 * periods' starts); repeat asks the listener to take the accesses and
	 * bundles of the last period as made times more times, each access's
	 * address advancing by what it advanced over that period, and answers
	 * whether it could (false: the walk does not skip).  May be NULL. */
	void (*period)(void *ctx);
	bool (*repeat)(void *ctx, uint64_t times);
	/* The walk ran syllable insn of the bundle it is in (its predicate
	 * true or false), after the access it made, if any (taken: a branch
	 * that was taken, a call, a return, a loop branch too, told before
	 * the walk enters the bundle it goes to: the instruction prefetcher
	 * reads its hint).  Every syllable the walk reaches, in order, so
	 * that a listener can disperse them into issue groups.  May be
	 * NULL. */
	void (*insn)(void *ctx, uint32_t insn, bool taken);
	/* How deep the walk follows calls of the file's procedures (0: not
	 * at all).  A call it follows runs its callee's walk in its place
	 * (the caller's out registers, gp, sp, tp, f8-f15 and the walk's
	 * memory passed in; VALUES_CALL_DEPTH deep at most, the instructions
	 * run in callees within the walk's limit): the listener hears the
	 * callee's bundles, syllables and accesses, then call(insn, true);
	 * the caller's own walk and counts stay as they are without it.
	 * Any other taken call of the procedure walked (outside the file,
	 * indirect, or a callee whose walk did not decide every branch:
	 * what it made up to there was heard) is told as call(insn,
	 * false); its callees' calls are not told.  call may be NULL. */
	int follow_calls;
	void (*call)(void *ctx, uint32_t insn, bool followed);
};

/* The deepest values_observer.follow_calls can ask for. */
#define VALUES_CALL_DEPTH 16

/* The memory a walk remembers (docs/model.md, "Memory along the walk";
 * valmem.h): at most words 8-byte words and runs strided runs (the
 * parameters walk_memory_words and walk_memory_runs); and its ALAT's
 * entries (machine/alat.h, the parameter alat_entries; 0: 32). */
struct values_memory_limits {
	int64_t words, runs;
	int64_t alat_entries;
};
#define VALUES_MEMORY_WORDS 262144
#define VALUES_MEMORY_RUNS 64
/* Where the walk places the file's data sections (cfg.data_base): the
 * parameter data_place, MB past VALUES_REGION3. */
#define VALUES_REGION3 0x6000000000000000ULL
#define VALUES_DATA_PLACE 2048
#define VALUES_DATA_BASE (VALUES_REGION3 + ((uint64_t)VALUES_DATA_PLACE << 20))

/* Where the walk lays out the file's data sections from base, when --base
 * does not place them: addr[s] for each of p's sections (0: code, or not
 * placed); returns the address past them (the linkage table's). */
uint64_t values_data_layout(const struct program *p, uint64_t base, uint64_t *addr);

/* Walks procedure proc (again: a second walk replaces the first's
 * counts), stopping after limit instructions run one by one (a long
 * loop's periods skipped by fast_forward do not count).  memory: NULL for
 * the defaults.  obs, when not NULL, hears every access and bundle. */
void values_walk(struct values *v, int proc, const int64_t *forced, int64_t limit,
		 bool fast_forward, const struct values_memory_limits *memory,
		 const struct values_observer *obs);
const struct values_walk *values_walk_result(const struct values *v, int proc);
/* Per call, from the walk's ALAT (docs/model.md, "The ALAT"): times
 * insn, a check load or chk.a, failed (missed the ALAT: a check load then
 * reads memory and retires as a load), and times insn, an advanced load
 * or a check load with .nc that failed, displaced the valid entry of
 * another register (ALAT_CAPACITY_MISS). */
void values_walk_alat(const struct values *v, uint32_t insn, double *failed,
		      double *displaced);
/* Per call, from the walk: times insn retired with its predicate true
 * (or unknown) and false, and times it was a taken branch. */
void values_walk_insn(const struct values *v, uint32_t insn, double *executed,
		      double *squashed, double *taken);
/* The addresses one memory access (load, store, semaphore, lfetch) used
 * on the walk, with its predicate true: how many, how many the values did
 * not know, the first known one, and the distance between consecutive
 * known ones (stride) with how often it held and how often another
 * distance came instead (breaks: an outer loop's next row, a table
 * lookup).  No breaks and a constant stride: the address is first +
 * stride x i for the i-th access. */
struct values_address {
	uint64_t accesses, unknown;
	struct val first;
	int64_t stride;
	uint64_t strides, breaks;
	uint32_t unknown_deps;	/* what the unknown addresses depend on */
};
/* NULL when insn is not a memory access. */
const struct values_address *values_walk_address(const struct values *v, uint32_t insn);
/* "in0 + 8*i", "0x600000 + 16*i", "from in1 + 8, irregular (3 strides of
 * 8, 2 others)", "unknown (memory)". */
void values_address_format(const struct values_address *a, char *buf, size_t size);
/* The same, appended to o. */
void values_address_put(struct strbuf *o, const struct values_address *a);

/* Times block was entered. */
double values_walk_block(const struct values *v, int block);
/* Times loop was entered from outside it, its iterations (entries + taken
 * branches back to its header), the inputs its branches depended on. */
void values_walk_loop(const struct values *v, int loop, double *entries, double *iterations,
		      uint32_t *deps);

/* The arguments a call passed on the walk (values_walk): the caller's out
 * registers r32+sol..r32+sol+7 at the br.call (the callee's in0-in7 after
 * its alloc) where they are constants, and f8-f15 where they hold a
 * double exactly.  Each distinct set is kept with how often the walk
 * passed it, up to VALUES_CALL_SETS sets; more are counted in
 * other_times. */
#define VALUES_CALL_SETS 8

struct values_call_args {
	uint8_t known;		/* bit n: in n (r32+sol+n) is a constant */
	uint8_t fknown;		/* bit n: f8+n holds a double exactly */
	int64_t in[8];		/* where known */
	uint64_t f[8];		/* where fknown: the double's bits */
	double times;		/* calls of the walk with this set */
};

struct values_call {
	uint32_t insn;		/* the br.call */
	struct values_call_args set[VALUES_CALL_SETS];
	size_t nsets;
	double other_times;	/* calls with a set past the first
				 * VALUES_CALL_SETS */
	bool frame_unknown;	/* the caller's frame (alloc) was not known:
				 * no out register is known */
};

/* What the walk of the procedure holding insn passed at that call, or NULL
 * when the walk did not make it. */
const struct values_call *values_call_args(const struct values *v, uint32_t insn);
/* Do a and b state the same arguments? */
bool values_same_call_args(const struct values_call_args *a,
			   const struct values_call_args *b);

/* "in0=10, in1=0x600000, f8=2.5" for the arguments set knows ("" when
 * none). */
void values_call_args_format(const struct values_call_args *set, char *buf, size_t size);

/* Parses "REG=VALUE" or "PROC:REG=VALUE" (REG: in0-in7, r1-r127 with
 * VALUE a C integer, decimal or 0x, possibly negative; f2-f127 with VALUE
 * a C floating-point number, kept as the double's bits in value).  False
 * on anything else.  Floating-point values are accepted but not followed:
 * a branch they decide is reported as depending on floating-point values. */
bool values_parse_assume(const char *text, struct cfg_assume *out,
			 char *name_buf, size_t name_size);

/* "1000", "4*in3 + 17", "unknown (in3, memory)". */
void val_format(const struct val *x, char *buf, size_t size);
/* The same, appended to o. */
void val_put(struct strbuf *o, const struct val *x);
/* "in3", "gp", "memory", ... */
const char *val_sym_name(enum val_sym s);
/* The inputs in deps, comma-separated: "in3, memory" ("" when none). */
void val_deps_format(uint32_t deps, char *buf, size_t size);

#endif
