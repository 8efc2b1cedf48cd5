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
#include "../common/arena.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
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

int effects_register_by_name(enum reg_file file, const char *name)
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
		return "GR%";	/* r0 is read only where an operand stands for it */
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
/* An integer load (ld, ld.fill, ld16) of size bytes (by x6's size field;
 * ld16 by its x bit), and what x6's type field says of it. */
static void int_load(struct mem_access *m, const struct insn_form *f, unsigned size,
		     unsigned type)
{
	m->kind = MEM_LOAD;
	m->size = (uint8_t)size;
	if (bits(f->bits, 27, 1)) {	/* x = 1: ld16 */
		m->size = 16;
		if (type & 1)
			m->flags |= MEMF_ACQUIRE;
	} else if (f->desc->cls == CLS_LOAD_FILL) {
		m->flags |= MEMF_FILL;
	} else {
		static const uint16_t by_type[16] = {
			[1] = MEMF_SPECULATIVE, [2] = MEMF_ADVANCED,
			[3] = MEMF_SPECULATIVE | MEMF_ADVANCED,
			[4] = MEMF_BIAS, [5] = MEMF_ACQUIRE,
			[8] = MEMF_CHECK | MEMF_CHECK_CLEAR,
			[9] = MEMF_CHECK,
			[10] = MEMF_CHECK | MEMF_CHECK_CLEAR | MEMF_ACQUIRE,
		};
		m->flags |= by_type[type];
	}
}

/* A floating-point load (ldf, ldf.fill, ldfp) of size bytes (by x6's
 * size field), and what x6's type field says of it. */
static void fp_load(struct mem_access *m, enum insn_class cls, unsigned size, unsigned type)
{
	m->kind = MEM_LOAD;
	m->flags |= MEMF_FP;
	m->size = cls == CLS_FLOAD_FILL ? 16 : (uint8_t)size;
	if (cls == CLS_FLOAD_PAIR)
		m->flags |= MEMF_PAIR;
	if (cls == CLS_FLOAD_FILL) {
		m->flags |= MEMF_FILL;
		return;
	}
	static const uint16_t by_type[16] = {
		[1] = MEMF_SPECULATIVE, [2] = MEMF_ADVANCED,
		[3] = MEMF_SPECULATIVE | MEMF_ADVANCED,
		[8] = MEMF_CHECK | MEMF_CHECK_CLEAR, [9] = MEMF_CHECK,
	};
	m->flags |= by_type[type];
}

/* Which operand is the address, and which the post-increment. */
static void access_operands(struct mem_access *m, const struct insn_desc *d)
{
	for (int i = 0; i < d->nopnds; i++)
		if (d->opnd[i]->type == OP_MEM) {
			m->base = (int8_t)i;
			/* the increment is the last operand: "ld r1 = [r3], r2",
			 * "st [r3] = r2, imm9" */
			if ((d->flags & IF_POSTINC) && i + 1 < d->nopnds) {
				m->increment = (int8_t)(d->nopnds - 1);
				m->flags |= MEMF_POSTINC;
			}
		}
}

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
		int_load(&m, f, int_size[sz], type);
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
	case CLS_FLOAD_PAIR:
		fp_load(&m, d->cls, fp_size[sz], type);
		break;
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
	access_operands(&m, d);
	return m;
}


struct alat_insn effects_alat(const struct insn_form *form)
{
	const struct insn_desc *d = form->desc;
	struct alat_insn a = {ALAT_OP_NONE, false, false, -1};
	if (d->cls == CLS_CHK_A) {
		/* M22/M23: x3 (bits 35:33) 4 .nc, 5 .clr of a GR; 6, 7 of an FR */
		unsigned x3 = bits(form->bits, 33, 3);
		a.op = ALAT_OP_CHK_A;
		a.clear = x3 & 1;
		a.fp = (x3 & 2) != 0;
		a.reg = 0;
	} else if (d->cls == CLS_INVALA) {
		a.op = ALAT_OP_INVALA;
	} else if (d->cls == CLS_INVALA_E) {
		/* M27 (invala.e f1) has x6 0x13; M26 (invala.e r1) 0x12 */
		a.op = ALAT_OP_INVALA_E;
		a.fp = bits(form->bits, 27, 6) == 0x13;
		a.reg = 0;
	}
	return a;
}

static struct branch_info branch_of(const struct insn_form *form)
{
	const struct insn_desc *d = form->desc;
	struct branch_info b = {BRANCH_NONE, false, d->type == TYPE_LX, -1, -1, false};
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
	/* ph: p at bit 12 of the B syllable (of the X syllable for brl) */
	b.many = d->cls != CLS_RFI && bits(form->bits, 12, 1);
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

bool effects_branch_is_loop(enum branch_kind k)
{
	return k >= BRANCH_CLOOP && k <= BRANCH_WEXIT;
}

bool effects_branch_uses_lc(enum branch_kind k)
{
	return k == BRANCH_CLOOP || k == BRANCH_CTOP || k == BRANCH_CEXIT;
}

bool effects_branch_rotates(enum branch_kind k)
{
	return k >= BRANCH_CTOP && k <= BRANCH_WEXIT;
}

const char *effects_branch_kind_name(enum branch_kind k)
{
	static const char *const n[] = {"none", "cond", "call", "return", "ia",
					"cloop", "ctop", "cexit", "wtop",
					"wexit", "rfi"};
	return n[k];
}

const char *effects_mem_kind_name(enum mem_kind k)
{
	static const char *const n[] = {"none", "load", "store", "semaphore",
					"prefetch"};
	return n[k];
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
		/* fcmp (F4) and fclass (F5) keep .unc in bit 12 (their ta);
		 * fcmp's bit 33 is part of its relation */
		if (d->cls == CLS_FCMP || d->cls == CLS_FCLASS)
			return c ? PRW_UNC : PRW_NORMAL;
		if (!tb && !ta)
			return c ? PRW_UNC : PRW_NORMAL;
		/* tbit.z.and is tb 1, ta 0 (as GNU as encodes it and Ski runs
		 * it: tests/semantics) */
		return tb && !ta ? PRW_AND : !tb && ta ? PRW_OR : PRW_OR_ANDCM;
	case CLS_FPCMP:
	default:
		return PRW_NONE;
	}
}

