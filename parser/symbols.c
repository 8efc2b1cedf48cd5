/*
 * parser/symbols.c - symbol directives and the object file's symbol table.
 *
 * The directives (.global, .weak, .local, .hidden, .type, .size, .symver,
 * .comm, .lcomm, .set, .equiv, ...) record what GNU as would put in the
 * ELF symbol table; program_object_symbols lists that table the way the
 * object file would hold it, so that it can be checked against objdump.
 */
#include "assemble_internal.h"
#include "source.h"
#include "../common/strbuf.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- operands read as text ---------------------------------------------- */

int as_split_fields(const struct stmt *s, struct field *out, int max)
{
	const char *p = s->raw, *end = s->raw ? s->raw + s->raw_len : NULL;
	int n = 0;
	if (!p)
		return 0;
	end = source_operands_end(p, end);	/* a comment ends the operands */
	while (p < end && isspace((unsigned char)*p))
		p++;
	if (p == end)
		return 0;
	for (;;) {
		const char *start = p;
		int depth = 0;
		for (; p < end; p++) {
			if (*p == '"') {
				p = source_string_end(p, end);
				if (p == end)
					break;
			} else if (*p == '(') {
				depth++;
			} else if (*p == ')') {
				depth--;
			} else if (*p == ',' && depth <= 0) {
				break;
			}
		}
		const char *a = start, *b = p;
		while (a < b && isspace((unsigned char)*a))
			a++;
		while (b > a && isspace((unsigned char)b[-1]))
			b--;
		if (n < max) {
			out[n].s = a;
			out[n].n = (size_t)(b - a);
			out[n].loc = s->raw_loc.file ? s->raw_loc : s->loc;
			out[n].loc.col += (int)(a - s->raw);
		}
		n++;
		if (p >= end)
			break;
		p++;	/* the comma */
	}
	return n;
}

char *as_field_string(const struct field *f)
{
	const char *s = f->s;
	size_t n = f->n;
	if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
		s++;
		n -= 2;
	}
	char *out = xmalloc(n + 1);
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\\' && i + 1 < n)
			i++;
		out[k++] = s[i];
	}
	out[k] = '\0';
	return out;
}

char *as_field_symbol(const struct field *f)
{
	char *s = as_field_string(f);
	size_t n = strlen(s);
	if (n > 1 && s[n - 1] == '#' && f->s[0] != '"')	/* "name#": a symbol */
		s[n - 1] = '\0';
	return s;
}

bool as_field_is(const struct field *f, const char *word)
{
	return f->n == strlen(word) && strncmp(f->s, word, f->n) == 0;
}

/* ---- symbol directives -------------------------------------------------- */

/* The symbol a directive names: a name or a quoted name. */
static int named_symbol(struct assembler *as, const struct stmt *s, int i)
{
	if (i < s->nops && s->ops[i].kind == AO_EXPR && s->ops[i].e->op == E_SYM)
		return as_sym_get(as, s->ops[i].e->name);
	if (i < s->nops && s->ops[i].kind == AO_STRING)
		return as_sym_get(as, s->ops[i].str);
	diag_error(i < s->nops ? &s->ops[i].loc : &s->loc, "'%s' expects a symbol name",
		   s->name);
	return -1;
}

/* .global/.globl, .weak, .local, .hidden, .protected, .internal */
void as_d_binding(struct assembler *as, const struct stmt *s, int what)
{
	if (!s->nops)
		diag_error(&s->loc, "'%s' expects a symbol name", s->name);
	for (int i = 0; i < s->nops; i++) {
		if (s->ops[i].omitted)	/* ".global a,": the last, ignored */
			continue;
		int sym = named_symbol(as, s, i);
		if (sym < 0)
			return;
		struct asm_symbol *y = &as->p->symbols[sym];
		switch (what) {
		case BIND_GLOBAL: y->global = true; y->local = false; break;
		case BIND_WEAK: y->weak = true; y->local = false; break;
		case BIND_LOCAL: y->local = true; y->global = y->weak = false; break;
		case BIND_HIDDEN: y->visibility = SVIS_HIDDEN; break;
		case BIND_PROTECTED: y->visibility = SVIS_PROTECTED; break;
		case BIND_INTERNAL: y->visibility = SVIS_INTERNAL; break;
		}
	}
}

