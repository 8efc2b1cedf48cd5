/*
 * parser/assemble.c - from statements to bundles, as GNU as does it.
 *
 * Pass 1 takes statements in order: directives change sections and
 * symbols; instructions are matched against the table by shape and queued;
 * the bundler (bundle.c) turns the queue into bundles, inserting nops and
 * choosing templates.  Labels in code attach to the next instruction and
 * take the address of the bundle it lands in.  Pass 2, when every label is
 * known, evaluates the immediates, picks each instruction's final form by
 * value and encodes it.
 */
#include "assemble_internal.h"
#include "parse_internal.h"
#include "source.h"
#include "unwind.h"
#include "dwarf.h"

#include "../common/nameidx.h"
#include "../common/strbuf.h"
#include "../machine/effects.h"
#include "../machine/pmu.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- symbols ------------------------------------------------------------ */

int as_sym_find(struct assembler *as, const char *name)
{
	if (!as->symtab_cap)
		return -1;
	size_t mask = as->symtab_cap - 1;
	for (size_t i = name_index_hash(name) & mask;; i = (i + 1) & mask) {
		int s = as->symtab[i];
		if (s < 0)
			return -1;
		if (strcmp(as->p->symbols[s].name, name) == 0)
			return s;
	}
}

static void symtab_insert(struct assembler *as, int s)
{
	size_t mask = as->symtab_cap - 1;
	size_t i = name_index_hash(as->p->symbols[s].name) & mask;
	while (as->symtab[i] >= 0)
		i = (i + 1) & mask;
	as->symtab[i] = s;
}

int as_sym_get(struct assembler *as, const char *name)
{
	int s = as_sym_find(as, name);
	if (s >= 0)
		return s;
	struct program *p = as->p;
	if (2 * (p->nsymbols + 1) > as->symtab_cap) {
		size_t cap = as->symtab_cap ? 2 * as->symtab_cap : 256;
		free(as->symtab);
		as->symtab = xmalloc(cap * sizeof *as->symtab);
		for (size_t i = 0; i < cap; i++)
			as->symtab[i] = -1;
		as->symtab_cap = cap;
		for (size_t i = 0; i < p->nsymbols; i++)
			symtab_insert(as, (int)i);
	}
	if (p->nsymbols == as->symbols_cap) {
		as->symbols_cap = as->symbols_cap ? 2 * as->symbols_cap : 64;
		p->symbols = xrealloc(p->symbols, as->symbols_cap * sizeof *p->symbols);
		as->sym_exprs = xrealloc(as->sym_exprs,
					 as->symbols_cap * sizeof *as->sym_exprs);
	}
	s = (int)p->nsymbols++;
	p->symbols[s] = (struct asm_symbol){.name = xstrdup(name), .section = -1};
	as->sym_exprs[s] = NULL;
	symtab_insert(as, s);
	return s;
}

const struct asm_symbol *program_symbol(const struct program *p, const char *name)
{
	for (size_t i = 0; i < p->nsymbols; i++)
		if (strcmp(p->symbols[i].name, name) == 0)
			return &p->symbols[i];
	return NULL;
}

const struct asm_bundle *program_insn_bundle(const struct program *p,
					     const struct asm_insn *in)
{
	if (in->section >= p->nsections)
		return NULL;
	const struct asm_section *s = &p->sections[in->section];
	size_t lo = 0, hi = s->nbundles;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (s->bundles[mid].offset < in->offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < s->nbundles && s->bundles[lo].offset == in->offset)
		return &s->bundles[lo];
	for (size_t b = 0; b < s->nbundles; b++)	/* not sorted after all */
		if (s->bundles[b].offset == in->offset)
			return &s->bundles[b];
	return NULL;
}

static const char *view_section_name(const void *ctx, uint32_t section)
{
	const struct program *p = ctx;
	return section < p->nsections ? p->sections[section].name : "";
}

static bool view_symbol(const void *ctx, const char *name, struct pmu_symbol *out)
{
	const struct asm_symbol *sym = program_symbol(ctx, name);
	if (!sym || sym->kind == SYM_UNDEFINED)
		return false;
	out->in_section = sym->kind == SYM_LABEL;
	out->section = out->in_section ? (uint32_t)sym->section : 0;
	out->value = (uint64_t)sym->value;
	return true;
}

static bool view_proc(const void *ctx, const char *name, uint32_t *section,
		      uint64_t *start, uint64_t *end)
{
	const struct program *p = ctx;
	for (size_t k = 0; k < p->nprocs; k++)
		if (strcmp(p->procs[k].name, name) == 0) {
			*section = p->procs[k].section;
			*start = p->procs[k].start;
			*end = p->procs[k].end;
			return true;
		}
	return false;
}

void program_pmu_view(const struct program *p, struct pmu_program *out)
{
	*out = (struct pmu_program){
		.path = p->path, .nsections = p->nsections,
		.section_name = view_section_name, .symbol = view_symbol,
		.proc = view_proc, .ctx = p,
	};
}

/* Numbered local labels: "1:" defines instance k of label 1; "1b" is the
 * latest instance, "1f" the next.  Instances are named "1\0021", ... */
static const char *local_label_name(struct assembler *as, const char *digits,
				    int delta)
{
	long n = strtol(digits, NULL, 10);
	int count = 0;
	for (size_t i = 0; i < as->nlocals; i++)
		if (as->locals[i].number == n)
			count = as->locals[i].count;
	char buf[64];
	snprintf(buf, sizeof buf, "%ld\002%d", n, count + delta);
	return arena_strndup(as->keep, buf, strlen(buf));
}

/* "1b" or "1f": the internal name of the instance it means now. */
const char *as_local_label_ref(struct assembler *as, const char *ref)
{
	size_t n = strlen(ref);
	return local_label_name(as, ref, ref[n - 1] == 'f' ? 1 : 0);
}

static const char *define_local_label(struct assembler *as, const char *digits)
{
	long n = strtol(digits, NULL, 10);
	size_t i;
	for (i = 0; i < as->nlocals; i++)
		if (as->locals[i].number == n)
			break;
	if (i == as->nlocals) {
		as->locals = xgrow(as->locals, &as->locals_cap, as->nlocals, sizeof *as->locals);
		as->locals[as->nlocals++] = (struct local_label){n, 0};
	}
	as->locals[i].count++;
	return local_label_name(as, digits, 0);
}

/* ---- sections ----------------------------------------------------------- */

/* Is name prefix, or prefix followed by '.' (".data", ".data.rel")? */
static bool dotted(const char *name, const char *prefix)
{
	size_t n = strlen(prefix);
	return strncmp(name, prefix, n) == 0 && (name[n] == '\0' || name[n] == '.');
}

/* The type and flags the ELF conventions give a section by its name (what
 * GNU as gives a section named without attributes).  False for a name
 * with no convention (PROGBITS, no flags). */
bool as_section_defaults(const char *name, uint32_t *type, uint64_t *flags,
			 uint64_t *entsize)
{
	static const struct {
		const char *name;
		bool any_suffix;	/* else: exact, or followed by '.' */
		uint32_t type;
		uint64_t flags;
		uint64_t entsize;
	} conv[] = {
		{".text", false, SEC_PROGBITS, SECF_ALLOC | SECF_EXEC, 0},
		{".init", false, SEC_PROGBITS, SECF_ALLOC | SECF_EXEC, 0},
		{".fini", false, SEC_PROGBITS, SECF_ALLOC | SECF_EXEC, 0},
		{".plt", false, SEC_PROGBITS, SECF_ALLOC | SECF_EXEC, 0},
		{".data", false, SEC_PROGBITS, SECF_ALLOC | SECF_WRITE, 0},
		{".data1", false, SEC_PROGBITS, SECF_ALLOC | SECF_WRITE, 0},
		{".got", false, SEC_PROGBITS, SECF_ALLOC | SECF_WRITE, 0},
		{".bss", false, SEC_NOBITS, SECF_ALLOC | SECF_WRITE, 0},
		{".rodata", false, SEC_PROGBITS, SECF_ALLOC, 0},
		{".rodata1", false, SEC_PROGBITS, SECF_ALLOC, 0},
		{".tdata", false, SEC_PROGBITS, SECF_ALLOC | SECF_WRITE | SECF_TLS, 0},
		{".tbss", false, SEC_NOBITS, SECF_ALLOC | SECF_WRITE | SECF_TLS, 0},
		{".init_array", false, SEC_INIT_ARRAY, SECF_ALLOC | SECF_WRITE, 8},
		{".fini_array", false, SEC_FINI_ARRAY, SECF_ALLOC | SECF_WRITE, 8},
		{".preinit_array", false, SEC_PREINIT_ARRAY, SECF_ALLOC | SECF_WRITE, 8},
		/* IA-64's short data, reached from gp */
		{".sdata", true, SEC_PROGBITS, SECF_ALLOC | SECF_WRITE | SECF_IA64_SHORT, 0},
		{".sbss", true, SEC_NOBITS, SECF_ALLOC | SECF_WRITE | SECF_IA64_SHORT, 0},
		{".IA_64.unwind_info", true, SEC_PROGBITS, 0, 0},
		{".IA_64.unwind", true, SEC_IA64_UNWIND, SECF_LINK_ORDER, 0},
		{".note.GNU-stack", false, SEC_PROGBITS, 0, 0},
		{".note", true, SEC_NOTE, 0, 0},
	};
	for (size_t i = 0; i < sizeof conv / sizeof conv[0]; i++) {
		if (conv[i].any_suffix ? !has_prefix(name, conv[i].name)
				       : !dotted(name, conv[i].name))
			continue;
		*type = conv[i].type;
		*flags = conv[i].flags;
		*entsize = conv[i].entsize;
		return true;
	}
	*type = SEC_PROGBITS;
	*flags = 0;
	*entsize = 0;
	return false;
}

