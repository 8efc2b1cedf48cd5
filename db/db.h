/*
 * db/db.h - the SQLite store: every analysis appends one run to a
 * database (db/schema.sql is the schema, docs/queries.md how to query it).
 *
 * A run is stored in one transaction: the schema migrations the database
 * still needs, the run, its parameters and settings, each file with its
 * procedures, blocks, loops, bundles and instructions, the event catalogue
 * (machine/events.h) and every predicted count (a count of 0 as an event
 * of its object's set of events, not as a row: docs/queries.md).  When
 * anything fails, or the process dies on the way, the database is left
 * exactly as it was.
 *
 * Merging databases (db/merge.c) and importing measured counts
 * (db/import.c) write through the same one transaction, with the same
 * checks first (db_internal.h).
 *
 * Every value goes through a bound parameter of a prepared statement; the
 * only SQL text executed is the tool's own (schema and statements, and
 * merge's, made of the schema's table and column names, quoted).
 *
 * The store writes what the analysis computed and computes nothing: the
 * counts of every level, each instruction's included (struct counts), the
 * bundles and encodings the assembler made (struct asm_bundle, struct
 * asm_insn), the text insn_text writes, the issue cycles of the blocks'
 * traces.
 *
 * Errors: a function that fails writes a message naming the database file
 * into err (errlen bytes; nothing when err is NULL), as docs/hacking.md
 * says.
 *
 * Prefixes: db_.
 */
#ifndef IA64P_DB_DB_H
#define IA64P_DB_DB_H

#include "../analysis/counts.h"
#include "../analysis/report.h"

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

/* Room enough for any message of this module: it names the file, whose
 * path may be as long as the OS allows. */
#define DB_MESSAGE_MAX (PATH_MAX + 1024)

/* The database file written when -o is not given. */
#define DB_DEFAULT_PATH "ia64-predict.db"

struct db;

/* One qualification setting of the run (opcode matcher, address range,
 * privilege level...), stored as text in the order given. */
struct db_setting {
	const char *name;
	const char *value;		/* may be NULL */
};

/* What describes a run beside the analysis itself. */
struct run_info {
	int argc;			/* the command line, stored shell-quoted */
	char *const *argv;
	time_t started;			/* 0: now */
	const char *tool_version;	/* NULL: this build's version */
	const struct db_setting *settings;
	size_t nsettings;
};

/* Opens (creating it when missing) the database at path and checks it is
 * an ia64-predict database this version can write: either empty (0
 * bytes, or SQLite without tables), or with SQLite's header, ia64-predict's
 * application_id and the schema versions 1 to N, N no newer than
 * db_schema_latest().  An empty path and ":memory:" are refused.  Nothing
 * is written until db_store_run or db_store_files, and nothing at all to
 * a file refused.
 * NULL on failure. */
struct db *db_open(const char *path, char *err, size_t errlen);

/* Stores one run in one transaction: the migrations the database needs,
 * then everything the analysis found.  Before the first store of a handle,
 * PRAGMA quick_check: a damaged database is refused.  While another
 * process writes, waits (docs/queries.md, "The database file"); after the
 * first commit, the database is in WAL mode.  pr must be the prediction of cfg of
 * prog; counts may be NULL (no counts).  The CPU and parameters are those
 * of pr->config.  Counts whose name starts with '_' (the model's own terms,
 * not events) are left out.  Returns the new run's id (> 0), or -1 with the
 * database unchanged. */
int64_t db_store_run(struct db *db, const struct run_info *run,
		     const struct program *prog, const struct cfg *cfg,
		     const struct prediction *pr, const struct counts *counts,
		     char *err, size_t errlen);

/* ---- a run of many files ---- */

struct model_config;

/* The rows of one analysed file, made without the database: in another
 * process if need be (their bytes cross a pipe), stored later as part of a
 * run (db_store_files). */
struct db_file;

/* The rows db_store_run would write for the file: its procedures, blocks,
 * loops, regions, bundles, instructions and counts.  pr must be the
 * prediction of cfg of prog; counts may be NULL.  NULL, with a message (not
 * naming a database), when a count has no event name or is not finite. */
struct db_file *db_file_rows(const struct program *prog, const struct cfg *cfg,
			     const struct prediction *pr, const struct counts *counts,
			     char *err, size_t errlen);
/* The rows as bytes, and rows back from such bytes (NULL, with a message,
 * when they are not whole).  The bytes are for this build only. */
const void *db_file_bytes(const struct db_file *f, size_t *len);
struct db_file *db_file_from_bytes(const void *bytes, size_t len, char *err, size_t errlen);
void db_file_free(struct db_file *f);

/* Stores one run of nfiles files, in the order given, in one transaction,
 * as db_store_run stores one: everything is recorded before the
 * transaction, which only writes.  config: the CPU and parameters every
 * file was predicted with.  Returns the run's id, or -1 with the database
 * unchanged. */
int64_t db_store_files(struct db *db, const struct run_info *run,
		       const struct model_config *config, struct db_file *const *files,
		       size_t nfiles, char *err, size_t errlen);
/* The same with the files' rows had one at a time, so that a run of many
 * files need not hold them all: fetch(ctx, k, err, errlen) gives file k's
 * rows (db_file_from_bytes's), which are freed once written; NULL, with a
 * message in err, stores nothing.  It is called inside the transaction:
 * it should only read what was recorded before (a spool file). */
typedef struct db_file *db_fetch_fn(void *ctx, size_t k, char *err, size_t errlen);
int64_t db_store_fetched(struct db *db, const struct run_info *run,
			 const struct model_config *config, size_t nfiles, db_fetch_fn *fetch,
			 void *ctx, char *err, size_t errlen);