/* .type NAME, @function (also %function, #function, "function",
 * STT_FUNC, and the object, tls_object, common, notype and
 * gnu_indirect_function types) */
void as_d_type(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	struct field f[3];
	int n = as_split_fields(s, f, 3);
	if (n == 1) {	/* ".type name @function": a blank serves as the comma */
		size_t k = 0;
		while (k < f[0].n && f[0].s[k] != ' ' && f[0].s[k] != '\t')
			k++;
		size_t j = k;
		while (j < f[0].n && (f[0].s[j] == ' ' || f[0].s[j] == '\t'))
			j++;
		if (k < f[0].n) {
			f[1] = f[0];
			f[1].s += j;
			f[1].n -= j;
			f[1].loc.col += (int)j;
			f[0].n = k;
			n = 2;
		}
	}
	if (n != 2) {
		diag_error(&s->loc, "'.type' expects a symbol name and a type");
		return;
	}
	static const struct { const char *name; uint8_t type; } types[] = {
		{"function", STYPE_FUNC}, {"STT_FUNC", STYPE_FUNC},
		{"object", STYPE_OBJECT}, {"STT_OBJECT", STYPE_OBJECT},
		{"tls_object", STYPE_TLS}, {"STT_TLS", STYPE_TLS},
		{"common", STYPE_COMMON}, {"STT_COMMON", STYPE_COMMON},
		{"notype", STYPE_NONE}, {"STT_NOTYPE", STYPE_NONE},
		{"gnu_indirect_function", STYPE_GNU_IFUNC},
		{"STT_GNU_IFUNC", STYPE_GNU_IFUNC},
		{"gnu_unique_object", STYPE_GNU_UNIQUE},
	};
	const char *t = f[1].s;
	size_t tn = f[1].n;
	if (tn && (*t == '@' || *t == '%' || *t == '#')) {
		t++;
		tn--;
	} else if (tn >= 2 && *t == '"' && t[tn - 1] == '"') {
		t++;
		tn -= 2;
	}
	int type = -1;
	for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
		if (strlen(types[i].name) == tn && strncmp(types[i].name, t, tn) == 0)
			type = types[i].type;
	if (type < 0) {
		diag_error(&f[1].loc, "unknown symbol type '%.*s'", (int)f[1].n, f[1].s);
		return;
	}
	char *name = as_field_symbol(&f[0]);
	int sym = as_sym_get(as, name);
	free(name);
	struct asm_symbol *y = &as->p->symbols[sym];
	if (y->type && y->type != type)
		diag_warning(&s->loc, "symbol '%s' already has its type set", y->name);
	y->type = (uint8_t)type;
	if (type == STYPE_FUNC)
		y->function = true;
}

/* .size NAME, EXPR: evaluated at the end, with "." meaning here. */
void as_d_size(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	if (s->nops != 2 || s->ops[1].kind != AO_EXPR) {
		diag_error(&s->loc, "'.size' expects a symbol name and an expression");
		return;
	}
	int sym = named_symbol(as, s, 0);
	if (sym < 0)
		return;
	/* GNU as settles a difference within the current frag at once, with
	 * labels still waiting in the bundler at the place they were written */
	struct expr *e = expr_keep_here(as, s->ops[1].e);
	struct value v;
	as->provisional = true;
	bool now = expr_eval(as, e, &v, false) && v.kind == V_CONST && !v.reloc;
	as->provisional = false;
	struct asm_symbol *y = &as->p->symbols[sym];
	y->has_size = true;
	if (now) {
		y->size = v.num;
		y->size_pending = false;
		return;
	}
	y->size_pending = true;
	struct size_note note = {sym, e, s->loc};
	as->sizes = xgrow(as->sizes, &as->sizes_cap, as->nsizes, sizeof *as->sizes);
	as->sizes[as->nsizes++] = note;
}

/* .symver NAME, NAME2@VERSION (or @@, @@@): a second name for the symbol. */
void as_d_symver(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	struct field f[3];
	int n = as_split_fields(s, f, 3);
	if (n < 2 || !memchr(f[1].s, '@', f[1].n)) {
		diag_error(&s->loc, "'.symver' expects a symbol and a versioned name");
		return;
	}
	char *name = as_field_symbol(&f[0]);
	char *alias = as_field_symbol(&f[1]);
	as->symvers = xgrow(as->symvers, &as->symvers_cap, as->nsymvers, sizeof *as->symvers);
	as->symvers[as->nsymvers++] = (struct symver_note){as_sym_get(as, name), alias, s->loc};
	free(name);
}

