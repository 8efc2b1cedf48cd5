/*
 * parser/directives.c - assembler directives.
 *
 * Directives that change what lands in a code section (sections, data,
 * alignment, templates, frames and register names) are carried out; those
 * that only annotate the object file (symbol types, unwind records, debug
 * lines) are checked for their operand shape and otherwise ignored.  An
 * unknown directive is an error, as in GNU as.
 */
#include "assemble_internal.h"
#include "../common/nameidx.h"
#include "flonum.h"
#include "source.h"
#include "unwind.h"
#include "dwarf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef void directive_fn(struct assembler *as, const struct stmt *s, int arg);

static bool const_operand(struct assembler *as, const struct stmt *s, int i,
			  int64_t *out)
{
	struct value v;
	if (i >= s->nops || s->ops[i].kind != AO_EXPR) {
		diag_error(i < s->nops ? &s->ops[i].loc : &s->loc,
			   "'%s' expects a constant expression", s->name);
		return false;
	}
	if (!expr_eval(as, s->ops[i].e, &v, false))
		return false;
	if (v.kind != V_CONST) {
		diag_error(&s->ops[i].loc, "'%s' expects a constant expression", s->name);
		return false;
	}
	*out = v.num;
	return true;
}

static bool name_operand(const struct stmt *s, int i, const char **out)
{
	if (i < s->nops && s->ops[i].kind == AO_EXPR && s->ops[i].e->op == E_SYM) {
		*out = s->ops[i].e->name;
		return true;
	}
	if (i < s->nops && s->ops[i].kind == AO_STRING) {
		*out = s->ops[i].str;
		return true;
	}
	diag_error(i < s->nops ? &s->ops[i].loc : &s->loc, "'%s' expects a name", s->name);
	return false;
}

/* Any section directive flushes the bundler, even one naming the current
 * section (GNU as does). */
void as_switch_section(struct assembler *as, int sec)
{
	bundler_flush(as);
	as->prev_valid = true;
	if (sec == as->cur)
		return;
	as->prev = as->cur;
	as->cur = sec;
}

/* .text, .data, .bss, .rodata, .sdata, .sbss: arg indexes the names.  A
 * subsection number other than 0 is refused: the order it would give the
 * section's contents is not modelled. */
static const char *const named_sections[] = {".text", ".data", ".bss", ".rodata",
					     ".sdata", ".sbss", ".comment"};

static void d_section_named(struct assembler *as, const struct stmt *s, int arg)
{
	int64_t sub = 0;
	if (s->nops && !const_operand(as, s, 0, &sub))
		return;
	if (sub != 0) {
		diag_error(&s->ops[0].loc, "subsections are not supported");
		return;
	}
	as_switch_section(as, as_section_get(as, named_sections[arg], -1));
}

static void d_subsection(struct assembler *as, const struct stmt *s, int arg)
{
	(void)as;
	(void)arg;
	diag_error(&s->loc, "subsections are not supported");
}

/* Section flags written as in "awx" or as #alloc, #write, #execinstr,
 * #tls; returns false on an unknown flag. */
static bool section_flag(char c, uint64_t *flags)
{
	switch (c) {
	case 'a': *flags |= SECF_ALLOC; return true;
	case 'w': *flags |= SECF_WRITE; return true;
	case 'x': *flags |= SECF_EXEC; return true;
	case 'M': *flags |= SECF_MERGE; return true;
	case 'S': *flags |= SECF_STRINGS; return true;
	case 'G': *flags |= SECF_GROUP; return true;
	case 'T': *flags |= SECF_TLS; return true;
	case 'o': *flags |= SECF_LINK_ORDER; return true;
	case 'e': *flags |= SECF_EXCLUDE; return true;
	case 'R': *flags |= SECF_RETAIN; return true;
	case 's': *flags |= SECF_IA64_SHORT; return true;	/* IA-64: short data */
	}
	return false;
}

/* A section type: @progbits, %nobits, "note", @1, ...  Returns 1 for a
 * type, 0 for an unknown name (GNU as warns and keeps PROGBITS), -1 when
 * the field is not a type at all. */
static int section_type(const struct field *f, uint32_t *type)
{
	static const struct { const char *name; uint32_t type; } types[] = {
		{"progbits", SEC_PROGBITS}, {"nobits", SEC_NOBITS}, {"note", SEC_NOTE},
		{"init_array", SEC_INIT_ARRAY}, {"fini_array", SEC_FINI_ARRAY},
		{"preinit_array", SEC_PREINIT_ARRAY}, {"unwind", SEC_IA64_UNWIND},
	};
	const char *t = f->s;
	size_t n = f->n;
	if (n && (*t == '@' || *t == '%')) {
		t++;
		n--;
	} else if (n >= 2 && *t == '"' && t[n - 1] == '"') {
		t++;
		n -= 2;
	} else {
		return -1;
	}
	for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
		if (strlen(types[i].name) == n && strncmp(types[i].name, t, n) == 0) {
			*type = types[i].type;
			return 1;
		}
	if (n && t[0] >= '0' && t[0] <= '9') {
		char buf[32];
		snprintf(buf, sizeof buf, "%.*s", (int)(n < 31 ? n : 31), t);
		char *end;
		unsigned long long v = strtoull(buf, &end, 0);
		if (!*end && v <= 0xffffffffu) {
			*type = (uint32_t)v;
			return 1;
		}
	}
	*type = SEC_PROGBITS;
	return 0;
}

/* What a .section directive says of its section besides the name. */
struct section_attrs {
	uint32_t type;
	uint64_t flags, entsize;
	bool given_flags, given_type;
	char *group, *link;	/* allocated, or NULL */
	bool comdat;
};

/* The group of a section with the 'G' flag (f[*k] on: GROUP [, comdat]),
 * or with '?' (same_group) the current section's group. */
static void read_section_group(struct assembler *as, const struct stmt *s,
			       const struct field *f, int n, int *k, bool same_group,
			       struct section_attrs *a)
{
	if ((a->flags & SECF_GROUP) && n > *k) {
		a->group = as_field_string(&f[*k]);
		++*k;
		if (n > *k && as_field_is(&f[*k], "comdat")) {
			a->comdat = true;
			++*k;
		}
	} else if (same_group) {
		const char *g = as->p->sections[as->cur].group;
		if (g) {
			a->group = xstrdup(g);
			a->flags |= SECF_GROUP;
			a->comdat = as->p->sections[as->cur].comdat;
		}
	} else if (a->flags & SECF_GROUP) {	/* GNU as: a warning, no group */
		diag_warning(&s->loc, "group name for a section in a group not given");
		a->flags &= ~(uint64_t)SECF_GROUP;
	}
}

/* NAME, "FLAGS" [, @TYPE [, ENTSIZE] [, GROUP [, comdat]] [, LINK]]:
 * the attributes after the name (f[1] on). */
