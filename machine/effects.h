/*
 * machine/effects.h - what an instruction does to the machine: the
 * registers and other resources it reads and writes, its memory access and
 * its branch.
 *
 * Resources are the ones the architecture's resource and dependency
 * tables name (Itanium SDM vol 3, "Resource and Dependency Semantics"):
 * every register of every file, the parts of the FPSR and PSR, CFM, the
 * ALAT, the RSE, memory, the TLB resources.  This is the one description
 * the analysis, the core model, the database and `ia64-predict effects`
 * read; tests/effects proves it against the architecture's tables.
 *
 * What an instruction reads and writes can depend on its operands (which
 * register `mov ar.ccv = r2` writes, which predicates a mask names), so
 * effects are computed for one instruction with its operands:
 * effects_of().  What depends on the form alone (the memory access's
 * kind and size, the branch kind) is also available without operands.
 *
 * Prefixes: effects_.
 */
#ifndef IA64P_MACHINE_EFFECTS_H
#define IA64P_MACHINE_EFFECTS_H

#include "insn.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- resources ---------------------------------------------------------- */

/* The resources that are not numbered registers.  X(id, name as the
 * architecture's tables write it). */
#define EFFECTS_NAMED_RESOURCES(X)                                            \
	X(CFM, "CFM") X(RSE, "RSE") X(ALAT, "ALAT") X(MEMORY, "memory")       \
	X(IP, "IP")                                                           \
	X(FPSR_CONTROLS0, "AR[FPSR].sf0.controls")                            \
	X(FPSR_CONTROLS1, "AR[FPSR].sf1.controls")                            \
	X(FPSR_CONTROLS2, "AR[FPSR].sf2.controls")                            \
	X(FPSR_CONTROLS3, "AR[FPSR].sf3.controls")                            \
	X(FPSR_FLAGS0, "AR[FPSR].sf0.flags")                                  \
	X(FPSR_FLAGS1, "AR[FPSR].sf1.flags")                                  \
	X(FPSR_FLAGS2, "AR[FPSR].sf2.flags")                                  \
	X(FPSR_FLAGS3, "AR[FPSR].sf3.flags")                                  \
	X(FPSR_TRAPS, "AR[FPSR].traps") X(FPSR_RV, "AR[FPSR].rv")             \
	X(PSR_AC, "PSR.ac") X(PSR_BE, "PSR.be") X(PSR_BN, "PSR.bn")           \
	X(PSR_CPL, "PSR.cpl") X(PSR_DA, "PSR.da") X(PSR_DB, "PSR.db")         \
	X(PSR_DD, "PSR.dd") X(PSR_DFH, "PSR.dfh") X(PSR_DFL, "PSR.dfl")       \
	X(PSR_DI, "PSR.di") X(PSR_DT, "PSR.dt") X(PSR_ED, "PSR.ed")           \
	X(PSR_I, "PSR.i") X(PSR_IA, "PSR.ia") X(PSR_IC, "PSR.ic")             \
	X(PSR_ID, "PSR.id") X(PSR_IS, "PSR.is") X(PSR_IT, "PSR.it")           \
	X(PSR_LP, "PSR.lp") X(PSR_MC, "PSR.mc") X(PSR_MFH, "PSR.mfh")         \
	X(PSR_MFL, "PSR.mfl") X(PSR_PK, "PSR.pk") X(PSR_PP, "PSR.pp")         \
	X(PSR_RI, "PSR.ri") X(PSR_RT, "PSR.rt") X(PSR_SI, "PSR.si")           \
	X(PSR_SP, "PSR.sp") X(PSR_SS, "PSR.ss") X(PSR_TB, "PSR.tb")           \
	X(PSR_UP, "PSR.up") X(PSR_VM, "PSR.vm")                               \
	X(PMC, "PMC#") X(PMD, "PMD#") X(PKR, "PKR#") X(RR, "RR#")             \
	X(DBR, "DBR#") X(IBR, "IBR#") X(CPUID, "CPUID#") X(MSR, "MSR#")       \
	X(DTC, "DTC") X(DTC_LIMIT, "DTC_LIMIT*") X(DTR, "DTR")                \
	X(ITC, "ITC") X(ITC_LIMIT, "ITC_LIMIT*") X(ITR, "ITR")                \
	X(INSERVICE, "InService*")

