/*
 * machine/effects.c - what each instruction reads and writes (effects.h).
 *
 * Built in two layers.  The operands say most of it: a register operand
 * before the '=' is written, one after it is read, the base of [r3] is
 * read (and written back by a post-increment form), the qualifying
 * predicate is read.  The row's class (insn_desc.cls) adds what no operand
 * names: the memory a load reads, the ALAT an advanced load enters, the
 * ar.lc a counted branch decrements, the status field a floating-point
 * operation obeys.  Completer-dependent facts (.s, .a, .acq, .sf2, the
 * compare type) are read from the form's encoding bits, which the encoding
 * tests prove against GNU as.
 *
 * The facts are the architecture's (Itanium SDM vol 3, the instruction
 * pages and "Resource and Dependency Semantics"); tests/effects checks
 * every form against the dependency tables GNU binutils transcribes.
 */
#include "effects.h"

#include <stdio.h>
#include <string.h>

/* ---- resource names ----------------------------------------------------- */

static const char *const named_resources[] = {
#define EFFECTS_NAME(id, name) name,
	EFFECTS_NAMED_RESOURCES(EFFECTS_NAME)
#undef EFFECTS_NAME
};

/* Application and control registers with names: the assembler's spelling
 * after "ar." or "cr." and the tables' name of the resource. */
struct named_register {
	uint8_t file;		/* RF_AR or RF_CR */
	uint8_t first, last;	/* numbers (a family: ar.k0-ar.k7) */
	const char *spelling;	/* "lc", or "k" for a family */
	const char *resource;	/* "AR[LC]", "AR[K%]" */
};

static const struct named_register named_registers[] = {
	{RF_AR, 0, 7, "k", "AR[K%]"},
	{RF_AR, AR_RSC, AR_RSC, "rsc", "AR[RSC]"},
	{RF_AR, AR_BSP, AR_BSP, "bsp", "AR[BSP]"},
	{RF_AR, AR_BSPSTORE, AR_BSPSTORE, "bspstore", "AR[BSPSTORE]"},
	{RF_AR, AR_RNAT, AR_RNAT, "rnat", "AR[RNAT]"},
	{RF_AR, AR_FCR, AR_FCR, "fcr", "AR[FCR]"},
	{RF_AR, AR_EFLAG, AR_EFLAG, "eflag", "AR[EFLAG]"},
	{RF_AR, AR_CSD, AR_CSD, "csd", "AR[CSD]"},
	{RF_AR, AR_SSD, AR_SSD, "ssd", "AR[SSD]"},
	{RF_AR, AR_CFLG, AR_CFLG, "cflg", "AR[CFLG]"},
	{RF_AR, AR_FSR, AR_FSR, "fsr", "AR[FSR]"},
	{RF_AR, AR_FIR, AR_FIR, "fir", "AR[FIR]"},
	{RF_AR, AR_FDR, AR_FDR, "fdr", "AR[FDR]"},
	{RF_AR, AR_CCV, AR_CCV, "ccv", "AR[CCV]"},
	{RF_AR, AR_UNAT, AR_UNAT, "unat", "AR[UNAT]"},
	{RF_AR, AR_FPSR, AR_FPSR, "fpsr", "AR[FPSR]"},
	{RF_AR, AR_ITC, AR_ITC, "itc", "AR[ITC]"},
	{RF_AR, AR_RUC, AR_RUC, "ruc", "AR[RUC]"},
	{RF_AR, AR_PFS, AR_PFS, "pfs", "AR[PFS]"},
	{RF_AR, AR_LC, AR_LC, "lc", "AR[LC]"},
	{RF_AR, AR_EC, AR_EC, "ec", "AR[EC]"},
	{RF_CR, CR_DCR, CR_DCR, "dcr", "CR[DCR]"},
	{RF_CR, CR_ITM, CR_ITM, "itm", "CR[ITM]"},
	{RF_CR, CR_IVA, CR_IVA, "iva", "CR[IVA]"},
	{RF_CR, CR_PTA, CR_PTA, "pta", "CR[PTA]"},
	{RF_CR, CR_GPTA, CR_GPTA, "gpta", "CR[GPTA]"},
	{RF_CR, CR_IPSR, CR_IPSR, "ipsr", "CR[IPSR]"},
	{RF_CR, CR_ISR, CR_ISR, "isr", "CR[ISR]"},
	{RF_CR, CR_IIP, CR_IIP, "iip", "CR[IIP]"},
	{RF_CR, CR_IFA, CR_IFA, "ifa", "CR[IFA]"},
	{RF_CR, CR_ITIR, CR_ITIR, "itir", "CR[ITIR]"},
	{RF_CR, CR_IIPA, CR_IIPA, "iipa", "CR[IIPA]"},
	{RF_CR, CR_IFS, CR_IFS, "ifs", "CR[IFS]"},
	{RF_CR, CR_IIM, CR_IIM, "iim", "CR[IIM]"},
	{RF_CR, CR_IHA, CR_IHA, "iha", "CR[IHA]"},
	{RF_CR, CR_IIB0, CR_IIB0 + 1, "iib", "CR[IIB%]"},
	{RF_CR, CR_LID, CR_LID, "lid", "CR[LID]"},
	{RF_CR, CR_IVR, CR_IVR, "ivr", "CR[IVR]"},
	{RF_CR, CR_TPR, CR_TPR, "tpr", "CR[TPR]"},
	{RF_CR, CR_EOI, CR_EOI, "eoi", "CR[EOI]"},
	{RF_CR, CR_IRR0, CR_IRR0 + 3, "irr", "CR[IRR%]"},
	{RF_CR, CR_ITV, CR_ITV, "itv", "CR[ITV]"},
	{RF_CR, CR_PMV, CR_PMV, "pmv", "CR[PMV]"},
	{RF_CR, CR_CMCV, CR_CMCV, "cmcv", "CR[CMCV]"},
	{RF_CR, CR_LRR0, CR_LRR0 + 1, "lrr", "CR[LRR%]"},
};
#define NNAMED (sizeof named_registers / sizeof named_registers[0])

