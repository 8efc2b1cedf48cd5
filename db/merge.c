/*
 * db/merge.c - copying the runs of ia64-predict databases into another
 * (`ia64-predict merge OUT.db IN.db...`).
 *
 * The copy follows the schema, not a list of tables: every table of the
 * target is read from SQLite (its columns, its INTEGER PRIMARY KEY, its
 * references), and a row is copied when the run it belongs to is, found
 * through its references down to runs.  Each table's id and every
 * reference to it are shifted by the largest id the target holds, so the
 * rows of a copied run refer to each other as before; events, the
 * catalogue, is matched by name; schema_version is the target's own.  A
 * table that is none of these (no way down to runs) stops the merge: a
 * new table must say whose it is.
 *
 * A source is ATTACHed to the target's connection and copied with INSERT
 * ... SELECT in one write transaction.  SQLite attaches at most ten
 * databases, and never inside a transaction, so several inputs are first
 * merged into a staging database in TMPDIR, one at a time, and the
 * staging database into the target in one transaction.
 */
#include "db.h"
#include "db_internal.h"

#include "../common/arena.h"
#include "../common/strbuf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* A table of the schema, as merge copies it. */
enum table_kind {
	TABLE_RUNS,		/* the root: a run is copied unless its uuid is there */
	TABLE_EVENTS,		/* the catalogue: rows matched by name */
	TABLE_OWN,		/* the target's own (schema_version): not copied */
	TABLE_OWNED		/* rows of a run, through owner_col */
};

struct column {
	char *name;
	int ref;		/* the table it refers to, or -1 */
	bool notnull;
};

struct table {
	char *name;
	enum table_kind kind;
	struct column *cols;
	int ncols;
	int id_col;		/* its INTEGER PRIMARY KEY, or -1 */
	int owner_col;		/* TABLE_OWNED: the reference leading to runs */
	int64_t shift;		/* added to its ids */
};

struct schema {
	struct table *t;
	int n;
};

static void schema_free(struct schema *s)
{
	for (int i = 0; i < s->n; i++) {
		for (int k = 0; k < s->t[i].ncols; k++)
			free(s->t[i].cols[k].name);
		free(s->t[i].cols);
		free(s->t[i].name);
	}
	free(s->t);
}

static int table_index(const struct schema *s, const char *name)
{
	for (int i = 0; i < s->n; i++)
		if (strcasecmp(s->t[i].name, name) == 0)
			return i;
	return -1;
}

/* Does table i lead down to runs (depth guards a reference cycle)? */
static bool reaches_runs(const struct schema *s, int i, int depth)
{
	const struct table *t = &s->t[i];
	if (t->kind == TABLE_RUNS)
		return true;
	if (depth > s->n || t->kind != TABLE_OWNED)
		return false;
	for (int k = 0; k < t->ncols; k++)
		if (t->cols[k].ref >= 0 && t->cols[k].ref != i &&
		    reaches_runs(s, t->cols[k].ref, depth + 1))
			return true;
	return false;
}

static bool sql_failed(struct db *db, const char *what, char *err, size_t errlen)
{
	db_set_err(err, errlen, "%s: %s: %s%s", db_path(db), what, sqlite3_errmsg(db_sqlite(db)),
		   db_io_failure(db_sqlite(db)));
	return false;
}

