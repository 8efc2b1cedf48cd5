/*
 * parser/source.c - the lines of input as GNU as's reader sees them.
 *
 * A stack of frames gives lines: a file frame reads its file in large
 * blocks (a line of any length costs its length); an expansion frame
 * replays a body (a macro's, or a .rept/.irp/.irpc block) with the
 * arguments substituted, once per iteration.  On top of that sit the
 * conditional stack and the collection of bodies: while a .macro or .rept
 * body is being collected, or a conditional is false, lines are consumed
 * here and the scanner never sees them.
 *
 * Directive names are recognised on the first word of a line, after any
 * labels, outside comments: the same places GNU as looks for them.
 */
#include "source.h"
#include "../common/arena.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MAX_EXPANSION_DEPTH 100		/* GNU as's limit on nested macros */
#define MAX_EXPANDED_LINES 50000000	/* a bound on .rept and macros, so no input hangs */

struct body_line {
	char *text;
	size_t len;
	struct src_loc loc;
};

struct body {
	struct body_line *v;
	size_t n, cap;
};

struct macro_param {
	char *name;
	char *deflt;		/* NULL: none */
	bool required, vararg;
};

struct macro {
	char *name;
	struct macro_param *params;
	int nparams;
	struct body body;
	struct src_loc loc;
	bool purged;
	struct macro *next;	/* every macro ever defined, for freeing */
};

enum frame_kind { FR_FILE, FR_EXPANSION };

struct frame {
	enum frame_kind kind;
	struct frame *up;
	/* FR_FILE */
	FILE *f;
	bool own_file;
	const char *path;	/* in the strings arena */
	int line;		/* of the last line read */
	char *buf;
	size_t buf_len, buf_pos, buf_cap;
	bool eof, read_error;
	/* FR_EXPANSION */
	const struct body *body;
	struct body own_body;	/* .rept/.irp bodies belong to their frame */
	size_t pos;
	long iter, niter;
	char **names, **values;	/* substitutions: \name -> value */
	int nsubst;
	char **irp_values;	/* .irp/.irpc: one value per iteration */
	bool is_macro;
	bool alt;		/* expanded in .altmacro mode */
	size_t cond_depth;	/* conditionals open when it began (.exitm) */
	const struct src_loc *via;	/* where it was invoked */
	long serial;		/* \@ */
};

struct cond {
	bool parent_active;	/* lines around it are assembled */
	bool active;		/* lines of the current branch are assembled */
	bool taken;		/* some branch was true */
	bool seen_else;
	struct src_loc loc;
	struct src_loc else_loc;
};

enum collect_kind { COLLECT_NONE, COLLECT_MACRO, COLLECT_REPT };

struct source {
	struct source_hooks hooks;
	struct arena *strings;
	struct frame *top;
	int depth;		/* expansion frames on the stack */
	struct cond *conds;
	size_t nconds, conds_cap;
	char **include_dirs;
	size_t ninclude;
	struct macro *macros;	/* all, newest first */
	long macro_serial;
	long expanded_lines;
	bool ended;		/* .end */
	bool altmacro;		/* .altmacro: bare parameter names, '&' */
	bool in_comment;	/* inside a C comment at the start of the next line */

	/* what is being collected, and where it goes when complete */
	enum collect_kind collect;
	int collect_nest;
	struct body collected;
	struct src_loc collect_loc;
	struct macro *collect_macro;	/* COLLECT_MACRO */
	long rept_count;		/* COLLECT_REPT */
	char *irp_name;			/* COLLECT_REPT of .irp/.irpc */
	char **irp_values;
	long irp_n;

	/* the line handed out */
	char *line;
	size_t line_len, line_cap;
	/* a line split after its labels: the rest comes next */
	char *pending;
	size_t pending_len;
	struct src_loc pending_loc;
	bool has_pending;
};

/* ---- setup -------------------------------------------------------------- */

struct source *source_new(const struct source_hooks *hooks, struct arena *strings)
{
	struct source *s = xcalloc(1, sizeof *s);
	s->hooks = *hooks;
	s->strings = strings;
	return s;
}

static void body_free(struct body *b)
{
	for (size_t i = 0; i < b->n; i++)
		free(b->v[i].text);
	free(b->v);
	memset(b, 0, sizeof *b);
}

