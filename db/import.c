/*
 * db/import.c - counts measured on real hardware, read from pfmon's and
 * perf's text output and stored next to a run (`ia64-predict import`).
 *
 * What a line may be (docs/queries.md, "Measured counts"):
 *
 *   pfmon, counting:     [CPUn] COUNT EVENT
 *   pfmon, a profile     COUNT PERCENT% PERCENT% [0xADDRESS] SYMBOL[<MODULE>]
 *     (--smpl-module=inst-hist, --resolve-addresses): samples of one event
 *   perf stat:           [CPUn] COUNT [UNIT] EVENT [# ...] [(PERCENT%)]
 *   perf stat -x,:       [CPUn,]COUNT,UNIT,EVENT,...
 *
 * COUNT is a whole number whose digits may be grouped by threes with ','
 * or '.' (pfmon's --us-counter-format and --eu-counter-format, perf's
 * thousands separators), or perf's "<not counted>" / "<not supported>" (a
 * warning: nothing was measured).  Blank lines, lines starting with '#'
 * (pfmon's headers), perf's header ("Performance counter stats for ...")
 * and its times ("0.12 seconds time elapsed") are skipped.  EVENT is named
 * as pfmon, libpfm or the catalogue name it (CPU_OP_CYCLES_ALL,
 * CPU_OP_CYCLES:ALL, CPU_OP_CYCLES.ALL), perf's modifiers (":u") dropped.
 * The counts of one event (and symbol) on several lines (CPUs, addresses)
 * are added up.
 */
#include "db.h"
#include "db_internal.h"

#include "../common/arena.h"
#include "../common/diag.h"
#include "../machine/events.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- reading a file ---------------------------------------------------- */

/* A word of a line and its column (1-based). */
struct word {
	const char *text;
	size_t len;
	int col;
};

#define MAX_WORDS 16

/* Splits line at sep (' ': any blank) into at most MAX_WORDS words. */
static int split(const char *line, char sep, struct word *w)
{
	int n = 0;
	const char *p = line;
	while (*p && n < MAX_WORDS) {
		if (sep == ' ') {
			while (*p == ' ' || *p == '\t')
				p++;
			if (!*p)
				break;
			const char *s = p;
			while (*p && *p != ' ' && *p != '\t')
				p++;
			w[n++] = (struct word){s, (size_t)(p - s), (int)(s - line) + 1};
		} else {
			const char *s = p;
			while (*p && *p != sep)
				p++;
			/* a field without the blanks around it */
			const char *e = p;
			while (s < e && (*s == ' ' || *s == '\t'))
				s++;
			while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
				e--;
			w[n++] = (struct word){s, (size_t)(e - s), (int)(s - line) + 1};
			if (*p)
				p++;
			else
				break;
		}
	}
	return n;
}

static bool word_is(const struct word *w, const char *s)
{
	return w->len == strlen(s) && strncmp(w->text, s, w->len) == 0;
}

/* "CPU0", "CPU12": a CPU's own line. */
static bool is_cpu(const struct word *w)
{
	if (w->len < 4 || strncmp(w->text, "CPU", 3) != 0)
		return false;
	for (size_t k = 3; k < w->len; k++)
		if (!isdigit((unsigned char)w->text[k]))
			return false;
	return true;
}

/* A count: digits, grouped by threes with ',' or '.' (one of them), or
 * digits with a decimal fraction.  False when w is not one. */
static bool parse_count(const struct word *w, double *value)
{
	char digits[64];
	size_t n = 0, group = 0;
	char sep = 0;
	bool grouped = true, fraction = false;
	for (size_t k = 0; k < w->len; k++) {
		char c = w->text[k];
		if (isdigit((unsigned char)c)) {
			if (n + 2 >= sizeof digits)
				return false;
			digits[n++] = c;
			group++;
			continue;
		}
		if ((c != ',' && c != '.') || k == 0 || (sep && c != sep))
			return false;
		if (group != 3 && sep)
			grouped = false;
		if (!sep && group > 3)
			grouped = false;
		sep = c;
		group = 0;
	}
	if (n == 0 || !isdigit((unsigned char)w->text[w->len - 1]))
		return false;
	if (sep && (group != 3 || !grouped)) {
		/* "1234.56": a decimal fraction, once */
		size_t dots = 0;
		for (size_t k = 0; k < w->len; k++)
			dots += w->text[k] == '.';
		if (sep != '.' || dots != 1)
			return false;
		fraction = true;
	}
	digits[n] = '\0';
	if (fraction) {
		char buf[64];
		snprintf(buf, sizeof buf, "%.*s", (int)w->len, w->text);
		*value = strtod(buf, NULL);
	} else {
		*value = strtod(digits, NULL);
	}
	return isfinite(*value);
}

