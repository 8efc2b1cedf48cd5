/*
 * parser/dwarf.c - the debug line information GNU as writes for .file N
 * and .loc: .debug_line, and when the source has no .debug_info of its
 * own, the .debug_info, .debug_abbrev, .debug_aranges, .debug_str and
 * .debug_ranges (.debug_rnglists) describing it.  docs/dwarf.md tells
 * what gas does and how it was found out; in short:
 *
 *  - A .loc is taken by the first instruction written after it, and the
 *    row is made when the bundler lays that instruction down: its address
 *    is the bundle's plus the slot number.  A second .loc before any
 *    instruction first makes a row of the first one at the current end of
 *    the section; a .loc with a view makes its row there at once.
 *  - Rows go to the sequence of their section (only sections that are
 *    both allocated and executable have one); sequences come out in the
 *    order of their first row and end at the end of their section.
 *  - DWARF 3 unless a .file 0 asks for DWARF 5.
 *
 * Relocated fields (addresses, offsets into other debug sections) are
 * zero in the bytes, as in gas's object file.
 */
#include "dwarf.h"
#include "assemble_internal.h"
#include "parse_internal.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The line program's parameters, as gas chooses them for IA-64. */
enum {
	LINE_BASE = -5,
	LINE_RANGE = 14,
	OPCODE_BASE = 13,
	/* the address advance of DW_LNS_const_add_pc */
	MAX_SPECIAL_ADDR_DELTA = (255 - OPCODE_BASE) / LINE_RANGE,
	/* gas refuses file numbers from here on ("too big") */
	FILE_NUMBER_LIMIT = 134217696,
};

/* DWARF numbers (the DWARF 3 and 5 standards). */
enum {
	DW_LNS_copy = 1, DW_LNS_advance_pc, DW_LNS_advance_line, DW_LNS_set_file,
	DW_LNS_set_column, DW_LNS_negate_stmt, DW_LNS_set_basic_block,
	DW_LNS_const_add_pc, DW_LNS_fixed_advance_pc, DW_LNS_set_prologue_end,
	DW_LNS_set_epilogue_begin, DW_LNS_set_isa,
	DW_LNE_end_sequence = 1, DW_LNE_set_address = 2, DW_LNE_set_discriminator = 4,
	DW_LNCT_path = 1, DW_LNCT_directory_index = 2, DW_LNCT_MD5 = 5,
	DW_TAG_compile_unit = 0x11, DW_TAG_subprogram = 0x2e,
	DW_TAG_unspecified_type = 0x3b,
	DW_AT_name = 0x03, DW_AT_stmt_list = 0x10, DW_AT_low_pc = 0x11,
	DW_AT_high_pc = 0x12, DW_AT_language = 0x13, DW_AT_comp_dir = 0x1b,
	DW_AT_producer = 0x25, DW_AT_external = 0x3f, DW_AT_type = 0x49,
	DW_AT_ranges = 0x55,
	DW_FORM_addr = 0x01, DW_FORM_data2 = 0x05, DW_FORM_data4 = 0x06,
	DW_FORM_flag = 0x0c, DW_FORM_strp = 0x0e, DW_FORM_udata = 0x0f,
	DW_FORM_ref_udata = 0x15, DW_FORM_sec_offset = 0x17,
	DW_FORM_flag_present = 0x19, DW_FORM_data16 = 0x1e, DW_FORM_line_strp = 0x1f,
	DW_LANG_Mips_Assembler = 0x8001, DW_UT_compile = 1,
	DW_RLE_end_of_list = 0, DW_RLE_start_length = 7,
};

#define PRODUCER "GNU AS 2.40"

/* What a row records: the line state machine's registers. */
struct dw_loc {
	uint32_t file, line, column, isa, discriminator;
	bool is_stmt, basic_block, prologue_end, epilogue_begin;
};

struct dw_row {
	uint64_t addr;
	struct dw_loc loc;
	uint32_t view;		/* its view number, when has_view */
	bool has_view;		/* a .loc with a view made it */
	bool set_address;	/* "view -0" where gas sets the address again */
	uint32_t frag;		/* gas's frag it is in (dwarf_frag) */
	bool fixed_after;	/* that frag has fixed bytes after it */
};

/* The rows of one section, in the order they were made. */
struct dw_seq {
	int section;
	struct dw_row *rows;
	size_t nrows, cap;
};

/* A .loc waiting for the instruction written after it. */
struct dw_pending {
	uint32_t seq;
	struct dw_loc loc;
};

struct dw_file {
	uint32_t num;
	char *given;		/* the name as written: DW_AT_name */
	char *name;		/* the name in the table (without its directory) */
	uint32_t dir;		/* index into dirs */
	bool has_md5;
	uint8_t md5[16];
	struct src_loc loc;
};

/* What gas knows of a section's addresses while it reads: the section is a
 * chain of frags, each with a fixed part, some ending in a part of a size
 * settled only at the end (alignment, fill).  dwarf_frag says where. */
struct dw_section {
	int seq;		/* 1 + its sequence, or 0 */
	uint32_t frag;		/* frags ended so far */
	uint64_t frag_start;	/* where the current frag's fixed part starts */
};

struct dwarf {
	struct dw_file *files;	/* sorted by number */
	size_t nfiles, files_cap;
	char **dirs;		/* [0]: .file 0's directory, or NULL (the
				 * current directory) */
	size_t ndirs, dirs_cap;
	bool v5;		/* a .file 0 was seen: DWARF 5 */
	struct dw_loc cur;	/* as the last .loc left it */
	bool loc_open;		/* no row has taken the last .loc yet ... */
	uint32_t loc_seq;	/* ... and this many instructions were written
				 * before it */
	struct dw_pending *pend;	/* .locs for instructions not yet placed */
	size_t pend_head, npend, pend_cap;
	struct dw_seq *seqs;
	size_t nseqs, seqs_cap;
	struct dw_section *sec;	/* per section */
	size_t sec_cap;
	struct src_loc first_loc;	/* of the first .loc (for errors at the end) */
	bool any_loc;
	int errors_before;	/* diag_error_count() at the start */
};

/* ---- bytes ---------------------------------------------------------------- */

struct buf {
	uint8_t *b;
	size_t n, cap;
};

static void put(struct buf *b, const void *p, size_t n)
{
	if (b->n + n > b->cap) {
		b->cap = b->cap ? 2 * b->cap : 256;
		if (b->cap < b->n + n)
			b->cap = b->n + n;
		b->b = xrealloc(b->b, b->cap);
	}
	if (p)
		memcpy(b->b + b->n, p, n);
	else
		memset(b->b + b->n, 0, n);
	b->n += n;
}

static void put1(struct buf *b, unsigned v)
{
	uint8_t c = (uint8_t)v;
	put(b, &c, 1);
}

static void put_le(struct buf *b, uint64_t v, int size)
{
	for (int i = 0; i < size; i++)
		put1(b, (unsigned)(v >> (8 * i)) & 0xff);
}

/* Patches a little-endian field written earlier. */
static void set_le(struct buf *b, size_t at, uint64_t v, int size)
{
	for (int i = 0; i < size; i++)
		b->b[at + (size_t)i] = (uint8_t)(v >> (8 * i));
}

static void put_uleb(struct buf *b, uint64_t v)
{
	do {
		unsigned c = v & 0x7f;
		v >>= 7;
		put1(b, v ? c | 0x80 : c);
	} while (v);
}