/* The section named name, made with the conventional attributes of its
 * name if new.  code: 1 or 0 says whether it holds bundles; -1: by its
 * flags. */
int as_section_get(struct assembler *as, const char *name, int code)
{
	return as_section_get_in_group(as, name, NULL, code);
}

/* Sections of one name in different groups are different sections. */
int as_section_get_in_group(struct assembler *as, const char *name, const char *group,
			    int code)
{
	struct program *p = as->p;
	for (size_t i = 0; i < p->nsections; i++) {
		const char *g = p->sections[i].group;
		if (strcmp(p->sections[i].name, name) == 0 &&
		    (g && group ? strcmp(g, group) == 0 : !g && !group))
			return (int)i;
	}
	p->sections = xgrow(p->sections, &as->sections_cap, p->nsections, sizeof *p->sections);
	struct asm_section *s = &p->sections[p->nsections];
	memset(s, 0, sizeof *s);
	s->name = xstrdup(name);
	if (group) {
		s->group = xstrdup(group);
		s->flags |= SECF_GROUP;
	}
	as_section_defaults(name, &s->type, &s->flags, &s->entsize);
	if (group)
		s->flags |= SECF_GROUP;
	s->align = 1;
	if (code < 0)
		code = (s->flags & SECF_EXEC) != 0;
	s->code = code;
	return (int)p->nsections++;
}

void as_section_align(struct assembler *as, uint64_t align)
{
	struct asm_section *s = &as->p->sections[as->cur];
	dwarf_frag(as, align ? (align - s->size % align) % align : 0);
	if (align > s->align)
		s->align = align;
}

/* Appends bytes to the current section (data directives). */
void as_section_emit(struct assembler *as, const void *bytes, uint64_t n,
		     const struct src_loc *loc)
{
	struct asm_section *s = &as->p->sections[as->cur];
	if (n && bytes && s->type == SEC_NOBITS) {
		/* a .bss-like section holds zeros only */
		for (uint64_t i = 0; i < n; i++)
			if (((const uint8_t *)bytes)[i]) {
				diag_error(loc, "attempt to store non-zero data in section '%s'",
					   s->name);
				break;
			}
	}
	if (n) {
		if (s->size + n > (uint64_t)1 << 32) {
			diag_error(loc, "section '%s' is too large", s->name);
			return;
		}
		if (s->size + n > s->image_cap) {
			/* grow by half: amortized constant, little slack */
			uint64_t cap = s->image_cap + s->image_cap / 2;
			if (cap < s->size + n)
				cap = s->size + n + 4096;
			s->image = xrealloc(s->image, cap);
			s->image_cap = cap;
		}
		if (bytes)
			memcpy(s->image + s->size, bytes, n);
		else
			memset(s->image + s->size, 0, n);
	}
	s->size += n;
}

/* ---- registers ---------------------------------------------------------- */

static const struct { const char *name; int num; } ar_names[] = {
	{"k0", 0}, {"k1", 1}, {"k2", 2}, {"k3", 3}, {"k4", 4}, {"k5", 5},
	{"k6", 6}, {"k7", 7}, {"rsc", 16}, {"bsp", 17}, {"bspstore", 18},
	{"rnat", 19}, {"fcr", 21}, {"eflag", 24}, {"csd", 25}, {"ssd", 26},
	{"cflg", 27}, {"fsr", 28}, {"fir", 29}, {"fdr", 30}, {"ccv", 32},
	{"unat", 36}, {"fpsr", 40}, {"itc", 44}, {"ruc", 45}, {"pfs", 64},
	{"lc", 65}, {"ec", 66},
};

static const struct { const char *name; int num; } cr_names[] = {
	{"dcr", 0}, {"itm", 1}, {"iva", 2}, {"pta", 8}, {"gpta", 9}, {"ipsr", 16},
	{"isr", 17}, {"iip", 19}, {"ifa", 20}, {"itir", 21}, {"iipa", 22},
	{"ifs", 23}, {"iim", 24}, {"iha", 25}, {"iib0", 26}, {"iib1", 27},
	{"lid", 64}, {"ivr", 65}, {"tpr", 66}, {"eoi", 67}, {"irr0", 68},
	{"irr1", 69}, {"irr2", 70}, {"irr3", 71}, {"itv", 72}, {"pmv", 73},
	{"cmcv", 74}, {"lrr0", 80}, {"lrr1", 81},
};

/* "r17" with prefix "r": the number, or -1. */
static int numbered(const char *name, const char *prefix, int limit)
{
	const char *d = name;
	for (; *prefix; prefix++, d++)
		if (*d != *prefix)
			return -1;
	if (!isdigit((unsigned char)d[0]) || (d[0] == '0' && d[1]))
		return -1;
	long v = 0;
	for (; *d; d++) {
		if (!isdigit((unsigned char)*d))
			return -1;
		v = v * 10 + (*d - '0');
		if (v >= limit)
			return -1;
	}
	return (int)v;
}

static bool reg(struct operand *op, enum reg_file f, int n)
{
	memset(op, 0, sizeof *op);
	op->type = OP_REG;
	op->file = (uint8_t)f;
	op->regno = (int16_t)n;
	return true;
}

/* Is name a register (or a register alias or stacked name)?  Fills op and
 * returns true.  A stacked name (in0, loc3, out1) outside the current frame
 * is still a register, with as->reg_error saying what is wrong. */
