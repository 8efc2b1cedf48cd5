/*
 * machine/insn.c - mnemonic index, operand matching, syllable encoding,
 * templates and bundle packing.  The rows themselves live in table_*.c.
 */
#include "table.h"
#include "../common/arena.h"
#include "../common/nameidx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the mnemonic index ------------------------------------------------ */

static struct {
	const struct insn_desc *tables[5];
	size_t sizes[5];
} units;

/* The mnemonics looked up, hashed to their forms: a file names few, each
 * many times (the cache costs nothing until asked).  Open addressing;
 * when it is three quarters full, the others are searched for each
 * time. */
#define LOOKUP_CACHE_BITS 10
struct looked_up {
	const char *mnemonic;		/* index_'s own spelling; NULL: empty */
	uint32_t first, count;
};
static struct looked_up lookup_cache[1 << LOOKUP_CACHE_BITS];
static size_t lookup_cached;

/* Every spelling of every row, sorted by spelling and then by row order, so
 * that the forms of one mnemonic are together, in the order the table
 * prefers them, and a lookup is a binary search (its answers cached).
 *
 * The index is made once, at build time: machine/mkindex links this file
 * compiled with INSN_INDEX_AT_RUN_TIME, which builds it here (the
 * spellings end to end in one buffer), and writes it out as
 * machine/insn_index.inc, the static table every other build reads (a
 * process no longer spends 3 M instructions on it, however small its
 * file). */
#ifdef INSN_INDEX_AT_RUN_TIME
struct spelled_form {
	struct insn_form form;		/* form.mnemonic: set once the buffer is whole */
	size_t name_at;			/* where its spelling starts in names */
	size_t order;
};
static struct spelled_form *forms;	/* while the index is built */
static size_t nforms, forms_cap;
static char *names;			/* the spellings, each NUL-terminated */
static size_t names_len, names_cap;
static struct insn_form *index_;	/* the sorted forms */

static void add_form(const struct insn_desc *d, uint64_t bits, const char *name, size_t len,
		     size_t order)
{
	if (nforms == forms_cap) {
		forms_cap = forms_cap ? 2 * forms_cap : 1024;
		forms = xrealloc(forms, forms_cap * sizeof *forms);
	}
	if (names_len + len + 1 > names_cap) {
		names_cap = names_cap ? 2 * names_cap : 65536;
		names = xrealloc(names, names_cap);
	}
	memcpy(names + names_len, name, len);
	names[names_len + len] = '\0';
	forms[nforms++] = (struct spelled_form){{d, bits, NULL}, names_len, order};
	names_len += len + 1;
}

/* Appends text to name (of size sizeof name in expand_row), cut short to
 * fit; the new length. */
static size_t append_text(char *name, size_t len, size_t size, const char *text)
{
	size_t n = strlen(text);
	if (n > size - 1 - len)
		n = size - 1 - len;
	memcpy(name + len, text, n);
	return len + n;
}

/* Adds every spelling of row d: its name followed by one choice per group. */
static void expand_row(const struct insn_desc *d, size_t order)
{
	int ngroups = 0;
	while (ngroups < INSN_MAX_GROUPS && d->groups[ngroups])
		ngroups++;
	int choice[INSN_MAX_GROUPS] = {0};
	for (;;) {
		char name[96];
		size_t len = append_text(name, 0, sizeof name, d->name);
		uint64_t bits = d->opcode;
		for (int g = 0; g < ngroups; g++) {
			const struct completer *c = &d->groups[g][choice[g]];
			len = append_text(name, len, sizeof name, c->text);
			bits |= c->bits;
		}
		add_form(d, bits, name, len, order);
		/* next combination, last group fastest */
		int g = ngroups - 1;
		while (g >= 0) {
			choice[g]++;
			if (d->groups[g][choice[g]].text)
				break;
			choice[g] = 0;
			g--;
		}
		if (g < 0)
			return;
	}
}

static int spelled_cmp(const void *a, const void *b)
{
	const struct spelled_form *x = *(const struct spelled_form *const *)a,
				  *y = *(const struct spelled_form *const *)b;
	int c = strcmp(x->form.mnemonic, y->form.mnemonic);
	if (c)
		return c;
	if (x->order != y->order)
		return x->order < y->order ? -1 : 1;
	return x < y ? -1 : x > y;	/* two spellings of a row: as made */
}