/* ---- what each class adds ----------------------------------------------- */

#define AR_RES(n) (RES_AR0 + (n))
#define CR_RES(n) (RES_CR0 + (n))
#define END 0xffff

/* What reaching memory through the translation reads (loads, stores,
 * semaphores): the region registers, the TLBs, the page-table address, the
 * protection keys, the data breakpoints, and the PSR bits that govern them
 * (alignment checks, endianness, privilege, data debug, translation). */
#define TRANSLATED_ACCESS                                                     \
	CR_RES(CR_PTA), RES_DAHR0, RES_DBR, RES_DTC, RES_DTR, RES_PKR,        \
	RES_PSR_AC, RES_PSR_BE, RES_PSR_CPL, RES_PSR_DA, RES_PSR_DB,          \
	RES_PSR_DD, RES_PSR_DT, RES_PSR_PK, RES_PSR_VM, RES_RR
/* Instructions that translate an address without accessing memory (fc,
 * lfetch, probe, tpa, tak). */
#define NON_ACCESS CR_RES(CR_PTA), RES_DTC, RES_DTR, RES_PSR_DT, RES_RR
/* Every PSR field rfi restores from cr.ipsr. */
#define ALL_PSR_FIELDS                                                        \
	RES_PSR_AC, RES_PSR_BE, RES_PSR_BN, RES_PSR_CPL, RES_PSR_DA,          \
	RES_PSR_DB, RES_PSR_DD, RES_PSR_DFH, RES_PSR_DFL, RES_PSR_DI,         \
	RES_PSR_DT, RES_PSR_ED, RES_PSR_I, RES_PSR_IA, RES_PSR_IC,            \
	RES_PSR_ID, RES_PSR_IS, RES_PSR_IT, RES_PSR_LP, RES_PSR_MC,           \
	RES_PSR_MFH, RES_PSR_MFL, RES_PSR_PK, RES_PSR_PP, RES_PSR_RI,         \
	RES_PSR_RT, RES_PSR_SI, RES_PSR_SP, RES_PSR_SS, RES_PSR_TB,           \
	RES_PSR_UP, RES_PSR_VM
/* The PSR fields sum/rum and ssm/rsm may change (those the mask names). */
#define USER_MASK RES_PSR_AC, RES_PSR_BE, RES_PSR_MFH, RES_PSR_MFL, RES_PSR_UP
#define SYSTEM_MASK                                                           \
	USER_MASK, RES_PSR_DFH, RES_PSR_DFL, RES_PSR_DI, RES_PSR_DT,          \
	RES_PSR_I, RES_PSR_IC, RES_PSR_PK, RES_PSR_PP, RES_PSR_SI, RES_PSR_SP
/* Branches read the PSR's instruction-debug and taken-branch trap bits. */
#define BRANCH RES_PSR_IT, RES_PSR_TB

/* Privileged operations read the privilege level and, but for vmsw, the
 * virtual machine bit. */
#define PRIV RES_PSR_CPL, RES_PSR_VM

struct class_rule {
	uint16_t reads[48], writes[40];
};

/* What a class reads and writes beyond its operands.  Rows list
 * resources up to END (a zero entry is RES_GR0, never implied, so every
 * row ends with END). */
