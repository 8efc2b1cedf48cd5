/*
 * parser/unwind.c - unwind directives and the unwind sections GNU as
 * writes for them.  docs/unwind.md says what is written and when, with
 * the experiments behind each rule.
 *
 * Inside .proc/.endp every unwind directive becomes one or two records,
 * kept in written order (a save to memory gets one more for each register
 * after its first, as the instructions that spill them are written).  A record belongs to the next instruction written
 * after it; when the bundler lays that instruction down the record gets a
 * slot number (three per bundle, counted in the section).  At .endp, or at
 * .handlerdata, the records are cut into regions (.prologue, .body) and
 * written as the descriptors of an unwind information block in
 * .IA_64.unwind_info, followed by a 24-byte entry in .IA_64.unwind (both
 * named after the code section).  The entry's three words and the
 * personality pointer are relocated in the object file, so their bytes
 * here are zero, as in gas's object file.
 */
#include "../common/nameidx.h"
#include "unwind.h"
#include "assemble_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const unwind_names[] = {
	".prologue", ".body", ".save", ".save.b", ".save.g", ".save.f",
	".save.gf", ".savesp", ".savepsp", ".restore", ".restorereg",
	".restorereg.p", ".spill", ".spillreg", ".spillsp", ".spillpsp",
	".spillreg.p", ".spillsp.p", ".spillpsp.p", ".fframe", ".vframe",
	".vframesp", ".vframepsp", ".unwabi", ".unwentry", ".label_state",
	".copy_state", ".personality", ".handlerdata", ".altrp",
};

/* ---- records ------------------------------------------------------------ */

enum rk {
	/* region headers */
	RK_PROLOGUE, RK_PROLOGUE_GR, RK_BODY,
	/* prologue descriptors */
	RK_MEM_STACK_F,		/* a: frame size in bytes */
	RK_MEM_STACK_V,
	RK_SPILL_BASE,		/* a: psp-relative offset as written */
	RK_WHEN,		/* reg: when it is saved (b: priunat to memory) */
	RK_GR,			/* reg saved in general register a */
	RK_BR,			/* rp saved in branch register a (.altrp) */
	RK_SPREL,		/* reg saved at sp + a */
	RK_PSPREL,		/* reg saved at psp - a (written as a) */
	RK_GR_MEM,		/* a: gr mask */
	RK_FR_MEM,		/* a: fr mask (20 bits) */
	RK_FRGR_MEM,		/* a: gr mask, b: fr mask */
	RK_BR_MEM,		/* a: br mask */
	RK_GR_GR,		/* a: gr mask, b: first general register */
	RK_BR_GR,		/* a: br mask, b: general register */
	RK_UNWABI,		/* a: abi, b: context */
	/* body descriptors */
	RK_EPILOGUE,		/* a: ecount */
	RK_LABEL_STATE,		/* a: label */
	RK_COPY_STATE,		/* a: label */
	/* descriptors of any region (X1-X4); reg is the abreg */
	RK_SPILL_PSPREL,	/* a: offset as written */
	RK_SPILL_SPREL,		/* a: offset */
	RK_SPILL_REG,		/* a: target register with its class in bits 7-8 */
	RK_RESTORE,
	/* not written: register b of mem-save record a is spilled by the
	 * instruction this record belongs to (the spill mask) */
	RK_SPILL_STEP,
	/* not written: the same for a save left incomplete by an earlier
	 * procedure (gas goes on giving its registers to the instructions
	 * that follow, here): a spill mask code, register b; reg set when
	 * the register counts in the region's masks too */
	RK_STRAY_STEP,
};

/* The registers a save names besides r4-r7, f2-f5, f16-f31, b1-b5. */
enum ureg {
	UR_PSP, UR_RP, UR_PFS, UR_PREDS, UR_LC, UR_UNAT, UR_FPSR,
	UR_BSP, UR_BSPSTORE, UR_RNAT, UR_PRIUNAT, UR_COUNT
};

/* Their descriptors: P3 code of the general-register save, P7/P8 format
 * and code of the time, psp-relative and sp-relative save, the abreg
 * number of the X records and the .prologue mask bit (rp, ar.pfs, psp, pr
 * are the registers a .prologue mask can name). */
static const struct {
	const char *name;
	int gr;
	int when_fmt, when_code, psprel_fmt, psprel_code, sprel_fmt, sprel_code;
	int abreg;
	int mask_bit;
} ureg_info[UR_COUNT] = {
	[UR_PSP] = {"psp", 0, 0, 0, 0, 0, 7, 3, 0x61, 2},
	[UR_RP] = {"rp", 1, 7, 4, 7, 5, 8, 1, 0x63, 8},
	[UR_PFS] = {"ar.pfs", 2, 7, 6, 7, 7, 8, 2, 0x69, 4},
	[UR_PREDS] = {"pr", 3, 7, 8, 7, 9, 8, 3, 0x60, 1},
	[UR_LC] = {"ar.lc", 5, 7, 10, 7, 11, 8, 4, 0x6a, 0},
	[UR_UNAT] = {"ar.unat", 4, 7, 12, 7, 13, 8, 5, 0x67, 0},
	[UR_FPSR] = {"ar.fpsr", 10, 7, 14, 7, 15, 8, 6, 0x68, 0},
	[UR_BSP] = {"ar.bsp", 8, 8, 7, 8, 8, 8, 9, 0x64, 0},
	[UR_BSPSTORE] = {"ar.bspstore", 9, 8, 10, 8, 11, 8, 12, 0x65, 0},
	[UR_RNAT] = {"ar.rnat", 7, 8, 13, 8, 14, 8, 15, 0x66, 0},
	[UR_PRIUNAT] = {"@priunat", 11, 8, 16, 8, 17, 8, 18, 0x62, 0},
};
#define PRIUNAT_WHEN_MEM 19	/* P8 code when @priunat goes to memory */

struct urec {
	uint8_t kind;		/* enum rk */
	uint8_t reg;		/* enum ureg, or an X record's abreg */
	int8_t qp;		/* X3/X4 predicate, or -1 */
	bool resolved;		/* no longer waits for an instruction */
	bool deleted;		/* dropped: a save cut short, or in error */
	uint32_t target;	/* seq of the instruction it belongs to */
	int64_t slot;		/* section slot number, or -1 */
	int64_t a, b;
	int kept;		/* mem saves: registers kept (check_pending_save) */
	uint32_t aligns;	/* .align directives of the procedure before it */
	struct src_loc loc;
};

static bool is_region(const struct urec *r)
{
	return r->kind <= RK_BODY;
}

/* Records that need the slot of an instruction ("t" fields): with no
 * instruction after them gas reports them. */
static bool is_timed(const struct urec *r)
{
	switch (r->kind) {
	case RK_MEM_STACK_F: case RK_MEM_STACK_V: case RK_WHEN: case RK_EPILOGUE:
	case RK_SPILL_PSPREL: case RK_SPILL_SPREL: case RK_SPILL_REG: case RK_RESTORE:
		return true;
	default:
		return false;
	}
}

static bool is_mem_save(const struct urec *r)
{
	return r->kind >= RK_GR_MEM && r->kind <= RK_BR_GR;
}

/* The registers of a mem save in the order they are spilled, as spill
 * mask codes (1 fr, 2 gr, 3 br) and numbers; returns how many. */
static int save_regs(const struct urec *r, int code[24], int num[24])
{
	int n = 0;
	uint64_t gr = 0, fr = 0, br = 0;
	switch (r->kind) {
	case RK_GR_MEM: case RK_GR_GR: gr = (uint64_t)r->a; break;
	case RK_FR_MEM: fr = (uint64_t)r->a; break;
	case RK_FRGR_MEM: gr = (uint64_t)r->a; fr = (uint64_t)r->b; break;
	case RK_BR_MEM: case RK_BR_GR: br = (uint64_t)r->a; break;
	default: return 0;
	}
	for (int i = 0; i < 20; i++)	/* f2-f5, then f16-f31 */
		if (fr >> i & 1) {
			code[n] = 1;
			num[n++] = i < 4 ? 2 + i : 12 + i;
		}
	for (int i = 0; i < 4; i++)
		if (gr >> i & 1) {
			code[n] = 2;
			num[n++] = 4 + i;
		}
	for (int i = 0; i < 5; i++)
		if (br >> i & 1) {
			code[n] = 3;
			num[n++] = 1 + i;
		}
	return n;
}

/* The masks of a mem save once only its first `kept` registers count. */
static void kept_masks(const struct urec *r, uint64_t *gr, uint64_t *fr, uint64_t *br)
{
	int code[24], num[24];
	int n = save_regs(r, code, num);
	*gr = *fr = *br = 0;
	for (int i = 0; i < n && i < r->kept; i++) {
		if (code[i] == 1)
			*fr |= (uint64_t)1 << (num[i] < 16 ? num[i] - 2 : num[i] - 12);
		else if (code[i] == 2)
			*gr |= (uint64_t)1 << (num[i] - 4);
		else
			*br |= (uint64_t)1 << (num[i] - 1);
	}
}

/* ---- state -------------------------------------------------------------- */

enum region_kind { REGION_NONE, REGION_PROLOGUE, REGION_BODY };

struct label_state {
	int64_t label;
	unsigned prologues;
};

struct uproc {
	bool open;
	int section;			/* its code section */
	uint32_t first_seq;		/* seq of its first instruction */
	struct urec *recs;
	size_t nrecs, recs_cap;
	size_t first_unresolved;
	enum region_kind region;
	bool any_region;
	int grsave_mask, grsave_reg;	/* of the current .prologue */
	unsigned prologues;		/* nested, for .restore sp */
	struct label_state *labels;
	size_t nlabels;
	bool personality;
	bool force_entry;		/* .unwentry, .personality, .handlerdata */
	bool handlerdata;		/* its information block is written */
	char **names;			/* named by .proc */
	size_t nnames;
	/* .align directives in its code: worst-case less actual padding, in
	 * slots (gas sizes spill masks before it knows the padding) */
	int64_t *align_extra;
	size_t naligns;
};

