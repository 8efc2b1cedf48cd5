/*
 * machine/core.h - the core model: CPU descriptions with their parameters,
 * the registers each instruction reads and writes, and the cycle-level
 * simulation of issue groups (dispersal, ports, split issue, stall on use).
 *
 * docs/model.md is the specification of every rule here.
 *
 * Prefixes: core_.
 * (core.c, cpu.c and regs.c define them.)
 */
#ifndef IA64P_MACHINE_CORE_H
#define IA64P_MACHINE_CORE_H

#include "insn.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- CPU descriptions and parameters ----------------------------------- */

enum param_id {
	P_INT_LOAD_LATENCY,
	P_FP_LOAD_LATENCY,
	P_MM_TO_ADDR_LATENCY,
	P_AR_LC_EC_LATENCY,
	P_AR_CR_LATENCY,
	P_MOVE_INDIRECT_LATENCY,
	P_MMU_LATENCY,
	P_UNLISTED_LATENCY,
	P_A_IN_I_SLOT_USES_M_PORT,
	P_TAKEN_BRANCH_BUBBLE,
	P_MISPREDICT_PENALTY,
	P_DEFAULT_TRIP_COUNT,
	P_UNKNOWN_PREDICATES_TRUE,
	PARAM_COUNT
};

struct model_param {
	const char *name;
	double value;
	double deflt;
	const char *source;		/* "seed", "251110" or "model" */
	const char *doc;
};

struct core_config {
	const char *cpu;		/* "montecito" or "itanium2" */
	const char *cpu_doc;
	bool ishift_on_i1;		/* Montecito: popcnt, shrp, extr, dep, tbit on I1 */
	struct model_param params[PARAM_COUNT];
};

/* Sets c to the description of cpu with default parameters; false when
 * the name is unknown. */
bool core_config_init(struct core_config *c, const char *cpu);
/* "NAME=VALUE": NULL, or a message saying what is wrong. */
const char *core_set_param(struct core_config *c, const char *assignment);
double core_param(const struct core_config *c, enum param_id id);
/* The CPU names known, NULL-terminated. */
extern const char *const core_cpu_names[];

/* ---- registers --------------------------------------------------------- */

/* One numbering for every register the scoreboard tracks. */
enum {
	REG_GR0 = 0, REG_FR0 = 128, REG_PR0 = 256, REG_BR0 = 320,
	REG_AR0 = 328, REG_CR0 = 456, REG_DAHR0 = 584, REG_COUNT = 592
};

/* How a register is read: the consumer column of the latency table. */
enum reg_use {
	USE_QP, USE_BRP, USE_ALU, USE_ADDR, USE_MM, USE_STD,
	USE_FMAC, USE_FMISC, USE_GETF, USE_SETF, USE_COUNT
};

#define INSN_MAX_READS 16
#define INSN_MAX_WRITES 8

struct reg_read {
	uint16_t reg;
	uint8_t use;		/* enum reg_use */
};

struct insn_regs {
	struct reg_read reads[INSN_MAX_READS];
	uint16_t writes[INSN_MAX_WRITES];
	uint8_t nreads, nwrites;
	/* whole-file predicate moves: p[from]..p63 read (mov r=pr) or written
	 * (mov pr=r,mask from 1; mov pr.rot from 16); 0 when none */
	uint8_t pr_reads_from, pr_writes_from;
};

/* The registers an instruction reads and writes, by architectural name
 * (before rotation).  The qualifying predicate is read too (p0 is not). */
void core_insn_registers(const struct asm_insn *in, struct insn_regs *out);
/* "r32", "f8", "p16", "b0", "ar.lc", "cr.ipsr"... into buf. */
const char *core_reg_name(uint16_t reg, char *buf, size_t size);
/* "GR", "FR", "PR", "BR", "AR/CR". */
const char *core_reg_file_label(uint16_t reg);

/* Cycles from a producer of class lat writing reg to a consumer use. */
int core_latency(const struct core_config *c, const struct asm_insn *producer,
		 uint16_t reg, enum reg_use use);

/* ---- simulation -------------------------------------------------------- */

/* One syllable on the executed path.  Bundles are occurrences: the same
 * program bundle met again in the next iteration is a new occurrence. */
struct sim_syllable {
	uint32_t insn;		/* index into core_simulate's insns */
	uint32_t bundle;	/* occurrence number, increasing along the stream */
	uint8_t slot;
	bool executes;		/* qualifying predicate true (or assumed) */
	bool taken;		/* a branch that is taken here */
	bool mispredicted;
	struct insn_regs regs;	/* renamed for rotation by the caller */
};

/* Per bundle occurrence (indexed by sim_syllable.bundle). */
struct sim_bundle {
	uint8_t template_number;
	uint64_t offset;	/* section offset, for the fetch-pair rule */
	bool after_taken;	/* entered by a taken branch */
};

enum group_end {
	END_STOP, END_WINDOW, END_SPLIT, END_PAIRING, END_PORT,
	END_TAKEN_BRANCH, END_STREAM,
	END_FETCH		/* the front end delivered one bundle (16 mod 32) */
};

/* Ports, as bits of a mask. */
enum {
	PORT_BIT_M0 = 1 << 0, PORT_BIT_M1 = 1 << 1, PORT_BIT_M2 = 1 << 2,
	PORT_BIT_M3 = 1 << 3, PORT_BIT_I0 = 1 << 4, PORT_BIT_I1 = 1 << 5,
	PORT_BIT_F0 = 1 << 6, PORT_BIT_F1 = 1 << 7, PORT_BIT_B0 = 1 << 8,
	PORT_BIT_B1 = 1 << 9, PORT_BIT_B2 = 1 << 10
};

struct sim_group {
	uint32_t first, count;	/* syllables [first, first+count) */
	uint64_t cycle;		/* cycle it issued in */
	uint64_t stall;		/* cycles it waited for registers before that */
	uint64_t fe_delay;	/* cycles lost in the front end before it */
	int32_t stall_producer;	/* syllable index of the producer waited for, or -1 */
	uint16_t stall_reg;
	enum group_end end;
};

struct sim_result {
	struct sim_group *groups;
	size_t ngroups;
	uint16_t *port;		/* per syllable: the PORT_BIT_* it used */
	uint64_t *issue;	/* per syllable: issue cycle */
	uint64_t cycles;	/* cycle after the last group issued */
};

/* Simulates n syllables of the instructions insns[0..ninsns) (each
 * sim_syllable.insn indexes insns).  Returns false (after a message in
 * *err) only for an internal inconsistency. */
bool core_simulate(const struct core_config *c,
		   const struct asm_insn *insns, size_t ninsns,
		   const struct sim_syllable *s, size_t n,
		   const struct sim_bundle *bundles, size_t nbundles,
		   struct sim_result *out, const char **err);
void core_sim_result_free(struct sim_result *r);

const char *core_group_end_name(enum group_end e);
/* "M0 M1 I0 B2" into buf. */
const char *core_port_mask_text(uint16_t mask, char *buf, size_t size);

#endif
