/*
 * db/db.c - the SQLite store.
 *
 * db_store_files (db_store_run for one file) writes a run in one
 * IMMEDIATE transaction, replaying rows recorded before it (struct
 * db_file).  Row ids of the procedures, blocks, loops, bundles and
 * instructions of a file are allotted as its row is written (one past the
 * largest id in each table, then the object's index), so rows can refer
 * to each other in any order (the references that run backwards are
 * DEFERRABLE).  The store does not have SQLite check them (they are ids
 * it allots); merge and import do.
 */
#include "db.h"
#include "db_internal.h"

#include "../analysis/values.h"
#include "../common/arena.h"
#include "../common/strbuf.h"
#include "../machine/effects.h"
#include "../machine/events.h"
#include "../machine/insn.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifndef IA64P_VERSION
#define IA64P_VERSION "unknown"
#endif

/* db/schema.sql, made a C string literal by the Makefile. */
static const char schema_sql[] =
#include "schema.inc"
	;

/* The schema after every migration of schema_sql, made by db/mkfresh at
 * build time: what a new database is given in one go. */
static const char fresh_sql[] =
#include "fresh.inc"
	;

#define MAX_MIGRATIONS 64

/* The schema in use: schema_sql, or a test's (db_set_schema). */
static const char *schema_text = schema_sql;

struct db {
	sqlite3 *h;
	char *path;
	bool created;		/* db_open made the file */
	bool stored;		/* a run was committed through this handle */
	bool have_ino;		/* the file's identity, to notice it replaced */
	dev_t dev;
	ino_t ino;
	bool checked;		/* PRAGMA quick_check found it sound */
	bool wal;		/* journal_mode = WAL was set */
	int (*fail_hook)(void *ctx, long row);
	void *fail_ctx;
	/* the busy handler: the files' state when another process was last
	 * seen writing, and when */
	char *wal_path;
	struct stat seen, seen_wal;
	double seen_at;
};

/* The application_id migration 1 gives a database: "IA64". */
#define DB_APPLICATION_ID 0x49413634

/* How long a run waits for the database while no other process writes to
 * it: a run that is writing grows the file or its write-ahead log, so
 * waiting stops only for a writer that has stopped (a stopped or hung
 * process), never for a long queue of writers. */
#define DB_STALL_SECONDS 120

/* The longest sleep between two tries for the lock, in milliseconds; the
 * sleeps grow from 1 ms to it. */
#define DB_MAX_BACKOFF_MS 50

/* ---- messages ---------------------------------------------------------- */