static const struct named_register *named_register(int file, int num)
{
	for (size_t i = 0; i < NNAMED; i++)
		if (named_registers[i].file == file && num >= named_registers[i].first &&
		    num <= named_registers[i].last)
			return &named_registers[i];
	return NULL;
}

int register_by_name(enum reg_file file, const char *name)
{
	for (size_t i = 0; i < NNAMED; i++) {
		const struct named_register *r = &named_registers[i];
		if (r->file != file)
			continue;
		size_t n = strlen(r->spelling);
		if (r->first == r->last) {
			if (strcmp(name, r->spelling) == 0)
				return r->first;
		} else if (strncmp(name, r->spelling, n) == 0 && name[n] >= '0' &&
			   name[n] <= '9' && name[n + 1] == '\0' &&
			   name[n] - '0' <= r->last - r->first) {
			return r->first + (name[n] - '0');
		}
	}
	return -1;
}

const char *effects_resource_name(uint16_t res, bool by_operand)
{
	if (res < RES_FR0)
		return by_operand || res != RES_GR0 ? "GR%" : "GR0";
	if (res < RES_PR0)
		return "FR%";
	if (res < RES_BR0) {
		if (by_operand)
			return "PR%";
		return res == RES_PR0 + 63 ? "PR63" : res == RES_PR0 ? "PR0" : "PR%";
	}
	if (res < RES_AR0)
		return "BR%";
	if (res < RES_CR0) {
		const struct named_register *r = named_register(RF_AR, res - RES_AR0);
		return r ? r->resource : "AR%";
	}
	if (res < RES_DAHR0) {
		const struct named_register *r = named_register(RF_CR, res - RES_CR0);
		return r ? r->resource : "CR%";
	}
	if (res < RES_UNAT0)
		return "DAHR%";
	if (res < RES_NAMED)
		return "AR[UNAT]{%}";
	if (res >= RES_NAMED && res < RES_COUNT)
		return named_resources[res - RES_NAMED];
	return "?";
}