static const struct class_rule class_rules[CLS_COUNT] = {
	[CLS_PLAIN] = {{END}, {END}},
	[CLS_LOAD] = {{TRANSLATED_ACCESS, RES_MEMORY, END}, {END}},
	[CLS_LOAD_FILL] = {{TRANSLATED_ACCESS, RES_MEMORY, END}, {END}},
	[CLS_FLOAD] = {{TRANSLATED_ACCESS, RES_MEMORY, END}, {END}},
	[CLS_FLOAD_FILL] = {{TRANSLATED_ACCESS, RES_MEMORY, END}, {END}},
	[CLS_FLOAD_PAIR] = {{TRANSLATED_ACCESS, RES_MEMORY, END}, {END}},
	[CLS_STORE] = {{TRANSLATED_ACCESS, RES_ALAT, END}, {RES_ALAT, RES_MEMORY, END}},
	[CLS_STORE_SPILL] = {{TRANSLATED_ACCESS, RES_ALAT, END}, {RES_ALAT, RES_MEMORY, END}},
	[CLS_FSTORE] = {{TRANSLATED_ACCESS, RES_ALAT, END}, {RES_ALAT, RES_MEMORY, END}},
	[CLS_FSTORE_SPILL] = {{TRANSLATED_ACCESS, RES_ALAT, END}, {RES_ALAT, RES_MEMORY, END}},
	[CLS_CMPXCHG] = {{TRANSLATED_ACCESS, RES_MEMORY, RES_ALAT, AR_RES(AR_CCV), END},
			 {RES_ALAT, RES_MEMORY, END}},
	[CLS_XCHG] = {{TRANSLATED_ACCESS, RES_MEMORY, RES_ALAT, END}, {RES_ALAT, RES_MEMORY, END}},
	[CLS_FETCHADD] = {{TRANSLATED_ACCESS, RES_MEMORY, RES_ALAT, END},
			  {RES_ALAT, RES_MEMORY, END}},
	[CLS_LFETCH] = {{NON_ACCESS, RES_DBR, RES_PSR_CPL, RES_PSR_DA, RES_PSR_DB,
			 RES_PSR_DD, RES_PSR_ED, RES_PSR_PK, END}, {END}},
	[CLS_CHK_S] = {{BRANCH, END}, {END}},
	[CLS_CHK_A] = {{BRANCH, RES_ALAT, END}, {END}},
	[CLS_INVALA] = {{END}, {RES_ALAT, END}},
	[CLS_INVALA_E] = {{RES_ALAT, END}, {RES_ALAT, END}},
	/* the tables have every fchkf read sf0's flags too */
	[CLS_FCHKF] = {{BRANCH, RES_FPSR_RV, RES_FPSR_TRAPS, RES_FPSR_FLAGS0, END}, {END}},
	[CLS_BR_COND] = {{BRANCH, END}, {END}},
	[CLS_BR_CALL] = {{BRANCH, AR_RES(AR_BSP), AR_RES(AR_EC), RES_CFM, RES_PSR_CPL,
			  RES_RSE, END},
			 {AR_RES(AR_BSP), AR_RES(AR_PFS), RES_CFM, RES_DAHR0, RES_RSE, END}},
	[CLS_BR_RET] = {{BRANCH, AR_RES(AR_BSP), AR_RES(AR_PFS), RES_CFM, RES_PSR_LP,
			 RES_RSE, END},
			{AR_RES(AR_BSP), AR_RES(AR_EC), RES_CFM, RES_DAHR0, RES_PSR_CPL,
			 RES_RSE, END}},
	[CLS_BR_IA] = {{BRANCH, RES_RSE, AR_RES(AR_K0), AR_RES(AR_RSC), AR_RES(AR_BSP),
			AR_RES(AR_BSPSTORE), AR_RES(AR_RNAT), AR_RES(AR_FCR),
			AR_RES(AR_EFLAG), AR_RES(AR_CSD), AR_RES(AR_SSD), AR_RES(AR_CFLG),
			AR_RES(AR_FSR), AR_RES(AR_FIR), AR_RES(AR_FDR), AR_RES(AR_CCV),
			RES_UNAT0, RES_FPSR_CONTROLS0, RES_FPSR_CONTROLS1,
			RES_FPSR_CONTROLS2, RES_FPSR_CONTROLS3, RES_FPSR_FLAGS0,
			RES_FPSR_FLAGS1, RES_FPSR_FLAGS2, RES_FPSR_FLAGS3,
			RES_FPSR_TRAPS, RES_FPSR_RV, AR_RES(AR_ITC), AR_RES(AR_RUC),
			AR_RES(AR_PFS), AR_RES(AR_LC), AR_RES(AR_EC), AR_RES(8),
			RES_PSR_DI, END},
		       {RES_PSR_IS, RES_RSE, END}},
	[CLS_BR_CLOOP] = {{BRANCH, AR_RES(AR_LC), END}, {AR_RES(AR_LC), END}},
	[CLS_BR_CEXIT] = {{BRANCH, AR_RES(AR_LC), AR_RES(AR_EC), RES_CFM, END},
			  {AR_RES(AR_LC), AR_RES(AR_EC), RES_CFM, RES_PR0 + 63, END}},
	[CLS_BR_CTOP] = {{BRANCH, AR_RES(AR_LC), AR_RES(AR_EC), RES_CFM, END},
			 {AR_RES(AR_LC), AR_RES(AR_EC), RES_CFM, RES_PR0 + 63, END}},
	[CLS_BR_WEXIT] = {{BRANCH, AR_RES(AR_EC), RES_CFM, END},
			  {AR_RES(AR_EC), RES_CFM, RES_PR0 + 63, END}},
	[CLS_BR_WTOP] = {{BRANCH, AR_RES(AR_EC), RES_CFM, END},
			 {AR_RES(AR_EC), RES_CFM, RES_PR0 + 63, END}},
	[CLS_RFI] = {{AR_RES(AR_BSP), RES_CFM, CR_RES(CR_IFS), CR_RES(CR_IIP),
		      CR_RES(CR_IPSR), CR_RES(CR_TPR), RES_RSE, PRIV, END},
		     {AR_RES(AR_BSP), RES_CFM, RES_DAHR0, ALL_PSR_FIELDS, RES_RSE, END}},
	[CLS_ALLOC] = {{AR_RES(AR_BSPSTORE), AR_RES(AR_PFS), AR_RES(AR_RNAT),
			AR_RES(AR_RSC), RES_CFM, RES_PSR_RT, RES_RSE, END},
		       {AR_RES(AR_BSPSTORE), AR_RES(AR_RNAT), RES_CFM, RES_RSE, END}},
	[CLS_COVER] = {{AR_RES(AR_BSP), RES_CFM, RES_PSR_IC, RES_PSR_VM, RES_RSE, END},
		       {AR_RES(AR_BSP), RES_CFM, CR_RES(CR_IFS), RES_RSE, END}},
	[CLS_CLRRRB] = {{END}, {RES_CFM, END}},
	[CLS_CLRRRB_PR] = {{END}, {RES_CFM, END}},
	[CLS_FLUSHRS] = {{AR_RES(AR_BSPSTORE), AR_RES(AR_BSP), AR_RES(AR_RNAT),
			  AR_RES(AR_RSC), RES_PSR_RT, RES_RSE, END},
			 {AR_RES(AR_BSPSTORE), AR_RES(AR_RNAT), RES_RSE, END}},
	[CLS_LOADRS] = {{AR_RES(AR_BSP), AR_RES(AR_RNAT), AR_RES(AR_RSC), RES_CFM,
			 RES_PSR_RT, RES_RSE, END},
			{AR_RES(AR_BSPSTORE), AR_RES(AR_RNAT), RES_RSE, END}},
	[CLS_BSW] = {{PRIV, END}, {RES_PSR_BN, END}},
	[CLS_EPC] = {{AR_RES(AR_PFS), RES_ITC, RES_ITR, RES_PSR_CPL, RES_PSR_IT, END},
		     {RES_PSR_CPL, END}},
	[CLS_VMSW] = {{RES_ITC, RES_ITR, RES_PSR_IT, RES_PSR_CPL, END}, {RES_PSR_VM, END}},
	[CLS_SUM] = {{RES_PSR_SP, END}, {USER_MASK, END}},
	[CLS_RUM] = {{RES_PSR_SP, END}, {USER_MASK, END}},
	[CLS_SSM] = {{CR_RES(CR_TPR), PRIV, END}, {SYSTEM_MASK, END}},
	[CLS_RSM] = {{PRIV, END}, {SYSTEM_MASK, END}},
	[CLS_FC] = {{NON_ACCESS, END}, {END}},
	[CLS_ITC_I] = {{CR_RES(CR_IFA), CR_RES(CR_ITIR), RES_DTC, RES_ITC, RES_ITR,
			RES_PSR_IC, RES_RR, PRIV, END}, {RES_DTC, RES_ITC, END}},
	[CLS_ITC_D] = {{CR_RES(CR_IFA), CR_RES(CR_ITIR), RES_DTC, RES_DTR, RES_ITC,
			RES_PSR_IC, RES_RR, PRIV, END}, {RES_DTC, RES_ITC, END}},
	[CLS_ITR_I] = {{CR_RES(CR_IFA), CR_RES(CR_ITIR), RES_DTC, RES_ITC, RES_ITR,
			RES_PSR_IC, RES_RR, PRIV, END}, {RES_DTC, RES_ITC, RES_ITR, END}},
	[CLS_ITR_D] = {{CR_RES(CR_IFA), CR_RES(CR_ITIR), RES_DTC, RES_DTR, RES_ITC,
			RES_PSR_IC, RES_RR, PRIV, END}, {RES_DTC, RES_DTR, RES_ITC, END}},
	[CLS_PTC_L] = {{RES_DTC, RES_DTR, RES_ITC, RES_ITR, RES_RR, PRIV, END},
		       {RES_DTC, RES_ITC, END}},
	[CLS_PTC_E] = {{RES_DTC, RES_ITC, PRIV, END}, {RES_DTC, RES_ITC, END}},
	[CLS_PTC_G] = {{RES_DTC, RES_DTC_LIMIT, RES_DTR, RES_ITC, RES_ITC_LIMIT, RES_ITR,
			RES_RR, PRIV, END},
		       {RES_DTC, RES_DTC_LIMIT, RES_ITC, RES_ITC_LIMIT, END}},
	[CLS_PTC_GA] = {{RES_DTC, RES_DTC_LIMIT, RES_DTR, RES_ITC, RES_ITC_LIMIT, RES_ITR,
			 RES_RR, PRIV, END},
			{RES_DTC, RES_DTC_LIMIT, RES_ITC, RES_ITC_LIMIT, END}},
	[CLS_PTR_I] = {{RES_DTC, RES_ITC, RES_ITR, RES_RR, PRIV, END},
		       {RES_DTC, RES_ITC, RES_ITR, END}},
	[CLS_PTR_D] = {{RES_DTC, RES_DTR, RES_ITC, RES_RR, PRIV, END},
		       {RES_DTC, RES_DTR, RES_ITC, END}},
	[CLS_PROBE] = {{NON_ACCESS, RES_DBR, RES_PKR, RES_PSR_CPL, RES_PSR_PK, END}, {END}},
	[CLS_PROBE_FAULT] = {{NON_ACCESS, RES_DBR, RES_PKR, RES_PSR_CPL, RES_PSR_PK,
			      RES_PSR_DA, RES_PSR_DB, RES_PSR_DD, END}, {END}},
	[CLS_THASH] = {{CR_RES(CR_GPTA), CR_RES(CR_PTA), RES_PSR_VM, RES_RR, END}, {END}},
	[CLS_TTAG] = {{RES_PSR_VM, RES_RR, END}, {END}},
	[CLS_TPA] = {{NON_ACCESS, PRIV, END}, {END}},
	[CLS_TAK] = {{NON_ACCESS, PRIV, END}, {END}},
};