/* Writes the message into the caller's buffer (docs/hacking.md). */
void db_set_err(char *err, size_t errlen, const char *fmt, ...)
{
	if (!err || !errlen)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

/* ---- migrations -------------------------------------------------------- */

/* The migrations of schema.sql: migration N is the text from its
 * "-- @migration N" line to the next marker. */
struct migration {
	const char *sql;
	int len;
};

static const char marker[] = "-- @migration ";

/* Splits schema.sql into out[1..N]; returns N, or -1 when the markers are
 * not numbered 1, 2, ... in order. */
static int split_migrations(struct migration out[MAX_MIGRATIONS + 1])
{
	int n = 0;
	const char *p = schema_text;
	while (p && *p) {
		if (strncmp(p, marker, sizeof marker - 1) == 0) {
			int v = atoi(p + sizeof marker - 1);
			if (v != n + 1 || v > MAX_MIGRATIONS)
				return -1;
			if (n)
				out[n].len = (int)(p - out[n].sql);
			n = v;
			out[n].sql = p;
		}
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	if (n)
		out[n].len = (int)strlen(out[n].sql);
	return n;
}

const char *db_schema(void)
{
	return schema_text;
}

void db_set_schema(const char *sql)
{
	schema_text = sql ? sql : schema_sql;
}

int db_schema_latest(void)
{
	struct migration m[MAX_MIGRATIONS + 1];
	return split_migrations(m);
}

/* Runs every statement of len bytes of SQL (len < 0: up to the NUL). */
static int exec_sql(sqlite3 *h, const char *sql, int len)
{
	const char *end = sql + (len < 0 ? (int)strlen(sql) : len);
	while (sql < end) {
		sqlite3_stmt *st;
		const char *tail;
		int rc = sqlite3_prepare_v2(h, sql, (int)(end - sql), &st, &tail);
		if (rc != SQLITE_OK)
			return rc;
		if (!st)		/* only comments or spaces were left */
			break;
		while ((rc = sqlite3_step(st)) == SQLITE_ROW)
			;
		sqlite3_finalize(st);
		if (rc != SQLITE_DONE)
			return rc;
		sql = tail;
	}
	return SQLITE_OK;
}

/* One integer from a query without parameters; -1 on an error. */
static int64_t query_int(sqlite3 *h, const char *sql)
{
	sqlite3_stmt *st;
	int64_t v = -1;
	if (sqlite3_prepare_v2(h, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return v;
}

/* The schema version: 0 for an empty database, -1 on an error, -2 for a
 * database that is not ours (detail says why), -3 for one whose
 * schema_version is not 1, 2, ... N. */
static int read_version_why(sqlite3 *h, char *detail, size_t len)
{
	int64_t tables = query_int(h, "SELECT count(*) FROM sqlite_schema");
	if (tables < 0)
		return -1;
	if (tables == 0)
		return 0;
	int64_t app = query_int(h, "PRAGMA application_id");
	int64_t ours = query_int(h, "SELECT count(*) FROM sqlite_schema "
				    "WHERE type = 'table' AND name = 'schema_version'");
	if (app < 0 || ours < 0)
		return -1;
	if (ours == 0 || app != DB_APPLICATION_ID) {
		if (ours == 0)
			snprintf(detail, len, "it has tables but no schema_version");
		else
			snprintf(detail, len, "its application_id is 0x%08llx, not ia64-predict's "
				 "0x%08x", (unsigned long long)(uint32_t)app, DB_APPLICATION_ID);
		return -2;
	}
	/* whole numbers from 1; each of 1 to N once, unless N is a later
	 * version than this one knows */
	int64_t sane = query_int(h, "SELECT min(version) >= 1 AND "
				    "sum(typeof(version) = 'integer') = count(*) FROM schema_version");
	int64_t v = query_int(h, "SELECT max(version) FROM schema_version");
	int64_t n = query_int(h, "SELECT count(*) FROM schema_version");
	if (sane < 0 || v < 0 || n < 0)
		return -1;
	if (sane != 1 || (v <= db_schema_latest() && n != v))
		return -3;
	return v > INT_MAX ? INT_MAX : (int)v;
}

static int read_version(sqlite3 *h)
{
	char detail[128];
	return read_version_why(h, detail, sizeof detail);
}

/* Checks an open database is one this version can write (or, reading,
 * read): the version, or -1 after a message. */
static int check_version(struct db *db, char *err, size_t errlen)
{
	int latest = db_schema_latest();
	char detail[128] = "";
	int v = read_version_why(db->h, detail, sizeof detail);
	if (v == -2)
		db_set_err(err, errlen, "%s: not an ia64-predict database (%s); it was left as "
			   "it is", db->path, detail);
	else if (v == -3)
		db_set_err(err, errlen, "%s: not an ia64-predict database this version knows (its "
			"schema_version table does not hold the versions 1 to N); it was left "
			"as it is", db->path);
	else if (v < 0)
		db_set_err(err, errlen, "%s: not an ia64-predict database: %s; it was left as "
			   "it is", db->path, sqlite3_errmsg(db->h));
	else if (v > latest)
		db_set_err(err, errlen, "%s: written by a newer ia64-predict (schema version %d; "
			"this one knows up to %d); it was left as it is", db->path, v, latest);
	else
		return v;
	return -1;
}

/* What a database file must be before SQLite opens it: a name, and when
 * the file exists, a regular file that is empty or starts with SQLite's
 * header (SQLite would take any short file for an empty database and
 * overwrite it).  *exists says whether it does; false after a message. */
static bool check_file(const char *path, bool *exists, char *err, size_t errlen)
{
	*exists = false;
	if (!*path) {
		db_set_err(err, errlen, "the database name is empty");
		return false;
	}
	if (strcmp(path, ":memory:") == 0) {
		db_set_err(err, errlen, "%s: SQLite's in-memory database would keep the run "
			   "nowhere; give a file name, or --no-db to store nothing", path);
		return false;
	}
	struct stat sb;
	if (stat(path, &sb) != 0) {
		if (errno == ENOENT)
			return true;
		db_set_err(err, errlen, "%s: cannot open the database: %s", path, strerror(errno));
		return false;
	}
	*exists = true;
	if (!S_ISREG(sb.st_mode)) {
		db_set_err(err, errlen, "%s: not an ia64-predict database (not a regular file)",
			   path);
		return false;
	}
	/* a file some run is creating has no header until that run commits,
	 * and SQLite's locks keep everyone out of it until then; it has a
	 * -journal beside it meanwhile (as does one a dead run left) */
	char *journal = xmalloc(strlen(path) + 9);
	sprintf(journal, "%s-journal", path);
	bool busy = access(journal, F_OK) == 0;
	free(journal);
	if (sb.st_size == 0 || busy)
		return true;
	static const char magic[16] = "SQLite format 3";
	char head[sizeof magic];
	int fd = open(path, O_RDONLY);
	if (fd < 0) {
		db_set_err(err, errlen, "%s: cannot open the database: %s", path, strerror(errno));
		return false;
	}
	ssize_t n = read(fd, head, sizeof head);
	close(fd);
	if (n != (ssize_t)sizeof head || memcmp(head, magic, sizeof magic) != 0) {
		db_set_err(err, errlen, "%s: not an ia64-predict database (not an SQLite database: "
			"%lld byte%s without SQLite's header); it was left as it is", path,
			(long long)sb.st_size, sb.st_size == 1 ? "" : "s");
		return false;
	}
	return true;
}

/* Paths longer than SQLite's unix VFS takes (512 bytes) reach the file
 * through its directory: a VFS that is the default one but for full path
 * names, which for a long path name the file as
 * /proc/self/fd/DIRFD/NAME, DIRFD a descriptor of the directory
 * kept open until the process exits (one per directory).  The -wal, -shm
 * and -journal files beside it are reached the same way. */
static sqlite3_vfs *base_vfs;

static int long_full_pathname(sqlite3_vfs *vfs, const char *name, int n, char *out)
{
	(void)vfs;
	size_t len = strlen(name);
	const char *slash = strrchr(name, '/');
	if (len < (size_t)base_vfs->mxPathname / 2 || !slash || slash == name)
		return base_vfs->xFullPathname(base_vfs, name, n, out);
	char *dir = xstrdup(name);
	dir[slash - name] = '\0';
	int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	free(dir);
	if (fd < 0)
		return SQLITE_CANTOPEN;
	char alias[64];
	snprintf(alias, sizeof alias, "/proc/self/fd/%d", fd);
	if (strlen(alias) + strlen(slash) + 1 > (size_t)n) {
		close(fd);
		return SQLITE_CANTOPEN;
	}
	snprintf(out, (size_t)n, "%s%s", alias, slash);
	return SQLITE_OK;
}

/* The VFS name to open databases with; NULL: SQLite's default.  The
 * first call, before SQLite's first use, also sets what SQLite does for
 * the whole process: no count of its memory (a lock on every allocation),
 * no locks on a connection and its statements (one thread uses them),
 * statement journals kept in memory (a batch's INSERT keeps the pages it
 * changes, a few, to undo them should it fail; in a temporary file that
 * was a write per page and statement). */
static const char *long_path_vfs(void)
{
	static sqlite3_vfs vfs;
	static int state;	/* 0: not tried, 1: registered, -1: failed */
	if (state == 0) {
		sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
		sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
		sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, -1);
		base_vfs = sqlite3_vfs_find(NULL);
		state = -1;
		if (base_vfs && access("/proc/self/fd", X_OK) == 0) {
			vfs = *base_vfs;
			vfs.zName = "ia64p-long-paths";
			vfs.pNext = NULL;
			vfs.xFullPathname = long_full_pathname;
			if (sqlite3_vfs_register(&vfs, 0) == SQLITE_OK)
				state = 1;
		}
	}
	return state == 1 ? vfs.zName : NULL;
}

static double now_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static bool changed(const struct stat *a, const struct stat *b)
{
	return a->st_size != b->st_size || a->st_ino != b->st_ino ||
	       a->st_mtim.tv_sec != b->st_mtim.tv_sec || a->st_mtim.tv_nsec != b->st_mtim.tv_nsec;
}

/* SQLite's busy handler: sleeps and tries again as long as some other
 * process keeps writing (the file or its log changes), with sleeps
 * growing to DB_MAX_BACKOFF_MS; gives up after DB_STALL_SECONDS without a
 * change. */
static int busy_wait(void *ctx, int tries)
{
	struct db *db = ctx;
	struct stat now_main = {0}, now_wal = {0};
	if (stat(db->path, &now_main) != 0)
		memset(&now_main, 0, sizeof now_main);
	if (stat(db->wal_path, &now_wal) != 0)
		memset(&now_wal, 0, sizeof now_wal);
	double now = now_seconds();
	if (tries == 0 || changed(&now_main, &db->seen) || changed(&now_wal, &db->seen_wal)) {
		db->seen = now_main;
		db->seen_wal = now_wal;
		db->seen_at = now;
	} else if (now - db->seen_at > DB_STALL_SECONDS) {
		return 0;
	}
	int ms = tries < 10 ? 1 << tries : DB_MAX_BACKOFF_MS;
	if (ms > DB_MAX_BACKOFF_MS)
		ms = DB_MAX_BACKOFF_MS;
	/* jitter, so that the waiting runs do not wake together */
	unsigned spread = (unsigned)getpid() * 2654435761u + (unsigned)tries * 40503u;
	sqlite3_sleep(ms / 2 + (int)(spread % (unsigned)(ms / 2 + 1)));
	return 1;
}

/* Opens path with flags; the busy handler, extended codes and foreign keys
 * set.  False after a message. */
static bool open_handle(struct db *db, int flags, char *err, size_t errlen)
{
	int rc = sqlite3_open_v2(db->path, &db->h, flags, long_path_vfs());
	if (rc != SQLITE_OK) {
		db_set_err(err, errlen, "%s: cannot open the database: %s", db->path,
			db->h ? sqlite3_errmsg(db->h) : sqlite3_errstr(rc));
		return false;
	}
	sqlite3_extended_result_codes(db->h, 1);
	sqlite3_busy_handler(db->h, busy_wait, db);
	/* a page cache of 512 KiB, not SQLite's 2 MiB: a run appends (a
	 * library's store and a 200,000-instruction file's cost the same
	 * either way), and a library's run needs no more memory than its
	 * largest file's analysis */
	if (exec_sql(db->h, "PRAGMA cache_size = -512; PRAGMA foreign_keys = ON", -1) !=
	    SQLITE_OK) {
		db_set_err(err, errlen, "%s: %s", db->path, sqlite3_errmsg(db->h));
		return false;
	}
	return true;
}

/* A new handle for path, not yet opened. */
static struct db *db_new(const char *path)
{
	struct db *db = xcalloc(1, sizeof *db);
	db->path = xstrdup(path);
	db->wal_path = xmalloc(strlen(path) + 5);
	sprintf(db->wal_path, "%s-wal", path);
	return db;
}

/* Is path still the file db_open opened?  (db_close removes a file it
 * created for a run that failed; another process that opened the same new
 * file meanwhile must not write into the removed one.) */
static bool same_file(const struct db *db)
{
	struct stat sb;
	return !db->have_ino || (stat(db->path, &sb) == 0 && sb.st_dev == db->dev &&
				 sb.st_ino == db->ino);
}

/* Brings the schema to the latest version; inside the run's transaction. */
static bool migrate(struct db *db, char *err, size_t errlen)
{
	struct migration m[MAX_MIGRATIONS + 1];
	int latest = split_migrations(m);
	if (latest < 1) {
		db_set_err(err, errlen, "%s: internal error: db/schema.sql has no numbered "
			   "migrations", db->path);
		return false;
	}
	int v = check_version(db, err, errlen);
	if (v < 0)
		return false;
	/* a new database: every migration at once, unless a test set another
	 * schema */
	bool fresh = v == 0 && schema_text == schema_sql;
	if (fresh && exec_sql(db->h, fresh_sql, -1) != SQLITE_OK) {
		db_set_err(err, errlen, "%s: the schema: %s", db->path, sqlite3_errmsg(db->h));
		return false;
	}
	sqlite3_stmt *st = NULL;
	for (int k = v + 1; k <= latest; k++) {
		int rc = fresh ? SQLITE_OK : exec_sql(db->h, m[k].sql, m[k].len);
		if (rc == SQLITE_OK && !st)
			rc = sqlite3_prepare_v2(db->h, "INSERT INTO schema_version (version, applied) "
						"VALUES (?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
						-1, &st, NULL);
		if (rc == SQLITE_OK) {
			sqlite3_bind_int(st, 1, k);
			rc = sqlite3_step(st) == SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
			sqlite3_reset(st);
		}
		if (rc != SQLITE_OK) {
			db_set_err(err, errlen, "%s: schema migration %d: %s", db->path, k,
				sqlite3_errmsg(db->h));
			sqlite3_finalize(st);
			return false;
		}
	}
	sqlite3_finalize(st);
	return true;
}

/* ---- opening and closing ----------------------------------------------- */

struct db *db_open(const char *path, char *err, size_t errlen)
{
	bool exists;
	if (!check_file(path, &exists, err, errlen))
		return NULL;
	struct db *db = db_new(path);
	db->created = !exists;
	struct stat sb;
	if (!open_handle(db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, err, errlen) ||
	    check_version(db, err, errlen) < 0) {
		db_close(db);
		return NULL;
	}
	if (stat(path, &sb) == 0) {
		db->have_ino = true;
		db->dev = sb.st_dev;
		db->ino = sb.st_ino;
	}
	return db;
}

int db_schema_version(struct db *db)
{
	return read_version(db->h);
}

void db_set_fail_hook(struct db *db, int (*hook)(void *ctx, long row), void *ctx)
{
	db->fail_hook = hook;
	db->fail_ctx = ctx;
}

void db_close(struct db *db)
{
	if (!db)
		return;
	/* the file we made for a run that never committed: remove it while it
	 * is still empty, holding the write lock so that no other run is
	 * writing to it (one that opened it meanwhile sees it gone) */
	struct stat sb;
	if (db->h && db->created && !db->stored) {
		sqlite3_busy_timeout(db->h, 0);
		if (exec_sql(db->h, "BEGIN IMMEDIATE", -1) == SQLITE_OK) {
			if (same_file(db) && stat(db->path, &sb) == 0 && sb.st_size == 0)
				unlink(db->path);
			exec_sql(db->h, "ROLLBACK", -1);
		}
	}
	sqlite3_close(db->h);
	free(db->path);
	free(db->wal_path);
	free(db);
}

/* ---- storing a run ----------------------------------------------------- */

/* The statements of a run, prepared once per run. */
enum stmt_id {
	S_RUN, S_PARAM, S_SETTING, S_FILE, S_PROC, S_BLOCK, S_LOOP, S_LOOP_BLOCK,
	S_CHAIN, S_REGION, S_BUNDLE, S_FORM, S_INSN, S_EVENT_CATALOGUE, S_EVENT_NAME,
	S_EVENT_ID, S_EVENT_SET, S_EVENT_SET_EVENT, S_COUNT_SET, S_COUNT_SET_VALUE, S_COUNT
};

/* The memory model's columns of procedures and loops (migration 3), in
 * the order bind_memory binds them. */
#define MEMORY_COLUMNS "mem_caches, mem_accesses, mem_placed, mem_unknown, " \
	"loads_l1d, loads_l2d, loads_l3, loads_memory"

static const char *const stmt_sql[S_COUNT] = {
	/* run_uuid: 128 random bits (migration 6) */
	[S_RUN] = "INSERT INTO runs (started, command_line, cpu, tool_version, run_uuid) "
		  "VALUES (?, ?, ?, ?, lower(hex(randomblob(16))))",
	[S_PARAM] = "INSERT INTO run_params (run_id, name, value, default_value, source) "
		    "VALUES (?, ?, ?, ?, ?)",
	[S_SETTING] = "INSERT INTO run_settings (run_id, position, name, value) "
		      "VALUES (?, ?, ?, ?)",
	[S_FILE] = "INSERT INTO files (run_id, path, instructions, bundles, events_set, "
		   "counts_set) VALUES (?, ?, ?, ?, ?, ?)",
	[S_PROC] = "INSERT INTO procedures (proc_id, file_id, idx, name, section, "
		   "start_offset, end_offset, cycles, cycles_inclusive, " MEMORY_COLUMNS ", "
		   "mem_calls_followed, mem_calls_not_followed, events_set, "
		   "events_set_inclusive, counts_set, counts_set_inclusive) "
		   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	[S_BLOCK] = "INSERT INTO blocks (block_id, file_id, proc_id, idx, name, label, "
		    "section, start_offset, end_offset, bundles, syllables, exec_count, "
		    "cycles, loop_id, events_set, counts_set) "
		    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	[S_LOOP] = "INSERT INTO loops (loop_id, file_id, proc_id, idx, header, "
		   "header_block_id, parent_loop_id, depth, kind, start_offset, "
		   "trip_count, trip_source, cycles_per_iteration, period, bound, cycles, "
		   "bundles, instructions, " MEMORY_COLUMNS ", events_set, counts_set) "
		   "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
		   "?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	[S_LOOP_BLOCK] = "INSERT INTO loop_blocks (loop_id, block_id) VALUES (?, ?)",
	[S_CHAIN] = "INSERT INTO loop_chain (loop_id, position, insn_id, reg, "
		    "stall_cycles) VALUES (?, ?, ?, ?, ?)",
	[S_REGION] = "INSERT INTO regions (file_id, idx, name, line, bundles, "
		     "instructions, cycles_per_iteration, period, bound) "
		     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
	[S_BUNDLE] = "INSERT INTO bundles (bundle_id, file_id, block_id, section, offset, "
		     "template, template_name, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
	[S_FORM] = "INSERT INTO insn_forms (form_id, file_id, mnemonic, type, port_class, "
		   "is_nop) VALUES (?, ?, ?, ?, ?, ?)",
	/* what the bundle and the form hold is not repeated (migration 11) */
	[S_INSN] = "INSERT INTO insn_rows (insn_id, bundle_id, form_id, idx, slot, port, "
		   "encoding, encoding_x, text, line, qp, generated, issue_cycle, issue_group, "
		   "events_set, counts_set) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
		   "?, ?)",
	/* a catalogue row: rewritten only when the catalogue changed it */
	[S_EVENT_CATALOGUE] =
		"INSERT INTO events (name, event, umask, threshold, code, umask_bits, type, "
		"class, qualifiers, max_inc, status, predicted, category, title, "
		"description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
		"ON CONFLICT (name) DO UPDATE SET (event, umask, threshold, code, "
		"umask_bits, type, class, qualifiers, max_inc, status, predicted, "
		"category, title, description) = (excluded.event, excluded.umask, "
		"excluded.threshold, excluded.code, excluded.umask_bits, excluded.type, "
		"excluded.class, excluded.qualifiers, excluded.max_inc, excluded.status, "
		"excluded.predicted, excluded.category, excluded.title, "
		"excluded.description) "
		"WHERE (event, umask, threshold, code, umask_bits, type, class, qualifiers, "
		"max_inc, status, predicted, category, title, description) IS NOT "
		"(excluded.event, excluded.umask, excluded.threshold, excluded.code, "
		"excluded.umask_bits, excluded.type, excluded.class, excluded.qualifiers, "
		"excluded.max_inc, excluded.status, excluded.predicted, excluded.category, "
		"excluded.title, excluded.description)",
	/* a counted name: kept as it is when there */
	[S_EVENT_NAME] =
		"INSERT INTO events (name, event, umask, threshold, code, umask_bits, type, "
		"class, qualifiers, max_inc, status, predicted, category, title, "
		"description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
		"ON CONFLICT (name) DO NOTHING",
	[S_EVENT_ID] = "SELECT event_id FROM events WHERE name = ?",
	[S_EVENT_SET] = "INSERT INTO event_sets (run_id) VALUES (?)",
	[S_EVENT_SET_EVENT] = "INSERT INTO event_set_events (set_id, event_id) VALUES (?, ?)",
	[S_COUNT_SET] = "INSERT INTO count_sets (run_id) VALUES (?)",
	[S_COUNT_SET_VALUE] = "INSERT INTO count_set_values (set_id, event_id, value) "
			      "VALUES (?, ?, ?)",
};

/* The statements whose rows are also written many at a time, by one
 * INSERT of several rows (SQLite's cost of a statement paid once for
 * them): those that only add a row to a table, with nothing after their
 * VALUES. */
static const bool batched[S_COUNT] = {
	[S_PARAM] = true, [S_SETTING] = true, [S_PROC] = true, [S_BLOCK] = true,
	[S_LOOP] = true, [S_LOOP_BLOCK] = true, [S_CHAIN] = true, [S_REGION] = true,
	[S_BUNDLE] = true, [S_FORM] = true, [S_INSN] = true, [S_EVENT_SET_EVENT] = true,
	[S_COUNT_SET_VALUE] = true,
};

/* The rows of a batch, at most; fewer where they would need more than
 * BATCH_PARAMS parameters (SQLite's limit before version 3.32 is 999).
 * Fewer rows than a batch go by batches of half as many, and so on down
 * to BATCH_MIN rows (BATCH_LEVELS sizes): the rest one at a time, where a
 * statement prepared for them would cost more than it saves. */
#define BATCH_ROWS 32
#define BATCH_PARAMS 999
#define BATCH_LEVELS 4
#define BATCH_MIN 4

/* The table each statement writes, for messages. */
static const char *const stmt_table[S_COUNT] = {
	[S_RUN] = "runs", [S_PARAM] = "run_params", [S_SETTING] = "run_settings",
	[S_FILE] = "files", [S_PROC] = "procedures", [S_BLOCK] = "blocks",
	[S_LOOP] = "loops", [S_LOOP_BLOCK] = "loop_blocks", [S_CHAIN] = "loop_chain",
	[S_REGION] = "regions", [S_BUNDLE] = "bundles", [S_FORM] = "insn_forms",
	[S_INSN] = "insn_rows",
	[S_EVENT_CATALOGUE] = "events", [S_EVENT_NAME] = "events", [S_EVENT_ID] = "events",
	[S_EVENT_SET] = "event_sets",
	[S_EVENT_SET_EVENT] = "event_set_events", [S_COUNT_SET] = "count_sets",
	[S_COUNT_SET_VALUE] = "count_set_values",
};

/* ---- rows recorded ---- */

/* The rows of a run are recorded first, without the database, and stored
 * afterwards (struct db_file): a file's rows can be made in another
 * process, and the write transaction only replays them.  A row is its
 * header (ROW_HEAD bytes: its statement, its number of values, the bytes
 * of its values as a uint32_t, so that a row is passed over unread) and
 * each value bound: its parameter (1 byte), its tag (1 byte), its
 * payload.  An unbound parameter is NULL.  Whole numbers are varints
 * (LEB128: seven bits a byte, the low ones first, the top bit set on all
 * but the last; a signed one zigzagged: 0, -1, 1, -2, ... as 0, 1, 2,
 * 3, ...). */
enum value_tag {
	TAG_INT,		/* int64_t, zigzagged */
	TAG_REAL,		/* double (a NaN binds as NULL) */
	TAG_TEXT,		/* the length, the bytes, a NUL */
	TAG_BLOB,		/* the length, the bytes */
	TAG_REF,		/* enum ref_kind (1 byte), the index (>= 0) */
	TAG_SET,		/* event names, sorted, each ended by a NUL, as
				 * TAG_TEXT: the run's set_id of that set, the set
				 * (and the names missing from the events table)
				 * stored when it is new */
	TAG_SET_AGAIN,		/* k: the set of the file's k-th TAG_SET (from 0) */
	TAG_COUNTS,		/* non-zero counts, sorted by name, each its value
				 * (a double) and its event's name ended by a NUL,
				 * as TAG_TEXT: the run's count set (count_sets) of
				 * them, stored when it is new */
	TAG_COUNTS_AGAIN,	/* k: the counts of the file's k-th TAG_COUNTS */
	TAG_COUNT
};

/* What a file's rows record once and then by number: sets of events, sets
 * of counts. */
enum seen_kind { SEEN_SET, SEEN_COUNTS, SEEN_KINDS };

/* The kind TAG_SET or TAG_COUNTS records the first time; -1 for another
 * tag. */
static int seen_kind(enum value_tag tag)
{
	return tag == TAG_SET ? SEEN_SET : tag == TAG_COUNTS ? SEEN_COUNTS : -1;
}

/* The kind an _AGAIN tag names by number; -1 for another tag. */
static int again_kind(enum value_tag tag)
{
	return tag == TAG_SET_AGAIN ? SEEN_SET : tag == TAG_COUNTS_AGAIN ? SEEN_COUNTS : -1;
}

/* What a TAG_REF names: the run's id, the file's id, or the id of the
 * file's object of that kind with that index (the ids are allotted when
 * the rows are stored: one past the largest in the table, then the
 * index). */
enum ref_kind {
	REF_RUN, REF_FILE, REF_PROC, REF_BLOCK, REF_LOOP, REF_BUNDLE, REF_FORM, REF_INSN, REF_KINDS
};

static const char rows_magic[8] = "IA64PRW6";

#define ROW_HEAD 6

/* After a file's rows: this byte, then their number (uint64_t). */
#define ROWS_END 0xff

struct db_file {
	unsigned char *data;	/* rows_magic, the rows, ROWS_END and their number */
	size_t len, cap;
};

/* A key of bytes -> an id: in the store, an event name -> its event_id, a
 * set of events or counts (TAG_SET, TAG_COUNTS) -> its set_id, the keys
 * copied (struct store.keys); recording, an event or set -> its
 * number (the keys copied), or an address -> the same (by_address). */
struct id_slot {
	const char *key;
	size_t len;
	int64_t id;
};

struct id_map {
	struct id_slot *v;
	size_t cap, n;
	/* the keys are addresses, len a count of what is there: recording,
	 * what an object shared by many was recorded as, found without
	 * reading it */
	bool by_address;
};

/* Rows being recorded: a file's (with its analysis) or the run's own. */
struct rows {
	struct db_file *out;
	size_t head;		/* the current row's first byte */
	bool open;		/* a value was bound to the current row */
	uint64_t nrows;
	bool failed;
	char msg[512];
	const struct program *prog;
	const struct cfg *cfg;
	const struct prediction *pr;
	const struct counts *counts;	/* or NULL */
	char *set_key;			/* bind_set's */
	size_t set_key_cap;
	/* the sets of events or of counts (by their struct event_counts, in
	 * the count set's order) recorded so far, each numbered in the order
	 * of its TAG_SET or TAG_COUNTS */
	struct id_map seen[SEEN_KINDS];
	struct event_count *counted;	/* bind_set's */
	size_t counted_cap;
	/* the shared sets (struct count_set's cap 0: equal sets share their
	 * entries) recorded so far: the entries' address and number -> the
	 * set's number in seen[], or -1 when nothing was recorded */
	struct id_map shared[SEEN_KINDS];	/* by_address */
	/* bind_set's last set of each kind as given, and what it recorded:
	 * the objects of a block count alike, one after another */
	struct set_memo {
		struct event_count *v;
		size_t n, cap;
		int64_t index;		/* its number in seen[], -1: none */
		bool valid;
	} memo[SEEN_KINDS];
};

/* Where n more bytes go at the end of f (f->len is the caller's to
 * move). */
static inline unsigned char *room(struct db_file *f, size_t n)
{
	if (f->len + n > f->cap) {
		f->cap = f->cap ? 2 * f->cap : 4096;
		while (f->cap < f->len + n)
			f->cap *= 2;
		f->data = xrealloc(f->data, f->cap);
	}
	return f->data + f->len;
}

static void put(struct db_file *f, const void *bytes, size_t n)
{
	memcpy(room(f, n), bytes, n);
	f->len += n;
}

/* The largest varint's bytes. */
#define VARINT_MAX 10

/* v as a varint at b: its bytes. */
static size_t varint_at(unsigned char *b, uint64_t v)
{
	size_t n = 0;
	for (; v > 0x7f; v >>= 7)
		b[n++] = (unsigned char)(v | 0x80);
	b[n++] = (unsigned char)v;
	return n;
}

/* The varint at p, read no further than end: the byte after it, or NULL
 * when it runs to end or past ten bytes. */
static inline const unsigned char *get_varint(const unsigned char *p, const unsigned char *end,
					      uint64_t *v)
{
	if (p < end && *p < 0x80) {	/* most are one byte */
		*v = *p;
		return p + 1;
	}
	*v = 0;
	for (int shift = 0; p < end && shift < 64; shift += 7) {
		unsigned char b = *p++;
		*v |= (uint64_t)(b & 0x7f) << shift;
		if (!(b & 0x80))
			return p;
	}
	return NULL;
}

static uint64_t zigzag(int64_t v)
{
	return ((uint64_t)v << 1) ^ (v < 0 ? UINT64_MAX : 0);
}

static int64_t unzigzag(uint64_t u)
{
	return (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
}

static void rows_start(struct rows *r, struct db_file *out)
{
	memset(out, 0, sizeof *out);
	put(out, rows_magic, sizeof rows_magic);
	*r = (struct rows){.out = out};
}

/* Records a failure (the first one wins); always returns false. */
static bool fail(struct rows *s, const char *fmt, ...) DIAG_PRINTF(2, 3);

static bool fail(struct rows *s, const char *fmt, ...)
{
	if (s->failed)
		return false;
	s->failed = true;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(s->msg, sizeof s->msg, fmt, ap);
	va_end(ap);
	return false;
}

/* ---- the store: rows replayed in the transaction ---- */

/* Everything one store of a run needs. */
struct store {
	struct db *db;
	char *err;			/* the caller's buffer for a message */
	size_t errlen;
	sqlite3_stmt *st[S_COUNT];
	sqlite3_stmt *batch[S_COUNT][BATCH_LEVELS];	/* the statement of batch_rows
							 * rows, of half as many, ...,
							 * once prepared (batch_stmt) */
	int batch_rows[S_COUNT], batch_width[S_COUNT];	/* and its parameters per row */
	sqlite3_stmt *max_ids;		/* allot_ids', once prepared */
	long rows;			/* rows written, for the fail hook */
	bool failed;
	int64_t id[REF_KINDS];		/* the run's and the file's ids, and the
					 * bases of the other kinds' */
	struct id_map events, sets, counts;
	struct arena *keys;		/* their keys, copied: a file's rows are
					 * freed once written (db_store_fetched) */
};

/* "(a write failed)" for an I/O error, naming what failed: SQLite's
 * system errno is the last one of the process, not always the failed
 * call's; "" for other errors. */
const char *db_io_failure(sqlite3 *h)
{
	int code = sqlite3_extended_errcode(h);
	return code == SQLITE_IOERR_WRITE ? " (a write failed)"
		: code == SQLITE_IOERR_FSYNC ? " (an fsync failed)"
		: code == SQLITE_IOERR_READ || code == SQLITE_IOERR_SHORT_READ ? " (a read failed)"
		: code == SQLITE_IOERR_TRUNCATE ? " (a truncate failed)" : "";
}

/* Records a failure of the store (the first one wins); always false. */
static bool store_fail(struct store *s, const char *fmt, ...) DIAG_PRINTF(2, 3);

static bool store_fail(struct store *s, const char *fmt, ...)
{
	if (s->failed)
		return false;
	s->failed = true;
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	db_set_err(s->err, s->errlen, "%s: %s", s->db->path, msg);
	return false;
}

static bool fail_sql(struct store *s, const char *what)
{
	return store_fail(s, "%s: %s%s", what, sqlite3_errmsg(s->db->h), db_io_failure(s->db->h));
}

/* The largest batch of statement id for n rows: its level (its rows
 * batch_rows >> level), or -1 for a row at a time. */
static int batch_level(const struct store *s, enum stmt_id id, size_t n)
{
	for (int level = 0; level < BATCH_LEVELS; level++) {
		int rows = s->batch_rows[id] >> level;
		if (rows < BATCH_MIN)
			break;
		if ((size_t)rows <= n)
			return level;
	}
	return -1;
}

/* The batch of statement id at level, prepared when first needed (a run
 * of small files needs few: preparing them all would cost each run more
 * than they save it); NULL after a message. */
static sqlite3_stmt *batch_stmt(struct store *s, enum stmt_id id, int level)
{
	if (s->batch[id][level])
		return s->batch[id][level];
	/* the statement's VALUES list, once more for each further row */
	struct strbuf sql = {0};
	sb_puts(&sql, stmt_sql[id]);
	for (int r = 1; r < s->batch_rows[id] >> level; r++) {
		sb_puts(&sql, ", (?");
		for (int k = 1; k < s->batch_width[id]; k++)
			sb_puts(&sql, ", ?");
		sb_puts(&sql, ")");
	}
	if (sqlite3_prepare_v2(s->db->h, sql.data, -1, &s->batch[id][level], NULL) != SQLITE_OK)
		fail_sql(s, "preparing statements");
	sb_free(&sql);
	return s->batch[id][level];
}

/* ---- recording: parameter n (1-based) of statement id ---- */

/* The row's header (its values' bytes filled in by row()). */
static void row_head(struct rows *s, enum stmt_id id)
{
	unsigned char *h = room(s->out, ROW_HEAD);
	memset(h, 0, ROW_HEAD);
	h[0] = (unsigned char)id;
	s->head = s->out->len;
	s->out->len += ROW_HEAD;
}

/* The value's parameter and tag, after the row's header when it is the
 * row's first value: where its payload of at most payload bytes goes (the
 * caller moves s->out->len past it). */
static inline unsigned char *value_head(struct rows *s, enum stmt_id id, int n,
					enum value_tag tag, size_t payload)
{
	if (!s->open) {
		row_head(s, id);
		s->open = true;
	}
	s->out->data[s->head + 1]++;
	unsigned char *v = room(s->out, 2 + payload);
	v[0] = (unsigned char)n;
	v[1] = (unsigned char)tag;
	s->out->len += 2;
	return v + 2;
}

static void bind_int(struct rows *s, enum stmt_id id, int n, int64_t v)
{
	unsigned char *p = value_head(s, id, n, TAG_INT, VARINT_MAX);
	s->out->len += varint_at(p, zigzag(v));
}

/* The id of the object of kind with that index (the run's or the file's
 * id for REF_RUN and REF_FILE); NULL for an index < 0. */
static void bind_ref(struct rows *s, enum stmt_id id, int n, enum ref_kind kind, int64_t index)
{
	if (index < 0)
		return;
	unsigned char *p = value_head(s, id, n, TAG_REF, 1 + VARINT_MAX);
	p[0] = (unsigned char)kind;
	s->out->len += 1 + varint_at(p + 1, (uint64_t)index);
}

static void bind_real(struct rows *s, enum stmt_id id, int n, double v)
{
	memcpy(value_head(s, id, n, TAG_REAL, sizeof v), &v, sizeof v);
	s->out->len += sizeof v;
}

/* len bytes of text (tag TAG_TEXT, TAG_SET or TAG_COUNTS) or of a blob. */
static void bind_bytes(struct rows *s, enum stmt_id id, int n, enum value_tag tag,
		       const void *v, size_t len)
{
	bool nul = tag != TAG_BLOB;
	unsigned char *p = value_head(s, id, n, tag, VARINT_MAX + len + nul);
	size_t k = varint_at(p, len);
	memcpy(p + k, v, len);
	if (nul)
		p[k + len] = '\0';
	s->out->len += k + len + nul;
}

static void bind_text(struct rows *s, enum stmt_id id, int n, const char *v)
{
	if (v)
		bind_bytes(s, id, n, TAG_TEXT, v, strlen(v));
}

/* Ends the row of statement id. */
static bool row(struct rows *s, enum stmt_id id)
{
	if (s->failed)
		return false;
	if (!s->open)
		row_head(s, id);
	s->open = false;
	size_t size = s->out->len - s->head - ROW_HEAD;
	if (size > UINT32_MAX)
		return fail(s, "%s: a row of %zu bytes", stmt_table[id], size);
	uint32_t size32 = (uint32_t)size;
	memcpy(s->out->data + s->head + 2, &size32, sizeof size32);
	s->nrows++;
	return true;
}

/* "YYYY-MM-DDTHH:MM:SSZ" */
static void iso_time(time_t t, char buf[32])
{
	struct tm tm;
	if (!gmtime_r(&t, &tm) || !strftime(buf, 32, "%Y-%m-%dT%H:%M:%SZ", &tm))
		strcpy(buf, "1970-01-01T00:00:00Z");
}

/* The command line, each argument shell-quoted when it needs it. */
static char *command_line(int argc, char *const *argv)
{
	struct strbuf sb = {0};
	sb_puts(&sb, "");
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i] ? argv[i] : "";
		if (i)
			sb_puts(&sb, " ");
		bool plain = *a != '\0';
		for (const char *c = a; *c && plain; c++)
			plain = strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				       "0123456789_-+=./,:@%", *c) != NULL;
		if (plain) {
			sb_puts(&sb, a);
			continue;
		}
		sb_puts(&sb, "'");
		for (const char *c = a; *c; c++) {
			if (*c == '\'')
				sb_puts(&sb, "'\\''");
			else
				sb_printf(&sb, "%c", *c);
		}
		sb_puts(&sb, "'");
	}
	return sb.data;
}

/* ---- events ---- */

/* Eight bytes at a time: a set's key is some kilobytes (a loop's). */
static uint64_t hash_bytes(const char *p, size_t n)
{
	uint64_t h = 1469598103934665603ull ^ n, w;
	for (; n >= sizeof w; p += sizeof w, n -= sizeof w) {
		memcpy(&w, p, sizeof w);
		h = (h ^ w) * 0x9e3779b97f4a7c15ull;
		h ^= h >> 29;
	}
	for (; n; p++, n--)
		h = (h ^ (unsigned char)*p) * 1099511628211ull;
	return h ^ (h >> 32);
}

static uint64_t key_hash(const struct id_map *m, const char *key, size_t len)
{
	if (!m->by_address)
		return hash_bytes(key, len);
	uint64_t h = ((uint64_t)(uintptr_t)key ^ len) * 0x9e3779b97f4a7c15ull;
	return h ^ (h >> 32);
}

static bool key_equal(const struct id_map *m, const struct id_slot *e, const char *key,
		      size_t len)
{
	return e->len == len && (m->by_address ? e->key == key : memcmp(e->key, key, len) == 0);
}

/* The slot of key in m: its id when slot->key is set, else where to put
 * it (the caller sets key, len and id, and counts it in m->n). */
static struct id_slot *id_slot(struct id_map *m, const char *key, size_t len)
{
	if (2 * (m->n + 1) > m->cap) {
		size_t cap = m->cap ? 2 * m->cap : 256;
		struct id_slot *t = xcalloc(cap, sizeof *t);
		for (size_t i = 0; i < m->cap; i++) {
			if (!m->v[i].key)
				continue;
			size_t k = key_hash(m, m->v[i].key, m->v[i].len) & (cap - 1);
			while (t[k].key)
				k = (k + 1) & (cap - 1);
			t[k] = m->v[i];
		}
		free(m->v);
		m->v = t;
		m->cap = cap;
	}
	size_t k = key_hash(m, key, len) & (m->cap - 1);
	while (m->v[k].key && !key_equal(m, &m->v[k], key, len))
		k = (k + 1) & (m->cap - 1);
	return &m->v[k];
}

/* "" as NULL. */
static const char *nonempty(const char *s)
{
	return s && *s ? s : NULL;
}

/* Records a row of the events table for statement id: name, its parts
 * "EVENT[.UMASK][:threshold=N]", and what the catalogue says of ev with
 * umask um (nothing when ev is NULL). */
static void bind_event(struct rows *s, enum stmt_id id, const char *name,
		       const struct ev_event *ev, const struct ev_umask *um)
{
	const char *colon = strchr(name, ':');
	size_t base = colon ? (size_t)(colon - name) : strlen(name);
	const char *dot = memchr(name, '.', base);
	bind_text(s, id, 1, name);
	bind_bytes(s, id, 2, TAG_TEXT, name, dot ? (size_t)(dot - name) : base);
	if (dot)
		bind_bytes(s, id, 3, TAG_TEXT, dot + 1, (size_t)(name + base - dot - 1));
	if (colon && strncmp(colon, ":threshold=", 11) == 0)
		bind_int(s, id, 4, atoi(colon + 11));
	if (!ev)
		return;
	char quals[16];
	enum ev_pred pred = um ? um->pred : ev->pred;
	snprintf(quals, sizeof quals, "%s%s%s", ev->iar ? "IAR " : "", ev->dar ? "DAR " : "",
		 ev->opc ? "OPC " : "");
	if (*quals)
		quals[strlen(quals) - 1] = '\0';
	bind_int(s, id, 5, ev->code);
	bind_text(s, id, 6, um ? um->bits_text : NULL);
	bind_text(s, id, 7, ev_type_name(ev->type));
	bind_text(s, id, 8, ev_class_name(ev->sclass));
	bind_text(s, id, 9, nonempty(quals));
	if (ev->max_inc)
		bind_int(s, id, 10, ev->max_inc);
	bind_text(s, id, 11, ev_pred_name(pred));
	bind_int(s, id, 12, ev_pred_predicted(pred));
	bind_text(s, id, 13, nonempty(ev->category));
	bind_text(s, id, 14, nonempty(ev->title));
	bind_text(s, id, 15, nonempty(ev->description));
}

static bool replay(struct store *s, const struct db_file *f);

/* The event_id of a counted name, adding the name when missing (with what
 * the catalogue says of the event it names, if anything). */
static bool event_id(struct store *s, const char *name, int64_t *id)
{
	struct id_slot *e = id_slot(&s->events, name, strlen(name));
	if (e->key) {
		*id = e->id;
		return true;
	}
	char base[128];
	snprintf(base, sizeof base, "%.*s", (int)strcspn(name, ":"), name);
	const struct ev_event *ev = NULL;
	const struct ev_umask *um = NULL;
	if (!ev_lookup(base, &ev, &um))
		ev = NULL, um = NULL;
	struct db_file one;
	struct rows r;
	rows_start(&r, &one);
	bind_event(&r, S_EVENT_NAME, name, ev, um);
	row(&r, S_EVENT_NAME);
	bool ok = replay(s, &one);
	free(one.data);
	if (!ok)
		return false;
	sqlite3_stmt *st = s->st[S_EVENT_ID];
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*id = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_ROW)
		return fail_sql(s, "events");
	e->len = strlen(name);
	e->key = arena_strndup(s->keys, name, e->len);
	e->id = *id;
	s->events.n++;
	return true;
}