static bool name_like(const struct word *w)
{
	if (!w->len || !(isalpha((unsigned char)w->text[0]) || w->text[0] == '_'))
		return false;
	for (size_t k = 0; k < w->len; k++)
		if (!isalnum((unsigned char)w->text[k]) && !strchr("_.:=/-", w->text[k]))
			return false;
	return true;
}

/* The catalogue's name of an event as pfmon, libpfm, perf or the
 * catalogue write it, and the same programming named otherwise (a bare
 * event means its umask 0: docs/events.md); false when unknown. */
static bool catalogue_name(const struct word *w, char *name, size_t len, char *same_as,
			   size_t same_len)
{
	char text[128], try[128];
	const struct ev_event *ev = NULL;
	const struct ev_umask *um = NULL;
	snprintf(text, sizeof text, "%.*s", (int)w->len, w->text);
	bool found = ev_lookup(text, &ev, &um);
	char *colon = strchr(text, ':');
	if (!found && colon) {
		/* libpfm's EVENT:UMASK, then perf's EVENT:MODIFIERS */
		snprintf(try, sizeof try, "%.*s.%.*s", (int)(colon - text), text,
			 (int)strcspn(colon + 1, ":"), colon + 1);
		found = ev_lookup(try, &ev, &um);
		if (!found && strspn(colon + 1, "ukhpPGHSDIW") == strlen(colon + 1)) {
			*colon = '\0';
			found = ev_lookup(text, &ev, &um);
		}
	}
	if (!found)
		return false;
	ev_full_name(ev, um, name, len);
	same_as[0] = '\0';
	if (um && um->value == 0) {
		snprintf(same_as, same_len, "%s", ev->name);
	} else if (!um) {
		for (size_t k = 0; k < ev->n_umasks; k++)
			if (ev->umasks[k].value == 0) {
				ev_full_name(ev, &ev->umasks[k], same_as, same_len);
				break;
			}
	}
	return true;
}

/* What a file's lines have added up so far. */
struct reading {
	const char *path;
	const struct db_measured_options *o;
	struct arena *arena;
	struct db_measured_count *v;
	size_t n, cap;
	bool perf, csv, profile;
	bool profile_said;		/* that a profile needs --event, --period */
	int errors;
};

/* Adds value to the count of (procedure, event). */
static void add_count(struct reading *r, const char *procedure, size_t plen, const char *event,
		      const char *same_as, double value, int line)
{
	for (size_t k = 0; k < r->n; k++) {
		struct db_measured_count *c = &r->v[k];
		bool same_proc = procedure ? c->procedure && strlen(c->procedure) == plen &&
					     strncmp(c->procedure, procedure, plen) == 0
					   : !c->procedure;
		/* a bare event and its umask 0 are one count */
		if (same_proc && (strcmp(c->event, event) == 0 ||
				  (c->same_as && strcmp(c->same_as, event) == 0))) {
			c->value += value;
			return;
		}
	}
	r->v = xgrow_zeroed(r->v, &r->cap, r->n, sizeof *r->v);
	r->v[r->n++] = (struct db_measured_count){
		.procedure = procedure ? arena_strndup(r->arena, procedure, plen) : NULL,
		.event = arena_strndup(r->arena, event, strlen(event)),
		.same_as = *same_as ? arena_strndup(r->arena, same_as, strlen(same_as)) : NULL,
		.value = value, .line = line};
}

static void located(struct reading *r, bool error, int line, int col, const char *fmt, ...)
	DIAG_PRINTF(5, 6);

static void located(struct reading *r, bool error, int line, int col, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	struct src_loc loc = {.file = r->path, .line = line, .col = col};
	if (error) {
		diag_error(&loc, "%s", msg);
		r->errors++;
	} else {
		diag_warning(&loc, "%s", msg);
	}
}

/* A count of event (word ev) on line: looked up, added to the whole run's
 * (or --symbol's) counts. */
static void event_count(struct reading *r, int line, const struct word *ev, double value)
{
	char name[160], same_as[160];
	if (!catalogue_name(ev, name, sizeof name, same_as, sizeof same_as)) {
		located(r, !r->o->ignore_unknown, line, ev->col, "unknown event '%.*s'%s",
			(int)ev->len, ev->text, r->o->ignore_unknown ? ", skipped" : "");
		return;
	}
	const char *sym = r->o->symbol;
	add_count(r, sym, sym ? strlen(sym) : 0, name, same_as, value, line);
}