static void free_strings(char **v, long n)
{
	for (long i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

static void frame_free(struct frame *f)
{
	if (f->kind == FR_FILE) {
		if (f->own_file && f->f)
			fclose(f->f);
		free(f->buf);
	} else {
		body_free(&f->own_body);
		free_strings(f->names, f->nsubst);
		free_strings(f->values, f->nsubst);
		free_strings(f->irp_values, f->irp_values ? f->niter : 0);
	}
	free(f);
}

static void pop_frame(struct source *s)
{
	struct frame *f = s->top;
	s->top = f->up;
	if (f->kind == FR_EXPANSION)
		s->depth--;
	frame_free(f);
}

void source_free(struct source *s)
{
	if (!s)
		return;
	while (s->top)
		pop_frame(s);
	free(s->conds);
	for (size_t i = 0; i < s->ninclude; i++)
		free(s->include_dirs[i]);
	free(s->include_dirs);
	while (s->macros) {
		struct macro *m = s->macros;
		s->macros = m->next;
		free(m->name);
		for (int i = 0; i < m->nparams; i++) {
			free(m->params[i].name);
			free(m->params[i].deflt);
		}
		free(m->params);
		body_free(&m->body);
		free(m);
	}
	body_free(&s->collected);
	free(s->irp_name);
	free_strings(s->irp_values, s->irp_n);
	free(s->line);
	free(s->pending);
	free(s);
}

void source_add_include_dir(struct source *s, const char *dir)
{
	s->include_dirs = xrealloc(s->include_dirs, (s->ninclude + 1) * sizeof *s->include_dirs);
	s->include_dirs[s->ninclude++] = xstrdup(dir);
}

void source_end(struct source *s)
{
	s->ended = true;
}

static const char *keep_string(struct source *s, const char *text, size_t n)
{
	return arena_strndup(s->strings, text, n);
}

static const struct src_loc *keep_loc(struct source *s, const struct src_loc *loc)
{
	struct src_loc *l = arena_alloc(s->strings, sizeof *l);
	*l = *loc;
	return l;
}

static bool is_directory(FILE *f)
{
	struct stat st;
	return fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode);
}

static bool push_file(struct source *s, const char *path, FILE *f,
		      const struct src_loc *from)
{
	bool own = false;
	if (!f) {
		f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
		own = f != stdin;
	}
	struct src_loc here = {path, 1, 1, NULL};
	const struct src_loc *at = from ? from : &here;
	if (!f) {
		diag_error(at, "cannot open '%s': %s", path, strerror(errno));
		return false;
	}
	if (is_directory(f)) {
		diag_error(at, "cannot read '%s': %s", path, strerror(EISDIR));
		if (own)
			fclose(f);
		return false;
	}
	struct frame *fr = xcalloc(1, sizeof *fr);
	fr->kind = FR_FILE;
	fr->f = f;
	fr->own_file = own;
	fr->path = keep_string(s, path, strlen(path));
	fr->up = s->top;
	s->top = fr;
	return true;
}

bool source_push_file(struct source *s, const char *path, FILE *f)
{
	return push_file(s, path, f, NULL);
}

/* ---- reading ------------------------------------------------------------ */

static void line_set(struct source *s, const char *text, size_t n)
{
	if (n + 1 > s->line_cap) {
		s->line_cap = n + 1 > 2 * s->line_cap ? n + 1 : 2 * s->line_cap;
		s->line = xrealloc(s->line, s->line_cap);
	}
	memcpy(s->line, text, n);
	s->line[n] = '\0';
	s->line_len = n;
}

static void line_append(struct source *s, const char *text, size_t n)
{
	if (s->line_len + n + 1 > s->line_cap) {
		size_t want = s->line_len + n + 1;
		s->line_cap = want > 2 * s->line_cap ? want : 2 * s->line_cap;
		s->line = xrealloc(s->line, s->line_cap);
	}
	memcpy(s->line + s->line_len, text, n);
	s->line_len += n;
	s->line[s->line_len] = '\0';
}

/* Reads the next line of a file frame into s->line.  False at its end. */
static bool file_line(struct source *s, struct frame *f)
{
	s->line_len = 0;
	bool any = false;
	for (;;) {
		if (f->buf_pos < f->buf_len) {
			char *start = f->buf + f->buf_pos;
			char *nl = memchr(start, '\n', f->buf_len - f->buf_pos);
			size_t n = nl ? (size_t)(nl - start) : f->buf_len - f->buf_pos;
			line_append(s, start, n);
			any = true;
			f->buf_pos += n + (nl ? 1 : 0);
			if (nl)
				break;
		}
		if (f->eof)
			break;
		if (!f->buf_cap) {
			f->buf_cap = 1 << 16;
			f->buf = xmalloc(f->buf_cap);
		}
		f->buf_len = fread(f->buf, 1, f->buf_cap, f->f);
		f->buf_pos = 0;
		if (f->buf_len < f->buf_cap) {
			if (ferror(f->f)) {
				struct src_loc l = {f->path, f->line + 1, 1, NULL};
				diag_error(&l, "error reading '%s': %s", f->path,
					  strerror(errno ? errno : EIO));
				f->read_error = true;
				f->buf_len = 0;
			}
			f->eof = true;
		}
	}
	if (!any && f->eof) {
		line_set(s, "", 0);
		return false;
	}
	if (!s->line)
		line_set(s, "", 0);
	f->line++;
	return true;
}

/* The name of parameter or value: \name. */
static bool name_char(int c)
{
	return isalnum(c) || c == '_' || c == '$' || c == '.';
}

/* Writes body line l of an expansion frame into s->line with its
 * substitutions: \name (a parameter), \@ (the macro count), \() (nothing). */
static void substitute(struct source *s, const struct frame *f, const struct body_line *l)
{
	s->line_len = 0;
	line_set(s, "", 0);
	const char *p = l->text, *end = l->text + l->len;
	const char *run = p;
	while (p < end) {
		if (f->alt && (*p == '&' || ((isalpha((unsigned char)*p) || *p == '_') &&
					     (p == l->text || !name_char((unsigned char)p[-1]))))) {
			/* .altmacro: a parameter's bare name is replaced, and '&'
			 * joins it to what is around it */
			if (*p == '&') {
				line_append(s, run, (size_t)(p - run));
				run = ++p;
				continue;
			}
			const char *e = p;
			while (e < end && name_char((unsigned char)*e))
				e++;
			const char *value = NULL;
			for (int i = 0; i < f->nsubst && !value; i++)
				if (strlen(f->names[i]) == (size_t)(e - p) &&
				    memcmp(f->names[i], p, (size_t)(e - p)) == 0)
					value = f->irp_values ? f->irp_values[f->iter] : f->values[i];
			if (value) {
				line_append(s, run, (size_t)(p - run));
				line_append(s, value, strlen(value));
				run = e;
			}
			p = e;
			continue;
		}
		if (*p != '\\' || p + 1 >= end) {
			p++;
			continue;
		}
		const char *q = p + 1;
		const char *value = NULL;
		size_t consumed = 0;
		char serial[24];
		if (*q == '(' && q + 1 < end && q[1] == ')') {
			value = "";
			consumed = 3;
		} else if (*q == '@' && f->is_macro) {
			snprintf(serial, sizeof serial, "%ld", f->serial);
			value = serial;
			consumed = 2;
		} else if (name_char((unsigned char)*q)) {
			const char *e = q;
			while (e < end && name_char((unsigned char)*e))
				e++;
			for (int i = 0; i < f->nsubst; i++) {
				if (strlen(f->names[i]) == (size_t)(e - q) &&
				    memcmp(f->names[i], q, (size_t)(e - q)) == 0) {
					value = f->irp_values ? f->irp_values[f->iter] : f->values[i];
					consumed = (size_t)(e - p);
					break;
				}
			}
		}
		if (!value) {
			p++;
			continue;
		}
		line_append(s, run, (size_t)(p - run));
		line_append(s, value, strlen(value));
		p += consumed;
		run = p;
	}
	line_append(s, run, (size_t)(end - run));
}

/* ---- words -------------------------------------------------------------- */

static const char *skip_space(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' || *p == '\v'))
		p++;
	return p;
}

static bool word_char(int c)
{
	return isalnum(c) || c == '_' || c == '.' || c == '$' || c == '?';
}

/* Blanks out C comments in s->line (a comment may run over several
 * lines), so that everything above sees only code; "//" comments and "#"
 * lines are left to the scanner. */
static void blank_comments(struct source *s)
{
	char *p = s->line, *end = s->line + s->line_len;
	if (!s->in_comment) {
		char *q = p;
		while (q < end && (*q == ' ' || *q == '\t'))
			q++;
		if (q < end && *q == '#')
			return;
	}
	char quote = 0;
	for (; p < end; p++) {
		if (!s->in_comment && !quote) {
			/* in code only quotes and slashes matter */
			while (p < end && *p != '"' && *p != '\'' && *p != '/')
				p++;
			if (p == end)
				break;
		}
		if (s->in_comment) {
			if (p + 1 < end && p[0] == '*' && p[1] == '/') {
				s->in_comment = false;
				p[0] = p[1] = ' ';
				p++;
			} else {
				*p = ' ';
			}
		} else if (quote) {
			if (*p == '\\' && p + 1 < end)
				p++;
			else if (*p == quote)
				quote = 0;
		} else if (*p == '"') {
			quote = '"';
		} else if (*p == '\'') {	/* 'c: a character constant */
			if (p + 1 < end && p[1] == '\\')
				p++;
			if (p + 1 < end)
				p++;
		} else if (p + 1 < end && p[0] == '/' && p[1] == '/') {
			return;
		} else if (p + 1 < end && p[0] == '/' && p[1] == '*') {
			s->in_comment = true;
			p[0] = p[1] = ' ';
			p++;
		}
	}
}

struct words {
	const char *label_end;	/* after the last "label:" (or the line start) */
	const char *word;	/* first word after labels */
	size_t wlen;
	const char *args;	/* after the word and its blanks */
};

/* Splits off labels ("x:", "x::") and the first word. */
static void first_word(const char *p, const char *end, struct words *w)
{
	w->label_end = p;
	for (;;) {
		p = skip_space(p, end);
		const char *q = p;
		while (q < end && word_char((unsigned char)*q))
			q++;
		if (q > p && q < end && *q == ':' && !(q + 1 < end && q[1] == '=')) {
			q++;
			if (q < end && *q == ':')
				q++;
			w->label_end = q;
			p = q;
			continue;
		}
		w->word = p;
		w->wlen = (size_t)(q - p);
		w->args = skip_space(q, end);
		return;
	}
}

static bool word_is(const struct words *w, const char *name)
{
	size_t n = strlen(name);
	if (w->wlen != n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (tolower((unsigned char)w->word[i]) != name[i])
			return false;
	return true;
}

static bool word_in(const struct words *w, const char *const *names)
{
	for (; *names; names++)
		if (word_is(w, *names))
			return true;
	return false;
}

static const char *const if_names[] = {
	".if", ".ifdef", ".ifndef", ".ifnotdef", ".ifc", ".ifnc", ".ifeqs",
	".ifnes", ".ifb", ".ifnb", ".ifeq", ".ifne", ".ifgt", ".ifge", ".iflt",
	".ifle", NULL,
};
static const char *const rept_names[] = {".rept", ".irp", ".irpc", NULL};

const char *source_string_end(const char *p, const char *end)
{
	for (p++; p < end && *p != '"'; p++)
		if (*p == '\\' && p + 1 < end)
			p++;
	return p;
}

const char *source_operands_end(const char *p, const char *end)
{
	for (const char *q = p; q < end; q++) {
		if (*q == '"') {
			q = source_string_end(q, end);
			if (q == end)
				break;
		} else if (q + 1 < end && q[0] == '/' && (q[1] == '/' || q[1] == '*')) {
			end = q;
			break;
		}
	}
	while (end > p && isspace((unsigned char)end[-1]))
		end--;
	return end;
}


/* ---- arguments ---------------------------------------------------------- */

/* One argument as GNU as reads a macro argument: a quoted string (without
 * its quotes) or text up to a comma or a blank.  *p is advanced past it and
 * a following comma. */
/* An argument in .altmacro mode: up to a comma, blanks around it
 * dropped, quotes kept, <text> taken as text. */
static char *read_alt_arg(const char **pp, const char *end, bool *present)
{
	const char *p = skip_space(*pp, end);
	char *out = xmalloc((size_t)(end - p) + 1);
	size_t n = 0;
	*present = p < end && *p != ',';
	if (p < end && *p == '<') {
		p++;
		while (p < end && *p != '>')
			out[n++] = *p++;
		if (p < end)
			p++;
	} else {
		char quote = 0;
		while (p < end && (quote || *p != ',')) {
			if (*p == '"')
				quote = quote ? 0 : '"';
			out[n++] = *p++;
		}
		while (n && (out[n - 1] == ' ' || out[n - 1] == '\t'))
			n--;
	}
	out[n] = '\0';
	p = skip_space(p, end);
	if (p < end && *p == ',')
		p++;
	*pp = p;
	return out;
}

static char *read_arg(const char **pp, const char *end, bool *present)
{
	const char *p = skip_space(*pp, end);
	struct { char *s; size_t n; } out = {xmalloc((size_t)(end - p) + 1), 0};
	*present = p < end && *p != ',';
	while (p < end && *p != ',' && *p != ' ' && *p != '\t') {
		if (*p == '"') {
			p++;
			while (p < end && *p != '"') {
				if (*p == '\\' && p + 1 < end)
					out.s[out.n++] = *p++;
				out.s[out.n++] = *p++;
			}
			if (p < end)
				p++;
			continue;
		}
		if (*p == '(') {	/* a parenthesised group is one argument */
			int depth = 0;
			while (p < end) {
				if (*p == '(')
					depth++;
				else if (*p == ')')
					depth--;
				out.s[out.n++] = *p++;
				if (depth == 0)
					break;
			}
			continue;
		}
		out.s[out.n++] = *p++;
	}
	out.s[out.n] = '\0';
	p = skip_space(p, end);
	if (p < end && *p == ',')
		p++;
	*pp = p;
	return out.s;
}

/* The rest of a line as a vararg value: blanks collapsed as GNU as's input
 * scrubber does (none after a comma, one elsewhere), quotes kept. */
static char *read_rest(const char *p, const char *end)
{
	char *out = xmalloc((size_t)(end - p) + 1);
	size_t n = 0;
	p = skip_space(p, end);
	bool blank = false;
	while (p < end) {
		if (*p == ' ' || *p == '\t') {
			blank = true;
			p++;
			continue;
		}
		if (blank && n && out[n - 1] != ',' && *p != ',')
			out[n++] = ' ';
		blank = false;
		if (*p == '"') {
			out[n++] = *p++;
			while (p < end && *p != '"') {
				if (*p == '\\' && p + 1 < end)
					out[n++] = *p++;
				out[n++] = *p++;
			}
			if (p < end)
				out[n++] = *p++;
			continue;
		}
		out[n++] = *p++;
	}
	out[n] = '\0';
	return out;
}

/* ---- conditionals ------------------------------------------------------- */

static bool assembling(const struct source *s)
{
	return s->nconds == 0 || s->conds[s->nconds - 1].active;
}

static void push_cond(struct source *s, bool value, const struct src_loc *loc)
{
	if (s->nconds == s->conds_cap) {
		s->conds_cap = s->conds_cap ? 2 * s->conds_cap : 16;
		s->conds = xrealloc(s->conds, s->conds_cap * sizeof *s->conds);
	}
	bool parent = assembling(s);
	s->conds[s->nconds++] = (struct cond){
		.parent_active = parent, .active = parent && value,
		.taken = parent && value, .loc = *loc,
	};
}

static bool eval_text(struct source *s, const char *p, const char *end,
		      const struct src_loc *loc, int64_t *v)
{
	end = source_operands_end(p, end);
	if (p == end) {
		diag_error(loc, "missing expression");
		return false;
	}
	return s->hooks.eval(s->hooks.ctx, p, (size_t)(end - p), loc, v);
}

/* A string operand of .ifc/.ifeqs: quoted, or (for .ifc) bare up to a
 * comma. */
static char *cond_string(const char **pp, const char *end, bool quoted_only,
			 bool *ok)
{
	const char *p = skip_space(*pp, end);
	*ok = true;
	char *out = xmalloc((size_t)(end - p) + 1);
	size_t n = 0;
	if (p < end && *p == '"') {
		p++;
		while (p < end && *p != '"') {
			if (*p == '\\' && p + 1 < end)
				p++;
			out[n++] = *p++;
		}
		if (p < end)
			p++;
		else
			*ok = false;
	} else if (quoted_only) {
		*ok = false;
	} else {
		while (p < end && *p != ',')
			out[n++] = *p++;
		while (n && isspace((unsigned char)out[n - 1]))
			n--;
	}
	out[n] = '\0';
	*pp = p;
	return out;
}

/* The truth of a .if-family directive w at loc.  *opens is cleared for
 * the errors after which GNU as opens no conditional. */
static bool cond_value(struct source *s, const struct words *w, const char *end,
		       const struct src_loc *loc, bool *opens)
{
	const char *a = w->args;
	end = source_operands_end(a, end);
	int64_t v = 0;
	if (word_is(w, ".ifdef") || word_is(w, ".ifndef") || word_is(w, ".ifnotdef")) {
		const char *q = a;
		while (q < end && word_char((unsigned char)*q))
			q++;
		if (q == a || (*a >= '0' && *a <= '9')) {
			diag_error(loc, "'%.*s' expects a symbol name", (int)w->wlen, w->word);
			*opens = false;
			return false;
		}
		char *name = xmalloc((size_t)(q - a) + 1);
		memcpy(name, a, (size_t)(q - a));
		name[q - a] = '\0';
		bool d = s->hooks.defined(s->hooks.ctx, name);
		free(name);
		return word_is(w, ".ifdef") ? d : !d;
	}
	if (word_is(w, ".ifb") || word_is(w, ".ifnb"))
		return (a == end) == word_is(w, ".ifb");
	if (word_is(w, ".ifc") || word_is(w, ".ifnc") || word_is(w, ".ifeqs") ||
	    word_is(w, ".ifnes")) {
		bool quoted = word_is(w, ".ifeqs") || word_is(w, ".ifnes");
		bool ok1, ok2;
		const char *p = a;
		char *x = cond_string(&p, end, quoted, &ok1);
		p = skip_space(p, end);
		if (p < end && *p == ',')
			p++;
		else
			ok1 = false;
		char *y = cond_string(&p, end, quoted, &ok2);
		bool same = strcmp(x, y) == 0;
		free(x);
		free(y);
		if (!ok1 || !ok2) {
			diag_error(loc, "'%.*s' expects two %sstrings separated by a comma",
				  (int)w->wlen, w->word, quoted ? "quoted " : "");
			*opens = !quoted;
			return false;
		}
		return (word_is(w, ".ifc") || word_is(w, ".ifeqs")) ? same : !same;
	}
	if (!eval_text(s, a, end, loc, &v))
		return false;
	if (word_is(w, ".ifeq")) return v == 0;
	if (word_is(w, ".ifgt")) return v > 0;
	if (word_is(w, ".ifge")) return v >= 0;
	if (word_is(w, ".iflt")) return v < 0;
	if (word_is(w, ".ifle")) return v <= 0;
	return v != 0;	/* .if, .ifne */
}

/* Handles a conditional directive on a line; true when it was one. */
static bool conditional(struct source *s, const struct words *w, const char *end,
			const struct src_loc *loc)
{
	if (word_in(w, if_names)) {
		bool opens = true;
		bool v = assembling(s) && cond_value(s, w, end, loc, &opens);
		if (opens)
			push_cond(s, v, loc);
		return true;
	}
	bool is_else = word_is(w, ".else"), is_elseif = word_is(w, ".elseif");
	if (is_else || is_elseif) {
		if (!s->nconds) {
			diag_error(loc, "'%s' without a matching '.if'", is_else ? ".else" : ".elseif");
			return true;
		}
		struct cond *c = &s->conds[s->nconds - 1];
		if (c->seen_else) {
			/* GNU as reports the earlier lines as errors too */
			diag_error(loc, "'%s' after '.else'", is_else ? ".else" : ".elseif");
			diag_error(&c->else_loc, "here is the previous '.else'");
			diag_error(&c->loc, "here is the previous '.if'");
			c->active = false;
			return true;
		}
		if (is_else) {
			c->seen_else = true;
			c->else_loc = *loc;
			c->active = c->parent_active && !c->taken;
		} else if (!c->parent_active || c->taken) {
			c->active = false;
		} else {
			int64_t v = 0;
			/* evaluated only when no branch was taken yet */
			bool ok = eval_text(s, w->args, end, loc, &v);
			c->active = ok && v != 0;
		}
		c->taken |= c->active;
		return true;
	}
	if (word_is(w, ".endif")) {
		if (!s->nconds)
			diag_error(loc, "'.endif' without a matching '.if'");
		else
			s->nconds--;
		return true;
	}
	return false;
}

/* ---- macros ------------------------------------------------------------- */

static struct macro *find_macro(struct source *s, const char *name, size_t n)
{
	for (struct macro *m = s->macros; m; m = m->next) {
		if (m->purged || strlen(m->name) != n)
			continue;
		size_t i;
		for (i = 0; i < n; i++)
			if (tolower((unsigned char)m->name[i]) != tolower((unsigned char)name[i]))
				break;
		if (i == n)
			return m;
	}
	return NULL;
}

/* .macro NAME [PARAM[=DEFAULT|:req|:vararg]]... */
static void begin_macro(struct source *s, const struct words *w, const char *end,
			const struct src_loc *loc)
{
	const char *p = w->args;
	end = source_operands_end(p, end);
	const char *q = p;
	while (q < end && word_char((unsigned char)*q))
		q++;
	struct macro *m = xcalloc(1, sizeof *m);
	m->loc = *loc;
	m->name = xmalloc((size_t)(q - p) + 1);
	memcpy(m->name, p, (size_t)(q - p));
	m->name[q - p] = '\0';
	bool again = q > p && find_macro(s, m->name, strlen(m->name)) != NULL;
	m->next = s->macros;
	s->macros = m;
	s->collect = COLLECT_MACRO;
	s->collect_nest = 0;
	s->collect_loc = *loc;
	s->collect_macro = m;
	if (q == p) {
		diag_error(loc, "'.macro' expects a name");
		m->purged = true;
		return;
	}
	if (again) {
		diag_error(loc, "macro '%s' is already defined", m->name);
		m->purged = true;
		return;
	}
	p = skip_space(q, end);
	if (p < end && *p == ',')
		p++;
	while ((p = skip_space(p, end)) < end) {
		q = p;
		while (q < end && word_char((unsigned char)*q))
			q++;
		if (q == p) {
			diag_error(loc, "bad parameter list for macro '%s'", m->name);
			m->purged = true;
			return;
		}
		struct macro_param par = {0};
		par.name = xmalloc((size_t)(q - p) + 1);
		memcpy(par.name, p, (size_t)(q - p));
		par.name[q - p] = '\0';
		p = skip_space(q, end);
		if (p < end && *p == ':') {
			p = skip_space(p + 1, end);
			q = p;
			while (q < end && word_char((unsigned char)*q))
				q++;
			if ((size_t)(q - p) == 3 && strncmp(p, "req", 3) == 0)
				par.required = true;
			else if ((size_t)(q - p) == 6 && strncmp(p, "vararg", 6) == 0)
				par.vararg = true;
			else
				diag_error(loc, "'%.*s' is not a parameter qualifier (req, vararg)",
					  (int)(q - p), p);
			p = skip_space(q, end);
		}
		if (p < end && *p == '=') {
			bool present;
			p++;
			par.deflt = read_arg(&p, end, &present);
		} else if (p < end && *p == ',') {
			p++;
		}
		for (int i = 0; i < m->nparams; i++)
			if (strcmp(m->params[i].name, par.name) == 0)
				diag_error(loc, "parameter '%s' of macro '%s' is given twice",
					  par.name, m->name);
		m->params = xrealloc(m->params, (size_t)(m->nparams + 1) * sizeof *m->params);
		m->params[m->nparams++] = par;
	}
}

static void push_expansion(struct source *s, struct frame *f, const struct src_loc *loc)
{
	f->kind = FR_EXPANSION;
	f->cond_depth = s->nconds;
	f->via = keep_loc(s, loc);
	f->up = s->top;
	s->top = f;
	s->depth++;
}

/* An invocation of macro m: binds the arguments and starts its body. */
static void invoke_macro(struct source *s, struct macro *m, const char *p,
			 const char *end, const struct src_loc *loc)
{
	if (s->depth >= MAX_EXPANSION_DEPTH) {
		/* the end of the input, as GNU as's fatal error: a macro that
		 * invokes itself twice would otherwise run 2^depth times */
		diag_error(loc, "macros nested more than %d deep; nothing after this is read",
			   MAX_EXPANSION_DEPTH);
		s->ended = true;
		return;
	}
	/* macros that invoke others many times each (ten levels of ten) */
	if (s->expanded_lines + (long)m->body.n > MAX_EXPANDED_LINES) {
		diag_error(loc, "macros and repetitions expand to more than %d lines; nothing "
			   "after this is read", MAX_EXPANDED_LINES);
		s->ended = true;
		return;
	}
	s->expanded_lines += (long)m->body.n;
	end = source_operands_end(p, end);
	struct frame *f = xcalloc(1, sizeof *f);
	f->kind = FR_EXPANSION;
	f->is_macro = true;
	f->alt = s->altmacro;
	f->body = &m->body;
	f->niter = 1;
	f->serial = s->macro_serial++;
	f->nsubst = m->nparams;
	f->names = xcalloc((size_t)m->nparams + 1, sizeof *f->names);
	f->values = xcalloc((size_t)m->nparams + 1, sizeof *f->values);
	for (int i = 0; i < m->nparams; i++)
		f->names[i] = xstrdup(m->params[i].name);
	int next = 0;
	bool bad = false, keywords = false;
	while ((p = skip_space(p, end)) < end) {
		/* keyword argument: NAME=VALUE */
		const char *q = p;
		while (q < end && word_char((unsigned char)*q))
			q++;
		int target = -1;
		if (q > p && q < end && *q == '=' && !(q + 1 < end && q[1] == '=')) {
			for (int i = 0; i < m->nparams; i++)
				if (strlen(m->params[i].name) == (size_t)(q - p) &&
				    strncmp(m->params[i].name, p, (size_t)(q - p)) == 0)
					target = i;
			if (target < 0) {
				diag_error(loc, "macro '%s' has no parameter '%.*s'", m->name,
					  (int)(q - p), p);
				bad = true;
				break;
			}
			p = q + 1;
			keywords = true;
		} else {
			if (keywords) {
				diag_error(loc, "positional arguments after keyword arguments "
					   "for macro '%s'", m->name);
				bad = true;
				break;
			}
			target = next++;
			if (target >= m->nparams) {
				diag_error(loc, "too many arguments for macro '%s'", m->name);
				bad = true;
				break;
			}
		}
		free(f->values[target]);
		if (m->params[target].vararg) {
			f->values[target] = read_rest(p, end);
			break;
		}
		bool present;
		f->values[target] = s->altmacro ? read_alt_arg(&p, end, &present)
						: read_arg(&p, end, &present);
		if (!present) {	/* "foo , 7": the default stays */
			free(f->values[target]);
			f->values[target] = NULL;
		}
	}
	for (int i = 0; i < m->nparams && !bad; i++) {
		if (f->values[i])
			continue;
		if (m->params[i].required) {
			diag_error(loc, "missing value for required parameter '%s' of macro '%s'",
				  m->params[i].name, m->name);
			bad = true;
		}
		f->values[i] = xstrdup(m->params[i].deflt ? m->params[i].deflt : "");
	}
	if (bad) {
		frame_free(f);
		return;
	}
	push_expansion(s, f, loc);
}

/* .rept COUNT, .irp NAME, VALUES..., .irpc NAME, CHARS */
static void begin_rept(struct source *s, const struct words *w, const char *end,
		       const struct src_loc *loc)
{
	s->collect = COLLECT_REPT;
	s->collect_nest = 0;
	s->collect_loc = *loc;
	s->rept_count = 0;
	free(s->irp_name);
	s->irp_name = NULL;
	free_strings(s->irp_values, s->irp_n);
	s->irp_values = NULL;
	s->irp_n = 0;
	const char *p = w->args;
	end = source_operands_end(p, end);
	if (word_is(w, ".rept")) {
		int64_t n = 0;
		if (eval_text(s, p, end, loc, &n)) {
			if (n < 0) {
				diag_error(loc, "'.rept' count %lld is negative", (long long)n);
				n = 0;
			}
			s->rept_count = n > MAX_EXPANDED_LINES ? MAX_EXPANDED_LINES : (long)n;
		}
		return;
	}
	const char *q = p;
	while (q < end && word_char((unsigned char)*q))
		q++;
	if (q == p) {
		diag_error(loc, "'%.*s' expects a name", (int)w->wlen, w->word);
		return;
	}
	s->irp_name = xmalloc((size_t)(q - p) + 1);
	memcpy(s->irp_name, p, (size_t)(q - p));
	s->irp_name[q - p] = '\0';
	p = skip_space(q, end);
	if (p < end && *p == ',')
		p++;
	p = skip_space(p, end);
	if (word_is(w, ".irpc")) {
		/* each character of the rest (a quoted string: of its contents) */
		bool present;
		char *chars = read_arg(&p, end, &present);
		size_t n = strlen(chars);
		s->irp_values = xcalloc(n ? n : 1, sizeof *s->irp_values);
		for (size_t i = 0; i < n; i++) {
			s->irp_values[i] = xmalloc(2);
			s->irp_values[i][0] = chars[i];
			s->irp_values[i][1] = '\0';
		}
		s->irp_n = (long)n;
		if (!n) {	/* no characters: the body once, with nothing */
			s->irp_values[0] = xstrdup("");
			s->irp_n = 1;
		}
		free(chars);
		return;
	}
	long cap = 4;
	s->irp_values = xmalloc((size_t)cap * sizeof *s->irp_values);
	while (p < end) {
		bool present;
		char *v = read_arg(&p, end, &present);
		if (s->irp_n == cap) {
			cap *= 2;
			s->irp_values = xrealloc(s->irp_values, (size_t)cap * sizeof *s->irp_values);
		}
		s->irp_values[s->irp_n++] = v;
		p = skip_space(p, end);
	}
	if (!s->irp_n)		/* no values: the body once, with nothing */
		s->irp_values[s->irp_n++] = xstrdup("");
}

/* The collected .rept/.irp body is complete: start replaying it. */
static void end_rept(struct source *s)
{
	struct frame *f = xcalloc(1, sizeof *f);
	f->kind = FR_EXPANSION;
	f->own_body = s->collected;
	memset(&s->collected, 0, sizeof s->collected);
	f->body = &f->own_body;
	if (s->irp_name) {
		f->nsubst = 1;
		f->names = xmalloc(sizeof *f->names);
		f->values = xcalloc(1, sizeof *f->values);
		f->values[0] = xstrdup("");
		f->names[0] = s->irp_name;
		s->irp_name = NULL;
		f->irp_values = s->irp_values;
		f->niter = s->irp_n;
		s->irp_values = NULL;
		s->irp_n = 0;
	} else {
		f->niter = s->rept_count;
	}
	if (f->niter <= 0 || f->body->n == 0 ||
	    s->expanded_lines + (long)f->body->n * f->niter > MAX_EXPANDED_LINES) {
		if (f->niter > 0 && f->body->n &&
		    s->expanded_lines + (long)f->body->n * f->niter > MAX_EXPANDED_LINES)
			diag_error(&s->collect_loc, "repetition expands to more than %d lines",
				  MAX_EXPANDED_LINES);
		frame_free(f);
		return;
	}
	if (s->depth >= MAX_EXPANSION_DEPTH) {
		diag_error(&s->collect_loc, "repetitions nested more than %d deep",
			  MAX_EXPANSION_DEPTH);
		frame_free(f);
		return;
	}
	s->expanded_lines += (long)f->body->n * f->niter;
	/* lines of a repetition are reported where they were written */
	f->kind = FR_EXPANSION;
	f->cond_depth = s->nconds;
	f->via = NULL;
	f->up = s->top;
	s->top = f;
	s->depth++;
}

/* A line while a body is being collected: kept, or the end of the body. */
static void collect_line(struct source *s, const struct src_loc *loc)
{
	const char *text = s->line, *end = s->line + s->line_len;
	struct words w;
	first_word(text, end, &w);
	bool macro = s->collect == COLLECT_MACRO;
	if (macro ? word_is(&w, ".macro") : word_in(&w, rept_names)) {
		s->collect_nest++;
	} else if ((macro ? word_is(&w, ".endm") : word_is(&w, ".endr")) &&
		   s->collect_nest-- == 0) {
		s->collect = COLLECT_NONE;
		if (macro) {
			s->collect_macro->body = s->collected;
			memset(&s->collected, 0, sizeof s->collected);
		} else {
			end_rept(s);
		}
		return;
	}
	struct body *b = &s->collected;
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 16;
		b->v = xrealloc(b->v, b->cap * sizeof *b->v);
	}
	char *copy = xmalloc(s->line_len + 1);
	memcpy(copy, text, s->line_len + 1);
	b->v[b->n++] = (struct body_line){copy, s->line_len, *loc};
}

/* Leaves the innermost macro expansion (.exitm). */
static void exit_macro(struct source *s, const struct src_loc *loc)
{
	for (struct frame *f = s->top; f && f->kind == FR_EXPANSION; f = f->up) {
		if (!f->is_macro)
			continue;
		while (s->top != f)
			pop_frame(s);
		s->nconds = f->cond_depth;
		pop_frame(s);
		return;
	}
	diag_warning(loc, "'.exitm' outside a macro: ignored");
}

/* "# 12 "file.S" flags" from the C preprocessor: the next line is line 12
 * of file.S.  Returns true when the line was such a marker. */
static bool set_line(struct source *s, struct frame *f, const char *p, const char *end);

static bool line_marker(struct source *s, struct frame *f, const char *p,
			const char *end)
{
	p = skip_space(p, end);
	if (p + 1 >= end || *p != '#')
		return false;
	if (p[1] != ' ' && p[1] != '\t' && p[1] != 'l')	/* "#50" is a comment */
		return false;
	p = skip_space(p + 1, end);
	if (end - p > 4 && strncmp(p, "line", 4) == 0 && (p[4] == ' ' || p[4] == '\t'))
		p = skip_space(p + 4, end);
	return set_line(s, f, p, end);
}

/* "N ["FILE"]": the next line read is line N of FILE (of the same file
 * when none is named).  False when there is no number. */
static bool set_line(struct source *s, struct frame *f, const char *p, const char *end)
{
	if (p >= end || !isdigit((unsigned char)*p))
		return false;
	long n = 0;
	while (p < end && isdigit((unsigned char)*p)) {
		if (n < 100000000)
			n = n * 10 + (*p - '0');
		p++;
	}
	p = skip_space(p, end);
	if (p < end && *p == '"') {
		const char *q = ++p;
		while (q < end && *q != '"')
			q++;
		if (q < end)
			f->path = keep_string(s, p, (size_t)(q - p));
	}
	f->line = (int)n - 1;	/* the next line read is line n */
	return true;
}

/* ---- the next line ------------------------------------------------------ */

/* The next raw line from the top frame, with its location, or false when
 * the input is exhausted. */
static bool raw_line(struct source *s, struct src_loc *loc)
{
	while (s->top) {
		struct frame *f = s->top;
		if (f->kind == FR_FILE) {
			if (!s->ended && file_line(s, f)) {
				*loc = (struct src_loc){f->path, f->line, 1, NULL};
				return true;
			}
			if (s->collect == COLLECT_NONE || f->up)
				pop_frame(s);
			else
				return false;	/* the caller reports the open body */
			continue;
		}
		if (f->pos >= f->body->n) {
			f->pos = 0;
			f->iter++;
		}
		if (f->iter >= f->niter || s->ended) {
			pop_frame(s);
			continue;
		}
		const struct body_line *l = &f->body->v[f->pos++];
		if (f->nsubst || f->is_macro)
			substitute(s, f, l);
		else
			line_set(s, l->text, l->len);
		*loc = l->loc;
		loc->via = f->via ? f->via : l->loc.via;
		return true;
	}
	return false;
}

static void report_unterminated(struct source *s)
{
	if (s->collect == COLLECT_MACRO)
		diag_error(&s->collect_loc, "end of file inside the definition of macro '%s'",
			  s->collect_macro->name);
	else if (s->collect == COLLECT_REPT) {
		/* GNU as reports it just past the end of the file */
		struct src_loc at = s->collect_loc;
		if (s->top && s->top->kind == FR_FILE)
			at = (struct src_loc){s->top->path, s->top->line + 1, 1, NULL};
		diag_error(&at, "end of file inside the repetition begun at line %d "
			   "(missing '.endr')", s->collect_loc.line);
	}
	s->collect = COLLECT_NONE;
	for (size_t i = s->nconds; i-- > 0;)
		diag_error(&s->conds[i].loc, "end of file inside a conditional (missing '.endif')");
	s->nconds = 0;
}

/* Is w a directive this layer carries out (not a conditional)? */
static bool handled_here(struct source *s, const struct words *w)
{
	static const char *const names[] = {
		".macro", ".endm", ".exitm", ".purgem", ".rept", ".irp", ".irpc",
		".endr", ".include", ".altmacro", ".noaltmacro", ".linefile", NULL,
	};
	return (w->wlen > 1 && w->word[0] == '.' && word_in(w, names)) ||
	       (w->wlen && s->macros && find_macro(s, w->word, w->wlen));
}

/* .include "FILE" */
static void include(struct source *s, const struct words *w, const char *end,
		    const struct src_loc *loc)
{
	const char *a = w->args, *e = source_operands_end(a, end);
	if (a >= e || *a != '"' || e - a < 2 || e[-1] != '"') {
		diag_error(loc, "'.include' expects a quoted file name");
		return;
	}
	char *name = xmalloc((size_t)(e - a));
	memcpy(name, a + 1, (size_t)(e - a - 2));
	name[e - a - 2] = '\0';
	const char *path = source_find_file(s, name, loc);
	if (!path)
		diag_error(loc, "cannot find include file '%s'", name);
	else
		push_file(s, path, NULL, loc);
	free(name);
}

static void carry_out(struct source *s, const struct words *w, const char *end,
		      const struct src_loc *loc)
{
	if (word_is(w, ".macro")) {
		begin_macro(s, w, end, loc);
	} else if (word_in(w, rept_names)) {
		begin_rept(s, w, end, loc);
	} else if (word_is(w, ".endm") || word_is(w, ".endr")) {	/* as gas: warnings */
		diag_warning(loc, "'%.*s' without a matching '%s'", (int)w->wlen, w->word,
			     word_is(w, ".endm") ? ".macro" : ".rept', '.irp' or '.irpc");
	} else if (word_is(w, ".exitm")) {
		exit_macro(s, loc);
	} else if (word_is(w, ".purgem")) {
		const char *a = w->args, *e = source_operands_end(a, end), *q = a;
		while (q < e && word_char((unsigned char)*q))
			q++;
		struct macro *m = find_macro(s, a, (size_t)(q - a));
		if (!m)
			diag_warning(loc, "'.purgem': no macro named '%.*s'", (int)(q - a), a);
		else
			m->purged = true;
	} else if (word_is(w, ".include")) {
		include(s, w, end, loc);
	} else if (word_is(w, ".altmacro") || word_is(w, ".noaltmacro")) {
		s->altmacro = word_is(w, ".altmacro");
	} else if (word_is(w, ".linefile")) {	/* .linefile N "FILE": as "# N" */
		struct frame *f = s->top;
		while (f && f->kind != FR_FILE)
			f = f->up;
		if (!f || !set_line(s, f, w->args, end))
			diag_error(loc, "'.linefile' expects a line number and a file name");
	} else {
		invoke_macro(s, find_macro(s, w->word, w->wlen), w->args, end, loc);
	}
}

const char *source_next_line(struct source *s, size_t *len, struct src_loc *loc)
{
	for (;;) {
		if (s->has_pending) {	/* already blanked */
			s->has_pending = false;
			line_set(s, s->pending, s->pending_len);
			*loc = s->pending_loc;
		} else if (raw_line(s, loc)) {
			struct frame *f = s->top;
			const char *p = skip_space(s->line, s->line + s->line_len);
			if (!s->in_comment && f->kind == FR_FILE && p < s->line + s->line_len &&
			    *p == '#' && line_marker(s, f, p, s->line + s->line_len))
				continue;
			blank_comments(s);
		} else {
			report_unterminated(s);
			while (s->top)
				pop_frame(s);
			*len = 0;
			return NULL;
		}
		if (s->collect != COLLECT_NONE) {
			collect_line(s, loc);
			continue;
		}
		const char *text = s->line, *end = s->line + s->line_len;
		struct words w;
		first_word(text, end, &w);
		/* the directives handled here all begin with '.' */
		bool dot = w.wlen > 1 && w.word[0] == '.';
		bool cond = dot && (word_in(&w, if_names) || word_is(&w, ".else") ||
				    word_is(&w, ".elseif") || word_is(&w, ".endif"));
		if (!cond && !assembling(s))
			continue;
		if (!cond && !handled_here(s, &w))
			break;
		struct src_loc at = *loc;
		at.col = (int)(w.word - text) + 1;
		if (w.label_end > text && assembling(s)) {
			/* the labels go to the scanner alone; the rest comes next */
			size_t n = (size_t)(end - w.word);
			s->pending = xrealloc(s->pending, n + 1);
			memcpy(s->pending, w.word, n);
			s->pending_len = n;
			s->pending_loc = *loc;
			s->has_pending = true;
			s->line_len = (size_t)(w.label_end - text);
			s->line[s->line_len] = '\0';
			break;
		}
		if (cond)
			conditional(s, &w, end, &at);
		else
			carry_out(s, &w, end, &at);
	}
	*len = s->line_len;
	return s->line;
}

/* ---- files -------------------------------------------------------------- */

static bool readable(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && !S_ISDIR(st.st_mode);
}

const char *source_find_file(struct source *s, const char *name,
			     const struct src_loc *loc)
{
	if (readable(name) || name[0] == '/')
		return readable(name) ? keep_string(s, name, strlen(name)) : NULL;
	(void)loc;	/* GNU as does not look beside the including file */
	char *buf = NULL;
	const char *found = NULL;
	for (size_t i = 0; i < s->ninclude && !found; i++) {
		size_t n = strlen(s->include_dirs[i]) + 1 + strlen(name) + 1;
		buf = xmalloc(n);
		snprintf(buf, n, "%s/%s", s->include_dirs[i], name);
		if (readable(buf))
			found = keep_string(s, buf, strlen(buf));
		free(buf);
	}
	return found;
}