bool as_register_name(struct assembler *as, const char *name, struct operand *op)
{
	as->reg_error[0] = '\0';
	int n;
	if ((n = numbered(name, "r", 128)) >= 0) return reg(op, RF_GR, n);
	if ((n = numbered(name, "f", 128)) >= 0) return reg(op, RF_FR, n);
	if ((n = numbered(name, "p", 64)) >= 0) return reg(op, RF_PR, n);
	if ((n = numbered(name, "b", 8)) >= 0) return reg(op, RF_BR, n);
	if ((n = numbered(name, "ar", 128)) >= 0) return reg(op, RF_AR, n);
	if ((n = numbered(name, "cr", 128)) >= 0) return reg(op, RF_CR, n);
	if ((n = numbered(name, "dahr", 8)) >= 0) return reg(op, RF_DAHR, n);
	if ((n = numbered(name, "ret", 4)) >= 0) return reg(op, RF_GR, 8 + n);
	if ((n = numbered(name, "farg", 8)) >= 0) return reg(op, RF_FR, 8 + n);
	if ((n = numbered(name, "fret", 8)) >= 0) return reg(op, RF_FR, 8 + n);
	if (strcmp(name, "gp") == 0) return reg(op, RF_GR, 1);
	if (strcmp(name, "sp") == 0) return reg(op, RF_GR, 12);
	if (strcmp(name, "tp") == 0) return reg(op, RF_GR, 13);
	if (strcmp(name, "rp") == 0) return reg(op, RF_BR, 0);
	if (strncmp(name, "ar.", 3) == 0) {
		for (size_t i = 0; i < sizeof ar_names / sizeof ar_names[0]; i++)
			if (strcmp(name + 3, ar_names[i].name) == 0)
				return reg(op, RF_AR, ar_names[i].num);
		return false;
	}
	if (strncmp(name, "cr.", 3) == 0) {
		for (size_t i = 0; i < sizeof cr_names / sizeof cr_names[0]; i++)
			if (strcmp(name + 3, cr_names[i].name) == 0)
				return reg(op, RF_CR, cr_names[i].num);
		return false;
	}
	/* stacked registers named after the frame of the last alloc/.regstk */
	const struct { const char *prefix; int base, size; } stacked[] = {
		{"in", 32, as->frame.ins},
		{"loc", 32 + as->frame.ins, as->frame.locals},
		{"out", 32 + as->frame.ins + as->frame.locals, as->frame.outs},
	};
	for (int i = 0; i < 3; i++) {
		if ((n = numbered(name, stacked[i].prefix, 96)) >= 0) {
			if (!as->frame.valid)
				snprintf(as->reg_error, sizeof as->reg_error,
					 "no current frame for '%s' (no alloc or .regstk)", name);
			else if (n >= stacked[i].size)
				snprintf(as->reg_error, sizeof as->reg_error,
					 "register number out of range 0..%d in '%s'",
					 stacked[i].size - 1, name);
			return reg(op, RF_GR, stacked[i].base + n);
		}
	}
	static const struct { const char *name; enum special_reg sr; } specials[] = {
		{"pr", SR_PR}, {"pr.rot", SR_PR_ROT}, {"psr", SR_PSR},
		{"psr.l", SR_PSR_L}, {"psr.um", SR_PSR_UM}, {"ip", SR_IP},
	};
	for (size_t i = 0; i < sizeof specials / sizeof specials[0]; i++) {
		if (strcmp(name, specials[i].name) == 0) {
			memset(op, 0, sizeof *op);
			op->type = OP_SPECIAL;
			op->special = (uint8_t)specials[i].sr;
			return true;
		}
	}
	/* a register alias: "dst = r14", or "rd == dst" */
	int sym = as_sym_find(as, name);
	if (sym >= 0 && as->p->symbols[sym].kind == SYM_REG) {
		*op = as->p->symbols[sym].reg;
		return true;
	}
	if (sym >= 0 && as->p->symbols[sym].kind == SYM_EQU && as->sym_exprs[sym] &&
	    as->sym_exprs[sym]->op == E_SYM && !as->sym_exprs[sym]->forced_symbol &&
	    as->eval_depth < 64) {
		as->eval_depth++;
		bool is_reg = as_register_name(as, as->sym_exprs[sym]->name, op);
		as->eval_depth--;
		return is_reg;
	}
	return false;
}

/* A rotating register name[index] declared by .rotr/.rotf/.rotp. */
bool as_rotating_register(struct assembler *as, const char *name, int64_t idx,
			      struct operand *op, const struct src_loc *loc)
{
	for (size_t i = 0; i < as->nrot; i++) {
		const struct rot_name *r = &as->rot[i];
		if (strcmp(r->name, name) != 0)
			continue;
		if (idx < 0 || idx >= r->count) {
			diag_error(loc, "index %lld out of range for '%s[%d]'",
				   (long long)idx, name, r->count);
			return reg(op, r->file, r->base);
		}
		return reg(op, r->file, r->base + (int)idx);
	}
	return false;
}

static const struct { const char *name; enum ind_file f; } ind_names[] = {
	{"pmc", IND_PMC}, {"pmd", IND_PMD}, {"pkr", IND_PKR}, {"rr", IND_RR},
	{"dbr", IND_DBR}, {"ibr", IND_IBR}, {"cpuid", IND_CPUID},
	{"msr", IND_MSR}, {"itr", IND_ITR}, {"dtr", IND_DTR}, {"dahr", IND_DAHR},
};

/* Forgets the rotating register names (a new .rot* or .proc). */
void as_rot_clear(struct assembler *as)
{
	for (size_t i = 0; i < as->nrot; i++)
		free(as->rot[i].name);
	as->nrot = 0;
}

/* ---- spellings ---------------------------------------------------------- */

/* text, kept once in program.strings. */
static const char *intern_spelling(struct assembler *as, const char *text)
{
	if (2 * (as->nspelling_names + 1) > as->spelling_names_cap) {
		size_t cap = as->spelling_names_cap ? 2 * as->spelling_names_cap : 64;
		const char **t = xcalloc(cap, sizeof *t);
		for (size_t i = 0; i < as->spelling_names_cap; i++) {
			const char *x = as->spelling_names[i];
			if (!x)
				continue;
			size_t k = name_index_hash(x) & (cap - 1);
			while (t[k])
				k = (k + 1) & (cap - 1);
			t[k] = x;
		}
		free(as->spelling_names);
		as->spelling_names = t;
		as->spelling_names_cap = cap;
	}
	size_t mask = as->spelling_names_cap - 1;
	size_t k = name_index_hash(text) & mask;
	for (; as->spelling_names[k]; k = (k + 1) & mask)
		if (strcmp(as->spelling_names[k], text) == 0)
			return as->spelling_names[k];
	as->nspelling_names++;
	return as->spelling_names[k] = arena_strndup(as->p->strings, text, strlen(text));
}

/* The letter of a general, floating-point, predicate or branch register. */
static const char own_prefix[] = {'r', 'f', 'p', 'b'};

/* The register's own name, as insn_text writes it. */
static void own_name(const struct operand *op, char *buf, size_t n)
{
	if (op->type != OP_REG)		/* the base of [r3] or pmc[r3] */
		snprintf(buf, n, "r%d", op->regno);
	else if (op->file <= RF_BR)
		snprintf(buf, n, "%c%d", own_prefix[op->file], op->regno);
	else if (op->file == RF_AR || op->file == RF_CR)
		effects_register_name((uint16_t)((op->file == RF_AR ? RES_AR0 : RES_CR0) +
						 op->regno), buf, n);
	else
		buf[0] = '\0';
}

/* Operand `operand` of the seq-th instruction names register op as text:
 * kept when that is not the register's own name. */
/* Is text "<prefix><regno>", a register's own name as own_name spells it
 * (most operands are: no need to format it)? */
static bool spelled_own(const char *text, char prefix, int regno)
{
	if (text[0] != prefix || text[1] < '0' || text[1] > '9' || (text[1] == '0' && text[2]))
		return false;
	int v = 0;
	for (const char *c = text + 1; *c; c++) {
		if (*c < '0' || *c > '9' || v > 1000)
			return false;
		v = 10 * v + (*c - '0');
	}
	return v == regno;
}

static void note_spelling(struct assembler *as, uint32_t seq, int operand, const char *text,
			  const struct operand *op)
{
	if (op->type != OP_REG ? spelled_own(text, 'r', op->regno)
	    : op->file <= RF_BR && spelled_own(text, own_prefix[op->file], op->regno))
		return;
	char own[32];
	own_name(op, own, sizeof own);
	if (!own[0] || strcmp(text, own) == 0)
		return;
	struct program *p = as->p;
	p->spellings = xgrow(p->spellings, &p->spellings_cap, p->nspellings, sizeof *p->spellings);
	p->spellings[p->nspellings++] = (struct asm_spelling){seq, (uint8_t)operand,
							      intern_spelling(as, text)};
}

/* "name[i]" of rotating register op (declared by .rotr/.rotf/.rotp). */
static void rotating_spelling(const struct assembler *as, const char *name,
			      const struct operand *op, char *buf, size_t n)
{
	buf[0] = '\0';
	for (size_t i = 0; i < as->nrot; i++)
		if (as->rot[i].file == (enum reg_file)op->file && strcmp(as->rot[i].name, name) == 0) {
			snprintf(buf, n, "%s[%d]", name, op->regno - as->rot[i].base);
			return;
		}
}