/* Resource numbers: one per register of each file (RES_GR0 + 5 is r5,
 * RES_AR0 + 65 is ar.lc), one per NaT bit of ar.unat, then the named
 * ones. */
enum {
	RES_GR0 = 0, RES_FR0 = 128, RES_PR0 = 256, RES_BR0 = 320,
	RES_AR0 = 328, RES_CR0 = 456, RES_DAHR0 = 584,
	RES_UNAT0 = 592,		/* AR[UNAT]{0..63}: a spill slot's NaT */
	RES_NAMED = 656,
#define EFFECTS_ENUM(id, name) RES_##id,
	RES_NAMED_BEFORE = RES_NAMED - 1,
	EFFECTS_NAMED_RESOURCES(EFFECTS_ENUM)
#undef EFFECTS_ENUM
	RES_COUNT
};

/* Well-known application and control register numbers. */
enum {
	AR_K0 = 0, AR_RSC = 16, AR_BSP = 17, AR_BSPSTORE = 18, AR_RNAT = 19,
	AR_FCR = 21, AR_EFLAG = 24, AR_CSD = 25, AR_SSD = 26, AR_CFLG = 27,
	AR_FSR = 28, AR_FIR = 29, AR_FDR = 30, AR_CCV = 32, AR_UNAT = 36,
	AR_FPSR = 40, AR_ITC = 44, AR_RUC = 45, AR_PFS = 64, AR_LC = 65,
	AR_EC = 66
};
enum {
	CR_DCR = 0, CR_ITM = 1, CR_IVA = 2, CR_PTA = 8, CR_GPTA = 9,
	CR_IPSR = 16, CR_ISR = 17, CR_IIP = 19, CR_IFA = 20, CR_ITIR = 21,
	CR_IIPA = 22, CR_IFS = 23, CR_IIM = 24, CR_IHA = 25, CR_IIB0 = 26,
	CR_LID = 64, CR_IVR = 65, CR_TPR = 66, CR_EOI = 67, CR_IRR0 = 68,
	CR_ITV = 72, CR_PMV = 73, CR_CMCV = 74, CR_LRR0 = 80
};

/* The resource's name as the architecture's tables write it, numbered
 * families with a bare %: "GR%", "PR%", "AR[LC]", "AR[K%]", "CR[IRR%]",
 * "AR%" (a reserved or ignored application register), "PR63" (when
 * by_operand is false), "PSR.ic". */
const char *effects_resource_name(uint16_t res, bool by_operand);
/* The number of the application or control register spelled name after
 * "ar." or "cr." ("lc", "k3", "ifs", "irr2"), or -1. */
int effects_register_by_name(enum reg_file file, const char *name);
/* The register's own name, as the assembler spells it: "r5", "p63",
 * "ar.lc", "ar.k3", "ar9", "cr.ifs", "cr3" (the one name the listings, the
 * report, the JSON and the database write).  NULL for a resource that is
 * not a numbered register. */
const char *effects_register_name(uint16_t res, char *buf, size_t size);

/* ---- what an instruction does -------------------------------------------- */

/* Where an effect comes from. */
enum {
	EFFECT_IMPLIED = -1,	/* the instruction itself, no operand */
	EFFECT_QP = -2		/* its qualifying predicate */
};

/* Resources res .. res + count - 1 read or written.  operand is the index
 * of the operand that names them, or EFFECT_IMPLIED / EFFECT_QP. */
struct effect {
	uint16_t res;
	uint8_t count;
	int8_t operand;
};