/* What moving to (write) or from an application or control register
 * reads and writes beyond the register itself. */
struct register_rule {
	uint8_t file, num;
	bool write;
	bool unreachable;	/* the move does not reach the register: it is
				 * read-only, write-only or reserved */
	uint16_t reads[8], writes[8];
};

static const struct register_rule register_rules[] = {
	{RF_AR, AR_BSP, true, true, {END}, {END}},
	{RF_AR, AR_BSP, false, false, {RES_RSE, END}, {END}},
	{RF_AR, AR_BSPSTORE, false, false, {AR_RES(AR_RSC), RES_RSE, END}, {END}},
	{RF_AR, AR_BSPSTORE, true, false, {AR_RES(AR_RSC), RES_RSE, END},
	 {AR_RES(AR_BSP), AR_RES(AR_RNAT), RES_DAHR0, RES_RSE, END}},
	{RF_AR, AR_RNAT, false, false, {AR_RES(AR_RSC), RES_RSE, END}, {END}},
	{RF_AR, AR_RNAT, true, false, {AR_RES(AR_RSC), RES_RSE, END}, {END}},
	{RF_AR, AR_ITC, false, false, {RES_PSR_CPL, RES_PSR_SI, RES_PSR_VM, END}, {END}},
	{RF_AR, AR_ITC, true, false, {RES_PSR_CPL, RES_PSR_VM, END}, {END}},
	{RF_AR, AR_RUC, false, false, {RES_PSR_CPL, RES_PSR_SI, RES_PSR_VM, END}, {END}},
	{RF_AR, AR_RUC, true, false, {RES_PSR_CPL, END}, {END}},
	{RF_AR, AR_RSC, true, false, {RES_PSR_CPL, END}, {END}},
	{RF_CR, CR_IVR, true, true, {END}, {END}},
	{RF_CR, CR_IRR0, true, true, {END}, {END}},
	{RF_CR, CR_IRR0 + 1, true, true, {END}, {END}},
	{RF_CR, CR_IRR0 + 2, true, true, {END}, {END}},
	{RF_CR, CR_IRR0 + 3, true, true, {END}, {END}},
	{RF_CR, CR_IVR, false, false, {CR_RES(CR_TPR), RES_INSERVICE, END},
	 {CR_RES(CR_IRR0), RES_INSERVICE, END}},
	{RF_CR, CR_EOI, false, true, {END}, {END}},
	{RF_CR, CR_EOI, true, false, {RES_INSERVICE, END}, {RES_INSERVICE, END}},
};

static bool ar_reserved(int n)
{
	return (n >= 8 && n <= 15) || n == 20 || (n >= 22 && n <= 23) || n == 31 ||
	       (n >= 33 && n <= 35) || (n >= 37 && n <= 39) ||
	       (n >= 41 && n <= 43) || (n >= 46 && n <= 47) || (n >= 67 && n <= 111);
}

static bool cr_reserved(int n)
{
	return !named_register(RF_CR, n);
}

