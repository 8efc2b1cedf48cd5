/*
 * cli/merge.c - `ia64-predict merge OUT.db IN.db...`: the runs of the
 * databases IN.db... copied into OUT.db (db/merge.c), each run once.  One
 * line per input and one for OUT on standard output:
 *
 *   shard-1.db: 3 runs
 *   shard-2.db: 3 runs, 1 of them also in an input before it
 *   all.db: 5 runs merged (runs 9 to 13), 0 already there
 */
#include "commands.h"
#include "../db/db.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char merge_usage[] =
	"Usage: ia64-predict merge OUT.db [IN.db]...\n"
	"Copy the runs of the databases IN.db into OUT.db (created when missing),\n"
	"each run once: a run OUT.db already holds is not copied again.\n";

int cmd_merge(int argc, char **argv)
{
	int first = 1;
	if (argc > 1 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
		fputs(merge_usage, stdout);
		return 0;
	}
	if (argc > 1 && strcmp(argv[1], "--") == 0)
		first = 2;
	if (argc <= first) {
		fprintf(stderr, "ia64-predict: merge: missing the database to merge into "
			"(OUT.db)\n%s", merge_usage);
		return 2;
	}
	for (int k = first; k < argc; k++)
		if (argv[k][0] == '-' && first == 1) {
			fprintf(stderr, "ia64-predict: merge: unrecognized option '%s'\n%s",
				argv[k], merge_usage);
			return 2;
		}
	size_t n = (size_t)(argc - first - 1);
	struct db_merge_step *in = calloc(n ? n : 1, sizeof *in);
	if (!in)
		return 1;
	for (size_t k = 0; k < n; k++)
		in[k].path = argv[first + 1 + (int)k];
	char err[DB_MESSAGE_MAX] = "";
	struct db_merge_step total;
	struct db *db = db_open(argv[first], err, sizeof err);
	bool ok = db && db_merge(db, in, n, &total, err, sizeof err);
	db_close(db);
	if (!ok) {
		fprintf(stderr, "ia64-predict: %s\n", err);
		free(in);
		return 1;
	}
	for (size_t k = 0; k < n; k++) {
		printf("%s: %lld run%s", in[k].path, (long long)in[k].runs,
		       in[k].runs == 1 ? "" : "s");
		if (in[k].copied < in[k].runs)
			printf(", %lld of them also in an input before it",
			       (long long)(in[k].runs - in[k].copied));
		printf("\n");
	}
	printf("%s: %lld run%s merged", argv[first], (long long)total.copied,
	       total.copied == 1 ? "" : "s");
	if (total.copied == 1)
		printf(" (run %lld)", (long long)total.first);
	else if (total.copied > 1)
		printf(" (runs %lld to %lld)", (long long)total.first, (long long)total.last);
	printf(", %lld already there\n", (long long)(total.runs - total.copied));
	free(in);
	return fflush(stdout) == 0 ? 0 : 1;
}
