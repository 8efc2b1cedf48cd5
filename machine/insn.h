/*
 * machine/insn.h - the IA-64 instruction table and encoder.
 *
 * One table describes every instruction ia64-predict reads: its unit type,
 * its SDM format, the fixed bits of its 41-bit syllable, the operands and
 * where each lands in the syllable, and the class the machine model reads
 * (which issue ports, which row of the latency table).  The parser, the
 * bundler, the encoder and the core model all read this table and nothing
 * else.  An instruction as assembled in a bundle slot (struct asm_insn) and
 * a bundle (struct asm_bundle) are defined here too: the parser makes them,
 * the core model and the PMU read them.
 *
 * Bit numbering follows the Itanium SDM, volume 3: bit 0 is the least
 * significant bit of a 41-bit syllable; the qualifying predicate is bits
 * 0-5 and the major opcode bits 37-40.
 *
 * Prefixes: insn_, template_, bundle_, reloc_.
 */
#ifndef IA64P_MACHINE_INSN_H
#define IA64P_MACHINE_INSN_H

#include "../common/diag.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Instruction types (SDM vol 3, table 4-1).  A-type instructions run in an
 * M or an I slot; TYPE_LX takes the L and X slots of an MLX bundle; TYPE_ANY
 * is the unit-less nop/break/hint that takes the unit of its slot. */
enum insn_type { TYPE_A, TYPE_I, TYPE_M, TYPE_F, TYPE_B, TYPE_LX, TYPE_ANY };

/* Register files of direct register operands.  RF_DAHR is the data access
 * hint registers dahr0-dahr7 of the Itanium 9500 ("mov dahr3 = 5"). */
enum reg_file { RF_GR, RF_FR, RF_PR, RF_BR, RF_AR, RF_CR, RF_DAHR };

/* Register files reached through a general register: pmc[r3], rr[r3], ... */
enum ind_file {
	IND_PMC, IND_PMD, IND_PKR, IND_RR, IND_DBR, IND_IBR,
	IND_CPUID, IND_MSR, IND_ITR, IND_DTR, IND_DAHR
};

/* Whole-register operands that carry no number. */
enum special_reg { SR_PR, SR_PR_ROT, SR_PSR, SR_PSR_L, SR_PSR_UM, SR_IP };

enum operand_type { OP_REG, OP_IMM, OP_MEM, OP_IND, OP_SPECIAL };

/* What is known about an immediate operand when it is encoded. */
enum imm_state {
	IMM_UNKNOWN,	/* not evaluated yet: bundling pass, match on shape only */
	IMM_CONST,	/* value is an absolute constant */
	IMM_ADDR,	/* value is an offset in the instruction's own section */
	IMM_RELOC	/* needs a relocation: the field is left as GNU as leaves it */
};

/* A parsed and resolved operand, as the encoder sees it.  Kept small: a
 * program holds one of these per operand of every instruction.  The enum
 * members are stored in bytes; read them as the enums named. */
struct operand {
	uint8_t type;			/* enum operand_type */
	uint8_t file;			/* enum reg_file: OP_REG */
	uint8_t ind;			/* enum ind_file: OP_IND */
	uint8_t special;		/* enum special_reg: OP_SPECIAL */
	uint8_t imm;			/* enum imm_state: OP_IMM */
	uint8_t reloc;			/* enum reloc_op: OP_IMM */
	int16_t regno;			/* OP_REG; base register of OP_MEM, OP_IND */
	int64_t value;			/* OP_IMM: constant, or section offset */
};

/* Relocation operators written @name(...) in operands: every one GNU as
 * knows (@ltoffx goes with ld8.mov, for the linker's LTOFF22X relaxation),
 * and the @ltoff(@x(...)) pairs it accepts. */
enum reloc_op {
	RELOC_NONE, RELOC_GPREL, RELOC_LTOFF, RELOC_PCREL, RELOC_FPTR,
	RELOC_LTOFF_FPTR, RELOC_SEGREL, RELOC_SECREL, RELOC_LTV,
	RELOC_TPREL, RELOC_LTOFF_TPREL, RELOC_DTPMOD, RELOC_LTOFF_DTPMOD,
	RELOC_DTPREL, RELOC_LTOFF_DTPREL, RELOC_IPLT, RELOC_LTOFFX,
	RELOC_PLTOFF, RELOC_COUNT
};