/* The interruption control registers, readable and writable only with
 * PSR.ic clear. */
static bool cr_interruption(int n)
{
	return (n >= CR_IPSR && n <= CR_IIB0 + 1) && n != 18;
}

static void add_list(struct insn_effects *e, const uint16_t *v, bool write)
{
	for (int i = 0; v[i] != END; i++) {
		if (v[i] == RES_UNAT0)
			(write ? wr : rd)(e, RES_UNAT0, 64, EFFECT_IMPLIED);
		else if (v[i] == RES_DAHR0)
			(write ? wr : rd)(e, RES_DAHR0, 8, EFFECT_IMPLIED);
		else if (v[i] == AR_RES(AR_K0))
			(write ? wr : rd)(e, AR_RES(AR_K0), 8, EFFECT_IMPLIED);
		else if (v[i] == CR_RES(CR_IRR0))
			(write ? wr : rd)(e, CR_RES(CR_IRR0), 4, EFFECT_IMPLIED);
		else
			(write ? wr : rd)(e, v[i], 1, EFFECT_IMPLIED);
	}
}

/* A move to or from an application or control register: the register
 * itself unless the move cannot reach it, and what the register's rule
 * adds.  Returns false when the register is not reached. */
static bool register_move(struct insn_effects *e, int file, int num, bool write)
{
	bool reached = !(file == RF_AR ? ar_reserved(num) : cr_reserved(num));
	for (size_t i = 0; i < sizeof register_rules / sizeof register_rules[0]; i++) {
		const struct register_rule *r = &register_rules[i];
		if (r->file != file || r->num != num || r->write != write)
			continue;
		if (r->unreachable)
			reached = false;
		add_list(e, r->reads, false);
		add_list(e, r->writes, true);
	}
	if (file == RF_AR && num >= 0 && num <= 7)	/* ar.k0-k7: privileged to write */
		if (write)
			rd1(e, RES_PSR_CPL);
	if (file == RF_CR) {
		rd1(e, RES_PSR_CPL);	/* privileged */
		rd1(e, RES_PSR_VM);
		if (cr_interruption(num))
			rd1(e, RES_PSR_IC);
	}
	return reached;
}

static void fp_status(struct insn_effects *e, int sf, bool controls, bool flags)
{
	if (controls)
		rd1(e, (uint16_t)(RES_FPSR_CONTROLS0 + sf));
	if (flags)
		wr1(e, (uint16_t)(RES_FPSR_FLAGS0 + sf));
}

static void class_effects(struct insn_effects *e, const struct insn_form *f)
{
	const struct insn_desc *d = f->desc;
	const struct class_rule *r = &class_rules[d->cls];
	if (r->reads[0] || r->writes[0]) {	/* a row that is not all zeros */
		add_list(e, r->reads, false);
		add_list(e, r->writes, true);
	}
	const struct mem_access *m = &e->mem;
	if (m->flags & (MEMF_SPECULATIVE)) {	/* a deferred fault asks the DCR */
		rd1(e, CR_RES(CR_DCR));
		rd1(e, RES_PSR_ED);
	}
	if (m->kind == MEM_LOAD && (m->flags & (MEMF_ADVANCED | MEMF_CHECK))) {
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
			wr1(e, AR_RES(AR_CSD));
		else if (d->cls == CLS_STORE || d->cls == CLS_CMPXCHG)
			rd1(e, AR_RES(AR_CSD));
	}
	/* mov r = imm is addl r = imm, r0 */
	if (d->format && strcmp(d->format, "A5") == 0 && d->nopnds == 2)
		rd1(e, RES_GR0);
	switch (d->cls) {
	case CLS_BR_CALL:
		if (d->type != TYPE_LX)	/* br.call, not brl.call, reads the hints */
			rd(e, RES_DAHR0, 8, EFFECT_IMPLIED);
		break;
	case CLS_FP_ARITH:
	case CLS_FCMP:
	case CLS_FPCMP:
		rd1(e, RES_FPSR_RV);
		rd1(e, RES_FPSR_TRAPS);
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
		if (bits(f->bits, 33, 1))	/* .clr */
			wr1(e, RES_ALAT);
		break;
	default:
		break;
	}
}

#undef END
/* ---- what depends on the form alone, kept per form ---------------------- */

/* Worked out at a form's first use: the models ask for them at every
 * instruction they simulate. */
struct form_facts {
	bool known;			/* worked out */
	struct mem_access mem;
	struct branch_info branch;
	uint8_t pr_write;		/* enum pr_write_kind */
	bool moves_stack;		/* effects_moves_register_stack */
	bool writes_pr_ar;		/* effects_may_write_pr_or_ar */
};
static struct form_facts *facts;	/* by insn_form_index() */
static const struct insn_form *facts_base;	/* insn_form_at(0) when they were made */
static size_t nfacts;

static struct form_facts facts_of(const struct insn_form *form)
{
	struct form_facts f = {true, memory_of(form), branch_of(form),
			       (uint8_t)compare_type(form), false, false};
	enum insn_class cls = form->desc->cls;
	enum branch_kind k = f.branch.kind;
	f.moves_stack = cls == CLS_ALLOC || cls == CLS_LOADRS || cls == CLS_FLUSHRS ||
			cls == CLS_COVER || k == BRANCH_CALL || k == BRANCH_RETURN ||
			k == BRANCH_RFI;
	const struct insn_desc *d = form->desc;
	for (int i = 0; i < d->nopnds; i++)
		f.writes_pr_ar |= d->opnd[i]->type == OP_SPECIAL ||
				  (d->opnd[i]->type == OP_REG &&
				   (d->opnd[i]->file == RF_PR || d->opnd[i]->file == RF_AR));
	const struct class_rule *r = &class_rules[cls];
	if (r->reads[0] || r->writes[0])	/* a row that is not all zeros */
		for (int i = 0; r->writes[i] != 0xffff; i++)
			f.writes_pr_ar |= (r->writes[i] >= RES_PR0 && r->writes[i] < RES_BR0) ||
					  (r->writes[i] >= RES_AR0 && r->writes[i] < RES_CR0);
	return f;
}