struct unwind {
	bool error_mode;		/* unwind misuse is an error, not a warning */
	struct uproc pr;
	/* a multi-register .save.g/.f/.b/.gf whose registers are spilled by
	 * the instructions that follow it, one each */
	bool chain;
	size_t chain_rec;		/* index of its record */
	int chain_next, chain_n;	/* next register to give a step, count */
	uint32_t chain_first;		/* seq of the instruction of register 0 */
	bool stale_chain;		/* left incomplete by an earlier procedure */
	/* where that procedure's P9 or P2 for it was written: gas cuts its
	 * mask when the warning comes, though the block is written */
	int stale_sec;			/* -1: none */
	uint64_t stale_pos;
	struct urec stale_rec;
	int stale_made;			/* its registers with a record */
	int stale_next;			/* the next one to get a record */
	uint32_t stale_written;		/* instructions written at its .endp */
	size_t chain_desc;		/* offset of its descriptor in the block being built */
	uint32_t flush_written;		/* nwritten when the last instruction was placed by
					 * a flush with a region header waiting, or
					 * UINT32_MAX */
	uint32_t seen;			/* instructions the chain has seen written */
	/* per section: the slot after the last instruction laid down since
	 * the last flush, or -1 */
	int64_t *last_end;
	size_t nlast;
	bool keep_group;		/* the flush going on puts no stop */
};

/* The module's state, held by the assembler (NULL before unwind_init). */
static struct unwind *U(struct assembler *as)
{
	return as->unwind;
}

static void proc_clear(struct uproc *pr)
{
	free(pr->recs);
	free(pr->labels);
	free(pr->align_extra);
	for (size_t i = 0; i < pr->nnames; i++)
		free(pr->names[i]);
	free(pr->names);
	memset(pr, 0, sizeof *pr);
}

void unwind_init(struct assembler *as)
{
	struct unwind *u = xcalloc(1, sizeof *u);
	u->stale_sec = -1;
	u->flush_written = UINT32_MAX;
	as->unwind = u;
}

void unwind_free(struct assembler *as)
{
	struct unwind *u = U(as);
	if (!u)
		return;
	proc_clear(&u->pr);
	free(u->last_end);
	free(u);
	as->unwind = NULL;
}

void unwind_check_errors(struct assembler *as, bool error)
{
	struct unwind *u = U(as);
	if (u)
		u->error_mode = error;
}

bool unwind_is_directive(const char *name)
{
	static struct name_index *ix;
	if (name[0] != '.')
		return false;
	if (!ix)
		ix = name_index_new(unwind_names, sizeof unwind_names / sizeof unwind_names[0],
				    sizeof unwind_names[0]);
	return name_index_find(ix, name) >= 0;
}

/* A warning, or with -munwind-check=error (which gas switches to after an
 * .endp outside a procedure) an error.  Returns whether to go on. */
static bool complain(struct unwind *u, const struct src_loc *loc, const char *fmt, ...)
	DIAG_PRINTF(3, 4);