static void build_index(void)
{
	if (index_)
		return;
	size_t order = 0;
	for (int u = 0; u < 5; u++)
		for (size_t i = 0; i < units.sizes[u]; i++)
			expand_row(&units.tables[u][i], order++);
	for (size_t i = 0; i < nforms; i++)
		forms[i].form.mnemonic = names + forms[i].name_at;
	/* sorted by pointer: qsort moves words faster than structs */
	const struct spelled_form **sorted = xrealloc(NULL, (nforms ? nforms : 1) * sizeof *sorted);
	for (size_t i = 0; i < nforms; i++)
		sorted[i] = &forms[i];
	qsort(sorted, nforms, sizeof *sorted, spelled_cmp);
	index_ = xrealloc(NULL, nforms * sizeof *index_);
	for (size_t i = 0; i < nforms; i++)
		index_[i] = sorted[i]->form;
	free(sorted);
	free(forms);
	forms = NULL;
	forms_cap = 0;
}

static void free_index(void)
{
	free(names);
	names = NULL;
	names_len = names_cap = 0;
	free(index_);
	index_ = NULL;
	nforms = 0;
}
#else
#include "insn_index.inc"	/* index_forms[] */
static const struct insn_form *const index_ = index_forms;
static const size_t nforms = sizeof index_forms / sizeof *index_forms;
static void build_index(void) {}
static void free_index(void) {}
#endif

void insn_table_init(void)
{
	const struct insn_desc *t[5] = {table_a, table_i, table_m, table_f, table_b};
	size_t s[5] = {table_a_size, table_i_size, table_m_size, table_f_size,
		       table_b_size};
	for (int u = 0; u < 5; u++) {
		units.tables[u] = t[u];
		units.sizes[u] = s[u];
	}
	build_index();
}

void insn_table_free(void)
{
	free_index();
	memset(lookup_cache, 0, sizeof lookup_cache);
	lookup_cached = 0;
}