/* The tables of the target (main), their columns and references. */
static bool read_schema(struct db *db, struct schema *s, char *err, size_t errlen)
{
	sqlite3 *h = db_sqlite(db);
	sqlite3_stmt *st;
	memset(s, 0, sizeof *s);
	if (sqlite3_prepare_v2(h, "SELECT name FROM main.sqlite_schema WHERE type = 'table' "
			       "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
			       -1, &st, NULL) != SQLITE_OK)
		return sql_failed(db, "reading the schema", err, errlen);
	size_t cap = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		s->t = xgrow_zeroed(s->t, &cap, (size_t)s->n, sizeof *s->t);
		s->t[s->n++].name = xstrdup((const char *)sqlite3_column_text(st, 0));
	}
	sqlite3_finalize(st);
	sqlite3_stmt *cols = NULL, *refs = NULL;
	if (sqlite3_prepare_v2(h, "SELECT name, upper(type), \"notnull\", pk, "
			       "(SELECT count(*) FROM pragma_table_info(?1, 'main') WHERE pk > 0) "
			       "FROM pragma_table_info(?1, 'main') ORDER BY cid",
			       -1, &cols, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(h, "SELECT \"from\", \"table\" FROM "
			       "pragma_foreign_key_list(?1, 'main')",
			       -1, &refs, NULL) != SQLITE_OK) {
		sqlite3_finalize(cols);
		return sql_failed(db, "reading the schema", err, errlen);
	}
	for (int i = 0; i < s->n; i++) {
		struct table *t = &s->t[i];
		t->id_col = t->owner_col = -1;
		t->kind = strcmp(t->name, "runs") == 0 ? TABLE_RUNS
			: strcmp(t->name, "events") == 0 ? TABLE_EVENTS
			: strcmp(t->name, "schema_version") == 0 ? TABLE_OWN : TABLE_OWNED;
		sqlite3_bind_text(cols, 1, t->name, -1, SQLITE_STATIC);
		size_t ccap = 0;
		while (sqlite3_step(cols) == SQLITE_ROW) {
			t->cols = xgrow_zeroed(t->cols, &ccap, (size_t)t->ncols, sizeof *t->cols);
			struct column *c = &t->cols[t->ncols];
			c->name = xstrdup((const char *)sqlite3_column_text(cols, 0));
			c->ref = -1;
			c->notnull = sqlite3_column_int(cols, 2) != 0;
			const char *type = (const char *)sqlite3_column_text(cols, 1);
			if (sqlite3_column_int(cols, 3) == 1 && sqlite3_column_int(cols, 4) == 1 &&
			    type && strcmp(type, "INTEGER") == 0)
				t->id_col = t->ncols;
			t->ncols++;
		}
		sqlite3_reset(cols);
		sqlite3_bind_text(refs, 1, t->name, -1, SQLITE_STATIC);
		while (sqlite3_step(refs) == SQLITE_ROW) {
			const char *from = (const char *)sqlite3_column_text(refs, 0);
			int to = table_index(s, (const char *)sqlite3_column_text(refs, 1));
			for (int k = 0; k < t->ncols; k++)
				if (strcasecmp(t->cols[k].name, from) == 0)
					t->cols[k].ref = to;
		}
		sqlite3_reset(refs);
	}
	sqlite3_finalize(cols);
	sqlite3_finalize(refs);
	/* the owner: a reference that leads to runs, one never NULL first */
	for (int i = 0; i < s->n; i++) {
		struct table *t = &s->t[i];
		for (int pass = 0; pass < 2 && t->kind == TABLE_OWNED && t->owner_col < 0; pass++)
			for (int k = 0; k < t->ncols && t->owner_col < 0; k++)
				if (t->cols[k].ref >= 0 && t->cols[k].ref != i &&
				    (pass == 1 || t->cols[k].notnull) &&
				    reaches_runs(s, t->cols[k].ref, 0))
					t->owner_col = k;
		if (t->kind == TABLE_OWNED && t->owner_col < 0) {
			db_set_err(err, errlen, "%s: internal error: merge cannot tell which run "
				   "the rows of table %s belong to (no reference leads to runs)",
				   db_path(db), t->name);
			schema_free(s);
			return false;
		}
	}
	return true;
}

/* An identifier in double quotes. */
static void quoted(struct strbuf *sb, const char *name)
{
	sb_puts(sb, "\"");
	for (const char *c = name; *c; c++)
		sb_puts(sb, *c == '"' ? "\"\"" : (char[]){*c, 0});
	sb_puts(sb, "\"");
}

/* The condition that a row of table i (its columns unqualified) belongs
 * to a run being copied. */