/* Steps st, a statement of id (or its batch), bound; false after a
 * message. */
static bool step_stmt(struct store *s, enum stmt_id id, sqlite3_stmt *st)
{
	int rc = sqlite3_step(st);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc == SQLITE_DONE || fail_sql(s, stmt_table[id]);
}

/* The set_id of the run's set of the len bytes at key, storing the set
 * when it is new: a set of events (SEEN_SET, TAG_SET: names, each ended by
 * a NUL) or of counts (SEEN_COUNTS, TAG_COUNTS: each a double and a name).
 * key must live as long as the store, and key[len] be a NUL. */
static bool set_id(struct store *s, enum seen_kind kind, const char *key, size_t len,
		   int64_t *id)
{
	bool counts = kind == SEEN_COUNTS;
	struct id_map *m = counts ? &s->counts : &s->sets;
	enum stmt_id member = counts ? S_COUNT_SET_VALUE : S_EVENT_SET_EVENT;
	struct id_slot *e = id_slot(m, key, len);
	if (e->key) {
		*id = e->id;
		return true;
	}
	enum stmt_id set_row = counts ? S_COUNT_SET : S_EVENT_SET;
	sqlite3_bind_int64(s->st[set_row], 1, s->id[REF_RUN]);
	if (!step_stmt(s, set_row, s->st[set_row]))
		return false;
	int64_t set = sqlite3_last_insert_rowid(s->db->h);
	size_t value_size = counts ? sizeof(double) : 0, left = 0;
	for (const char *q = key; q < key + len; left++) {
		if ((size_t)(key + len - q) < value_size + 1)
			return store_fail(s, "internal error: a file's set of %s is damaged",
					  counts ? "counts" : "events");
		q += value_size + strlen(q + value_size) + 1;
	}
	/* its members by the largest batch they fill */
	sqlite3_stmt *st = NULL;
	int rows = 0, k = 0, width = s->batch_width[member];
	for (const char *q = key; q < key + len; left--) {
		double value = 0;
		memcpy(&value, q, value_size);
		const char *name = q + value_size;
		q = name + strlen(name) + 1;
		int64_t ev;
		if (!event_id(s, name, &ev))
			return false;
		if (!st) {
			int level = batch_level(s, member, left);
			st = level >= 0 ? batch_stmt(s, member, level) : s->st[member];
			rows = level >= 0 ? s->batch_rows[member] >> level : 1;
			if (!st)
				return false;
		}
		sqlite3_bind_int64(st, k * width + 1, set);
		sqlite3_bind_int64(st, k * width + 2, ev);
		if (counts)
			sqlite3_bind_double(st, k * width + 3, value);
		if (++k < rows)
			continue;
		if (!step_stmt(s, member, st))
			return false;
		st = NULL;
		k = 0;
	}
	char *copy = arena_alloc(s->keys, len ? len : 1);
	memcpy(copy, key, len);
	*e = (struct id_slot){.key = copy, .len = len, .id = set};
	m->n++;
	*id = set;
	return true;
}