static bool complain(struct unwind *u, const struct src_loc *loc, const char *fmt, ...)
{
	char msg[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (u->error_mode) {
		diag_error(loc, "%s", msg);
		return false;
	}
	diag_warning(loc, "%s", msg);
	return true;
}

static int64_t *last_end_of(struct unwind *u, int sec)
{
	if ((size_t)sec >= u->nlast) {
		size_t n = (size_t)sec + 8;
		u->last_end = xrealloc(u->last_end, n * sizeof *u->last_end);
		for (size_t i = u->nlast; i < n; i++)
			u->last_end[i] = -1;
		u->nlast = n;
	}
	return &u->last_end[sec];
}

static struct urec *add_rec(struct assembler *as, int kind, const struct src_loc *loc)
{
	struct uproc *pr = &U(as)->pr;
	if (pr->nrecs == pr->recs_cap) {
		pr->recs_cap = pr->recs_cap ? 2 * pr->recs_cap : 16;
		pr->recs = xrealloc(pr->recs, pr->recs_cap * sizeof *pr->recs);
	}
	struct urec *r = &pr->recs[pr->nrecs++];
	memset(r, 0, sizeof *r);
	r->kind = (uint8_t)kind;
	r->qp = -1;
	r->target = as->p->nwritten;
	r->slot = -1;
	r->kept = 24;
	r->loc = *loc;
	return r;
}

/* Instruction u->seen of a later procedure was written while a save of an
 * earlier one was incomplete: the next register's record waits for the
 * instruction after it, in this procedure's list. */
static void stray_step(struct assembler *as)
{
	struct unwind *u = U(as);
	const struct urec *parent = &u->stale_rec;
	int code[24], num[24];
	int n = save_regs(parent, code, num);
	if (u->stale_next >= n) {	/* every register had its instruction */
		u->stale_chain = false;
		return;
	}
	int k = u->stale_next++;
	if (!u->pr.open)
		return;
	struct urec *r = add_rec(as, RK_STRAY_STEP, &parent->loc);
	r->target = u->seen + 1;
	r->a = code[k];
	r->b = num[k];
	r->reg = parent->kind != RK_GR_GR && parent->kind != RK_BR_GR;
}

/* The multi-register save in progress takes one more instruction for each
 * instruction written since we last looked: after the instruction that
 * spills register k, a step record for register k + 1 waits for the next
 * one. */
static void catch_up(struct assembler *as)
{
	struct unwind *u = U(as);
	uint32_t now = as->p->nwritten;
	for (; u->seen < now; u->seen++) {
		if (u->stale_chain && u->seen >= u->stale_written) {
			stray_step(as);
			continue;
		}
		if (!u->chain || !u->pr.open || u->seen < u->chain_first)
			continue;
		if (u->chain_next >= u->chain_n) {
			u->chain = false;
			continue;
		}
		struct urec *parent = &u->pr.recs[u->chain_rec];
		struct src_loc loc = parent->loc;
		struct urec *r = add_rec(as, RK_SPILL_STEP, &loc);
		r->target = u->seen + 1;
		r->a = (int64_t)u->chain_rec;
		r->b = u->chain_next++;
	}
}

/* A prologue directive or .body while a multi-register save still waits
 * for instructions: gas warns and forgets the registers not yet spilled. */
static void check_pending_save(struct assembler *as, const struct src_loc *loc)
{
	struct unwind *u = U(as);
	catch_up(as);
	bool stale = u->stale_chain;
	if (!u->chain && !stale)
		return;
	u->chain = u->stale_chain = false;
	uint32_t written = as->p->nwritten;
	if (written - u->chain_first >= (uint32_t)u->chain_n)
		return;
	diag_warning(loc, "previous .save is incomplete: fewer instructions followed "
		     "it than registers it names");
	/* gas drops the record waiting for an instruction and the registers
	 * after it, if that record is in this procedure's list */
	if (stale) {
		/* each instruction written since the .endp made one more
		 * record, the last of them waits: it goes */
		uint32_t m = written - u->stale_written;
		for (size_t i = u->pr.first_unresolved; u->pr.open && i < u->pr.nrecs; i++) {
			struct urec *r = &u->pr.recs[i];
			if (r->kind == RK_STRAY_STEP && !r->resolved && r->target >= written) {
				r->deleted = true;
				r->resolved = true;
			}
		}
		if (m == 0 || u->stale_sec < 0)
			return;
		struct urec *r = &u->stale_rec;
		r->kept = u->stale_made + (int)m - 1;
		uint64_t gr, fr, br;
		kept_masks(r, &gr, &fr, &br);
		uint8_t *at = as->p->sections[u->stale_sec].image + u->stale_pos;
		if (r->kind == RK_GR_GR) {
			at[1] = (uint8_t)gr;
		} else {
			at[0] = (uint8_t)(0xa0 | br >> 1);
			at[1] = (uint8_t)((br & 1) << 7 | (r->b & 0x7f));
		}
		u->stale_sec = -1;
		return;
	}
	struct uproc *pr = &u->pr;
	int kept = (int)(written - u->chain_first);
	for (size_t i = u->chain_rec + 1; i < pr->nrecs; i++) {
		struct urec *r = &pr->recs[i];
		if (r->kind == RK_SPILL_STEP && (size_t)r->a == u->chain_rec && r->b >= kept) {
			r->deleted = true;
			r->resolved = true;
		}
	}
	struct urec *save = &pr->recs[u->chain_rec];
	save->kept = kept;
	if (kept == 0)	/* nothing of it was saved */
		save->deleted = true;
}

/* ---- operands ----------------------------------------------------------- */

static const struct ast_operand *operand(const struct stmt *s, int i)
{
	return i < s->nops ? &s->ops[i] : NULL;
}

static const struct src_loc *op_loc(const struct stmt *s, int i)
{
	return i < s->nops ? &s->ops[i].loc : &s->loc;
}

/* A constant operand: false (nothing reported) when it is not one. */
static bool const_op(struct assembler *as, const struct stmt *s, int i, int64_t *out)
{
	const struct ast_operand *o = operand(s, i);
	if (!o || o->kind != AO_EXPR)
		return false;
	if (o->e->op == E_SYM && !o->e->forced_symbol) {
		struct operand reg;
		if (as_register_name(as, o->e->name, &reg))
			return false;
	}
	struct value v;
	if (!expr_eval(as, o->e, &v, false) || v.kind != V_CONST)
		return false;
	*out = v.num;
	return true;
}

/* A register operand (or an equate of one). */
static bool reg_op(struct assembler *as, const struct stmt *s, int i, struct operand *out)
{
	const struct ast_operand *o = operand(s, i);
	if (!o || o->kind != AO_EXPR || o->e->op != E_SYM || o->e->forced_symbol)
		return false;
	if (!as_register_name(as, o->e->name, out))
		return false;
	if (as->reg_error[0])	/* "loc1" with no frame yet */
		diag_error(&o->loc, "%s", as->reg_error);
	return true;
}

static bool gr_op(struct assembler *as, const struct stmt *s, int i, int *regno)
{
	struct operand op;
	if (!reg_op(as, s, i, &op) || op.type != OP_REG || op.file != RF_GR)
		return false;
	*regno = op.regno;
	return true;
}

/* The register named by the first operand of .save/.savesp/.savepsp or an
 * operand of .spillreg: one of enum ureg, or -1. */
static int special_reg(struct assembler *as, const struct stmt *s, int i)
{
	const struct ast_operand *o = operand(s, i);
	if (!o || o->kind != AO_EXPR)
		return -1;
	if (o->e->op == E_ATNAME)
		return strcmp(o->e->name, "@priunat") == 0 ? UR_PRIUNAT : -1;
	if (o->e->op != E_SYM)
		return -1;
	if (strcmp(o->e->name, "psp") == 0)
		return UR_PSP;
	struct operand op;
	if (!reg_op(as, s, i, &op))
		return -1;
	if (op.type == OP_SPECIAL && op.special == SR_PR)
		return UR_PREDS;
	if (op.type != OP_REG)
		return -1;
	if (op.file == RF_BR && op.regno == 0)
		return UR_RP;
	if (op.file != RF_AR)
		return -1;
	switch (op.regno) {
	case 17: return UR_BSP;
	case 18: return UR_BSPSTORE;
	case 19: return UR_RNAT;
	case 36: return UR_UNAT;
	case 40: return UR_FPSR;
	case 64: return UR_PFS;
	case 65: return UR_LC;
	default: return -1;
	}
}

/* A register the unwinder can restore (the first operand of the X
 * records): its abreg, or -1. */
static int preserved_reg(struct assembler *as, const struct stmt *s, int i)
{
	int ur = special_reg(as, s, i);
	if (ur >= 0)
		return ureg_info[ur].abreg;
	struct operand op;
	if (!reg_op(as, s, i, &op) || op.type != OP_REG)
		return -1;
	switch (op.file) {
	case RF_GR:
		return op.regno >= 4 && op.regno <= 7 ? op.regno : -1;
	case RF_FR:
		return (op.regno >= 2 && op.regno <= 5) || (op.regno >= 16 && op.regno <= 31)
			? 0x20 | op.regno : -1;
	case RF_BR:
		return op.regno >= 1 && op.regno <= 5 ? 0x40 | op.regno : -1;
	default:
		return -1;
	}
}

/* A register a value can be spilled to (.spillreg's target): the register
 * number with its class (0 general, 1 floating, 2 branch) in bits 7-8, or
 * -1. */
static int writable_reg(struct assembler *as, const struct stmt *s, int i)
{
	struct operand op;
	if (!reg_op(as, s, i, &op) || op.type != OP_REG)
		return -1;
	switch (op.file) {
	case RF_GR: return op.regno >= 1 ? op.regno : -1;
	case RF_FR: return op.regno >= 2 ? 0x80 | op.regno : -1;
	case RF_BR: return 0x100 | op.regno;
	default: return -1;
	}
}

static int popcount(uint64_t x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* ---- where a directive may appear --------------------------------------- */

static bool in_procedure(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	if (u->pr.open && !u->pr.handlerdata)
		return true;
	/* in gas a warning lets the directive go on; with no procedure there
	 * is nothing for it to do */
	complain(u, &s->loc, "%s outside of a procedure (.proc ... .endp)", s->name);
	return false;
}

static bool in_prologue(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	if (!u->pr.open || u->pr.handlerdata) {
		complain(u, &s->loc, "%s outside of a procedure (.proc ... .endp)", s->name);
		return false;
	}
	if (u->pr.region == REGION_PROLOGUE)
		return true;
	return complain(u, &s->loc, "%s outside of a prologue region (.prologue)", s->name);
}

static bool in_body(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	if (!u->pr.open || u->pr.handlerdata) {
		complain(u, &s->loc, "%s outside of a procedure (.proc ... .endp)", s->name);
		return false;
	}
	if (u->pr.region == REGION_BODY)
		return true;
	return complain(u, &s->loc, "%s outside of a body region (.body)", s->name);
}

/* ---- directives --------------------------------------------------------- */

static void start_region(struct assembler *as, const struct stmt *s, int kind)
{
	struct unwind *u = U(as);
	struct uproc *pr = &u->pr;
	if (!pr->any_region && as->p->nwritten > pr->first_seq)
		diag_warning(&s->loc, "the first %s of a procedure should come before "
			     "its instructions", s->name);
	pr->any_region = true;
	add_rec(as, kind, &s->loc);
}

/* The mask and register of .prologue MASK, GR; false (reported) when they
 * are wrong. */
static bool prologue_operands(struct assembler *as, const struct stmt *s, int64_t *mask,
			      int *grsave)
{
	if (!const_op(as, s, 0, mask) || *mask < 0 || *mask > 15) {
		diag_error(op_loc(s, 0), "first operand of .prologue must be a 4-bit "
			   "mask (1-15)");
		return false;
	}
	if (*mask == 0)
		diag_warning(op_loc(s, 0), "a zero mask in .prologue saves nothing");
	int64_t n;
	if (gr_op(as, s, 1, grsave)) {
		/* a register */
	} else if (const_op(as, s, 1, &n) && n >= 0 && n <= 127) {
		*grsave = (int)n;	/* gas takes a number for the register */
	} else {
		diag_error(op_loc(s, 1), "second operand of .prologue must be a general "
			   "register");
		return false;
	}
	int need = popcount((uint64_t)*mask);
	if (*mask && *grsave + need - 1 > 127) {
		diag_error(op_loc(s, 1), "second operand of .prologue must be the first "
			   "of %d general registers", need);
		return false;
	}
	return true;
}

/* .prologue [MASK, GR]: a prologue region begins (even when the operands
 * are wrong, as in gas). */
static void d_prologue(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	struct uproc *pr = &u->pr;
	if (!in_procedure(as, s))
		return;
	if (pr->region == REGION_PROLOGUE) {
		diag_error(&s->loc, ".prologue within a prologue region");
		return;
	}
	int64_t mask = 0;
	int grsave = 0;
	if (s->nops > 0 && !prologue_operands(as, s, &mask, &grsave))
		mask = grsave = 0;
	start_region(as, s, mask ? RK_PROLOGUE_GR : RK_PROLOGUE);
	if (mask) {
		struct urec *r = &pr->recs[pr->nrecs - 1];
		r->a = mask;
		r->b = grsave;
	}
	pr->region = REGION_PROLOGUE;
	pr->grsave_mask = (int)mask;
	pr->grsave_reg = grsave;
	pr->prologues++;
}

static void d_body(struct assembler *as, const struct stmt *s)
{
	struct uproc *pr = &U(as)->pr;
	if (!in_procedure(as, s))
		return;
	check_pending_save(as, &s->loc);
	start_region(as, s, RK_BODY);
	pr->region = REGION_BODY;
	pr->grsave_mask = 0;
}

/* The general register a .prologue mask gives to ur, or -1. */
static int grsave_of(const struct uproc *pr, int ur)
{
	int bit = ureg_info[ur].mask_bit;
	if (!bit || !(pr->grsave_mask & bit))
		return -1;
	int reg = pr->grsave_reg;
	for (int b = 8; b > bit; b >>= 1)
		if (pr->grsave_mask & b)
			reg++;
	return reg;
}

/* .save REG, GR */
static void d_save(struct assembler *as, const struct stmt *s)
{
	struct uproc *pr = &U(as)->pr;
	if (!in_prologue(as, s))
		return;
	/* (before the operands are looked at) */
	check_pending_save(as, &s->loc);
	int ur = special_reg(as, s, 0);
	if (ur < 0 || ur == UR_PSP) {
		diag_error(op_loc(s, 0), "first operand of .save must be rp, ar.pfs, pr, "
			   "ar.lc, ar.unat, ar.fpsr, ar.bsp, ar.bspstore, ar.rnat or @priunat");
		return;
	}
	int gr;
	if (!gr_op(as, s, 1, &gr)) {
		diag_error(op_loc(s, 1), "second operand of .save must be a general register");
		return;
	}
	struct urec *w = add_rec(as, RK_WHEN, &s->loc);
	w->reg = (uint8_t)ur;
	int given = grsave_of(pr, ur);
	if (given >= 0) {
		if (given != gr)
			diag_warning(op_loc(s, 1), "second operand of .save contradicts the "
				     "registers of .prologue (r%d)", given);
		return;	/* the region header says where */
	}
	struct urec *r = add_rec(as, RK_GR, &s->loc);
	r->reg = (uint8_t)ur;
	r->a = gr;
}

/* .savesp REG, OFFSET and .savepsp REG, OFFSET (arg: psp-relative) */
static void d_savesp(struct assembler *as, const struct stmt *s, bool psp)
{
	if (!in_prologue(as, s))
		return;
	check_pending_save(as, &s->loc);
	int ur = special_reg(as, s, 0);
	if (ur < 0 || ur == UR_PSP) {
		diag_error(op_loc(s, 0), "first operand of %s must be rp, ar.pfs, pr, "
			   "ar.lc, ar.unat, ar.fpsr, ar.bsp, ar.bspstore, ar.rnat or @priunat",
			   s->name);
		return;
	}
	int64_t off;
	if (!const_op(as, s, 1, &off)) {
		diag_error(op_loc(s, 1), "second operand of %s must be a constant offset",
			   s->name);
		return;
	}
	struct urec *w = add_rec(as, RK_WHEN, &s->loc);
	w->reg = (uint8_t)ur;
	w->b = 1;	/* to memory */
	struct urec *r = add_rec(as, psp ? RK_PSPREL : RK_SPREL, &s->loc);
	r->reg = (uint8_t)ur;
	r->a = off;
}

/* .save.g MASK [, GR], .save.f MASK, .save.b MASK [, GR], .save.gf GMASK, FMASK */
static void d_save_mask(struct assembler *as, const struct stmt *s, char which)
{
	struct unwind *u = U(as);
	struct uproc *pr = &u->pr;
	if (!in_prologue(as, s))
		return;
	check_pending_save(as, &s->loc);
	int64_t m1 = 0, m2 = 0;
	int gr = -1;
	int kind;
	bool ok = true;
	if (which == 'x') {	/* .save.gf */
		kind = RK_FRGR_MEM;
		if (!const_op(as, s, 0, &m1) || m1 < 0 || m1 > 0xf) {
			diag_error(op_loc(s, 0), "first operand of .save.gf must be a 4-bit "
				   "mask (0-15)");
			ok = false;
		} else if (!const_op(as, s, 1, &m2) || m2 < 0 || m2 > 0xfffff) {
			diag_error(op_loc(s, 1), "second operand of .save.gf must be a 20-bit "
				   "mask (0-0xfffff)");
			ok = false;
		} else if (!m1 && !m2) {
			diag_error(&s->loc, ".save.gf saves nothing: both masks are zero");
			ok = false;
		}
	} else {
		int64_t max = which == 'g' ? 0xf : which == 'b' ? 0x1f : 0xfffff;
		if (!const_op(as, s, 0, &m1) || m1 < 1 || m1 > max) {
			diag_error(op_loc(s, 0), "%s mask must be a positive %d-bit constant",
				   s->name, which == 'g' ? 4 : which == 'b' ? 5 : 20);
			ok = false;
		} else if (s->nops > 1 && which != 'f') {
			if (!gr_op(as, s, 1, &gr)) {
				diag_error(op_loc(s, 1), "second operand of %s must be a general "
					   "register", s->name);
				ok = false;
			} else if (gr + popcount((uint64_t)m1) - 1 > 127) {
				diag_error(op_loc(s, 1), "second operand of %s must be the first "
					   "of %d general registers", s->name, popcount((uint64_t)m1));
			}
		}
		kind = which == 'g' ? (gr >= 0 ? RK_GR_GR : RK_GR_MEM)
			: which == 'b' ? (gr >= 0 ? RK_BR_GR : RK_BR_MEM) : RK_FR_MEM;
	}
	struct urec *r = add_rec(as, kind, &s->loc);
	r->a = ok ? m1 : 0;
	r->b = kind == RK_FRGR_MEM ? (ok ? m2 : 0) : gr;
	int code[24], num[24];
	r->kept = save_regs(r, code, num);
	/* gas makes the save even after an error: the next prologue directive
	 * before an instruction finds it incomplete */
	r->deleted = !ok;
	/* register 0 is spilled by the instruction the record belongs to, the
	 * next ones by the instructions after it */
	u->chain = true;
	u->chain_rec = pr->nrecs - 1;
	u->chain_next = 1;
	u->chain_n = r->kept > 0 ? r->kept : 1;
	u->chain_first = as->p->nwritten;
}

/* .spill OFFSET: where the spill area starts (psp-relative) */
static void d_spill(struct assembler *as, const struct stmt *s)
{
	if (!in_prologue(as, s))
		return;
	check_pending_save(as, &s->loc);
	int64_t off;
	if (!const_op(as, s, 0, &off)) {
		diag_error(op_loc(s, 0), ".spill expects a constant offset");
		return;
	}
	add_rec(as, RK_SPILL_BASE, &s->loc)->a = off;
}

static void d_fframe(struct assembler *as, const struct stmt *s)
{
	if (!in_prologue(as, s))
		return;
	check_pending_save(as, &s->loc);
	int64_t size;
	if (!const_op(as, s, 0, &size)) {
		diag_error(op_loc(s, 0), ".fframe expects a constant frame size");
		return;
	}
	add_rec(as, RK_MEM_STACK_F, &s->loc)->a = size;
}

/* .vframe GR, .vframesp OFFSET, .vframepsp OFFSET (taken as .vframesp) */
static void d_vframe(struct assembler *as, const struct stmt *s)
{
	struct uproc *pr = &U(as)->pr;
	if (!in_prologue(as, s))
		return;
	check_pending_save(as, &s->loc);
	bool sp = strcmp(s->name, ".vframe") != 0;
	int gr = 0;
	int64_t off = 0;
	if (!sp && !gr_op(as, s, 0, &gr)) {
		diag_error(op_loc(s, 0), ".vframe expects a general register");
		return;
	}
	if (sp && !const_op(as, s, 0, &off)) {
		diag_error(op_loc(s, 0), "%s expects a constant offset", s->name);
		return;
	}
	if (strcmp(s->name, ".vframepsp") == 0)
		diag_warning(&s->loc, ".vframepsp has no meaning; taken as .vframesp");
	add_rec(as, RK_MEM_STACK_V, &s->loc);
	if (sp) {
		struct urec *r = add_rec(as, RK_SPREL, &s->loc);
		r->reg = UR_PSP;
		r->a = off;
		return;
	}
	int given = grsave_of(pr, UR_PSP);
	if (given >= 0) {
		if (given != gr)
			diag_warning(op_loc(s, 0), "operand of .vframe contradicts the "
				     "registers of .prologue (r%d)", given);
		return;
	}
	struct urec *r = add_rec(as, RK_GR, &s->loc);
	r->reg = UR_PSP;
	r->a = gr;
}

static void d_altrp(struct assembler *as, const struct stmt *s)
{
	if (!in_prologue(as, s))
		return;
	check_pending_save(as, &s->loc);
	struct operand op;
	if (!reg_op(as, s, 0, &op) || op.type != OP_REG || op.file != RF_BR) {
		diag_error(op_loc(s, 0), ".altrp expects a branch register");
		return;
	}
	struct urec *r = add_rec(as, RK_BR, &s->loc);
	r->reg = UR_RP;
	r->a = op.regno;
}

static void d_unwabi(struct assembler *as, const struct stmt *s)
{
	if (!in_prologue(as, s))
		return;
	check_pending_save(as, &s->loc);
	int64_t abi, context;
	const struct ast_operand *o = operand(s, 0);
	if (o && o->kind == AO_EXPR && o->e->op == E_ATNAME) {
		static const char *const abis[] = {"@svr4", "@hpux", "@nt"};
		abi = -1;
		for (int i = 0; i < 3; i++)
			if (strcmp(o->e->name, abis[i]) == 0)
				abi = i;
		if (abi < 0) {
			diag_error(op_loc(s, 0), "unknown ABI '%s' (@svr4, @hpux, @nt)",
				   o->e->name);
			return;
		}
	} else if (!const_op(as, s, 0, &abi)) {
		diag_error(op_loc(s, 0), "first operand of .unwabi must be a constant "
			   "or @svr4, @hpux, @nt");
		return;
	}
	if (!const_op(as, s, 1, &context)) {
		diag_error(op_loc(s, 1), "second operand of .unwabi must be a constant");
		return;
	}
	struct urec *r = add_rec(as, RK_UNWABI, &s->loc);
	r->a = abi & 0xff;
	r->b = context & 0xff;
}

/* .restore sp [, ECOUNT] */
static void d_restore(struct assembler *as, const struct stmt *s)
{
	struct uproc *pr = &U(as)->pr;
	if (!in_body(as, s))
		return;
	struct operand op;
	if (!reg_op(as, s, 0, &op) || op.type != OP_REG || op.file != RF_GR ||
	    op.regno != 12)	/* reported, and gas goes on */
		diag_error(op_loc(s, 0), "first operand of .restore must be the stack "
			   "pointer (sp)");
	/* by default every prologue still open ends here */
	uint32_t ecount = (uint32_t)pr->prologues - 1;
	if (s->nops > 1) {
		int64_t n;
		if (!const_op(as, s, 1, &n) || n < 0) {
			diag_error(op_loc(s, 1), "epilogue count of .restore must be a "
				   "non-negative constant");
			return;
		}
		ecount = (uint32_t)n;
	}
	if ((uint64_t)ecount + 1 > pr->prologues) {
		diag_error(&s->loc, "epilogue count %llu is more than the %u nested "
			   "prologues", (unsigned long long)ecount + 1, pr->prologues);
		return;
	}
	pr->prologues -= ecount + 1;
	add_rec(as, RK_EPILOGUE, &s->loc)->a = ecount;
}

/* .label_state N, .copy_state N */
static void d_state(struct assembler *as, const struct stmt *s, bool copy)
{
	struct uproc *pr = &U(as)->pr;
	if (!in_body(as, s))
		return;
	int64_t label;
	if (!const_op(as, s, 0, &label)) {
		diag_error(op_loc(s, 0), "%s expects a constant label", s->name);
		return;
	}
	size_t i;
	for (i = 0; i < pr->nlabels; i++)
		if (pr->labels[i].label == label)
			break;
	if (copy) {
		if (i == pr->nlabels) {
			diag_error(op_loc(s, 0), "no .label_state %lld before this .copy_state",
				   (long long)label);
			return;
		}
		pr->prologues = pr->labels[i].prologues;
	} else {
		if (i == pr->nlabels) {
			pr->labels = xrealloc(pr->labels, (pr->nlabels + 1) * sizeof *pr->labels);
			pr->nlabels++;
		}
		pr->labels[i] = (struct label_state){label, pr->prologues};
	}
	add_rec(as, copy ? RK_COPY_STATE : RK_LABEL_STATE, &s->loc)->a = label;
}

/* .spillreg[.p] [QP,] REG, TREG; .spillsp[.p] [QP,] REG, OFF;
 * .spillpsp[.p] [QP,] REG, OFF; .restorereg[.p] [QP,] REG */
static void d_spillreg(struct assembler *as, const struct stmt *s)
{
	if (!in_procedure(as, s))
		return;
	const char *n = s->name;
	bool pred = n[strlen(n) - 2] == '.' && n[strlen(n) - 1] == 'p';
	bool restore = strncmp(n, ".restorereg", 11) == 0;
	int kind = restore ? RK_RESTORE : strncmp(n, ".spillreg", 9) == 0 ? RK_SPILL_REG
		: strncmp(n, ".spillsp", 8) == 0 ? RK_SPILL_SPREL : RK_SPILL_PSPREL;
	int i = 0, qp = -1;
	if (pred) {
		struct operand op;
		if (!reg_op(as, s, 0, &op) || op.type != OP_REG || op.file != RF_PR) {
			diag_error(op_loc(s, 0), "first operand of %s must be a predicate "
				   "register", n);
			return;
		}
		qp = op.regno;
		if (qp == 0) {	/* written as the plain form */
			diag_warning(op_loc(s, 0), "p0 as predicate of %s: the plain form "
				     "says the same", n);
			qp = -1;
		}
		i = 1;
	}
	int abreg = preserved_reg(as, s, i);
	if (abreg < 0) {
		diag_error(op_loc(s, i), "operand %d of %s must be a preserved register",
			   i + 1, n);
		return;
	}
	int64_t a = 0;
	if (kind == RK_SPILL_REG) {
		int t = writable_reg(as, s, i + 1);
		if (t < 0) {
			diag_error(op_loc(s, i + 1), "operand %d of %s must be a writable "
				   "register", i + 2, n);
			return;
		}
		a = t;
	} else if (kind != RK_RESTORE && !const_op(as, s, i + 1, &a)) {
		diag_error(op_loc(s, i + 1), "operand %d of %s must be a constant offset",
			   i + 2, n);
		return;
	}
	struct urec *r = add_rec(as, kind, &s->loc);
	r->reg = (uint8_t)abreg;
	r->qp = (int8_t)qp;
	r->a = a;
}

static void d_personality(struct assembler *as, const struct stmt *s)
{
	struct uproc *pr = &U(as)->pr;
	if (!in_procedure(as, s))
		return;
	const struct ast_operand *o = operand(s, 0);
	if (o && (o->kind != AO_EXPR || o->e->op != E_SYM)) {
		diag_error(op_loc(s, 0), ".personality expects a symbol");
		return;
	}
	if (o)	/* the pointer's relocation names it: undefined unless defined */
		as_sym_get(as, o->e->name);
	pr->personality = true;
	pr->force_entry = true;
}

static void d_unwentry(struct assembler *as, const struct stmt *s)
{
	if (!in_procedure(as, s))
		return;
	U(as)->pr.force_entry = true;
}

static void write_info(struct assembler *as, int64_t end_slot, const struct src_loc *at);
static void unwind_names_for(const char *text, char **info, char **table);
static int unwind_section(struct assembler *as, const char *name, int text, bool table);

/* .handlerdata: the information block is written now, and what follows
 * goes into the information section after it, until .endp. */
static void d_handlerdata(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	struct uproc *pr = &u->pr;
	if (!in_procedure(as, s))
		return;
	pr->force_entry = true;
	/* the code is flushed first, with no stop after it */
	int text = pr->section;
	u->keep_group = true;
	as_switch_section(as, as->cur);
	u->keep_group = false;
	catch_up(as);
	const struct asm_section *sec = &as->p->sections[text];
	write_info(as, (int64_t)(sec->size / 16 * 3), &s->loc);
	char *info, *table;
	unwind_names_for(as->p->sections[text].name, &info, &table);
	int isec = unwind_section(as, info, text, false);
	free(info);
	free(table);
	as_switch_section(as, isec);
}

/* How many operands each directive takes at most, and whether one more
 * may follow: a "tag" naming the record, which gas accepts and ignores. */
static const struct {
	const char *name;
	int max;
	bool tag;
} operand_counts[] = {
	{".prologue", 2, false}, {".body", 0, false}, {".save", 2, true},
	{".savesp", 2, true}, {".savepsp", 2, true}, {".save.g", 2, false},
	{".save.b", 2, false}, {".save.f", 1, false}, {".save.gf", 2, false},
	{".spill", 1, false}, {".fframe", 1, true}, {".vframe", 1, true},
	{".vframesp", 1, true}, {".vframepsp", 1, true}, {".altrp", 1, false},
	{".unwabi", 2, false}, {".restore", 2, true}, {".label_state", 1, false},
	{".copy_state", 1, false}, {".spillreg", 2, true}, {".spillsp", 2, true},
	{".spillpsp", 2, true}, {".spillreg.p", 3, true}, {".spillsp.p", 3, true},
	{".spillpsp.p", 3, true}, {".restorereg", 1, true}, {".restorereg.p", 2, true},
	{".personality", 1, false}, {".unwentry", 0, false}, {".handlerdata", 0, false},
};

/* Operands past those a directive takes: a tag is warned about, anything
 * else is an error (the directive is still carried out, as in gas). */
static void check_operand_count(const struct stmt *s)
{
	for (size_t i = 0; i < sizeof operand_counts / sizeof operand_counts[0]; i++) {
		if (strcmp(s->name, operand_counts[i].name) != 0)
			continue;
		int max = operand_counts[i].max;
		if (s->nops <= max)
			return;
		const struct ast_operand *o = &s->ops[max];
		if (operand_counts[i].tag) {
			diag_warning(&o->loc, "tags on unwind directives are not supported; "
				     "operand %d of %s ignored", max + 1, s->name);
			if (o->kind == AO_EXPR && o->e->op == E_SYM) {
				if (s->nops == max + 1)
					return;
				o = &s->ops[max + 1];
			}
		}
		diag_error(&o->loc, "too many operands for %s", s->name);
		return;
	}
}

void unwind_directive(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	if (!u)
		return;
	if (s->qp)	/* gas: a predicate must be followed by an instruction */
		diag_error(&s->qp_loc, "predicate on directive %s: only instructions "
			   "take one", s->name);
	check_operand_count(s);
	catch_up(as);
	const char *n = s->name;
	if (strcmp(n, ".prologue") == 0) d_prologue(as, s);
	else if (strcmp(n, ".body") == 0) d_body(as, s);
	else if (strcmp(n, ".save") == 0) d_save(as, s);
	else if (strcmp(n, ".savesp") == 0) d_savesp(as, s, false);
	else if (strcmp(n, ".savepsp") == 0) d_savesp(as, s, true);
	else if (strcmp(n, ".save.g") == 0) d_save_mask(as, s, 'g');
	else if (strcmp(n, ".save.f") == 0) d_save_mask(as, s, 'f');
	else if (strcmp(n, ".save.b") == 0) d_save_mask(as, s, 'b');
	else if (strcmp(n, ".save.gf") == 0) d_save_mask(as, s, 'x');
	else if (strcmp(n, ".spill") == 0) d_spill(as, s);
	else if (strcmp(n, ".fframe") == 0) d_fframe(as, s);
	else if (strncmp(n, ".vframe", 7) == 0) d_vframe(as, s);
	else if (strcmp(n, ".altrp") == 0) d_altrp(as, s);
	else if (strcmp(n, ".unwabi") == 0) d_unwabi(as, s);
	else if (strcmp(n, ".restore") == 0) d_restore(as, s);
	else if (strcmp(n, ".label_state") == 0) d_state(as, s, false);
	else if (strcmp(n, ".copy_state") == 0) d_state(as, s, true);
	else if (strcmp(n, ".personality") == 0) d_personality(as, s);
	else if (strcmp(n, ".unwentry") == 0) d_unwentry(as, s);
	else if (strcmp(n, ".handlerdata") == 0) d_handlerdata(as, s);
	else d_spillreg(as, s);	/* .spillreg, .spillsp, .spillpsp, .restorereg (.p) */
}

/* ---- slots -------------------------------------------------------------- */

/* Gives the records in [from, n) that belong to instruction seq (mine),
 * or wait for no instruction yet (when `waiting`), up to the last region
 * header among them, the slot `slot`; returns the index after that header,
 * or from when there is none. */
static size_t to_last_region(struct uproc *pr, size_t from, uint32_t seq, uint32_t now,
			     bool waiting, int64_t slot)
{
	size_t last = SIZE_MAX;
	for (size_t i = from; i < pr->nrecs; i++) {
		const struct urec *r = &pr->recs[i];
		if (r->resolved || r->deleted)
			continue;
		if ((r->target == seq || (waiting && r->target >= now)) && is_region(r))
			last = i;
	}
	if (last == SIZE_MAX)
		return from;
	for (size_t i = from; i <= last; i++) {
		struct urec *r = &pr->recs[i];
		if (r->resolved || r->deleted)
			continue;
		if (r->target == seq || (waiting && r->target >= now))
			r->slot = slot;
	}
	return last + 1;
}

void unwind_insn_placed(struct assembler *as, const struct asm_insn *in)
{
	struct unwind *u = U(as);
	if (!u)
		return;
	catch_up(as);
	struct uproc *pr = &u->pr;
	uint32_t now = as->p->nwritten;
	int64_t bundle = (int64_t)(in->offset / 16 * 3);
	int64_t act = bundle + in->slot;
	int64_t *last = last_end_of(u, (int)in->section);
	/* The bundler first looked at it right after the instruction before
	 * it (unless a flush or '}' came between), at slot pre. */
	int64_t pre = *last >= 0 && *last <= act ? *last : bundle;
	*last = act + (in->form && in->form->desc->type == TYPE_LX ? 2 : 1);
	if (in->generated)	/* automatic mode's srlz: a slot, no records */
		return;
	/* A flush with a region header waiting for an instruction not yet
	 * written is going on: was the instruction before placed by it too? */
	bool flushing = false;
	for (size_t i = pr->first_unresolved; pr->open && i < pr->nrecs; i++) {
		const struct urec *r = &pr->recs[i];
		if (!r->resolved && !r->deleted && r->target >= now && is_region(r))
			flushing = true;
	}
	bool prev_in_flush = u->flush_written == now;
	u->flush_written = flushing ? now : UINT32_MAX;

	if (!pr->open || in->seq < pr->first_seq)
		return;
	uint32_t seq = in->seq;
	bool later = false, own = false;
	for (size_t i = pr->first_unresolved; i < pr->nrecs; i++) {
		const struct urec *r = &pr->recs[i];
		if (r->resolved || r->deleted)
			continue;
		if (r->target > seq && r->target < now)
			later = true;
		if (r->target == seq)
			own = true;
	}
	if (!own)	/* gas looks at no records for it */
		return;

	/* Each time gas looks at the instruction for a slot, it gives its
	 * records up to the last region header among them the slot it looks
	 * at (nops put first count in the region); when no instruction after
	 * it in the queue has records, the records waiting for an instruction
	 * not yet written count too.  Those are in its list only during the
	 * flush: the first look may have come before it, in the bundle of the
	 * instruction before.  At last the rest get the instruction's slot. */
	bool waiting = !later && flushing;
	bool first_in_flush = pre == bundle || prev_in_flush;
	size_t from = pr->first_unresolved;
	size_t done = to_last_region(pr, from, seq, now, waiting && first_in_flush, pre);
	/* mark what the first look gave out */
	for (size_t i = from; i < done; i++)
		if (pr->recs[i].target == seq && !pr->recs[i].resolved)
			pr->recs[i].resolved = true;
	if (waiting && !first_in_flush) {
		size_t d2 = to_last_region(pr, done, seq, now, true, bundle);
		for (size_t i = done; i < d2; i++)
			if (pr->recs[i].target == seq && !pr->recs[i].resolved)
				pr->recs[i].resolved = true;
		done = d2;
	}
	for (size_t i = from; i < pr->nrecs; i++) {
		struct urec *r = &pr->recs[i];
		if (r->deleted)
			continue;
		if (r->target == seq) {
			if (i >= done && !r->resolved)
				r->slot = act;
			r->resolved = true;
			r->aligns = (uint32_t)pr->naligns;
		} else if (!later && !r->resolved && r->target >= now) {
			if (i >= done)
				r->slot = act;
			r->aligns = (uint32_t)pr->naligns;
		}
	}
	while (pr->first_unresolved < pr->nrecs && pr->recs[pr->first_unresolved].resolved)
		pr->first_unresolved++;
}

bool unwind_flush_keeps_group(struct assembler *as)
{
	struct unwind *u = U(as);
	return u && u->keep_group;
}

void unwind_bundle_closed(struct assembler *as)
{
	struct unwind *u = U(as);
	if (u)
		*last_end_of(u, as->cur) = -1;
}

void unwind_align(struct assembler *as, uint64_t n)
{
	struct unwind *u = U(as);
	if (!u || !u->pr.open || as->cur != u->pr.section)
		return;
	struct uproc *pr = &u->pr;
	uint64_t size = as->p->sections[as->cur].size;
	uint64_t pad = ((size + n - 1) & ~(n - 1)) - size;
	pr->align_extra = xrealloc(pr->align_extra, (pr->naligns + 1) * sizeof *pr->align_extra);
	pr->align_extra[pr->naligns++] = (int64_t)(n / 16 * 3) - (int64_t)(pad / 16 * 3);
}

void unwind_flushed(struct assembler *as)
{
	struct unwind *u = U(as);
	if (!u)
		return;
	catch_up(as);
	*last_end_of(u, as->cur) = -1;
	struct uproc *pr = &u->pr;
	if (!pr->open)
		return;
	/* Records no instruction followed: a region header starts at the end
	 * of the code; one that needs an instruction is an error; the others
	 * keep what they have.  None of them waits any more. */
	const struct asm_section *sec = &as->p->sections[as->cur];
	int64_t end = (int64_t)((sec->size + 15) / 16 * 3);
	for (size_t i = pr->first_unresolved; i < pr->nrecs; i++) {
		struct urec *r = &pr->recs[i];
		if (r->resolved)
			continue;
		r->resolved = true;
		if (r->deleted)
			continue;
		if (is_region(r)) {
			r->slot = end;
			r->aligns = (uint32_t)pr->naligns;
		} else if (is_timed(r) || r->kind == RK_BR_MEM ||
			   (r->kind == RK_SPILL_STEP && pr->recs[r->a].kind == RK_BR_MEM) ||
			   (r->kind == RK_STRAY_STEP && r->a == 3 && r->reg)) {
			/* (gas counts a .save.b to memory among them) */
			/* reported at the statement that flushed, as gas does
			 * (data, .align, a section directive, .proc, .endp,
			 * .handlerdata); the end of the input has no line in
			 * gas: here the record's own */
			r->deleted = true;
			diag_error(as->stmt_loc ? as->stmt_loc : &r->loc,
				   "unwind directive of line %d not followed by an "
				   "instruction", r->loc.line);
		}
	}
	pr->first_unresolved = pr->nrecs;
}

/* ---- the information block ---------------------------------------------- */

struct buf {
	uint8_t *b;
	size_t n, cap;
};

static void put(struct buf *b, unsigned byte)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 64;
		b->b = xrealloc(b->b, b->cap);
	}
	b->b[b->n++] = (uint8_t)byte;
}

