/*
 * db/db_internal.h - what db/db.c shares with the other files of db/
 * (merge.c, import.c): the handle's SQLite connection and the one write
 * transaction every change of a database goes through.
 *
 * Prefixes: db_.
 */
#ifndef IA64P_DB_DB_INTERNAL_H
#define IA64P_DB_DB_INTERNAL_H

#include "db.h"
#include "../common/diag.h"

#include <sqlite3.h>
#include <stdbool.h>

/* Writes the message into the caller's buffer (docs/hacking.md; nothing
 * when err is NULL). */
void db_set_err(char *err, size_t errlen, const char *fmt, ...) DIAG_PRINTF(3, 4);
/* " (a write failed)", " (an fsync failed)", ... for the last I/O error
 * of connection h, naming what failed; "" for other errors. */
const char *db_io_failure(sqlite3 *h);

sqlite3 *db_sqlite(struct db *db);
const char *db_path(const struct db *db);

/* Begins the write transaction: the file still the one opened, PRAGMA
 * quick_check before a handle's first write, BEGIN IMMEDIATE (waiting
 * while another process writes), the migrations the database needs.
 * False after a message, with nothing begun. */
bool db_write_begin(struct db *db, char *err, size_t errlen);
/* Ends it: COMMIT when ok (false after a message when that fails), else
 * ROLLBACK (false).  After the first commit, WAL mode. */
bool db_write_end(struct db *db, bool ok, char *err, size_t errlen);

/* One integer from a query without parameters; -1 on an error. */
int64_t db_query_int(sqlite3 *h, const char *sql);
/* "FILE: no run 9 (the runs stored are 1 to 4)" into err. */
void db_no_such_run(struct db *db, int64_t run_id, char *err, size_t errlen);
/* Is path the file db was opened on? */
bool db_same_file_as(const struct db *db, const char *path);

#endif