/* .comm/.common NAME, SIZE [, ALIGN]: a common symbol, or space in .bss
 * when the name was made .local.  .lcomm NAME, SIZE, ALIGN: space in .bss. */
void as_d_common(struct assembler *as, const struct stmt *s, int local)
{
	int64_t size = 0, align = 0;
	struct value v;
	if (s->nops < 2 || s->nops > 3) {
		diag_error(&s->loc, local ? "'%s' expects a name, a size and an alignment"
					  : "'%s' expects a name, a size and an optional alignment",
			   s->name);
		return;
	}
	if (local && s->nops != 3) {
		diag_error(&s->loc, "'%s' expects a name, a size and an alignment", s->name);
		return;
	}
	for (int i = 1; i < s->nops; i++) {
		if (s->ops[i].kind != AO_EXPR || !expr_eval(as, s->ops[i].e, &v, false) ||
		    v.kind != V_CONST) {
			diag_error(&s->ops[i].loc, "'%s' expects constant sizes", s->name);
			return;
		}
		if (i == 1)
			size = v.num;
		else
			align = v.num;
	}
	if (size < 0) {		/* as GNU as: a warning, and nothing done */
		diag_warning(&s->loc, "size (%lld) out of range, ignored", (long long)size);
		return;
	}
	if (align < 0 || (align & (align - 1))) {
		diag_error(&s->loc, "bad alignment in '%s'", s->name);
		return;
	}
	int sym = named_symbol(as, s, 0);
	if (sym < 0)
		return;
	struct asm_symbol *y = &as->p->symbols[sym];
	if (y->kind == SYM_LABEL || y->kind == SYM_EQU || y->kind == SYM_REG) {
		diag_error(&s->loc, "symbol '%s' is already defined", y->name);
		return;
	}
	if (y->kind == SYM_COMMON) {	/* the first size stands */
		if (y->value != size)
			diag_warning(&s->loc, "size of '%s' is already %lld; not changing to %lld",
				     y->name, (long long)y->value, (long long)size);
		return;
	}
	if (s->nops < 3) {	/* the natural alignment of its size, at most 16 */
		align = 1;
		while (align < size && align < 16)
			align *= 2;
	}
	if (local || y->local) {
		int bss = as_section_get(as, ".bss", 0);
		struct asm_section *b = &as->p->sections[bss];
		uint64_t a = align ? (uint64_t)align : 1;
		b->size = (b->size + a - 1) & ~(a - 1);
		if (a > b->align)
			b->align = a;
		y = &as->p->symbols[sym];
		y->kind = SYM_LABEL;
		y->section = bss;
		y->value = (int64_t)b->size;
		y->loc = s->loc;
		if (!local) {	/* .comm of a .local name */
			y->type = STYPE_OBJECT;
			y->has_size = true;
			y->size = size;
		} else {
			y->lcomm_size = size;
		}
		b->size += (uint64_t)size;
		return;
	}
	y->kind = SYM_COMMON;
	y->value = size;
	y->common_align = (uint64_t)align;
	y->loc = s->loc;
}

/* .set/.equ NAME, EXPR (arg 0); .equiv (arg 1: refuses a name already
 * defined); .eqv (arg 2: also evaluated at each use). */
void as_d_set(struct assembler *as, const struct stmt *s, int equiv)
{
	if (s->nops != 2 || s->ops[1].kind != AO_EXPR ||
	    !(s->ops[0].kind == AO_STRING ||
	      (s->ops[0].kind == AO_EXPR && s->ops[0].e->op == E_SYM))) {
		diag_error(&s->loc, "'%s' expects a name and an expression", s->name);
		return;
	}
	const char *name = s->ops[0].kind == AO_STRING ? s->ops[0].str : s->ops[0].e->name;
	int sym = as_sym_find(as, name);
	if (equiv && sym >= 0 && as->p->symbols[sym].kind != SYM_UNDEFINED) {
		diag_error(&s->loc, "symbol '%s' is already defined", name);
		return;
	}
	as_define_equ(as, name, s->ops[1].e, &s->loc, equiv == 2);
	sym = as_sym_find(as, name);
	if (equiv && sym >= 0)	/* .equiv and .eqv symbols stay what they are */
		as->p->symbols[sym].fixed = true;
}