/* "<not counted>" or "<not supported>" as one word or two; how many. */
static int not_counted(const struct word *w, int n)
{
	if (n >= 1 && (word_is(&w[0], "<not counted>") || word_is(&w[0], "<not supported>")))
		return 1;
	if (n >= 2 && word_is(&w[0], "<not") &&
	    (word_is(&w[1], "counted>") || word_is(&w[1], "supported>")))
		return 2;
	return 0;
}

/* perf stat -x, : [CPUn,]COUNT,UNIT,EVENT,...  False when the line is
 * not one. */
static bool csv_line(struct reading *r, const char *text, int line)
{
	struct word f[MAX_WORDS];
	int n = split(text, ',', f);
	int k = n > 0 && is_cpu(&f[0]) ? 1 : 0;
	double value;
	if (n < k + 3 || !name_like(&f[k + 2]))
		return false;
	bool none = not_counted(&f[k], 1) == 1;
	if (!none && !parse_count(&f[k], &value))
		return false;
	r->csv = true;
	if (none)
		located(r, false, line, f[k].col, "%.*s '%.*s': nothing measured, skipped",
			(int)f[k].len, f[k].text, (int)f[k + 2].len, f[k + 2].text);
	else
		event_count(r, line, &f[k + 2], value);
	return true;
}

/* pfmon's profile: COUNT PERCENT% PERCENT% [0xADDRESS] SYMBOL[<MODULE>]. */
static void profile_line(struct reading *r, int line, const struct word *w, int n, double samples)
{
	r->profile = true;
	int k = 3;
	if (k < n && w[k].len > 2 && strncmp(w[k].text, "0x", 2) == 0 && k + 1 < n)
		k++;
	if (k >= n || !w[2].len || w[2].text[w[2].len - 1] != '%') {
		located(r, true, line, w[k < n ? k : n - 1].col, "a profile line is COUNT "
			"PERCENT%% PERCENT%% [0xADDRESS] SYMBOL");
		return;
	}
	if (!r->o->event || !(r->o->period > 0)) {
		if (r->profile_said)
			return;
		r->profile_said = true;
		located(r, true, line, w[0].col, "a sampling profile (pfmon's inst-hist): give "
			"the event sampled with --event=EVENT and the sampling period with "
			"--period=N");
		return;
	}
	/* name<module>, name+0x10<module> */
	size_t len = strcspn(w[k].text, "<+ \t");
	if (len > w[k].len)
		len = w[k].len;
	if (len == 0 || (len > 2 && strncmp(w[k].text, "0x", 2) == 0)) {
		located(r, false, line, w[k].col, "samples at an address without a symbol, "
			"skipped");
		return;
	}
	char name[160], same_as[160];
	struct word ev = {r->o->event, strlen(r->o->event), 1};
	if (!catalogue_name(&ev, name, sizeof name, same_as, sizeof same_as)) {
		located(r, true, line, w[0].col, "unknown event '%s' (--event)", r->o->event);
		return;
	}
	add_count(r, w[k].text, len, name, same_as, samples * r->o->period, line);
}

/* One line of text output (pfmon's, perf stat's). */
static void text_line(struct reading *r, const char *text, int line)
{
	struct word w[MAX_WORDS];
	int n = split(text, ' ', w);
	if (n == 0 || w[0].text[0] == '#')
		return;
	if (strstr(text, "Performance counter stats for")) {
		r->perf = true;
		return;
	}
	if (strchr(text, ',') && csv_line(r, text, line))
		return;
	int k = is_cpu(&w[0]) ? 1 : 0;
	int none = not_counted(w + k, n - k);
	double value = 0;
	if (none) {
		r->perf = true;
		if (k + none < n)
			located(r, false, line, w[k].col, "'%.*s' not counted, skipped",
				(int)w[k + none].len, w[k + none].text);
		return;
	}
	if (k >= n || !parse_count(&w[k], &value)) {
		located(r, true, line, w[k < n ? k : 0].col, "not a count: '%.*s' (a line is "
			"COUNT EVENT, as pfmon and perf stat print it)", (int)w[k < n ? k : 0].len,
			w[k < n ? k : 0].text);
		return;
	}
	if (k + 1 < n && word_is(&w[k + 1], "seconds")) {
		r->perf = true;		/* "0.12 seconds time elapsed" */
		return;
	}
	if (k + 1 < n && w[k + 1].text[w[k + 1].len - 1] == '%') {
		profile_line(r, line, w + k, n - k, value);
		return;
	}
	/* perf's unit before the event: "123.45 msec task-clock" */
	if (k + 2 < n && word_is(&w[k + 1], "msec"))
		k++;
	if (k + 1 >= n) {
		located(r, true, line, w[k].col + (int)w[k].len, "a count without an event name");
		return;
	}
	const struct word *ev = &w[k + 1];
	/* perf's comments and multiplexing after the event */
	if (k + 2 < n && w[k + 2].text[0] != '#' && w[k + 2].text[0] != '(') {
		located(r, true, line, w[k + 2].col, "unexpected '%.*s' after the event name",
			(int)w[k + 2].len, w[k + 2].text);
		return;
	}
	event_count(r, line, ev, value);
}

