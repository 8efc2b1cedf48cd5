/*
 * db/mkfresh.c - run at build time: the schema a new database is given,
 * made from db/schema.sql (db/fresh.inc, a C string literal).
 *
 * A database written by an older ia64-predict takes the migrations it
 * lacks one by one.  A new one would take all of them, and each ALTER
 * TABLE has SQLite parse the whole schema again: about 100 M instructions,
 * more than storing a glibc file.  This program applies every migration
 * to an in-memory database and writes what SQLite keeps of the result
 * (its application_id, and its CREATE statements: tables, then indexes,
 * views and triggers, each kind in the order made), so db/db.c gives a new database the same
 * schema in one parse.  tests/unit/test_db.c checks a new database's
 * schema is the migrated one's.
 */
#include <sqlite3.h>
#include <stdio.h>

static const char schema_sql[] =
#include "schema.inc"
	;

/* s as the lines of a C string literal. */
static void put_literal(const unsigned char *s)
{
	fputs("\"", stdout);
	for (; *s; s++) {
		if (*s == '\n')
			fputs("\\n\"\n\"", stdout);
		else if (*s == '"' || *s == '\\' || *s == '?')	/* "?": no trigraphs */
			printf("\\%c", *s);
		else
			putchar(*s);
	}
	fputs(";\\n\"\n", stdout);
}

int main(void)
{
	sqlite3 *h;
	sqlite3_stmt *st;
	if (sqlite3_open(":memory:", &h) != SQLITE_OK ||
	    sqlite3_exec(h, schema_sql, NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(h, "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL "
			       "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY "
			       "CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 "
			       "WHEN 'view' THEN 2 ELSE 3 END, rowid", -1, &st, NULL) != SQLITE_OK) {
		fprintf(stderr, "mkfresh: db/schema.sql: %s\n", sqlite3_errmsg(h));
		return 1;
	}
	puts("/* made by db/mkfresh from db/schema.sql: do not edit */");
	sqlite3_stmt *app;
	if (sqlite3_prepare_v2(h, "PRAGMA application_id", -1, &app, NULL) != SQLITE_OK ||
	    sqlite3_step(app) != SQLITE_ROW) {
		fprintf(stderr, "mkfresh: %s\n", sqlite3_errmsg(h));
		return 1;
	}
	printf("\"PRAGMA application_id = %lld;\\n\"\n", (long long)sqlite3_column_int64(app, 0));
	sqlite3_finalize(app);
	while (sqlite3_step(st) == SQLITE_ROW)
		put_literal(sqlite3_column_text(st, 0));
	puts("\"\"");
	sqlite3_finalize(st);
	sqlite3_close(h);
	return ferror(stdout) ? 1 : 0;
}