static void uleb(struct buf *b, uint64_t v)
{
	do {
		unsigned byte = v & 0x7f;
		v >>= 7;
		put(b, v ? byte | 0x80 : byte);
	} while (v);
}

/* The descriptors of a prologue or body region header (R1, R2, R3). */
static void region_header(struct buf *b, const struct urec *r, uint64_t rlen)
{
	if (r->kind == RK_PROLOGUE_GR) {
		put(b, 0x40 | (unsigned)(r->a >> 1));
		put(b, (unsigned)((r->a & 1) << 7 | (r->b & 0x7f)));
		uleb(b, rlen);
	} else if (rlen < 32) {
		put(b, (r->kind == RK_BODY ? 0x20 : 0) | (unsigned)rlen);
	} else {
		put(b, 0x60 | (r->kind == RK_BODY));
		uleb(b, rlen);
	}
}

/* P7 or P8 with one ULEB operand. */
static void p78(struct buf *b, int fmt, int code, uint64_t v)
{
	if (fmt == 7) {
		put(b, 0xe0 | (unsigned)code);
	} else {
		put(b, 0xf0);
		put(b, (unsigned)code);
	}
	uleb(b, v);
}

/* psp-relative offsets are written as (written + 16) / 4, sp-relative
 * ones as written / 4. */