static void owned_filter(struct strbuf *sb, const struct schema *s, int i)
{
	const struct table *t = &s->t[i];
	if (t->kind == TABLE_RUNS) {
		sb_puts(sb, "\"run_id\" IN (SELECT run_id FROM temp.merge_runs)");
		return;
	}
	const struct table *p = &s->t[t->cols[t->owner_col].ref];
	quoted(sb, t->cols[t->owner_col].name);
	sb_puts(sb, " IN (SELECT ");
	quoted(sb, p->cols[p->id_col >= 0 ? p->id_col : 0].name);
	sb_puts(sb, " FROM src.");
	quoted(sb, p->name);
	sb_puts(sb, " WHERE ");
	owned_filter(sb, s, t->cols[t->owner_col].ref);
	sb_puts(sb, ")");
}

/* INSERT INTO main.T (...) SELECT ... FROM src.T: ids shifted, events
 * mapped by name, only the rows of the runs copied. */
static void copy_sql(struct strbuf *sb, const struct schema *s, int i)
{
	const struct table *t = &s->t[i];
	sb_puts(sb, "INSERT INTO main.");
	quoted(sb, t->name);
	sb_puts(sb, " (");
	for (int k = 0, n = 0; k < t->ncols; k++) {
		if (t->kind == TABLE_EVENTS && k == t->id_col)
			continue;
		sb_puts(sb, n++ ? ", " : "");
		quoted(sb, t->cols[k].name);
	}
	sb_puts(sb, ") SELECT ");
	for (int k = 0, n = 0; k < t->ncols; k++) {
		const struct column *c = &t->cols[k];
		const struct table *to = c->ref >= 0 ? &s->t[c->ref] : NULL;
		if (t->kind == TABLE_EVENTS && k == t->id_col)
			continue;
		sb_puts(sb, n++ ? ", " : "");
		if (to && to->kind == TABLE_EVENTS) {
			sb_puts(sb, "(SELECT new FROM temp.merge_events WHERE old = s.");
			quoted(sb, c->name);
			sb_puts(sb, ")");
			continue;
		}
		sb_puts(sb, "s.");
		quoted(sb, c->name);
		int64_t shift = k == t->id_col ? t->shift : to && to->id_col >= 0 ? to->shift : 0;
		if (shift)
			sb_printf(sb, " + %lld", (long long)shift);
	}
	sb_puts(sb, " FROM src.");
	quoted(sb, t->name);
	sb_puts(sb, " AS s WHERE ");
	if (t->kind == TABLE_EVENTS)
		sb_puts(sb, "s.\"name\" NOT IN (SELECT \"name\" FROM main.\"events\")");
	else
		owned_filter(sb, s, i);
}

/* Each table's shift: the copies' ids follow the largest the target
 * holds (for runs, the largest ever given: AUTOINCREMENT never reuses
 * one), from the smallest of the source's (of the runs copied). */
static bool shifts(struct db *db, struct schema *s, char *err, size_t errlen)
{
	sqlite3 *h = db_sqlite(db);
	for (int i = 0; i < s->n; i++) {
		struct table *t = &s->t[i];
		if (t->id_col < 0 || t->kind == TABLE_EVENTS)
			continue;
		struct strbuf q = {0};
		sb_puts(&q, "SELECT (SELECT coalesce(max(");
		quoted(&q, t->cols[t->id_col].name);
		sb_puts(&q, "), 0) FROM main.");
		quoted(&q, t->name);
		sb_puts(&q, ")");
		if (t->kind == TABLE_RUNS)
			sb_puts(&q, " + 0 FROM (SELECT 1) UNION ALL SELECT seq FROM "
				"main.sqlite_sequence WHERE name = 'runs' ORDER BY 1 DESC LIMIT 1");
		int64_t top = db_query_int(h, q.data);
		q.len = 0;
		sb_puts(&q, "SELECT coalesce(min(");
		quoted(&q, t->kind == TABLE_RUNS ? "run_id" : t->cols[t->id_col].name);
		sb_puts(&q, "), 1) FROM ");
		if (t->kind == TABLE_RUNS) {
			sb_puts(&q, "temp.merge_runs");
		} else {
			sb_puts(&q, "src.");
			quoted(&q, t->name);
		}
		int64_t bottom = db_query_int(h, q.data);
		sb_free(&q);
		if (top < 0 || bottom < 0)
			return sql_failed(db, "allotting ids", err, errlen);
		t->shift = top - (bottom - 1);
	}
	return true;
}