/* How the statement wrote each register operand of in, and its predicate. */
static void note_spellings(struct assembler *as, const struct stmt *s, const struct asm_insn *in)
{
	char buf[160];
	for (int i = 0; i < in->nops; i++) {
		const struct ast_operand *ao = &s->ops[i];
		const struct operand *op = &in->ops[i];
		if (op->type != OP_REG && op->type != OP_MEM && op->type != OP_IND)
			continue;
		if (op->type == OP_REG && ao->kind == AO_INDEXED) {
			rotating_spelling(as, ao->name, op, buf, sizeof buf);
			if (buf[0])
				note_spelling(as, in->seq, i, buf, op);
		} else if (ao->e && ao->e->op == E_SYM) {
			note_spelling(as, in->seq, i, ao->e->name, op);
		}
	}
	if (!in->qp)
		return;
	struct operand q = {.type = OP_REG, .file = RF_PR, .regno = in->qp};
	if (s->qp_index) {
		rotating_spelling(as, s->qp, &q, buf, sizeof buf);
		if (buf[0])
			note_spelling(as, in->seq, ASM_SPELLING_QP, buf, &q);
	} else {
		note_spelling(as, in->seq, ASM_SPELLING_QP, s->qp, &q);
	}
}

/* The first of n records of size bytes, sorted by their leading uint32_t
 * seq (struct asm_spelling, struct asm_source_line), whose seq is not
 * below seq. */
static size_t first_at_seq(const void *records, size_t n, size_t size, uint32_t seq)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		uint32_t at;
		memcpy(&at, (const char *)records + mid * size, sizeof at);
		if (at < seq)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

const char *program_operand_spelling(const struct program *p, const struct asm_insn *in,
				     int operand)
{
	if (in->generated)
		return NULL;
	size_t k = first_at_seq(p->spellings, p->nspellings, sizeof *p->spellings, in->seq);
	for (; k < p->nspellings && p->spellings[k].seq == in->seq; k++)
		if (p->spellings[k].operand == operand)
			return p->spellings[k].text;
	return NULL;
}

const struct asm_source_line *program_source_line(const struct program *p,
						   const struct asm_insn *in)
{
	if (in->generated)
		return NULL;
	size_t k = first_at_seq(p->source_lines, p->nsource_lines, sizeof *p->source_lines,
				in->seq);
	return k < p->nsource_lines && p->source_lines[k].seq == in->seq ? &p->source_lines[k]
									  : NULL;
}

/* ---- operands ----------------------------------------------------------- */

/* Turns a parsed operand into an encoder operand.  Immediates that need
 * symbols are kept (*keep) for pass 2.  Returns false after an error. */
static bool convert_operand(struct assembler *as, const struct ast_operand *ao,
			    struct operand *op, struct expr **keep)
{
	*keep = NULL;
	memset(op, 0, sizeof *op);
	switch (ao->kind) {
	case AO_EXPR: {
		const struct expr *e = ao->e;
		if (e->op == E_SYM && !e->forced_symbol && as_register_name(as, e->name, op)) {
			if (as->reg_error[0]) {
				diag_error(&ao->loc, "%s", as->reg_error);
				return false;
			}
			return true;
		}
		op->type = OP_IMM;
		const struct expr *big = expr_big_number(e);
		if (big) {
			diag_error(&big->loc, "number does not fit in 64 bits");
			return false;
		}
		struct value v;
		if (!expr_eval(as, e, &v, false))
			return false;
		if (v.kind == V_CONST) {
			op->imm = IMM_CONST;
			op->value = v.num;
		} else {
			op->imm = IMM_UNKNOWN;
			*keep = expr_keep(as, e);
		}
		return true;
	}
	case AO_MEM: {
		struct operand base;
		if (ao->e->op != E_SYM || !as_register_name(as, ao->e->name, &base) ||
		    base.type != OP_REG || base.file != RF_GR) {
			diag_error(&ao->loc, "expected a general register inside '[ ]'");
			return false;
		}
		if (as->reg_error[0]) {
			diag_error(&ao->loc, "%s", as->reg_error);
			return false;
		}
		op->type = OP_MEM;
		op->regno = base.regno;
		return true;
	}
	case AO_INDEXED: {
		struct value v;
		struct operand base;
		for (size_t i = 0; i < sizeof ind_names / sizeof ind_names[0]; i++) {
			if (strcasecmp(ao->name, ind_names[i].name) != 0)	/* CPUID[r3] too */
				continue;
			if (ao->e->op != E_SYM || !as_register_name(as, ao->e->name, &base) ||
			    base.type != OP_REG || base.file != RF_GR) {
				diag_error(&ao->loc, "expected a general register inside '%s[ ]'",
					   ao->name);
				return false;
			}
			op->type = OP_IND;
			op->ind = (uint8_t)ind_names[i].f;
			op->regno = base.regno;
			return true;
		}
		if (!expr_eval(as, ao->e, &v, true))
			return false;
		if (v.kind != V_CONST) {
			diag_error(&ao->loc, "register index must be a constant");
			return false;
		}
		if (as_rotating_register(as, ao->name, v.num, op, &ao->loc))
			return true;
		diag_error(&ao->loc, "unknown register file or rotating register '%s'",
			   ao->name);
		return false;
	}
	case AO_STRING:
	case AO_FLOAT:
		diag_error(&ao->loc, "a %s is not an instruction operand",
			   ao->kind == AO_STRING ? "string" : "floating-point number");
		return false;
	}
	return false;
}

static const char *operand_desc(const struct operand *op)
{
	static const char *const files[] = {"general register", "floating-point register",
					    "predicate register", "branch register",
					    "application register", "control register",
					    "data access hint register"};
	switch (op->type) {
	case OP_REG: return files[op->file];
	case OP_IMM: return "immediate";
	case OP_MEM: return "memory operand";
	case OP_IND: return "indirect register";
	case OP_SPECIAL: return "special register";
	}
	return "operand";
}

/* ---- instructions ------------------------------------------------------- */

/* Which forms of the mnemonic fit the operands by shape?  Picks the first
 * for its unit type; sets *dynamic when forms of several unit types fit (the
 * bundler then picks by slot, as GNU as does for chk.s). */
static const struct insn_form *pick_form(const struct insn_form *forms, size_t n,
					 const struct operand *ops, int nops,
					 int nouts, bool *dynamic,
					 const char **why, int *bad)
{
	const struct insn_form *first = NULL;
	*dynamic = false;
	*why = NULL;
	*bad = -1;
	for (size_t i = 0; i < n; i++) {
		const char *w;
		int b;
		if (!insn_match(&forms[i], ops, nops, nouts, false, &w, &b)) {
			/* remember the mismatch that got furthest */
			if (!*why || b > *bad) {
				*why = w;
				*bad = b;
			}
			continue;
		}
		if (!first)
			first = &forms[i];
		else if (forms[i].desc->type != first->desc->type &&
			 !(forms[i].desc->type == TYPE_A || first->desc->type == TYPE_A))
			*dynamic = true;
	}
	return first;
}

static const char *reg_text(const struct operand *op, char *buf, size_t n)
{
	static const char prefix[] = {'r', 'f', 'p', 'b'};
	if (op->file > RF_BR)
		return "?";
	snprintf(buf, n, "%c%d", prefix[op->file], op->regno);
	return buf;
}

/* What GNU as warns about the registers an instruction writes: a constant
 * register (r0, f0, f1) as an output or an updated base, the same register
 * written twice, and the halves of a floating-point pair that cannot be
 * loaded together. */
static void check_register_use(const struct asm_insn *in, const struct insn_desc *d)
{
	char a[16], b[16];
	struct operand written[INSN_MAX_OPERANDS + 1];
	int nw = 0;
	for (int i = 0; i < in->nouts; i++) {
		const struct operand *op = &in->ops[i];
		if (op->type != OP_REG)
			continue;
		if ((op->file == RF_GR && op->regno == 0) ||
		    (op->file == RF_FR && op->regno <= 1))
			diag_warning(&in->loc, "invalid use of '%s' as output operand",
				     reg_text(op, a, sizeof a));
		if (op->file <= RF_BR)
			written[nw++] = *op;
	}
	for (int i = 0; (d->flags & IF_POSTINC) && i < in->nops; i++) {
		const struct operand *op = &in->ops[i];
		if (op->type != OP_MEM)
			continue;
		if (op->regno == 0)
			diag_warning(&in->loc, "invalid use of 'r0' as base update address operand");
		else
			written[nw++] = (struct operand){.type = OP_REG, .file = RF_GR,
							 .regno = op->regno};
	}
	for (int i = 0; i < nw; i++)
		for (int k = 0; k < i; k++)
			if (written[i].file == written[k].file &&
			    written[i].regno == written[k].regno &&
			    !(written[i].file == RF_GR && written[i].regno == 0)) {
				diag_warning(&in->loc, "invalid duplicate use of '%s'",
					     reg_text(&written[i], a, sizeof a));
				break;
			}
	if (insn_loads_fp_pair(d) && in->nouts >= 2 && in->ops[0].type == OP_REG &&
	    in->ops[1].type == OP_REG) {
		int x = in->ops[0].regno, y = in->ops[1].regno;
		if ((x & 1) == (y & 1))
			diag_warning(&in->loc, "invalid simultaneous use of '%s' and '%s'",
				     reg_text(&in->ops[0], a, sizeof a), reg_text(&in->ops[1], b, sizeof b));
		else if ((x < 32) != (y < 32))
			diag_warning(&in->loc, "dangerous simultaneous use of '%s' and '%s'",
				     reg_text(&in->ops[0], a, sizeof a), reg_text(&in->ops[1], b, sizeof b));
	}
}