const char *effects_register_name(uint16_t res, char *buf, size_t size)
{
	static const struct { uint16_t base, end; const char *prefix; } files[] = {
		{RES_GR0, RES_FR0, "r"}, {RES_FR0, RES_PR0, "f"},
		{RES_PR0, RES_BR0, "p"}, {RES_BR0, RES_AR0, "b"},
		{RES_DAHR0, RES_UNAT0, "dahr"},
	};
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
		if (res >= files[i].base && res < files[i].end) {
			snprintf(buf, size, "%s%d", files[i].prefix, res - files[i].base);
			return buf;
		}
	if (res >= RES_AR0 && res < RES_DAHR0) {
		int file = res < RES_CR0 ? RF_AR : RF_CR;
		int num = res - (res < RES_CR0 ? RES_AR0 : RES_CR0);
		const char *p = file == RF_AR ? "ar" : "cr";
		const struct named_register *r = named_register(file, num);
		if (!r)
			snprintf(buf, size, "%s%d", p, num);
		else if (r->first == r->last)
			snprintf(buf, size, "%s.%s", p, r->spelling);
		else
			snprintf(buf, size, "%s.%s%d", p, r->spelling, num - r->first);
		return buf;
	}
	return NULL;
}

/* ---- building the lists ------------------------------------------------- */

static void add(struct effect *list, uint8_t *n, int max, uint16_t res,
		int count, int operand)
{
	for (int i = 0; i < *n; i++)	/* once each: the first source stays */
		if (list[i].res == res && list[i].count == count)
			return;
	if (*n < max)
		list[(*n)++] = (struct effect){res, (uint8_t)count, (int8_t)operand};
}

static void rd(struct insn_effects *e, uint16_t res, int count, int operand)
{
	add(e->reads, &e->nreads, EFFECTS_MAX_READS, res, count, operand);
}

static void wr(struct insn_effects *e, uint16_t res, int count, int operand)
{
	add(e->writes, &e->nwrites, EFFECTS_MAX_WRITES, res, count, operand);
}

static void rd1(struct insn_effects *e, uint16_t res)
{
	rd(e, res, 1, EFFECT_IMPLIED);
}

static void wr1(struct insn_effects *e, uint16_t res)
{
	wr(e, res, 1, EFFECT_IMPLIED);
}

static uint16_t ar(int n)
{
	return (uint16_t)(RES_AR0 + n);
}

static uint16_t cr(int n)
{
	return (uint16_t)(RES_CR0 + n);
}

/* A register as a resource.  ar.fpsr is its parts (the tables track the
 * status fields apart), ar.unat its 64 NaT bits. */
static void reg_effect(struct insn_effects *e, bool write, int file, int num,
		       int operand)
{
	static const uint16_t base[] = {RES_GR0, RES_FR0, RES_PR0, RES_BR0,
					RES_AR0, RES_CR0, RES_DAHR0};
	void (*f)(struct insn_effects *, uint16_t, int, int) = write ? wr : rd;
	if (file == RF_AR && num == AR_FPSR) {
		for (int r = RES_FPSR_CONTROLS0; r <= RES_FPSR_RV; r++)
			f(e, (uint16_t)r, 1, operand);
		return;
	}
	if (file == RF_AR && num == AR_UNAT) {
		f(e, RES_UNAT0, 64, operand);
		return;
	}
	f(e, (uint16_t)(base[file] + num), 1, operand);
}

/* ---- reading the encoding ----------------------------------------------- */

static unsigned bits(uint64_t word, int lsb, int width)
{
	return (unsigned)((word >> lsb) & ((1u << width) - 1));
}

/* The status field (.s0-.s3) of an F-unit operation: bits 34-35. */
static int status_field(const struct insn_form *f)
{
	return (int)bits(f->bits, 34, 2);
}