/* The catalogue of machine/events.h: every event bare and with each umask. */
static bool store_catalogue(struct rows *s)
{
	for (size_t i = 0; i < ev_count(); i++) {
		const struct ev_event *ev = ev_at(i);
		for (size_t k = 0; k <= ev->n_umasks; k++) {
			const struct ev_umask *um = k ? &ev->umasks[k - 1] : NULL;
			char name[128];
			bind_event(s, S_EVENT_CATALOGUE, ev_full_name(ev, um, name, sizeof name),
				   ev, um);
			if (!row(s, S_EVENT_CATALOGUE))
				return false;
		}
	}
	return true;
}

/* The catalogue's rows go into a database only when its catalogue is
 * another one (an older ia64-predict's, or none): upserting them all cost
 * a small file's run 14 M instructions, two fifths of it.  PRAGMA
 * user_version holds a fingerprint of the catalogue rows stored last (of
 * their recording: hash_bytes, 31 bits, never 0), written with them; they are
 * taken as there when it matches (docs/queries.md, "The database file"). */
static int64_t catalogue_fingerprint(const struct db_file *f)
{
	int64_t v = (int64_t)(hash_bytes((const char *)f->data, f->len) & 0x7fffffff);
	return v ? v : 1;
}

/* Replays the catalogue f unless the database has it. */
static bool replay_catalogue(struct store *s, const struct db_file *f)
{
	int64_t fp = catalogue_fingerprint(f);
	if (query_int(s->db->h, "PRAGMA user_version") == fp)
		return true;
	if (!replay(s, f))
		return false;
	char sql[64];
	snprintf(sql, sizeof sql, "PRAGMA user_version = %lld", (long long)fp);
	return exec_sql(s->db->h, sql, -1) == SQLITE_OK || fail_sql(s, "events");
}

/* Is the name of a count one stored?  The model's own terms
 * ("_CYCLES_RETIRING") are not events. */
static bool stored_event(const char *name)
{
	return !name || name[0] != '_';
}

/* Parameter n of statement id: the k-th set recorded, by tag (an _AGAIN
 * tag). */
static void bind_again(struct rows *s, enum stmt_id id, int n, enum value_tag tag, int64_t k)
{
	unsigned char *p = value_head(s, id, n, tag, VARINT_MAX);
	s->out->len += varint_at(p, (uint64_t)k);
}

/* Parameter n of statement id as tag (an _AGAIN tag) when the len bytes
 * of key (a set's struct event_counts) were recorded before in the file;
 * false when they were not, numbering them for the TAG_SET or TAG_COUNTS
 * the caller records.  Their number in *index. */
static bool recorded_again(struct rows *s, enum stmt_id id, int n, struct id_map *seen,
			   enum value_tag tag, const void *key, size_t len, int64_t *index)
{
	struct id_slot *e = id_slot(seen, (const char *)key, len);
	if (!e->key) {
		char *copy = xmalloc(len);
		memcpy(copy, key, len);
		*e = (struct id_slot){.key = copy, .len = len, .id = (int64_t)seen->n++};
		*index = e->id;
		return false;
	}
	*index = e->id;
	bind_again(s, id, n, tag, e->id);
	return true;
}

/* Frees a map whose keys it owns. */
static void id_map_free_keys(struct id_map *m)
{
	for (size_t i = 0; i < m->cap; i++)
		free((char *)m->v[i].key);
	free(m->v);
}

static int compare_counts(const void *a, const void *b)
{
	return strcmp(((const struct event_count *)a)->event,
		      ((const struct event_count *)b)->event);
}

/* Parameter n of statement id: the events of a count set as a set of
 * events (kind SEEN_SET: its event_sets row, TAG_SET), or its non-zero
 * counts as a set of counts (SEEN_COUNTS: its count_sets row, TAG_COUNTS);
 * NULL for none.  A count without a name or not finite fails the rows. */
/* A shared set (its slot in s->shared[kind]) recorded as the set of
 * that number in seen[] (-1: none). */
static void remember_shared(struct rows *s, enum seen_kind kind, struct id_slot *shared,
			    const struct count_set *set, int64_t index)
{
	*shared = (struct id_slot){(const char *)set->v, set->n, index};
	s->shared[kind].n++;
}

