/*
 * machine/core.h - the core model: CPU descriptions with their parameters,
 * the registers each instruction reads and writes, and the cycle-level
 * simulation of issue groups (dispersal, ports, split issue, stall on use),
 * and the questions it asks of the models it does not contain (memory,
 * branch prediction, the register stack engine: struct core_models).
 *
 * docs/model.md is the specification of every rule here.
 *
 * Prefixes: core_.
 * (core.c, cpu.c and regs.c define them.)
 */
#ifndef IA64P_MACHINE_CORE_H
#define IA64P_MACHINE_CORE_H

#include "insn.h"
#include "../common/param.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- CPUs and their parameters ------------------------------------------ */

/* The CPU properties the model takes as parameters (machine/cpu.c
 * describes each: core_params).  Analysis policy is not here: it belongs
 * to analysis/params.h. */
enum core_param {
	CORE_INT_LOAD_LATENCY,
	CORE_FP_LOAD_LATENCY,
	CORE_MM_TO_ADDR_LATENCY,
	CORE_AR_LC_EC_LATENCY,
	CORE_AR_CR_LATENCY,
	CORE_MOVE_INDIRECT_LATENCY,
	CORE_MMU_LATENCY,
	CORE_UNLISTED_LATENCY,
	CORE_A_IN_I_SLOT_USES_M_PORT,
	CORE_TAKEN_BRANCH_BUBBLE,
	CORE_MISPREDICT_PENALTY,
	CORE_IB_ENTRIES,
	CORE_FETCH_LEAD,
	CORE_PARAM_COUNT
};
extern const struct param_table core_params;

/* A core the model knows: --mcpu's names.  core_cpus[0] is the default;
 * the list ends with a NULL name. */
struct core_cpu {
	const char *name;
	const char *doc;
	bool ishift_on_i1;	/* popcnt, shrp, extr, dep, tbit on I1 too */
	int load_to_mm;		/* integer load data to a multimedia use: N + this */
};
extern const struct core_cpu core_cpus[];

struct core_config {
	const char *cpu;		/* core_cpus[].name */
	const char *cpu_doc;
	bool ishift_on_i1;
	int load_to_mm;
	double param[CORE_PARAM_COUNT];	/* enum core_param */
};

/* Sets c to the description of cpu with default parameters; false when
 * the name is unknown. */
bool core_config_init(struct core_config *c, const char *cpu);
/* Makes c describe cpu, its parameters as they were; false when the name
 * is unknown. */
bool core_config_set_cpu(struct core_config *c, const char *cpu);
double core_param(const struct core_config *c, enum core_param id);

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

/* (Each simulated syllable holds one: the uses apart from the registers,
 * without padding.) */
struct insn_regs {
	uint16_t reads[INSN_MAX_READS];	/* registers read, */
	uint16_t writes[INSN_MAX_WRITES];
	uint8_t read_use[INSN_MAX_READS];	/* and how (enum reg_use) */
	uint8_t nreads, nwrites;
	/* whole-file predicate moves: p[from]..p63 read (mov r=pr) or written
	 * (mov pr=r,mask from 1; mov pr.rot from 16); 0 when none */
	uint8_t pr_reads_from, pr_writes_from;
};

/* The registers an instruction reads and writes, by architectural name
 * (before rotation).  The qualifying predicate is read too (p0 is not). */
void core_insn_registers(const struct asm_insn *in, struct insn_regs *out);
/* "GR", "FR", "PR", "BR", "AR/CR". */
const char *core_reg_file_label(uint16_t reg);

/* What a load brings from memory: nothing (not a load, or lfetch), an
 * integer (into GRs, ar.csd) or a floating-point value (into FRs). */
enum core_load { CORE_LOAD_NONE, CORE_LOAD_INT, CORE_LOAD_FP };
enum core_load core_load_kind(const struct asm_insn *in);

/* Cycles from producer writing reg to a consumer use (table 2-8).  For a
 * load's data, access is the cycles its memory access takes (N or M of
 * the table: core_models.load_latency answers it); otherwise unused. */
int core_latency(const struct core_config *c, const struct asm_insn *producer,
		 uint16_t reg, enum reg_use use, int access);

/* Where core_latency's number for the pair comes from: "table 2-8" (the
 * seed manual's table), a parameter's name (core_params), or the load's
 * access (N or M: core_models.load_latency answers it) with what the
 * table adds. */
const char *core_latency_source(const struct core_config *c, const struct asm_insn *producer,
				uint16_t reg, enum reg_use use);
/* "qp", "brp", "alu", "addr", "mm", "std", "fmac", "fmisc", "getf", "setf". */
const char *core_use_name(enum reg_use use);
/* Can a register of reg's file be read with use (a column of table 2-8
 * the register's file has: GR alu, addr, mm, std, setf; FR std, fmac,
 * fmisc, getf; PR qp, brp; the others alu)? */
bool core_use_applies(uint16_t reg, enum reg_use use);

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