static void put_sleb(struct buf *b, int64_t v)
{
	for (;;) {
		unsigned c = (unsigned)v & 0x7f;
		v >>= 7;	/* arithmetic: the sign stays */
		if ((v == 0 && !(c & 0x40)) || (v == -1 && (c & 0x40))) {
			put1(b, c);
			return;
		}
		put1(b, c | 0x80);
	}
}

static int uleb_size(uint64_t v)
{
	int n = 1;
	while (v >>= 7)
		n++;
	return n;
}

static void put_str(struct buf *b, const char *s)
{
	put(b, s, strlen(s) + 1);
}

/* ---- reading the operands -------------------------------------------------- */

/* The operands' text, up to a comment. */
struct cursor {
	const char *p, *end, *raw;
	struct src_loc loc;	/* of raw[0] */
};

static struct cursor cursor_of(const struct stmt *s)
{
	struct cursor c = {s->raw, s->raw ? s->raw + s->raw_len : NULL, s->raw,
			   s->raw_loc.file ? s->raw_loc : s->loc};
	bool quote = false;
	for (const char *q = c.p; q && q < c.end; q++) {
		if (quote) {
			if (*q == '\\' && q + 1 < c.end)
				q++;
			else if (*q == '"')
				quote = false;
		} else if (*q == '"') {
			quote = true;
		} else if (q + 1 < c.end && q[0] == '/' && q[1] == '/') {
			c.end = q;
			break;
		}
	}
	return c;
}

static struct src_loc loc_at(const struct cursor *c, const char *p)
{
	struct src_loc l = c->loc;
	l.col += (int)(p - c->raw);
	return l;
}

static void skip_blanks(struct cursor *c)
{
	while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\r'))
		c->p++;
}

static bool at_end(struct cursor *c)
{
	skip_blanks(c);
	return c->p >= c->end;
}

static bool name_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_' || ch == '.' || ch == '$' ||
	       ch == '@' || ch == '?' || ch == '#';
}

static bool blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\r';
}

/* The end of one operand of an expression starting at p: unary operators,
 * then a parenthesized expression, a quoted name, a character constant or
 * a number or name. */
static const char *operand_end(const char *p, const char *end)
{
	while (p < end && (*p == '-' || *p == '+' || *p == '~' || *p == '!' || blank(*p)))
		p++;
	if (p >= end)
		return p;
	if (*p == '(') {
		int depth = 0;
		for (; p < end; p++) {
			if (*p == '(')
				depth++;
			else if (*p == ')' && --depth == 0)
				return p + 1;
		}
		return p;
	}
	if (*p == '"') {
		for (p++; p < end && *p != '"'; p++)
			if (*p == '\\' && p + 1 < end)
				p++;
		return p < end ? p + 1 : p;
	}
	if (*p == '\'') {
		p++;
		if (p < end && *p == '\\')
			p++;
		return p < end ? p + 1 : p;
	}
	while (p < end && name_char(*p))
		p++;
	return p;
}

/* The length of a binary operator at p, or 0. */
static size_t binop_at(const char *p, const char *end)
{
	static const char *const two[] = {"<<", ">>", "&&", "||", "==", "!=", "<>",
					   "<=", ">="};
	if (p >= end)
		return 0;
	if (p + 1 < end)
		for (size_t i = 0; i < sizeof two / sizeof two[0]; i++)
			if (p[0] == two[i][0] && p[1] == two[i][1])
				return 2;
	return strchr("+-*/%&|^!<>", *p) ? 1 : 0;
}

/* gas reads an expression as far as it goes: "2 -1" is one ("1"), "2 3"
 * two. */
static const char *expression_end(const char *p, const char *end)
{
	p = operand_end(p, end);
	for (;;) {
		const char *q = p;
		while (q < end && blank(*q))
			q++;
		size_t k = binop_at(q, end);
		if (!k)
			return p;
		p = operand_end(q + k, end);
	}
}

/* Reads a constant expression at the cursor; nothing there is 0, as in
 * gas.  False after an error. */
static bool read_constant(struct assembler *as, struct cursor *c, const char *what,
			  int64_t *out)
{
	skip_blanks(c);
	const char *a = c->p, *b = expression_end(c->p, c->end);
	c->p = b;
	while (b > a && blank(b[-1]))
		b--;
	*out = 0;
	if (a == b)
		return true;
	bool digits = b - a < 19;
	for (const char *q = a; q < b && digits; q++)
		digits = isdigit((unsigned char)*q) != 0;
	if (digits) {	/* the common case, without the parser */
		for (const char *q = a; q < b; q++)
			*out = *out * 10 + (*q - '0');
		return true;
	}
	struct src_loc l = loc_at(c, a);
	struct arena *ar = arena_new();
	struct expr *e = parse_expression(a, (size_t)(b - a), &l, ar);
	struct value v;
	bool ok = e && expr_eval(as, e, &v, false);
	if (ok && (v.kind != V_CONST || v.reloc)) {
		diag_error(&l, "%s must be a constant known here", what);
		ok = false;
	}
	arena_free(ar);
	if (ok)
		*out = v.num;
	return ok;
}

/* A word of letters, digits and '_' at the cursor (an option name). */
static size_t word_at(const struct cursor *c)
{
	size_t n = 0;
	while (c->p + n < c->end && (isalnum((unsigned char)c->p[n]) || c->p[n] == '_'))
		n++;
	return n;
}

static bool word_is(const struct cursor *c, size_t n, const char *w)
{
	return strlen(w) == n && strncmp(c->p, w, n) == 0;
}

/* A quoted string at the cursor, with gas's escapes (\n, \t, octal, \x...);
 * an unclosed one ends with the line. */
static char *read_string(struct cursor *c)
{
	const char *p = c->p + 1;
	size_t cap = (size_t)(c->end - p) + 1, n = 0;
	char *out = xmalloc(cap);
	while (p < c->end && *p != '"') {
		char ch = *p++;
		if (ch == '\\' && p < c->end) {
			ch = *p++;
			switch (ch) {
			case 'b': ch = '\b'; break;
			case 'f': ch = '\f'; break;
			case 'n': ch = '\n'; break;
			case 'r': ch = '\r'; break;
			case 't': ch = '\t'; break;
			case 'x': case 'X': {
				unsigned v = 0;
				while (p < c->end && isxdigit((unsigned char)*p)) {
					int d = isdigit((unsigned char)*p) ? *p - '0'
									    : tolower((unsigned char)*p) - 'a' + 10;
					v = v * 16 + (unsigned)d;
					p++;
				}
				ch = (char)(v & 0xff);
				break;
			}
			default:
				if (ch >= '0' && ch <= '7') {
					unsigned v = (unsigned)(ch - '0');
					for (int k = 0; k < 2 && p < c->end && *p >= '0' && *p <= '7'; k++)
						v = v * 8 + (unsigned)(*p++ - '0');
					ch = (char)(v & 0xff);
				}
				break;
			}
		}
		out[n++] = ch;
	}
	out[n] = '\0';
	c->p = p < c->end ? p + 1 : p;
	return out;
}

/* "md5 VALUE": a number wider than 64 bits, kept as its low 128 bits,
 * little-endian.  gas records it only when its lowest byte is not zero. */