/* alloc r1=ar.pfs,i,l,o,r names the frame: in0.., loc0.., out0.. and the
 * rotating registers that .rotr may use. */
static void set_frame_from_alloc(struct assembler *as, const struct asm_insn *in)
{
	int64_t v[4];
	int base = in->nops - 4;
	if (base < 0)
		return;
	for (int i = 0; i < 4; i++) {
		const struct operand *op = &in->ops[base + i];
		if (op->type != OP_IMM || op->imm != IMM_CONST || op->value < 0 || op->value > 96)
			return;	/* the encoder reports it */
		v[i] = op->value;
	}
	as->frame = (struct frame){true, (int)v[0], (int)v[1], (int)v[2], (int)v[3]};
}

static void handle_insn(struct assembler *as, const struct stmt *s)
{
	/* GNU as bundles instructions in any section, .data included */
	as->p->sections[as->cur].code = true;
	const struct insn_form *forms;
	size_t nforms = insn_lookup(s->name, &forms);
	if (!nforms) {
		diag_error(&s->loc, "unknown instruction '%s'", s->name);
		return;
	}
	/* GNU as lets a comma end the operands ("nop.m 0,") but not stand
	 * between two ("add r1 = r2,, r3") */
	int nops = s->nops;
	if (nops && s->ops[nops - 1].omitted)
		nops--;
	if (nops > INSN_MAX_OPERANDS) {
		diag_error(&s->loc, "too many operands for '%s'", s->name);
		return;
	}
	for (int i = 0; i < nops; i++)
		if (s->ops[i].omitted) {
			diag_error(&s->ops[i].loc, "operand %d of '%s' is missing",
				   i + 1, s->name);
			return;
		}
	struct pending pend;
	memset(&pend, 0, sizeof pend);
	struct asm_insn *in = &pend.insn;
	in->loc = s->loc;
	in->seq = as->p->nwritten;
	in->nops = (uint8_t)nops;
	in->nouts = (uint8_t)s->nouts;
	bool ok = true;
	/* alloc's own output may name a register of the frame it defines
	 * ("alloc loc1 = ar.pfs, 2, 3, 4, 0"): its inputs come first, as in
	 * GNU as */
	bool is_alloc = forms[0].desc->flags & IF_ALLOC;
	int first = is_alloc ? s->nouts : 0;
	for (int i = first; i < nops; i++)
		ok &= convert_operand(as, &s->ops[i], &in->ops[i], &pend.exprs[i]);
	if (is_alloc) {
		set_frame_from_alloc(as, in);
		for (int i = 0; i < first; i++)
			ok &= convert_operand(as, &s->ops[i], &in->ops[i], &pend.exprs[i]);
	}
	if (s->qp) {
		struct operand q;
		bool is_reg;
		if (s->qp_index) {
			struct value v;
			is_reg = expr_eval(as, s->qp_index, &v, false) && v.kind == V_CONST &&
				 as_rotating_register(as, s->qp, v.num, &q, &s->qp_loc);
		} else {
			is_reg = as_register_name(as, s->qp, &q);
		}
		if (!is_reg || q.type != OP_REG || q.file != RF_PR) {
			diag_error(&s->qp_loc, "qualifying predicate must be a predicate register, not '%s'",
				   s->qp);
			ok = false;
		} else {
			in->qp = (uint8_t)q.regno;
		}
	}
	if (!ok)
		return;
	const char *why;
	int bad;
	bool dynamic;
	const struct insn_form *f = pick_form(forms, nforms, in->ops, nops,
					      s->nouts, &dynamic, &why, &bad);
	if (!f) {
		if (bad >= 0)
			diag_error(&s->ops[bad].loc, "operand %d of '%s': expected %s, not %s",
				   bad + 1, s->name, why, operand_desc(&in->ops[bad]));
		else
			diag_error(&s->loc, "%s for '%s'", why ? why : "bad operands",
				   s->name);
		return;
	}
	if (in->qp && (f->desc->flags & IF_NO_QP)) {
		diag_error(&s->qp_loc, "'%s' cannot be predicated", s->name);
		return;
	}
	/* a field with no relocation needs its value now: GNU as does not wait
	 * for a later definition */
	for (int i = 0; i < nops; i++) {
		if (pend.exprs[i] && i < f->desc->nopnds && f->desc->opnd[i]->constant) {
			diag_error(&s->ops[i].loc, "operand %d of '%s' must be a constant "
				   "known at this point", i + 1, s->name);
			return;
		}
	}
	in->form = f;
	check_register_use(in, f->desc);
	pend.forms = forms;
	pend.nforms = nforms;
	pend.dynamic = dynamic || f->desc->type == TYPE_ANY;
	if (!as->bytes_only)
		note_spellings(as, s, in);
	as_insn(as, f, s->name, &pend);
}

/* ---- statements --------------------------------------------------------- */

static void handle_label(struct assembler *as, const struct stmt *s)
{
	const char *name = s->name;
	if (isdigit((unsigned char)name[0]) && !s->quoted)
		name = define_local_label(as, name);
	int sym = as_sym_get(as, name);
	struct asm_symbol *y = &as->p->symbols[sym];
	/* a second definition is only allowed where the first one still is
	 * (code labels: where they were written); the later one wins */
	if ((y->kind == SYM_LABEL &&
	     (y->section != as->cur || y->value != (int64_t)as->p->sections[as->cur].size)) ||
	    y->kind == SYM_COMMON || y->fixed) {
		diag_error(&s->loc, "symbol '%s' is already defined", s->name);
		return;
	}
	as->sym_exprs[sym] = NULL;
	y->kind = SYM_LABEL;
	y->section = as->cur;
	y->loc = s->loc;
	/* in code, final when its instruction is placed; until then where
	 * it was written */
	y->value = (int64_t)as->p->sections[as->cur].size;
	if (as->p->sections[as->cur].code) {
		bundler_label(as, sym);
		depcheck_label(as->dv, name);	/* a possible entry */
	}
}

static void handle_assign(struct assembler *as, const struct stmt *s)
{
	as_define_equ(as, s->name, s->value, &s->loc, s->lazy);
	int sym = as_sym_find(as, s->name);
	if (s->lazy && sym >= 0)	/* "x == e": never defined again */
		as->p->symbols[sym].fixed = true;
}

void as_define_equ(struct assembler *as, const char *name, const struct expr *e,
		   const struct src_loc *loc, bool lazy)
{
	int sym = as_sym_get(as, name);
	struct asm_symbol *y = &as->p->symbols[sym];
	if (y->kind == SYM_LABEL || y->kind == SYM_COMMON || y->fixed) {
		diag_error(loc, "symbol '%s' is already defined", name);
		return;
	}
	/* "dst = r14", "fx = f8", "x = loc3", "y = dst": a register alias,
	 * bound to the register the name means now */
	struct operand reg;
	if (!lazy && e->op == E_SYM && !e->forced_symbol && as_register_name(as, e->name, &reg)) {
		if (as->reg_error[0]) {
			diag_error(&e->loc, "%s", as->reg_error);
			return;
		}
		y = &as->p->symbols[sym];
		y->kind = SYM_REG;
		y->reg = reg;
		y->loc = *loc;
		as->sym_exprs[sym] = NULL;
		return;
	}
	/* the value first, with the symbol as it was: "x = x + 1" counts on,
	 * and "b = a" after "a = b" stays a loop, found when used */
	struct value v;
	bool now = !lazy && expr_eval(as, e, &v, false) && v.kind == V_CONST;
	y = &as->p->symbols[sym];
	y->kind = SYM_EQU;
	y->lazy = lazy;
	y->resolved = false;
	y->loc = *loc;
	as->sym_exprs[sym] = NULL;
	/* "x = y" also gives x the type and size y has now */
	int t = e->op == E_SYM ? as_sym_find(as, e->name) : -1;
	if (t >= 0 && t != sym) {
		const struct asm_symbol *src = &as->p->symbols[t];
		y->type = src->type;
		y->function = src->function;
		y->has_size = src->has_size;
		y->size_from = src->has_size ? t + 1 : 0;
	}
	if (now) {
		as->p->symbols[sym].value = v.num;
	} else {
		as->sym_exprs[sym] = expr_keep_here(as, e);
	}
}