static uint64_t psp_off(int64_t off)
{
	return (uint64_t)(off + 16) / 4;
}

static uint64_t sp_off(int64_t off)
{
	return (uint64_t)off / 4;
}

/* What the .align directives from..to-1 of the procedure could pad more
 * than they did, in slots. */
static int64_t align_extra(const struct uproc *pr, uint32_t from, uint32_t to)
{
	int64_t n = 0;
	for (uint32_t k = from; k < to && k < pr->naligns; k++)
		n += pr->align_extra[k];
	return n;
}

struct region {
	size_t header;		/* record index */
	int64_t start, end;	/* slots */
	uint32_t aligns_start, aligns_end;	/* .align directives before each */
};

/* The body region's records (formats B1-B4): an epilogue at slot ut of
 * the region's end, .label_state and .copy_state. */
static void body_descriptor(struct buf *b, const struct urec *r, uint64_t ut)
{
	if (r->kind == RK_EPILOGUE) {
		if (r->a < 32) {
			put(b, 0xc0 | (unsigned)r->a);
			uleb(b, ut);
		} else {
			put(b, 0xe0);
			uleb(b, ut);
			uleb(b, (uint64_t)r->a);
		}
		return;
	}
	unsigned copy = r->kind == RK_COPY_STATE;
	if (r->a >= 0 && r->a < 32) {
		put(b, 0x80 | copy << 5 | (unsigned)r->a);
	} else {
		put(b, 0xf0 | copy << 3);
		uleb(b, (uint64_t)r->a);
	}
}