bool db_measured_read(const char *path, const struct db_measured_options *o,
		      struct arena *arena, struct db_measurement *out, char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	if (err && errlen)
		err[0] = '\0';
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
	if (!f) {
		db_set_err(err, errlen, "%s: cannot open: %s", path, strerror(errno));
		return false;
	}
	struct reading r = {.path = path, .o = o, .arena = arena};
	char *buf = NULL;
	size_t cap = 0;
	ssize_t len;
	int line = 0;
	while ((len = getline(&buf, &cap, f)) >= 0) {
		line++;
		while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
			buf[--len] = '\0';
		if (memchr(buf, '\0', (size_t)len)) {
			located(&r, true, line, 1, "a NUL byte: not pfmon's or perf's text output");
			break;
		}
		text_line(&r, buf, line);
	}
	int read_errno = ferror(f) ? errno : 0;
	free(buf);
	if (f != stdin)
		fclose(f);
	if (read_errno) {
		db_set_err(err, errlen, "%s: cannot read: %s", path, strerror(read_errno));
		free(r.v);
		return false;
	}
	if (!r.errors && r.n == 0)
		located(&r, true, line ? line : 1, 1, "no count in the file (pfmon's or perf's "
			"text output: COUNT EVENT lines)");
	out->source = arena_strndup(arena, path, strlen(path));
	out->format = r.csv ? "perf-csv" : r.perf ? "perf" : r.profile ? "pfmon-profile" : "pfmon";
	out->ncounts = r.n;
	out->counts = arena_alloc(arena, (r.n ? r.n : 1) * sizeof *out->counts);
	if (r.n)
		memcpy(out->counts, r.v, r.n * sizeof *r.v);
	free(r.v);
	return r.errors == 0;
}

/* ---- storing ------------------------------------------------------------ */

enum { I_MEASUREMENT, I_PREDICTED, I_EVENT, I_EVENT_ID, I_COUNT, I_UNPREDICTED, I_N };

static const char *const import_sql[I_N] = {
	[I_MEASUREMENT] = "INSERT INTO measurements (run_id, source, format, imported, calls) "
			  "VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), ?)",
	/* does the run hold predicted counts under this name? */
	[I_PREDICTED] = "SELECT EXISTS (SELECT 1 FROM v_file_counts c JOIN files f "
			"ON f.file_id = c.file_id JOIN events e ON e.event_id = c.event_id "
			"WHERE f.run_id = ?1 AND e.name = ?2) OR EXISTS (SELECT 1 FROM "
			"v_proc_counts c JOIN procedures p ON p.proc_id = c.proc_id JOIN files f "
			"ON f.file_id = p.file_id JOIN events e ON e.event_id = c.event_id "
			"WHERE f.run_id = ?1 AND e.name = ?2)",
	[I_EVENT] = "INSERT INTO events (name, event, umask) VALUES (?1, ?2, ?3) "
		    "ON CONFLICT (name) DO NOTHING",
	[I_EVENT_ID] = "SELECT event_id FROM events WHERE name = ?",
	[I_COUNT] = "INSERT INTO measured_counts (measurement_id, procedure, event_id, value, "
		    "line) VALUES (?, ?, ?, ?, ?)",
	[I_UNPREDICTED] = "SELECT count(*) FROM v_measured_vs_predicted "
			  "WHERE measurement_id = ? AND predicted IS NULL",
};

/* Steps st (bound) once; resets it.  The row's first column into *out. */
static bool step(sqlite3_stmt *st, int64_t *out)
{
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && out)
		*out = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE;
}

/* The name a count is stored under: the run's where it predicted the same
 * programming under the other name. */
static bool stored_name(sqlite3_stmt **st, int64_t run, const struct db_measured_count *c,
			const char **name)
{
	int64_t have = 0, other = 0;
	*name = c->event;
	if (!c->same_as)
		return true;
	sqlite3_bind_int64(st[I_PREDICTED], 1, run);
	sqlite3_bind_text(st[I_PREDICTED], 2, c->event, -1, SQLITE_STATIC);
	if (!step(st[I_PREDICTED], &have))
		return false;
	sqlite3_bind_int64(st[I_PREDICTED], 1, run);
	sqlite3_bind_text(st[I_PREDICTED], 2, c->same_as, -1, SQLITE_STATIC);
	if (!step(st[I_PREDICTED], &other))
		return false;
	if (!have && other)
		*name = c->same_as;
	return true;
}