/* "// LLVM-MCA-BEGIN name" and friends, kept for the analysis. */
static void handle_marker(struct assembler *as, const struct stmt *s)
{
	const char *t = s->name + 2;	/* past "//" */
	while (*t == ' ' || *t == '\t')
		t++;
	enum marker_kind kind = MARK_ANNOTATION;
	if (strncmp(t, "LLVM-MCA-", 9) == 0 || strncmp(t, "IA64-PREDICT-", 13) == 0) {
		t += t[0] == 'L' ? 9 : 13;
		kind = strncmp(t, "BEGIN", 5) == 0 ? MARK_REGION_BEGIN : MARK_REGION_END;
		t += kind == MARK_REGION_BEGIN ? 5 : 3;
	} else {
		t += strlen("ia64-predict:");
	}
	while (*t == ' ' || *t == '\t')
		t++;
	size_t n = strlen(t);
	while (n && (t[n - 1] == ' ' || t[n - 1] == '\t' || t[n - 1] == '\r'))
		n--;
	struct program *p = as->p;
	p->markers = xgrow(p->markers, &as->markers_cap, p->nmarkers, sizeof *p->markers);
	char *text = xmalloc(n + 1);
	memcpy(text, t, n);
	text[n] = '\0';
	p->markers[p->nmarkers++] = (struct asm_marker){kind, text, s->loc, p->nwritten};
}

static void on_statement(void *ctx, const struct stmt *s)
{
	struct assembler *as = ctx;
	const struct src_loc *outer = as->stmt_loc;
	as->stmt_loc = &s->loc;
	switch (s->kind) {
	case ST_LABEL: handle_label(as, s); break;
	case ST_TAG: {
		const char *tag = isdigit((unsigned char)s->name[0])
				  ? define_local_label(as, s->name) : s->name;
		int sym = as_sym_get(as, tag);
		struct asm_symbol *y = &as->p->symbols[sym];
		if (y->kind != SYM_UNDEFINED) {
			diag_error(&s->loc, "symbol '%s' is already defined", s->name);
			break;
		}
		y->kind = SYM_LABEL;
		y->section = as->cur;
		y->loc = s->loc;
		y->value = (int64_t)as->p->sections[as->cur].size;
		if (as->p->sections[as->cur].code)
			bundler_tag(as, sym);
		break;
	}
	case ST_GLOBAL_LABEL: {
		handle_label(as, s);
		const char *name = isdigit((unsigned char)s->name[0]) ? NULL : s->name;
		if (name) {
			int sym = as_sym_get(as, name);	/* may move the symbol array */
			as->p->symbols[sym].global = true;
		}
		break;
	}
	case ST_INSN:
		if (as_is_directive(s->name))
			as_handle_directive(as, s);
		else
			handle_insn(as, s);
		break;
	case ST_DIRECTIVE: as_handle_directive(as, s); break;
	case ST_ASSIGN: handle_assign(as, s); break;
	case ST_STOP: as_stop_written(as, &s->loc); break;
	case ST_BUNDLE_BEGIN: as_brace(as, true, &s->loc); break;
	case ST_BUNDLE_END: as_brace(as, false, &s->loc); break;
	case ST_MARKER: handle_marker(as, s); break;
	}
	as->stmt_loc = outer;
}

/* ---- pass 2 ------------------------------------------------------------- */

/* A relocated branch target: the symbol written and, when the file
 * defines it in the branch's section, where. */
static void note_branch_symbol(struct program *p, const struct asm_insn *in,
			       const struct expr *e, const struct value *v)
{
	p->branch_symbols = xrealloc(p->branch_symbols,
				     (p->nbranch_symbols + 1) * sizeof *p->branch_symbols);
	struct asm_branch_symbol *bs = &p->branch_symbols[p->nbranch_symbols++];
	bs->insn = (uint32_t)(in - p->insns);
	bs->name = e->op == E_SYM && e->name ? xstrdup(e->name) : NULL;
	bs->defined = v->kind == V_ADDR && v->section == (int)in->section;
	bs->offset = bs->defined ? (uint64_t)v->num : 0;
}

static void free_branch_symbols(struct program *p)
{
	for (size_t i = 0; i < p->nbranch_symbols; i++)
		free(p->branch_symbols[i].name);
	free(p->branch_symbols);
	p->branch_symbols = NULL;
	p->nbranch_symbols = 0;
}

static int by_insn(const void *a, const void *b)
{
	uint32_t x = ((const struct asm_branch_symbol *)a)->insn;
	uint32_t y = ((const struct asm_branch_symbol *)b)->insn;
	return (x > y) - (x < y);
}

/* A relocated datum or immediate, and what it is when the file defines
 * it (v: its value, when evaluated). */
static void note_reloc(struct program *p, uint32_t insn, uint32_t section, uint64_t offset,
		       int size, const struct value *v)
{
	p->relocs = xgrow(p->relocs, &p->relocs_cap, p->nrelocs, sizeof *p->relocs);
	struct asm_reloc r = {insn, section, offset, (uint8_t)size, RELOC_NONE, false, 0, 0};
	if (v) {
		r.op = (uint8_t)v->reloc;
		r.local = v->kind == V_ADDR && !v->preemptible && v->section >= 0;
		r.target = r.local ? (uint32_t)v->section : 0;
		r.addend = r.local ? v->num : 0;
	}
	p->relocs[p->nrelocs++] = r;
}

static void resolve_operand(struct assembler *as, struct asm_insn *in, int i,
			    const struct expr *e)
{
	struct value v;
	struct operand *op = &in->ops[i];
	as->dot_section = (int)in->section;
	as->dot_value = (int64_t)in->offset;
	as->strict = true;
	bool ok = expr_eval(as, e, &v, true);
	as->strict = false;
	if (!ok) {
		op->imm = IMM_RELOC;
		note_reloc(as->p, (uint32_t)(in - as->p->insns), in->section, in->offset, 0, NULL);
		return;
	}
	op->reloc = (uint8_t)v.reloc;
	if (v.kind == V_CONST) {
		op->imm = IMM_CONST;
		op->value = v.num;
	} else if (v.kind == V_ADDR && v.section == (int)in->section && !v.reloc &&
		   !v.preemptible) {
		op->imm = IMM_ADDR;
		op->value = v.num;
	} else {
		op->imm = IMM_RELOC;
		op->value = v.num;
	}
	if (op->imm == IMM_RELOC || v.reloc) {
		as->p->sections[in->section].relocated = true;
		if (!insn_is_branch(in->form->desc))
			note_reloc(as->p, (uint32_t)(in - as->p->insns), in->section, in->offset, 0,
				   &v);
	}
	if (op->imm == IMM_RELOC && !v.reloc && insn_is_branch(in->form->desc))
		note_branch_symbol(as->p, in, e, &v);
}

/* Picks the final form by value among the forms of the same unit type and
 * encodes the instruction. */
/* Picks the final form by value among the forms of the same unit type and
 * encodes the instruction.  Returns false with the message in msg (of size
 * n) when it cannot. */