static bool read_quoted_attrs(struct assembler *as, const struct stmt *s,
			      const struct field *f, int n, struct section_attrs *a)
{
	bool same_group = false;
	a->given_flags = true;
	for (size_t i = 1; i + 1 < f[1].n; i++) {
		if (f[1].s[i] == '?') {	/* the previous section's group */
			same_group = true;
			continue;
		}
		if (!section_flag(f[1].s[i], &a->flags)) {
			/* fatal in GNU as: nothing after it is read */
			diag_error(&f[1].loc, "unknown section flag '%c' (known: a, e, o, "
				   "s, w, x, G, M, R, S, T); reading stops here", f[1].s[i]);
			source_end(as->src);
			return false;
		}
	}
	int k = 2;
	if (n > k) {
		int t = section_type(&f[k], &a->type);
		if (t < 0) {
			diag_error(&f[k].loc, "expected a section type, not '%.*s'",
				   (int)f[k].n, f[k].s);
			return false;
		}
		if (t == 0)
			diag_warning(&f[k].loc, "unrecognized section type");
		a->given_type = true;
		k++;
	}
	if ((a->flags & SECF_MERGE) && n > k) {
		char *e = as_field_string(&f[k]);
		a->entsize = strtoull(e, NULL, 0);
		free(e);
		k++;
	} else if (a->flags & SECF_MERGE) {	/* GNU as: a warning, not mergeable */
		diag_warning(&s->loc, "entity size for a mergeable section not given");
		a->flags &= ~(uint64_t)(SECF_MERGE | SECF_STRINGS);
	}
	read_section_group(as, s, f, n, &k, same_group, a);
	if ((a->flags & SECF_LINK_ORDER) && n > k) {
		a->link = as_field_symbol(&f[k]);
		k++;
	}
	if (k < n) {
		diag_error(&f[k].loc, "unexpected '%.*s' after the section's attributes",
			   (int)f[k].n, f[k].s);
		return false;
	}
	return true;
}

/* NAME, #alloc, #write, #execinstr, #tls, #exclude: the flags after the
 * name (f[1] on). */
static bool read_hash_attrs(const struct field *f, int n, struct section_attrs *a)
{
	static const struct { const char *name; char flag; } hash[] = {
		{"#alloc", 'a'}, {"#write", 'w'}, {"#execinstr", 'x'},
		{"#tls", 'T'}, {"#exclude", 'e'},
	};
	for (int k = 1; k < n; k++) {
		size_t i;
		for (i = 0; i < sizeof hash / sizeof hash[0]; i++)
			if (as_field_is(&f[k], hash[i].name))
				break;
		if (i == sizeof hash / sizeof hash[0]) {
			diag_error(&f[k].loc, "unknown section attribute '%.*s'",
				   (int)f[k].n, f[k].s);
			return false;
		}
		section_flag(hash[i].flag, &a->flags);
		a->given_flags = true;
	}
	return true;
}

/* A new section (sc, called name) takes the attributes written for it,
 * weighed against its name's conventions (conventional: there are some,
 * dtype and dflags). */
static void give_section_attrs(const struct stmt *s, const char *name, struct asm_section *sc,
			       struct section_attrs *a, bool conventional, uint32_t dtype,
			       uint64_t dflags)
{
	if (a->given_flags) {
		/* flags beyond the convention's (and those any section may
		 * take) are kept with a warning; otherwise the convention's
		 * flags stay and the written ones are added */
		uint64_t free_flags = SECF_ALLOC | SECF_MERGE | SECF_STRINGS |
				      SECF_GROUP | SECF_LINK_ORDER | SECF_EXCLUDE |
				      SECF_RETAIN;
		if (conventional && (a->flags & ~(dflags | free_flags)))
			diag_warning(&s->loc, "setting incorrect section attributes for %s",
				     name);
		else if (conventional)
			a->flags |= dflags;
		sc->flags = a->flags;
		sc->entsize = a->entsize;
		sc->code = (a->flags & SECF_EXEC) != 0;
	}
	if (a->given_type) {
		if (conventional && a->type != dtype)
			diag_warning(&s->loc, "setting incorrect section type for %s", name);
		sc->type = a->type;
	}
	if (a->group)
		sc->comdat = a->comdat;
	if (a->link) {
		sc->link = a->link;
		a->link = NULL;
	}
}

/* .section NAME [, "FLAGS" [, @TYPE [, ENTSIZE] [, GROUP [, comdat]]]]
 * and .section NAME, #alloc, #write, ...; .pushsection likewise (arg 1).
 * A section made with attributes other than its name's conventions gets
 * them with a warning; attributes that change an existing section are
 * ignored with a warning (a conventional name) or refused, as GNU as does. */
static void d_section(struct assembler *as, const struct stmt *s, int push)
{
	struct field f[8];
	int n = as_split_fields(s, f, 8);
	if (n < 1 || f[0].n == 0) {
		diag_error(&s->loc, "'%s' expects a section name", s->name);
		return;
	}
	char *name = as_field_symbol(&f[0]);	/* ".foo#": the name .foo */
	struct section_attrs a = {0};
	bool ok;
	if (n > 1 && f[1].n && f[1].s[0] == '"')
		ok = read_quoted_attrs(as, s, f, n, &a);
	else
		ok = read_hash_attrs(f, n, &a);
	if (!ok)
		goto out;
	if (push) {
		as->sect_stack = xrealloc(as->sect_stack,
					  (as->nsect_stack + 1) * sizeof *as->sect_stack);
		as->sect_stack[as->nsect_stack++] = as->cur;
	}
	uint32_t dtype;
	uint64_t dflags, dentsize;
	bool conventional = as_section_defaults(name, &dtype, &dflags, &dentsize);
	if (!a.given_type)
		a.type = dtype;
	if (a.given_flags && (dflags & SECF_IA64_SHORT))
		a.flags |= SECF_IA64_SHORT;	/* IA-64: .sdata and .sbss are short */
	if (a.given_flags && !a.entsize)
		a.entsize = dentsize;
	size_t before = as->p->nsections;
	int sec = as_section_get_in_group(as, name, a.group, -1);
	struct asm_section *sc = &as->p->sections[sec];
	if (as->p->nsections > before) {
		give_section_attrs(s, name, sc, &a, conventional, dtype, dflags);
	} else if ((a.given_flags && a.flags != sc->flags) || (a.given_type && a.type != sc->type)) {
		if (conventional)
			diag_warning(&s->loc, "ignoring changed section attributes for %s", name);
		else
			diag_error(&s->loc, "changed section attributes for %s", name);
	}
	as_switch_section(as, sec);
out:
	free(a.group);
	free(a.link);
	free(name);
}

static void d_previous(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	if (!as->prev_valid) {	/* as GNU as: a warning */
		diag_warning(&s->loc, ".previous without a section directive before it; ignored");
		return;
	}
	as_switch_section(as, as->prev);
}

static void d_popsection(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	if (!as->nsect_stack) {	/* as GNU as: a warning */
		diag_warning(&s->loc, ".popsection without .pushsection; ignored");
		return;
	}
	as_switch_section(as, as->sect_stack[--as->nsect_stack]);
}

/* GNU as for IA-64 aligns every multi-byte datum to its size, except the
 * unaligned ".ua" spellings. */
/* Data directives that GNU as does not align: the .ua forms, .2byte,
 * .4byte and .8byte. */
static bool unaligned_data(const char *name)
{
	static const char *const names[] = {".2byte", ".4byte", ".8byte"};
	size_t n = strlen(name);
	if (n > 3 && strcmp(name + n - 3, ".ua") == 0)
		return true;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(name, names[i]) == 0)
			return true;
	return false;
}

static void natural_align(struct assembler *as, const struct stmt *s, int size)
{
	if (size <= 1 || unaligned_data(s->name))
		return;
	uint64_t cur = as->p->sections[as->cur].size;
	uint64_t pad = ((cur + (uint64_t)size - 1) & ~((uint64_t)size - 1)) - cur;
	as_section_align(as, (uint64_t)size);
	as_section_emit(as, NULL, pad, &s->loc);
}