/* Runs every statement of sql; false after a message. */
static bool exec(struct db *db, const char *sql, char *err, size_t errlen)
{
	sqlite3 *h = db_sqlite(db);
	if (sqlite3_exec(h, sql, NULL, NULL, NULL) == SQLITE_OK)
		return true;
	return sql_failed(db, "merging", err, errlen);
}

/* Inside the write transaction: copies the runs of src whose uuid the
 * target lacks, and everything that belongs to them. */
static bool copy_runs(struct db *db, struct db_merge_step *step, char *err, size_t errlen)
{
	sqlite3 *h = db_sqlite(db);
	struct schema s;
	if (!read_schema(db, &s, err, errlen))
		return false;
	bool ok = exec(db, "PRAGMA defer_foreign_keys = ON;"
		       "CREATE TEMP TABLE IF NOT EXISTS merge_runs (run_id INTEGER PRIMARY KEY);"
		       "CREATE TEMP TABLE IF NOT EXISTS merge_events "
		       "(old INTEGER PRIMARY KEY, new);"
		       "DELETE FROM temp.merge_runs; DELETE FROM temp.merge_events;"
		       "INSERT INTO temp.merge_runs SELECT run_id FROM src.runs "
		       "WHERE run_uuid IS NULL OR run_uuid NOT IN "
		       "(SELECT run_uuid FROM main.runs WHERE run_uuid IS NOT NULL)",
		       err, errlen) && shifts(db, &s, err, errlen);
	step->runs = db_query_int(h, "SELECT count(*) FROM src.runs");
	step->copied = db_query_int(h, "SELECT count(*) FROM temp.merge_runs");
	int runs = table_index(&s, "runs");
	step->first = db_query_int(h, "SELECT coalesce(min(run_id), 0) FROM temp.merge_runs") +
		      s.t[runs].shift;
	step->last = db_query_int(h, "SELECT coalesce(max(run_id), 0) FROM temp.merge_runs") +
		     s.t[runs].shift;
	/* the catalogue first: the counts map their events through it */
	struct strbuf q = {0};
	int events = table_index(&s, "events");
	if (ok && events >= 0) {
		copy_sql(&q, &s, events);
		ok = exec(db, q.data, err, errlen) &&
		     exec(db, "INSERT INTO temp.merge_events SELECT s.event_id, m.event_id "
			  "FROM src.events s JOIN main.events m ON m.name = s.name", err, errlen);
	}
	for (int i = 0; ok && i < s.n; i++) {
		if (s.t[i].kind == TABLE_OWN || s.t[i].kind == TABLE_EVENTS)
			continue;
		q.len = 0;
		copy_sql(&q, &s, i);
		ok = exec(db, q.data, err, errlen);
	}
	sb_free(&q);
	schema_free(&s);
	return ok;
}

/* Is the attached src an ia64-predict database at this build's schema,
 * and sound?  False after a message. */
static bool check_source(sqlite3 *h, const char *path, char *err, size_t errlen)
{
	sqlite3_stmt *st;
	const char *verdict = NULL;
	bool ok = sqlite3_prepare_v2(h, "PRAGMA src.quick_check(1)", -1, &st, NULL) == SQLITE_OK &&
		  sqlite3_step(st) == SQLITE_ROW &&
		  (verdict = (const char *)sqlite3_column_text(st, 0)) &&
		  strcmp(verdict, "ok") == 0;
	if (!ok)
		db_set_err(err, errlen, "%s: the database is damaged (PRAGMA quick_check: %s); "
			"nothing was merged", path, verdict ? verdict : sqlite3_errmsg(h));
	sqlite3_finalize(st);
	int64_t v = ok ? db_query_int(h, "SELECT max(version) FROM src.schema_version") : 0;
	if (ok && v != db_schema_latest()) {
		db_set_err(err, errlen, "%s: schema version %lld, not this ia64-predict's %d; "
			"nothing was merged", path, (long long)v, db_schema_latest());
		ok = false;
	}
	return ok;
}