static const struct form_facts *form_facts(const struct insn_form *form)
{
	static struct form_facts outside;	/* a form not in the table */
	size_t i = (size_t)((uintptr_t)form - (uintptr_t)facts_base) / sizeof *form;
	if (!facts_base || (uintptr_t)form < (uintptr_t)facts_base || i >= nfacts ||
	    &facts_base[i] != form) {	/* the table was made again, or not yet */
		i = insn_form_index(form);
		size_t n = insn_form_count();
		if (i == n) {
			outside = facts_of(form);
			return &outside;
		}
		if (nfacts != n || facts_base != insn_form_at(0)) {
			free(facts);
			facts = xcalloc(n, sizeof *facts);
			nfacts = n;
			facts_base = insn_form_at(0);
		}
	}
	struct form_facts *f = &facts[i];
	if (!f->known)
		*f = facts_of(form);
	return f;
}

struct mem_access effects_memory(const struct insn_form *form)
{
	return form_facts(form)->mem;
}

struct branch_info effects_branch(const struct insn_form *form)
{
	return form_facts(form)->branch;
}

bool effects_moves_register_stack(const struct insn_form *form)
{
	return form_facts(form)->moves_stack;
}

bool effects_may_write_pr_or_ar(const struct insn_form *form)
{
	return form_facts(form)->writes_pr_ar;
}

/* ---- the whole -------------------------------------------------------- */

/* The PSR fields of psr.um (bits 0-5) and psr.l (bits 0-31); reading the
 * whole PSR also reads it and mc (bits 32-35 otherwise give no
 * dependency). */
static const uint16_t psr_um_fields[] = {RES_PSR_BE, RES_PSR_UP, RES_PSR_AC,
					 RES_PSR_MFL, RES_PSR_MFH, 0xffff};
static const uint16_t psr_l_fields[] = {
	RES_PSR_BE, RES_PSR_UP, RES_PSR_AC, RES_PSR_MFL, RES_PSR_MFH,
	RES_PSR_IC, RES_PSR_I, RES_PSR_PK, RES_PSR_DT, RES_PSR_DFL,
	RES_PSR_DFH, RES_PSR_SP, RES_PSR_PP, RES_PSR_DI, RES_PSR_SI,
	RES_PSR_DB, RES_PSR_LP, RES_PSR_TB, RES_PSR_RT, 0xffff};
static const uint16_t psr_fields[] = {
	RES_PSR_BE, RES_PSR_UP, RES_PSR_AC, RES_PSR_MFL, RES_PSR_MFH,
	RES_PSR_IC, RES_PSR_I, RES_PSR_PK, RES_PSR_DT, RES_PSR_DFL,
	RES_PSR_DFH, RES_PSR_SP, RES_PSR_PP, RES_PSR_DI, RES_PSR_SI,
	RES_PSR_DB, RES_PSR_LP, RES_PSR_TB, RES_PSR_RT, RES_PSR_IT,
	RES_PSR_MC, 0xffff};

static void psr_list(struct insn_effects *e, const uint16_t *v, bool write, int operand)
{
	for (int i = 0; v[i] != 0xffff; i++)
		(write ? wr : rd)(e, v[i], 1, operand);
}

/* A general register read or written: the register, and PSR.bn, which
 * selects the bank of r16-r31. */
static void gr_effect(struct insn_effects *e, bool write, int regno, int operand)
{
	(write ? wr : rd)(e, (uint16_t)(RES_GR0 + regno), 1, operand);
	rd1(e, RES_PSR_BN);
}

/* A floating-point register: the register, and PSR.dfl/dfh (which fault
 * on use of a disabled partition); a write also sets PSR.mfl/mfh. */
static void fr_effect(struct insn_effects *e, bool write, int regno, int operand)
{
	(write ? wr : rd)(e, (uint16_t)(RES_FR0 + regno), 1, operand);
	rd1(e, RES_PSR_DFL);
	rd1(e, RES_PSR_DFH);
	if (write) {
		wr1(e, RES_PSR_MFL);
		wr1(e, RES_PSR_MFH);
	}
}

static void indirect_effect(struct insn_effects *e, bool write, int ind, int operand)
{
	static const uint16_t ind_res[] = {
		[IND_PMC] = RES_PMC, [IND_PMD] = RES_PMD, [IND_PKR] = RES_PKR,
		[IND_RR] = RES_RR, [IND_DBR] = RES_DBR, [IND_IBR] = RES_IBR,
		[IND_CPUID] = RES_CPUID, [IND_MSR] = RES_MSR, [IND_ITR] = RES_ITR,
		[IND_DTR] = RES_DTR, [IND_DAHR] = RES_DAHR0,
	};
	if (write && ind == IND_CPUID)
		return;		/* read-only */
	(write ? wr : rd)(e, ind_res[ind], ind == IND_DAHR ? 8 : 1, operand);
	bool priv = write ? ind != IND_DAHR
			  : (ind == IND_DBR || ind == IND_IBR || ind == IND_PKR ||
			     ind == IND_PMC || ind == IND_RR);
	if (priv) {
		rd1(e, RES_PSR_CPL);
		rd1(e, RES_PSR_VM);
	}
	if (write && ind == IND_PKR)
		rd1(e, RES_PKR);	/* a key may replace another's entry */
	if (!write && ind == IND_PMD) {	/* user reads obey pmc.pm and PSR.sp */
		rd1(e, RES_PMC);
		rd1(e, RES_PSR_CPL);
		rd1(e, RES_PSR_SP);
	}
	if (!write && ind == IND_CPUID)
		rd1(e, RES_PSR_VM);
}