/* Memory accesses. */
enum mem_kind {
	MEM_NONE,
	MEM_LOAD,		/* ld, ldf, ldfp */
	MEM_STORE,		/* st, stf */
	MEM_SEMAPHORE,		/* cmpxchg, xchg, fetchadd: read and write */
	MEM_PREFETCH		/* lfetch: no register result */
};
enum {
	MEMF_FP = 1 << 0,		/* to or from floating-point registers */
	MEMF_PAIR = 1 << 1,		/* two FP registers (ldfp) */
	MEMF_SPECULATIVE = 1 << 2,	/* .s, .sa: a fault defers (NaT) */
	MEMF_ADVANCED = 1 << 3,		/* .a, .sa: enters the ALAT */
	MEMF_CHECK = 1 << 4,		/* .c.clr, .c.nc: loads only on an ALAT miss */
	MEMF_CHECK_CLEAR = 1 << 5,	/* .c.clr: and removes the entry */
	MEMF_ACQUIRE = 1 << 6,		/* .acq (and semaphores written .acq) */
	MEMF_RELEASE = 1 << 7,		/* .rel */
	MEMF_BIAS = 1 << 8,		/* .bias: asks for the line exclusive */
	MEMF_FILL = 1 << 9,		/* ld8.fill, ldf.fill: restores a NaT */
	MEMF_SPILL = 1 << 10,		/* st8.spill, stf.spill: saves it */
	MEMF_FAULT = 1 << 11,		/* lfetch.fault */
	MEMF_EXCLUSIVE = 1 << 12,	/* lfetch.excl */
	MEMF_POSTINC = 1 << 13,		/* the base register is updated */
	MEMF_RSE = 1 << 14		/* made by the register stack engine (a
					 * mandatory spill or fill, machine/rse.h),
					 * not by an instruction's operands */
};
/* The locality hint of the access (.nt1, .nt2, .nta). */
enum mem_hint { HINT_NONE, HINT_NT1, HINT_NT2, HINT_NTA };

struct mem_access {
	uint8_t kind;		/* enum mem_kind */
	uint8_t size;		/* bytes moved per register (ldfe: 10 from 16
				 * in memory is given as 16), 0 for lfetch */
	uint8_t hint;		/* enum mem_hint */
	int8_t base;		/* operand index of [r3], or -1 */
	int8_t increment;	/* operand index of the post-increment, or -1 */
	uint16_t flags;		/* MEMF_* */
};

/* Branches (the tables' "branches": IP-relative and indirect). */
enum branch_kind {
	BRANCH_NONE,
	BRANCH_COND,		/* br.cond, br, brl.cond, brl */
	BRANCH_CALL,		/* br.call, brl.call */
	BRANCH_RETURN,		/* br.ret */
	BRANCH_IA,		/* br.ia: to the IA-32 instruction set */
	BRANCH_CLOOP,		/* counted: ar.lc */
	BRANCH_CTOP, BRANCH_CEXIT,	/* modulo-scheduled counted: ar.lc, ar.ec */
	BRANCH_WTOP, BRANCH_WEXIT,	/* modulo-scheduled while: ar.ec, qp */
	BRANCH_RFI		/* return from interruption */
};

struct branch_info {
	uint8_t kind;		/* enum branch_kind */
	bool indirect;		/* the target is a branch register */
	bool is_long;		/* brl: an L+X instruction */
	int8_t target;		/* operand index of the target, or -1 */
	int8_t link;		/* operand index of the call's link register, or -1 */
	bool many;		/* sequential prefetch hint .many (p, bit 12: SDM
				 * vol 3 table 4-51; vol 1 4.5.2 "how much code the
				 * processor should prefetch at the branch target"),
				 * else .few or none; the Montecito's streaming
				 * prefetch starts at a .many branch (L1I_STRM_PREFETCHES) */
};

/* How a predicate-writing compare writes its targets (the compare types
 * of cmp, tbit, tnat, fcmp, fclass). */