static void bind_set(struct rows *s, enum stmt_id id, int n, const struct count_set *set,
		     enum seen_kind kind)
{
	bool counts = kind == SEEN_COUNTS;
	enum value_tag again = counts ? TAG_COUNTS_AGAIN : TAG_SET_AGAIN;
	struct set_memo *m = &s->memo[kind];
	size_t given = set ? set->n : 0;
	/* a shared set: found by its entries' address once recorded */
	struct id_slot *shared = given && !set->cap
		? id_slot(&s->shared[kind], (const char *)set->v, set->n) : NULL;
	if (shared && shared->key) {
		if (shared->id >= 0)
			bind_again(s, id, n, again, shared->id);
		return;
	}
	if (m->valid && given == m->n &&
	    (!given || memcmp(set->v, m->v, given * sizeof *set->v) == 0)) {
		if (m->index >= 0)
			bind_again(s, id, n, again, m->index);
		if (shared)
			remember_shared(s, kind, shared, set, m->index);
		return;
	}
	m->valid = false;
	size_t k = 0, len = 0;
	if (given)
		s->counted = xgrow(s->counted, &s->counted_cap, given - 1, sizeof *s->counted);
	for (size_t i = 0; i < given; i++) {
		const char *name = set->v[i].event;
		if (!stored_event(name))
			continue;
		if (counts && (!name || !*name)) {
			fail(s, "a count without an event name");
			return;
		}
		if (counts && !isfinite(set->v[i].value)) {
			fail(s, "%s: %s: the count is not a finite number", stmt_table[id], name);
			return;
		}
		if (!name || !*name || (counts && set->v[i].value == 0))
			continue;
		/* a set of events: the names alone */
		s->counted[k++] = (struct event_count){name, counts ? set->v[i].value : 0};
	}
	/* what is recorded for this set, for the same set given next */
	m->v = xgrow(m->v, &m->cap, given ? given - 1 : 0, sizeof *m->v);
	if (given)
		memcpy(m->v, set->v, given * sizeof *set->v);
	m->n = given;
	m->index = -1;
	m->valid = true;
	bool recorded = !k || recorded_again(s, id, n, &s->seen[kind], again, s->counted,
					     k * sizeof *s->counted, &m->index);
	if (shared)
		remember_shared(s, kind, shared, set, m->index);
	if (recorded)
		return;
	qsort(s->counted, k, sizeof *s->counted, compare_counts);
	size_t value_size = counts ? sizeof(double) : 0;
	for (size_t i = 0; i < k; i++)
		len += value_size + strlen(s->counted[i].event) + 1;
	if (len > s->set_key_cap) {
		s->set_key_cap = 2 * len;
		s->set_key = xrealloc(s->set_key, s->set_key_cap);
	}
	char *q = s->set_key;
	for (size_t i = 0; i < k; i++) {
		size_t l = strlen(s->counted[i].event) + 1;
		memcpy(q, &s->counted[i].value, value_size);
		memcpy(q + value_size, s->counted[i].event, l);
		q += value_size + l;
	}
	/* the last NUL is TAG_TEXT's own */
	bind_bytes(s, id, n, counts ? TAG_COUNTS : TAG_SET, s->set_key, len - 1);
}

/* ---- the run, its file and the analysis ---- */

/* The run's own rows: the run, its parameters and settings, the event
 * catalogue. */
static bool store_run_rows(struct rows *s, const struct run_info *run,
			   const struct model_config *m)
{
	char when[32];
	iso_time(run->started ? run->started : time(NULL), when);
	char *cmd = command_line(run->argc, run->argv);
	bind_text(s, S_RUN, 1, when);
	bind_text(s, S_RUN, 2, cmd);
	bind_text(s, S_RUN, 3, m->core.cpu);
	bind_text(s, S_RUN, 4, run->tool_version ? run->tool_version : IA64P_VERSION);
	bool ok = row(s, S_RUN);
	free(cmd);
	if (!ok)
		return false;
	for (const struct param_table *const *t = analysis_param_owners; *t; t++) {
		const double *v = model_config_values(m, *t);
		for (int i = 0; i < (*t)->count; i++) {
			bind_ref(s, S_PARAM, 1, REF_RUN, 0);
			bind_text(s, S_PARAM, 2, (*t)->defs[i].name);
			bind_real(s, S_PARAM, 3, v[i]);
			bind_real(s, S_PARAM, 4, (*t)->defs[i].deflt);
			bind_text(s, S_PARAM, 5, (*t)->defs[i].source);
			if (!row(s, S_PARAM))
				return false;
		}
	}
	for (size_t i = 0; i < run->nsettings; i++) {
		bind_ref(s, S_SETTING, 1, REF_RUN, 0);
		bind_int(s, S_SETTING, 2, (int64_t)i);
		bind_text(s, S_SETTING, 3, run->settings[i].name);
		bind_text(s, S_SETTING, 4, run->settings[i].value);
		if (!row(s, S_SETTING))
			return false;
	}
	return true;
}

/* The file's row (storing it allots the ids of the rows that follow). */
static bool store_file(struct rows *s)
{
	const struct program *p = s->prog;
	size_t nbundles = 0;
	for (size_t i = 0; i < p->nsections; i++)
		if (p->sections[i].code)
			nbundles += p->sections[i].nbundles;
	bind_ref(s, S_FILE, 1, REF_RUN, 0);
	bind_text(s, S_FILE, 2, p->path ? p->path : "-");
	bind_int(s, S_FILE, 3, p->nwritten);
	bind_int(s, S_FILE, 4, (int64_t)nbundles);
	bind_set(s, S_FILE, 5, s->counts ? &s->counts->file : NULL, SEEN_SET);
	bind_set(s, S_FILE, 6, s->counts ? &s->counts->file : NULL, SEEN_COUNTS);
	return row(s, S_FILE);
}

/* MEMORY_COLUMNS from column n on: what the memory model ran, divided by
 * per (a loop's entries), or NULLs where it did not run. */
static void bind_memory(struct rows *s, enum stmt_id id, int n, const struct memory_counts *m,
			double per)
{
	bool ran = m && m->simulated && per > 0;
	bool warm = analysis_param(s->pr->config, ANALYSIS_CACHE_WARM) != 0;
	bind_text(s, id, n, ran ? (warm ? "warm" : "cold") : NULL);
	double v[7] = {NAN, NAN, NAN, NAN, NAN, NAN, NAN};
	if (ran) {
		v[0] = (double)m->accesses / per;
		v[1] = (double)m->placed / per;
		v[2] = (double)m->unknown / per;
		for (int k = 0; k < 4; k++)
			v[3 + k] = (double)m->from[k] / per;
	}
	for (int k = 0; k < 7; k++)
		bind_real(s, id, n + 1 + k, v[k]);
}

static bool store_procedures(struct rows *s)
{
	const struct cfg *g = s->cfg;
	for (size_t i = 0; i < g->nprocs; i++) {
		const struct cfg_proc *c = &g->procs[i];
		enum stmt_id id = S_PROC;
		bind_ref(s, id, 1, REF_PROC, (int)i);
		bind_ref(s, id, 2, REF_FILE, 0);
		bind_int(s, id, 3, (int64_t)i);
		bind_text(s, id, 4, c->name);
		bind_text(s, id, 5, s->prog->sections[c->section].name);
		bind_int(s, id, 6, (int64_t)c->start);
		bind_int(s, id, 7, (int64_t)c->end);
		bind_real(s, id, 8, s->pr->procs[i].cycles);
		bind_real(s, id, 9, s->pr->procs[i].cycles_inclusive);
		const struct memory_counts *m = memory_proc(s->pr->memory, (int)i);
		bind_memory(s, id, 10, m, 1);
		bool ran = m && m->simulated;
		bind_real(s, id, 18, ran ? m->calls_followed : NAN);
		bind_real(s, id, 19, ran ? m->calls_not_followed : NAN);
		const struct counts *n = s->counts;
		const struct count_set *own = n && n->procs ? &n->procs[i] : NULL;
		const struct count_set *inclusive = n && n->procs_inclusive ? &n->procs_inclusive[i]
									    : NULL;
		bind_set(s, id, 20, own, SEEN_SET);
		bind_set(s, id, 21, inclusive, SEEN_SET);
		bind_set(s, id, 22, own, SEEN_COUNTS);
		bind_set(s, id, 23, inclusive, SEEN_COUNTS);
		if (!row(s, id))
			return false;
	}
	return true;
}

static bool store_blocks(struct rows *s)
{
	const struct cfg *g = s->cfg;
	const struct prediction *pr = s->pr;
	for (size_t i = 0; i < g->nblocks; i++) {
		const struct cfg_block *b = &g->blocks[i];
		enum stmt_id id = S_BLOCK;
		char nb[32];
		bind_ref(s, id, 1, REF_BLOCK, (int)i);
		bind_ref(s, id, 2, REF_FILE, 0);
		bind_ref(s, id, 3, REF_PROC, b->proc);
		bind_int(s, id, 4, (int64_t)i);
		bind_text(s, id, 5, cfg_block_name(b, nb, sizeof nb));
		bind_text(s, id, 6, b->label);
		bind_text(s, id, 7, s->prog->sections[b->section].name);
		bind_int(s, id, 8, (int64_t)b->start);
		bind_int(s, id, 9, (int64_t)b->end);
		bind_int(s, id, 10, b->nbundles);
		bind_int(s, id, 11, (int64_t)pr->blocks[i].syllables);
		bind_real(s, id, 12, b->exec_count);
		bind_int(s, id, 13, (int64_t)pr->blocks[i].cycles);
		bind_ref(s, id, 14, REF_LOOP, b->loop);
		const struct count_set *counted = s->counts && s->counts->blocks ? &s->counts->blocks[i]
										 : NULL;
		bind_set(s, id, 15, counted, SEEN_SET);
		bind_set(s, id, 16, counted, SEEN_COUNTS);
		if (!row(s, id))
			return false;
	}
	return true;
}

/* Loop i's row. */
static bool store_loop(struct rows *s, size_t i)
{
	const struct cfg_loop *L = &s->cfg->loops[i];
	const struct loop_prediction *lp = &s->pr->loops[i];
	const struct cfg_block *h = &s->cfg->blocks[L->header];
	enum stmt_id id = S_LOOP;
	char nb[32];
	bind_ref(s, id, 1, REF_LOOP, (int)i);
	bind_ref(s, id, 2, REF_FILE, 0);
	bind_ref(s, id, 3, REF_PROC, h->proc);
	bind_int(s, id, 4, (int64_t)i);
	bind_text(s, id, 5, cfg_block_name(h, nb, sizeof nb));
	bind_ref(s, id, 6, REF_BLOCK, L->header);
	bind_ref(s, id, 7, REF_LOOP, L->parent);
	bind_int(s, id, 8, L->depth);
	bind_text(s, id, 9, cfg_loop_kind_name(L->kind));
	bind_int(s, id, 10, (int64_t)h->start);
	bind_int(s, id, 11, L->trip_count);
	bind_text(s, id, 12, cfg_trip_source_name(L->trip_source));
	bind_real(s, id, 13, lp->ss.cycles_per_iteration);
	bind_int(s, id, 14, lp->ss.period);
	bind_text(s, id, 15, predict_bound_name(lp->ss.bound));
	bind_real(s, id, 16, lp->cycles);
	bind_int(s, id, 17, (int64_t)lp->bundles);
	bind_int(s, id, 18, (int64_t)lp->instructions);
	double entries, iters;
	uint32_t deps;
	values_walk_loop(s->cfg->values, (int)i, &entries, &iters, &deps);
	bind_memory(s, id, 19, memory_loop(s->pr->memory, (int)i), entries);
	const struct count_set *counted = s->counts && s->counts->loops ? &s->counts->loops[i] : NULL;
	bind_set(s, id, 27, counted, SEEN_SET);
	bind_set(s, id, 28, counted, SEEN_COUNTS);
	return row(s, id);
}

/* Loop i's blocks. */
static bool store_loop_blocks(struct rows *s, size_t i)
{
	const struct cfg_loop *L = &s->cfg->loops[i];
	for (int k = 0; k < L->nblocks; k++) {
		bind_ref(s, S_LOOP_BLOCK, 1, REF_LOOP, (int)i);
		bind_ref(s, S_LOOP_BLOCK, 2, REF_BLOCK, L->blocks[k]);
		if (!row(s, S_LOOP_BLOCK))
			return false;
	}
	return true;
}

/* The critical chain of each loop's steady state, after the instructions
 * it names: a row that names one not yet stored makes SQLite look up, for
 * each instruction stored until then, the chain rows naming it. */
static bool store_chains(struct rows *s)
{
	for (size_t i = 0; i < s->cfg->nloops; i++) {
		const struct steady_state *ss = &s->pr->loops[i].ss;
		for (size_t k = 0; k < ss->nchain; k++) {
			const struct chain_link *cl = &ss->chain[k];
			char rb[16];
			bind_ref(s, S_CHAIN, 1, REF_LOOP, (int)i);
			bind_int(s, S_CHAIN, 2, (int64_t)k);
			bind_ref(s, S_CHAIN, 3, REF_INSN, (int)cl->insn);
			bind_text(s, S_CHAIN, 4, effects_register_name(cl->reg, rb, sizeof rb));
			bind_int(s, S_CHAIN, 5, (int64_t)cl->cycles);
			if (!row(s, S_CHAIN))
				return false;
		}
	}
	return true;
}

static bool store_regions(struct rows *s)
{
	const struct cfg *g = s->cfg;
	for (size_t i = 0; i < g->nregions; i++) {
		const struct cfg_region *r = &g->regions[i];
		const struct region_prediction *rp = &s->pr->regions[i];
		enum stmt_id id = S_REGION;
		bind_ref(s, id, 1, REF_FILE, 0);
		bind_int(s, id, 2, (int64_t)i);
		bind_text(s, id, 3, r->name ? r->name : "");
		bind_int(s, id, 4, r->loc.line);
		bind_int(s, id, 5, (int64_t)rp->bundles);
		bind_int(s, id, 6, (int64_t)rp->instructions);
		bind_real(s, id, 7, rp->ss.cycles_per_iteration);
		bind_int(s, id, 8, rp->ss.period);
		bind_text(s, id, 9, predict_bound_name(rp->ss.bound));
		if (!row(s, id))
			return false;
	}
	return true;
}

/* The file, its procedures, blocks, loops and regions, with what the
 * prediction says of each. */
static bool store_structure(struct rows *s)
{
	if (!store_file(s) || !store_procedures(s) || !store_blocks(s))
		return false;
	/* a table's rows together: the store writes them in batches */
	for (size_t i = 0; i < s->cfg->nloops; i++)
		if (!store_loop(s, i))
			return false;
	for (size_t i = 0; i < s->cfg->nloops; i++)
		if (!store_loop_blocks(s, i))
			return false;
	return store_regions(s);
}

/* Where each instruction issued in its block's simulation: the blocks'
 * traces hold it per syllable, a row wants it per instruction. */
struct issue_info {
	uint16_t ports;
	int64_t cycle;		/* from the block's first group; -1: not simulated */
	int64_t group;
};