/* Data: arg is the size of each item in bytes. */
static void reverse(uint8_t *b, size_t n)
{
	for (size_t i = 0; i < n / 2; i++) {
		uint8_t t = b[i];
		b[i] = b[n - 1 - i];
		b[n - 1 - i] = t;
	}
}

/* The bytes of value x in size bytes (16: sign-extended), in the byte
 * order of the section (.msb/.lsb). */
void as_data_bytes(const struct asm_section *sec, int64_t x, int size, uint8_t *bytes)
{
	for (int k = 0; k < size; k++)
		bytes[k] = k < 8 ? (uint8_t)((uint64_t)x >> (8 * k)) : (x < 0 ? 0xff : 0);
	if (sec->big_endian)
		reverse(bytes, (size_t)size);
}

/* .msb (arg 1) and .lsb (arg 0): the byte order of data in this section. */
static void d_byteorder(struct assembler *as, const struct stmt *s, int big)
{
	(void)s;
	as->p->sections[as->cur].big_endian = big;
}

/* Data: arg is the size of each item in bytes.  A value not known yet is
 * settled at the end (a difference of labels is a constant then); one that
 * needs a relocation leaves zeros, as in the object file. */
static void d_data(struct assembler *as, const struct stmt *s, int size)
{
	bool code = as->p->sections[as->cur].code;
	if (code)
		bundler_flush(as);
	if (s->nops)
		natural_align(as, s, size);
	for (int i = 0; i < s->nops; i++) {
		uint8_t bytes[16] = {0};
		const struct ast_operand *o = &s->ops[i];
		/* a string here is a quoted symbol name, whatever the size */
		struct expr quoted = {.op = E_SYM, .forced_symbol = 1};
		const struct expr *e = o->e;
		if (o->kind == AO_STRING) {	/* a quoted symbol name */
			quoted.name = o->str;
			quoted.loc = o->loc;
			e = &quoted;
		} else if (o->kind != AO_EXPR) {
			diag_error(&o->loc, "'%s' expects expressions", s->name);
			continue;
		}
		struct value v;
		const struct expr *big = expr_big_number(e);
		if (big)
			diag_warning(&big->loc, "number truncated to 64 bits");
		if (!expr_eval(as, e, &v, false))
			continue;
		if (v.reloc && (size == 4 || size == 8)) {
			const char *rn = reloc_inexpressible(size == 4 ? RFIELD_DATA4 : RFIELD_DATA8,
							     (enum reloc_op)v.reloc);
			if (rn)
				diag_warning(&o->loc, "cannot express %s relocation", rn);
		}
		if (v.kind == V_CONST && !v.reloc) {
			as_data_bytes(&as->p->sections[as->cur], v.num, size, bytes);
			/* GNU as keeps a value whose dropped bits are all clear,
			 * or all set with the kept sign bit set */
			if (size < 8) {
				uint64_t x = (uint64_t)v.num;
				uint64_t mask = ~(uint64_t)0 << (8 * size);
				uint64_t hibit = (uint64_t)1 << (8 * size - 1);
				if ((x & mask) && ((x & mask) != mask || !(x & hibit)))
					diag_warning(&o->loc, "value 0x%llx truncated to 0x%llx",
						     (unsigned long long)x,
						     (unsigned long long)(x & ~mask));
			}
		} else
			as_data_fixup(as, size, expr_keep_here(as, e), &o->loc);
		as_section_emit(as, bytes, (uint64_t)size, &o->loc);
	}
}

/* .xdataN[.ua] SECTION, VALUES... (arg: N) and .xstring[z]
 * SECTION, STRINGS... (arg: 100 + NUL-terminated). */
static void d_data(struct assembler *as, const struct stmt *s, int size);
static void d_string(struct assembler *as, const struct stmt *s, int nul);
static int xsection_begin(struct assembler *as, const struct stmt *s, const char *name);

static void d_xdata(struct assembler *as, const struct stmt *s, int arg)
{
	const char *name = NULL;
	if (s->nops >= 1 && s->ops[0].kind == AO_EXPR && s->ops[0].e->op == E_SYM)
		name = s->ops[0].e->name;
	else if (s->nops >= 1 && s->ops[0].kind == AO_STRING)
		name = s->ops[0].str;
	if (!name) {
		diag_error(&s->loc, "'%s' expects a section name first", s->name);
		return;
	}
	if (s->nops < 2) {
		diag_error(&s->loc, "'%s' expects a comma and values after the section name",
			   s->name);
		return;
	}
	struct stmt rest = *s;
	rest.ops = s->ops + 1;
	rest.nops = s->nops - 1;
	int saved = xsection_begin(as, s, name);
	if (arg >= 100)
		d_string(as, &rest, arg - 100);
	else
		d_data(as, &rest, arg);
	as->cur = saved;
}

/* .string/.asciz/stringz (arg 1: NUL-terminated) and .ascii (arg 0). */
static void d_string(struct assembler *as, const struct stmt *s, int nul)
{
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	for (int i = 0; i < s->nops; i++) {
		const struct ast_operand *o = &s->ops[i];
		if (o->omitted)		/* ".string "a",,"b": nothing */
			continue;
		if (o->kind != AO_STRING) {
			diag_error(&o->loc, "'%s' expects a string", s->name);
			continue;
		}
		as_section_emit(as, o->str, o->len + (nul ? 1 : 0), &o->loc);
	}
}

/* Floating-point data: arg is an enum flo_format, plus FLOAT_UNALIGNED for
 * the spellings that do not align (.ua, .float, .double, .dc.*).  Each
 * operand is read as text, the way GNU as reads it (parser/flonum.c). */
#define FLOAT_UNALIGNED 0x100

static void emit_floats(struct assembler *as, const struct stmt *s, const struct field *f,
			int n, int arg)
{
	static const int align[] = {4, 8, 16, 16};
	enum flo_format fmt = (enum flo_format)(arg & 0xff);
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	if (!(arg & FLOAT_UNALIGNED)) {
		uint64_t a = (uint64_t)align[fmt], cur = as->p->sections[as->cur].size;
		as_section_align(as, a);
		as_section_emit(as, NULL, ((cur + a - 1) & ~(a - 1)) - cur, &s->loc);
	}
	for (int i = 0; i < n; i++) {
		char *text = xmalloc(f[i].n + 1);
		memcpy(text, f[i].s, f[i].n);
		text[f[i].n] = '\0';
		uint8_t bytes[16];
		size_t nbytes;
		char err[160];
		enum flo_status st = flonum_encode(text, fmt, bytes, &nbytes, err, sizeof err);
		free(text);
		if (st == FLO_TOO_LARGE) {	/* GNU as drops the rest of the line */
			diag_warning(&f[i].loc, "%s", err);
			return;
		}
		if (st != FLO_OK) {
			diag_error(&f[i].loc, "%s", err);
			return;
		}
		if (as->p->sections[as->cur].big_endian)	/* the value, not real16's padding */
			reverse(bytes, nbytes > 10 ? 10 : nbytes);
		as_section_emit(as, bytes, nbytes, &f[i].loc);
	}
}

static void d_float(struct assembler *as, const struct stmt *s, int arg)
{
	struct field f[256];
	int n = as_split_fields(s, f, 256);
	if (n > 256) {
		diag_error(&s->loc, "more than 256 operands for '%s'", s->name);
		return;
	}
	emit_floats(as, s, f, n, arg);
}

