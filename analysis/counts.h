/*
 * analysis/counts.h - predicted PMU event counts at every level of a
 * program: per instruction, block, loop, procedure and file.
 *
 * An event is named as the Montecito manual and pfmon name it: "EVENT" or
 * "EVENT.UMASK" (IA64_INST_RETIRED, BACK_END_BUBBLE.ALL, ...).  A count the
 * model cannot predict is absent, never zero; how each event is predicted
 * is in the event catalogue (machine/events.h).
 *
 * Prefixes: counts_.
 */
#ifndef IA64P_ANALYSIS_COUNTS_H
#define IA64P_ANALYSIS_COUNTS_H

#include "predict.h"
#include "../common/pool.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Counts whose name starts with '_' are the model's own terms, not events:
 * reports leave them out. */
#define CYCLES_RETIRING "_CYCLES_RETIRING"

struct pmu_setup;

struct event_count {
	const char *event;	/* static string: "EVENT" or "EVENT.UMASK" (in a
				 * set counts_add built, the name's interned
				 * pointer: analysis/eventids.h) */
	double value;		/* per call of the procedure (per file: all calls once) */
};

struct count_set {
	struct event_count *v;
	/* cap 0 with entries: v is shared with equal sets (struct
	 * counts.shared), read-only; counts_add copies it first */
	uint32_t n, cap;
	/* Where each event's entry is while a large set is built, by event id:
	 * entry index + 1, 0 absent; NULL for a small set, a set built by hand
	 * and a shared one.  Only counts_add keeps it; code that removes
	 * entries drops it. */
	uint16_t *slot;
	uint32_t nslots;	/* the ids it covers */
	bool interned;		/* the entries' names are interned (counts_add's
				 * sets; false: built by hand, found by name) */
};

/* A count of a procedure as a function of one input x it depends on:
 * slope * x + intercept where affine. */
struct count_formula {
	const char *event;	/* as in counts.procs */
	bool affine;		/* false: it depends on x, not affinely */
	double slope, intercept;
};

/* What a procedure's counts depend on that nobody stated. */
struct proc_dependence {
	uint32_t unknown;	/* the inputs (values.h: 1 << enum val_sym) its
				 * trip counts or path depend on, unstated */
	int input;		/* the one input the formulas are of (enum
				 * val_sym), or -1 */
	struct count_formula *f;	/* the counts of counts.procs that
					 * depend on it */
	size_t n;
};

/* The input values the formulas are derived (1000, 1001) and checked
 * (1006, 1100) at. */
#define COUNTS_FORMULA_POINTS {1000, 1001, 1006, 1100}

struct counts {
	const struct prediction *pr;
	const struct pmu_setup *q;	/* the qualification, or NULL */
	bool qualified;			/* counted under a PMU qualification */
	/* per program insn, per call: its own retirement events (those it
	 * does not count are absent; counts_insn_with_zeros lists them at 0) */
	struct count_set *insns;
	struct count_set *blocks;	/* per cfg block */
	struct count_set *loops;	/* per cfg loop, per entry */
	/* the arrays of insns, blocks and loops, complete: equal sets share
	 * one (count_set.cap 0) */
	struct pool shared;
	struct count_set *procs;	/* per cfg procedure, per call: its own
					 * code (exclusive) */
	struct count_set *procs_inclusive;	/* the same with the procedures of
					 * the file it calls (proc_prediction.
					 * calls, CALL_IN_FILE), inclusive */
	struct count_set *regions;	/* per cfg region, per iteration of its
					 * steady state (the region's own
					 * instructions' events; a cut bundle's
					 * other slots only in the cycle's) */
	struct count_set file;		/* every procedure called once */
	struct proc_dependence *depend;	/* per procedure, from counts_formulas
					 * (NULL before) */
	struct call_prediction *called;	/* from counts_calls_with_arguments */
	size_t ncalled;
};

/* c->insns[insn] into out, which the caller frees with counts_set_free,
 * with every event an instruction can count present: those it did not
 * count read 0.  What a listing of every instruction shows. */
void counts_insn_with_zeros(const struct counts *c, uint32_t insn, struct count_set *out);
void counts_set_free(struct count_set *set);

/* Every count of a prediction; never NULL.  With a qualification (q not
 * NULL), events that take instruction-address or opcode qualification
 * count only what channel 0 lets through, as the hardware would;
 * IA64_TAGGED_INST_RETIRED counts each channel. */
struct counts *counts_compute(const struct prediction *pr, const struct pmu_setup *q);
/* predict_program and counts_compute in one: each loop's events over its
 * exact trace are taken as soon as the loop is predicted, and the trace
 * let go (struct predict_observer), the rest as counts_compute: the same
 * counts in less memory.  *pr is the prediction (NULL, and NULL returned,
 * where predict_program fails). */
struct counts *counts_predict(const struct program *p, const struct cfg *g,
			      const struct model_config *m, const struct pmu_setup *q,
			      struct prediction **pr);
void counts_free(struct counts *c);
/* What each procedure's counts depend on (struct proc_dependence) and,
 * where that is one input x (in0-in7, gp, sp, tp) and nothing else
 * unknown, each count's formula in x: the analysis is run again with the
 * procedure's x stated (--assume) at the points COUNTS_FORMULA_POINTS,
 * the slope and intercept taken from the first two and checked at the
 * others, so a formula is only given where the model is affine at every
 * point (a count that is not is marked so).  opt and m are those c was
 * predicted with.  The analyses run again report what they find through
 * common/diag.h again. */
void counts_formulas(struct counts *c, const struct cfg_options *opt,
		     const struct model_config *m);

/* A callee predicted with the arguments one call passed (one set of
 * values_call_args). */
struct call_prediction {
	uint32_t insn;			/* the call */
	size_t set;			/* index into values_call.set */
	bool predicted;			/* false: not predicted with them (the
					 * caller's path not followed, or calls
					 * nested deeper than COUNTS_CALL_DEPTH) */
	double cycles_inclusive;	/* the callee's, per call, with them */
};

/* How deep calls with known arguments are followed (a callee predicted
 * with its arguments predicts its own callees with theirs, and so on). */
#define COUNTS_CALL_DEPTH 4

/* The callees as called: for each call of a procedure of the file
 * (CALL_IN_FILE) that the caller's walk followed, the callee is predicted
 * again for each distinct set of arguments the walk saw it pass (values.h,
 * values_call_args) as if --assume'd with them (cached by callee and
 * set), and the callers' inclusive cycles (pr->procs, cycles_inclusive)
 * and counts (c->procs_inclusive) take those predictions for those calls,
 * callees first; the other calls keep the callee's own prediction.  opt
 * and m are those pr was predicted with. */
void counts_calls_with_arguments(struct counts *c, struct prediction *pr,
				 const struct cfg_options *opt, const struct model_config *m);

/* Checks the manual's identities on every level (CPU_OP_CYCLES =
 * BACK_END_BUBBLE.ALL + cycles retiring an instruction; BACK_END_BUBBLE.ALL
 * = the sum of its parts; the dispersal identity; at most 6 retired a
 * cycle).  NULL, or the identity that failed. */
const char *counts_check(const struct counts *c);

/* Adds value to event in set (creating it). */
void counts_add(struct count_set *set, const char *event, double value);
/* The value of event in set, or -1 when it is absent. */
double counts_get(const struct count_set *set, const char *event);

#endif