/* Why the L1D held a group (core_models.memory_hold; the umasks of
 * BE_L1D_FPU_BUBBLE.L1D that count it). */
enum core_hold {
	CORE_HOLD_FILLS,	/* fill entries busy: L2D back pressure (L1D_L2BPRESS) */
	CORE_HOLD_TLB,		/* an L2DTLB to L1DTLB transfer (L1D_TLB) */
	CORE_HOLD_HPW,		/* the hardware page walker (L1D_HPW) */
	CORE_HOLD_COUNT
};

#define CORE_WRITE_PR_FILE 255

/* The memory model's answer for one access (core_models.memory_hold). */
struct core_hold_answer {
	unsigned by[CORE_HOLD_COUNT];	/* the cycles the L1D held it, by reason */
	/* an L2D request that met a miss to its line still outstanding
	 * (the seed's secondary miss), one that reads, one that writes (a
	 * semaphore or read-modify-write store: both) */
	bool l2d_secondary, l2d_secondary_read, l2d_secondary_write;
	bool in_drange;			/* its address is in the PMU's data-address
					 * range (--drange; false without one) */
	bool untimed;			/* timed without its address (not known,
					 * or inflight_wait=0): whether it met a
					 * line in flight is not known */
};

/* Why the front end lost a bundle (the umasks of FE_BUBBLE, FE_LOST_BW
 * and the IB's exit events that the model counts; the seed's order of
 * priority). */
enum core_fe_cause {
	CORE_FE_FLUSH,		/* restarting after a misprediction (FEFLUSH) */
	CORE_FE_IMISS,		/* waiting for an instruction-cache miss */
	CORE_FE_BUBBLE,		/* a taken branch's bubble */
	CORE_FE_IBFULL,		/* the IB has no room (not at its exit) */
	CORE_FE_UNREACHED,	/* the pair slot a taken branch or a target at
				 * 16 mod 32 leaves empty */
	CORE_FE_CAUSE_COUNT
};

struct sim_group {
	/* (fields in order of size: every trace keeps its groups) */
	uint32_t first, count;	/* syllables [first, first+count) */
	uint64_t cycle;		/* cycle it issued in */
	uint64_t stall;		/* cycles it waited before that: for registers
				 * (stall_producer), the RSE, and the L1D */
	uint64_t l1d_hold;	/* of stall, the cycles the L1D held it after its
				 * registers were ready (core_models.memory_hold) */
	uint64_t fe_delay;	/* cycles lost in the front end before it */
	uint32_t l1d_hold_by[CORE_HOLD_COUNT];	/* l1d_hold by reason */
	/* of fe_delay, the cycles it waited for its first bundle to reach
	 * the IB, by cause (the rest: a misprediction's flush) */
	uint32_t fe_wait_bubble, fe_wait_imiss;
	/* over the cycles it accounts for (those before it since the
	 * previous group's, and its own): bundles the fetch did not write
	 * into the IB (FE_LOST_BW; FE_BUBBLE counts cycles, half of each but
	 * UNREACHED), the empty places of the IB's two-bundle exit (IDEAL_
	 * BE_LOST_BW_DUE_TO_FE), and those in the cycles the back end was not
	 * stalled for another reason (BE_LOST_BW_DUE_TO_FE) */
	uint32_t fe_lost[CORE_FE_CAUSE_COUNT];
	uint32_t ib_exit_lost[CORE_FE_CAUSE_COUNT];
	uint32_t be_lost[CORE_FE_CAUSE_COUNT];
	int32_t stall_producer;	/* syllable index of the producer waited for, or -1 */
	/* with stall_producer: the syllable that waited (stall_consumer),
	 * and which of its reads (index into its regs.reads; from nreads on:
	 * p[pr_reads_from + i - nreads]) and which of the producer's writes
	 * (index into its regs.writes; CORE_WRITE_PR_FILE: a whole-file
	 * predicate write) it was (stall_read, stall_write) */
	int32_t stall_consumer;
	enum group_end end;
	uint16_t stall_reg;	/* the register waited for, renamed */
	uint16_t untimed;	/* its accesses timed without their address */
	/* its accesses that were L2D secondary misses, bit k for syllable
	 * first + k (L2D_FORCE_RECIRC.SECONDARY_ALL); of them the reads and
	 * the writes (a semaphore or read-modify-write store: both), and
	 * those whose address is in the PMU's data-address range */
	uint8_t l2d_secondary, l2d_secondary_read, l2d_secondary_write, in_drange;
	uint8_t stall_read, stall_write;
};

struct sim_result {
	struct sim_group *groups;
	size_t ngroups;
	uint16_t *port;		/* per syllable: the PORT_BIT_* it used */
	uint64_t *issue;	/* per syllable: issue cycle */
	uint64_t cycles;	/* cycle after the last group issued */
};

/* ---- what the core model asks of other models -------------------------- */

/* The core model times dispersal, ports and register dependences itself.
 * What it does not model it asks through these questions, each about one
 * syllable of the stream, with ctx the answering model's own state.
 * core_default_models gives the answers of docs/model.md (section 8); a
 * memory model or a branch model plugs in with its own functions. */