/* The spill and restore records at slot ut (formats X1-X4: .spillpsp,
 * .spillsp, .spillreg, .restorereg and their predicated forms). */
static void spill_descriptor(struct buf *b, const struct urec *r, uint64_t ut)
{
	const int ur = r->reg;
	if (r->kind == RK_SPILL_PSPREL || r->kind == RK_SPILL_SPREL) {
		unsigned sprel = r->kind == RK_SPILL_SPREL;
		uint64_t off = sprel ? sp_off(r->a) : psp_off(r->a);
		if (r->qp >= 0) {
			put(b, 0xfb);
			put(b, sprel << 7 | (unsigned)r->qp);
			put(b, (unsigned)ur);
		} else {
			put(b, 0xf9);
			put(b, sprel << 7 | (unsigned)ur);
		}
		uleb(b, ut);
		uleb(b, off);
		return;
	}
	/* the target's class: x (high bit) and y; a restore is all zero */
	unsigned cls = r->kind == RK_RESTORE ? 0 : (unsigned)(r->a >> 7);
	unsigned treg = r->kind == RK_RESTORE ? 0 : (unsigned)(r->a & 0x7f);
	if (r->qp >= 0) {
		put(b, 0xfc);
		put(b, (unsigned)r->qp);
	} else {
		put(b, 0xfa);
	}
	put(b, (cls >> 1) << 7 | (unsigned)ur);
	put(b, (cls & 1) << 7 | treg);
	uleb(b, ut);
}

/* One descriptor for record r of a region starting at slot start (t is
 * counted from there; an epilogue's from the region's last slot). */
static void descriptor(struct buf *b, const struct uproc *pr, const struct urec *r,
		       const struct region *rg)
{
	int64_t t = 0;
	if (rg && r->slot >= 0)
		t = r->kind == RK_EPILOGUE ? rg->end - 1 - r->slot : r->slot - rg->start;
	if (t < 0)	/* an epilogue at the end of an empty body */
		t = 0;
	uint64_t ut = (uint64_t)t;
	const int ur = r->reg;
	switch (r->kind) {
	case RK_MEM_STACK_F:
		put(b, 0xe0);
		uleb(b, ut);
		uleb(b, (uint64_t)r->a / 16);
		break;
	case RK_MEM_STACK_V:
		p78(b, 7, 1, ut);
		break;
	case RK_SPILL_BASE:
		p78(b, 7, 2, psp_off(r->a));
		break;
	case RK_WHEN:
		if (ur == UR_PRIUNAT)
			p78(b, 8, r->b ? PRIUNAT_WHEN_MEM : ureg_info[ur].when_code, ut);
		else
			p78(b, ureg_info[ur].when_fmt, ureg_info[ur].when_code, ut);
		break;
	case RK_GR:
		if (pr && rg && pr->recs[rg->header].kind == RK_PROLOGUE_GR &&
		    (pr->recs[rg->header].a & ureg_info[ur].mask_bit))
			break;
		put(b, 0xb0 | (unsigned)(ureg_info[ur].gr >> 1));
		put(b, (unsigned)((ureg_info[ur].gr & 1) << 7 | (r->a & 0x7f)));
		break;
	case RK_BR:	/* rp_br: P3 code 6 */
		put(b, 0xb3);
		put(b, (unsigned)(r->a & 0x7f));
		break;
	case RK_SPREL:
		p78(b, ureg_info[ur].sprel_fmt, ureg_info[ur].sprel_code, sp_off(r->a));
		break;
	case RK_PSPREL:
		p78(b, ureg_info[ur].psprel_fmt, ureg_info[ur].psprel_code, psp_off(r->a));
		break;
	case RK_GR_GR: {
		uint64_t gr, fr, br;
		kept_masks(r, &gr, &fr, &br);
		put(b, 0xf1);
		put(b, (unsigned)gr);
		put(b, (unsigned)(r->b & 0x7f));
		break;
	}
	case RK_BR_GR: {
		uint64_t gr, fr, br;
		kept_masks(r, &gr, &fr, &br);
		put(b, 0xa0 | (unsigned)(br >> 1));
		put(b, (unsigned)((br & 1) << 7 | (r->b & 0x7f)));
		break;
	}
	case RK_UNWABI:
		put(b, 0xff);
		put(b, (unsigned)r->a);
		put(b, (unsigned)r->b);
		break;
	case RK_EPILOGUE:
	case RK_LABEL_STATE:
	case RK_COPY_STATE:
		body_descriptor(b, r, ut);
		break;
	case RK_SPILL_PSPREL:
	case RK_SPILL_SPREL:
	case RK_SPILL_REG:
	case RK_RESTORE:
		spill_descriptor(b, r, ut);
		break;
	default:
		break;
	}
}