bool as_choose_and_encode(struct asm_insn *in, const struct insn_forms *f, char *msg, size_t n)
{
	const struct insn_form *forms = f->forms ? f->forms : in->form;
	size_t nforms = f->forms ? f->nforms : 1;
	const struct insn_form *chosen = NULL;
	const char *why = NULL;
	int bad = -1;
	if (f->as_written &&
	    !insn_match(f->as_written, in->ops, in->nops, in->nouts, true, &why, &bad)) {
		snprintf(msg, n, "operand %d of '%s' out of range: expected %s",
			 bad + 1, f->as_written->mnemonic, why);
		return false;
	}
	for (size_t i = 0; i < nforms && !chosen; i++) {
		if (forms[i].desc->type != in->form->desc->type)
			continue;
		const char *w;
		int b;
		if (insn_match(&forms[i], in->ops, in->nops, in->nouts, true, &w, &b))
			chosen = &forms[i];
		else if (!why || b > bad) {
			why = w;
			bad = b;
		}
	}
	if (!chosen) {
		if (bad >= 0)
			snprintf(msg, n, "operand %d of '%s' out of range: expected %s",
				 bad + 1, in->form->mnemonic, why);
		else
			snprintf(msg, n, "%s in '%s'", why ? why : "bad operands",
				 in->form->mnemonic);
		return false;
	}
	in->form = chosen;
	char err[128];
	if (!insn_encode(chosen, in->ops, in->qp, in->offset, &in->code, err, sizeof err)) {
		snprintf(msg, n, "%s in '%s'", err, chosen->mnemonic);
		return false;
	}
	return true;
}

/* What GNU as warns about an encoded instruction: an operand it changes
 * (lfetch.count's stride), a relocation its field cannot express. */
void as_insn_warnings(const struct asm_insn *in)
{
	const struct insn_desc *d = in->form->desc;
	const char *w = d->warn ? d->warn(in->ops) : NULL;
	if (w)
		diag_warning(&in->loc, "%s", w);
	for (int k = 0; k < d->nopnds && k < in->nops; k++) {
		const struct operand *op = &in->ops[k];
		const char *rn = op->type == OP_IMM && op->reloc
			? reloc_inexpressible((enum reloc_field)d->opnd[k]->reloc_field,
					      (enum reloc_op)op->reloc) : NULL;
		if (rn)
			diag_warning(&in->loc, "cannot express %s relocation", rn);
	}
}

/* The bytes of a bundle from its three encoded instructions. */
void as_write_bundle(const struct program *p, struct asm_section *sec, struct asm_bundle *bu)
{
	uint64_t slot[3];
	for (int k = 0; k < 3; k++) {
		const struct asm_insn *in = &p->insns[bu->insn[k]];
		if (in->code.nwords == 2)
			slot[k] = in->code.words[k == 1 ? 0 : 1];
		else
			slot[k] = in->code.words[0];
	}
	bundle_pack(bu->template_number, slot, sec->image + bu->offset);
}

void as_data_fixup(struct assembler *as, int size, struct expr *e, const struct src_loc *loc)
{
	as->data_fixups = xgrow(as->data_fixups, &as->data_fixups_cap, as->ndata_fixups,
				sizeof *as->data_fixups);
	as->data_fixups[as->ndata_fixups++] = (struct data_fixup){
		as->cur, as->p->sections[as->cur].size, size, e, *loc,
	};
}

int64_t as_relax_size(struct assembler *as, int64_t min)
{
	size_t i = as->nvar_fixups;
	int64_t s = as->guess && i < as->guess->n ? as->guess->size[i] : min;
	return s < min ? min : s;
}

void as_variable_fixup(struct assembler *as, int kind, int size, struct expr *e,
		       const struct src_loc *loc)
{
	as->var_fixups = xgrow(as->var_fixups, &as->var_fixups_cap, as->nvar_fixups,
			       sizeof *as->var_fixups);
	as->var_fixups[as->nvar_fixups] = (struct variable_fixup){
		kind, as->cur, as->p->sections[as->cur].size, size, as->nvar_fixups, e, *loc,
	};
	as->nvar_fixups++;
}

/* LEB128 of x in at least size bytes (padded with continuation bytes, as
 * a relaxed field that shrank keeps its size); returns the bytes it
 * takes at least. */
static int leb128(int64_t x, bool is_signed, uint8_t *out, int size)
{
	int n = 0;
	uint64_t u = (uint64_t)x;
	for (;;) {
		uint8_t b = (uint8_t)(u & 0x7f);
		bool done;
		if (is_signed) {
			x >>= 7;
			done = (x == 0 && !(b & 0x40)) || (x == -1 && (b & 0x40));
			u = (uint64_t)x;
		} else {
			u >>= 7;
			done = u == 0;
		}
		if (out && n < size)
			out[n] = b;
		n++;
		if (done)
			break;
		if (out && n - 1 < size)
			out[n - 1] |= 0x80;
	}
	int needed = n;
	uint8_t pad = is_signed && x < 0 ? 0x7f : 0;
	for (; out && n < size; n++) {	/* pad: continuation bytes, then the sign */
		out[n - 1] |= 0x80;
		out[n] = pad;
	}
	return needed;
}

/* The variable data, now that every label is placed: a guess that held
 * gets its bytes; one that did not asks for another run. */
static void settle_variable(struct assembler *as)
{
	struct program *p = as->p;
	for (size_t k = 0; k < as->nvar_fixups; k++) {
		const struct variable_fixup *d = &as->var_fixups[k];
		struct value v;
		int64_t needed;
		as->dot_section = d->section;
		as->dot_value = (int64_t)d->offset;
		if (!expr_eval(as, d->e, &v, true))
			continue;
		if (v.kind != V_CONST || v.reloc) {
			diag_error(&d->loc, "the value must be a constant when all labels are "
				   "known");
			continue;
		}
		struct asm_section *sec = &p->sections[d->section];
		if (d->kind == VAR_SPACE) {
			if (v.num < 0) {
				diag_error(&d->loc, "negative space (%lld)", (long long)v.num);
				continue;
			}
			needed = v.num;
		} else {
			needed = leb128(v.num, d->kind == VAR_SLEB128, NULL, 0);
			if (needed <= d->size && sec->image && d->offset + (uint64_t)d->size <= sec->size)
				leb128(v.num, d->kind == VAR_SLEB128, sec->image + d->offset, d->size);
			if (needed < d->size)
				needed = d->size;	/* fields only grow: this converges */
		}
		as->found.size = xgrow(as->found.size, &as->found.cap, d->index,
				       sizeof *as->found.size);
		while (as->found.n <= d->index)
			as->found.size[as->found.n++] = 0;
		as->found.size[d->index] = needed;
		if (needed != d->size && !as->relax_again) {
			as->relax_again = true;
			as->found.unsettled = d->loc;
		}
	}
}

/* Data whose values were not known when written: constants now (label
 * differences, later equates) go into the bytes. */
static void settle_data(struct assembler *as)
{
	struct program *p = as->p;
	for (size_t k = 0; k < as->ndata_fixups; k++) {
		const struct data_fixup *d = &as->data_fixups[k];
		struct value v;
		as->dot_section = d->section;
		as->dot_value = (int64_t)d->offset;
		struct asm_section *sec = &p->sections[d->section];
		as->strict = true;
		bool ok = expr_eval(as, d->e, &v, true);
		as->strict = false;
		if (!ok) {
			note_reloc(p, UINT32_MAX, (uint32_t)d->section, d->offset, d->size, NULL);
			continue;
		}
		if (v.kind != V_CONST || v.reloc) {
			/* a relocation fills it in: none exists for 1 and 2 bytes,
			 * and for 16 only @iplt's */
			if (d->size < 4 || (d->size == 16 && v.reloc != RELOC_IPLT))
				diag_error(&d->loc, "no relocation can fill %d bytes with this "
					   "value", d->size);
			sec->relocated = true;
			note_reloc(p, UINT32_MAX, (uint32_t)d->section, d->offset, d->size, &v);
			continue;
		}
		if (d->offset + (uint64_t)d->size <= sec->size && sec->image)
			as_data_bytes(sec, v.num, d->size, sec->image + d->offset);
	}
}

static void pass2(struct assembler *as)
{
	struct program *p = as->p;
	settle_variable(as);
	p->nrelocs = 0;
	settle_data(as);
	free_branch_symbols(p);
	for (size_t k = 0; k < as->nfixups; k++) {
		const struct fixup *fx = &as->fixups[k];
		resolve_operand(as, &p->insns[fx->insn], fx->operand, fx->e);
	}
	if (p->nbranch_symbols)
		qsort(p->branch_symbols, p->nbranch_symbols, sizeof *p->branch_symbols, by_insn);
	for (size_t i = 0; i < p->ninsns; i++) {
		char msg[256];
		if (!as_choose_and_encode(&p->insns[i], &as->insn_forms[i], msg, sizeof msg))
			diag_error(&p->insns[i].loc, "%s", msg);
		else
			as_insn_warnings(&p->insns[i]);
	}
	for (size_t si = 0; si < p->nsections; si++) {
		struct asm_section *sec = &p->sections[si];
		for (size_t b = 0; b < sec->nbundles; b++) {
			struct asm_bundle *bu = &sec->bundles[b];
			if (!bu->packed)
				as_write_bundle(p, sec, bu);
		}
	}
}

