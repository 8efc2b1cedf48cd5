/*
 * cli/import.c - `ia64-predict import [OPTION]... MEASURED.txt...`: counts
 * measured on real hardware, pfmon's or perf's text output (db/import.c
 * reads them), stored next to a run of the database, all files or none.
 * One line per file on standard output:
 *
 *   daxpy.pfmon: 3 counts (pfmon) stored next to run 4
 *   prof.txt: 2 counts (pfmon-profile) stored next to run 4, 1 without a
 *     prediction in it (no such procedure or event)
 *
 * --dry-run stores nothing and prints each count read instead, one a line:
 * FILE FORMAT PROCEDURE EVENT COUNT LINE, tab separated ("-": the whole
 * program).
 */
#include "commands.h"
#include "../common/arena.h"
#include "../common/diag.h"
#include "../db/db.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char import_usage[] =
	"Usage: ia64-predict import [OPTION]... MEASURED.txt...\n"
	"Store counts measured on real hardware (pfmon's or perf stat's text\n"
	"output: COUNT EVENT lines) next to a run of the database; the view\n"
	"v_measured_vs_predicted compares them with the prediction.\n"
	"\n"
	"  --db=FILE        the database (default ia64-predict.db)\n"
	"  --run=ID         the run measured (default: the newest)\n"
	"  --calls=N        the measured program called the procedures N times:\n"
	"                   measured counts are divided by N (default 1)\n"
	"  --symbol=NAME    the counts are procedure NAME's (pfmon --irange=NAME),\n"
	"                   not the whole program's\n"
	"  --event=EVENT, --period=N\n"
	"                   the event a sampling profile (pfmon's inst-hist) sampled\n"
	"                   and its period: each sample counts N events\n"
	"  --ignore-unknown an event the catalogue lacks is a warning, not an error\n"
	"  --dry-run        store nothing: print each count read\n"
	"  -h, --help       display this help and exit\n";

static int usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "ia64-predict: import: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n%s", import_usage);
	return 2;
}

/* The value of --NAME=VALUE, or NULL when a is not that option. */
static const char *value_of(const char *a, const char *name)
{
	size_t n = strlen(name);
	return strncmp(a, name, n) == 0 && a[n] == '=' ? a + n + 1 : NULL;
}

static bool positive(const char *s, double *v)
{
	char *end;
	errno = 0;
	*v = strtod(s, &end);
	return *s && !*end && errno == 0 && isfinite(*v) && *v > 0;
}

static void print_counts(const struct db_measurement *m)
{
	for (size_t k = 0; k < m->ncounts; k++) {
		const struct db_measured_count *c = &m->counts[k];
		printf("%s\t%s\t%s\t%s\t%.15g\t%d\n", m->source, m->format,
		       c->procedure ? c->procedure : "-", c->event, c->value, c->line);
	}
}

int cmd_import(int argc, char **argv)
{
	struct db_measured_options o = {0};
	const char *db_path = DB_DEFAULT_PATH, *v;
	long long run = 0;
	double calls = 1;
	bool dry_run = false, only_files = false;
	const char **files = calloc((size_t)argc, sizeof *files);
	size_t nfiles = 0;
	int rc = 0;
	for (int i = 1; i < argc && !rc; i++) {
		const char *a = argv[i];
		if (only_files || a[0] != '-' || !a[1]) {
			files[nfiles++] = a;
		} else if (strcmp(a, "--") == 0) {
			only_files = true;
		} else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			fputs(import_usage, stdout);
			free(files);
			return 0;
		} else if ((v = value_of(a, "--db"))) {
			if (!*v)
				rc = usage_error("%s takes a file name", "--db");
			db_path = v;
		} else if ((v = value_of(a, "--run"))) {
			char *end;
			errno = 0;
			run = strtoll(v, &end, 10);
			if (!*v || *end || errno || run <= 0)
				rc = usage_error("--run takes a run id (a whole number from 1), "
						 "not '%s'", v);
		} else if ((v = value_of(a, "--calls"))) {
			if (!positive(v, &calls))
				rc = usage_error("--calls takes a number above 0, not '%s'", v);
		} else if ((v = value_of(a, "--period"))) {
			if (!positive(v, &o.period))
				rc = usage_error("--period takes a number above 0, not '%s'", v);
		} else if ((v = value_of(a, "--symbol"))) {
			if (!*v)
				rc = usage_error("%s takes a procedure's name", "--symbol");
			o.symbol = v;
		} else if ((v = value_of(a, "--event"))) {
			if (!*v)
				rc = usage_error("%s takes an event's name", "--event");
			o.event = v;
		} else if (strcmp(a, "--ignore-unknown") == 0) {
			o.ignore_unknown = true;
		} else if (strcmp(a, "--dry-run") == 0) {
			dry_run = true;
		} else {
			rc = usage_error("unrecognized option '%s'", a);
		}
	}
	if (!rc && nfiles == 0)
		rc = usage_error("missing the file of measured counts%s", "");
	if (rc) {
		free(files);
		return rc;
	}
	struct arena *arena = arena_new();
	struct db_measurement *m = arena_alloc(arena, nfiles * sizeof *m);
	char err[DB_MESSAGE_MAX] = "";
	bool ok = true;
	for (size_t k = 0; k < nfiles; k++) {
		if (!db_measured_read(files[k], &o, arena, &m[k], err, sizeof err)) {
			if (*err)
				fprintf(stderr, "ia64-predict: %s\n", err);
			ok = false;
		}
	}
	if (ok && dry_run) {
		for (size_t k = 0; k < nfiles; k++)
			print_counts(&m[k]);
	} else if (ok) {
		struct db *db = db_open(db_path, err, sizeof err);
		int64_t stored = db ? db_import(db, run, calls, m, nfiles, err, sizeof err) : -1;
		db_close(db);
		if (stored < 0) {
			fprintf(stderr, "ia64-predict: %s\n", err);
			ok = false;
		}
		for (size_t k = 0; ok && k < nfiles; k++) {
			printf("%s: %zu count%s (%s) stored next to run %lld", m[k].source,
			       m[k].ncounts, m[k].ncounts == 1 ? "" : "s", m[k].format,
			       (long long)stored);
			if (m[k].unpredicted)
				printf(", %ld without a prediction in it (no such procedure or "
				       "event)", m[k].unpredicted);
			printf("\n");
		}
	}
	arena_free(arena);
	free(files);
	if (!ok)
		return 1;
	return fflush(stdout) == 0 ? 0 : 1;
}