/* Closes the database.  A file db_open created that no run was ever
 * stored into is removed, so a failed first run leaves no file behind. */
void db_close(struct db *db);

/* The schema version this build writes (the last migration of schema.sql),
 * and the version of an open database (0: empty). */
int db_schema_latest(void);
int db_schema_version(struct db *db);

/* The schema text in use (db/schema.sql), and, for tests, another one to
 * use instead (NULL: back to db/schema.sql).  Not thread safe. */
const char *db_schema(void);
void db_set_schema(const char *sql);

/* ---- reading stored runs ---- */

struct arena;

/* Opens an existing ia64-predict database to read; it is never created or
 * written (query-only), and no -wal or -shm file is left when it closes.  NULL, with a message naming the file, when it is missing, is
 * not an SQLite database, is empty or is not an ia64-predict database,
 * or was written by a newer ia64-predict.  Close it with db_close. */
struct db *db_open_existing(const char *path, char *err, size_t errlen);

/* The files of run run_id as a before/after comparison reads them
 * (analysis/report.h, struct summary_file), in the order stored, each
 * allocated from arena.  Returns how many, or -1 with a message (a run
 * that does not exist: "no run N (the runs stored are A to B)"). */
long db_read_run(struct db *db, int64_t run_id, struct arena *arena,
		 struct summary_file **files, char *err, size_t errlen);

/* One stored run, as `ia64-predict runs` lists it. */
struct db_run_row {
	int64_t run_id;
	const char *started;		/* UTC, ISO 8601 */
	const char *cpu, *tool_version, *command_line;
	const char *files;		/* its files' paths, space separated */
};

/* Every run, oldest first, allocated from arena; the count, or -1 with a
 * message. */
long db_list_runs(struct db *db, struct arena *arena, struct db_run_row **rows,
		  char *err, size_t errlen);

/* ---- merging databases (db/merge.c) ---- */

/* One database merged: its runs, those copied (the others were there
 * already: the same run_uuid), and the ids the copies got. */
struct db_merge_step {
	const char *path;
	int64_t runs, copied;
	int64_t first, last;	/* of the runs copied, where they were copied */
};

/* Copies the runs of the n databases in[k].path into db, each run with
 * everything that belongs to it, under new ids; a run db holds already
 * (its run_uuid), or an earlier input held, is not copied again.  The
 * inputs must be ia64-predict databases at this build's schema version
 * (an older one is refused: storing into it or merging nothing into it,
 * `ia64-predict merge IN.db`, brings it up to date), sound (PRAGMA
 * quick_check), and not db's file; they are never written.  db gets
 * everything in one write transaction, after the migrations it needs
 * (n == 0: only those): on any failure it is left as it was.  in[k].runs
 * and .copied say what each input held and what of it was new among the
 * inputs before it; *total what db got.  False after a message. */
bool db_merge(struct db *db, struct db_merge_step *in, size_t n,
	      struct db_merge_step *total, char *err, size_t errlen);

/* ---- counts measured on real hardware (db/import.c) ---- */

/* How to read a file of measured counts. */
struct db_measured_options {
	const char *symbol;	/* the counts are this procedure's (pfmon
				 * --irange=SYMBOL), not the whole program's */
	const char *event;	/* a sampling profile's event */
	double period;		/* and its sampling period: events a sample */
	bool ignore_unknown;	/* an event the catalogue lacks: a warning and
				 * skipped, not an error */
};

struct db_measured_count {
	const char *procedure;	/* NULL: the whole program */
	const char *event;	/* as the catalogue names it: EVENT, EVENT.UMASK */
	const char *same_as;	/* the same PMC programming named otherwise (a
				 * bare event and its umask 0), or NULL */
	double value;		/* summed over the lines that gave it */
	int line;		/* the first of them */
};

/* One file of measured counts. */
struct db_measurement {
	const char *source;	/* its path */
	const char *format;	/* "pfmon", "pfmon-profile", "perf", "perf-csv" */
	struct db_measured_count *counts;
	size_t ncounts;
	long unpredicted;	/* db_import: its counts the run has no
				 * prediction for (no such procedure or event) */
};

/* Reads pfmon's or perf's text output from path ("-": standard input;
 * the formats: db/import.c) into *out, allocated from arena.  A line that
 * is neither, an unknown event (unless o->ignore_unknown) or a file
 * without a count is reported as 'path:line:col: error: ...' (diag_error)
 * and makes it false with err empty; a file that cannot be read makes it
 * false with a message in err. */
bool db_measured_read(const char *path, const struct db_measured_options *o,
		      struct arena *arena, struct db_measurement *out, char *err,
		      size_t errlen);

/* Stores the n measurements next to run run_id (0: the newest run), each
 * count divided by calls in v_measured_vs_predicted, in one write
 * transaction (nothing stored on failure).  A count is stored under the
 * name the run predicted it under where that is its same_as; each
 * m[k].unpredicted says how many the run has no prediction for.  Returns
 * the run's id, or -1 with a message. */
int64_t db_import(struct db *db, int64_t run_id, double calls,
		  struct db_measurement *m, size_t n, char *err, size_t errlen);

/* For tests: hook is called before every row db_store_run and
 * db_store_files write, with the number of rows written so far in this
 * run; a nonzero return makes the store fail there ("injected failure").
 * NULL removes it. */
void db_set_fail_hook(struct db *db, int (*hook)(void *ctx, long row), void *ctx);

#endif