/* The fields GNU as writes a relocation into: the immediates of adds
 * (14 bits), addl (22) and movl (64), and 4- and 8-byte data.  An operator
 * has no relocation for some of them: GNU as then warns "Cannot express
 * NAME relocation" and writes another (see reloc_inexpressible). */
enum reloc_field {
	RFIELD_NONE, RFIELD_IMM14, RFIELD_IMM22, RFIELD_IMM64, RFIELD_DATA4,
	RFIELD_DATA8
};

/* How an operand's value is changed before it is packed into fields. */
enum value_xform {
	XF_NONE,
	XF_MINUS1,	/* field = value - 1 (lengths, shladd counts) */
	XF_63MINUS,	/* field = 63 - value (dep positions) */
	XF_31MINUS,	/* field = 31 - value */
	XF_NEG,		/* field = -value */
	XF_IMM_MINUS1,	/* field = value - 1: swapped-compare pseudo-ops */
	XF_SHR4		/* field = value >> 4 (bundle-scaled, value must be 0 mod 16) */
};

/* A run of bits of the syllable: bits [value_lsb, value_lsb+width) of the
 * transformed value go to bits [insn_lsb, insn_lsb+width) of the syllable. */
struct bitfield {
	uint8_t insn_lsb;
	uint8_t width;
	uint8_t value_lsb;
};

struct operand_kind;

/* An operand kind whose packing is not a plain list of fields.  words[0] is
 * the syllable (or the L syllable of an L+X instruction), words[1] the X
 * syllable.  Returns NULL or a message naming what is wrong. */
typedef const char *(*operand_encoder)(const struct operand_kind *kind,
				       const struct operand *op, uint64_t ip,
				       uint64_t words[2]);

/* What one operand position accepts and where it goes. */
struct operand_kind {
	const char *what;		/* for messages: "general register" */
	enum operand_type type;
	enum reg_file file;		/* OP_REG */
	enum ind_file ind;		/* OP_IND */
	enum special_reg special;	/* OP_SPECIAL */
	int fixed;			/* OP_REG: the only register allowed, or -1 */
	int64_t min, max;		/* range of register number or value */
	enum value_xform xform;
	bool pcrel;			/* branch target: (value - ip) >> 4 */
	bool is_signed;			/* field is a two's-complement value */
	bool constant;			/* no relocation exists for the field: a
					 * symbol or label there is an error */
	uint8_t reloc_field;		/* enum reloc_field of a relocatable
					 * immediate, else RFIELD_NONE */
	uint8_t nfields;
	struct bitfield fields[4];
	operand_encoder encode;		/* replaces the fields when set */
};

/* Completers: each group offers spellings, each spelling some bits to OR in.
 * A spelling of "" is the default when the completer is left out. */
struct completer {
	const char *text;		/* ".nta", or "" */
	uint64_t bits;
};

/* Issue ports an instruction may use (dispersal-rules.md, section 4). */
enum port_class {
	PORT_NONE,
	PORT_A,		/* M0-M3 in an M slot, I0-I1 in an I slot */
	PORT_I,		/* I0 or I1 */
	PORT_I0,	/* I0 only */
	PORT_ISHIFT,	/* I0 only before Montecito; I0 or I1 on Montecito */
	PORT_M_LOAD,	/* M0 or M1: integer loads, lfetch, chk.a */
	PORT_M_STORE,	/* M2 or M3: stores, semaphores, setf */
	PORT_M_FPLOAD,	/* M0-M3: FP loads served by the L2D */
	PORT_M_SINGLE,	/* one port only: getf, mov ar.unat/ar.ccv */
	PORT_M0,	/* M0 only: most system instructions */
	PORT_M2,	/* M2 only */
	PORT_M,		/* any M port */
	PORT_CHK_S,	/* chk.s: an I port, or M2/M3 in an M slot */
	PORT_F,		/* F0 or F1 */
	PORT_B,		/* B0-B2 */
	PORT_LX		/* L+X of an MLX bundle */
};