/* The first form >= mnemonic and how many have it (binary search). */
static size_t search(const char *mnemonic, size_t *first)
{
	size_t lo = 0, hi = nforms;
	while (lo < hi) {	/* first form >= mnemonic */
		size_t mid = lo + (hi - lo) / 2;
		if (strcmp(index_[mid].mnemonic, mnemonic) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	size_t end = lo;
	while (end < nforms && strcmp(index_[end].mnemonic, mnemonic) == 0)
		end++;
	*first = lo;
	return end - lo;
}

size_t insn_lookup(const char *mnemonic, const struct insn_form **out)
{
	uint64_t h = name_index_hash(mnemonic);
	size_t mask = (1u << LOOKUP_CACHE_BITS) - 1, i = (size_t)(h >> 32) & mask;
	for (; lookup_cache[i].mnemonic; i = (i + 1) & mask) {
		if (strcmp(lookup_cache[i].mnemonic, mnemonic) == 0) {
			*out = &index_[lookup_cache[i].first];
			return lookup_cache[i].count;
		}
	}
	size_t first, n = search(mnemonic, &first);
	*out = first < nforms ? &index_[first] : NULL;
	if (n && lookup_cached < (mask + 1) / 4 * 3) {
		lookup_cache[i] = (struct looked_up){index_[first].mnemonic, (uint32_t)first,
						     (uint32_t)n};
		lookup_cached++;
	}
	return n;
}

size_t insn_form_count(void)
{
	return nforms;
}

const struct insn_form *insn_form_at(size_t i)
{
	return i < nforms ? &index_[i] : NULL;
}

size_t insn_form_index(const struct insn_form *form)
{
	uintptr_t at = (uintptr_t)form, base = (uintptr_t)index_;
	if (!index_ || at < base || at >= base + nforms * sizeof *index_ ||
	    (at - base) % sizeof *index_)
		return nforms;
	return (at - base) / sizeof *index_;
}

size_t insn_unit_forms(const struct insn_form *form, enum insn_type u,
		       const struct insn_form **forms)
{
	static const char letter[] = {'a', 'i', 'm', 'f', 'b', 'x', '?'};
	if (u == TYPE_B && strcmp(form->desc->name, "hint") == 0)
		u = TYPE_I;
	char name[32];
	snprintf(name, sizeof name, "%s.%c", form->mnemonic, letter[u]);
	return insn_lookup(name, forms);
}

const struct insn_form *insn_nop_form(enum insn_type u)
{
	static const char *const names[] = {"nop.i", "nop.i", "nop.m", "nop.f",
					    "nop.b", "nop.x", "nop.i"};
	const struct insn_form *forms;
	if (insn_lookup(names[u], &forms) == 0)
		return NULL;
	return forms;
}

const struct insn_form *insn_srlz_form(bool instruction)
{
	const struct insn_form *forms;
	if (insn_lookup(instruction ? "srlz.i" : "srlz.d", &forms) == 0)
		return NULL;
	return forms;
}

size_t insn_table_size(void)
{
	size_t n = 0;
	for (int u = 0; u < 5; u++)
		n += units.sizes[u];
	return n;
}

const struct insn_desc *insn_table_row(size_t i)
{
	for (int u = 0; u < 5; u++) {
		if (i < units.sizes[u])
			return &units.tables[u][i];
		i -= units.sizes[u];
	}
	return NULL;
}

/* ---- matching ---------------------------------------------------------- */

/* Does operand op have the shape kind k wants?  Values are checked only
 * when check_value is set and the value is a known constant. */
static const char *match_operand(const struct operand_kind *k,
				 const struct operand *op, bool check_value)
{
	if (op->type != k->type)
		return k->what;
	switch (k->type) {
	case OP_REG:
		if (op->file != k->file)
			return k->what;
		if (k->fixed >= 0 && op->regno != k->fixed)
			return k->what;
		if (op->regno < k->min || op->regno > k->max)
			return k->what;
		return NULL;
	case OP_MEM:
		return NULL;
	case OP_IND:
		return op->ind == k->ind ? NULL : k->what;
	case OP_SPECIAL:
		return op->special == k->special ? NULL : k->what;
	case OP_IMM:
		/* a branch target takes a label or a constant, no @operator
		 * (known once the value is: in the final match) */
		if (k->pcrel && op->reloc != RELOC_NONE)
			return k->what;
		if (!check_value || op->imm != IMM_CONST || k->pcrel)
			return NULL;
		if (op->value < k->min || op->value > k->max)
			return k->what;
		return NULL;
	}
	return k->what;
}

bool insn_match(const struct insn_form *form, const struct operand *ops,
		int nops, int nouts, bool match_values, const char **why, int *bad)
{
	const struct insn_desc *d = form->desc;
	if (nops != d->nopnds || nouts != d->nouts) {
		if (why)
			*why = "wrong number of operands";
		if (bad)
			*bad = -1;
		return false;
	}
	for (int i = 0; i < nops; i++) {
		const char *w = match_operand(d->opnd[i], &ops[i], match_values);
		if (w) {
			if (why)
				*why = w;
			if (bad)
				*bad = i;
			return false;
		}
	}
	if (match_values && d->check) {
		const char *w = d->check(ops);
		if (w) {
			if (why)
				*why = w;
			if (bad)
				*bad = -1;
			return false;
		}
	}
	return true;
}

/* ---- encoding ---------------------------------------------------------- */

static uint64_t transform(enum value_xform x, int64_t v)
{
	switch (x) {
	case XF_NONE: return (uint64_t)v;
	case XF_MINUS1: return (uint64_t)(v - 1);
	case XF_63MINUS: return (uint64_t)(63 - v);
	case XF_31MINUS: return (uint64_t)(31 - v);
	case XF_NEG: return (uint64_t)-v;
	case XF_IMM_MINUS1: return (uint64_t)(v - 1);
	case XF_SHR4: return (uint64_t)v >> 4;
	}
	return (uint64_t)v;
}

bool table_constant_in_range(const struct operand_kind *kind,
			     const struct operand *op, const char *not_constant,
			     const char *out_of_range, const char **why)
{
	*why = NULL;
	if (op->imm == IMM_UNKNOWN)
		return false;
	if (op->imm != IMM_CONST)
		*why = not_constant;
	else if (op->value < kind->min || op->value > kind->max)
		*why = out_of_range;
	return *why == NULL;
}

static void pack_fields(const struct operand_kind *k, uint64_t v, uint64_t *word)
{
	for (int f = 0; f < k->nfields; f++) {
		const struct bitfield *b = &k->fields[f];
		uint64_t mask = (b->width >= 64) ? ~0ull : ((1ull << b->width) - 1);
		*word |= ((v >> b->value_lsb) & mask) << b->insn_lsb;
	}
}

static const char *encode_operand(const struct operand_kind *k,
				  const struct operand *op, uint64_t ip,
				  uint64_t words[2])
{
	if (k->encode)
		return k->encode(k, op, ip, words);
	switch (op->type) {
	case OP_REG:
		if (k->fixed >= 0)
			return NULL;
		pack_fields(k, (uint64_t)op->regno, &words[0]);
		return NULL;
	case OP_MEM:
	case OP_IND:
		pack_fields(k, (uint64_t)op->regno, &words[0]);
		return NULL;
	case OP_SPECIAL:
		return NULL;
	case OP_IMM:
		break;
	}
	if (k->pcrel) {
		int64_t disp;
		if (op->imm == IMM_ADDR)	/* a label in this section */
			disp = op->value - (int64_t)(ip & ~15ull);
		else if (op->imm == IMM_CONST)	/* GNU as: a constant is the displacement */
			disp = op->value;
		else
			return NULL;	/* the linker fills it: field stays 0 */
		if (disp < k->min || disp > k->max)
			return "branch target out of range";
		pack_fields(k, (uint64_t)(disp >> 4), &words[0]);
		return NULL;
	}
	if (op->imm != IMM_CONST) {
		if (k->constant)
			return "this immediate must be a constant";
		return NULL;		/* relocation: field stays 0 */
	}
	if (op->value < k->min || op->value > k->max)
		return "immediate out of range";
	pack_fields(k, transform(k->xform, op->value), &words[0]);
	return NULL;
}

bool insn_encode(const struct insn_form *form, const struct operand *ops,
		 int qp, uint64_t ip, struct insn_code *out, char *err,
		 size_t errlen)
{
	const struct insn_desc *d = form->desc;
	uint64_t words[2] = {0, 0};
	bool lx = d->type == TYPE_LX;
	/* for L+X the table bits belong to the X syllable (words[1]) */
	words[lx ? 1 : 0] = form->bits;
	for (int i = 0; i < d->nopnds; i++) {
		/* plain operands of L+X rows (movl's r1) live in the X syllable */
		uint64_t *w = (lx && !d->opnd[i]->encode) ? &words[1] : &words[0];
		uint64_t tmp[2] = {*w, words[1]};
		const char *why = encode_operand(d->opnd[i], &ops[i], ip,
						 d->opnd[i]->encode ? words : tmp);
		if (why) {
			snprintf(err, errlen, "%s", why);
			return false;
		}
		if (!d->opnd[i]->encode)
			*w = tmp[0];
	}
	words[lx ? 1 : 0] |= (uint64_t)(qp & 63);
	out->words[0] = words[0] & ((1ull << 41) - 1);
	out->words[1] = words[1] & ((1ull << 41) - 1);
	out->nwords = lx ? 2 : 1;
	return true;
}

/* ---- templates and bundles --------------------------------------------- */

static const struct template_desc templates[16] = {
	[0x00 >> 1] = {".mii", {TYPE_M, TYPE_I, TYPE_I}, -1},
	[0x02 >> 1] = {".mi_i", {TYPE_M, TYPE_I, TYPE_I}, 1},
	[0x04 >> 1] = {".mlx", {TYPE_M, TYPE_LX, TYPE_LX}, -1},
	[0x08 >> 1] = {".mmi", {TYPE_M, TYPE_M, TYPE_I}, -1},
	[0x0A >> 1] = {".m_mi", {TYPE_M, TYPE_M, TYPE_I}, 0},
	[0x0C >> 1] = {".mfi", {TYPE_M, TYPE_F, TYPE_I}, -1},
	[0x0E >> 1] = {".mmf", {TYPE_M, TYPE_M, TYPE_F}, -1},
	[0x10 >> 1] = {".mib", {TYPE_M, TYPE_I, TYPE_B}, -1},
	[0x12 >> 1] = {".mbb", {TYPE_M, TYPE_B, TYPE_B}, -1},
	[0x16 >> 1] = {".bbb", {TYPE_B, TYPE_B, TYPE_B}, -1},
	[0x18 >> 1] = {".mmb", {TYPE_M, TYPE_M, TYPE_B}, -1},
	[0x1C >> 1] = {".mfb", {TYPE_M, TYPE_F, TYPE_B}, -1},
};

const struct template_desc *template_get(int number)
{
	if (number < 0 || number > 31)
		return NULL;
	const struct template_desc *t = &templates[number >> 1];
	return t->name ? t : NULL;
}

int template_by_name(const char *name)
{
	if (*name == '.')
		name++;
	for (int i = 0; i < 16; i++)
		if (templates[i].name && strcmp(templates[i].name + 1, name) == 0)
			return 2 * i;
	return -1;
}

void bundle_pack(int template_number, const uint64_t slot[3], uint8_t out[16])
{
	const uint64_t m41 = (1ull << 41) - 1;
	uint64_t s0 = slot[0] & m41, s1 = slot[1] & m41, s2 = slot[2] & m41;
	/* bits 0-4 template, 5-45 slot 0, 46-86 slot 1, 87-127 slot 2 */
	uint64_t lo = (uint64_t)(template_number & 31) | (s0 << 5) | (s1 << 46);
	uint64_t hi = (s1 >> 18) | (s2 << 23);
	for (int i = 0; i < 8; i++) {
		out[i] = (uint8_t)(lo >> (8 * i));
		out[8 + i] = (uint8_t)(hi >> (8 * i));
	}
}

void bundle_unpack(const uint8_t in[16], int *template_number, uint64_t slot[3])
{
	const uint64_t m41 = (1ull << 41) - 1;
	uint64_t lo = 0, hi = 0;
	for (int i = 0; i < 8; i++) {
		lo |= (uint64_t)in[i] << (8 * i);
		hi |= (uint64_t)in[8 + i] << (8 * i);
	}
	*template_number = (int)(lo & 31);
	slot[0] = (lo >> 5) & m41;
	slot[1] = ((lo >> 46) | (hi << 18)) & m41;
	slot[2] = (hi >> 23) & m41;
}

/* ---- relocation operators ---------------------------------------------- */

enum reloc_op reloc_combine(enum reloc_op outer, enum reloc_op inner)
{
	if (outer != RELOC_LTOFF)
		return RELOC_NONE;
	switch (inner) {
	case RELOC_FPTR: return RELOC_LTOFF_FPTR;
	case RELOC_TPREL: return RELOC_LTOFF_TPREL;
	case RELOC_DTPMOD: return RELOC_LTOFF_DTPMOD;
	case RELOC_DTPREL: return RELOC_LTOFF_DTPREL;
	default: return RELOC_NONE;
	}
}

#define RBIT(r) (1u << (r))

const char *reloc_inexpressible(enum reloc_field f, enum reloc_op r)
{
	/* the operators with no relocation for each field, as GNU as 2.40
	 * reports them */
	static const uint32_t none_for[] = {
		[RFIELD_IMM14] = ~(RBIT(RELOC_NONE) | RBIT(RELOC_TPREL) |
				   RBIT(RELOC_DTPREL)),
		[RFIELD_IMM22] = RBIT(RELOC_FPTR) | RBIT(RELOC_SECREL) |
				 RBIT(RELOC_SEGREL) | RBIT(RELOC_LTV) |
				 RBIT(RELOC_DTPMOD) | RBIT(RELOC_IPLT),
		[RFIELD_IMM64] = RBIT(RELOC_LTOFFX) | RBIT(RELOC_SECREL) |
				 RBIT(RELOC_SEGREL) | RBIT(RELOC_LTV) |
				 RBIT(RELOC_DTPMOD) | RBIT(RELOC_IPLT) |
				 RBIT(RELOC_LTOFF_TPREL) |
				 RBIT(RELOC_LTOFF_DTPMOD) |
				 RBIT(RELOC_LTOFF_DTPREL),
		[RFIELD_DATA4] = RBIT(RELOC_LTOFF) | RBIT(RELOC_LTOFFX) |
				 RBIT(RELOC_PLTOFF) | RBIT(RELOC_TPREL) |
				 RBIT(RELOC_DTPMOD) | RBIT(RELOC_IPLT) |
				 RBIT(RELOC_LTOFF_TPREL) |
				 RBIT(RELOC_LTOFF_DTPMOD) |
				 RBIT(RELOC_LTOFF_DTPREL),
		[RFIELD_DATA8] = RBIT(RELOC_LTOFF) | RBIT(RELOC_LTOFFX) |
				 RBIT(RELOC_IPLT) | RBIT(RELOC_LTOFF_TPREL) |
				 RBIT(RELOC_LTOFF_DTPMOD) |
				 RBIT(RELOC_LTOFF_DTPREL),
	};
	static const char *const base[RELOC_COUNT] = {
		[RELOC_GPREL] = "GPREL", [RELOC_LTOFF] = "LTOFF",
		[RELOC_PCREL] = "PCREL", [RELOC_FPTR] = "FPTR",
		[RELOC_LTOFF_FPTR] = "LTOFF_FPTR", [RELOC_SEGREL] = "SEGREL",
		[RELOC_SECREL] = "SECREL", [RELOC_LTV] = "LTV",
		[RELOC_TPREL] = "TPREL", [RELOC_LTOFF_TPREL] = "LTOFF_TPREL",
		[RELOC_DTPMOD] = "DTPMOD", [RELOC_LTOFF_DTPMOD] = "LTOFF_DTPMOD",
		[RELOC_DTPREL] = "DTPREL", [RELOC_LTOFF_DTPREL] = "LTOFF_DTPREL",
		[RELOC_IPLT] = "IPLT", [RELOC_LTOFFX] = "LTOFF",
		[RELOC_PLTOFF] = "PLTOFF",
	};
	static const char *const suffix[] = {
		[RFIELD_IMM14] = "14", [RFIELD_IMM22] = "22",
		[RFIELD_IMM64] = "64I", [RFIELD_DATA4] = "32LSB",
		[RFIELD_DATA8] = "64LSB",
	};
	static char name[32];
	if (f == RFIELD_NONE || f > RFIELD_DATA8 || r <= RELOC_NONE ||
	    r >= RELOC_COUNT || !(none_for[f] & RBIT(r)))
		return NULL;
	/* @ltoffx is LTOFF..X in the instruction fields, plain LTOFF.. in
	 * data */
	bool x = r == RELOC_LTOFFX && (f == RFIELD_IMM14 || f == RFIELD_IMM22);
	snprintf(name, sizeof name, "%s%s%s", base[r], suffix[f], x ? "X" : "");
	return name;
}

bool insn_is_branch(const struct insn_desc *d)
{
	return (d->type == TYPE_B && !(d->flags & (IF_NOP | IF_BRP))) ||
	       (d->type == TYPE_LX && d->lat == LAT_BRANCH);
}

static enum hint_b_mode hint_b_mode;

void insn_set_hint_b_mode(enum hint_b_mode m)
{
	hint_b_mode = m;
}

enum hint_b_mode insn_hint_b_mode(void)
{
	return hint_b_mode;
}

bool insn_loads_fp_pair(const struct insn_desc *d)
{
	return d->format && (strcmp(d->format, "M11") == 0 || strcmp(d->format, "M12") == 0);
}

bool insn_is_loop_branch(const struct insn_desc *d)
{
	static const char *const names[] = {"br.cloop", "br.ctop", "br.cexit",
					    "br.wtop", "br.wexit"};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(d->name, names[i]) == 0)
			return true;
	return false;
}

const char *insn_type_name(enum insn_type type)
{
	static const char *const n[] = {"A", "I", "M", "F", "B", "LX", "any"};
	return n[type];
}

const char *insn_port_class_name(enum port_class pc)
{
	static const char *const n[] = {
		"none", "A", "I", "I0", "ishift", "M-load", "M-store",
		"M-fpload", "M-single", "M0", "M2", "M", "chk.s", "F", "B", "LX"};
	return n[pc];
}

const char *insn_latency_class_name(enum latency_class lc)
{
	static const char *const n[] = {
		"none", "adder", "multimedia", "mmu", "getf", "setf", "fmac",
		"fmisc", "int-load", "fp-load", "ieu2", "ar-cr", "to-pr",
		"move-indirect", "store", "branch"};
	return n[lc];
}

int bundle_ninsns(const struct asm_bundle *b)
{
	return b->insn[2] == b->insn[1] ? 2 : 3;
}