struct core_models {
	void *ctx;
	/* The cycles load syllable s's memory access takes: until its data
	 * reaches an ALU use (kind CORE_LOAD_INT: N of table 2-8) or the FP
	 * format conversion (CORE_LOAD_FP: M).  Asked once per executed load,
	 * in issue order, with the cycle its group issues in.  Default:
	 * int_load_latency (an L1D hit) or fp_load_latency (an L2D hit). */
	unsigned (*load_latency)(void *ctx, const struct core_config *c,
				 const struct asm_insn *in, const struct sim_syllable *s,
				 enum core_load kind, uint64_t cycle);
	/* The cycles the L1D pipeline holds the group of memory syllable s
	 * (a load, store, semaphore or lfetch that executes), which would
	 * issue in cycle: its registers are ready, and the holds of the
	 * group's earlier memory syllables are in cycle.  Asked for each of
	 * the group's memory syllables in order, before load_latency is
	 * asked about its loads with the cycle the group issues in.  Fills
	 * *out (zeros when asked: the cycles of each reason, whether it was
	 * an L2D secondary miss) and returns the cycles' sum.  NULL: never
	 * held (the default). */
	unsigned (*memory_hold)(void *ctx, const struct core_config *c,
				const struct asm_insn *in, const struct sim_syllable *s,
				uint64_t cycle, struct core_hold_answer *out);
	/* The cycles the front end loses to branch syllable s (taken or not
	 * as the path says: s->taken) being mispredicted, 0 when predicted
	 * correctly.  Asked for every branch syllable, in stream order.
	 * Default: mispredict_penalty when the path marks it mispredicted
	 * (s->mispredicted), else 0. */
	unsigned (*mispredict_cycles)(void *ctx, const struct core_config *c,
				      const struct asm_insn *in, const struct sim_syllable *s);
	/* The cycles syllable s's group waits for the register stack engine
	 * to spill or fill stacked registers.  Asked for every executed
	 * instruction that moves the register stack (alloc, br.call, br.ret,
	 * rfi, cover, loadrs, flushrs).  Default: 0 (the stacked registers
	 * are always there). */
	unsigned (*rse_cycles)(void *ctx, const struct core_config *c,
			       const struct asm_insn *in, const struct sim_syllable *s);
	/* The front-end cycles the fetch of syllable s's bundle costs beyond
	 * an L1I hit (the front end waits for a demand miss served by L2I, L3
	 * or memory).  Asked once for the first syllable of every bundle
	 * occurrence, in stream order, when the front end fetches it: the
	 * cycles delay its write into the instruction buffer, and the groups
	 * only once the buffer runs dry (BACK_END_BUBBLE.FE).  Default: 0
	 * (every fetch hits L1I). */
	unsigned (*fetch_cycles)(void *ctx, const struct core_config *c,
				 const struct asm_insn *in, const struct sim_syllable *s);
	/* Told that a simulation starts (the questions that follow are about
	 * a new stream).  May be NULL. */
	void (*restart)(void *ctx);
};
extern const struct core_models core_default_models;

/* Simulates n syllables of the instructions insns[0..ninsns) (each
 * sim_syllable.insn indexes insns), asking models (NULL: the defaults)
 * what the core does not model.  Returns false, with the reason in err,
 * only for an internal inconsistency. */
bool core_simulate(const struct core_config *c, const struct core_models *models,
		   const struct asm_insn *insns, size_t ninsns,
		   const struct sim_syllable *s, size_t n,
		   const struct sim_bundle *bundles, size_t nbundles,
		   struct sim_result *out, char *err, size_t errlen);
void core_sim_result_free(struct sim_result *r);

/* Dispersal alone: the issue groups core_simulate forms over the same
 * stream (form_group: the window, split issue, pairing, ports, stops,
 * taken branches), without timing or the other models; the syllables'
 * regs are not read.  group_start[i] (n of them) is set when syllable i
 * starts a group; *closed is the number of syllables, from the first,
 * whose groups are complete: the last group, when the stream's end cut
 * it, may take syllables that come after the stream, and is left out.
 * False, with the reason in err, as core_simulate. */
bool core_disperse(const struct core_config *c, const struct asm_insn *insns, size_t ninsns,
		   const struct sim_syllable *s, size_t n,
		   const struct sim_bundle *bundles, size_t nbundles,
		   bool *group_start, size_t *closed, char *err, size_t errlen);

/* The ports instruction in (slot in->slot of a bundle of template
 * template_number) may issue on, as dispersal gives them (docs/model.md,
 * section 3): a mask of PORT_BIT_*; 0 for a reserved template. */
uint16_t core_port_candidates(const struct core_config *c, const struct asm_insn *in,
			      int template_number);
const char *core_group_end_name(enum group_end e);
/* "M0 M1 I0 B2" into buf. */
const char *core_port_mask_text(uint16_t mask, char *buf, size_t size);

#endif