/* Producer rows of the Montecito latency table (manual table 2-8). */
enum latency_class {
	LAT_NONE,	/* writes no register the table covers */
	LAT_ADDER,	/* add, cmp, shrp, extr, dep, tbit, movl, ... */
	LAT_MMEDIA,	/* multimedia ALU, variable shifts, popcnt, mux */
	LAT_MMU,	/* thash, ttag, tak, tpa, probe */
	LAT_GETF,
	LAT_SETF,
	LAT_FMAC,	/* fma, fcvt, frcpa, xma, ... */
	LAT_FMISC,	/* fcmp, fmerge, fselect, ... */
	LAT_ILOAD,
	LAT_FLOAD,
	LAT_IEU2,	/* move from BR, alloc */
	LAT_ARCR,	/* move to/from AR or CR */
	LAT_TOPR,	/* move to PR */
	LAT_MOVIND,	/* move indirect */
	LAT_STORE,	/* stores: only a post-increment base is produced */
	LAT_BRANCH
};

/* Instruction flags. */
enum {
	IF_PSEUDO	= 1u << 0,	/* a pseudo-op: another instruction's encoding */
	IF_NO_QP	= 1u << 1,	/* cannot be predicated */
	IF_SLOT2	= 1u << 2,	/* must be in the last slot of a bundle */
	IF_FIRST	= 1u << 3,	/* must be first in an instruction group */
	IF_LAST		= 1u << 4,	/* must be last in an instruction group */
	IF_NOP		= 1u << 5,	/* a nop or hint for dispersal purposes */
	IF_BRP		= 1u << 6,	/* branch predict (takes B0 like nop.b) */
	IF_POSTINC	= 1u << 7,	/* updates its base register */
	IF_ALLOC	= 1u << 8	/* defines the register frame its own
					 * operands may name (alloc) */
};

/* What an instruction does beyond what its operands say: the class the
 * effects (machine/effects.h) are built from.  Most instructions need none
 * (CLS_PLAIN: it reads its inputs and writes its outputs). */
enum insn_class {
	CLS_PLAIN,
	/* memory */
	CLS_LOAD, CLS_LOAD_FILL, CLS_STORE, CLS_STORE_SPILL,
	CLS_FLOAD, CLS_FLOAD_FILL, CLS_FLOAD_PAIR, CLS_FSTORE, CLS_FSTORE_SPILL,
	CLS_LFETCH, CLS_CMPXCHG, CLS_XCHG, CLS_FETCHADD,
	/* speculation and the ALAT */
	CLS_CHK_S, CLS_CHK_A, CLS_INVALA, CLS_INVALA_E,
	/* floating point */
	CLS_FP_ARITH,		/* reads the status field's controls, sets its flags */
	CLS_FP_NONARITH, CLS_FCMP, CLS_FPCMP, CLS_FCLASS, CLS_FSETC, CLS_FCLRF,
	CLS_FCHKF, CLS_GETF, CLS_SETF,
	/* integer compares and tests that write predicates */
	CLS_CMP, CLS_TBIT, CLS_TNAT,
	/* branches */
	CLS_BR_COND, CLS_BR_CALL, CLS_BR_RET, CLS_BR_IA, CLS_BR_CLOOP,
	CLS_BR_CEXIT, CLS_BR_CTOP, CLS_BR_WEXIT, CLS_BR_WTOP, CLS_RFI, CLS_BRP,
	/* the register stack and frame */
	CLS_ALLOC, CLS_COVER, CLS_CLRRRB, CLS_CLRRRB_PR, CLS_FLUSHRS,
	CLS_LOADRS, CLS_BSW, CLS_EPC, CLS_VMSW,
	/* the processor status register */
	CLS_SUM, CLS_RUM, CLS_SSM, CLS_RSM,
	/* ordering, serialization, caches */
	CLS_MF, CLS_MF_A, CLS_SRLZ_I, CLS_SRLZ_D, CLS_SYNC_I, CLS_FWB, CLS_FC,
	/* translation */
	CLS_ITC_I, CLS_ITC_D, CLS_ITR_I, CLS_ITR_D, CLS_PTC_L, CLS_PTC_E,
	CLS_PTC_G, CLS_PTC_GA, CLS_PTR_I, CLS_PTR_D, CLS_PROBE,
	CLS_PROBE_FAULT, CLS_THASH, CLS_TTAG, CLS_TPA, CLS_TAK,
	/* the rest */
	CLS_BREAK, CLS_NOP, CLS_HINT, CLS_MOVL,
	CLS_MOV_DAHR,		/* mov dahr = imm: a hint, its predicate no dependency */
	CLS_COUNT
};