static void operand_effects(struct insn_effects *e, const struct insn_desc *d,
			    const struct operand *ops, int nops, int nouts)
{
	/* chk.a and invala.e name a register's ALAT entry, not its value */
	bool names_only = d->cls == CLS_CHK_A || d->cls == CLS_INVALA_E;
	for (int i = 0; i < nops; i++) {
		const struct operand *op = &ops[i];
		bool out = i < nouts;
		switch ((enum operand_type)op->type) {
		case OP_REG:
			if (names_only)
				break;
			if (op->file == RF_GR)
				gr_effect(e, out, op->regno, i);
			else if (op->file == RF_FR)
				fr_effect(e, out, op->regno, i);
			else if ((op->file != RF_AR && op->file != RF_CR) ||
				 register_move(e, op->file, op->regno, out))
				reg_effect(e, out, op->file, op->regno, i);
			break;
		case OP_MEM:
			gr_effect(e, false, op->regno, i);
			break;
		case OP_IND:
			gr_effect(e, false, op->regno, i);
			indirect_effect(e, out, op->ind, i);
			break;
		case OP_SPECIAL:
			switch ((enum special_reg)op->special) {
			case SR_PR:
				(out ? wr : rd)(e, RES_PR0 + 1, 63, i);
				if (!out)	/* p63 among them, which br.ctop writes */
					rd1(e, RES_PR0 + 63);
				break;
			case SR_PR_ROT:
				wr(e, RES_PR0 + 16, 48, i);
				wr1(e, RES_PR0 + 63);
				break;
			case SR_PSR:
				psr_list(e, psr_fields, false, i);
				rd1(e, RES_PSR_CPL);
				rd1(e, RES_PSR_VM);
				break;
			case SR_PSR_L:
				psr_list(e, psr_l_fields, out, i);
				rd1(e, CR_RES(CR_TPR));
				rd1(e, RES_PSR_CPL);
				rd1(e, RES_PSR_VM);
				break;
			case SR_PSR_UM:
				psr_list(e, psr_um_fields, out, i);
				if (out)
					rd1(e, RES_PSR_SP);
				break;
			case SR_IP:
				break;	/* every instruction reads IP */
			}
			break;
		case OP_IMM:
			break;
		}
	}
}

/* Does the instruction read CFM: because it names registers that may be
 * stacked or rotating, or its predicate may rotate, or it changes the
 * frame? */
static bool reads_cfm(const struct insn_effects *e, const struct insn_desc *d)
{
	for (int i = 0; i < e->nreads; i++)
		if (e->reads[i].operand != EFFECT_IMPLIED && e->reads[i].res < RES_BR0)
			return true;
	for (int i = 0; i < e->nwrites; i++)
		if (e->writes[i].operand != EFFECT_IMPLIED && e->writes[i].res < RES_BR0)
			return true;
	return d->cls == CLS_CHK_A || d->cls == CLS_INVALA_E;
}

static void work_out(const struct insn_form *form, const struct operand *ops,
		     int nops, int nouts, int qp, struct insn_effects *out)
{
	const struct insn_desc *d = form->desc;
	const struct form_facts *ff = form_facts(form);
	memset(out, 0, sizeof *out);
	out->mem = ff->mem;
	out->branch = ff->branch;
	out->pr_write = ff->pr_write;
	/* br.ia and mov dahr encode a predicate that is no dependency */
	if (!(d->flags & IF_NO_QP) && d->cls != CLS_BR_IA && d->cls != CLS_MOV_DAHR)
		rd(out, (uint16_t)(RES_PR0 + qp), 1, EFFECT_QP);
	operand_effects(out, d, ops, nops, nouts);
	if (out->mem.increment >= 0 && out->mem.base >= 0 && out->mem.base < nops)
		wr(out, (uint16_t)(RES_GR0 + ops[out->mem.base].regno), 1, out->mem.base);
	class_effects(out, form);
	if (reads_cfm(out, d))
		rd1(out, RES_CFM);
	/* every instruction: its address, and the PSR bits of instruction
	 * fetch and single-stepping */
	rd1(out, RES_IP);
	wr1(out, RES_IP);
	rd1(out, RES_PSR_IA);
	rd1(out, RES_PSR_ID);
	rd1(out, RES_PSR_RI);
	rd1(out, RES_PSR_SS);
}

/* effects_of's memo: the effects of instructions worked out before, by
 * everything work_out reads (the form's row and bits, the qualifying
 * predicate, each operand's kind and register; no immediate).  The same
 * instruction is asked for by the dependency checker, the value model, the
 * core model and the architectural state at every iteration simulated.
 * Direct-mapped: a new instruction replaces the one in its entry. */
#define EFFECTS_MEMO_BITS 10
#define EFFECTS_MEMO_ENTRIES (1 << EFFECTS_MEMO_BITS)

struct memo_key {
	const struct insn_desc *desc;
	uint64_t bits;
	uint8_t qp, nops, nouts;
	struct {
		uint8_t type, which;	/* which: the file, indirect file or special register */
		int16_t regno;
	} ops[INSN_MAX_OPERANDS];
};

/* An entry keeps up to EFFECTS_MEMO_READS reads and EFFECTS_MEMO_WRITES
 * writes (a load has about 30 reads, almost every form at most 7
 * writes): an instruction with more is not kept.  Small entries are fewer
 * pages for each worker process to touch; lists of a fixed size are
 * copied whole, faster than by their lengths. */
#define EFFECTS_MEMO_READS 32
#define EFFECTS_MEMO_WRITES 8

/* What struct insn_effects holds after its lists: nreads to the end. */
#define EFFECTS_HEAD offsetof(struct insn_effects, nreads)
_Static_assert(offsetof(struct insn_effects, nreads) > offsetof(struct insn_effects, writes),
	       "the lists come first");

_Static_assert(EFFECTS_MEMO_READS <= EFFECTS_MAX_READS && EFFECTS_MEMO_WRITES <= EFFECTS_MAX_WRITES,
	       "an entry's lists fit an instruction's");

struct memo_entry {
	struct memo_key key;	/* key.desc NULL: empty */
	unsigned char head[sizeof(struct insn_effects) - EFFECTS_HEAD];
	struct effect reads[EFFECTS_MEMO_READS], writes[EFFECTS_MEMO_WRITES];
};
static struct memo_entry memo[EFFECTS_MEMO_ENTRIES];

