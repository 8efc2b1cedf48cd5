/*
 * analysis/params.c - the analysis policy's parameters, and the list of
 * every owner of parameters (docs/model.md, section 6).
 */
#include "params.h"
#include "values.h"

#include <stdio.h>
#include <string.h>

static const struct param_def analysis_param_defs[ANALYSIS_PARAM_COUNT] = {
	[ANALYSIS_DEFAULT_TRIP_COUNT] = {"default_trip_count", 100, "iterations",
		"model choice", "iterations of a loop whose trip count is not known"},
	[ANALYSIS_UNKNOWN_PREDICATES_TRUE] = {"unknown_predicates_true", 1, "0 or 1",
		"model choice",
		"a predicate the code does not set to a known value is true (1) or false (0)"},
	[ANALYSIS_CACHE_WARM] = {"cache_warm", 1, "0 or 1", "model choice",
		"caches start warm (1: the procedure's working set left by a previous call, "
		"as a benchmark loop sees it) or cold (0); --cache-state"},
	[ANALYSIS_INPUT_SPACING] = {"input_spacing", 1052864, "bytes",
		"model choice (1 MB + 4 KB + 192: inputs' lines fall in different sets)",
		"an input not stated that an address is computed from (in0-in7, gp, sp, tp) "
		"is placed at 0x6000000000000000 + n * this, for the n-th input"},
	[ANALYSIS_WALK_LIMIT] = {"walk_limit", 4194304, "instructions",
		"model choice (a few seconds of analysis)",
		"the value model follows one call for at most this many instructions: a "
		"longer one keeps the static estimate, and its memory is not simulated"},
	[ANALYSIS_WALK_FAST_FORWARD] = {"walk_fast_forward", 1, "0 or 1", "model choice",
		"the walk skips the repeating periods of a long loop (counted, or closed by a "
		"br.cond its compares decide, while they keep their results), the memory "
		"model extrapolating them once the caches are in a steady state (1); "
		"0 runs every iteration (the same counts, slower)"},
	[ANALYSIS_WALK_MEMORY_WORDS] = {"walk_memory_words", VALUES_MEMORY_WORDS, "8-byte words",
		"model choice (2 MB of stored data, some 20 MB of the analysis's memory)",
		"the value model's walk remembers what its stores wrote (so a load of it is "
		"followed: a pointer chase) in at most this many words; past them a store's "
		"bytes are not remembered, and a load of them is not known"},
	[ANALYSIS_WALK_MEMORY_RUNS] = {"walk_memory_runs", VALUES_MEMORY_RUNS, "runs",
		"model choice",
		"what the skipped periods of a long loop stored is remembered as strided runs, "
		"at most this many at once; past them the bytes are not remembered"},
	[ANALYSIS_DATA_PLACE] = {"data_place", VALUES_DATA_PLACE, "MB",
		"model choice (2 GB into region 3, where Linux puts data, past the inputs "
		"input_spacing places)",
		"the file's data sections (.data, .rodata, .sdata, .bss, ...) are placed from "
		"0x6000000000000000 + this many MB, in file order, each at a multiple of its "
		"alignment: a symbol's address (movl r = sym, data8 sym) is that, and the "
		"walk's loads read their bytes"},
	[ANALYSIS_CALL_DEPTH] = {"call_depth", 4, "calls (at most 16)",
		"model choice (bounds the work; compiled code rarely nests deeper in a file)",
		"the memory model follows a call of a procedure of the file this many calls "
		"deep: the callee's accesses go through the caches in the call's place, with "
		"the arguments the caller passed (counted as the callee's own); 0 follows none, "
		"as if each procedure ran alone"},
	[ANALYSIS_RSE_ENTRY_FRAME] = {"rse_entry_frame", 8, "registers (at most 96)",
		"model choice (a caller passing 8 outputs, as the Ski harness does)",
		"the register stack engine's current frame at a procedure's entry: the "
		"caller's outputs (docs/memory.md, \"The register stack engine\")"},
	[ANALYSIS_RSE_ENTRY_DIRTY] = {"rse_entry_dirty", 0, "registers",
		"model choice (nothing dirty below: a program just started, the Ski harness)",
		"dirty stacked registers below the frame at a procedure's entry, not yet "
		"stored to the backing store: the caller's locals, restored by the "
		"procedure's return"},
	[ANALYSIS_RSE_BACKING_STORE] = {"rse_backing_store", 3072, "MB",
		"model choice (region 3, past data_place; a multiple of 2 MB as Ski's "
		"0x9fffffff7f600000 is, so its lines fall in the same cache sets)",
		"the register backing store begins (ar.bspstore at entry, the dirty "
		"registers above it) at 0x6000000000000000 + this many MB: the RSE's "
		"spills and fills go through the caches there"},
	[ANALYSIS_RSE_OUTSIDE_FRAME] = {"rse_outside_frame", 0, "registers (at most 96)",
		"model choice (a callee whose frame fits in the invalid registers)",
		"a call the walk does not follow (outside the file, indirect, deeper than "
		"call_depth) is taken to alloc a frame of this many registers and return: "
		"its spills and fills are the callee's; 0: it moves nothing"},
	[ANALYSIS_TIMING_TAIL] = {"timing_tail_iterations", 1024, "iterations",
		"model choice (a long loop's steady state is at its end, not its cold start; "
		"more than the 530 iterations the core simulates at most)",
		"with inflight_wait, the core's simulation of a loop that runs more iterations "
		"than this takes the addresses and levels of its walk's last this many "
		"iterations (docs/memory.md, section 5, \"Lines in flight\")"},
};

const struct param_table analysis_params = {
	"analysis", "analysis policy", analysis_param_defs, ANALYSIS_PARAM_COUNT
};

const struct param_table *const analysis_param_owners[] = {
	&core_params, &cache_params, &analysis_params, NULL
};

bool model_config_init(struct model_config *m, const char *cpu)
{
	param_defaults(&analysis_params, m->analysis);
	cache_config_init(&m->cache);
	m->pmu = NULL;
	return core_config_init(&m->core, cpu);
}

/* The value array of owner t (one of analysis_param_owners). */
static double *values(struct model_config *m, const struct param_table *t)
{
	return t == &core_params ? m->core.param : t == &cache_params ? m->cache.param
		: m->analysis;
}

const double *model_config_values(const struct model_config *m, const struct param_table *t)
{
	return t == &core_params ? m->core.param : t == &cache_params ? m->cache.param
		: m->analysis;
}

bool model_config_set(struct model_config *m, const char *assignment,
		      char *err, size_t errlen)
{
	const char *eq = strchr(assignment, '=');
	if (!eq || eq == assignment) {
		snprintf(err, errlen, "expected NAME=VALUE");
		return false;
	}
	size_t len = (size_t)(eq - assignment);
	for (const struct param_table *const *t = analysis_param_owners; *t; t++) {
		int i = param_index(*t, assignment, len);
		if (i >= 0)
			return param_parse_value(eq + 1, &values(m, *t)[i], err, errlen);
	}
	snprintf(err, errlen, "unknown parameter '%.*s' (see --list-params)", (int)len,
		 assignment);
	return false;
}

double analysis_param(const struct model_config *m, enum analysis_param id)
{
	return m->analysis[id];
}