#define INSN_MAX_OPERANDS 6
#define INSN_MAX_GROUPS 4

/* One table row: a mnemonic with its completer groups and one operand form. */
struct insn_desc {
	const char *name;		/* fixed part of the mnemonic: "ld8" */
	const struct completer *groups[INSN_MAX_GROUPS]; /* NULL-terminated lists */
	enum insn_type type;
	const char *format;		/* SDM format: "M1" */
	uint64_t opcode;		/* fixed bits of the syllable (X syllable for L+X) */
	uint8_t nouts;			/* operands before the '=' */
	uint8_t nopnds;
	const struct operand_kind *opnd[INSN_MAX_OPERANDS];
	uint32_t flags;
	enum insn_class cls;		/* what it does beyond its operands */
	enum port_class port;
	enum latency_class lat;
	/* extra operand rules (say p1 != p2); NULL or a message */
	const char *(*check)(const struct operand *ops);
	/* a warning GNU as gives for operands it accepts (an lfetch.count
	 * stride whose low bits it drops); NULL or the message */
	const char *(*warn)(const struct operand *ops);
};

/* A mnemonic matched against the table: the row and its completer bits. */
struct insn_form {
	const struct insn_desc *desc;
	uint64_t bits;			/* opcode | completer bits */
	const char *mnemonic;		/* the full spelling this form answers to */
};

/* The result of encoding one instruction. */
struct insn_code {
	uint64_t words[2];		/* syllable; L and X syllables for L+X */
	int nwords;
};

/* One instruction in a bundle slot, written by the user or a nop the
 * assembler filled in. */
struct asm_insn {
	const struct insn_form *form;
	struct operand ops[INSN_MAX_OPERANDS];
	uint8_t nops, nouts;
	uint8_t qp;
	uint8_t slot;			/* 0-2; an L+X instruction is in slot 1 */
	bool generated;			/* a nop the bundler inserted */
	bool stop_after;		/* an instruction group ends after it */
	uint32_t seq;			/* order written: 0, 1, ...; generated: UINT32_MAX */
	uint32_t section;
	uint64_t offset;		/* of its bundle, within the section */
	struct src_loc loc;		/* where it was written (generated: the next insn) */
	struct insn_code code;
};

struct asm_bundle {
	uint64_t offset;
	uint32_t insn[3];		/* indexes into program.insns; L+X: slot 1 = slot 2;
					 * not kept (zero) in a bytes-only program */
	uint8_t template_number;	/* 0-31: bit 0 is the stop after slot 2 */
	bool packed;			/* bytes final at bundling time */
	bool padding;			/* nops for alignment (.align in code) */
	/* its 16 bytes are the section's image at offset */
};

struct strbuf;

/* One instruction as the listings write it, appended to out: "(p6) ld8
 * r1=[r2],8" (machine/insntext.c). */
void insn_text(struct strbuf *out, const struct asm_insn *in);
/* The same with names[i] (when not NULL) for the register of operand i
 * (the base register of [r3] and pmc[r3]) and names[INSN_MAX_OPERANDS]
 * for the qualifying predicate: "(p[0]) ldfd fx[0]=[in1],8".  names has
 * INSN_MAX_OPERANDS + 1 entries, or is NULL. */
void insn_text_named(struct strbuf *out, const struct asm_insn *in, const char *const *names);

/* The instructions of bundle b: 3, or 2 for an L+X bundle (its slot 1
 * holds the L+X instruction, and insn[2] repeats it), in insn[0..n). */
int bundle_ninsns(const struct asm_bundle *b);

/* Builds the mnemonic index; call once before any lookup.  Not thread safe. */
void insn_table_init(void);
void insn_table_free(void);

/* All forms a full mnemonic ("ld8.s.nta") answers to, in preference order.
 * Returns the count and sets *forms, or 0 when the mnemonic is unknown. */
size_t insn_lookup(const char *mnemonic, const struct insn_form **forms);

/* Every form, in the order of their spellings (for `ia64-predict effects`
 * and the tests): count, and the i-th. */
size_t insn_form_count(void);
const struct insn_form *insn_form_at(size_t i);
/* The i for which insn_form_at(i) is form, or insn_form_count() when form
 * is not one of them (for tables kept per form). */
