/*
 * machine/cpu.c - the CPU descriptions: which core, and the parameters of
 * the model with their documented defaults (docs/model.md, section 6).
 *
 * A second core is a second entry in cpus[]: the earlier Itanium 2
 * (McKinley, Madison) differs in running the shifter-class instructions on
 * I0 only.  Its second-level cache (unified, 256 KB) matters only to the
 * cache model, which is later work.
 */
#include "core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct model_param default_params[PARAM_COUNT] = {
	[P_INT_LOAD_LATENCY] = {"int_load_latency", 1, 1, "seed",
		"N: integer load to ALU use, L1D hit"},
	[P_FP_LOAD_LATENCY] = {"fp_load_latency", 5, 5, "seed",
		"M: FP load, L2D hit (FP consumers see M+1)"},
	[P_MM_TO_ADDR_LATENCY] = {"mm_to_addr_latency", 4, 4, "seed",
		"multimedia result used as an address (table 2-8 says 4 or 8)"},
	[P_AR_LC_EC_LATENCY] = {"ar_lc_ec_latency", 2, 2, "seed",
		"move to or from ar.lc, ar.ec"},
	[P_AR_CR_LATENCY] = {"ar_cr_latency", 12, 12, "model",
		"move to or from other ARs and CRs (seed: FPSR and CR 10-12)"},
	[P_MOVE_INDIRECT_LATENCY] = {"move_indirect_latency", 6, 6, "seed",
		"move to or from rr, pkr and other indirect files"},
	[P_MMU_LATENCY] = {"mmu_latency", 5, 5, "seed",
		"thash, ttag, tak, tpa, probe to ALU use (a minimum)"},
	[P_UNLISTED_LATENCY] = {"unlisted_latency", 1, 1, "model",
		"producer/consumer pairs table 2-8 does not list (mov to BR, ...)"},
	[P_A_IN_I_SLOT_USES_M_PORT] = {"a_in_i_slot_uses_m_port", 1, 1, "model",
		"an A-type instruction in an I slot may take a free M port"},
	[P_TAKEN_BRANCH_BUBBLE] = {"taken_branch_bubble", 0, 0, "seed",
		"cycles lost after a correctly predicted taken branch"},
	[P_MISPREDICT_PENALTY] = {"mispredict_penalty", 6, 6, "model",
		"cycles lost after a mispredicted branch"},
	[P_DEFAULT_TRIP_COUNT] = {"default_trip_count", 100, 100, "model",
		"iterations of a loop whose trip count is not known"},
	[P_UNKNOWN_PREDICATES_TRUE] = {"unknown_predicates_true", 1, 1, "model",
		"a predicate the code does not set to a known value is true (1) or false (0)"},
};

static const struct {
	const char *name;
	const char *doc;
	bool ishift_on_i1;
} cpus[] = {
	{"montecito", "Dual-Core Itanium 2 (9000 series, Montecito)", true},
	{"itanium2", "Itanium 2 (McKinley/Madison): shifts, extr, dep, tbit, popcnt on I0 only", false},
};

const char *const core_cpu_names[] = {"montecito", "itanium2", NULL};

bool core_config_init(struct core_config *c, const char *cpu)
{
	for (size_t i = 0; i < sizeof cpus / sizeof cpus[0]; i++) {
		if (strcmp(cpus[i].name, cpu) != 0)
			continue;
		c->cpu = cpus[i].name;
		c->cpu_doc = cpus[i].doc;
		c->ishift_on_i1 = cpus[i].ishift_on_i1;
		memcpy(c->params, default_params, sizeof c->params);
		return true;
	}
	return false;
}

const char *core_set_param(struct core_config *c, const char *assignment)
{
	const char *eq = strchr(assignment, '=');
	if (!eq || eq == assignment)
		return "expected NAME=VALUE";
	size_t n = (size_t)(eq - assignment);
	for (int i = 0; i < PARAM_COUNT; i++) {
		if (strlen(c->params[i].name) != n ||
		    strncmp(c->params[i].name, assignment, n) != 0)
			continue;
		char *end;
		double v = strtod(eq + 1, &end);
		if (end == eq + 1 || *end || v < 0 || v > 1e9)
			return "the value must be a number from 0 to 1e9";
		if (v != (double)(long long)v)
			return "the value must be a whole number";
		c->params[i].value = v;
		return NULL;
	}
	return "unknown parameter (see --list-params)";
}

double core_param(const struct core_config *c, enum param_id id)
{
	return c->params[id].value;
}