static bool store_count(sqlite3_stmt **st, int64_t run, int64_t measurement,
			const struct db_measured_count *c)
{
	const char *name;
	int64_t event = -1;
	if (!stored_name(st, run, c, &name))
		return false;
	const char *dot = strchr(name, '.');
	sqlite3_bind_text(st[I_EVENT], 1, name, -1, SQLITE_STATIC);
	sqlite3_bind_text(st[I_EVENT], 2, name, dot ? (int)(dot - name) : -1, SQLITE_STATIC);
	if (dot)
		sqlite3_bind_text(st[I_EVENT], 3, dot + 1, -1, SQLITE_STATIC);
	sqlite3_bind_text(st[I_EVENT_ID], 1, name, -1, SQLITE_STATIC);
	if (!step(st[I_EVENT], NULL) || !step(st[I_EVENT_ID], &event) || event < 0)
		return false;
	sqlite3_bind_int64(st[I_COUNT], 1, measurement);
	if (c->procedure)
		sqlite3_bind_text(st[I_COUNT], 2, c->procedure, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st[I_COUNT], 3, event);
	sqlite3_bind_double(st[I_COUNT], 4, c->value);
	sqlite3_bind_int(st[I_COUNT], 5, c->line);
	return step(st[I_COUNT], NULL);
}

int64_t db_import(struct db *db, int64_t run_id, double calls, struct db_measurement *m,
		  size_t n, char *err, size_t errlen)
{
	sqlite3 *h = db_sqlite(db);
	if (err && errlen)
		err[0] = '\0';
	if (!(calls > 0) || !isfinite(calls)) {
		db_set_err(err, errlen, "%s: internal error: calls must be a positive number",
			db_path(db));
		return -1;
	}
	if (!db_write_begin(db, err, errlen))
		return -1;
	int64_t run = run_id;
	if (run == 0)
		run = db_query_int(h, "SELECT coalesce(max(run_id), 0) FROM runs");
	sqlite3_stmt *st[I_N] = {0};
	bool ok = true;
	if (run <= 0) {
		db_set_err(err, errlen, "%s: no run is stored: store one first "
			"('ia64-predict --db=%s FILE.s'); nothing was imported", db_path(db),
			db_path(db));
		ok = false;
	} else if (sqlite3_prepare_v2(h, "SELECT count(*) FROM runs WHERE run_id = ?", -1,
				      &st[I_EVENT_ID], NULL) == SQLITE_OK) {
		int64_t there = 0;
		sqlite3_bind_int64(st[I_EVENT_ID], 1, run);
		step(st[I_EVENT_ID], &there);
		sqlite3_finalize(st[I_EVENT_ID]);
		st[I_EVENT_ID] = NULL;
		if (!there) {
			db_no_such_run(db, run, err, errlen);
			ok = false;
		}
	}
	for (int i = 0; ok && i < I_N; i++)
		ok = sqlite3_prepare_v2(h, import_sql[i], -1, &st[i], NULL) == SQLITE_OK;
	for (size_t k = 0; ok && k < n; k++) {
		int64_t measurement;
		sqlite3_bind_int64(st[I_MEASUREMENT], 1, run);
		sqlite3_bind_text(st[I_MEASUREMENT], 2, m[k].source, -1, SQLITE_STATIC);
		sqlite3_bind_text(st[I_MEASUREMENT], 3, m[k].format, -1, SQLITE_STATIC);
		sqlite3_bind_double(st[I_MEASUREMENT], 4, calls);
		ok = step(st[I_MEASUREMENT], NULL);
		measurement = sqlite3_last_insert_rowid(h);
		for (size_t c = 0; ok && c < m[k].ncounts; c++)
			ok = store_count(st, run, measurement, &m[k].counts[c]);
		int64_t unpredicted = 0;
		sqlite3_bind_int64(st[I_UNPREDICTED], 1, measurement);
		ok = ok && step(st[I_UNPREDICTED], &unpredicted);
		m[k].unpredicted = (long)unpredicted;
	}
	if (!ok && (!err || !*err))
		db_set_err(err, errlen, "%s: importing: %s; nothing was imported", db_path(db),
			sqlite3_errmsg(h));
	for (int i = 0; i < I_N; i++)
		sqlite3_finalize(st[i]);
	return db_write_end(db, ok, err, errlen) ? run : -1;
}