/* Runs fn with the current section switched to the one named by the first
 * operand (made if new, with GNU as's warning), without ending the code
 * section's bundle: .xdata, .xreal and .xstring. */
static int xsection_begin(struct assembler *as, const struct stmt *s, const char *name)
{
	size_t before = as->p->nsections;
	int sec = as_section_get(as, name, -1);
	if (as->p->nsections > before)
		diag_warning(&s->loc, "making section '%s' with '%s' is deprecated", name,
			     s->name);
	int saved = as->cur;
	as->cur = sec;
	return saved;
}

static void d_xfloat(struct assembler *as, const struct stmt *s, int arg)
{
	struct field f[257];
	int n = as_split_fields(s, f, 257);
	if (n < 2 || n > 257) {
		diag_error(&s->loc, n < 2 ? "'%s' expects a comma and values after the "
			   "section name" : "'%s' takes at most 256 values", s->name);
		return;
	}
	char *name = as_field_string(&f[0]);
	int saved = xsection_begin(as, s, name);
	free(name);
	emit_floats(as, s, f + 1, n - 1, arg);
	as->cur = saved;
}

/* n bytes of fill in the current section; a .bss-like section takes
 * zeros only. */
static void emit_fill(struct assembler *as, const void *pattern, size_t psize,
		      uint64_t repeat, const struct src_loc *loc)
{
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	uint64_t n = repeat * psize;
	if (n > ((uint64_t)1 << 30)) {
		diag_error(loc, "%llu bytes of fill are more than this tool takes",
			   (unsigned long long)n);
		return;
	}
	dwarf_frag(as, n);
	uint8_t *buf = xcalloc((size_t)n + 1, 1);
	for (uint64_t i = 0; i < repeat; i++)
		memcpy(buf + i * psize, pattern, psize);
	as_section_emit(as, buf, n, loc);
	free(buf);
}

/* .skip/.space/.zero N [, FILL] */
static void d_skip(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	int64_t n = 0, fill = 0;
	if (!s->nops)
		return;
	struct value v;
	if (s->ops[0].kind == AO_EXPR && expr_eval(as, s->ops[0].e, &v, false) &&
	    v.kind != V_CONST && !v.reloc) {
		/* a count known at the end ("b - a" of a later b): relaxed */
		if (s->nops > 1 && !const_operand(as, s, 1, &fill))
			return;
		int64_t size = as_relax_size(as, 0);
		as_variable_fixup(as, VAR_SPACE, (int)size, expr_keep_here(as, s->ops[0].e),
				  &s->ops[0].loc);
		uint8_t byte = (uint8_t)fill;
		if (size)
			emit_fill(as, &byte, 1, (uint64_t)size, &s->loc);
		return;
	}
	if (!const_operand(as, s, 0, &n))
		return;
	if (s->nops > 1 && !const_operand(as, s, 1, &fill))
		return;
	if (n <= 0) {
		diag_warning(&s->loc, "'%s' count is not positive; ignored", s->name);
		return;
	}
	uint8_t byte = (uint8_t)fill;
	if (s->nops > 1 && as->p->sections[as->cur].type == SEC_NOBITS) {
		diag_warning(&s->ops[1].loc, "fill value ignored in section '%s'",
			     as->p->sections[as->cur].name);
		byte = 0;
	} else if (fill < -128 || fill > 255) {
		diag_warning(&s->ops[1].loc, "value 0x%llx truncated to 0x%x",
			     (unsigned long long)fill, byte);
	}
	emit_fill(as, &byte, 1, (uint64_t)n, &s->loc);
}

/* .fill REPEAT [, SIZE [, VALUE]]: each repeat is SIZE bytes (at most 8)
 * holding the low 4 bytes of VALUE, little-endian. */
static void d_fill(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	int64_t repeat = 0, size = 1, value = 0;
	if (!s->nops)
		return;
	if (!const_operand(as, s, 0, &repeat) ||
	    (s->nops > 1 && !const_operand(as, s, 1, &size)) ||
	    (s->nops > 2 && !const_operand(as, s, 2, &value)))
		return;
	if (size > 8) {
		diag_warning(&s->ops[1].loc, ".fill size clamped to 8");
		size = 8;
	}
	if (repeat < 0) {
		diag_warning(&s->loc, ".fill repeat count is negative; ignored");
		return;
	}
	if (size < 0) {
		diag_warning(&s->loc, ".fill size is negative; ignored");
		return;
	}
	if (!repeat || !size)
		return;
	uint8_t pattern[8] = {0};
	for (int k = 0; k < size && k < 4; k++)
		pattern[k] = (uint8_t)((uint64_t)value >> (8 * k));
	emit_fill(as, pattern, (size_t)size, (uint64_t)repeat, &s->loc);
}

/* .uleb128 (arg 0) and .sleb128 (arg 1): each value in as few bytes as
 * it takes.  A value not known here (a difference with a later label)
 * would need GNU as's relaxation, which is not modelled. */
static void d_leb128(struct assembler *as, const struct stmt *s, int is_signed)
{
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	for (int i = 0; i < s->nops; i++) {
		const struct ast_operand *o = &s->ops[i];
		struct value v;
		if (o->kind != AO_EXPR) {
			diag_error(&o->loc, "'%s' expects expressions", s->name);
			continue;
		}
		if (!expr_eval(as, o->e, &v, false))
			continue;
		if (v.kind != V_CONST || v.reloc) {
			/* known at the end: its size is relaxed (assemble.c) */
			int size = (int)as_relax_size(as, 1);
			as_variable_fixup(as, VAR_LEB128 + is_signed, size, expr_keep_here(as, o->e),
					  &o->loc);
			uint8_t zero[16] = {0};
			dwarf_frag(as, (uint64_t)size);
			as_section_emit(as, zero, (uint64_t)size, &o->loc);
			continue;
		}
		uint8_t buf[20];
		size_t n = 0;
		if (o->e->op == E_NUM && o->e->literal && (o->e->hi || v.num < 0)) {
			/* a number as written is positive: up to 128 bits */
			unsigned __int128 x = (unsigned __int128)o->e->hi << 64 | (uint64_t)v.num;
			for (;;) {
				uint8_t b = (uint8_t)(x & 0x7f);
				x >>= 7;
				bool done = x == 0 && (!is_signed || !(b & 0x40));
				buf[n++] = done ? b : (uint8_t)(b | 0x80);
				if (done)
					break;
			}
		} else if (is_signed) {
			int64_t x = v.num;
			for (;;) {
				uint8_t b = (uint8_t)(x & 0x7f);
				x >>= 7;	/* arithmetic: sign-filling */
				bool done = (x == 0 && !(b & 0x40)) || (x == -1 && (b & 0x40));
				buf[n++] = done ? b : (uint8_t)(b | 0x80);
				if (done)
					break;
			}
		} else {
			uint64_t x = (uint64_t)v.num;
			do {
				uint8_t b = (uint8_t)(x & 0x7f);
				x >>= 7;
				buf[n++] = x ? (uint8_t)(b | 0x80) : b;
			} while (x);
		}
		as_section_emit(as, buf, n, &o->loc);
	}
}