/* Merges the database at src_path into db, in one transaction. */
static bool merge_one(struct db *db, const char *src_path, struct db_merge_step *step,
		      char *err, size_t errlen)
{
	sqlite3 *h = db_sqlite(db);
	sqlite3_stmt *st;
	const char *name = step->path;
	memset(step, 0, sizeof *step);
	step->path = name;
	if (sqlite3_prepare_v2(h, "ATTACH DATABASE ?1 AS src", -1, &st, NULL) != SQLITE_OK)
		return sql_failed(db, "attaching", err, errlen);
	sqlite3_bind_text(st, 1, src_path, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		db_set_err(err, errlen, "%s: cannot open the database: %s", src_path,
			sqlite3_errmsg(h));
		return false;
	}
	bool ok = check_source(h, src_path, err, errlen) && db_write_begin(db, err, errlen);
	if (ok)
		ok = db_write_end(db, copy_runs(db, step, err, errlen), err, errlen);
	sqlite3_exec(h, "DETACH DATABASE src", NULL, NULL, NULL);
	return ok;
}

/* Is every input one merge can read, and none of them OUT? */
static bool check_inputs(struct db *out, struct db_merge_step *in, size_t n, char *err,
			 size_t errlen)
{
	for (size_t k = 0; k < n; k++) {
		if (db_same_file_as(out, in[k].path)) {
			db_set_err(err, errlen, "%s: the database merged into cannot be one of the "
				"inputs; nothing was merged", in[k].path);
			return false;
		}
		struct db *src = db_open_existing(in[k].path, err, errlen);
		if (!src)
			return false;
		int v = db_schema_version(src);
		db_close(src);
		if (v != db_schema_latest()) {
			db_set_err(err, errlen, "%s: schema version %d, older than this "
				"ia64-predict's %d: bring it up to date first with "
				"'ia64-predict merge %s' (it changes the file); nothing was merged",
				in[k].path, v, db_schema_latest(), in[k].path);
			return false;
		}
	}
	return true;
}

/* A staging database in TMPDIR; NULL after a message. */
static struct db *staging_open(char **path, char *err, size_t errlen)
{
	const char *dir = getenv("TMPDIR");
	if (!dir || !*dir)
		dir = "/tmp";
	size_t len = strlen(dir) + 40;
	*path = xmalloc(len);
	snprintf(*path, len, "%s/ia64-predict-merge-XXXXXX", dir);
	int fd = mkstemp(*path);
	if (fd < 0) {
		db_set_err(err, errlen, "%s: cannot make a staging database: %s", *path,
			strerror(errno));
		free(*path);
		*path = NULL;
		return NULL;
	}
	close(fd);
	struct db *db = db_open(*path, err, errlen);
	if (!db) {
		unlink(*path);
		free(*path);
		*path = NULL;
	}
	return db;
}

static void staging_remove(struct db *stage, char *path)
{
	db_close(stage);
	if (!path)
		return;
	unlink(path);
	size_t len = strlen(path) + 8;
	char *side = xmalloc(len);
	snprintf(side, len, "%s-wal", path);
	unlink(side);
	snprintf(side, len, "%s-shm", path);
	unlink(side);
	free(side);
	free(path);
}

bool db_merge(struct db *out, struct db_merge_step *in, size_t n,
	      struct db_merge_step *total, char *err, size_t errlen)
{
	memset(total, 0, sizeof *total);
	total->path = db_path(out);
	if (!check_inputs(out, in, n, err, errlen))
		return false;
	if (n == 0) {
		/* no input: the target brought up to date */
		return db_write_begin(out, err, errlen) && db_write_end(out, true, err, errlen);
	}
	if (n == 1) {
		bool ok = merge_one(out, in[0].path, total, err, errlen);
		in[0].runs = total->runs;
		in[0].copied = total->runs;
		return ok;
	}
	char *stage_path = NULL;
	struct db *stage = staging_open(&stage_path, err, errlen);
	bool ok = stage != NULL;
	for (size_t k = 0; ok && k < n; k++)
		ok = merge_one(stage, in[k].path, &in[k], err, errlen);
	ok = ok && merge_one(out, stage_path, total, err, errlen);
	staging_remove(stage, stage_path);
	return ok;
}