/* The record that gives the slot of register k of mem save ri (the save
 * itself for k = 0), or NULL. */
static const struct urec *spill_rec(const struct uproc *pr, size_t ri, int k)
{
	if (k == 0)
		return &pr->recs[ri];
	for (size_t i = ri + 1; i < pr->nrecs; i++) {
		const struct urec *r = &pr->recs[i];
		if (r->kind == RK_SPILL_STEP && !r->deleted && (size_t)r->a == ri && r->b == k)
			return r;
	}
	return NULL;
}

/* Marks in the spill mask of region rg (est slots long, as gas first
 * sized it) the spill of a register of kind code at the slot of record sr:
 * where it is, and where it would be if every .align before it in the
 * region padded as much as it could. */
static void mark_spill(const struct uproc *pr, const struct region *rg, uint8_t *mask,
		       uint64_t est, const struct urec *sr, int code)
{
	if (sr->slot < rg->start)
		return;
	int64_t t = sr->slot - rg->start;
	int64_t te = t + align_extra(pr, rg->aligns_start, sr->aligns);
	if (sr->slot < rg->end)
		mask[t / 4] |= (uint8_t)(code << (6 - 2 * (t % 4)));
	if (te >= 0 && (uint64_t)te < est)
		mask[te / 4] |= (uint8_t)(code << (6 - 2 * (te % 4)));
}

/* Notes where the descriptor of record i goes if it is the save still
 * waiting for instructions. */
static void note_chain(struct assembler *as, const struct buf *b, size_t i)
{
	struct unwind *u = U(as);
	if (u->chain && u->chain_rec == i)
		u->chain_desc = b->n;
}

/* The registers a prologue region saves to memory (records header+1 to
 * upto-1), as the fr_mem, gr_mem and br_mem masks; whether any is spilled
 * (then the region has a spill mask). */
static bool prologue_saves(const struct uproc *pr, const struct region *rg, size_t upto,
			   uint64_t *gr, uint64_t *fr, uint64_t *br)
{
	bool spills = false;
	*gr = *fr = *br = 0;
	for (size_t i = rg->header + 1; i < upto; i++) {
		const struct urec *r = &pr->recs[i];
		if (r->deleted)
			continue;
		if (r->kind == RK_STRAY_STEP) {
			spills = true;
			if (!r->reg)
				continue;
			if (r->a == 1)
				*fr |= (uint64_t)1 << (r->b < 16 ? r->b - 2 : r->b - 12);
			else if (r->a == 2)
				*gr |= (uint64_t)1 << (r->b - 4);
			else
				*br |= (uint64_t)1 << (r->b - 1);
			continue;
		}
		if (!is_mem_save(r))
			continue;
		spills = true;
		if (r->kind == RK_GR_GR || r->kind == RK_BR_GR)
			continue;
		uint64_t g, f, bb;
		kept_masks(r, &g, &f, &bb);
		*gr |= g;
		*fr |= f;
		*br |= bb;
	}
	return spills;
}

/* The save masks: frgr_mem (P5) when a high FR is saved, else fr_mem and
 * gr_mem (P6); br_mem (P1). */
static void put_save_masks(struct buf *b, uint64_t gr, uint64_t fr, uint64_t br)
{
	if (fr & ~(uint64_t)0xf) {
		put(b, 0xb9);
		put(b, (unsigned)(gr << 4 | (fr >> 16 & 0xf)));
		put(b, (unsigned)(fr >> 8 & 0xff));
		put(b, (unsigned)(fr & 0xff));
	} else {
		if (fr)
			put(b, 0xc0 | (unsigned)fr);
		if (gr)
			put(b, 0xd0 | (unsigned)gr);
	}
	if (br)
		put(b, 0x80 | (unsigned)br);
}

/* The prologue's spill mask (P4): two bits a slot of the region, saying
 * which kind of register is spilled there. */
static void put_spill_mask(struct buf *b, const struct uproc *pr, const struct region *rg,
			   size_t upto)
{
	/* gas works the mask out twice, first with every .align padding as
	 * much as it could, then with the real padding, and keeps both: it
	 * is sized by the first */
	uint64_t rlen = (uint64_t)(rg->end - rg->start);
	uint64_t est = rlen + (uint64_t)align_extra(pr, rg->aligns_start, rg->aligns_end);
	size_t nbytes = (est * 2 + 7) / 8;
	uint8_t *mask = xcalloc(nbytes ? nbytes : 1, 1);
	for (size_t i = rg->header + 1; i < upto; i++) {
		const struct urec *r = &pr->recs[i];
		if (r->deleted)
			continue;
		if (r->kind == RK_STRAY_STEP) {
			mark_spill(pr, rg, mask, est, r, (int)r->a);
			continue;
		}
		if (!is_mem_save(r))
			continue;
		int code[24], num[24];
		int n = save_regs(r, code, num);
		for (int k = 0; k < n && k < r->kept; k++) {
			const struct urec *sr = spill_rec(pr, i, k);
			if (sr)
				mark_spill(pr, rg, mask, est, sr, code[k]);
		}
	}
	put(b, 0xb8);
	for (size_t i = 0; i < nbytes; i++)
		put(b, mask[i]);
	free(mask);
}

/* The descriptors of region rg: the header, then for a prologue the
 * registers saved to memory (one mask of each kind for the whole region)
 * and the spill mask (which slot spills which kind of register), then
 * every other record in written order. */
static void region_descriptors(struct assembler *as, struct buf *b, const struct region *rg,
			       size_t upto, const struct src_loc *at)
{
	const struct uproc *pr = &U(as)->pr;
	const struct urec *h = &pr->recs[rg->header];
	region_header(b, h, (uint64_t)(rg->end - rg->start));
	if (h->kind == RK_BODY) {	/* gas finds no prologue for them */
		for (size_t i = rg->header + 1; i < upto; i++) {
			const struct urec *r = &pr->recs[i];
			if (!r->deleted && (is_mem_save(r) || r->kind == RK_STRAY_STEP))
				diag_error(at, "the save of line %d is in a body region, not a "
					   "prologue", r->loc.line);
		}
	} else {
		uint64_t gr, fr, br;
		bool spills = prologue_saves(pr, rg, upto, &gr, &fr, &br);
		put_save_masks(b, gr, fr, br);
		if (spills)
			put_spill_mask(b, pr, rg, upto);
	}
	for (size_t i = rg->header + 1; i < upto; i++) {
		const struct urec *r = &pr->recs[i];
		if (r->deleted || is_region(r) || r->kind == RK_SPILL_STEP ||
		    r->kind == RK_STRAY_STEP)
			continue;
		if (is_mem_save(r) && (h->kind == RK_BODY ||
				       (r->kind != RK_GR_GR && r->kind != RK_BR_GR)))
			continue;
		note_chain(as, b, i);
		descriptor(b, pr, r, rg);
	}
}

/* Is there anything to describe?  A lone .prologue, or .prologue and
 * .body, say nothing gas keeps. */
static bool has_records(const struct uproc *pr)
{
	size_t n = 0;
	int kinds[2] = {-1, -1};
	for (size_t i = 0; i < pr->nrecs; i++) {
		if (pr->recs[i].deleted)
			continue;
		if (n < 2)
			kinds[n] = pr->recs[i].kind;
		n++;
	}
	if (n == 0)
		return false;
	if (n == 1 && kinds[0] == RK_PROLOGUE)
		return false;
	if (n == 2 && kinds[0] == RK_PROLOGUE && kinds[1] == RK_BODY)
		return false;
	return true;
}

/* The names of the unwind sections for code section text. */
static void unwind_names_for(const char *text, char **info, char **table)
{
	static const char linkonce[] = ".gnu.linkonce.t.";
	size_t n = strlen(text) + 40;
	*info = xmalloc(n);
	*table = xmalloc(n);
	if (strcmp(text, ".text") == 0) {
		snprintf(*info, n, ".IA_64.unwind_info");
		snprintf(*table, n, ".IA_64.unwind");
	} else if (strncmp(text, linkonce, sizeof linkonce - 1) == 0) {
		snprintf(*info, n, ".gnu.linkonce.ia64unwi.%s", text + sizeof linkonce - 1);
		snprintf(*table, n, ".gnu.linkonce.ia64unw.%s", text + sizeof linkonce - 1);
	} else {
		snprintf(*info, n, ".IA_64.unwind_info%s", text);
		snprintf(*table, n, ".IA_64.unwind%s", text);
	}
}

/* Finds or makes unwind section name for code section text, with the
 * attributes gas gives it. */
static int unwind_section(struct assembler *as, const char *name, int text, bool table)
{
	size_t before = as->p->nsections;
	int sec = as_section_get(as, name, 0);
	if (as->p->nsections == before)
		return sec;
	struct asm_section *s = &as->p->sections[sec];
	const struct asm_section *t = &as->p->sections[text];
	s->code = false;
	s->type = table ? SEC_IA64_UNWIND : SEC_PROGBITS;
	s->flags = SECF_ALLOC | (table ? SECF_LINK_ORDER : 0);
	s->align = 8;
	if (table)
		s->link = xstrdup(t->name);
	if (t->group && t->comdat) {	/* unwind sections join COMDAT groups only */
		s->group = xstrdup(t->group);
		s->comdat = true;
		s->flags |= SECF_GROUP;
	}
	return sec;
}