/* .endp: the procedure's symbol is as large as the procedure, unless a
 * .size gave it a size other than 0 or one that waits for the end. */
void as_proc_symbol_size(struct assembler *as, const struct asm_proc *pr, int sym)
{
	struct asm_symbol *y = &as->p->symbols[sym];
	if (y->kind != SYM_LABEL || y->section != (int)pr->section || y->size_pending ||
	    y->size != 0 || pr->end < (uint64_t)y->value)
		return;
	y->has_size = true;
	y->size = (int64_t)(pr->end - (uint64_t)y->value);
}

/* .secalias SECTION, "NAME" (arg 0) and .alias SYMBOL, "NAME" (arg 1):
 * the name the object file gives it. */
void as_d_alias(struct assembler *as, const struct stmt *s, int symbol)
{
	const char *name = NULL;
	if (s->nops == 2 && s->ops[0].kind == AO_EXPR && s->ops[0].e->op == E_SYM)
		name = s->ops[0].e->name;
	else if (s->nops == 2 && s->ops[0].kind == AO_STRING)
		name = s->ops[0].str;
	if (!name || s->ops[1].kind != AO_STRING) {
		diag_error(&s->loc, "'%s' expects a name and a quoted name", s->name);
		return;
	}
	char **slot;
	if (symbol) {
		int sym = as_sym_get(as, name);	/* may move the symbol array */
		slot = &as->p->symbols[sym].obj_name;
	} else {
		int sec = as_section_get(as, name, -1);
		slot = &as->p->sections[sec].obj_name;
	}
	if (*slot && strcmp(*slot, s->ops[1].str) != 0) {
		diag_error(&s->loc, "%s '%s' already has the name '%s' in the object file",
			   symbol ? "symbol" : "section", name, *slot);
		return;
	}
	free(*slot);
	*slot = xstrdup(s->ops[1].str);
}

const char *program_section_obj_name(const struct asm_section *s)
{
	return s->obj_name ? s->obj_name : s->name;
}

/* ---- the symbol table --------------------------------------------------- */

/* Evaluates the .size expressions and the equates now that every label
 * is placed.  Called at the end of pass 2. */
void as_symbols_finish(struct assembler *as)
{
	struct program *p = as->p;
	/* equates: a constant, an address in a section, or nothing yet
	 * (equated to an undefined symbol) */
	for (size_t i = 0; i < p->nsymbols; i++) {
		struct asm_symbol *y = &p->symbols[i];
		if (y->kind != SYM_EQU || (y->lazy && y->resolved))
			continue;
		if (!as->sym_exprs[i]) {
			y->resolved = true;
			y->section = -1;
			continue;
		}
		struct value v;
		struct operand reg;
		const struct expr *e = as->sym_exprs[i];
		if (e->op == E_SYM && !e->forced_symbol && as_register_name(as, e->name, &reg))
			continue;	/* "x == r2": a register, not in the table */
		as->dot_section = as->cur;
		as->dot_value = (int64_t)p->sections[as->cur].size;
		if (!expr_eval(as, as->sym_exprs[i], &v, true) || v.reloc)
			continue;
		y = &p->symbols[i];
		if (v.kind == V_CONST) {
			y->resolved = true;
			y->section = -1;
			y->value = v.num;
		} else if (v.kind == V_ADDR) {
			y->resolved = true;
			y->section = v.section;
			y->value = v.num;
		}
	}
	for (size_t i = 0; i < as->nsymvers; i++) {
		struct symver_note *n = &as->symvers[i];
		struct asm_symbol *y = &p->symbols[n->sym];
		y->aliases = xrealloc(y->aliases, (y->naliases + 1) * sizeof *y->aliases);
		y->aliases[y->naliases++] = n->name;
		n->name = NULL;
	}
	for (size_t i = 0; i < as->nsizes; i++) {
		const struct size_note *n = &as->sizes[i];
		struct value v;
		if (!expr_eval(as, n->e, &v, true))
			continue;
		if (v.kind != V_CONST) {
			diag_error(&n->loc, "'.size' expression for '%s' is not a constant",
				   p->symbols[n->sym].name);
			continue;
		}
		p->symbols[n->sym].size = v.num;
	}
	for (size_t i = 0; i < p->nsymbols; i++)
		if (p->symbols[i].size_from)
			p->symbols[i].size = p->symbols[p->symbols[i].size_from - 1].size;
}

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A label that never reaches the symbol table: "1:" (numbered), the
 * assembler's own (\001...), and, unless kept, names starting with '.'. */