static struct issue_info *issue_infos(const struct program *p, const struct cfg *g,
				      const struct prediction *pr)
{
	struct issue_info *info = xcalloc(p->ninsns + 1, sizeof *info);
	for (size_t i = 0; i < p->ninsns; i++)
		info[i].cycle = -1;
	for (size_t b = 0; b < g->nblocks; b++) {
		const struct trace *t = &pr->blocks[b].trace;
		if (!t->sim.ngroups)
			continue;
		uint64_t base = t->sim.groups[0].cycle;
		for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
			const struct sim_group *grp = &t->sim.groups[gi];
			for (uint32_t k = grp->first; k < grp->first + grp->count && k < t->n; k++) {
				struct issue_info *in = &info[t->syl[k].insn];
				in->ports |= t->sim.port[k];
				in->cycle = (int64_t)(t->sim.issue[k] - base);
				in->group = (int64_t)gi;
			}
		}
	}
	return info;
}

/* The block of each bundle of section sec (-1: in none), for the caller
 * to free. */
static int *bundle_blocks(const struct cfg *g, uint32_t sec, size_t nbundles)
{
	int *block_of = xmalloc(nbundles * sizeof *block_of);
	for (size_t k = 0; k < nbundles; k++)
		block_of[k] = -1;
	for (size_t b = 0; b < g->nblocks; b++)
		if (g->blocks[b].section == sec)
			for (uint32_t k = 0; k < g->blocks[b].nbundles; k++)
				if (g->blocks[b].first_bundle + k < nbundles)
					block_of[g->blocks[b].first_bundle + k] = (int)b;
	return block_of;
}

/* A bundle being stored: where it is, its index among the file's bundles
 * and its block. */
struct bundle_at {
	const struct asm_section *sec;
	const struct asm_bundle *bu;
	int64_t index;
	int block;
};

static bool store_bundle(struct rows *s, const struct bundle_at *at)
{
	const struct template_desc *t = template_get(at->bu->template_number);
	enum stmt_id id = S_BUNDLE;
	bind_ref(s, id, 1, REF_BUNDLE, (int)at->index);
	bind_ref(s, id, 2, REF_FILE, 0);
	bind_ref(s, id, 3, REF_BLOCK, at->block);
	bind_text(s, id, 4, at->sec->name);
	bind_int(s, id, 5, (int64_t)at->bu->offset);
	bind_int(s, id, 6, at->bu->template_number);
	bind_text(s, id, 7, t ? t->name : "?");
	bind_bytes(s, id, 8, TAG_BLOB, at->sec->image + at->bu->offset, 16);
	return row(s, id);
}

/* The forms of a file's instructions, each recorded once (S_FORM): what
 * insn_forms holds of a form, as the key of the map of forms recorded. */
struct forms {
	struct id_map seen;
	struct id_map of_form;	/* a struct insn_form -> its index (by_address) */
	struct strbuf key;
	int64_t *of_insn;	/* each instruction's form's index */
};

/* The form of instruction ii, recorded the first time; its index in
 * forms->of_insn[ii].  A struct insn_form met before is found by its
 * address, another by what insn_forms holds of it. */
static bool store_form(struct rows *s, struct forms *forms, uint32_t ii)
{
	const struct insn_form *form = s->prog->insns[ii].form;
	struct id_slot *known = id_slot(&forms->of_form, (const char *)form, 0);
	if (known->key) {
		forms->of_insn[ii] = known->id;
		return true;
	}
	const struct insn_desc *d = form->desc;
	const char *values[3] = {form->mnemonic, insn_type_name(d->type),
				 insn_port_class_name(d->port)};
	bool nop = (d->flags & IF_NOP) != 0;
	forms->key.len = 0;
	for (int k = 0; k < 3; k++)
		sb_append(&forms->key, values[k], strlen(values[k]) + 1);
	sb_append(&forms->key, nop ? "1" : "0", 1);
	struct id_slot *e = id_slot(&forms->seen, forms->key.data, forms->key.len);
	bool again = e->key != NULL;
	if (!again) {
		char *copy = xmalloc(forms->key.len);
		memcpy(copy, forms->key.data, forms->key.len);
		*e = (struct id_slot){.key = copy, .len = forms->key.len,
				      .id = (int64_t)forms->seen.n++};
	}
	*known = (struct id_slot){.key = (const char *)form, .id = e->id};
	forms->of_form.n++;
	forms->of_insn[ii] = e->id;
	if (again)
		return true;
	bind_ref(s, S_FORM, 1, REF_FORM, e->id);
	bind_ref(s, S_FORM, 2, REF_FILE, 0);
	for (int k = 0; k < 3; k++)
		bind_text(s, S_FORM, 3 + k, values[k]);
	bind_int(s, S_FORM, 6, nop);
	return row(s, S_FORM);
}

/* The instruction in slot of the bundle: its encoding as the assembler
 * made it, its text from insn_text, where it issued from info.  Where it
 * sits and its template are its bundle's row's, its mnemonic and unit its
 * form's (store_form). */
static bool store_insn(struct rows *s, const struct bundle_at *at, int slot,
		       const struct issue_info *info, const struct forms *forms,
		       struct strbuf *text)
{
	const struct program *p = s->prog;
	uint32_t ii = at->bu->insn[slot];
	const struct asm_insn *in = &p->insns[ii];
	const struct issue_info *is = &info[ii];
	/* an L+X instruction fills slots 1 and 2: the L syllable is its
	 * encoding, the X syllable its encoding_x */
	bool lx = slot == 1 && bundle_ninsns(at->bu) == 2;
	char pbuf[64];
	text->len = 0;
	insn_text(text, in);
	enum stmt_id id = S_INSN;
	bind_ref(s, id, 1, REF_INSN, (int)ii);
	bind_ref(s, id, 2, REF_BUNDLE, (int)at->index);
	bind_ref(s, id, 3, REF_FORM, forms->of_insn[ii]);
	bind_int(s, id, 4, ii);
	bind_int(s, id, 5, slot);
	bind_text(s, id, 6, is->ports ? core_port_mask_text(is->ports, pbuf, sizeof pbuf) : NULL);
	bind_int(s, id, 7, (int64_t)in->code.words[0]);
	if (lx)
		bind_int(s, id, 8, (int64_t)in->code.words[1]);
	bind_bytes(s, id, 9, TAG_TEXT, text->data ? text->data : "", text->len);
	bind_int(s, id, 10, in->loc.line);
	bind_int(s, id, 11, in->qp);
	bind_int(s, id, 12, in->generated);
	if (is->cycle >= 0) {
		bind_int(s, id, 13, is->cycle);
		bind_int(s, id, 14, is->group);
	}
	const struct count_set *counted = s->counts && s->counts->insns ? &s->counts->insns[ii]
									  : NULL;
	bind_set(s, id, 15, counted, SEEN_SET);
	bind_set(s, id, 16, counted, SEEN_COUNTS);
	return row(s, id);
}

/* Every bundle of the code sections, the forms of their instructions,
 * then the instructions in their slots (a table's rows together: the
 * store writes them in batches). */
enum code_pass { PASS_BUNDLES, PASS_FORMS, PASS_INSNS, CODE_PASSES };

static bool store_code(struct rows *s)
{
	const struct program *p = s->prog;
	struct issue_info *info = issue_infos(p, s->cfg, s->pr);
	struct strbuf text = {0};
	struct forms forms = {.of_form.by_address = true,
			      .of_insn = xcalloc(p->ninsns + 1, sizeof *forms.of_insn)};
	bool ok = true;
	for (int pass = 0; ok && pass < CODE_PASSES; pass++) {
		struct bundle_at at = {0};
		for (uint32_t sec = 0; ok && sec < p->nsections; sec++) {
			at.sec = &p->sections[sec];
			if (!at.sec->code || !at.sec->nbundles)
				continue;
			int *block_of = pass == PASS_BUNDLES
				? bundle_blocks(s->cfg, sec, at.sec->nbundles) : NULL;
			for (size_t k = 0; ok && k < at.sec->nbundles; k++, at.index++) {
				at.bu = &at.sec->bundles[k];
				if (pass == PASS_BUNDLES) {
					at.block = block_of[k];
					ok = store_bundle(s, &at);
					continue;
				}
				/* an L+X instruction once, in slot 1 */
				for (int slot = 0; ok && slot < bundle_ninsns(at.bu); slot++) {
					uint32_t ii = at.bu->insn[slot];
					if (ii >= p->ninsns || !p->insns[ii].form)
						ok = fail(s, "instructions: bundle at %s+0x%llx slot %d "
							  "has no instruction", at.sec->name,
							  (unsigned long long)at.bu->offset, slot);
					else if (pass == PASS_FORMS)
						ok = store_form(s, &forms, ii);
					else
						ok = store_insn(s, &at, slot, info, &forms, &text);
				}
			}
			free(block_of);
		}
	}
	id_map_free_keys(&forms.seen);
	free(forms.of_form.v);
	sb_free(&forms.key);
	free(forms.of_insn);
	sb_free(&text);
	free(info);
	return ok;
}

/* PRAGMA quick_check on a database that has a schema: false after a
 * message when it finds the file damaged. */
static bool quick_check(struct db *db, char *err, size_t errlen)
{
	sqlite3_stmt *st;
	int rc = sqlite3_prepare_v2(db->h, "PRAGMA quick_check(1)", -1, &st, NULL);
	const char *verdict = NULL;
	if (rc == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW)
		verdict = (const char *)sqlite3_column_text(st, 0);
	bool ok = verdict && strcmp(verdict, "ok") == 0;
	if (!ok)
		db_set_err(err, errlen, "%s: the database is damaged (PRAGMA quick_check: %s); "
			"nothing was stored and it was left as it is", db->path,
			verdict ? verdict : sqlite3_errmsg(db->h));
	sqlite3_finalize(st);
	db->checked = ok;
	return ok;
}

bool db_write_begin(struct db *db, char *err, size_t errlen)
{
	static const char moved[] = "%s: the file was removed or replaced after it was "
				    "opened; nothing was stored";
	if (!same_file(db)) {
		db_set_err(err, errlen, moved, db->path);
		return false;
	}
	if (!db->checked && !quick_check(db, err, errlen))
		return false;
	int rc = exec_sql(db->h, "BEGIN IMMEDIATE", -1);
	if (rc != SQLITE_OK) {
		if ((rc & 0xff) == SQLITE_BUSY)
			db_set_err(err, errlen, "%s: %s: another process has held it for %d s "
				   "without writing to it; nothing was stored", db->path,
				   sqlite3_errmsg(db->h), DB_STALL_SECONDS);
		else
			db_set_err(err, errlen, "%s: %s", db->path, sqlite3_errmsg(db->h));
		return false;
	}
	/* again, holding the lock db_close takes to remove the file */
	bool ok = same_file(db);
	if (!ok)
		db_set_err(err, errlen, moved, db->path);
	ok = ok && migrate(db, err, errlen);
	if (!ok)
		exec_sql(db->h, "ROLLBACK", -1);
	return ok;
}

bool db_write_end(struct db *db, bool ok, char *err, size_t errlen)
{
	/* COMMIT checks the deferred references; it can fail too */
	if (ok && exec_sql(db->h, "COMMIT", -1) != SQLITE_OK) {
		db_set_err(err, errlen, "%s: commit: %s%s", db->path, sqlite3_errmsg(db->h),
			db_io_failure(db->h));
		ok = false;
	}
	if (!ok) {
		/* a failed COMMIT may have rolled back already */
		if (!sqlite3_get_autocommit(db->h))
			exec_sql(db->h, "ROLLBACK", -1);
		return false;
	}
	db->stored = true;
	/* write-ahead logging from now on: runs wait for each other only to
	 * write, readers never; not before the first commit, which would
	 * write a header into a file that may yet be refused or removed */
	if (!db->wal)
		db->wal = exec_sql(db->h, "PRAGMA journal_mode = WAL", -1) == SQLITE_OK;
	return true;
}

sqlite3 *db_sqlite(struct db *db)
{
	return db->h;
}

const char *db_path(const struct db *db)
{
	return db->path;
}

int64_t db_query_int(sqlite3 *h, const char *sql)
{
	return query_int(h, sql);
}

bool db_same_file_as(const struct db *db, const char *path)
{
	struct stat sb;
	return db->have_ino && stat(path, &sb) == 0 && sb.st_dev == db->dev &&
	       sb.st_ino == db->ino;
}

/* Prepares statement id of the store, and says how many rows its batch
 * has when it has one; false after a message. */
static bool prepare_stmt(struct store *s, enum stmt_id id)
{
	if (sqlite3_prepare_v2(s->db->h, stmt_sql[id], -1, &s->st[id], NULL) != SQLITE_OK)
		return fail_sql(s, "preparing statements");
	int width = sqlite3_bind_parameter_count(s->st[id]);
	int nrows = width ? BATCH_PARAMS / width : 0;
	if (!batched[id] || nrows < 2)
		return true;
	s->batch_rows[id] = nrows > BATCH_ROWS ? BATCH_ROWS : nrows;
	s->batch_width[id] = width;
	return true;
}

/* The payload at p of a value with tag, read no further than end: its
 * whole number (TAG_INT's zigzagged, TAG_REF's index, the length of
 * bytes, an _AGAIN's k) and where its bytes start; the byte after it, or
 * NULL when it runs past end. */
static inline const unsigned char *value_at(enum value_tag tag, const unsigned char *p,
					    const unsigned char *end, uint64_t *num,
					    const unsigned char **bytes)
{
	*num = 0;
	if (tag == TAG_REAL) {
		*bytes = p;
		return end - p >= 8 ? p + 8 : NULL;
	}
	if (tag == TAG_REF && p++ >= end)	/* the kind before the index */
		return NULL;
	if (!(p = get_varint(p, end, num)))
		return NULL;
	*bytes = p;
	if (tag != TAG_TEXT && tag != TAG_BLOB && seen_kind(tag) < 0)
		return p;
	/* bytes, and but for a blob a NUL */
	if (*num > (uint64_t)(end - p) || *num + (tag != TAG_BLOB) > (uint64_t)(end - p))
		return NULL;
	return p + *num + (tag != TAG_BLOB);
}