/* The key of an instruction; false when it cannot have one. */
static bool memo_key(const struct insn_form *form, const struct operand *ops, int nops,
		     int nouts, int qp, struct memo_key *k)
{
	if (nops < 0 || nops > INSN_MAX_OPERANDS || nouts < 0 || nouts > UINT8_MAX ||
	    qp < 0 || qp > UINT8_MAX)
		return false;
	memset(k, 0, sizeof *k);	/* the padding too: keys are compared whole */
	k->desc = form->desc;
	k->bits = form->bits;
	k->qp = (uint8_t)qp;
	k->nops = (uint8_t)nops;
	k->nouts = (uint8_t)nouts;
	for (int i = 0; i < nops; i++) {
		const struct operand *op = &ops[i];
		k->ops[i].type = op->type;
		switch ((enum operand_type)op->type) {
		case OP_REG:
			k->ops[i].which = op->file;
			k->ops[i].regno = op->regno;
			break;
		case OP_IND:
			k->ops[i].which = op->ind;
			k->ops[i].regno = op->regno;
			break;
		case OP_MEM:
			k->ops[i].regno = op->regno;
			break;
		case OP_SPECIAL:
			k->ops[i].which = op->special;
			break;
		case OP_IMM:
			break;
		}
	}
	return true;
}

_Static_assert(sizeof(struct memo_key) % sizeof(uint64_t) == 0, "memo_slot reads words");

static size_t memo_slot(const struct memo_key *k)
{
	uint64_t words[sizeof *k / sizeof(uint64_t)], h = 0;
	memcpy(words, k, sizeof words);
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		h = (h ^ words[i]) * 0x9e3779b97f4a7c15u;
	return (size_t)(h >> (64 - EFFECTS_MEMO_BITS));	/* the bits every byte reaches */
}

void effects_of(const struct insn_form *form, const struct operand *ops,
		int nops, int nouts, int qp, struct insn_effects *out)
{
	struct memo_key k;
	if (!memo_key(form, ops, nops, nouts, qp, &k)) {
		work_out(form, ops, nops, nouts, qp, out);
		return;
	}
	struct memo_entry *e = &memo[memo_slot(&k)];
	if (e->key.desc && memcmp(&e->key, &k, sizeof k) == 0) {
		memcpy((char *)out + EFFECTS_HEAD, e->head, sizeof e->head);
		memcpy(out->reads, e->reads, sizeof e->reads);
		memcpy(out->writes, e->writes, sizeof e->writes);
		return;
	}
	work_out(form, ops, nops, nouts, qp, out);
	if (out->nreads > EFFECTS_MEMO_READS || out->nwrites > EFFECTS_MEMO_WRITES)
		return;
	memcpy(&e->key, &k, sizeof k);	/* with its padding: keys are compared whole */
	memcpy(e->head, (const char *)out + EFFECTS_HEAD, sizeof e->head);
	memcpy(e->reads, out->reads, sizeof e->reads);
	memcpy(e->writes, out->writes, sizeof e->writes);
}

/* ---- sample operands ------------------------------------------------- */

/* The registers a mov to or from an application or control register is
 * listed for: every named one (one of each family), and a reserved and
 * an ignored one. */
static const int ar_instances[] = {
	AR_K0, 8, AR_RSC, AR_BSP, AR_BSPSTORE, AR_RNAT, AR_FCR, AR_EFLAG,
	AR_CSD, AR_SSD, AR_CFLG, AR_FSR, AR_FIR, AR_FDR, AR_CCV, AR_UNAT,
	AR_FPSR, AR_ITC, AR_RUC, 48, AR_PFS, AR_LC, AR_EC, 67, 112,
};
static const int cr_instances[] = {
	CR_DCR, CR_ITM, CR_IVA, 3, CR_PTA, CR_GPTA, CR_IPSR, CR_ISR, CR_IIP,
	CR_IFA, CR_ITIR, CR_IIPA, CR_IFS, CR_IIM, CR_IHA, CR_IIB0, CR_LID,
	CR_IVR, CR_TPR, CR_EOI, CR_IRR0, CR_ITV, CR_PMV, CR_CMCV, CR_LRR0,
};

/* An operand of the shape kind accepts, its register (if any) the
 * kind's first. */
static struct operand sample_operand(const struct operand_kind *k)
{
	struct operand op;
	memset(&op, 0, sizeof op);
	op.type = (uint8_t)k->type;
	switch (k->type) {
	case OP_REG:
		op.file = (uint8_t)k->file;
		op.regno = (int16_t)(k->fixed >= 0 ? k->fixed : k->min);
		break;
	case OP_MEM:
		op.regno = 3;
		break;
	case OP_IND:
		op.ind = (uint8_t)k->ind;
		op.regno = 3;
		break;
	case OP_SPECIAL:
		op.special = (uint8_t)k->special;
		break;
	case OP_IMM:
		op.imm = IMM_UNKNOWN;
		break;
	}
	return op;
}

int effects_samples(const struct insn_form *f, struct effects_sample *out, int max)
{
	const struct insn_desc *d = f->desc;
	struct operand ops[INSN_MAX_OPERANDS];
	int var = -1;
	for (int i = 0; i < d->nopnds; i++) {
		ops[i] = sample_operand(d->opnd[i]);
		const struct operand_kind *k = d->opnd[i];
		if (k->type == OP_REG && k->fixed < 0 && (k->file == RF_AR || k->file == RF_CR))
			var = i;
	}
	const int *inst = NULL;
	size_t ninst = 1;
	if (var >= 0) {
		bool is_ar = d->opnd[var]->file == RF_AR;
		inst = is_ar ? ar_instances : cr_instances;
		ninst = is_ar ? sizeof ar_instances / sizeof ar_instances[0]
			      : sizeof cr_instances / sizeof cr_instances[0];
	}
	int n = 0;
	for (size_t j = 0; j < ninst && n < max; j++) {
		struct effects_sample *smp = &out[n];
		memcpy(smp->ops, ops, sizeof ops);
		smp->instance[0] = '\0';
		if (inst) {
			const struct operand_kind *k = d->opnd[var];
			if (inst[j] < k->min || inst[j] > k->max)
				continue;
			smp->ops[var].regno = (int16_t)inst[j];
			effects_register_name((uint16_t)((k->file == RF_AR ? RES_AR0 : RES_CR0) +
							 inst[j]),
					      smp->instance, sizeof smp->instance);
		}
		n++;
	}
	return n;
}