/* The memory access of a form of the memory classes, from its x6 field
 * (bits 30-35) and hint (28-29), as SDM vol 3 tables 4-28 to 4-36 lay
 * them out. */
static struct mem_access memory_of(const struct insn_form *f)
{
	const struct insn_desc *d = f->desc;
	struct mem_access m = {MEM_NONE, 0, HINT_NONE, -1, -1, 0};
	unsigned x6 = bits(f->bits, 30, 6);
	unsigned sz = x6 & 3, type = x6 >> 2;
	static const uint8_t int_size[] = {1, 2, 4, 8};
	static const uint8_t fp_size[] = {16, 8, 4, 8};	/* e, 8, s, d */
	switch (d->cls) {
	case CLS_LOAD:
	case CLS_LOAD_FILL:
		m.kind = MEM_LOAD;
		m.size = int_size[sz];
		if (bits(f->bits, 27, 1)) {	/* x = 1: ld16 */
			m.size = 16;
			if (type & 1)
				m.flags |= MEMF_ACQUIRE;
		} else if (d->cls == CLS_LOAD_FILL) {
			m.flags |= MEMF_FILL;
		} else {
			static const uint16_t by_type[16] = {
				[1] = MEMF_SPECULATIVE, [2] = MEMF_ADVANCED,
				[3] = MEMF_SPECULATIVE | MEMF_ADVANCED,
				[4] = MEMF_BIAS, [5] = MEMF_ACQUIRE,
				[8] = MEMF_CHECK | MEMF_CHECK_CLEAR,
				[9] = MEMF_CHECK,
				[10] = MEMF_CHECK | MEMF_CHECK_CLEAR | MEMF_ACQUIRE,
			};
			m.flags |= by_type[type];
		}
		break;
	case CLS_STORE:
	case CLS_STORE_SPILL:
		m.kind = MEM_STORE;
		m.size = bits(f->bits, 27, 1) ? 16 : int_size[sz];
		if (d->cls == CLS_STORE_SPILL)
			m.flags |= MEMF_SPILL;
		else if (type & 1)
			m.flags |= MEMF_RELEASE;
		break;
	case CLS_FLOAD:
	case CLS_FLOAD_FILL:
	case CLS_FLOAD_PAIR: {
		m.kind = MEM_LOAD;
		m.flags |= MEMF_FP;
		m.size = d->cls == CLS_FLOAD_FILL ? 16 : fp_size[sz];
		if (d->cls == CLS_FLOAD_PAIR)
			m.flags |= MEMF_PAIR;
		if (d->cls == CLS_FLOAD_FILL) {
			m.flags |= MEMF_FILL;
			break;
		}
		static const uint16_t by_type[16] = {
			[1] = MEMF_SPECULATIVE, [2] = MEMF_ADVANCED,
			[3] = MEMF_SPECULATIVE | MEMF_ADVANCED,
			[8] = MEMF_CHECK | MEMF_CHECK_CLEAR, [9] = MEMF_CHECK,
		};
		m.flags |= by_type[type];
		break;
	}
	case CLS_FSTORE:
	case CLS_FSTORE_SPILL:
		m.kind = MEM_STORE;
		m.flags |= MEMF_FP;
		m.size = d->cls == CLS_FSTORE_SPILL ? 16 : fp_size[sz];
		if (d->cls == CLS_FSTORE_SPILL)
			m.flags |= MEMF_SPILL;
		break;
	case CLS_LFETCH:
		m.kind = MEM_PREFETCH;
		if (!bits(f->bits, 19, 1) || d->nopnds == 1 || d->opnd[1]->type != OP_IMM ||
		    d->flags & IF_POSTINC) {	/* not lfetch.count: type in x6 */
			if (x6 & 1)
				m.flags |= MEMF_EXCLUSIVE;
			if (x6 & 2)
				m.flags |= MEMF_FAULT;
		}
		break;
	case CLS_CMPXCHG:
		m.kind = MEM_SEMAPHORE;
		m.size = x6 >= 0x20 ? 16 : int_size[sz];	/* cmp8xchg16 */
		m.flags |= type & 1 ? MEMF_RELEASE : MEMF_ACQUIRE;
		break;
	case CLS_XCHG:
		m.kind = MEM_SEMAPHORE;
		m.size = int_size[sz];
		m.flags |= MEMF_ACQUIRE;
		break;
	case CLS_FETCHADD:
		m.kind = MEM_SEMAPHORE;
		m.size = int_size[sz];
		m.flags |= type & 1 ? MEMF_RELEASE : MEMF_ACQUIRE;
		break;
	default:
		return m;
	}
	m.hint = (uint8_t)bits(f->bits, 28, 2);
	for (int i = 0; i < d->nopnds; i++)
		if (d->opnd[i]->type == OP_MEM) {
			m.base = (int8_t)i;
			if ((d->flags & IF_POSTINC) && i + 1 < d->nopnds) {
				m.increment = (int8_t)(i + 1);
				m.flags |= MEMF_POSTINC;
			}
		}
	return m;
}