size_t insn_form_index(const struct insn_form *form);

/* The forms of an instruction written without a unit (nop, break, hint:
 * TYPE_ANY) that go in a slot of unit u, as insn_lookup returns them: nop
 * in an M slot is nop.m.  GNU as has no hint.b; hint in a B slot is hint.i. */
size_t insn_unit_forms(const struct insn_form *form, enum insn_type u,
		       const struct insn_form **forms);

/* The nop that fills an empty slot of unit u (nop.m, nop.i, ...). */
const struct insn_form *insn_nop_form(enum insn_type u);
/* The serialization GNU as's automatic mode inserts: srlz.i, or srlz.d. */
const struct insn_form *insn_srlz_form(bool instruction);

/* Does the operand list fit the form?  With match_values false, immediate
 * values are not range checked (they may be unknown yet).  On a mismatch
 * *why (if not NULL) says what does not fit and *bad is the operand index
 * (a test's reason, docs/hacking.md "Errors": the assembler keeps the
 * mismatch of the form that got furthest). */
bool insn_match(const struct insn_form *form, const struct operand *ops,
		int nops, int nouts, bool match_values, const char **why,
		int *bad);

/* Encodes a matched form at bundle address ip with qualifying predicate qp.
 * Returns false, with what does not encode in err, when an operand does not
 * fit its field. */
bool insn_encode(const struct insn_form *form, const struct operand *ops,
		 int qp, uint64_t ip, struct insn_code *out, char *err,
		 size_t errlen);

/* Bundle templates (SDM vol 3, table 3-10). */
struct template_desc {
	const char *name;		/* ".mii" */
	enum insn_type slot[3];		/* TYPE_LX in slots 1 and 2 for MLX */
	int stop_after;			/* slot with a mid-bundle stop after it, or -1 */
};

/* Template number 0-31 without the stop bit's meaning: returns NULL for a
 * reserved template.  Odd numbers are the same slots with a final stop. */
const struct template_desc *template_get(int number);
/* Template number (even) for a name like ".mii" or "mii", or -1. */
int template_by_name(const char *name);

/* Packs three syllables and a template into the 16 bundle bytes. */
void bundle_pack(int template_number, const uint64_t slot[3], uint8_t out[16]);
/* The inverse, for tests and the disassembler view. */
void bundle_unpack(const uint8_t in[16], int *template_number, uint64_t slot[3]);

/* Can the instruction change the flow: a B-unit branch (not nop.b, hint.b
 * or brp) or brl? */
bool insn_is_branch(const struct insn_desc *d);

/* What hint.b gets (GNU as's -mhint.b=error|warning|ok): an error by
 * default. */
enum hint_b_mode { HINT_B_ERROR, HINT_B_WARNING, HINT_B_OK };
void insn_set_hint_b_mode(enum hint_b_mode m);
enum hint_b_mode insn_hint_b_mode(void);
/* Does it load a pair of floating-point registers (ldfps, ldfpd, ldfp8:
 * formats M11, M12)? */
bool insn_loads_fp_pair(const struct insn_desc *d);

/* The counted and modulo-scheduled loop branches: br.cloop, br.ctop,
 * br.cexit, br.wtop, br.wexit (they update ar.lc/ar.ec and rotate). */
bool insn_is_loop_branch(const struct insn_desc *d);

/* Relocation operators as GNU as combines and places them.  reloc_combine:
 * the operator @outer(@inner(x)) stands for (@ltoff(@fptr(x)) is
 * RELOC_LTOFF_FPTR), or RELOC_NONE when GNU as refuses the pair ("Illegal
 * combination of relocation functions").  reloc_inexpressible: NULL when
 * operator r has a relocation for field f, else the name GNU as's warning
 * gives ("Cannot express LTOFF14 relocation" for @ltoff in adds), valid
 * until the next call. */
enum reloc_op reloc_combine(enum reloc_op outer, enum reloc_op inner);
const char *reloc_inexpressible(enum reloc_field f, enum reloc_op r);

const char *insn_type_name(enum insn_type type);
const char *insn_port_class_name(enum port_class pc);
const char *insn_latency_class_name(enum latency_class lc);

/* Iterates the table, for the tests and `ia64-predict insns`. */
size_t insn_table_size(void);
const struct insn_desc *insn_table_row(size_t i);

#endif