/* .incbin "FILE" [, SKIP [, COUNT]] */
static void d_incbin(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	int64_t skip = 0, count = -1;
	if (s->nops < 1 || s->ops[0].kind != AO_STRING) {
		diag_error(&s->loc, "'.incbin' expects a quoted file name");
		return;
	}
	if ((s->nops > 1 && !const_operand(as, s, 1, &skip)) ||
	    (s->nops > 2 && !const_operand(as, s, 2, &count)))
		return;
	const char *path = source_find_file(as->src, s->ops[0].str, &s->loc);
	FILE *f = path ? fopen(path, "rb") : NULL;
	if (!f) {
		diag_error(&s->ops[0].loc, "file not found: %s", s->ops[0].str);
		return;
	}
	fseek(f, 0, SEEK_END);
	long size = ftell(f);
	if (size < 0 || skip < 0 || skip > size) {
		diag_error(&s->loc, "skip (%lld) or count (%lld) invalid for file size (%ld)",
			   (long long)skip, (long long)count, size);
		fclose(f);
		return;
	}
	if (s->nops > 2 && count == 0)
		diag_warning(&s->ops[2].loc, ".incbin count zero, ignoring it");
	if (count > size - skip) {
		diag_error(&s->loc, "skip (%lld) or count (%lld) invalid for file size (%ld)",
			   (long long)skip, (long long)count, size);
		fclose(f);
		return;
	}
	if (count <= 0)
		count = size - skip;
	uint8_t *buf = xmalloc((size_t)count + 1);
	fseek(f, (long)skip, SEEK_SET);
	size_t got = fread(buf, 1, (size_t)count, f);
	fclose(f);
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	as_section_emit(as, buf, got, &s->loc);
	free(buf);
}

/* .err, .error ["MSG"], .warning ["MSG"], .print "MSG", .fail N */
static void d_message(struct assembler *as, const struct stmt *s, int arg)
{
	const char *msg = s->nops && s->ops[0].kind == AO_STRING ? s->ops[0].str : NULL;
	switch (arg) {
	case 0:
		diag_error(&s->loc, ".err encountered");
		break;
	case 1:
		diag_error(&s->loc, "%s", msg ? msg : ".error directive invoked in source file");
		break;
	case 2:
		diag_warning(&s->loc, "%s", msg ? msg : ".warning directive invoked in source file");
		break;
	case 3:		/* with the diagnostics: standard output is the tool's answer */
		diag_write(msg ? msg : "");
		diag_write("\n");
		break;
	case 4: {
		int64_t n = 0;
		if (!const_operand(as, s, 0, &n))
			return;
		if (n >= 500)
			diag_warning(&s->loc, ".fail %lld encountered", (long long)n);
		else
			diag_error(&s->loc, ".fail %lld encountered", (long long)n);
		break;
	}
	}
}

/* .align N [, FILL [, MAX]] (bytes); arg 1 for .p2align (a power).  Code
 * is padded with bundles of nops unless a fill byte is given; no padding at
 * all when it would take more than MAX bytes.  FILL or MAX may be left out
 * (".p2align 4,,10"). */
static void d_align(struct assembler *as, const struct stmt *s, int p2)
{
	int64_t n, fill = -1, max = -1;
	if (s->nops > 3) {
		diag_error(&s->ops[3].loc, "'%s' takes at most three operands", s->name);
		return;
	}
	if (!const_operand(as, s, 0, &n))
		return;
	if (s->nops > 1 && !s->ops[1].omitted && !const_operand(as, s, 1, &fill))
		return;
	if (s->nops > 2 && !s->ops[2].omitted && !const_operand(as, s, 2, &max))
		return;
	if (p2) {
		if (n > 63) {
			diag_warning(&s->ops[0].loc, "alignment too large: 63 assumed");
			n = 63;
		}
		if (n >= 0)
			n = (int64_t)((uint64_t)1 << n);
	}
	if (n == 0)
		return;	/* .align 0: none */
	if ((n < 0 && !(p2 && n == INT64_MIN)) || ((uint64_t)n & ((uint64_t)n - 1))) {
		diag_error(&s->ops[0].loc, "alignment is not a power of 2");
		return;
	}
	if ((uint64_t)n > ((uint64_t)1 << 30)) {
		/* GNU as dies writing such a section, with no line */
		struct src_loc nowhere = {0};
		diag_error(&nowhere, "%s: alignment of %llu bytes: the section would be "
			   "too large", s->loc.file, (unsigned long long)n);
		return;
	}
	struct asm_section *sec = &as->p->sections[as->cur];
	if (sec->code)
		bundler_flush(as);
	unwind_align(as, (uint64_t)n);
	uint64_t pad = ((sec->size + (uint64_t)n - 1) & ~((uint64_t)n - 1)) - sec->size;
	as_section_align(as, (uint64_t)n);	/* even when MAX leaves it unpadded */
	if (max >= 0 && pad > (uint64_t)max)
		return;
	if (sec->code && fill < 0 && sec->size % 16 == 0 && pad % 16 == 0) {
		bundler_pad(as, pad, &s->loc);
	} else {
		uint8_t *buf = xcalloc((size_t)pad + 1, 1);
		memset(buf, fill < 0 ? 0 : (int)fill, (size_t)pad);
		as_section_emit(as, buf, pad, &s->loc);
		free(buf);
	}
}

/* .org OFFSET [, FILL]: pads the section up to OFFSET. */
static void d_org(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	int64_t target = 0, fill = 0;
	struct value v;
	/* a constant, or an address in this section ("." + 2) */
	if (s->nops < 1 || s->ops[0].kind != AO_EXPR || !expr_eval(as, s->ops[0].e, &v, false))
		return;
	if (v.kind == V_ADDR && v.section == as->cur && !v.reloc) {
		target = v.num;
	} else if (v.kind == V_CONST) {
		target = v.num;
	} else {
		diag_error(&s->ops[0].loc, "'.org' expects an offset in this section");
		return;
	}
	if (s->nops > 1 && !const_operand(as, s, 1, &fill))
		return;
	struct asm_section *sec = &as->p->sections[as->cur];
	if (sec->code)
		bundler_flush(as);
	if (target < (int64_t)sec->size) {
		diag_error(&s->ops[0].loc, "attempt to move .org backwards");
		return;
	}
	if (target - (int64_t)sec->size > (1 << 28)) {
		diag_error(&s->ops[0].loc, ".org offset too large");
		return;
	}
	size_t n = (size_t)(target - (int64_t)sec->size);
	dwarf_frag(as, n);
	uint8_t *buf = xcalloc(n + 1, 1);
	memset(buf, (int)fill, n);
	as_section_emit(as, buf, n, &s->loc);
	free(buf);
}

/* Appends bytes to section sec without making it current. */
static void emit_to(struct assembler *as, int sec, const void *bytes, size_t n,
		    const struct src_loc *loc)
{
	int cur = as->cur;
	as->cur = sec;
	as_section_emit(as, bytes, n, loc);
	as->cur = cur;
}

/* .ident "STRING": into .comment, after a NUL that opens the section, as
 * GNU as writes it. */
static void d_ident(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	struct field f[2];
	if (as_split_fields(s, f, 2) != 1 || f[0].n < 2 || f[0].s[0] != '"') {
		diag_error(&s->loc, "'.ident' expects a string");
		return;
	}
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	size_t before = as->p->nsections;
	int sec = as_section_get(as, ".comment", 0);
	struct asm_section *c = &as->p->sections[sec];
	if (as->p->nsections > before) {
		c->flags = SECF_MERGE | SECF_STRINGS;
		c->entsize = 1;
	}
	if (c->size == 0)
		emit_to(as, sec, "", 1, &s->loc);
	char *str = as_field_string(&f[0]);
	emit_to(as, sec, str, strlen(str) + 1, &s->loc);
	free(str);
}