struct mem_access insn_memory(const struct insn_form *form)
{
	return memory_of(form);
}

struct branch_info insn_branch(const struct insn_form *form)
{
	const struct insn_desc *d = form->desc;
	struct branch_info b = {BRANCH_NONE, false, d->type == TYPE_LX, -1, -1};
	static const uint8_t kind[] = {
		[CLS_BR_COND] = BRANCH_COND, [CLS_BR_CALL] = BRANCH_CALL,
		[CLS_BR_RET] = BRANCH_RETURN, [CLS_BR_IA] = BRANCH_IA,
		[CLS_BR_CLOOP] = BRANCH_CLOOP, [CLS_BR_CEXIT] = BRANCH_CEXIT,
		[CLS_BR_CTOP] = BRANCH_CTOP, [CLS_BR_WEXIT] = BRANCH_WEXIT,
		[CLS_BR_WTOP] = BRANCH_WTOP, [CLS_RFI] = BRANCH_RFI,
	};
	if (d->cls >= sizeof kind || !kind[d->cls])
		return b;
	b.kind = kind[d->cls];
	for (int i = 0; i < d->nopnds; i++) {
		const struct operand_kind *k = d->opnd[i];
		if (i < d->nouts && k->type == OP_REG && k->file == RF_BR)
			b.link = (int8_t)i;
		else if (k->type == OP_REG && k->file == RF_BR) {
			b.target = (int8_t)i;
			b.indirect = true;
		} else if (k->type == OP_IMM && k->pcrel) {
			b.target = (int8_t)i;
		}
	}
	return b;
}

bool branch_is_loop(enum branch_kind k)
{
	return k >= BRANCH_CLOOP && k <= BRANCH_WEXIT;
}

bool branch_uses_lc(enum branch_kind k)
{
	return k == BRANCH_CLOOP || k == BRANCH_CTOP || k == BRANCH_CEXIT;
}

bool branch_rotates(enum branch_kind k)
{
	return k >= BRANCH_CTOP && k <= BRANCH_WEXIT;
}

const char *branch_kind_name(enum branch_kind k)
{
	static const char *const n[] = {"none", "cond", "call", "return", "ia",
					"cloop", "ctop", "cexit", "wtop",
					"wexit", "rfi"};
	return n[k];
}

const char *mem_kind_name(enum mem_kind k)
{
	static const char *const n[] = {"none", "load", "store", "semaphore",
					"prefetch"};
	return n[k];
}

/* ---- values ------------------------------------------------------------- */

