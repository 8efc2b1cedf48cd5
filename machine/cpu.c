/*
 * machine/cpu.c - the CPUs the model knows, and the CPU properties it
 * takes as parameters, with their documented defaults (docs/model.md,
 * section 6).
 *
 * A second core is a second entry in core_cpus[]: the earlier Itanium 2
 * (McKinley, Madison) differs in running the shifter-class instructions on
 * I0 only, and in its integer load to multimedia bypass: N+1 (Intel's
 * Itanium 2 manual 251110, as GCC's itanium2.md quotes it: ld to
 * mmalu/mmmul/mmshf 2 cycles), where the Montecito manual's table 2-8
 * gives N+2.  GMP's popcount and divexact loops, measured on Itanium 2 at
 * 1 and 8 cycles per limb, issue the multimedia use 2 cycles after the
 * load.  Its second-level cache (unified, 256 KB) matters only to the
 * cache model, which is later work.
 *
 * "Montecito manual" is the Dual-Core Update to the Itanium 2 Processor
 * Reference Manual; table 2-8 is its latency table (section 2.3.2).
 */
#include "core.h"

#include <string.h>

static const struct param_def core_param_defs[CORE_PARAM_COUNT] = {
	[CORE_INT_LOAD_LATENCY] = {"int_load_latency", 1, "cycles",
		"Montecito manual 2.3.2, table 2-8 note 3 (N=1: L1D hit)",
		"N: integer load to ALU use, L1D hit"},
	[CORE_FP_LOAD_LATENCY] = {"fp_load_latency", 5, "cycles",
		"Montecito manual 2.3.2, table 2-8 note 4 (M=5: L2D hit)",
		"M: FP load, L2D hit (FP consumers see M+1)"},
	[CORE_MM_TO_ADDR_LATENCY] = {"mm_to_addr_latency", 4, "cycles",
		"Montecito manual 2.3.2, table 2-8 (\"4 or 8\")",
		"multimedia result used as an address (table 2-8 says 4 or 8)"},
	[CORE_AR_LC_EC_LATENCY] = {"ar_lc_ec_latency", 2, "cycles",
		"Montecito manual 2.3.2, table 2-8 note 5",
		"move to or from ar.lc, ar.ec"},
	[CORE_AR_CR_LATENCY] = {"ar_cr_latency", 12, "cycles",
		"model choice (table 2-8 note 5: FPSR and CR take 10-12)",
		"move to or from other ARs and CRs"},
	[CORE_MOVE_INDIRECT_LATENCY] = {"move_indirect_latency", 6, "cycles",
		"Montecito manual 2.3.2, table 2-8 note 6",
		"move to or from rr, pkr and other indirect files"},
	[CORE_MMU_LATENCY] = {"mmu_latency", 5, "cycles",
		"Montecito manual 2.3.2, table 2-8 note 2 (a minimum)",
		"thash, ttag, tak, tpa, probe to ALU use (a minimum)"},
	[CORE_UNLISTED_LATENCY] = {"unlisted_latency", 1, "cycles", "model choice",
		"producer/consumer pairs table 2-8 does not list (mov to BR, ...)"},
	[CORE_A_IN_I_SLOT_USES_M_PORT] = {"a_in_i_slot_uses_m_port", 1, "0 or 1",
		"model choice (table 2-4: A-type issues on M0-M3, I0, I1)",
		"an A-type instruction in an I slot may take a free M port"},
	[CORE_TAKEN_BRANCH_BUBBLE] = {"taken_branch_bubble", 0, "cycles",
		"Montecito manual, chapter 2 (the zero-cycle branch predictor)",
		"cycles lost after a correctly predicted taken branch"},
	[CORE_MISPREDICT_PENALTY] = {"mispredict_penalty", 6, "cycles", "model choice",
		"cycles lost after a mispredicted branch"},
	[CORE_IB_ENTRIES] = {"ib_entries", 8, "bundles",
		"Montecito manual, chapter 2 (\"This 8 entry queue\")",
		"the instruction buffer between fetch and dispersal (at least 2)"},
	[CORE_FETCH_LEAD] = {"fetch_lead", 1, "fetch units", "model choice",
		"units fetched ahead when a simulated stream is entered falling through"},
};

const struct param_table core_params = {
	"machine", "CPU properties", core_param_defs, CORE_PARAM_COUNT
};

const struct core_cpu core_cpus[] = {
	{"montecito", "Dual-Core Itanium 2 (9000 series, Montecito)", true, 2},
	{"itanium2", "Itanium 2 (McKinley/Madison): shifts, extr, dep, tbit, popcnt on I0 only;"
		     " load to multimedia N+1", false, 1},
	{NULL, NULL, false, 0}
};

bool core_config_set_cpu(struct core_config *c, const char *cpu)
{
	for (const struct core_cpu *k = core_cpus; k->name; k++) {
		if (strcmp(k->name, cpu) != 0)
			continue;
		c->cpu = k->name;
		c->cpu_doc = k->doc;
		c->ishift_on_i1 = k->ishift_on_i1;
		c->load_to_mm = k->load_to_mm;
		return true;
	}
	return false;
}

bool core_config_init(struct core_config *c, const char *cpu)
{
	param_defaults(&core_params, c->param);
	return core_config_set_cpu(c, cpu);
}

double core_param(const struct core_config *c, enum core_param id)
{
	return c->param[id];
}