/* The bytes of the row at p (its header and values), read from its
 * header. */
static size_t row_size(const unsigned char *p)
{
	uint32_t size;
	memcpy(&size, p + 2, sizeof size);
	return ROW_HEAD + (size_t)size;
}

/* A file's sets of events and of counts as replayed: the set_id of its
 * k-th TAG_SET or TAG_COUNTS (the _AGAIN tags name them by k). */
struct file_ids {
	int64_t *v[SEEN_KINDS];
	size_t n[SEEN_KINDS], cap[SEEN_KINDS];
};

/* Binds the values of the row at *row to st, each parameter n as base +
 * n, and moves *row past it; false after a message. */
static bool bind_row(struct store *s, struct file_ids *ids, sqlite3_stmt *st, int base,
		     const unsigned char **row, const unsigned char *end)
{
	const unsigned char *p = *row;
	int nvalues = p[1];
	size_t size = row_size(p);
	if (size > (size_t)(end - p))
		return store_fail(s, "internal error: a file's rows are cut short");
	end = p + size;
	p += ROW_HEAD;
	for (int k = 0; k < nvalues && !s->failed; k++) {
		int n = base + p[0];
		enum value_tag tag = p[1];
		const unsigned char *payload = p + 2, *bytes;
		uint64_t num;
		int64_t v = 0;
		double r;
		if (!(p = value_at(tag, payload, end, &num, &bytes)))
			return store_fail(s, "internal error: a file's rows are cut short");
		switch (tag) {
		case TAG_INT:
			sqlite3_bind_int64(st, n, unzigzag(num));
			break;
		case TAG_REAL:
			memcpy(&r, bytes, sizeof r);
			sqlite3_bind_double(st, n, r);
			break;
		case TAG_REF:
			sqlite3_bind_int64(st, n, payload[0] <= REF_FILE ? s->id[payload[0]]
					   : s->id[payload[0]] + 1 + (int64_t)num);
			break;
		case TAG_BLOB:
			sqlite3_bind_blob(st, n, bytes, (int)num, SQLITE_STATIC);
			break;
		case TAG_TEXT:
			sqlite3_bind_text(st, n, (const char *)bytes, (int)num, SQLITE_STATIC);
			break;
		case TAG_SET:
		case TAG_COUNTS: {
			int kind = seen_kind(tag);
			if (set_id(s, kind, (const char *)bytes, num, &v)) {
				sqlite3_bind_int64(st, n, v);
				ids->v[kind] = xgrow(ids->v[kind], &ids->cap[kind], ids->n[kind],
						     sizeof *ids->v[kind]);
				ids->v[kind][ids->n[kind]++] = v;
			}
			break;
		}
		case TAG_SET_AGAIN:
		case TAG_COUNTS_AGAIN: {
			int kind = again_kind(tag);
			if (num >= ids->n[kind])
				return store_fail(s, "internal error: a file's rows name a set "
						  "not recorded before");
			sqlite3_bind_int64(st, n, ids->v[kind][num]);
			break;
		}
		default:
			break;
		}
	}
	*row = p;
	return !s->failed;
}

/* Asks the fail hook about the next nrows rows of statement id; false
 * after a message when it says to fail at one. */
static bool hook_allows(struct store *s, enum stmt_id id, int nrows)
{
	for (int k = 0; s->db->fail_hook && k < nrows; k++)
		if (s->db->fail_hook(s->db->fail_ctx, s->rows + k))
			return store_fail(s, "%s: injected failure at row %ld", stmt_table[id],
					  s->rows + k);
	return true;
}

/* Steps st, bound with nrows rows of statement id; false after a
 * message. */
static bool step_rows(struct store *s, enum stmt_id id, sqlite3_stmt *st, int nrows)
{
	if (s->failed || !hook_allows(s, id, nrows)) {
		sqlite3_clear_bindings(st);
		return false;
	}
	int rc = sqlite3_step(st);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	s->rows += nrows;
	return rc == SQLITE_DONE || rc == SQLITE_ROW || fail_sql(s, stmt_table[id]);
}

/* The file's id, just stored, and the bases of its objects' ids: the
 * largest id of each table (the statement prepared once per store);
 * false after a message. */
static bool allot_ids(struct store *s)
{
	s->id[REF_FILE] = sqlite3_last_insert_rowid(s->db->h);
	sqlite3_stmt *st = s->max_ids;
	if (!st && sqlite3_prepare_v2(s->db->h,
				      "SELECT (SELECT coalesce(max(proc_id), 0) FROM procedures), "
				      "(SELECT coalesce(max(block_id), 0) FROM blocks), "
				      "(SELECT coalesce(max(loop_id), 0) FROM loops), "
				      "(SELECT coalesce(max(bundle_id), 0) FROM bundles), "
				      "(SELECT coalesce(max(form_id), 0) FROM insn_forms), "
				      "(SELECT coalesce(max(insn_id), 0) FROM insn_rows)",
				      -1, &s->max_ids, NULL) != SQLITE_OK)
		return fail_sql(s, "allotting ids");
	st = s->max_ids;
	bool ok = sqlite3_step(st) == SQLITE_ROW;
	for (int k = REF_PROC; ok && k < REF_KINDS; k++)
		s->id[k] = sqlite3_column_int64(st, k - REF_PROC);
	sqlite3_reset(st);
	return ok || fail_sql(s, "allotting ids");
}

/* Executes the rows of f (their statements prepared in s); a file's S_FILE
 * row allots the ids of the rows after it.  Consecutive rows of a
 * statement that has a batch (batch_rows) go batch_rows at a time. */
static bool replay_rows(struct store *s, struct file_ids *ids, const struct db_file *f)
{
	const unsigned char *p = f->data + sizeof rows_magic, *end = f->data + f->len;
	while (p < end && *p != ROWS_END && !s->failed) {
		enum stmt_id id = p[0];
		if (s->batch_rows[id]) {
			/* the rows of id from p on, by the largest batch they fill */
			int n = 0, width = s->batch_width[id];
			const unsigned char *q = p;
			while (n < s->batch_rows[id] && q < end && *q == id) {
				q += row_size(q);
				n++;
			}
			int level = batch_level(s, id, (size_t)n);
			sqlite3_stmt *batch = level >= 0 ? batch_stmt(s, id, level) : NULL;
			if (s->failed)
				return false;
			if (batch) {
				n = s->batch_rows[id] >> level;
				for (int k = 0; k < n; k++) {
					if (!bind_row(s, ids, batch, k * width, &p, end))
						break;
				}
				if (!step_rows(s, id, batch, n))
					return false;
				continue;
			}
		}
		if (!bind_row(s, ids, s->st[id], 0, &p, end) || !step_rows(s, id, s->st[id], 1))
			return false;
		if (id == S_RUN)
			s->id[REF_RUN] = sqlite3_last_insert_rowid(s->db->h);
		if (id == S_FILE && !allot_ids(s))
			return false;
	}
	return !s->failed;
}

static bool replay(struct store *s, const struct db_file *f)
{
	struct file_ids ids = {0};
	bool ok = replay_rows(s, &ids, f);
	for (int kind = 0; kind < SEEN_KINDS; kind++)
		free(ids.v[kind]);
	return ok;
}

/* ---- a file's rows, and storing them ---- */

struct db_file *db_file_rows(const struct program *prog, const struct cfg *cfg,
			     const struct prediction *pr, const struct counts *counts,
			     char *err, size_t errlen)
{
	if (!prog || !cfg || !pr || !pr->config || pr->cfg != cfg || cfg->prog != prog) {
		db_set_err(err, errlen, "internal error: db_file_rows needs a program, its cfg "
			"and its prediction");
		return NULL;
	}
	struct db_file *f = xmalloc(sizeof *f);
	struct rows r;
	rows_start(&r, f);
	r.prog = prog;
	r.cfg = cfg;
	r.pr = pr;
	r.counts = counts;
	for (int kind = 0; kind < SEEN_KINDS; kind++)
		r.shared[kind].by_address = true;
	bool ok = store_structure(&r) && store_code(&r) && store_chains(&r);
	free(r.set_key);
	for (int kind = 0; kind < SEEN_KINDS; kind++) {
		id_map_free_keys(&r.seen[kind]);
		free(r.memo[kind].v);
		free(r.shared[kind].v);
	}
	free(r.counted);
	if (!ok) {
		db_set_err(err, errlen, "%s", r.msg);
		db_file_free(f);
		return NULL;
	}
	put(f, &(unsigned char){ROWS_END}, 1);
	put(f, &r.nrows, sizeof r.nrows);
	return f;
}

const void *db_file_bytes(const struct db_file *f, size_t *len)
{
	*len = f->len;
	return f->data;
}

/* The parameters of statement id. */
static int stmt_width(enum stmt_id id)
{
	static int width[S_COUNT];
	if (!width[id])
		for (const char *c = stmt_sql[id]; *c; c++)
			width[id] += *c == '?';
	return width[id];
}

/* Are the n bytes at p one file's rows, as db_file_rows records them?
 * They are walked as replay walks them. */
static bool rows_whole(const unsigned char *p, size_t n)
{
	const unsigned char *end = p + n;
	if (n < sizeof rows_magic || memcmp(p, rows_magic, sizeof rows_magic) != 0)
		return false;
	p += sizeof rows_magic;
	/* the file's row first, and no run's; their number at the end */
	uint64_t nrows = 0, want;
	if (p == end || p[0] != S_FILE || end - p < 1 + (ptrdiff_t)sizeof want)
		return false;
	end -= 1 + sizeof want;
	memcpy(&want, end + 1, sizeof want);
	if (*end != ROWS_END)
		return false;
	uint32_t defined[SEEN_KINDS] = {0};	/* TAG_EVENTs, ... so far */
	for (bool first = true; p < end; first = false, nrows++) {
		if (end - p < ROW_HEAD || p[0] >= S_COUNT || (p[0] == S_FILE) != first ||
		    p[0] == S_RUN || p[0] == S_PARAM || p[0] == S_SETTING || p[0] == S_EVENT_ID ||
		    p[0] == S_EVENT_SET || p[0] == S_EVENT_SET_EVENT || p[0] == S_COUNT_SET ||
		    p[0] == S_COUNT_SET_VALUE)
			return false;
		int nvalues = p[1], width = stmt_width(p[0]);
		size_t size = row_size(p);
		if (size > (size_t)(end - p))
			return false;
		const unsigned char *row_end = p + size;
		p += ROW_HEAD;
		for (int k = 0; k < nvalues; k++) {
			/* a batch binds parameter n of its k-th row as k * width + n */
			if (row_end - p < 2 || p[0] == 0 || p[0] > width)
				return false;
			enum value_tag tag = p[1];
			const unsigned char *payload = p + 2, *bytes;
			uint64_t num;
			if (tag >= TAG_COUNT || !(p = value_at(tag, payload, row_end, &num, &bytes)) ||
			    (tag == TAG_REF && payload[0] >= REF_KINDS))
				return false;
			/* text ends with a NUL; an _AGAIN names one recorded before */
			int seen = seen_kind(tag), again = again_kind(tag);
			if ((tag == TAG_TEXT || seen >= 0) && p[-1])
				return false;
			if (seen >= 0)
				defined[seen]++;
			if (again >= 0 && num >= defined[again])
				return false;
		}
		/* its values fill it */
		if (p != row_end)
			return false;
	}
	return nrows == want;
}

struct db_file *db_file_from_bytes(const void *bytes, size_t len, char *err, size_t errlen)
{
	if (!rows_whole(bytes, len)) {
		db_set_err(err, errlen, "internal error: a file's rows are cut short or damaged");
		return NULL;
	}
	struct db_file *f = xmalloc(sizeof *f);
	f->data = xmalloc(len);
	memcpy(f->data, bytes, len);
	f->len = f->cap = len;
	return f;
}

void db_file_free(struct db_file *f)
{
	if (!f)
		return;
	free(f->data);
	free(f);
}

/* db_store_fetched's and db_store_files's: fetch gives file k's rows,
 * which are freed once written when owned. */
static int64_t store_files(struct db *db, const struct run_info *run,
			   const struct model_config *config, size_t nfiles,
			   db_fetch_fn *fetch, void *ctx, bool owned, char *err, size_t errlen)
{
	static const struct run_info no_info;
	struct store s = {.db = db, .err = err, .errlen = errlen, .keys = arena_new()};
	if (!run)
		run = &no_info;
	/* everything recorded before the transaction, which only replays */
	struct db_file own, catalogue;
	struct rows r, rc;
	rows_start(&r, &own);
	store_run_rows(&r, run, config);
	rows_start(&rc, &catalogue);
	store_catalogue(&rc);
	/* No reference checked row by row: every id a row names is one this
	 * store allots (or the run's, the file's, a catalogue row it wrote),
	 * and SQLite's checks were a sixth of a large file's store.  The
	 * tests run PRAGMA foreign_key_check on what they store; merge and
	 * import, which copy what others wrote, keep the checks. */
	exec_sql(db->h, "PRAGMA foreign_keys = OFF", -1);
	if (!db_write_begin(db, err, errlen)) {
		exec_sql(db->h, "PRAGMA foreign_keys = ON", -1);
		free(own.data);
		free(catalogue.data);
		arena_free(s.keys);
		return -1;
	}
	bool ok = true;
	for (int i = 0; ok && i < S_COUNT; i++)
		ok = prepare_stmt(&s, i);
	ok = ok && replay(&s, &own) && replay_catalogue(&s, &catalogue);
	for (size_t k = 0; ok && k < nfiles; k++) {
		char msg[512] = "";
		struct db_file *f = fetch(ctx, k, msg, sizeof msg);
		if (!f) {
			store_fail(&s, "%s", msg);
			ok = false;
			break;
		}
		ok = replay(&s, f);
		if (owned)
			db_file_free(f);
	}
	for (int i = 0; i < S_COUNT; i++) {
		sqlite3_finalize(s.st[i]);
		for (int level = 0; level < BATCH_LEVELS; level++)
			sqlite3_finalize(s.batch[i][level]);
	}
	sqlite3_finalize(s.max_ids);
	free(s.events.v);
	free(s.sets.v);
	free(s.counts.v);
	arena_free(s.keys);
	free(own.data);
	free(catalogue.data);
	ok = db_write_end(db, ok, err, errlen);
	exec_sql(db->h, "PRAGMA foreign_keys = ON", -1);
	return ok ? s.id[REF_RUN] : -1;
}