static bool hidden_label(const char *name, bool keep_locals)
{
	if (strchr(name, '\002') || name[0] == '\001')
		return true;
	return name[0] == '.' && !keep_locals;
}

static void add(struct obj_symbol **v, size_t *n, size_t *cap, struct obj_symbol s)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*v = xrealloc(*v, *cap * sizeof **v);
	}
	(*v)[(*n)++] = s;
}

size_t program_object_symbols(const struct program *p, bool keep_locals,
			      struct obj_symbol **out)
{
	struct obj_symbol *v = NULL;
	size_t n = 0, cap = 0;
	for (size_t i = 0; i < p->nfiles; i++)
		add(&v, &n, &cap, (struct obj_symbol){.name = p->files[i], .section = NULL,
						      .bind = 'l', .type = STYPE_FILE});
	struct obj_section *secs;
	size_t nsecs = program_object_sections(p, &secs);
	for (size_t i = 0; i < nsecs; i++) {
		add(&v, &n, &cap, (struct obj_symbol){.name = secs[i].name,
						      .section = secs[i].name,
						      .bind = 'l', .type = STYPE_SECTION});
		/* a group's signature, when no symbol of that name is defined */
		const struct asm_symbol *sig = secs[i].sec ? NULL
					      : program_symbol(p, secs[i].group);
		if (!secs[i].sec && (!sig || sig->kind == SYM_UNDEFINED))
			add(&v, &n, &cap, (struct obj_symbol){.name = secs[i].group,
							      .section = ".group", .bind = 'l'});
	}
	program_object_sections_free(secs, nsecs);
	for (size_t i = 0; i < p->nsymbols; i++) {
		const struct asm_symbol *y = &p->symbols[i];
		struct obj_symbol o = {.name = y->obj_name ? y->obj_name : y->name,
				       .type = y->type,
				       .visibility = y->visibility, .size = (uint64_t)y->size};
		o.bind = y->weak ? 'w' : y->global ? 'g' : 'l';
		switch (y->kind) {
		case SYM_REG:
			continue;
		case SYM_UNDEFINED:
			if (y->weak && !y->used)
				continue;
			if (hidden_label(y->name, keep_locals) && !y->global)
				continue;
			o.section = "*UND*";
			o.bind = y->weak ? 'w' : 'u';
			break;
		case SYM_COMMON:
			o.section = "*COM*";
			o.bind = 'u';
			o.value = (uint64_t)y->value;	/* objdump shows the size here */
			o.size = y->common_align;	/* and the alignment here */
			o.type = STYPE_OBJECT;
			break;
		case SYM_LABEL:
		case SYM_EQU:
			if (!y->global && !y->weak && hidden_label(y->name, keep_locals))
				continue;
			if (y->kind == SYM_EQU && !y->resolved)
				continue;	/* equated to an undefined symbol */
			o.section = y->section >= 0 ? program_section_obj_name(&p->sections[y->section])
						    : "*ABS*";
			o.value = (uint64_t)y->value;
			if (y->lcomm_size)
				o.size = (uint64_t)y->lcomm_size;
			/* a symbol in a TLS section is a TLS symbol */
			if (y->section >= 0 && (p->sections[y->section].flags & SECF_TLS))
				o.type = STYPE_TLS;
			break;
		}
		if (y->function && o.type == STYPE_NONE)
			o.type = STYPE_FUNC;
		/* STT_COMMON on a defined symbol makes it a global object;
		 * gnu_unique_object is an object of unique binding */
		if (o.type == STYPE_COMMON && y->kind != SYM_COMMON) {
			o.type = STYPE_OBJECT;
			if (o.bind == 'l')
				o.bind = 'g';
		}
		if (o.type == STYPE_GNU_UNIQUE) {
			o.type = STYPE_OBJECT;
			o.bind = 'U';
		}
		/* .symver names: "name@V" and "name@@V" beside the symbol;
		 * "name@@@V" instead of it (as "name@@V"), and an undefined
		 * symbol is known by its versioned name alone */
		bool replaced = false;
		for (size_t k = 0; k < y->naliases; k++)
			replaced |= y->kind == SYM_UNDEFINED || strstr(y->aliases[k], "@@@");
		if (!replaced)
			add(&v, &n, &cap, o);
		for (size_t k = 0; k < y->naliases; k++) {
			struct obj_symbol a = o;
			a.name = y->aliases[k];
			char *at3 = strstr(y->aliases[k], "@@@");
			if (at3)	/* drop one '@' */
				memmove(at3 + 2, at3 + 3, strlen(at3 + 3) + 1);
			add(&v, &n, &cap, a);
		}
	}
	(void)cmp_name;
	*out = v;
	return n;
}