static bool read_md5(struct cursor *c, bool *has, uint8_t md5[16])
{
	skip_blanks(c);
	const char *p = c->p;
	bool neg = false;
	if (p < c->end && *p == '-') {
		neg = true;
		p++;
	}
	unsigned base = 10;
	if (p + 1 < c->end && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	}
	uint8_t v[17] = {0};	/* one byte more than kept: wider than 128 */
	bool wide = false, any = false;
	for (; p < c->end && isxdigit((unsigned char)*p); p++) {
		unsigned d = isdigit((unsigned char)*p) ? (unsigned)(*p - '0')
							 : (unsigned)(tolower((unsigned char)*p) - 'a' + 10);
		if (d >= base)
			break;
		any = true;
		unsigned carry = d;
		for (int i = 0; i < 17; i++) {
			unsigned x = v[i] * base + carry;
			v[i] = (uint8_t)x;
			carry = x >> 8;
		}
		if (carry)
			wide = true;
	}
	for (int i = 8; i < 17; i++)
		if (v[i])
			wide = true;
	if (!any || !wide || (p < c->end && name_char(*p)))
		return false;
	c->p = p;
	if (neg) {	/* two's complement over the 128 bits */
		unsigned carry = 1;
		for (int i = 0; i < 16; i++) {
			unsigned x = (uint8_t)~v[i] + carry;
			v[i] = (uint8_t)x;
			carry = x >> 8;
		}
	}
	memcpy(md5, v, 16);
	*has = md5[0] != 0;
	return true;
}

/* ---- the file table ---------------------------------------------------------- */