/* Appends n bytes (NULL: zeros) to section sec, after padding it to a
 * multiple of 8. */
static uint64_t append_aligned(struct assembler *as, int sec, const void *bytes, size_t n)
{
	int cur = as->cur;
	as->cur = sec;
	struct asm_section *s = &as->p->sections[sec];
	struct src_loc loc = {as->p->path, 0, 0, NULL};
	if (s->size % 8)
		as_section_emit(as, NULL, 8 - s->size % 8, &loc);
	uint64_t at = as->p->sections[sec].size;
	as_section_emit(as, bytes, n, &loc);
	as->cur = cur;
	return at;
}

/* Writes the procedure's information block, if it has one, into the
 * information section; end_slot is where its last region ends. */
static void write_info(struct assembler *as, int64_t end_slot, const struct src_loc *at)
{
	struct uproc *pr = &U(as)->pr;
	if (pr->handlerdata)
		return;
	pr->handlerdata = true;	/* written: .endp only adds the table entry */
	bool any = has_records(pr);
	if (!any && !pr->force_entry) {
		pr->force_entry = false;
		return;
	}
	pr->force_entry = true;
	struct buf b = {0};
	U(as)->chain_desc = SIZE_MAX;
	struct region *regions = NULL;
	size_t nregions = 0;
	if (any) {
		/* in the masks of the region, a save whose later registers
		 * never got an instruction counts only those that have a record
		 * (gas makes the record of each register after the instruction
		 * before it); P9 and P2 keep their own mask */
		for (size_t i = 0; i < pr->nrecs; i++) {
			struct urec *r = &pr->recs[i];
			if (!is_mem_save(r) || r->kind == RK_GR_GR || r->kind == RK_BR_GR)
				continue;
			int n = 1;
			for (size_t j = i + 1; j < pr->nrecs; j++)
				if (pr->recs[j].kind == RK_SPILL_STEP && !pr->recs[j].deleted &&
				    (size_t)pr->recs[j].a == i)
					n++;
			if (r->kept > n)
				r->kept = n;
		}
		for (size_t i = 0; i < pr->nrecs; i++) {
			if (!is_region(&pr->recs[i]) || pr->recs[i].deleted)
				continue;
			regions = xrealloc(regions, (nregions + 1) * sizeof *regions);
			regions[nregions++] = (struct region){i, pr->recs[i].slot, end_slot,
							      pr->recs[i].aligns, (uint32_t)pr->naligns};
			if (nregions > 1) {
				regions[nregions - 2].end = pr->recs[i].slot;
				regions[nregions - 2].aligns_end = pr->recs[i].aligns;
			}
		}
		/* records before the first region header have no region */
		size_t first = nregions ? regions[0].header : pr->nrecs;
		for (size_t i = 0; i < first; i++) {
			const struct urec *r = &pr->recs[i];
			if (r->deleted || r->kind == RK_SPILL_STEP)
				continue;
			if (r->kind == RK_STRAY_STEP || is_mem_save(r)) {
				diag_error(at, "the save to memory of line %d comes before the "
					   "first region (.prologue or .body) of the procedure",
					   r->loc.line);
				continue;
			}
			note_chain(as, &b, i);
			descriptor(&b, pr, r, NULL);
		}
		for (size_t k = 0; k < nregions; k++)
			region_descriptors(as, &b, &regions[k],
					   k + 1 < nregions ? regions[k + 1].header : pr->nrecs, at);
		while (b.n % 8)
			put(&b, 0);
	}
	free(regions);
	uint64_t header = (uint64_t)1 << 48 | (uint64_t)(pr->personality ? 3 : 0) << 32 |
			  b.n / 8;
	struct buf block = {0};
	for (int i = 0; i < 8; i++)
		put(&block, (unsigned)(header >> 8 * i & 0xff));
	for (size_t i = 0; i < b.n; i++)
		put(&block, b.b[i]);
	if (pr->personality)	/* @fptr(personality): relocated */
		for (int i = 0; i < 8; i++)
			put(&block, 0);
	free(b.b);
	char *info, *table;
	unwind_names_for(as->p->sections[pr->section].name, &info, &table);
	int isec = unwind_section(as, info, pr->section, false);
	uint64_t pos = append_aligned(as, isec, block.b, block.n);
	struct unwind *u = U(as);
	u->stale_sec = -1;
	if (u->chain && u->chain_desc != SIZE_MAX) {
		const struct urec *r = &pr->recs[u->chain_rec];
		if (r->kind == RK_GR_GR || r->kind == RK_BR_GR) {
			u->stale_sec = isec;
			u->stale_pos = pos + 8 + u->chain_desc;
		}
	}
	free(block.b);
	free(info);
	free(table);
}

/* ---- .proc and .endp ---------------------------------------------------- */

/* A save still short of instructions when its procedure ends is reported
 * by the next directive that would have cut it short. */
static void end_chain(struct assembler *as)
{
	struct unwind *u = U(as);
	if (!u->chain)
		return;
	u->chain = false;
	if (as->p->nwritten - u->chain_first < (uint32_t)u->chain_n) {
		u->stale_chain = true;
		u->stale_rec = u->pr.recs[u->chain_rec];
		u->stale_written = as->p->nwritten;
		u->stale_made = 1;
		for (size_t i = u->chain_rec + 1; i < u->pr.nrecs; i++) {
			const struct urec *r = &u->pr.recs[i];
			if (r->kind == RK_SPILL_STEP && !r->deleted && (size_t)r->a == u->chain_rec)
				u->stale_made++;
		}
		u->stale_next = u->stale_made;
	} else {
		u->stale_sec = -1;
	}
}

void unwind_proc_begin(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	if (!u)
		return;
	catch_up(as);
	if (u->pr.open)	/* its unwind information is dropped */
		complain(u, &s->loc, ".proc before the .endp of the previous .proc");
	end_chain(as);
	proc_clear(&u->pr);
	struct uproc *pr = &u->pr;
	pr->open = true;
	pr->section = as->cur;
	pr->first_seq = as->p->nwritten;
	/* the names must not be defined yet: the procedure starts here */
	for (int i = 0; i < s->nops; i++) {
		const struct ast_operand *o = &s->ops[i];
		if (o->kind != AO_EXPR || o->e->op != E_SYM)
			continue;
		int sym = as_sym_find(as, o->e->name);
		if (sym >= 0 && as->p->symbols[sym].kind != SYM_UNDEFINED) {
			diag_error(&o->loc, "'%s' is already defined: .proc names a "
				   "procedure that starts here", o->e->name);
			continue;
		}
		pr->names = xrealloc(pr->names, (pr->nnames + 1) * sizeof *pr->names);
		pr->names[pr->nnames++] = xstrdup(o->e->name);
	}
}

/* .endp [NAME, ...]: each name must be one of the .proc (once), the
 * first name of the .proc must be there, and every name of the .proc must
 * have been defined as a label. */
static void check_endp_names(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	struct uproc *pr = &u->pr;
	if (s->nops == 0) {
		complain(u, &s->loc, ".endp without the name of its procedure");
		return;
	}
	bool *named = xcalloc(pr->nnames + 1, sizeof *named);
	for (int i = 0; i < s->nops; i++) {
		const struct ast_operand *o = &s->ops[i];
		if (o->kind != AO_EXPR || o->e->op != E_SYM)
			continue;
		size_t k;
		for (k = 0; k < pr->nnames; k++)
			if (!named[k] && strcmp(pr->names[k], o->e->name) == 0)
				break;
		if (k == pr->nnames) {
			diag_warning(&o->loc, "'%s' was not named by the .proc of this .endp",
				     o->e->name);
			continue;
		}
		named[k] = true;
	}
	/* every name of the .proc, named here or not, must be a label */
	for (size_t k = 0; k < pr->nnames; k++) {
		int sym = as_sym_find(as, pr->names[k]);
		if (sym < 0 || as->p->symbols[sym].kind != SYM_LABEL)
			diag_error(&s->loc, "'%s' is not defined within the procedure",
				   pr->names[k]);
	}
	if (pr->nnames > 0 && !named[0])
		diag_warning(&s->loc, "'%s', the name .proc gave, should be an operand of "
			     "this .endp", pr->names[0]);
	free(named);
}

void unwind_proc_end(struct assembler *as, const struct stmt *s)
{
	struct unwind *u = U(as);
	if (!u)
		return;
	catch_up(as);
	struct uproc *pr = &u->pr;
	if (!pr->open || as->open_proc < 0) {
		/* gas makes unwind misuse an error from here on */
		diag_error(&s->loc, ".endp outside of a procedure (.proc ... .endp)");
		u->error_mode = true;
		return;
	}
	check_endp_names(as, s);
	const struct asm_proc *p = &as->p->procs[as->open_proc];
	int text = pr->section;
	bool after_handler = pr->handlerdata;
	write_info(as, (int64_t)(p->end / 16 * 3), &s->loc);
	if (pr->force_entry) {
		char *info, *table;
		unwind_names_for(as->p->sections[text].name, &info, &table);
		int tsec = unwind_section(as, table, text, true);
		append_aligned(as, tsec, NULL, 24);	/* start, end, info: relocated */
		free(info);
		free(table);
	}
	if (after_handler && as->cur != text)	/* back to the code */
		as_switch_section(as, text);
	end_chain(as);
	proc_clear(pr);
}

void unwind_end_of_input(struct assembler *as)
{
	/* an unwind table the source declared itself (.section NAME, "ao",
	 * "unwind") and linked to nothing is linked to .text, as in gas */
	for (size_t i = 0; i < as->p->nsections; i++) {
		struct asm_section *s = &as->p->sections[i];
		if (s->type == SEC_IA64_UNWIND && !s->link)
			s->link = xstrdup(".text");
	}
}