static struct db_file *from_array(void *ctx, size_t k, char *err, size_t errlen)
{
	(void)err;
	(void)errlen;
	return ((struct db_file *const *)ctx)[k];
}

int64_t db_store_files(struct db *db, const struct run_info *run,
		       const struct model_config *config, struct db_file *const *files,
		       size_t nfiles, char *err, size_t errlen)
{
	return store_files(db, run, config, nfiles, from_array, (void *)files, false, err,
			   errlen);
}

int64_t db_store_fetched(struct db *db, const struct run_info *run,
			 const struct model_config *config, size_t nfiles, db_fetch_fn *fetch,
			 void *ctx, char *err, size_t errlen)
{
	return store_files(db, run, config, nfiles, fetch, ctx, true, err, errlen);
}

int64_t db_store_run(struct db *db, const struct run_info *run,
		     const struct program *prog, const struct cfg *cfg,
		     const struct prediction *pr, const struct counts *counts,
		     char *err, size_t errlen)
{
	if (!prog || !cfg || !pr || !pr->config || pr->cfg != cfg || cfg->prog != prog) {
		db_set_err(err, errlen, "%s: internal error: db_store_run needs a program, its cfg "
			"and its prediction", db->path);
		return -1;
	}
	char msg[512];
	struct db_file *f = db_file_rows(prog, cfg, pr, counts, msg, sizeof msg);
	if (!f) {
		db_set_err(err, errlen, "%s: %s", db->path, msg);
		return -1;
	}
	int64_t id = db_store_files(db, run, pr->config, &f, 1, err, errlen);
	db_file_free(f);
	return id;
}

/* ---- reading runs ------------------------------------------------------- */

struct db *db_open_existing(const char *path, char *err, size_t errlen)
{
	bool exists;
	if (!check_file(path, &exists, err, errlen))
		return NULL;
	if (!exists) {
		db_set_err(err, errlen, "%s: cannot open the database: %s", path, strerror(ENOENT));
		return NULL;
	}
	struct db *db = db_new(path);
	/* read-write but query-only: the last connection to a database in WAL
	 * mode removes the -wal and -shm files when it closes, which a
	 * read-only one cannot; read-only where writing is not allowed */
	bool ok = open_handle(db, SQLITE_OPEN_READWRITE, err, errlen);
	if (!ok) {
		sqlite3_close(db->h);
		db->h = NULL;
		ok = open_handle(db, SQLITE_OPEN_READONLY, err, errlen);
	}
	ok = ok && exec_sql(db->h, "PRAGMA query_only = ON", -1) == SQLITE_OK;
	int v = ok ? check_version(db, err, errlen) : -1;
	if (v == 0)
		db_set_err(err, errlen, "%s: not an ia64-predict database (it is empty)", path);
	if (v <= 0) {
		db_close(db);
		return NULL;
	}
	return db;
}

/* A statement with its integer parameters bound; NULL after a message. */
static sqlite3_stmt *prepare_ints(struct db *db, const char *sql, int64_t a, int64_t b,
				  char *err, size_t errlen)
{
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK) {
		db_set_err(err, errlen, "%s: %s", db->path, sqlite3_errmsg(db->h));
		return NULL;
	}
	int n = sqlite3_bind_parameter_count(st);
	if (n >= 1)
		sqlite3_bind_int64(st, 1, a);
	if (n >= 2)
		sqlite3_bind_int64(st, 2, b);
	return st;
}

/* Column k of the current row, copied into arena ("" for NULL). */
static const char *column_text(struct arena *arena, sqlite3_stmt *st, int k)
{
	const char *t = (const char *)sqlite3_column_text(st, k);
	return arena_strndup(arena, t ? t : "", t ? strlen(t) : 0);
}

/* Ends a stepped statement: true when it ran to its end. */
static bool finish(struct db *db, sqlite3_stmt *st, int rc, char *err, size_t errlen)
{
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		db_set_err(err, errlen, "%s: %s", db->path, sqlite3_errmsg(db->h));
		return false;
	}
	return true;
}

/* n elements of size bytes from a growing array v, moved into arena (v is
 * freed): what the caller hands back is freed with the arena alone. */
static void *to_arena(struct arena *arena, void *v, size_t n, size_t size)
{
	void *a = arena_alloc(arena, (n ? n : 1) * size);
	if (n)
		memcpy(a, v, n * size);
	free(v);
	return a;
}

/* The counts of one object (sql: event name and value, one parameter). */
static bool read_counts(struct db *db, const char *sql, int64_t object, struct arena *arena,
			struct summary_counts *out, char *err, size_t errlen)
{
	sqlite3_stmt *st = prepare_ints(db, sql, object, 0, err, errlen);
	if (!st)
		return false;
	size_t cap = 0;
	struct summary_count *v = NULL;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		v = xgrow(v, &cap, out->n, sizeof *v);
		v[out->n].event = column_text(arena, st, 0);
		v[out->n++].value = sqlite3_column_double(st, 1);
	}
	out->v = to_arena(arena, v, out->n, sizeof *v);
	report_summary_sort(out);
	return finish(db, st, rc, err, errlen);
}

/* The schema version from which a count of 0 may be an event of the
 * object's set with no row (migration 8): the counts are read through the
 * views v_*_counts. */
#define DB_VERSION_EVENT_SETS 8

/* What the counts of table (loop_counts, ...) are read from: the table
 * itself before DB_VERSION_EVENT_SETS, else its view. */
static const char *counts_from(struct db *db, const char *table, char *buf, size_t len)
{
	snprintf(buf, len, "%s%s", read_version(db->h) >= DB_VERSION_EVENT_SETS ? "v_" : "",
		 table);
	return buf;
}

/* The loops of a stored procedure, in the file's loop order. */
static bool read_loops(struct db *db, int64_t proc_id, struct arena *arena,
		       struct summary_proc *p, char *err, size_t errlen)
{
	sqlite3_stmt *st = prepare_ints(db, "SELECT loop_id, header, cycles_per_iteration, bound "
					"FROM loops WHERE proc_id = ? ORDER BY idx",
					proc_id, 0, err, errlen);
	if (!st)
		return false;
	size_t cap = 0;
	struct summary_loop *loops = NULL;
	int64_t *ids = NULL;
	size_t idcap = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		loops = xgrow(loops, &cap, p->nloops, sizeof *loops);
		ids = xgrow(ids, &idcap, p->nloops, sizeof *ids);
		ids[p->nloops] = sqlite3_column_int64(st, 0);
		loops[p->nloops++] = (struct summary_loop){
			.header = column_text(arena, st, 1),
			.cycles_per_iteration = sqlite3_column_double(st, 2),
			.bound = column_text(arena, st, 3)};
	}
	bool ok = finish(db, st, rc, err, errlen);
	p->loops = to_arena(arena, loops, p->nloops, sizeof *loops);
	char from[32], sql[128];
	snprintf(sql, sizeof sql, "SELECT e.name, c.value FROM %s c JOIN events e "
		 "USING (event_id) WHERE c.loop_id = ?",
		 counts_from(db, "loop_counts", from, sizeof from));
	for (size_t L = 0; ok && L < p->nloops; L++)
		ok = read_counts(db, sql, ids[L], arena, &p->loops[L].events, err, errlen);
	free(ids);
	return ok;
}

/* The procedures of a stored file, in address order, with their loops. */
static bool read_procedures(struct db *db, int64_t file_id, struct arena *arena,
			    struct summary_file *f, char *err, size_t errlen)
{
	/* the inclusive counts are known where the run stored them: from
	 * schema version 5 on, and then for every procedure with counts */
	bool inclusive_table = read_version(db->h) >= 5;
	char own[32], inclusive[40], sql[512];
	counts_from(db, "proc_counts", own, sizeof own);
	counts_from(db, "proc_counts_inclusive", inclusive, sizeof inclusive);
	snprintf(sql, sizeof sql,
		 "SELECT proc_id, name, cycles_inclusive, cycles_inclusive IS NOT NULL AND "
		 "(EXISTS (SELECT 1 FROM %s i WHERE i.proc_id = p.proc_id) "
		 "OR NOT EXISTS (SELECT 1 FROM %s c WHERE c.proc_id = p.proc_id)) "
		 "FROM procedures p WHERE file_id = ? ORDER BY idx", inclusive, own);
	sqlite3_stmt *st = prepare_ints(db, inclusive_table ? sql
		: "SELECT proc_id, name, cycles_inclusive, 0 "
		  "FROM procedures p WHERE file_id = ? ORDER BY idx",
		file_id, 0, err, errlen);
	if (!st)
		return false;
	size_t cap = 0;
	struct summary_proc *procs = NULL;
	int64_t *ids = NULL;
	size_t idcap = 0;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		procs = xgrow(procs, &cap, f->nprocs, sizeof *procs);
		ids = xgrow(ids, &idcap, f->nprocs, sizeof *ids);
		ids[f->nprocs] = sqlite3_column_int64(st, 0);
		procs[f->nprocs++] = (struct summary_proc){
			.name = column_text(arena, st, 1),
			.cycles = sqlite3_column_double(st, 2),
			.inclusive_known = sqlite3_column_int(st, 3) != 0};
	}
	bool ok = finish(db, st, rc, err, errlen);
	f->procs = to_arena(arena, procs, f->nprocs, sizeof *procs);
	snprintf(sql, sizeof sql, "SELECT e.name, c.value FROM %s c JOIN events e "
		 "USING (event_id) WHERE c.proc_id = ?", inclusive);
	for (size_t k = 0; ok && k < f->nprocs; k++) {
		if (f->procs[k].inclusive_known)
			ok = read_counts(db, sql, ids[k], arena, &f->procs[k].events, err, errlen);
		ok = ok && read_loops(db, ids[k], arena, &f->procs[k], err, errlen);
	}
	free(ids);
	return ok;
}

/* "no run 9 (the runs stored are 1 to 4)". */
void db_no_such_run(struct db *db, int64_t run_id, char *err, size_t errlen)
{
	int64_t lo = query_int(db->h, "SELECT coalesce(min(run_id), 0) FROM runs");
	int64_t hi = query_int(db->h, "SELECT coalesce(max(run_id), 0) FROM runs");
	if (hi <= 0)
		db_set_err(err, errlen, "%s: no run %lld (no run is stored)", db->path,
			(long long)run_id);
	else
		db_set_err(err, errlen, "%s: no run %lld (the runs stored are %lld to %lld)",
			db->path, (long long)run_id, (long long)lo, (long long)hi);
}

long db_read_run(struct db *db, int64_t run_id, struct arena *arena,
		 struct summary_file **files, char *err, size_t errlen)
{
	*files = NULL;
	sqlite3_stmt *st = prepare_ints(db, "SELECT (SELECT count(*) FROM runs WHERE run_id = ?1), "
					"(SELECT count(*) FROM files WHERE run_id = ?1)",
					run_id, 0, err, errlen);
	if (!st)
		return -1;
	int64_t runs = 0, nfiles = 0;
	if (sqlite3_step(st) == SQLITE_ROW) {
		runs = sqlite3_column_int64(st, 0);
		nfiles = sqlite3_column_int64(st, 1);
	}
	sqlite3_finalize(st);
	if (runs == 0) {
		db_no_such_run(db, run_id, err, errlen);
		return -1;
	}
	struct summary_file *f = arena_alloc(arena, (size_t)(nfiles ? nfiles : 1) * sizeof *f);
	int64_t *ids = xcalloc((size_t)(nfiles ? nfiles : 1), sizeof *ids);
	st = prepare_ints(db, "SELECT file_id, path FROM files WHERE run_id = ? ORDER BY file_id",
			  run_id, 0, err, errlen);
	long n = 0;
	int rc = SQLITE_DONE;
	while (st && n < nfiles && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		ids[n] = sqlite3_column_int64(st, 0);
		f[n++].path = column_text(arena, st, 1);
	}
	bool ok = st && finish(db, st, rc == SQLITE_ROW ? SQLITE_DONE : rc, err, errlen);
	for (long k = 0; ok && k < n; k++)
		ok = read_procedures(db, ids[k], arena, &f[k], err, errlen);
	free(ids);
	if (!ok)
		return -1;
	*files = f;
	return n;
}

long db_list_runs(struct db *db, struct arena *arena, struct db_run_row **rows,
		  char *err, size_t errlen)
{
	*rows = NULL;
	sqlite3_stmt *st = prepare_ints(db, "SELECT r.run_id, r.started, r.cpu, r.tool_version, "
		"r.command_line, (SELECT group_concat(path, ' ') FROM "
		"(SELECT path FROM files f WHERE f.run_id = r.run_id ORDER BY file_id)) "
		"FROM runs r ORDER BY r.run_id", 0, 0, err, errlen);
	if (!st)
		return -1;
	size_t cap = 0, n = 0;
	struct db_run_row *v = NULL;
	int rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		v = xgrow(v, &cap, n, sizeof *v);
		v[n++] = (struct db_run_row){
			.run_id = sqlite3_column_int64(st, 0),
			.started = column_text(arena, st, 1),
			.cpu = column_text(arena, st, 2),
			.tool_version = column_text(arena, st, 3),
			.command_line = column_text(arena, st, 4),
			.files = column_text(arena, st, 5)};
	}
	bool ok = finish(db, st, rc, err, errlen);
	*rows = to_arena(arena, v, n, sizeof *v);
	return ok ? (long)n : -1;
}