enum pr_write_kind {
	PRW_NONE,		/* writes no predicate by comparing */
	PRW_NORMAL,		/* p1 = result, p2 = !result, if qp */
	PRW_UNC,		/* both cleared first, even if !qp */
	PRW_AND, PRW_OR,	/* written only on false (and) or true (or) */
	PRW_OR_ANDCM, PRW_AND_ORCM
};

#define EFFECTS_MAX_READS 64
#define EFFECTS_MAX_WRITES 48

struct insn_effects {
	struct effect reads[EFFECTS_MAX_READS];
	struct effect writes[EFFECTS_MAX_WRITES];
	uint8_t nreads, nwrites;
	struct mem_access mem;
	struct branch_info branch;
	uint8_t pr_write;	/* enum pr_write_kind */
};

/* Everything one instruction reads and writes, with its operands as the
 * encoder sees them (ops[0..nops), the first nouts before the '=') and its
 * qualifying predicate (0: p0).  Reads and writes of r0, f0, f1 and p0 are
 * listed too: the consumer decides what a constant register means to it.
 * Only reads[0..nreads) and writes[0..nwrites) are set.  The answers for
 * the instructions asked about last are remembered (a bounded memo, by
 * form, qp and the operands' registers): every model asks again for the
 * same instruction. */
void effects_of(const struct insn_form *form, const struct operand *ops,
		int nops, int nouts, int qp, struct insn_effects *out);

/* The operands `ia64-predict effects` lists a form with: one set (each
 * register operand its kind's first register, a memory or indirect base
 * r3, unknown immediates), or, when an operand names an application or
 * control register by number, one set for each named register (one of
 * each family) and for a reserved and an ignored one, with its name in
 * instance.  Returns how many (at most max). */
#define EFFECTS_MAX_SAMPLES 32
struct effects_sample {
	struct operand ops[INSN_MAX_OPERANDS];
	char instance[32];	/* "ar.lc", or "" */
};
int effects_samples(const struct insn_form *f, struct effects_sample *out, int max);

/* What depends on the form alone. */
struct mem_access effects_memory(const struct insn_form *form);
struct branch_info effects_branch(const struct insn_form *form);
/* Is it a loop branch: br.cloop, br.ctop, br.cexit, br.wtop, br.wexit? */
bool effects_branch_is_loop(enum branch_kind k);
/* Does the loop branch count with ar.lc (cloop, ctop, cexit)?  Does it
 * rotate the register file and write the stage predicate (ctop, cexit,
 * wtop, wexit)? */
bool effects_branch_uses_lc(enum branch_kind k);
bool effects_branch_rotates(enum branch_kind k);
/* Does it move the register stack, so that the RSE may have to spill or
 * fill: alloc, br.call, br.ret, rfi, cover, loadrs, flushrs?  These are
 * also what RSE_EVENT_RETIRED counts. */
bool effects_moves_register_stack(const struct insn_form *form);
/* May an instruction of the form write a predicate or an application
 * register (an operand names one, or its class writes one)?  When not,
 * effects_of lists no such write (machine/archstate.c asks first). */
bool effects_may_write_pr_or_ar(const struct insn_form *form);
const char *effects_branch_kind_name(enum branch_kind k);

/* What an instruction that is no load or store does to the ALAT: chk.a
 * looks up its register's entry (and with .clr removes it on a hit),
 * invala empties the table, invala.e removes one register's entry.  An
 * advanced or check load says so in its mem_access (MEMF_ADVANCED,
 * MEMF_CHECK). */
enum alat_op { ALAT_OP_NONE, ALAT_OP_CHK_A, ALAT_OP_INVALA, ALAT_OP_INVALA_E };
struct alat_insn {
	uint8_t op;		/* enum alat_op */
	bool clear;		/* chk.a.clr */
	bool fp;		/* the register is a floating-point one */
	int8_t reg;		/* operand index of the register, or -1 */
};
struct alat_insn effects_alat(const struct insn_form *form);
const char *effects_mem_kind_name(enum mem_kind k);

#endif