/* ---- the sections of the object file ----------------------------------- */

/* The relocation section GNU as writes for s: its relocated fields, or
 * the entries of an unwind table (all relocated). */
static bool has_relocations(const struct asm_section *s)
{
	return s->relocated || (s->type == SEC_IA64_UNWIND && s->size > 0);
}

size_t program_object_sections(const struct program *p, struct obj_section **out)
{
	/* the groups, in the order their first sections appear */
	const char **groups = xcalloc(p->nsections + 1, sizeof *groups);
	size_t ngroups = 0;
	for (size_t i = 0; i < p->nsections; i++) {
		const char *g = p->sections[i].group;
		size_t k;
		if (!g)
			continue;
		for (k = 0; k < ngroups && strcmp(groups[k], g) != 0; k++)
			;
		if (k == ngroups)
			groups[ngroups++] = g;
	}
	/* ELF section numbers: the groups first, then each section followed by
	 * its relocations, as GNU as lays them out */
	uint32_t *index = xcalloc(p->nsections + 1, sizeof *index);
	uint32_t next = 1 + (uint32_t)ngroups;
	for (size_t i = 0; i < p->nsections; i++) {
		index[i] = next++;
		if (has_relocations(&p->sections[i]))
			next++;
	}
	struct obj_section *v = xcalloc(ngroups + p->nsections + 1, sizeof *v);
	size_t n = 0;
	for (size_t k = 0; k < ngroups; k++) {
		struct obj_section *o = &v[n++];
		o->name = ".group";
		o->group = groups[k];
		o->type = SEC_GROUP;
		o->entsize = 4;
		o->align = 4;
		size_t members = 0;
		bool comdat = false;
		for (size_t i = 0; i < p->nsections; i++)
			if (p->sections[i].group && strcmp(p->sections[i].group, groups[k]) == 0) {
				members += has_relocations(&p->sections[i]) ? 2 : 1;
				comdat |= p->sections[i].comdat;
			}
		o->size = 4 * (1 + members);
		o->contents = xcalloc(o->size, 1);
		size_t w = 0;
		uint32_t word = comdat ? 1 : 0;	/* GRP_COMDAT */
		w++;
		for (size_t i = 0; i < p->nsections; i++) {
			if (!p->sections[i].group || strcmp(p->sections[i].group, groups[k]) != 0)
				continue;
			uint32_t idx[2] = {index[i], index[i] + 1};
			for (int r = 0; r < (has_relocations(&p->sections[i]) ? 2 : 1); r++) {
				uint8_t *b = o->contents + 4 * w++;
				b[0] = (uint8_t)idx[r];
				b[1] = (uint8_t)(idx[r] >> 8);
				b[2] = (uint8_t)(idx[r] >> 16);
				b[3] = (uint8_t)(idx[r] >> 24);
			}
		}
		uint8_t *b = o->contents;	/* the flag word, little-endian */
		b[0] = (uint8_t)word;
		b[1] = b[2] = b[3] = 0;
	}
	for (size_t i = 0; i < p->nsections; i++) {
		const struct asm_section *s = &p->sections[i];
		struct obj_section *o = &v[n++];
		o->name = program_section_obj_name(s);
		o->sec = s;
		o->group = s->group;
		o->type = s->type;
		o->flags = s->flags;
		o->size = s->size;
		o->align = s->align;
		o->entsize = s->entsize;
	}
	free(groups);
	free(index);
	*out = v;
	return n;
}

void program_object_sections_free(struct obj_section *v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i].contents);
	free(v);
}