struct value_rule insn_value(const struct insn_form *form)
{
	const struct insn_desc *d = form->desc;
	struct value_rule v = {VALUE_UNKNOWN, -1, -1};
	const char *fmt = d->format ? d->format : "";
	if (d->cls != CLS_PLAIN && d->cls != CLS_MOVL)
		return v;
	bool two = d->nopnds == 2 && d->nouts == 1;
	if (strcmp(fmt, "X2") == 0 || (two && (strcmp(fmt, "A5") == 0 ||
					       strcmp(fmt, "M30") == 0 ||
					       strcmp(fmt, "I27") == 0))) {
		v = (struct value_rule){VALUE_CONST, 1, -1};	/* movl; mov r|ar = imm */
	} else if (two && (strcmp(fmt, "A4") == 0 || strcmp(fmt, "M29") == 0 ||
			   strcmp(fmt, "I26") == 0)) {
		v = (struct value_rule){VALUE_COPY, 1, -1};	/* mov r = r; mov ar = r */
	} else if (d->nopnds == 3 && (strcmp(fmt, "A4") == 0 || strcmp(fmt, "A5") == 0 ||
				      (strcmp(fmt, "A1") == 0 && bits(form->bits, 27, 6) == 0))) {
		v = (struct value_rule){VALUE_ADD, 1, 2};	/* adds, addl, add (x4 = x2b = 0) */
	}
	return v;
}

/* ---- the compare types --------------------------------------------------- */

/* cmp, cmp4 (A6-A8), tbit, tnat (I16, I17), fcmp (F4), fclass (F5): ta
 * (bit 33) and c (bit 12), and for cmp the opcode, say how the targets
 * are written (SDM vol 3, tables 4-11 and 4-12). */
static enum pr_write_kind compare_type(const struct insn_form *f)
{
	const struct insn_desc *d = f->desc;
	unsigned ta = bits(f->bits, 33, 1), c = bits(f->bits, 12, 1);
	unsigned major = bits(f->bits, 37, 4), tb = bits(f->bits, 36, 1);
	switch (d->cls) {
	case CLS_CMP:
		if (major >= 0xC && major <= 0xE)	/* lt, ltu, eq */
			return !tb && !ta ? (c ? PRW_UNC : PRW_NORMAL)
			       : major == 0xC ? PRW_AND : major == 0xD ? PRW_OR
			       : PRW_OR_ANDCM;
		return PRW_NORMAL;
	case CLS_TBIT:
	case CLS_TNAT:
	case CLS_FCMP:
	case CLS_FCLASS:
		if (d->cls == CLS_FCMP || d->cls == CLS_FCLASS)
			return ta ? PRW_UNC : PRW_NORMAL;
		if (!tb && !ta)
			return c ? PRW_UNC : PRW_NORMAL;
		return !tb && ta ? PRW_AND : tb && !ta ? PRW_OR : PRW_OR_ANDCM;
	case CLS_FPCMP:
	default:
		return PRW_NONE;
	}
}

/* ---- what each class adds ----------------------------------------------- */

static void memory_effects(struct insn_effects *e, const struct insn_desc *d)
{
	const struct mem_access *m = &e->mem;
	if (m->kind == MEM_NONE)
		return;
	if (m->kind == MEM_LOAD || m->kind == MEM_SEMAPHORE || m->kind == MEM_PREFETCH)
		rd1(e, RES_MEMORY);
	if (m->kind == MEM_STORE || m->kind == MEM_SEMAPHORE)
		wr1(e, RES_MEMORY);
	/* the ALAT: advanced and check loads use it; every store and
	 * semaphore may invalidate an entry */
	if (m->flags & (MEMF_ADVANCED | MEMF_CHECK) || m->kind == MEM_STORE ||
	    m->kind == MEM_SEMAPHORE) {
		rd1(e, RES_ALAT);
		wr1(e, RES_ALAT);
	}
	if (m->flags & MEMF_FILL && !(m->flags & MEMF_FP))
		rd(e, RES_UNAT0, 64, EFFECT_IMPLIED);
	if (m->flags & MEMF_SPILL && !(m->flags & MEMF_FP))
		wr(e, RES_UNAT0, 64, EFFECT_IMPLIED);
	/* operands GNU as lets the programmer leave out */
	if (m->size == 16 && !(m->flags & MEMF_FP)) {
		if (d->cls == CLS_LOAD)
			wr1(e, ar(AR_CSD));
		else if (d->cls == CLS_STORE || d->cls == CLS_CMPXCHG)
			rd1(e, ar(AR_CSD));
	}
	if (d->cls == CLS_CMPXCHG)
		rd1(e, ar(AR_CCV));
}