/* ---- entry points ------------------------------------------------------- */

/* Gives back what the instructions, bundles and section images were
 * allocated beyond their final length (they grow by doubling while read):
 * every later phase reads them, none adds to them. */
static void fit_program(struct program *p)
{
	if (p->insns_cap > p->ninsns && p->ninsns) {
		p->insns = xrealloc(p->insns, p->ninsns * sizeof *p->insns);
		p->insns_cap = p->ninsns;
	}
	for (size_t si = 0; si < p->nsections; si++) {
		struct asm_section *sec = &p->sections[si];
		if (sec->bundles_cap > sec->nbundles && sec->nbundles) {
			sec->bundles = xrealloc(sec->bundles, sec->nbundles * sizeof *sec->bundles);
			sec->bundles_cap = sec->nbundles;
		}
		if (sec->image_cap > sec->size && sec->size) {
			sec->image = xrealloc(sec->image, sec->size);
			sec->image_cap = sec->size;
		}
	}
}

/* The source's hooks: .if and .rept expressions, .ifdef. */
static bool eval_for_source(void *ctx, const char *text, size_t len,
			    const struct src_loc *loc, int64_t *value)
{
	struct assembler *as = ctx;
	struct arena *a = arena_new();
	struct expr *e = parse_expression(text, len, loc, a);
	struct value v;
	as->registers_compare = true;
	bool ok = e && expr_eval(as, e, &v, false);
	as->registers_compare = false;
	if (ok && v.kind != V_CONST) {
		diag_error(loc, "expression is not a constant known at this point");
		ok = false;
	}
	*value = ok ? v.num : 0;
	arena_free(a);
	return ok;
}

static bool defined_for_source(void *ctx, const char *name)
{
	struct assembler *as = ctx;
	int s = as_sym_find(as, name);
	return s >= 0 && as->p->symbols[s].kind != SYM_UNDEFINED;
}

/* One run over the input with guess as the sizes of the variable data;
 * *found and *again say what the run found. */
static struct program *assemble_once(const char *path, FILE *in, const struct asm_options *opt,
				     const struct relax *guess, struct relax *found,
				     bool *again)
{
	insn_table_init();
	struct program *p = xcalloc(1, sizeof *p);
	p->path = path;
	p->strings = arena_new();
	struct assembler as;
	memset(&as, 0, sizeof as);
	as.p = p;
	as.keep = arena_new();
	as.frame = (struct frame){0};
	as.open_proc = -1;
	as.bytes_only = opt->bytes_only;
	as.guess = guess;
	/* GNU as starts with .text, .data and .bss, in that order; code
	 * sections are aligned to bundles */
	as.cur = as_section_get(&as, ".text", 1);
	p->sections[as.cur].align = 16;
	as_section_get(&as, ".data", 0);
	as_section_get(&as, ".bss", 0);
	as.prev = as.cur;
	bundler_init(&as, opt->tune_itanium1);
	unwind_init(&as);
	as_modes_init(&as, opt->automatic, opt->no_dependencies,
		      opt->check_dependencies && !opt->bytes_only);
	dwarf_init(&as);
	unwind_check_errors(&as, opt->unwind_errors);
	struct source_hooks hooks = {&as, eval_for_source, defined_for_source};
	as.src = source_new(&hooks, p->strings);
	for (size_t i = 0; i < opt->ninclude_dirs; i++)
		source_add_include_dir(as.src, opt->include_dirs[i]);

	int before = diag_error_count();
	if (source_push_file(as.src, path, in)) {
		parse_source(as.src, on_statement, &as);
		bundler_end_of_input(&as);
		unwind_end_of_input(&as);
	}
	/* on after errors too: GNU as reports every bad line */
	pass2(&as);
	as_symbols_finish(&as);
	dwarf_finish(&as);	/* after the sizes of functions are known */
	p->errors = diag_error_count() - before;

	source_free(as.src);
	free(as.symtab);
	free(as.sym_exprs);
	free(as.locals);
	free(as.fixups);
	free(as.insn_forms);
	as_rot_clear(&as);
	free(as.rot);
	free(as.spelling_names);
	free(as.sect_stack);
	free(as.sizes);
	free(as.proc_names);
	free(as.data_fixups);
	free(as.var_fixups);
	*found = as.found;
	*again = as.relax_again && !p->errors;
	for (size_t i = 0; i < as.nsymvers; i++)
		free(as.symvers[i].name);
	free(as.symvers);
	bundler_free(&as);
	as_modes_free(&as);
	unwind_free(&as);
	dwarf_free(&as);
	arena_free(as.keep);
	fit_program(p);
	return p;
}

/* Runs until every guessed size holds (at most a few times: sizes only
 * grow).  The diagnostics of the runs before the last are dropped. */
static struct program *assemble(const char *path, FILE *in, const struct asm_options *opt)
{
	static const struct asm_options defaults = {0};
	if (!opt)
		opt = &defaults;
	struct relax guess = {0};
	struct program *p = NULL;
	for (int run = 0;; run++) {
		char *text = NULL;
		size_t len = 0;
		FILE *shown = diag_stream();
		FILE *capture = open_memstream(&text, &len);
		if (capture)
			diag_set_stream(capture);
		struct relax found = {0};
		bool again = false;
		int before = diag_error_count();
		if (run > 0 && in && fseek(in, 0, SEEK_SET) != 0) {
			struct src_loc l = {path, 1, 1, NULL};
			diag_error(&l, "sizes known only at the end need the input read "
				   "again; give it as a file, not a pipe");
			again = false;
		} else {
			program_free(p);
			p = assemble_once(path, in, opt, &guess, &found, &again);
		}
		if (capture) {
			diag_set_stream(shown);
			fclose(capture);
		}
		bool last = !again || run == 8;
		if (last && text)
			diag_write(text);
		free(text);
		free(guess.size);
		guess = found;
		if (last) {
			if (again)
				diag_error(&guess.unsettled, "the size of this datum depends on "
					   "itself and does not settle");
			p->errors = diag_error_count() - before;
			break;
		}
	}
	free(guess.size);
	return p;
}

struct program *program_assemble(const char *path, const char *text, size_t len)
{
	/* fmemopen cannot open an empty buffer */
	FILE *in = len ? fmemopen((void *)text, len, "r") : fopen("/dev/null", "r");
	if (!in) {
		struct program *p = xcalloc(1, sizeof *p);
		p->path = path;
		struct src_loc l = {path, 0, 0, NULL};
		diag_error(&l, "cannot read the text: out of memory");
		p->errors = 1;
		return p;
	}
	struct program *p = assemble(path, in, NULL);
	fclose(in);
	return p;
}

struct program *program_assemble_file(const char *path, FILE *in,
				      const struct asm_options *opt)
{
	return assemble(path, in, opt);
}

void program_free(struct program *p)
{
	if (!p)
		return;
	for (size_t i = 0; i < p->nsections; i++) {
		free(p->sections[i].name);
		free(p->sections[i].group);
		free(p->sections[i].obj_name);
		free(p->sections[i].link);
		free(p->sections[i].image);
		free(p->sections[i].bundles);
	}
	free(p->sections);
	for (size_t i = 0; i < p->nsymbols; i++) {
		free(p->symbols[i].name);
		free(p->symbols[i].obj_name);
		for (size_t k = 0; k < p->symbols[i].naliases; k++)
			free(p->symbols[i].aliases[k]);
		free(p->symbols[i].aliases);
	}
	free(p->symbols);
	for (size_t i = 0; i < p->nfiles; i++)
		free(p->files[i]);
	free(p->files);
	for (size_t i = 0; i < p->nprocs; i++)
		free(p->procs[i].name);
	free(p->procs);
	for (size_t i = 0; i < p->nmarkers; i++)
		free(p->markers[i].text);
	free(p->markers);
	free(p->relocs);
	free(p->violations);
	free(p->spellings);
	free(p->source_lines);
	free_branch_symbols(p);
	free(p->insns);
	if (p->strings)
		arena_free(p->strings);
	free(p);
}
