/*
 * analysis/params.h - every parameter of a run, in one place: the CPU's
 * properties (machine/core.h: core_params), the memory hierarchy
 * (machine/cache.h: cache_params) and the analysis policy
 * (analysis_params, here: what the analysis assumes where the code does
 * not say), each table registered by the module that owns it.
 *
 * analysis_param_owners lists the owners in the order every listing shows them:
 * --list-params, --param, the report's "parameters:" lines, the JSON
 * "params" object and the database's run_params.
 *
 * Prefixes: analysis_, model_config_.
 */
#ifndef IA64P_ANALYSIS_PARAMS_H
#define IA64P_ANALYSIS_PARAMS_H

#include "../common/param.h"
#include "../machine/cache.h"
#include "../machine/pmu.h"
#include "../machine/core.h"

#include <stdbool.h>
#include <stddef.h>

enum analysis_param {
	ANALYSIS_DEFAULT_TRIP_COUNT,		/* read by cfg (cfg_options) */
	ANALYSIS_UNKNOWN_PREDICATES_TRUE,	/* read by predict */
	ANALYSIS_CACHE_WARM,			/* read by memory */
	ANALYSIS_INPUT_SPACING,			/* read by memory */
	ANALYSIS_WALK_LIMIT,			/* read by cfg (cfg_options) */
	ANALYSIS_WALK_FAST_FORWARD,		/* read by cfg (cfg_options) */
	ANALYSIS_WALK_MEMORY_WORDS,		/* read by cfg (cfg_options) */
	ANALYSIS_WALK_MEMORY_RUNS,		/* read by cfg (cfg_options) */
	ANALYSIS_DATA_PLACE,			/* read by cfg (cfg_options) */
	ANALYSIS_CALL_DEPTH,			/* read by memory */
	ANALYSIS_RSE_ENTRY_FRAME,		/* read by memory */
	ANALYSIS_RSE_ENTRY_DIRTY,		/* read by memory */
	ANALYSIS_RSE_BACKING_STORE,		/* read by memory */
	ANALYSIS_RSE_OUTSIDE_FRAME,		/* read by memory */
	ANALYSIS_TIMING_TAIL,			/* read by memory */
	ANALYSIS_PARAM_COUNT
};
extern const struct param_table analysis_params;

/* Every owner's table, NULL-terminated. */
extern const struct param_table *const analysis_param_owners[];

/* The values of every parameter, and the CPU. */
struct model_config {
	struct core_config core;		/* the CPU and its properties */
	struct cache_config cache;		/* the memory hierarchy */
	/* The PMU's qualification of the run (--base, --drange, ...: the
	 * places of the program's sections and the data-address range the
	 * memory model counts in), NULL: none, sections at address 0.  Not a
	 * parameter: what the user says of the run. */
	const struct pmu_setup *pmu;
	double analysis[ANALYSIS_PARAM_COUNT];	/* enum analysis_param */
	/* Iterations from the start of a loop's steady state that its trace
	 * keeps for the timeline (predict.h: at least
	 * PREDICT_TIMELINE_ITERATIONS).  Not a parameter: what the user asks
	 * to see (--timeline=ITER-ITER); no prediction depends on it. */
	int64_t timeline_keep;
};

/* Every parameter at its default, for cpu; false when the name is
 * unknown. */
bool model_config_init(struct model_config *m, const char *cpu);
/* The value array of owner t in m, indexed as t->defs. */
const double *model_config_values(const struct model_config *m, const struct param_table *t);
/* --param's "NAME=VALUE", for a parameter of any owner.  False, with the
 * reason in err, for an unknown name or a value it cannot take. */
bool model_config_set(struct model_config *m, const char *assignment,
		      char *err, size_t errlen);
double analysis_param(const struct model_config *m, enum analysis_param id);

#endif