static void fp_status(struct insn_effects *e, int sf, bool controls, bool flags)
{
	if (controls)
		rd1(e, (uint16_t)(RES_FPSR_CONTROLS0 + sf));
	if (flags)
		wr1(e, (uint16_t)(RES_FPSR_FLAGS0 + sf));
}

static void branch_effects(struct insn_effects *e)
{
	switch ((enum branch_kind)e->branch.kind) {
	case BRANCH_CALL:
		rd1(e, RES_CFM);
		rd1(e, ar(AR_EC));
		rd1(e, ar(AR_BSP));
		wr1(e, RES_CFM);
		wr1(e, ar(AR_PFS));
		wr1(e, ar(AR_BSP));
		break;
	case BRANCH_RETURN:
		rd1(e, ar(AR_PFS));
		rd1(e, ar(AR_BSP));
		rd1(e, RES_CFM);
		wr1(e, RES_CFM);
		wr1(e, ar(AR_EC));
		wr1(e, ar(AR_BSP));
		break;
	case BRANCH_CLOOP:
		rd1(e, ar(AR_LC));
		wr1(e, ar(AR_LC));
		break;
	case BRANCH_CTOP:
	case BRANCH_CEXIT:
		rd1(e, ar(AR_LC));
		wr1(e, ar(AR_LC));
		/* fall through */
	case BRANCH_WTOP:
	case BRANCH_WEXIT:
		rd1(e, ar(AR_EC));
		wr1(e, ar(AR_EC));
		rd1(e, RES_CFM);
		wr1(e, RES_CFM);
		wr1(e, RES_PR0 + 63);
		break;
	default:
		break;
	}
}

static void class_effects(struct insn_effects *e, const struct insn_form *f,
			  const struct operand *ops, int nops)
{
	const struct insn_desc *d = f->desc;
	(void)ops;
	(void)nops;
	switch (d->cls) {
	case CLS_FP_ARITH:
	case CLS_FCMP:
	case CLS_FPCMP:
		fp_status(e, status_field(f), true, true);
		break;
	case CLS_FSETC:
		fp_status(e, 0, true, false);
		wr1(e, (uint16_t)(RES_FPSR_CONTROLS0 + status_field(f)));
		break;
	case CLS_FCLRF:
		fp_status(e, status_field(f), false, true);
		break;
	case CLS_FCHKF:
		rd1(e, (uint16_t)(RES_FPSR_FLAGS0 + status_field(f)));
		break;
	case CLS_CHK_A:
		rd1(e, RES_ALAT);
		if (bits(f->bits, 33, 1))	/* .clr */
			wr1(e, RES_ALAT);
		break;
	case CLS_INVALA:
	case CLS_INVALA_E:
		wr1(e, RES_ALAT);
		if (d->cls == CLS_INVALA_E)
			rd1(e, RES_ALAT);
		break;
	case CLS_ALLOC:
		rd1(e, ar(AR_PFS));
		rd1(e, RES_CFM);
		wr1(e, RES_CFM);
		break;
	case CLS_COVER:
		rd1(e, RES_CFM);
		wr1(e, RES_CFM);
		wr1(e, ar(AR_BSP));
		wr1(e, cr(CR_IFS));
		break;
	case CLS_CLRRRB:
	case CLS_CLRRRB_PR:
		wr1(e, RES_CFM);
		break;
	case CLS_FLUSHRS:
	case CLS_LOADRS:
		rd1(e, RES_CFM);
		rd1(e, ar(AR_BSP));
		rd1(e, ar(AR_BSPSTORE));
		wr1(e, ar(AR_BSPSTORE));
		wr1(e, ar(AR_RNAT));
		rd1(e, RES_RSE);
		wr1(e, RES_RSE);
		break;
	default:
		break;
	}
}

/* ---- the whole -------------------------------------------------------- */