static void d_loc(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	dwarf_loc(as, s);
}

/* .file "NAME": the file symbol; .file N "NAME" numbers a file for .loc
 * (debug line information, not modelled). */
static void d_file(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	const char *p = s->raw, *end = s->raw ? s->raw + s->raw_len : NULL;
	while (p && p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (!p || p >= end) {
		diag_error(&s->loc, "'.file' expects a file name");
		return;
	}
	if (*p != '"') {	/* .file N "NAME": debug line information */
		dwarf_file(as, s);
		return;
	}
	struct field f[2];
	if (as_split_fields(s, f, 2) != 1) {
		diag_error(&s->loc, "'.file' expects one file name");
		return;
	}
	struct program *pr = as->p;
	pr->files = xgrow(pr->files, &as->files_cap, pr->nfiles, sizeof *pr->files);
	pr->files[pr->nfiles++] = as_field_string(&f[0]);
}

/* .radix C: the only radix GNU as takes for IA-64. */
static void d_radix(struct assembler *as, const struct stmt *s, int arg)
{
	(void)as;
	(void)arg;
	const char *name = s->nops == 1 && s->ops[0].kind == AO_EXPR && s->ops[0].e->op == E_SYM
			   ? s->ops[0].e->name : NULL;
	if (!name || strcasecmp(name, "c") != 0)
		diag_error(&s->loc, "radix '%s' is not supported (only C is)",
			   name ? name : "");
}

/* .entry NAME...: secondary entry points of the procedure (for unwind
 * information, not modelled); the names are symbols. */
static void d_entry(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	for (int i = 0; i < s->nops; i++) {
		if (s->ops[i].kind != AO_EXPR || s->ops[i].e->op != E_SYM) {
			diag_error(&s->ops[i].loc, "'.entry' expects symbol names");
			return;
		}
		as_sym_get(as, s->ops[i].e->name);
	}
}

/* .pred.rel "mutex"|"imply"|"clear" (or @mutex, ...) and the .pred.rel.X
 * spellings, and .pred.safe_across_calls: assertions about predicates for
 * dependency checking (parser/depcheck.c); their operands are checked as
 * GNU as checks them: predicate registers p1-p63, ranges pA-pB upwards,
 * two for mutex, exactly two for imply. */
enum { PRED_WRITTEN, PRED_MUTEX, PRED_IMPLY, PRED_CLEAR, PRED_SAFE };

static bool predicate_operand(struct assembler *as, const struct ast_operand *o,
			      int *lo, int *hi)
{
	struct operand r, r2;
	if (o->kind == AO_INDEXED || (o->kind == AO_EXPR && o->e->op == E_SYM)) {
		bool ok;
		if (o->kind == AO_INDEXED) {
			struct value v;
			ok = expr_eval(as, o->e, &v, false) && v.kind == V_CONST &&
			     as_rotating_register(as, o->name, v.num, &r, &o->loc);
		} else {
			ok = as_register_name(as, o->e->name, &r);
		}
		if (!ok || r.type != OP_REG || r.file != RF_PR)
			return false;
		*lo = *hi = r.regno;
		return true;
	}
	if (o->kind == AO_EXPR && o->e->op == E_SUB && o->e->l->op == E_SYM &&
	    o->e->r->op == E_SYM && as_register_name(as, o->e->l->name, &r) &&
	    as_register_name(as, o->e->r->name, &r2) && r.type == OP_REG &&
	    r.file == RF_PR && r2.type == OP_REG && r2.file == RF_PR) {
		*lo = r.regno;
		*hi = r2.regno;
		return true;
	}
	return false;
}

static void d_pred_rel(struct assembler *as, const struct stmt *s, int kind)
{
	int first = 0;
	if (kind == PRED_WRITTEN) {
		const char *rel = NULL;
		if (s->nops && s->ops[0].kind == AO_STRING)
			rel = s->ops[0].str;
		else if (s->nops && s->ops[0].kind == AO_EXPR && s->ops[0].e->op == E_ATNAME)
			rel = s->ops[0].e->name + 1;
		if (!rel) {
			diag_error(&s->loc, "'.pred.rel' expects a relation: \"mutex\", "
				   "\"imply\" or \"clear\"");
			return;
		}
		kind = strcmp(rel, "mutex") == 0 ? PRED_MUTEX : strcmp(rel, "imply") == 0
		       ? PRED_IMPLY : strcmp(rel, "clear") == 0 ? PRED_CLEAR : -1;
		if (kind < 0) {
			diag_error(&s->ops[0].loc, "unknown predicate relation '%s'", rel);
			return;
		}
		first = 1;
	}
	uint64_t seen = 0;
	int count = 0, named[2] = {0, 0};
	for (int i = first; i < s->nops; i++) {
		int lo, hi;
		if (!predicate_operand(as, &s->ops[i], &lo, &hi) || hi < lo ||
		    (hi == lo && s->ops[i].e && s->ops[i].e->op == E_SUB)) {
			diag_error(&s->ops[i].loc, "predicate register expected");
			return;
		}
		if (lo == 0 && kind != PRED_CLEAR && kind != PRED_SAFE) {
			diag_error(&s->ops[i].loc, "p0 cannot be used in this relation");
			return;
		}
		if (i - first < 2)
			named[i - first] = lo;
		for (int p = lo; p <= hi; p++) {
			if (seen >> p & 1)
				diag_warning(&s->ops[i].loc, "duplicate predicate register ignored");
			else
				count++;
			seen |= (uint64_t)1 << p;
		}
	}
	if (s->nops == first)
		diag_error(&s->loc, "predicate register expected");
	else if (kind == PRED_MUTEX && count < 2)
		diag_error(&s->loc, "at least two predicate registers expected");
	else if (kind == PRED_IMPLY && s->nops - first != 2)
		diag_error(&s->loc, "a source and a target predicate register expected");
	else
		depcheck_pred_rel(as->dv, kind == PRED_MUTEX ? 'm' : kind == PRED_IMPLY ? 'i'
				  : kind == PRED_CLEAR ? 'c' : 's',
				  kind == PRED_CLEAR && s->nops == first ? ~(uint64_t)0 : seen,
				  named[0], named[1]);
}

/* .mem.offset OFFSET, BASE: the next spill or fill reaches OFFSET from
 * BASE, so the checker knows which of ar.unat's NaT bits it touches. */
static void d_mem_offset(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	struct value off, base;
	if (s->nops == 2 && s->ops[0].kind == AO_EXPR && s->ops[1].kind == AO_EXPR &&
	    expr_eval(as, s->ops[0].e, &off, false) && off.kind == V_CONST &&
	    expr_eval(as, s->ops[1].e, &base, false) && base.kind == V_CONST)
		depcheck_mem_offset(as->dv, off.num, base.num);
}

/* .reg.val rN, VALUE: an assertion of rN's value, which the dependency
 * checker uses to tell pkr[rN] from pkr[rM] as gas does. */
static void d_reg_val(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	struct operand r;
	struct value v;
	if (s->nops == 2 && s->ops[0].kind == AO_EXPR && s->ops[0].e->op == E_SYM &&
	    as_register_name(as, s->ops[0].e->name, &r) && r.type == OP_REG &&
	    r.file == RF_GR && s->ops[1].kind == AO_EXPR &&
	    expr_eval(as, s->ops[1].e, &v, false) && v.kind == V_CONST)
		depcheck_reg_val(as->dv, r.regno, (uint64_t)v.num);
}

static void d_ignore(struct assembler *as, const struct stmt *s, int arg)
{
	(void)as;
	(void)s;
	(void)arg;
}

/* .auto, .explicit, .default: automatic or explicit mode
 * (parser/automode.c). */
static void d_mode(struct assembler *as, const struct stmt *s, int kind)
{
	as_mode_directive(as, kind, &s->loc);
}

/* .proc NAME[, NAME...]: a procedure with one or more entry names, each
 * a function whose size runs to the .endp.  Without a name GNU as reports
 * an error and still opens the procedure. */
static void d_proc(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	const char *name = "";
	if (!s->nops)
		diag_error(&s->loc, "'.proc' expects the procedure's name");
	else if (!name_operand(s, 0, &name))
		name = "";
	free(as->proc_names);
	as->proc_names = xcalloc((size_t)s->nops + 1, sizeof *as->proc_names);
	as->nproc_names = 0;
	for (int i = 0; i < s->nops; i++) {
		const char *n;
		if (s->ops[i].kind == AO_EXPR && s->ops[i].e->op == E_SYM)
			n = s->ops[i].e->name;
		else if (s->ops[i].kind == AO_STRING)
			n = s->ops[i].str;
		else
			continue;
		int sym = as_sym_get(as, n);	/* may move the symbol array */
		as->p->symbols[sym].function = true;
		as->proc_names[as->nproc_names++] = sym;
	}
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	struct program *p = as->p;
	p->procs = xgrow(p->procs, &as->procs_cap, p->nprocs, sizeof *p->procs);
	p->procs[p->nprocs] = (struct asm_proc){
		.name = xstrdup(name), .section = (uint32_t)as->cur, .loc = s->loc,
	};
	p->procs[p->nprocs].start = p->sections[as->cur].size;
	as->open_proc = (int)p->nprocs++;
	bundler_proc(as);
	as_section_align(as, 16);	/* GNU as aligns a procedure's section to bundles */
	as->frame = (struct frame){0};
	as_rot_clear(as);
	unwind_proc_begin(as, s);
}

static void d_endp(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	if (as->p->sections[as->cur].code)
		bundler_flush(as);
	if (as->open_proc >= 0) {
		struct asm_proc *pr = &as->p->procs[as->open_proc];
		pr->end = as->p->sections[pr->section].size;
		for (size_t i = 0; i < as->nproc_names; i++)
			as_proc_symbol_size(as, pr, as->proc_names[i]);
		unwind_proc_end(as, s);
		as->open_proc = -1;
	} else {
		unwind_proc_end(as, s);	/* reports it */
	}
	as->nproc_names = 0;
}

/* .regstk ins, locals, outs, rotating */
static void d_regstk(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	int64_t v[4];
	if (s->nops != 4) {
		diag_error(&s->loc, ".regstk expects 4 operands");
		return;
	}
	for (int i = 0; i < 4; i++)
		if (!const_operand(as, s, i, &v[i]))
			return;
	if (v[0] < 0 || v[1] < 0 || v[2] < 0 || v[0] + v[1] + v[2] > 96) {
		diag_error(&s->loc, "register frame larger than 96 registers");
		return;
	}
	if (v[3] > v[0] + v[1] + v[2])
		diag_warning(&s->loc, "more rotating registers (%lld) than the frame has (%lld)",
			     (long long)v[3], (long long)(v[0] + v[1] + v[2]));
	as->frame = (struct frame){true, (int)v[0], (int)v[1], (int)v[2], (int)v[3]};
}

/* .rotr name[n], ...  (arg: the register file) */
static void d_rot(struct assembler *as, const struct stmt *s, int file)
{
	int base = file == RF_GR ? 32 : file == RF_FR ? 32 : 16;
	int limit = file == RF_GR ? as->frame.rotating : file == RF_FR ? 96 : 48;
	int used = 0;
	/* a new declaration replaces the names of its own register file */
	size_t kept = 0;
	for (size_t i = 0; i < as->nrot; i++) {
		if (as->rot[i].file == (enum reg_file)file)
			free(as->rot[i].name);
		else
			as->rot[kept++] = as->rot[i];
	}
	as->nrot = kept;
	for (int i = 0; i < s->nops; i++) {
		const struct ast_operand *o = &s->ops[i];
		struct value v;
		if (o->kind != AO_INDEXED || !expr_eval(as, o->e, &v, false) ||
		    v.kind != V_CONST || v.num <= 0) {
			diag_error(&o->loc, "'%s' expects name[count]", s->name);
			return;
		}
		if (used + v.num > limit) {
			diag_error(&o->loc, "used more than the declared %d rotating registers",
				   limit);
			return;
		}
		for (size_t k = kept; k < as->nrot; k++)
			if (strcmp(as->rot[k].name, o->name) == 0) {
				diag_error(&o->loc, "rotating register set '%s' is declared twice",
					   o->name);
				return;
			}
		as->rot = xrealloc(as->rot, (as->nrot + 1) * sizeof *as->rot);
		as->rot[as->nrot++] = (struct rot_name){xstrdup(o->name), (enum reg_file)file,
							base + used, (int)v.num};
		used += (int)v.num;
	}
}

static void d_template(struct assembler *as, const struct stmt *s, int arg)
{
	(void)arg;
	int t = template_by_name(s->name);
	if (t < 0)
		t = template_by_name(s->name);
	bundler_template(as, t, &s->loc);
}

static const struct {
	const char *name;
	directive_fn *fn;
	int arg;
} directives[] = {
	{".text", d_section_named, 0}, {".data", d_section_named, 1},
	{".bss", d_section_named, 2}, {".rodata", d_section_named, 3},
	{".sdata", d_section_named, 4}, {".sbss", d_section_named, 5},
	{".section", d_section, 0}, {".sect", d_section, 0},
	{".subsection", d_subsection, 0},
	{".secalias", as_d_alias, 0}, {".alias", as_d_alias, 1},
	{".comment", d_section_named, 6},
	{".pushsection", d_section, 1}, {".popsection", d_popsection, 0},
	{".previous", d_previous, 0},
	{"data1", d_data, 1}, {"data2", d_data, 2}, {"data4", d_data, 4},
	{"data8", d_data, 8}, {"data16", d_data, 16},
	{"data2.ua", d_data, 2}, {"data4.ua", d_data, 4},
	{"data8.ua", d_data, 8}, {"data16.ua", d_data, 16},
	{".byte", d_data, 1}, {".short", d_data, 2}, {".hword", d_data, 2},
	{".2byte", d_data, 2}, {".word", d_data, 4}, {".long", d_data, 4},
	{".int", d_data, 4}, {".4byte", d_data, 4}, {".quad", d_data, 8},
	{".8byte", d_data, 8}, {".xword", d_data, 8},
	{".ascii", d_string, 0}, {".asciz", d_string, 1}, {".string", d_string, 1},
	{"string", d_string, 0}, {"stringz", d_string, 1},
	{"real4", d_float, FLO_SINGLE}, {"real8", d_float, FLO_DOUBLE},
	{"real10", d_float, FLO_EXTENDED}, {"real16", d_float, FLO_EXTENDED16},
	{"real4.ua", d_float, FLO_SINGLE | FLOAT_UNALIGNED},
	{"real8.ua", d_float, FLO_DOUBLE | FLOAT_UNALIGNED},
	{"real10.ua", d_float, FLO_EXTENDED | FLOAT_UNALIGNED},
	{"real16.ua", d_float, FLO_EXTENDED16 | FLOAT_UNALIGNED},
	{".float", d_float, FLO_SINGLE | FLOAT_UNALIGNED},
	{".single", d_float, FLO_SINGLE | FLOAT_UNALIGNED},
	{".double", d_float, FLO_DOUBLE | FLOAT_UNALIGNED},
	{".dc.s", d_float, FLO_SINGLE | FLOAT_UNALIGNED},
	{".dc.d", d_float, FLO_DOUBLE | FLOAT_UNALIGNED},
	{".dc.x", d_float, FLO_EXTENDED | FLOAT_UNALIGNED},
	{".xreal4", d_xfloat, FLO_SINGLE}, {".xreal8", d_xfloat, FLO_DOUBLE},
	{".xreal10", d_xfloat, FLO_EXTENDED}, {".xreal16", d_xfloat, FLO_EXTENDED16},
	{".xreal4.ua", d_xfloat, FLO_SINGLE | FLOAT_UNALIGNED},
	{".xreal8.ua", d_xfloat, FLO_DOUBLE | FLOAT_UNALIGNED},
	{".xreal10.ua", d_xfloat, FLO_EXTENDED | FLOAT_UNALIGNED},
	{".xreal16.ua", d_xfloat, FLO_EXTENDED16 | FLOAT_UNALIGNED},
	{".xdata1", d_xdata, 1}, {".xdata2", d_xdata, 2}, {".xdata4", d_xdata, 4},
	{".xdata8", d_xdata, 8}, {".xdata16", d_xdata, 16},
	{".xdata2.ua", d_xdata, 2}, {".xdata4.ua", d_xdata, 4},
	{".xdata8.ua", d_xdata, 8}, {".xdata16.ua", d_xdata, 16},
	{".xstring", d_xdata, 100}, {".xstringz", d_xdata, 101},
	{".skip", d_skip, 0}, {".space", d_skip, 0}, {".zero", d_skip, 0},
	{".fill", d_fill, 0}, {".uleb128", d_leb128, 0}, {".sleb128", d_leb128, 1},
	{".incbin", d_incbin, 0}, {".octa", d_data, 16},
	{".dc.b", d_data, 1}, {".dc.w", d_data, 2}, {".dc.l", d_data, 4}, {".dc.a", d_data, 8},
	{".string8", d_string, 1},
	{".err", d_message, 0}, {".error", d_message, 1}, {".warning", d_message, 2},
	{".print", d_message, 3}, {".fail", d_message, 4},
	{".align", d_align, 0}, {".balign", d_align, 0}, {".p2align", d_align, 1},
	{".global", as_d_binding, BIND_GLOBAL}, {".globl", as_d_binding, BIND_GLOBAL},
	{".weak", as_d_binding, BIND_WEAK}, {".local", as_d_binding, BIND_LOCAL},
	{".hidden", as_d_binding, BIND_HIDDEN}, {".protected", as_d_binding, BIND_PROTECTED},
	{".internal", as_d_binding, BIND_INTERNAL},
	{".type", as_d_type, 0}, {".size", as_d_size, 0}, {".symver", as_d_symver, 0},
	{".set", as_d_set, 0}, {".equ", as_d_set, 0}, {".equiv", as_d_set, 1}, {".eqv", as_d_set, 2},
	{".proc", d_proc, 0}, {".endp", d_endp, 0},
	{".regstk", d_regstk, 0},
	{".rotr", d_rot, RF_GR}, {".rotf", d_rot, RF_FR}, {".rotp", d_rot, RF_PR},
	{".mii", d_template, 0}, {".mmi", d_template, 0}, {".mlx", d_template, 0},
	{".mfi", d_template, 0}, {".mmf", d_template, 0}, {".mib", d_template, 0},
	{".mbb", d_template, 0}, {".bbb", d_template, 0}, {".mmb", d_template, 0},
	{".mfb", d_template, 0},
	{".lcomm", as_d_common, 1}, {".comm", as_d_common, 0}, {".common", as_d_common, 0},
	/* annotations: no effect on code bytes */

	{".file", d_file, 0}, {".ident", d_ident, 0}, {".loc", d_loc, 0},
	{".line", d_ignore, 0}, {".ln", d_ignore, 0},	/* debug lines of old formats */
	{".org", d_org, 0}, {".mem.offset", d_mem_offset, 0},
	{".psr", d_ignore, 0}, {".radix", d_radix, 0}, {".entry", d_entry, 0},
	{".explicit", d_mode, 'e'}, {".default", d_mode, 'd'}, {".auto", d_mode, 'a'},
	{".pred.rel", d_pred_rel, PRED_WRITTEN}, {".pred.rel.clear", d_pred_rel, PRED_CLEAR},
	{".pred.rel.imply", d_pred_rel, PRED_IMPLY}, {".pred.rel.mutex", d_pred_rel, PRED_MUTEX},
	{".pred.safe_across_calls", d_pred_rel, PRED_SAFE}, {".reg.val", d_reg_val, 0},
	{".lsb", d_byteorder, 0}, {".msb", d_byteorder, 1},
	{".mlp", d_ignore, 0}, {".mbp", d_ignore, 0},
	{".in", d_ignore, 0},
};

static int find_directive(const char *name)
{
	static struct name_index *ix;
	if (!ix)
		ix = name_index_new(&directives[0].name,
				    sizeof directives / sizeof directives[0],
				    sizeof directives[0]);
	return name_index_find(ix, name);
}

bool as_is_directive(const char *name)
{
	return find_directive(name) >= 0 || (name[0] == '.' && unwind_is_directive(name));
}

/* An operand left out ("data4 1,,2", ".p2align 4,,10"), as GNU as takes
 * it: data directives read zero and warn; alignment, .fill, .org and
 * .incbin read their default, floats zero and strings nothing, silently
 * (the handler sees the operand's omitted flag); a symbol list may end in
 * a comma; anywhere else it is an error. */
static bool omitted_operands_allowed(directive_fn *fn, const struct stmt *s)
{
	bool warn = fn == d_data || fn == d_skip || fn == d_leb128 ||
		    fn == d_xdata;
	bool silent = fn == d_align || fn == d_fill || fn == d_org ||
		      fn == d_float || fn == d_xfloat || fn == d_string ||
		      fn == d_incbin;
	bool trailing = fn == as_d_binding;
	for (int k = 0; k < s->nops; k++) {
		if (!s->ops[k].omitted || silent ||
		    (trailing && k == s->nops - 1))
			continue;
		if (!warn) {
			diag_error(&s->ops[k].loc, "missing expression");
			return false;
		}
		diag_warning(&s->ops[k].loc, "missing expression; zero assumed");
	}
	return true;
}

void as_handle_directive(struct assembler *as, const struct stmt *s)
{
	if (unwind_is_directive(s->name)) {
		unwind_directive(as, s);
		return;
	}
	int i = find_directive(s->name);
	if (i < 0) {
		diag_error(&s->loc, "unknown directive '%s'", s->name);
		return;
	}
	if (s->qp)	/* GNU as ignores it */
		diag_warning(&s->qp_loc, "predicate on directive '%s' ignored", s->name);
	if (!omitted_operands_allowed(directives[i].fn, s))
		return;
	as->in_directive = true;
	directives[i].fn(as, s, directives[i].arg);
	as->in_directive = false;
}