static struct dw_file *file_find(struct dwarf *d, uint32_t num)
{
	size_t lo = 0, hi = d->nfiles;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (d->files[mid].num == num)
			return &d->files[mid];
		if (d->files[mid].num < num)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static struct dw_file *file_insert(struct dwarf *d, uint32_t num)
{
	size_t at = d->nfiles;
	while (at > 0 && d->files[at - 1].num > num)
		at--;
	d->files = xgrow(d->files, &d->files_cap, d->nfiles, sizeof *d->files);
	memmove(&d->files[at + 1], &d->files[at], (d->nfiles - at) * sizeof *d->files);
	d->nfiles++;
	memset(&d->files[at], 0, sizeof d->files[at]);
	d->files[at].num = num;
	return &d->files[at];
}

/* The index of directory name, added if new (index 0 is .file 0's). */
static uint32_t dir_index(struct dwarf *d, const char *name)
{
	for (size_t i = 0; i < d->ndirs; i++)
		if (d->dirs[i] && strcmp(d->dirs[i], name) == 0)
			return (uint32_t)i;
	d->dirs = xgrow(d->dirs, &d->dirs_cap, d->ndirs, sizeof *d->dirs);
	d->dirs[d->ndirs] = xstrdup(name);
	return (uint32_t)d->ndirs++;
}

/* Splits "dir/name" at its last '/' (not a leading one): the directory is
 * malloc'd, or NULL; *base points into path. */
static char *split_dir(const char *path, const char **base)
{
	const char *slash = strrchr(path, '/');
	if (!slash || slash == path) {
		*base = path;
		return NULL;
	}
	*base = slash + 1;
	size_t n = (size_t)(slash - path);
	char *dir = xmalloc(n + 1);
	memcpy(dir, path, n);
	dir[n] = '\0';
	return dir;
}

static bool same_dir(const char *a, const char *b)
{
	return a && b ? strcmp(a, b) == 0 : a == b;
}

/* Enters file num: one string (a path, split at its last '/'), or a
 * directory and a name (DWARF 5). */
static void file_enter(struct assembler *as, uint32_t num, char *first, char *second,
		       bool has_md5, const uint8_t md5[16], const struct src_loc *loc)
{
	struct dwarf *d = as->dwarf;
	if (d->ndirs == 0) {	/* slot 0 */
		d->dirs = xgrow(d->dirs, &d->dirs_cap, 0, sizeof *d->dirs);
		d->dirs[d->ndirs++] = NULL;
	}
	/* the directory and name as the table will hold them */
	char *dir = NULL;
	const char *name, *given;
	bool dir_given = false;
	if (second && num != 0) {	/* "DIR" "NAME": the name as it is */
		dir = xstrdup(first);
		dir_given = true;
		name = given = second;
	} else {
		given = second ? second : first;
		dir = split_dir(given, &name);
	}
	struct dw_file *f = file_find(d, num);
	if (f) {
		/* the same file again is fine; gas compares directory strings
		 * as written (the slot's directory 0 being .file 0's) */
		const char *old_dir = d->dirs[f->dir];
		const char *new_dir = dir;
		if (num == 0 && second && first[0])
			new_dir = first;
		/* an md5 given again must be the same; none given changes nothing */
		bool same = strcmp(f->name, name) == 0 && same_dir(old_dir, new_dir) &&
			    (!has_md5 || (f->has_md5 && memcmp(f->md5, md5, 16) == 0));
		if (!same)
			diag_error(loc, "file number %" PRIu32 " is already given to '%s%s%s'",
				   num, old_dir ? old_dir : "", old_dir ? "/" : "", f->name);
		free(dir);
		return;
	}
	if (num == 0 && second && first[0] && !d->dirs[0])
		d->dirs[0] = xstrdup(first);
	uint32_t di = 0;
	if (dir && (dir[0] || !dir_given))
		di = dir_index(d, dir);
	free(dir);
	f = file_insert(d, num);
	f->given = xstrdup(given);
	f->name = xstrdup(name);
	f->dir = di;
	f->has_md5 = has_md5;
	if (has_md5)
		memcpy(f->md5, md5, 16);
	f->loc = *loc;
}

/* .file N "NAME", .file N "DIR" "NAME" [md5 VALUE] (the last two forms
 * after a .file 0, which makes the line table DWARF 5). */
void dwarf_file(struct assembler *as, const struct stmt *s)
{
	struct dwarf *d = as->dwarf;
	struct cursor c = cursor_of(s);
	int64_t num;
	/* after a bad number gas goes on with 0 (which makes it DWARF 5) */
	if (!read_constant(as, &c, "a file number", &num))
		num = 0;
	if (num < 0) {
		diag_error(&s->loc, "file number %" PRId64 " is negative", num);
		return;
	}
	if (num >= FILE_NUMBER_LIMIT) {
		diag_error(&s->loc, "file number %" PRId64 " is too large", num);
		return;
	}
	bool five = d->v5 || num == 0;
	skip_blanks(&c);
	if (c.p >= c.end || *c.p != '"') {
		diag_error(&s->loc, "'.file %" PRId64 "' expects a file name in quotes", num);
		return;
	}
	char *first = read_string(&c), *second = NULL;
	bool has_md5 = false, md5_bad = false;
	uint8_t md5[16] = {0};
	skip_blanks(&c);
	if (five && c.p < c.end && *c.p == '"') {
		second = read_string(&c);
		skip_blanks(&c);
	}
	size_t w = word_at(&c);
	if (five && word_is(&c, w, "md5")) {
		c.p += w;
		md5_bad = !read_md5(&c, &has_md5, md5);
	}
	/* gas enters the file before it looks at what follows */
	if (num == 0)
		d->v5 = true;
	file_enter(as, (uint32_t)num, first, second, has_md5, md5, &s->loc);
	if (md5_bad) {
		diag_error(&s->loc, "md5 needs a number wider than 64 bits");
	} else if (!at_end(&c)) {
		struct src_loc l = loc_at(&c, c.p);
		if (*c.p == '"')
			diag_error(&l, "a directory and a file name are taken only in DWARF 5 "
				   "(after '.file 0')");
		else
			diag_error(&l, "unexpected '%c' after the file name", *c.p);
	}
	free(first);
	free(second);
}

/* ---- rows -------------------------------------------------------------------- */

static bool code_section(const struct asm_section *sec)
{
	return (sec->flags & (SECF_ALLOC | SECF_EXEC)) == (SECF_ALLOC | SECF_EXEC);
}

static struct dw_section *section_state(struct dwarf *d, int section)
{
	d->sec = xgrow_zeroed(d->sec, &d->sec_cap, (size_t)section, sizeof *d->sec);
	return &d->sec[section];
}

void dwarf_frag(struct assembler *as, uint64_t variable)
{
	struct dwarf *d = as->dwarf;
	if (!d)
		return;
	struct dw_section *ds = section_state(d, as->cur);
	uint64_t end = as->p->sections[as->cur].size;
	if (ds->seq) {
		struct dw_seq *q = &d->seqs[ds->seq - 1];
		struct dw_row *last = q->nrows ? &q->rows[q->nrows - 1] : NULL;
		if (last && last->frag == ds->frag && end > last->addr)
			last->fixed_after = true;
	}
	ds->frag++;
	ds->frag_start = end + variable;
}

/* A row of loc at addr in section; false when gas drops it (line 0, or a
 * section that is not code).  view: NULL, or where its view number goes
 * (a row of a .loc with a view). */
static bool add_row(struct assembler *as, int section, uint64_t addr,
		    const struct dw_loc *loc, bool reset, const struct src_loc *where,
		    uint32_t *view)
{
	struct dwarf *d = as->dwarf;
	const struct asm_section *sec = &as->p->sections[section];
	if (loc->line == 0)
		return false;
	if (!code_section(sec)) {
		/* an instruction's row: gas says so without a line */
		diag_warning(where, "line information in '%s' is dropped (not a code section)",
			     sec->name);
		return false;
	}
	struct dw_section *ds = section_state(d, section);
	if (!ds->seq) {
		d->seqs = xgrow(d->seqs, &d->seqs_cap, d->nseqs, sizeof *d->seqs);
		d->seqs[d->nseqs] = (struct dw_seq){.section = section};
		ds->seq = (int)++d->nseqs;
	}
	struct dw_seq *q = &d->seqs[ds->seq - 1];
	const struct dw_row *last = q->nrows ? &q->rows[q->nrows - 1] : NULL;
	/* the view counts rows at one address from 0, as gas numbers them: a
	 * row without a view of its own counts as view 0 */
	uint32_t v = 0;
	if (last && !reset && last->addr == addr)
		v = last->has_view ? last->view + 1 : 1;
	/* "view -0" needs the address set again unless gas can tell, from
	 * the fixed parts of its frags, that the address has moved: within a
	 * frag; else when fixed bytes follow the last row in its frag or
	 * precede this one in its own */
	bool set_address = false;
	if (reset && last) {
		if (last->frag == ds->frag)
			set_address = addr == last->addr;
		else
			set_address = !last->fixed_after && addr <= ds->frag_start;
	}
	q->rows = xgrow(q->rows, &q->cap, q->nrows, sizeof *q->rows);
	q->rows[q->nrows++] = (struct dw_row){addr, *loc, v, view != NULL, set_address,
					      ds->frag, false};
	if (view)
		*view = v;
	return true;
}

/* A row has taken the current .loc: its one-row flags are spent. */
static void consume(struct dwarf *d)
{
	d->cur.basic_block = d->cur.prologue_end = d->cur.epilogue_begin = false;
	d->cur.discriminator = 0;
	d->loc_open = false;
}

static uint64_t section_end(const struct assembler *as, int sec)
{
	return as->p->sections[sec].size;
}

/* "view NAME": the name takes the row's view number. */
static void view_symbol(struct assembler *as, const char *name, bool made, uint32_t view,
			const struct src_loc *loc)
{
	int sym = as_sym_get(as, name);
	if (!made)
		return;		/* gas leaves it undefined */
	struct asm_symbol *y = &as->p->symbols[sym];
	if (y->kind == SYM_EQU && !as->sym_exprs[sym]) {	/* an earlier view */
		if ((uint64_t)y->value != view)
			diag_error(loc, "view number mismatch: '%s' is %" PRId64 ", this row's "
				   "view is %" PRIu32, name, y->value, view);
		return;
	}
	struct expr e = {.op = E_NUM, .num = view, .loc = *loc};
	as_define_equ(as, name, &e, loc, false);
}

/* A .loc's "view" option. */
struct loc_view {
	bool given;		/* the .loc has one: its row is made at once */
	bool reset;		/* "view -0" */
	bool zero;		/* "view 0": the row's view must be 0 */
	char *name;		/* "view NAME" or "view \"NAME\"" */
	struct src_loc loc;	/* of the word "view" */
};

/* .loc's FILE LINE [COLUMN], into n. */
static bool read_loc_numbers(struct assembler *as, struct cursor *c, const struct src_loc *loc,
			     struct dw_loc *n)
{
	struct dwarf *d = as->dwarf;
	int64_t file, line, column = 0;
	if (!read_constant(as, c, "the file number", &file) ||
	    !read_constant(as, c, "the line number", &line))
		return false;
	skip_blanks(c);
	bool has_column = c->p < c->end && isdigit((unsigned char)*c->p);
	if (has_column && !read_constant(as, c, "the column", &column))
		return false;
	if (file < 0 || (uint64_t)file > UINT32_MAX || !file_find(d, (uint32_t)file) ||
	    (file == 0 && !d->v5)) {
		diag_error(loc, "file number %" PRId64 " has no '.file'", file);
		return false;
	}
	if (line < 0) {
		diag_error(loc, "line number %" PRId64 " is negative", line);
		return false;
	}
	n->file = (uint32_t)file;
	n->line = (uint32_t)line;
	if (has_column)	/* even negative: gas keeps its 32 bits */
		n->column = (uint32_t)column;
	return true;
}

/* The operand of "view" (at c, after the word, which is at wl): 0, -0, a
 * symbol's name or a string.  A later "view" replaces an earlier one. */
static bool read_view(struct assembler *as, struct cursor *c, const struct src_loc *wl,
		      struct loc_view *view)
{
	skip_blanks(c);
	free(view->name);
	*view = (struct loc_view){.given = true, .loc = *wl};
	if (c->p < c->end && (isdigit((unsigned char)*c->p) || *c->p == '-')) {
		bool minus = *c->p == '-';
		int64_t v;
		if (!read_constant(as, c, "the view", &v))
			return false;
		if (v != 0) {
			diag_error(wl, "a view given as a number can only be 0 (or -0)");
			return false;
		}
		view->reset = minus;
		view->zero = !minus;
		return true;
	}
	if (c->p < c->end && *c->p == '"') {
		view->name = read_string(c);
		return true;
	}
	size_t k = 0;
	while (c->p + k < c->end && name_char(c->p[k]))
		k++;
	if (k == 0) {
		diag_error(wl, "'view' expects a symbol name or 0");
		return false;
	}
	if (k > 1 && c->p[k - 1] == '#')	/* "name#" */
		k--;
	view->name = xmalloc(k + 1);
	memcpy(view->name, c->p, k);
	view->name[k] = '\0';
	c->p += k;
	if (c->p < c->end && *c->p == '#')
		c->p++;
	return true;
}

/* The number V >= 0 of the .loc option called name (at most 1 when
 * bool_only), whose word is at wl; label names it in read_constant's
 * messages. */
static bool read_loc_value(struct assembler *as, struct cursor *c, const struct src_loc *wl,
			   const char *name, const char *label, bool bool_only, uint32_t *value)
{
	int64_t v;
	if (!read_constant(as, c, label, &v))
		return false;
	if (bool_only && v != 0 && v != 1) {
		diag_error(wl, "%s must be 0 or 1", name);
		return false;
	}
	if (v < 0) {
		diag_error(wl, "%s %" PRId64 " is negative", name, v);
		return false;
	}
	*value = (uint32_t)v;
	return true;
}

/* .loc's options after its numbers, to the end of the statement: the
 * flags and values into n, the view into view. */
static bool read_loc_options(struct assembler *as, struct cursor *c, struct dw_loc *n,
			     struct loc_view *view)
{
	for (;;) {
		skip_blanks(c);
		if (c->p >= c->end || !(isalpha((unsigned char)*c->p) || *c->p == '_'))
			break;
		size_t w = word_at(c);
		struct src_loc wl = loc_at(c, c->p);
		bool ok = true;
		uint32_t is_stmt;
		if (word_is(c, w, "basic_block")) {
			c->p += w;
			n->basic_block = true;
		} else if (word_is(c, w, "prologue_end")) {
			c->p += w;
			n->prologue_end = true;
		} else if (word_is(c, w, "epilogue_begin")) {
			c->p += w;
			n->epilogue_begin = true;
		} else if (word_is(c, w, "is_stmt")) {
			c->p += w;
			ok = read_loc_value(as, c, &wl, "is_stmt", "is_stmt", true, &is_stmt);
			if (ok)
				n->is_stmt = is_stmt == 1;
		} else if (word_is(c, w, "isa")) {
			c->p += w;
			ok = read_loc_value(as, c, &wl, "isa", "isa", false, &n->isa);
		} else if (word_is(c, w, "discriminator")) {
			c->p += w;
			ok = read_loc_value(as, c, &wl, "discriminator", "the discriminator", false,
					    &n->discriminator);
		} else if (word_is(c, w, "view")) {
			c->p += w;
			ok = read_view(as, c, &wl, view);
		} else {
			diag_error(&wl, "unknown '.loc' option '%.*s'", (int)(w ? w : 1), c->p);
			ok = false;
		}
		if (!ok)
			return false;
	}
	if (!at_end(c)) {
		struct src_loc l = loc_at(c, c->p);
		diag_error(&l, "unexpected '%c' in '.loc'", *c->p);
		return false;
	}
	return true;
}

/* The current .loc goes to the next instruction written (the written-th),
 * replacing one that was waiting for the same instruction. */
static void pend_loc(struct dwarf *d, uint32_t written)
{
	if (d->npend > d->pend_head && d->pend[d->npend - 1].seq == written) {
		d->pend[d->npend - 1].loc = d->cur;
		return;
	}
	if (d->pend_head == d->npend)
		d->pend_head = d->npend = 0;
	d->pend = xgrow(d->pend, &d->pend_cap, d->npend, sizeof *d->pend);
	d->pend[d->npend++] = (struct dw_pending){written, d->cur};
}

/* .loc FILE LINE [COLUMN] [basic_block] [prologue_end] [epilogue_begin]
 * [is_stmt V] [isa V] [discriminator V] [view V] */
void dwarf_loc(struct assembler *as, const struct stmt *s)
{
	struct dwarf *d = as->dwarf;
	uint32_t written = as->p->nwritten;
	if (!d->any_loc) {
		d->any_loc = true;
		d->first_loc = s->loc;
	}
	/* two .locs with no instruction between: the first one's row is
	 * made here */
	if (d->loc_open && written == d->loc_seq)
		add_row(as, as->cur, section_end(as, as->cur), &d->cur, false, &s->loc, NULL);
	consume(d);

	struct cursor c = cursor_of(s);
	struct dw_loc n = d->cur;
	struct loc_view view = {.loc = s->loc};
	if (!read_loc_numbers(as, &c, &s->loc, &n) || !read_loc_options(as, &c, &n, &view)) {
		free(view.name);
		return;
	}
	d->cur = n;
	d->loc_open = true;
	d->loc_seq = written;
	if (view.given) {	/* a row here and now */
		uint32_t v = 0;
		bool made = add_row(as, as->cur, section_end(as, as->cur), &d->cur, view.reset,
				    &s->loc, &v);
		if (view.name)
			view_symbol(as, view.name, made, v, &view.loc);
		else if (view.zero && made && v != 0)
			diag_error(&view.loc, "view number mismatch: this row's view is %" PRIu32
				   ", not 0", v);
		consume(d);
	}
	pend_loc(d, written);
	free(view.name);
}

void dwarf_insn_placed(struct assembler *as, const struct asm_insn *in)
{
	struct dwarf *d = as->dwarf;
	while (d->pend_head < d->npend && d->pend[d->pend_head].seq < in->seq)
		d->pend_head++;		/* never placed (an error) */
	if (d->pend_head >= d->npend || d->pend[d->pend_head].seq != in->seq)
		return;
	struct dw_loc loc = d->pend[d->pend_head++].loc;
	add_row(as, (int)in->section, in->offset + in->slot, &loc, false, NULL, NULL);
}

/* ---- the line program ------------------------------------------------------------ */

/* One row's advance, the way gas picks its opcodes: a special opcode when
 * one fits, after DW_LNS_const_add_pc if that makes one fit, else
 * DW_LNS_advance_pc first.  A line advance of INT32_MAX is gas's mark for
 * the end of a sequence (it writes one even for a row that needs it). */
static void put_advance(struct buf *b, int32_t line_delta, uint64_t addr_delta)
{
	if (line_delta == INT32_MAX) {
		if (addr_delta == MAX_SPECIAL_ADDR_DELTA)
			put1(b, DW_LNS_const_add_pc);
		else if (addr_delta) {
			put1(b, DW_LNS_advance_pc);
			put_uleb(b, addr_delta);
		}
		put1(b, 0);
		put1(b, 1);
		put1(b, DW_LNE_end_sequence);
		return;
	}
	int64_t tmp = (int64_t)line_delta - LINE_BASE;
	bool line_advanced = false;
	if (tmp < 0 || tmp >= LINE_RANGE) {
		put1(b, DW_LNS_advance_line);
		put_sleb(b, line_delta);
		line_delta = 0;
		tmp = -LINE_BASE;
		line_advanced = true;
	}
	if (line_delta == 0 && addr_delta == 0) {
		put1(b, DW_LNS_copy);
		return;
	}
	tmp += OPCODE_BASE;
	if (addr_delta < 256 + MAX_SPECIAL_ADDR_DELTA) {
		uint64_t op = (uint64_t)tmp + addr_delta * LINE_RANGE;
		if (op <= 255) {
			put1(b, (unsigned)op);
			return;
		}
		op -= MAX_SPECIAL_ADDR_DELTA * LINE_RANGE;
		if (op <= 255) {
			put1(b, DW_LNS_const_add_pc);
			put1(b, (unsigned)op);
			return;
		}
	}
	put1(b, DW_LNS_advance_pc);
	put_uleb(b, addr_delta);
	/* after DW_LNS_advance_line, a copy; else the special opcode that
	 * advances the line alone */
	put1(b, line_advanced ? DW_LNS_copy : (unsigned)tmp);
}

static void put_sequence(struct buf *b, const struct dw_seq *q, uint64_t end)
{
	struct dw_loc st = {.file = 1, .line = 1, .is_stmt = true};
	uint64_t addr = 0;
	for (size_t i = 0; i < q->nrows; i++) {
		const struct dw_row *r = &q->rows[i];
		const struct dw_loc *l = &r->loc;
		if (l->file != st.file) {
			put1(b, DW_LNS_set_file);
			put_uleb(b, l->file);
		}
		if (l->column != st.column) {
			put1(b, DW_LNS_set_column);
			put_uleb(b, l->column);
		}
		if (l->discriminator) {
			put1(b, 0);
			put_uleb(b, 1 + (uint64_t)uleb_size(l->discriminator));
			put1(b, DW_LNE_set_discriminator);
			put_uleb(b, l->discriminator);
		}
		if (l->isa != st.isa) {
			put1(b, DW_LNS_set_isa);
			put_uleb(b, l->isa);
		}
		if (l->is_stmt != st.is_stmt)
			put1(b, DW_LNS_negate_stmt);
		if (l->basic_block)
			put1(b, DW_LNS_set_basic_block);
		if (l->prologue_end)
			put1(b, DW_LNS_set_prologue_end);
		if (l->epilogue_begin)
			put1(b, DW_LNS_set_epilogue_begin);
		uint64_t delta = r->addr - addr;
		/* a sequence starts with its address; "view -0" may set it
		 * again (which resets the view) */
		if (i == 0 || r->set_address) {
			put1(b, 0);
			put1(b, 9);
			put1(b, DW_LNE_set_address);
			put(b, NULL, 8);	/* relocated */
			delta = 0;
		}
		put_advance(b, (int32_t)(l->line - st.line), delta);
		st = *l;
		addr = r->addr;
	}
	put_advance(b, INT32_MAX, end - addr);
}

/* ---- the sections ------------------------------------------------------------------ */

static int find_section(const struct assembler *as, const char *name)
{
	for (size_t i = 0; i < as->p->nsections; i++)
		if (!as->p->sections[i].group && strcmp(as->p->sections[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* The section name, made as gas makes it if new. */
static int debug_section(struct assembler *as, const char *name)
{
	int sec = find_section(as, name);
	if (sec >= 0)
		return sec;
	sec = as_section_get(as, name, 0);
	struct asm_section *s = &as->p->sections[sec];
	s->code = false;
	s->type = SEC_PROGBITS;
	s->flags = 0;
	s->align = 1;
	return sec;
}

static void append(struct assembler *as, int sec, const struct buf *b)
{
	int cur = as->cur;
	struct src_loc loc = {as->p->path, 0, 0, NULL};
	as->cur = sec;
	as_section_emit(as, b->b, b->n, &loc);
	as->cur = cur;
}

/* The current directory as gas names it: $PWD when it is this directory,
 * else what getcwd says. */
static char *current_dir(void)
{
	const char *pwd = getenv("PWD");
	struct stat a, b;
	if (pwd && pwd[0] == '/' && stat(pwd, &a) == 0 && stat(".", &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		return xstrdup(pwd);
	for (size_t n = 256;; n *= 2) {
		char *buf = xmalloc(n);
		if (getcwd(buf, n))
			return buf;
		free(buf);
		if (errno != ERANGE)
			return xstrdup("");
	}
}

/* A function symbol gas describes with a DW_TAG_subprogram: defined in a
 * section, with a size other than 0, or one given by an expression gas
 * could not settle when it read it (then even 0). */
static bool described_function(const struct asm_symbol *y)
{
	bool func = y->type == STYPE_FUNC || y->type == STYPE_GNU_IFUNC ||
		    (y->function && y->type == STYPE_NONE);
	bool defined = y->kind == SYM_LABEL || (y->kind == SYM_EQU && y->resolved);
	return func && defined && y->section >= 0 && (y->size != 0 || y->size_pending);
}

static void put_attr(struct buf *b, unsigned at, unsigned form)
{
	put_uleb(b, at);
	put_uleb(b, form);
}

/* What the compilation unit gas writes looks like: its DWARF version,
 * whether its addresses are a range list, and the functions it describes. */
struct info_shape {
	bool v5;
	bool ranges;		/* more than one sequence: DW_AT_ranges */
	size_t nfuncs;		/* described_function() symbols */
	bool external;		/* one of them is DW_AT_external ... */
	bool all_external;	/* ... all of them are */
};

static struct info_shape info_shape(const struct assembler *as)
{
	const struct program *p = as->p;
	struct info_shape s = {
		.v5 = as->dwarf->v5, .ranges = as->dwarf->nseqs > 1, .all_external = true,
	};
	for (size_t i = 0; i < p->nsymbols; i++)
		if (described_function(&p->symbols[i])) {
			s.nfuncs++;
			bool ext = p->symbols[i].global && !p->symbols[i].weak;
			s.external |= ext;
			s.all_external &= ext;
		}
	return s;
}

/* .debug_abbrev: the compile unit's, and with functions the subprogram's
 * and the unspecified type's. */
static void put_abbrevs(struct buf *ab, const struct info_shape *s)
{
	bool v5 = s->v5;
	put_uleb(ab, 1);
	put_uleb(ab, DW_TAG_compile_unit);
	put1(ab, s->nfuncs ? 1 : 0);
	put_attr(ab, DW_AT_stmt_list, v5 ? DW_FORM_sec_offset : DW_FORM_data4);
	if (s->ranges) {
		put_attr(ab, DW_AT_ranges, v5 ? DW_FORM_sec_offset : DW_FORM_data4);
	} else {
		put_attr(ab, DW_AT_low_pc, DW_FORM_addr);
		put_attr(ab, DW_AT_high_pc, v5 ? DW_FORM_udata : DW_FORM_addr);
	}
	put_attr(ab, DW_AT_name, DW_FORM_strp);
	put_attr(ab, DW_AT_comp_dir, DW_FORM_strp);
	put_attr(ab, DW_AT_producer, DW_FORM_strp);
	put_attr(ab, DW_AT_language, DW_FORM_data2);
	put_attr(ab, 0, 0);
	if (s->nfuncs) {
		put_uleb(ab, 2);
		put_uleb(ab, DW_TAG_subprogram);
		put1(ab, 0);
		put_attr(ab, DW_AT_name, DW_FORM_strp);
		/* DWARF 5 has a form without a byte for "all external" */
		bool present = v5 && s->all_external;
		if (s->external)
			put_attr(ab, DW_AT_external, present ? DW_FORM_flag_present : DW_FORM_flag);
		put_attr(ab, DW_AT_type, DW_FORM_ref_udata);
		put_attr(ab, DW_AT_low_pc, DW_FORM_addr);
		put_attr(ab, DW_AT_high_pc, v5 ? DW_FORM_udata : DW_FORM_addr);
		put_attr(ab, 0, 0);
		put_uleb(ab, 3);
		put_uleb(ab, DW_TAG_unspecified_type);
		put1(ab, 0);
		put_attr(ab, 0, 0);
	}
	put1(ab, 0);
}

/* .debug_info's unit header and its compile unit DIE. */
static void put_unit(struct assembler *as, struct buf *in, const struct info_shape *s)
{
	bool v5 = s->v5;
	put_le(in, 0, 4);			/* unit length, set at the end */
	put_le(in, v5 ? 5 : 3, 2);
	if (v5) {
		put1(in, DW_UT_compile);
		put1(in, 8);
		put_le(in, 0, 4);		/* abbrevs: relocated */
	} else {
		put_le(in, 0, 4);
		put1(in, 8);
	}
	put_uleb(in, 1);
	put_le(in, 0, 4);			/* stmt_list: relocated */
	if (s->ranges) {
		put_le(in, 0, 4);		/* relocated */
	} else {
		put_le(in, 0, 8);		/* low_pc: relocated */
		uint64_t size = section_end(as, as->dwarf->seqs[0].section);
		if (v5)
			put_uleb(in, size);
		else
			put_le(in, 0, 8);	/* high_pc: relocated */
	}
	put(in, NULL, 12);			/* strings: relocated */
	put_le(in, DW_LANG_Mips_Assembler, 2);
}

/* A subprogram DIE per function, their names into .debug_str, then the
 * unspecified type they all refer to, by its offset: a uleb128 whose size
 * counts in that offset, the smallest that holds.  Returns the type DIE's
 * offset in the unit. */
static size_t put_subprograms(const struct program *p, struct buf *in, struct buf *str,
			      const struct info_shape *s)
{
	bool v5 = s->v5;
	bool flag_byte = s->external && !(v5 && s->all_external);
	size_t die = 1 + 4 + (flag_byte ? 1 : 0) + 8;	/* without type, high_pc */
	size_t body = 0;
	for (size_t i = 0; i < p->nsymbols; i++) {
		const struct asm_symbol *y = &p->symbols[i];
		if (described_function(y))
			body += die + (v5 ? (size_t)uleb_size((uint64_t)y->size) : 8);
	}
	int ref = 1;
	for (;;) {
		uint64_t type_at = in->n + body + s->nfuncs * (size_t)ref;
		if (uleb_size(type_at) <= ref)
			break;
		ref = uleb_size(type_at);
	}
	uint64_t type_at = in->n + body + s->nfuncs * (size_t)ref;
	for (size_t i = 0; i < p->nsymbols; i++) {
		const struct asm_symbol *y = &p->symbols[i];
		if (!described_function(y))
			continue;
		put_uleb(in, 2);
		put_le(in, 0, 4);	/* name: relocated */
		if (flag_byte)
			put1(in, y->global && !y->weak);
		/* the offset, padded to the size counted for it */
		for (int k = 0; k < ref; k++)
			put1(in, (unsigned)((type_at >> (7 * k)) & 0x7f) |
				  (k + 1 < ref ? 0x80 : 0));
		put_le(in, 0, 8);	/* low_pc: relocated */
		if (v5)
			put_uleb(in, (uint64_t)y->size);
		else
			put_le(in, 0, 8);
		put_str(str, y->obj_name ? y->obj_name : y->name);
	}
	size_t type_die = in->n;
	put_uleb(in, 3);
	put1(in, 0);
	return type_die;
}

/* .debug_aranges: each sequence's section, whole. */
static void put_aranges(struct assembler *as, struct buf *ar)
{
	const struct dwarf *d = as->dwarf;
	put_le(ar, 0, 4);
	put_le(ar, 2, 2);
	put_le(ar, 0, 4);			/* relocated */
	put1(ar, 8);
	put1(ar, 0);
	put(ar, NULL, 16 - ar->n % 16);		/* pairs start 16-aligned */
	for (size_t i = 0; i < d->nseqs; i++) {
		put_le(ar, 0, 8);		/* relocated */
		put_le(ar, section_end(as, d->seqs[i].section), 8);
	}
	put(ar, NULL, 16);
	set_le(ar, 0, ar->n - 4, 4);
}

/* .debug_rnglists (DWARF 5) or .debug_ranges: each sequence's section. */
static void put_ranges(struct assembler *as, struct buf *rg, bool v5)
{
	const struct dwarf *d = as->dwarf;
	if (v5) {
		put_le(rg, 0, 4);
		put_le(rg, 5, 2);
		put1(rg, 8);
		put1(rg, 0);
		put_le(rg, 0, 4);
		for (size_t i = 0; i < d->nseqs; i++) {
			put1(rg, DW_RLE_start_length);
			put_le(rg, 0, 8);	/* relocated */
			put_uleb(rg, section_end(as, d->seqs[i].section));
		}
		put1(rg, DW_RLE_end_of_list);
		set_le(rg, 0, rg->n - 4, 4);
	} else {
		put_le(rg, UINT64_MAX, 8);	/* base address: 0 */
		put_le(rg, 0, 8);
		put(rg, NULL, 16 * d->nseqs);	/* start, end: relocated */
		put(rg, NULL, 16);
	}
}

/* .debug_info, .debug_abbrev, .debug_aranges, .debug_str and the ranges
 * of a source without a .debug_info of its own. */
static void write_info(struct assembler *as, const char *comp_dir)
{
	struct program *p = as->p;
	struct info_shape s = info_shape(as);
	struct buf ab = {0}, str = {0}, in = {0}, ar = {0}, rg = {0};
	put_abbrevs(&ab, &s);

	/* .debug_str: the unit's name, its directory, the producer, then the
	 * functions' names */
	const struct dw_file *named = file_find(as->dwarf, s.v5 ? 0 : 1);
	put_str(&str, named ? named->given : "");
	put_str(&str, comp_dir);
	put_str(&str, PRODUCER);

	put_unit(as, &in, &s);
	size_t type_die = 0;	/* its offset in the unit */
	if (s.nfuncs)
		type_die = put_subprograms(p, &in, &str, &s);
	set_le(&in, 0, in.n - 4, 4);
	put_aranges(as, &ar);
	if (s.ranges)
		put_ranges(as, &rg, s.v5);

	int info = debug_section(as, ".debug_info");
	p->sections[info].relocated = true;
	if (s.nfuncs) {	/* gas names the unspecified type DIE */
		int sym = as_sym_get(as, ".Ldebug_no_type_tag");
		struct asm_symbol *y = &p->symbols[sym];
		if (y->kind == SYM_UNDEFINED) {
			y->kind = SYM_LABEL;
			y->section = info;
			y->value = (int64_t)(p->sections[info].size + type_die);
		}
	}
	append(as, info, &in);
	int abbrev = debug_section(as, ".debug_abbrev");
	append(as, abbrev, &ab);
	int aranges = debug_section(as, ".debug_aranges");
	if (p->sections[aranges].align < 16)
		p->sections[aranges].align = 16;
	p->sections[aranges].relocated = true;
	append(as, aranges, &ar);
	int strs = debug_section(as, ".debug_str");
	p->sections[strs].flags |= SECF_MERGE | SECF_STRINGS;
	p->sections[strs].entsize = 1;
	append(as, strs, &str);
	if (s.ranges) {
		int r = debug_section(as, s.v5 ? ".debug_rnglists" : ".debug_ranges");
		if (!s.v5 && p->sections[r].align < 16)
			p->sections[r].align = 16;
		p->sections[r].relocated = true;
		append(as, r, &rg);
	}
	free(ab.b);
	free(str.b);
	free(in.b);
	free(ar.b);
	free(rg.b);
}

/* Whether the .file and .loc tables can be written as gas writes them;
 * if not, says why where the source went wrong. */
static bool tables_complete(struct assembler *as)
{
	struct dwarf *d = as->dwarf;
	const struct program *p = as->p;
	int user_line = find_section(as, ".debug_line");
	if (user_line >= 0 && p->sections[user_line].size > 0) {
		diag_error(&d->first_loc, "'.debug_line' has contents of its own and '.loc' rows too");
		return false;
	}
	/* every number from 1 to the last must name a file */
	uint32_t expect = 1;
	for (size_t i = 0; i < d->nfiles; i++) {
		if (d->files[i].num == 0)
			continue;
		if (d->files[i].num != expect) {
			diag_error(&d->files[i].loc, "file number %" PRIu32 " has no '.file' "
				   "(the file table must have no gaps)", expect);
			return false;
		}
		expect++;
	}
	if (!file_find(d, d->v5 ? 0 : 1)) {
		diag_error(&d->first_loc, "file number 1 has no '.file'");
		return false;
	}
	return true;
}

/* DWARF 5's directories, then files, as offsets into .debug_line_str
 * (their names go into lstr). */
static void put_file_table_v5(const struct dwarf *d, struct buf *b, struct buf *lstr,
			      const char *comp_dir)
{
	put1(b, 1);
	put_uleb(b, DW_LNCT_path);
	put_uleb(b, DW_FORM_line_strp);
	size_t ndirs = d->ndirs ? d->ndirs : 1;
	put_uleb(b, ndirs);
	for (size_t i = 0; i < ndirs; i++) {
		put_le(b, 0, 4);	/* relocated */
		put_str(lstr, i == 0 && !(d->ndirs && d->dirs[0]) ? comp_dir : d->dirs[i]);
	}
	bool md5 = false;
	for (size_t i = 0; i < d->nfiles; i++)
		md5 |= d->files[i].has_md5;
	put1(b, md5 ? 3 : 2);
	put_uleb(b, DW_LNCT_path);
	put_uleb(b, DW_FORM_line_strp);
	put_uleb(b, DW_LNCT_directory_index);
	put_uleb(b, DW_FORM_udata);
	if (md5) {
		put_uleb(b, DW_LNCT_MD5);
		put_uleb(b, DW_FORM_data16);
	}
	put_uleb(b, d->nfiles);
	for (size_t i = 0; i < d->nfiles; i++) {
		const struct dw_file *f = &d->files[i];
		put_le(b, 0, 4);	/* relocated */
		put_uleb(b, f->dir);
		if (md5)
			put(b, f->has_md5 ? f->md5 : NULL, 16);
		put_str(lstr, f->name);
	}
}

/* DWARF 3's directories and files, their names in the header. */
static void put_file_table_v3(const struct dwarf *d, struct buf *b)
{
	for (size_t i = 1; i < d->ndirs; i++)
		put_str(b, d->dirs[i]);
	put1(b, 0);
	for (size_t i = 0; i < d->nfiles; i++) {
		put_str(b, d->files[i].name);
		put_uleb(b, d->files[i].dir);
		put1(b, 0);		/* time */
		put1(b, 0);		/* size */
	}
	put1(b, 0);
}

/* .debug_line: the header, then each sequence's line program. */
static void put_line_program(struct assembler *as, struct buf *b, struct buf *lstr,
			     const char *comp_dir)
{
	const struct dwarf *d = as->dwarf;
	put_le(b, 0, 4);		/* unit length, set at the end */
	put_le(b, d->v5 ? 5 : 3, 2);
	if (d->v5) {
		put1(b, 8);
		put1(b, 0);
	}
	size_t header_length_at = b->n;
	put_le(b, 0, 4);
	put1(b, 1);			/* minimum instruction length */
	if (d->v5)
		put1(b, 1);		/* operations per instruction */
	put1(b, 1);			/* is_stmt by default */
	put1(b, (unsigned)(LINE_BASE & 0xff));
	put1(b, LINE_RANGE);
	put1(b, OPCODE_BASE);
	static const uint8_t opcode_args[OPCODE_BASE - 1] = {0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1};
	put(b, opcode_args, sizeof opcode_args);
	if (d->v5)
		put_file_table_v5(d, b, lstr, comp_dir);
	else
		put_file_table_v3(d, b);
	set_le(b, header_length_at, b->n - header_length_at - 4, 4);
	for (size_t i = 0; i < d->nseqs; i++)
		put_sequence(b, &d->seqs[i], section_end(as, d->seqs[i].section));
	set_le(b, 0, b->n - 4, 4);
}

static int by_seq(const void *a, const void *b)
{
	uint32_t x = ((const struct asm_source_line *)a)->seq;
	uint32_t y = ((const struct asm_source_line *)b)->seq;
	return (x > y) - (x < y);
}

/* Each instruction's source line: the last row at or before its address
 * in its section's sequence (rows are made in address order). */
static void record_source_lines(struct assembler *as)
{
	struct dwarf *d = as->dwarf;
	struct program *p = as->p;
	const char **names = xcalloc(d->nfiles + 1, sizeof *names);
	size_t n = 0, cap = 0;
	for (size_t i = 0; i < p->ninsns; i++) {
		const struct asm_insn *in = &p->insns[i];
		if (in->generated || in->section >= d->sec_cap || !d->sec[in->section].seq)
			continue;
		const struct dw_seq *q = &d->seqs[d->sec[in->section].seq - 1];
		uint64_t addr = in->offset + in->slot;
		size_t lo = 0, hi = q->nrows;	/* first row past addr */
		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;
			if (q->rows[mid].addr <= addr)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (lo == 0)
			continue;
		const struct dw_loc *loc = &q->rows[lo - 1].loc;
		const struct dw_file *f = file_find(d, loc->file);
		if (!f)
			continue;
		size_t fi = (size_t)(f - d->files);
		if (!names[fi])
			names[fi] = arena_strndup(p->strings, f->given, strlen(f->given));
		p->source_lines = xgrow(p->source_lines, &cap, n, sizeof *p->source_lines);
		p->source_lines[n++] = (struct asm_source_line){in->seq, loc->line, names[fi]};
	}
	p->nsource_lines = n;
	free(names);
	/* the bundler places a section's instructions in order, sections in
	 * turn: by seq for program_source_line */
	qsort(p->source_lines, n, sizeof *p->source_lines, by_seq);
}

void dwarf_finish(struct assembler *as)
{
	struct dwarf *d = as->dwarf;
	if (d->nseqs == 0)	/* no row: gas writes nothing */
		return;
	if (!as->bytes_only)
		record_source_lines(as);
	/* after errors, the tables may not be what gas would have: no more
	 * errors about them, and nothing to write */
	if (diag_error_count() != d->errors_before)
		return;
	if (!tables_complete(as))
		return;
	struct program *p = as->p;
	char *comp_dir = current_dir();
	struct buf b = {0}, lstr = {0};
	put_line_program(as, &b, &lstr, comp_dir);
	int line = debug_section(as, ".debug_line");
	p->sections[line].relocated = true;
	append(as, line, &b);
	if (d->v5) {
		int ls = debug_section(as, ".debug_line_str");
		p->sections[ls].flags |= SECF_MERGE | SECF_STRINGS;
		p->sections[ls].entsize = 1;
		append(as, ls, &lstr);
	}
	free(b.b);
	free(lstr.b);
	/* a .debug_info with contents of the file's own: no unit of gas's */
	int info = find_section(as, ".debug_info");
	if (info < 0 || p->sections[info].size == 0)
		write_info(as, comp_dir);
	free(comp_dir);
}

/* ---- life ----------------------------------------------------------------------------- */

void dwarf_init(struct assembler *as)
{
	struct dwarf *d = xcalloc(1, sizeof *d);
	d->cur = (struct dw_loc){.file = 1, .line = 1, .is_stmt = true};
	d->errors_before = diag_error_count();
	as->dwarf = d;
}

void dwarf_free(struct assembler *as)
{
	struct dwarf *d = as->dwarf;
	if (!d)
		return;
	for (size_t i = 0; i < d->nfiles; i++) {
		free(d->files[i].given);
		free(d->files[i].name);
	}
	free(d->files);
	for (size_t i = 0; i < d->ndirs; i++)
		free(d->dirs[i]);
	free(d->dirs);
	free(d->pend);
	for (size_t i = 0; i < d->nseqs; i++)
		free(d->seqs[i].rows);
	free(d->seqs);
	free(d->sec);
	free(d);
	as->dwarf = NULL;
}