/* The PSR fields of psr.um (bits 0-5) and psr.l (bits 0-31). */
static const uint16_t psr_um_fields[] = {RES_PSR_BE, RES_PSR_UP, RES_PSR_AC,
					 RES_PSR_MFL, RES_PSR_MFH};
static const uint16_t psr_l_fields[] = {
	RES_PSR_BE, RES_PSR_UP, RES_PSR_AC, RES_PSR_MFL, RES_PSR_MFH,
	RES_PSR_IC, RES_PSR_I, RES_PSR_PK, RES_PSR_DT, RES_PSR_DFL,
	RES_PSR_DFH, RES_PSR_SP, RES_PSR_PP, RES_PSR_DI, RES_PSR_SI,
	RES_PSR_DB, RES_PSR_LP, RES_PSR_TB, RES_PSR_RT};

static void psr_fields(struct insn_effects *e, bool write, bool um, int operand)
{
	const uint16_t *v = um ? psr_um_fields : psr_l_fields;
	size_t n = um ? sizeof psr_um_fields / sizeof psr_um_fields[0]
		      : sizeof psr_l_fields / sizeof psr_l_fields[0];
	for (size_t i = 0; i < n; i++)
		(write ? wr : rd)(e, v[i], 1, operand);
}

static void operand_effects(struct insn_effects *e, const struct operand *ops,
			    int nops, int nouts)
{
	static const uint16_t ind_res[] = {
		[IND_PMC] = RES_PMC, [IND_PMD] = RES_PMD, [IND_PKR] = RES_PKR,
		[IND_RR] = RES_RR, [IND_DBR] = RES_DBR, [IND_IBR] = RES_IBR,
		[IND_CPUID] = RES_CPUID, [IND_MSR] = RES_MSR, [IND_ITR] = RES_ITR,
		[IND_DTR] = RES_DTR, [IND_DAHR] = RES_DAHR0,
	};
	for (int i = 0; i < nops; i++) {
		const struct operand *op = &ops[i];
		bool out = i < nouts;
		switch ((enum operand_type)op->type) {
		case OP_REG:
			reg_effect(e, out, op->file, op->regno, i);
			break;
		case OP_MEM:
			rd(e, (uint16_t)(RES_GR0 + op->regno), 1, i);
			break;
		case OP_IND:
			rd(e, (uint16_t)(RES_GR0 + op->regno), 1, i);
			(out ? wr : rd)(e, ind_res[op->ind], op->ind == IND_DAHR ? 8 : 1, i);
			break;
		case OP_SPECIAL:
			switch ((enum special_reg)op->special) {
			case SR_PR:
				(out ? wr : rd)(e, RES_PR0 + 1, 63, i);
				break;
			case SR_PR_ROT:
				wr(e, RES_PR0 + 16, 48, i);
				break;
			case SR_PSR:
			case SR_PSR_L:
				psr_fields(e, out, false, i);
				break;
			case SR_PSR_UM:
				psr_fields(e, out, true, i);
				break;
			case SR_IP:
				rd(e, RES_IP, 1, i);
				break;
			}
			break;
		case OP_IMM:
			break;
		}
	}
}

void insn_effects(const struct insn_form *form, const struct operand *ops,
		  int nops, int nouts, int qp, struct insn_effects *out)
{
	const struct insn_desc *d = form->desc;
	memset(out, 0, sizeof *out);
	out->mem = memory_of(form);
	out->branch = insn_branch(form);
	out->pr_write = (uint8_t)compare_type(form);
	if (!(d->flags & IF_NO_QP))
		rd(out, (uint16_t)(RES_PR0 + qp), 1, EFFECT_QP);
	operand_effects(out, ops, nops, nouts);
	if (out->mem.increment >= 0 && out->mem.base >= 0 && out->mem.base < nops)
		wr(out, (uint16_t)(RES_GR0 + ops[out->mem.base].regno), 1, out->mem.base);
	memory_effects(out, d);
	branch_effects(out);
	class_effects(out, form, ops, nops);
}
