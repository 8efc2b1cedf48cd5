/*
 * tests/unit/test_db.c - the SQLite store (db/db.c): schema creation and
 * versions, runs appended, what the tables and views hold, and atomicity:
 * a run that fails at any row, on an invalid value, or in a process that
 * dies midway leaves the database byte for byte as it was.
 */
#include "unit.h"
#include "../../analysis/counts.h"
#include "../../analysis/predict.h"
#include "../../analysis/report.h"
#include "../../common/arena.h"
#include "../../db/db.h"
#include "../../common/strbuf.h"
#include "../../machine/events.h"
#include "../../machine/pmu.h"

#include <math.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* Two procedures: a software-pipelined daxpy (dispersal-bound) and an fma
 * recurrence (latency-bound, 4 cycles an iteration). */
static const char source[] =
	"\t.text\n"
	"\t.align 32\n"
	"\t.proc daxpy#\n"
	"daxpy:\n"
	"\talloc r31 = ar.pfs, 3, 0, 0, 0\n"
	"\tmov r30 = ar.lc\n"
	"\tmov r29 = pr\n"
	"\tadds r14 = -1, in0\n"
	"\t;;\n"
	"\tmov ar.lc = r14\n"
	"\tmov ar.ec = 11\n"
	"\tmov pr.rot = 1 << 16\n"
	"\tmov r15 = in2\n"
	"\t;;\n"
	"\t.rotf fx[7], fy[7], fr[5]\n"
	"\t.rotp p[11]\n"
	"\t.align 32\n"
	".Lloop:\t// ia64-predict: trip=1000\n"
	"\t(p[0]) ldfd fx[0] = [in1], 8\n"
	"\t(p[0]) ldfd fy[0] = [in2], 8\n"
	"\t(p[6]) fma.d fr[0] = f8, fx[6], fy[6]\n"
	"\t(p[10]) stfd [r15] = fr[4], 8\n"
	"\tbr.ctop.sptk.few .Lloop\n"
	"\t;;\n"
	"\tmov ar.lc = r30\n"
	"\tmov pr = r29, -1\n"
	"\tbr.ret.sptk.many b0\n"
	"\t;;\n"
	"\t.endp daxpy#\n"
	"\t.proc chain#\n"
	"chain:\n"
	"\tmov ar.lc = 9\n"
	"\t;;\n"
	".Lc:\n"
	"\tfma.d f8 = f8, f9, f10\n"
	"\t;;\n"
	"\tbr.cloop.sptk.few .Lc\n"
	"\t;;\n"
	"\tmovl r8 = 0x123456789abcdef0\n"
	"\tbr.ret.sptk.many b0\n"
	"\t;;\n"
	"\t.endp chain#\n";

/* One analysed program with hand-made counts. */
struct fixture {
	struct program *prog;
	struct cfg *cfg;
	struct model_config model;
	struct prediction *pr;
	struct counts counts;
	char dir[64];
	char path[96];		/* the database */
};

static struct event_count file_ev[] = {
	{"IA64_INST_RETIRED", 6070}, {"CPU_OP_CYCLES.ALL", 1048}};
static struct event_count proc_ev[][2] = {
	{{"IA64_INST_RETIRED", 6030}, {"CPU_OP_CYCLES.ALL", 1008}},
	{{"IA64_INST_RETIRED", 40}, {"CPU_OP_CYCLES.ALL", 40}},
};
static struct event_count loop_ev[] = {
	{"IA64_INST_RETIRED", 6000}, {"IA64_INST_RETIRED:threshold=2", 1000},
	{"NO_SUCH_EVENT.X", 1}, {"_CYCLES_RETIRING", 1}};
static struct event_count block_ev[] = {{"IA64_INST_RETIRED", 12}};
static struct event_count nop_ev[] = {
	{"IA64_INST_RETIRED", 1}, {"IA64_TAGGED_INST_RETIRED.IBRP0_PMC32_33", 1},
	{"IA64_TAGGED_INST_RETIRED.IBRP1_PMC34_35", 1},
	{"IA64_TAGGED_INST_RETIRED.IBRP2_PMC32_33", 1},
	{"IA64_TAGGED_INST_RETIRED.IBRP3_PMC34_35", 1}, {"NOPS_RETIRED", 1}};

static struct fixture *fixture_new(const char *path)
{
	struct fixture *f = calloc(1, sizeof *f);
	capture_begin();
	f->prog = program_assemble(path, source, strlen(source));
	struct cfg_options co = {.default_trip_count = 100};
	f->cfg = f->prog->errors ? NULL : cfg_build(f->prog, &co);
	assert_true(model_config_init(&f->model, "montecito"));
	f->pr = f->cfg ? predict_program(f->prog, f->cfg, &f->model) : NULL;
	const char *d = capture_end();
	if (!f->pr)
		fail_msg("analysis failed:\n%s", d);
	assert_int_equal(f->cfg->nprocs, 2);
	assert_int_equal(f->cfg->nloops, 2);

	struct counts *c = &f->counts;
	c->pr = f->pr;
	c->insns = calloc(f->prog->ninsns + 1, sizeof *c->insns);
	c->blocks = calloc(f->cfg->nblocks + 1, sizeof *c->blocks);
	c->loops = calloc(f->cfg->nloops + 1, sizeof *c->loops);
	c->procs = calloc(f->cfg->nprocs + 1, sizeof *c->procs);
	c->file = (struct count_set){file_ev, 2, 2};
	for (size_t i = 0; i < f->cfg->nprocs; i++)
		c->procs[i] = (struct count_set){proc_ev[i], 2, 2};
	c->loops[0] = (struct count_set){loop_ev, 4, 4};
	for (size_t i = 0; i < f->cfg->nblocks; i++)
		c->blocks[i] = (struct count_set){block_ev, 1, 1};
	/* every generated nop runs once per call */
	for (size_t i = 0; i < f->prog->ninsns; i++)
		if (f->prog->insns[i].generated)
			c->insns[i] = (struct count_set){nop_ev, 6, 6};

	strcpy(f->dir, "/tmp/test_db.XXXXXX");
	assert_non_null(mkdtemp(f->dir));
	snprintf(f->path, sizeof f->path, "%s/runs.db", f->dir);
	return f;
}

static void fixture_free(struct fixture *f)
{
	free(f->counts.insns);
	free(f->counts.blocks);
	free(f->counts.loops);
	free(f->counts.procs);
	predict_free(f->pr);
	cfg_free(f->cfg);
	program_free(f->prog);
	char p[128];
	snprintf(p, sizeof p, "%s-journal", f->path);
	unlink(p);
	unlink(f->path);
	rmdir(f->dir);
	free(f);
}

static char *argv_default[] = {"ia64-predict", "--db", "runs.db", "t.s"};
static const struct db_setting settings[] = {
	{"opcode_match", "0x0 mask 0x1ffffffffff"}, {"range", NULL}};

static struct run_info info(void)
{
	return (struct run_info){
		.argc = 4, .argv = argv_default, .started = 1700000000,
		.tool_version = "test", .settings = settings, .nsettings = 2};
}

/* Stores one run; fails the test on an error. */
static int64_t store(struct fixture *f)
{
	char err[1024] = "";
	struct db *db = db_open(f->path, err, sizeof err);
	if (!db)
		fail_msg("db_open: %s", err);
	struct run_info ri = info();
	int64_t id = db_store_run(db, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err);
	if (id < 0)
		fail_msg("db_store_run: %s", err);
	db_close(db);
	return id;
}

/* ---- reading back, through a connection of our own ---- */

static sqlite3 *reader(const struct fixture *f)
{
	sqlite3 *h;
	assert_int_equal(sqlite3_open_v2(f->path, &h, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
	return h;
}

/* The first column of the first row of sql as text ("" for none, "NULL"). */
static char *q(const struct fixture *f, const char *sql)
{
	static char buf[4096];
	sqlite3 *h = reader(f);
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(h, sql, -1, &st, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(h));
	buf[0] = '\0';
	int rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		const unsigned char *t = sqlite3_column_text(st, 0);
		snprintf(buf, sizeof buf, "%s", t ? (const char *)t : "NULL");
	} else if (rc != SQLITE_DONE) {
		fail_msg("%s: %s", sql, sqlite3_errmsg(h));
	}
	sqlite3_finalize(st);
	sqlite3_close(h);
	return buf;
}

static long qi(const struct fixture *f, const char *sql)
{
	return strtol(q(f, sql), NULL, 10);
}

/* Runs sql on f's database through a connection of its own. */
static void exec_on(const struct fixture *f, const char *sql)
{
	sqlite3 *h;
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, sql, NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
}

/* Each row st returns, its columns ended by '|', into m; st finalized. */
static void print_rows(FILE *m, sqlite3_stmt *st)
{
	while (sqlite3_step(st) == SQLITE_ROW) {
		for (int c = 0; c < sqlite3_column_count(st); c++) {
			const unsigned char *v = sqlite3_column_text(st, c);
			fprintf(m, "%s|", v ? (const char *)v : "NULL");
		}
		fputc('\n', m);
	}
	sqlite3_finalize(st);
}

/* Every row sql returns, as text (for the caller to free). */
static char *all_rows(const struct fixture *f, const char *sql)
{
	char *out = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&out, &len);
	sqlite3 *h = reader(f);
	sqlite3_stmt *st;
	if (sqlite3_prepare_v2(h, sql, -1, &st, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(h));
	print_rows(m, st);
	sqlite3_close(h);
	fclose(m);
	return out;
}

/* Every row of every table and the schema, as text: a logical snapshot. */
static char *dump(const struct fixture *f)
{
	static const char *const tables[] = {
		"schema_version", "runs", "run_params", "run_settings", "files",
		"procedures", "blocks", "loops", "loop_blocks", "loop_chain", "regions",
		"bundles", "insn_forms", "insn_rows", "instructions", "events", "file_counts", "proc_counts",
		"proc_counts_inclusive", "loop_counts", "block_counts", "insn_counts", "event_sets",
		"event_set_events", "count_sets", "count_set_values", "sqlite_sequence"};
	char *out = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&out, &len);
	fprintf(m, "%s\n", q(f, "SELECT group_concat(name) FROM (SELECT name FROM "
			      "sqlite_schema ORDER BY name)"));
	sqlite3 *h = reader(f);
	for (size_t t = 0; t < sizeof tables / sizeof *tables; t++) {
		char sql[128];
		snprintf(sql, sizeof sql, "SELECT * FROM %s ORDER BY 1, 2", tables[t]);
		sqlite3_stmt *st;
		if (sqlite3_prepare_v2(h, sql, -1, &st, NULL) != SQLITE_OK)
			continue;	/* not created yet */
		fprintf(m, "[%s]\n", tables[t]);
		print_rows(m, st);
	}
	sqlite3_close(h);
	fclose(m);
	return out;
}

/* The bytes of a file (NULL when it does not exist). */
static char *slurp(const char *path, size_t *n)
{
	FILE *fp = fopen(path, "rb");
	if (!fp)
		return NULL;
	fseek(fp, 0, SEEK_END);
	*n = (size_t)ftell(fp);
	rewind(fp);
	char *b = malloc(*n + 1);
	assert_int_equal(fread(b, 1, *n, fp), *n);
	fclose(fp);
	return b;
}

/* A database's logical content and bytes before a failing run, to compare
 * with after it. */
struct snapshot {
	char *rows;
	char *bytes;
	size_t n;
};

static struct snapshot take(const struct fixture *f)
{
	struct snapshot s;
	s.rows = dump(f);
	s.bytes = slurp(f->path, &s.n);
	return s;
}

static void assert_unchanged(const struct fixture *f, struct snapshot *before)
{
	/* reading first rolls back a hot journal a dead process left */
	char *rows = dump(f);
	assert_string_equal(rows, before->rows);
	size_t n;
	char *bytes = slurp(f->path, &n);
	assert_non_null(bytes);
	assert_int_equal(n, before->n);
	assert_memory_equal(bytes, before->bytes, n);
	free(bytes);
	free(rows);
}

static void snapshot_free(struct snapshot *s)
{
	free(s->rows);
	free(s->bytes);
}

/* ---- schema ---- */

static void migrations_are_numbered(void **state)
{
	(void)state;
	assert_true(db_schema_latest() >= 1);
}

static void schema_created_on_first_run(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	char err[1024] = "";
	struct db *db = db_open(f->path, err, sizeof err);
	assert_non_null(db);
	assert_int_equal(db_schema_version(db), 0);
	db_close(db);
	/* opened and closed with nothing stored: no file left behind */
	assert_int_equal(access(f->path, F_OK), -1);

	assert_int_equal(store(f), 1);
	db = db_open(f->path, err, sizeof err);
	assert_int_equal(db_schema_version(db), db_schema_latest());
	db_close(db);
	assert_int_equal(qi(f, "SELECT count(*) FROM schema_version"), db_schema_latest());
	assert_int_equal(qi(f, "PRAGMA application_id"), 0x49413634);
	assert_int_equal(qi(f, "SELECT count(*) FROM sqlite_schema WHERE type = 'view' AND "
			    "name IN ('v_events', 'v_loops', 'v_instructions')"), 3);
	assert_int_equal(qi(f, "SELECT count(*) FROM sqlite_schema WHERE type = 'index' "
			    "AND name IN ('files_run', 'files_path', 'blocks_proc', "
			    "'insn_rows_bundle', 'block_counts_event', 'proc_counts_event')"), 6);
	fixture_free(f);
}

static void foreign_and_newer_databases_refused(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	sqlite3 *h;
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "CREATE TABLE mine (x)", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	char err[1024] = "";
	assert_null(db_open(f->path, err, sizeof err));
	assert_non_null(strstr(err, "not an ia64-predict database"));
	assert_non_null(strstr(err, f->path));
	err[0] = '\0';
	unlink(f->path);

	store(f);
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "INSERT INTO schema_version VALUES (999, 'x')",
				      NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_null(db_open(f->path, err, sizeof err));
	assert_non_null(strstr(err, "newer ia64-predict"));
	err[0] = '\0';

	/* not a database at all */
	FILE *fp = fopen(f->path, "w");
	fputs("this is not a database, just some text that is long enough\n", fp);
	for (int i = 0; i < 100; i++)
		fputs("padding padding padding padding padding padding padding\n", fp);
	fclose(fp);
	assert_null(db_open(f->path, err, sizeof err));
	assert_non_null(strstr(err, "not an SQLite database"));

	/* a 1-byte file: refused, not taken for an empty database */
	fp = fopen(f->path, "w");
	fputc('x', fp);
	fclose(fp);
	assert_null(db_open(f->path, err, sizeof err));
	assert_non_null(strstr(err, "not an SQLite database: 1 byte without"));
	struct stat sb;
	assert_int_equal(stat(f->path, &sb), 0);
	assert_int_equal(sb.st_size, 1);
	unlink(f->path);

	/* ours but for the application_id, or with versions not 1 to N */
	store(f);
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "PRAGMA application_id = 42", NULL, NULL, NULL),
			 SQLITE_OK);
	sqlite3_close(h);
	assert_null(db_open(f->path, err, sizeof err));
	assert_non_null(strstr(err, "application_id is 0x0000002a"));
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "PRAGMA application_id = 1229010484; "
				      "DELETE FROM schema_version WHERE version = 2",
				      NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_null(db_open(f->path, err, sizeof err));
	assert_non_null(strstr(err, "does not hold the versions 1 to N"));

	/* no file name */
	assert_null(db_open("", err, sizeof err));
	assert_non_null(strstr(err, "the database name is empty"));
	assert_null(db_open(":memory:", err, sizeof err));
	assert_non_null(strstr(err, "in-memory database would keep the run nowhere"));
	fixture_free(f);
}

/* A later migration: applied to an older database inside the transaction
 * of the next run, and undone with it when it fails. */
static void migrations_apply_in_the_run(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	assert_int_equal(store(f), 1);
	int v1 = db_schema_latest();
	size_t n = strlen(db_schema());
	char *next = malloc(n + 200), *bad = malloc(n + 400);
	sprintf(next, "%s\n-- @migration %d\nALTER TABLE runs ADD COLUMN note TEXT;\n",
		db_schema(), v1 + 1);
	sprintf(bad, "%s-- @migration %d\nCREATE TABLE later (x);\nNOT SQL;\n", next, v1 + 2);

	/* a migration that fails: no run, no migration, not even its first
	 * statement */
	db_set_schema(bad);
	assert_int_equal(db_schema_latest(), v1 + 2);
	struct snapshot before = take(f);
	char err[1024] = "";
	struct db *db = db_open(f->path, err, sizeof err);
	assert_non_null(db);
	struct run_info ri = info();
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err), -1);
	assert_non_null(strstr(err, "schema migration"));
	db_close(db);
	assert_unchanged(f, &before);
	snapshot_free(&before);

	/* the good one */
	db_set_schema(next);
	assert_int_equal(store(f), 2);
	assert_int_equal(qi(f, "SELECT max(version) FROM schema_version"), v1 + 1);
	assert_int_equal(qi(f, "SELECT count(*) FROM runs WHERE note IS NULL"), 2);

	/* this build refuses a database a newer one migrated */
	db_set_schema(NULL);
	assert_null(db_open(f->path, err, sizeof err));
	assert_non_null(strstr(err, "newer ia64-predict"));
	free(next);
	free(bad);
	fixture_free(f);
}

/* ---- runs ---- */

static void runs_are_appended(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("examples/t.s");
	assert_int_equal(store(f), 1);
	long insns = qi(f, "SELECT count(*) FROM instructions");
	long blocks = qi(f, "SELECT count(*) FROM blocks");
	assert_int_equal(store(f), 2);
	assert_int_equal(qi(f, "SELECT count(*) FROM runs"), 2);
	assert_int_equal(qi(f, "SELECT count(*) FROM files WHERE path = 'examples/t.s'"), 2);
	assert_int_equal(qi(f, "SELECT count(*) FROM instructions"), 2 * insns);
	assert_int_equal(qi(f, "SELECT count(*) FROM blocks"), 2 * blocks);
	assert_int_equal(qi(f, "SELECT count(*) FROM v_loops"), 4);
	assert_int_equal(qi(f, "SELECT count(DISTINCT run_id) FROM v_instructions"), 2);
	/* the two runs are the same analysis: nothing differs but the run */
	assert_int_equal(qi(f, "SELECT count(*) FROM (SELECT file, procedure, header, "
			    "trip_count, cycles_per_iteration, bound FROM v_loops WHERE run_id = 1 "
			    "EXCEPT SELECT file, procedure, header, trip_count, "
			    "cycles_per_iteration, bound FROM v_loops WHERE run_id = 2)"), 0);
	fixture_free(f);
}

static void run_description(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	char *argv[] = {"ia64-predict", "--trip=.Lloop=5", "my file.s", "it's", ""};
	struct run_info ri = info();
	ri.argc = 5;
	ri.argv = argv;
	f->model.core.param[CORE_FP_LOAD_LATENCY] = 11;
	f->model.analysis[ANALYSIS_DEFAULT_TRIP_COUNT] = 3;
	char err[1024] = "";
	struct db *db = db_open(f->path, err, sizeof err);
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, NULL, err, sizeof err), 1);
	db_close(db);
	assert_string_equal(q(f, "SELECT command_line FROM runs"),
			    "ia64-predict --trip=.Lloop=5 'my file.s' 'it'\\''s' ''");
	assert_string_equal(q(f, "SELECT started || ' ' || cpu || ' ' || tool_version "
			      "FROM runs"), "2023-11-14T22:13:20Z montecito test");
	assert_int_equal(qi(f, "SELECT count(*) FROM run_params"),
			 CORE_PARAM_COUNT + CACHE_PARAM_COUNT + ANALYSIS_PARAM_COUNT);
	assert_string_equal(q(f, "SELECT value || ' ' || default_value || ' ' || source "
			      "FROM run_params WHERE name = 'fp_load_latency'"),
			    "11.0 5.0 Montecito manual 2.3.2, table 2-8 note 4 (M=5: L2D hit)");
	assert_string_equal(q(f, "SELECT value || ' ' || default_value || ' ' || source "
			      "FROM run_params WHERE name = 'default_trip_count'"),
			    "3.0 100.0 model choice");
	assert_string_equal(q(f, "SELECT group_concat(position || '=' || name || ':' || "
			      "coalesce(value, 'NULL'), ' ') FROM run_settings"),
			    "0=opcode_match:0x0 mask 0x1ffffffffff 1=range:NULL");
	/* no counts given: none stored */
	assert_int_equal(qi(f, "SELECT count(*) FROM v_events"), 0);
	fixture_free(f);
}

/* The rows machine/events.h gives: every event bare and with each umask. */
static long catalogue_rows(void)
{
	long n = 0;
	for (size_t i = 0; i < ev_count(); i++)
		n += 1 + (long)ev_at(i)->n_umasks;
	return n;
}

static void catalogue_from_machine_events(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	store(f);
	/* the catalogue, and two counted names it does not have */
	assert_int_equal(qi(f, "SELECT count(*) FROM events"), catalogue_rows() + 2);
	assert_int_equal(qi(f, "SELECT count(*) FROM events WHERE umask IS NULL"),
			 (long)ev_count() + 1);
	assert_string_equal(q(f, "SELECT code || ' ' || type || ' ' || class || ' ' || "
			      "qualifiers || ' ' || max_inc || ' ' || status || ' ' || predicted "
			      "FROM events WHERE name = 'IA64_INST_RETIRED'"),
			    "8 A a IAR OPC 6 exact 1");
	assert_string_equal(q(f, "SELECT event || ' ' || umask || ' ' || umask_bits FROM "
			      "events WHERE name = 'BACK_END_BUBBLE.FE'"),
			    "BACK_END_BUBBLE FE bxx01");
	assert_string_equal(q(f, "SELECT event || ' ' || coalesce(umask, '-') || ' ' || "
			      "threshold || ' ' || code || ' ' || status FROM events "
			      "WHERE name = 'IA64_INST_RETIRED:threshold=2'"),
			    "IA64_INST_RETIRED - 2 8 exact");
	assert_string_equal(q(f, "SELECT event || ' ' || umask || ' ' || coalesce(code, "
			      "'NULL') FROM events WHERE name = 'NO_SUCH_EVENT.X'"),
			    "NO_SUCH_EVENT X NULL");
	/* the model's own terms are not stored */
	assert_int_equal(qi(f, "SELECT count(*) FROM events WHERE name LIKE '\\_%' "
			    "ESCAPE '\\'"), 0);
	/* a second run finds the catalogue there: nothing added */
	long fingerprint = qi(f, "PRAGMA user_version");
	assert_true(fingerprint > 0);
	store(f);
	assert_int_equal(qi(f, "SELECT count(*) FROM events"), catalogue_rows() + 2);
	assert_int_equal(qi(f, "PRAGMA user_version"), fingerprint);
	/* ... and leaves it as it is (its fingerprint says it is this one),
	 * but writes it again where the fingerprint is another's */
	exec_on(f, "UPDATE events SET title = 'edited' WHERE name = 'BACK_END_BUBBLE.FE'");
	store(f);
	assert_string_equal(q(f, "SELECT title FROM events WHERE name = 'BACK_END_BUBBLE.FE'"),
			    "edited");
	exec_on(f, "PRAGMA user_version = 1");
	store(f);
	assert_string_not_equal(q(f, "SELECT title FROM events WHERE name = "
				  "'BACK_END_BUBBLE.FE'"), "edited");
	assert_int_equal(qi(f, "PRAGMA user_version"), fingerprint);
	fixture_free(f);
}

/* ---- what the tables and views hold ---- */

static void views_hold_the_analysis(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("k.s");
	store(f);
	assert_string_equal(q(f, "SELECT group_concat(procedure || ' ' || header || ' ' || "
			      "trip_count || ' ' || cycles_per_iteration || ' ' || bound || ' ' "
			      "|| kind, '; ') FROM (SELECT * FROM v_loops ORDER BY offset)"),
			    "daxpy .Lloop 1010 1.0 dispersal ctop; chain .Lc 10 4.0 latency cloop");
	/* the fma waits for its own result */
	assert_string_equal(q(f, "SELECT i.mnemonic || ' ' || c.reg || ' ' || i.line FROM "
			      "loop_chain c JOIN instructions i USING (insn_id) JOIN loops l "
			      "USING (loop_id) WHERE l.header = '.Lc'"), "fma.d f8 35");

	/* v_events: block counts, then procedure totals with block NULL */
	assert_int_equal(qi(f, "SELECT count(*) FROM v_events WHERE block IS NULL"), 4);
	assert_int_equal(qi(f, "SELECT count(*) FROM v_events WHERE block IS NOT NULL"),
			 (long)f->cfg->nblocks);
	assert_string_equal(q(f, "SELECT count FROM v_events WHERE procedure = 'daxpy' "
			      "AND block IS NULL AND event = 'CPU_OP_CYCLES.ALL'"), "1008.0");
	assert_string_equal(q(f, "SELECT group_concat(block, ' ') FROM (SELECT block FROM "
			      "v_events WHERE procedure = 'daxpy' AND block IS NOT NULL "
			      "ORDER BY block)"), ".Lloop 0x60 daxpy");
	assert_string_equal(q(f, "SELECT header || ' ' || count FROM v_loop_events "
			      "WHERE event = 'IA64_INST_RETIRED'"),
			    ".Lloop 6000.0");
	assert_string_equal(q(f, "SELECT count FROM v_file_events WHERE event = "
			      "'IA64_INST_RETIRED'"), "6070.0");
	/* a generated nop executed once counts IA64_INST_RETIRED, the four
	 * IA64_TAGGED_INST_RETIRED channels and NOPS_RETIRED: six events */
	long gen = qi(f, "SELECT count(*) FROM instructions WHERE generated");
	assert_true(gen > 0);
	assert_int_equal(qi(f, "SELECT count(*) FROM v_instruction_events"), 6 * gen);

	/* v_instructions: every slot once (an L+X instruction once) */
	long slots = 0;
	for (size_t s = 0; s < f->prog->nsections; s++)
		for (size_t b = 0; b < f->prog->sections[s].nbundles; b++) {
			const struct asm_bundle *bu = &f->prog->sections[s].bundles[b];
			slots += bu->insn[1] == bu->insn[2] ? 2 : 3;
		}
	assert_int_equal(qi(f, "SELECT count(*) FROM v_instructions"), slots);
	assert_string_equal(q(f, "SELECT procedure || ' ' || block || ' ' || template || ' ' "
			      "|| slot || ' ' || unit || ' ' || port || ' ' || text || ' ' || "
			      "line || ' ' || loop FROM v_instructions WHERE mnemonic = 'ldfd' "
			      "ORDER BY offset, slot LIMIT 1"),
			    "daxpy .Lloop .mmf 0 M M0 (p16) ldfd f32=[r33],8 19 .Lloop");
	assert_string_equal(q(f, "SELECT slot || ' ' || unit || ' ' || (encoding_x IS NOT NULL) "
			      "FROM instructions WHERE mnemonic = 'movl'"), "1 L 1");
	assert_int_equal(qi(f, "SELECT count(*) FROM v_instructions WHERE loop = '.Lc' "
			    "AND is_nop"), 4);

	/* every encoding is the syllable of its slot in the stored bytes */
	sqlite3 *h = reader(f);
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_prepare_v2(h, "SELECT b.bytes, i.slot, i.encoding, "
					    "i.encoding_x FROM instructions i JOIN bundles b "
					    "USING (bundle_id)", -1, &st, NULL), SQLITE_OK);
	int n = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		assert_int_equal(sqlite3_column_bytes(st, 0), 16);
		int t;
		uint64_t syl[3];
		bundle_unpack(sqlite3_column_blob(st, 0), &t, syl);
		int slot = sqlite3_column_int(st, 1);
		assert_int_equal((uint64_t)sqlite3_column_int64(st, 2), syl[slot]);
		assert_true(syl[slot] < (1ull << 41));
		if (sqlite3_column_type(st, 3) != SQLITE_NULL)
			assert_int_equal((uint64_t)sqlite3_column_int64(st, 3), syl[2]);
		n++;
	}
	assert_int_equal(n, slots);
	sqlite3_finalize(st);
	sqlite3_close(h);
	fixture_free(f);
}

static void user_strings_are_never_sql(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("x'); DROP TABLE runs; --.s");
	assert_int_equal(store(f), 1);
	assert_string_equal(q(f, "SELECT path FROM files"), "x'); DROP TABLE runs; --.s");
	assert_int_equal(qi(f, "SELECT count(*) FROM runs"), 1);
	fixture_free(f);
}

/* ---- the store writes what the analysis computed ---- */

/* The analysis's own counts of the fixture's program, under a PMU
 * qualification (instruction range: the chain procedure; a data range) so
 * that each instruction's events are not what an unqualified count gives. */
static struct counts *analysis_counts(const struct fixture *f, struct pmu_setup *q)
{
	pmu_setup_init(q);
	char *argv[] = {"--irange=chain", "--drange=0-0x100"};
	char err[512] = "";
	for (int i = 0; i < 2; i++)
		if (pmu_parse_option(q, 2, argv, &i, err, sizeof err) != 1)
			fail_msg("%s: %s", argv[i], err);
	struct pmu_program view;
	program_pmu_view(f->prog, &view);
	if (!pmu_setup_finish(q, &view, err, sizeof err))
		fail_msg("pmu_setup_finish: %s", err);
	struct counts *c = counts_compute(f->pr, q);
	assert_non_null(c);
	assert_true(c->qualified);
	return c;
}

/* Every v_insn_counts row of run is the analysis's count of that
 * instruction, and every count of the analysis (but the model's own '_'
 * terms) is a row; the run's sets of counts hold no 0, and insn_counts no
 * row of it.  Returns the rows. */
static long check_insn_counts(const struct fixture *f, const struct counts *c, int run)
{
	char sql[200];
	snprintf(sql, sizeof sql, "SELECT count(*) FROM count_set_values JOIN count_sets "
		 "USING (set_id) WHERE run_id = %d AND value = 0", run);
	assert_int_equal(qi(f, sql), 0);
	snprintf(sql, sizeof sql, "SELECT count(*) FROM insn_counts JOIN instructions "
		 "USING (insn_id) JOIN files USING (file_id) WHERE run_id = %d", run);
	assert_int_equal(qi(f, sql), 0);
	sqlite3 *h = reader(f);
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_prepare_v2(h, "SELECT i.idx, e.name, n.value FROM v_insn_counts n "
					    "JOIN instructions i USING (insn_id) JOIN events e "
					    "USING (event_id) JOIN files USING (file_id) "
					    "WHERE run_id = ?", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int(st, 1, run);
	long *rows = calloc(f->prog->ninsns + 1, sizeof *rows);
	long n = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		int idx = sqlite3_column_int(st, 0);
		const char *name = (const char *)sqlite3_column_text(st, 1);
		assert_true(idx >= 0 && (size_t)idx < f->prog->ninsns);
		double want = counts_get(&c->insns[idx], name);
		if (want < 0 || want != sqlite3_column_double(st, 2))
			fail_msg("instruction %d: %s stored as %g, the analysis has %g", idx, name,
				 sqlite3_column_double(st, 2), want);
		rows[idx]++;
		n++;
	}
	sqlite3_finalize(st);
	sqlite3_close(h);
	for (size_t i = 0; i < f->prog->ninsns; i++) {
		long want = 0;
		for (size_t k = 0; k < c->insns[i].n; k++)
			want += c->insns[i].v[k].event[0] != '_';
		if (rows[i] != want)
			fail_msg("instruction %zu: %ld rows stored, the analysis has %ld counts", i,
				 rows[i], want);
	}
	free(rows);
	return n;
}

/* Every instructions row of run: the text insn_text writes, the encoding
 * and template the assembler chose, its slot's unit and the stop after it
 * (read from the template by the view), where the block's trace issued
 * it. */
static void check_insn_rows(const struct fixture *f, int run)
{
	sqlite3 *h = reader(f);
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_prepare_v2(h, "SELECT idx, text, encoding, encoding_x, template, "
					    "issue_cycle, slot, unit, stop_after FROM instructions "
					    "JOIN files USING (file_id) WHERE run_id = ?", -1, &st,
					    NULL), SQLITE_OK);
	sqlite3_bind_int(st, 1, run);
	long n = 0;
	struct strbuf text = {0};
	while (sqlite3_step(st) == SQLITE_ROW) {
		const struct asm_insn *in = &f->prog->insns[sqlite3_column_int(st, 0)];
		text.len = 0;
		insn_text(&text, in);
		assert_string_equal((const char *)sqlite3_column_text(st, 1), text.data);
		assert_int_equal((uint64_t)sqlite3_column_int64(st, 2), in->code.words[0]);
		assert_int_equal(sqlite3_column_type(st, 3) != SQLITE_NULL, in->code.nwords == 2);
		if (in->code.nwords == 2)
			assert_int_equal((uint64_t)sqlite3_column_int64(st, 3), in->code.words[1]);
		const struct template_desc *t =
			template_get(program_insn_bundle(f->prog, in)->template_number);
		assert_string_equal((const char *)sqlite3_column_text(st, 4), t->name);
		static const char units[] = {[TYPE_M] = 'M', [TYPE_I] = 'I', [TYPE_F] = 'F',
					     [TYPE_B] = 'B', [TYPE_LX] = 'L'};
		int slot = sqlite3_column_int(st, 6);
		assert_int_equal(sqlite3_column_text(st, 7)[0], units[t->slot[slot]]);
		assert_int_equal(sqlite3_column_int(st, 8), in->stop_after);
		n++;
	}
	sqlite3_finalize(st);
	sb_free(&text);
	/* each syllable of a block's trace: its cycle from the block's first group */
	assert_int_equal(sqlite3_prepare_v2(h, "SELECT issue_cycle FROM instructions JOIN files "
					    "USING (file_id) WHERE run_id = ? AND idx = ?", -1, &st,
					    NULL), SQLITE_OK);
	for (size_t b = 0; b < f->cfg->nblocks; b++) {
		const struct trace *t = &f->pr->blocks[b].trace;
		for (size_t k = 0; k < t->n && t->sim.ngroups; k++) {
			sqlite3_bind_int(st, 1, run);
			sqlite3_bind_int(st, 2, (int)t->syl[k].insn);
			assert_int_equal(sqlite3_step(st), SQLITE_ROW);
			assert_int_equal(sqlite3_column_int64(st, 0),
					 (int64_t)(t->sim.issue[k] - t->sim.groups[0].cycle));
			sqlite3_reset(st);
		}
	}
	sqlite3_finalize(st);
	sqlite3_close(h);
	assert_true(n > 0);
}

static void stored_rows_are_the_analysis(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	struct pmu_setup q;
	struct counts *c = analysis_counts(f, &q);
	char err[1024] = "";
	struct db *db = db_open(f->path, err, sizeof err);
	struct run_info ri = info();
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, c, err, sizeof err), 1);
	assert_true(check_insn_counts(f, c, 1) > 0);
	check_insn_rows(f, 1);
	/* neither procedure calls: inclusive is its own */
	assert_int_equal(qi(f, "SELECT count(*) FROM procedures WHERE cycles_inclusive = cycles"),
			 (long)f->cfg->nprocs);
	/* the memory model's run: its figures where it ran, NULLs elsewhere */
	long simulated = 0;
	for (size_t i = 0; i < f->cfg->nprocs; i++) {
		const struct memory_counts *m = memory_proc(f->pr->memory, (int)i);
		char sql[200];
		snprintf(sql, sizeof sql, "SELECT coalesce(mem_accesses, -1) + 0 FROM procedures "
			 "WHERE idx = %zu", i);
		assert_int_equal(qi(f, sql), m->simulated ? (long)m->accesses : -1);
		simulated += m->simulated;
	}
	assert_true(simulated > 0);
	assert_int_equal(qi(f, "SELECT count(*) FROM procedures WHERE mem_caches = 'warm'"),
			 simulated);

	/* what the store writes follows the analysis's numbers, whatever they
	 * are: a count and an encoding no model or encoder would give */
	size_t k = 0;
	while (k < f->prog->ninsns && !c->insns[k].n)
		k++;
	assert_true(k < f->prog->ninsns);
	c->insns[k].v[0].value = 1234.5;
	uint64_t word = f->prog->insns[k].code.words[0];
	f->prog->insns[k].code.words[0] = 0x1ffffffffffull;
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, c, err, sizeof err), 2);
	db_close(db);
	check_insn_counts(f, c, 2);
	check_insn_rows(f, 2);
	f->prog->insns[k].code.words[0] = word;
	counts_free(c);
	pmu_setup_free(&q);
	fixture_free(f);
}

/* ---- reading runs back (ia64-predict diff --db, runs) ---- */

static void assert_same_counts(const struct summary_counts *a, const struct summary_counts *b)
{
	assert_int_equal(a->n, b->n);
	for (size_t k = 0; k < a->n; k++) {
		assert_string_equal(a->v[k].event, b->v[k].event);
		assert_true(a->v[k].value == b->v[k].value);
	}
}

/* What db_read_run gives back of a stored run is what report_summarize
 * makes of the analysis: the two forms of diff compare the same things. */
static void stored_run_reads_back_as_the_analysis(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	struct pmu_setup q;
	struct counts *c = analysis_counts(f, &q);
	char err[1024] = "";
	struct db *db = db_open(f->path, err, sizeof err);
	struct run_info ri = info();
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, c, err, sizeof err), 1);
	db_close(db);

	struct arena *arena = arena_new();
	struct summary_file want, *got;
	report_summarize(arena, "t.s", f->pr, c, &want);
	db = db_open_existing(f->path, err, sizeof err);
	assert_non_null(db);
	assert_int_equal(db_read_run(db, 1, arena, &got, err, sizeof err), 1);
	assert_string_equal(got->path, "t.s");
	assert_int_equal(got->nprocs, 2);
	assert_int_equal(got->nprocs, want.nprocs);
	size_t loops = 0, events = 0;
	for (size_t k = 0; k < want.nprocs; k++) {
		const struct summary_proc *a = &want.procs[k], *b = &got->procs[k];
		assert_string_equal(a->name, b->name);
		assert_true(b->inclusive_known);
		assert_true(a->cycles == b->cycles);
		assert_same_counts(&a->events, &b->events);
		assert_int_equal(a->nloops, b->nloops);
		events += a->events.n;
		for (size_t L = 0; L < a->nloops; L++, loops++) {
			assert_string_equal(a->loops[L].header, b->loops[L].header);
			assert_true(a->loops[L].cycles_per_iteration ==
				    b->loops[L].cycles_per_iteration);
			assert_string_equal(a->loops[L].bound, b->loops[L].bound);
			assert_same_counts(&a->loops[L].events, &b->loops[L].events);
			events += a->loops[L].events.n;
		}
	}
	assert_int_equal(loops, 2);
	assert_true(events > 0);
	/* the listing */
	struct db_run_row *rows;
	assert_int_equal(db_list_runs(db, arena, &rows, err, sizeof err), 1);
	assert_int_equal(rows[0].run_id, 1);
	assert_string_equal(rows[0].files, "t.s");
	assert_string_equal(rows[0].command_line, "ia64-predict --db runs.db t.s");
	/* a run that is not there */
	assert_int_equal(db_read_run(db, 7, arena, &got, err, sizeof err), -1);
	assert_non_null(strstr(err, "runs.db: no run 7 (the runs stored are 1 to 1)"));
	db_close(db);

	/* a run stored before the inclusive counts were: not known, its
	 * loops still are */
	sqlite3 *h;
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "DELETE FROM proc_counts_inclusive; "
				      "UPDATE procedures SET events_set_inclusive = NULL",
				      NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	db = db_open_existing(f->path, err, sizeof err);
	assert_int_equal(db_read_run(db, 1, arena, &got, err, sizeof err), 1);
	assert_false(got->procs[0].inclusive_known);
	assert_int_equal(got->procs[0].nloops, want.procs[0].nloops);
	db_close(db);

	/* a database as a tool of schema version 4 left it, without the
	 * table and with every count as a row, its zeros too (the run's rows
	 * hold none: its counts are sets) */
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "INSERT INTO loop_counts SELECT * FROM v_loop_counts; "
				      "INSERT INTO proc_counts SELECT * FROM v_proc_counts; "
				      "DROP TABLE proc_counts_inclusive; "
				      "DELETE FROM schema_version WHERE version >= 5",
				      NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	db = db_open_existing(f->path, err, sizeof err);
	assert_non_null(db);
	assert_int_equal(db_schema_version(db), 4);
	db_close(db);
	db = db_open_existing(f->path, err, sizeof err);
	assert_non_null(db);
	assert_int_equal(db_read_run(db, 1, arena, &got, err, sizeof err), 1);
	assert_false(got->procs[0].inclusive_known);
	assert_false(got->procs[1].inclusive_known);
	assert_string_equal(got->procs[0].loops[0].header, want.procs[0].loops[0].header);
	assert_same_counts(&got->procs[0].loops[0].events, &want.procs[0].loops[0].events);
	db_close(db);
	arena_free(arena);
	counts_free(c);
	pmu_setup_free(&q);
	fixture_free(f);
}

/* The rows of the counts of one run, views and their tables: "level|object
 * index|event|count" in order. */
static char *run_counts(const struct fixture *f, int run)
{
	char sql[2048];
	snprintf(sql, sizeof sql,
		"SELECT group_concat(r, ' ') FROM (SELECT r FROM ("
		"SELECT 'file|' || e.name || '|' || c.value AS r FROM v_file_counts c "
		" JOIN files o USING (file_id) JOIN events e USING (event_id) WHERE o.run_id = %1$d "
		"UNION ALL SELECT 'proc|' || o.idx || '|' || e.name || '|' || c.value "
		" FROM v_proc_counts c JOIN procedures o USING (proc_id) JOIN files USING (file_id) "
		" JOIN events e USING (event_id) WHERE run_id = %1$d "
		"UNION ALL SELECT 'inclusive|' || o.idx || '|' || e.name || '|' || c.value "
		" FROM v_proc_counts_inclusive c JOIN procedures o USING (proc_id) "
		" JOIN files USING (file_id) JOIN events e USING (event_id) WHERE run_id = %1$d "
		"UNION ALL SELECT 'loop|' || o.idx || '|' || e.name || '|' || c.value "
		" FROM v_loop_counts c JOIN loops o USING (loop_id) JOIN files USING (file_id) "
		" JOIN events e USING (event_id) WHERE run_id = %1$d "
		"UNION ALL SELECT 'block|' || o.idx || '|' || e.name || '|' || c.value "
		" FROM v_block_counts c JOIN blocks o USING (block_id) JOIN files USING (file_id) "
		" JOIN events e USING (event_id) WHERE run_id = %1$d "
		"UNION ALL SELECT 'insn|' || o.idx || '|' || e.name || '|' || c.value "
		" FROM v_insn_counts c JOIN instructions o USING (insn_id) JOIN files USING (file_id) "
		" JOIN events e USING (event_id) WHERE run_id = %1$d "
		"UNION ALL SELECT 'v_events|' || coalesce(block, '') || '|' || procedure || '|' || "
		" event || '|' || count FROM v_events WHERE run_id = %1$d "
		"UNION ALL SELECT 'v_loop_events|' || header || '|' || event || '|' || count "
		" FROM v_loop_events WHERE run_id = %1$d "
		"UNION ALL SELECT 'v_instruction_events|' || offset || '|' || slot || '|' || event "
		" || '|' || count FROM v_instruction_events WHERE run_id = %1$d "
		"UNION ALL SELECT 'v_file_events|' || event || '|' || count FROM v_file_events "
		" WHERE run_id = %1$d) ORDER BY r)", run);
	return strdup(q(f, sql));
}

/* A count of 0 is no row: the object's set of events says it is
 * predicted, and the views read it 0; an event outside the set stays
 * absent. */
static void predicted_zeros_are_sets_not_rows(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	struct event_count loop_zero[] = {
		{"IA64_INST_RETIRED", 6000}, {"NOPS_RETIRED", 0}, {"_CYCLES_RETIRING", 0}};
	struct event_count block_zero[] = {{"IA64_INST_RETIRED", 0}, {"NOPS_RETIRED", 0}};
	f->counts.loops[0] = (struct count_set){loop_zero, 3, 3};
	for (size_t i = 0; i < f->cfg->nblocks; i++)
		f->counts.blocks[i] = (struct count_set){block_zero, 2, 2};
	assert_int_equal(store(f), 1);
	assert_int_equal(store(f), 2);
	assert_int_equal(qi(f, "SELECT count(*) FROM count_set_values WHERE value = 0"), 0);
	/* the counts are sets: no rows (a count of 0 in none) */
	static const char *const rows[] = {"file_counts", "proc_counts", "proc_counts_inclusive",
					   "loop_counts", "block_counts", "insn_counts"};
	for (size_t t = 0; t < sizeof rows / sizeof *rows; t++) {
		char sql[128];
		snprintf(sql, sizeof sql, "SELECT count(*) FROM %s", rows[t]);
		assert_int_equal(qi(f, sql), 0);
	}
	/* a predicted zero reads 0 */
	assert_string_equal(q(f, "SELECT group_concat(event || '=' || count, ' ') FROM "
			      "(SELECT event, count FROM v_loop_events WHERE run_id = 2 "
			      "AND header = '.Lloop' ORDER BY event)"),
			    "IA64_INST_RETIRED=6000.0 NOPS_RETIRED=0.0");
	assert_int_equal(qi(f, "SELECT count(*) FROM v_events WHERE run_id = 2 AND "
			    "block IS NOT NULL AND count = 0"), 2 * (long)f->cfg->nblocks);
	/* the rest is absent: the other loop has no counts, the model's own
	 * terms none */
	assert_int_equal(qi(f, "SELECT count(*) FROM v_loop_events WHERE run_id = 2 AND "
			    "header = '.Lc'"), 0);
	assert_int_equal(qi(f, "SELECT count(*) FROM v_loop_events WHERE event LIKE '!_%' "
			    "ESCAPE '!'"), 0);
	assert_int_equal(qi(f, "SELECT count(*) FROM v_events WHERE run_id = 2 AND "
			    "event = 'BACK_END_BUBBLE.ALL'"), 0);
	assert_int_equal(qi(f, "SELECT count(*) FROM loops WHERE events_set IS NULL"), 2);
	/* the sets of a run once each: the blocks share one */
	assert_int_equal(qi(f, "SELECT count(DISTINCT b.events_set) FROM blocks b JOIN files "
			    "USING (file_id) WHERE run_id = 2"), 1);
	assert_int_equal(qi(f, "SELECT count(*) FROM event_sets WHERE run_id = 2"),
			 qi(f, "SELECT count(*) FROM event_sets WHERE run_id = 1"));
	/* and the sets of counts: fewer than the instructions that have one */
	assert_int_equal(qi(f, "SELECT count(*) FROM count_sets WHERE run_id = 2"),
			 qi(f, "SELECT count(*) FROM count_sets WHERE run_id = 1"));
	assert_true(qi(f, "SELECT count(*) FROM count_sets WHERE run_id = 2") <
		    qi(f, "SELECT count(i.counts_set) FROM instructions i JOIN files USING (file_id) "
			  "WHERE run_id = 2"));
	/* both runs read the same; db_read_run gives the zero */
	char *one = run_counts(f, 1), *two = run_counts(f, 2);
	assert_string_equal(one, two);
	free(one);
	free(two);
	char err[1024] = "";
	struct db *db = db_open_existing(f->path, err, sizeof err);
	assert_non_null(db);
	struct arena *arena = arena_new();
	struct summary_file *got;
	assert_int_equal(db_read_run(db, 2, arena, &got, err, sizeof err), 1);
	const struct summary_counts *lc = &got->procs[0].loops[0].events;
	assert_int_equal(lc->n, 2);
	assert_string_equal(lc->v[1].event, "NOPS_RETIRED");
	assert_true(lc->v[1].value == 0);
	arena_free(arena);
	db_close(db);
	fixture_free(f);
}

/* The database at f->path made one as a tool of schema version v would
 * have written it: every table of migrations 1 to v with the rows it
 * holds (from the tables, or the views that replaced them); before
 * version 8, the counts with their zeros as rows. */
static void rewrite_as_version(const struct fixture *f, int v)
{
	const char *whole = db_schema();
	char marker[32];
	snprintf(marker, sizeof marker, "\n-- @migration %d\n", v + 1);
	const char *cut = strstr(whole, marker);
	assert_non_null(cut);
	char old[128];
	snprintf(old, sizeof old, "%s/v%d.db", f->dir, v);
	sqlite3 *h;
	assert_int_equal(sqlite3_open(old, &h), SQLITE_OK);
	char *schema = strndup(whole, (size_t)(cut - whole) + 1);
	if (sqlite3_exec(h, schema, NULL, NULL, NULL) != SQLITE_OK)
		fail_msg("the schema to version %d: %s", v, sqlite3_errmsg(h));
	free(schema);
	struct strbuf sql = {0};
	sb_printf(&sql, "ATTACH '%s' AS src;", f->path);
	for (int k = 1; k <= v; k++)
		sb_printf(&sql, "INSERT INTO schema_version VALUES (%d, '2026-01-01T00:00:00Z');", k);
	sqlite3_stmt *st;
	assert_int_equal(sqlite3_prepare_v2(h, "SELECT name, (SELECT group_concat(name) FROM "
		"pragma_table_info(t.name)) FROM sqlite_schema t WHERE type = 'table' AND "
		"name NOT IN ('schema_version', 'sqlite_sequence')", -1, &st, NULL), SQLITE_OK);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *t = (const char *)sqlite3_column_text(st, 0);
		const char *cols = (const char *)sqlite3_column_text(st, 1);
		/* the counts tables as their views read them */
		bool counts = v < 8 && strstr(t, "_counts") && strcmp(t, "measured_counts") != 0;
		sb_printf(&sql, "INSERT INTO main.%s (%s) SELECT %s FROM src.%s%s;", t, cols, cols,
			  counts ? "v_" : "", t);
	}
	sqlite3_finalize(st);
	if (sqlite3_exec(h, sql.data, NULL, NULL, NULL) != SQLITE_OK)
		fail_msg("copying into version %d: %s", v, sqlite3_errmsg(h));
	sb_free(&sql);
	sqlite3_close(h);
	assert_int_equal(rename(old, f->path), 0);
}

/* A run stored before migration 8 (its zeros as rows) reads after it as
 * a run stored after it does. */
static void old_runs_read_the_same_after_migration(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	struct pmu_setup q;
	struct counts *c = analysis_counts(f, &q);
	char err[1024] = "";
	struct run_info ri = info();
	struct db *db = db_open(f->path, err, sizeof err);
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, c, err, sizeof err), 1);
	db_close(db);
	rewrite_as_version(f, 7);
	assert_int_equal(qi(f, "SELECT max(version) FROM schema_version"), 7);
	long zeros = qi(f, "SELECT count(*) FROM block_counts WHERE value = 0");
	assert_true(zeros > 0);
	db = db_open(f->path, err, sizeof err);
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, c, err, sizeof err), 2);
	db_close(db);
	assert_int_equal(qi(f, "SELECT max(version) FROM schema_version"), db_schema_latest());
	assert_int_equal(qi(f, "SELECT count(*) FROM block_counts WHERE value = 0"), zeros);
	/* the migration gave the old run's objects their sets */
	assert_int_equal(qi(f, "SELECT count(*) FROM blocks WHERE events_set IS NULL AND "
			    "block_id IN (SELECT block_id FROM block_counts)"), 0);
	assert_true(qi(f, "SELECT count(*) FROM event_sets WHERE run_id = 1") > 0);
	char *one = run_counts(f, 1), *two = run_counts(f, 2);
	assert_true(strlen(one) > 1000);
	assert_string_equal(one, two);
	free(one);
	free(two);
	/* diff --db reads both alike */
	db = db_open_existing(f->path, err, sizeof err);
	struct arena *arena = arena_new();
	struct summary_file *a, *b;
	assert_int_equal(db_read_run(db, 1, arena, &a, err, sizeof err), 1);
	assert_int_equal(db_read_run(db, 2, arena, &b, err, sizeof err), 1);
	for (size_t k = 0; k < a->nprocs; k++) {
		assert_true(a->procs[k].inclusive_known == b->procs[k].inclusive_known);
		assert_same_counts(&a->procs[k].events, &b->procs[k].events);
		for (size_t L = 0; L < a->procs[k].nloops; L++)
			assert_same_counts(&a->procs[k].loops[L].events,
					   &b->procs[k].loops[L].events);
	}
	arena_free(arena);
	db_close(db);
	counts_free(c);
	pmu_setup_free(&q);
	fixture_free(f);
}

/* A run stored before migration 11 (its instructions a table of every
 * column) reads after it as before, and as a run stored after it. */
static void instructions_read_the_same_after_migration_11(void **state)
{
	(void)state;
	static const char *const reads[] = {
		"SELECT * FROM instructions ORDER BY insn_id",
		"SELECT * FROM v_instructions ORDER BY insn_id",
		"SELECT * FROM v_instruction_events ORDER BY run_id, offset, slot, event",
		"SELECT * FROM v_insn_counts ORDER BY insn_id, event_id",
		"SELECT * FROM loop_chain ORDER BY loop_id, position",
	};
	enum { NREADS = sizeof reads / sizeof *reads };
	/* the columns of a run's instructions that are no ids */
	static const char same[] =
		"SELECT idx, section, offset, slot, template, unit, type, port, port_class, "
		"encoding, encoding_x, mnemonic, text, line, qp, is_nop, generated, stop_after, "
		"issue_cycle, issue_group FROM instructions JOIN files USING (file_id) "
		"WHERE run_id = %d ORDER BY idx";
	struct fixture *f = fixture_new("t.s");
	struct pmu_setup setup;
	struct counts *c = analysis_counts(f, &setup);
	char err[1024] = "", sql[512];
	struct run_info ri = info();
	struct db *db = db_open(f->path, err, sizeof err);
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, c, err, sizeof err), 1);
	db_close(db);
	char *before[NREADS];
	for (int k = 0; k < NREADS; k++)
		before[k] = all_rows(f, reads[k]);
	assert_true(strlen(before[0]) > 1000);
	rewrite_as_version(f, 10);
	assert_int_equal(qi(f, "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND "
			    "name = 'instructions'"), 1);
	db = db_open(f->path, err, sizeof err);
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, c, err, sizeof err), 2);
	db_close(db);
	assert_int_equal(qi(f, "SELECT max(version) FROM schema_version"), db_schema_latest());
	assert_int_equal(qi(f, "SELECT count(*) FROM sqlite_schema WHERE type = 'view' AND "
			    "name = 'instructions'"), 1);
	assert_string_equal(q(f, "PRAGMA foreign_key_check"), "");
	for (int k = 0; k < NREADS; k++) {
		char *after = all_rows(f, reads[k]);
		/* run 1's rows first, as before; run 2's after them */
		if (strncmp(after, before[k], strlen(before[k])) != 0)
			fail_msg("%s: run 1 reads otherwise after the migration", reads[k]);
		free(after);
		free(before[k]);
	}
	snprintf(sql, sizeof sql, same, 1);
	char *one = all_rows(f, sql);
	snprintf(sql, sizeof sql, same, 2);
	char *two = all_rows(f, sql);
	assert_true(strlen(one) > 1000);
	assert_string_equal(one, two);
	free(one);
	free(two);
	counts_free(c);
	pmu_setup_free(&setup);
	fixture_free(f);
}

/* A new database is given the schema in one go (db/fresh.inc, made at
 * build time): the very schema a database of version 1 reaches by the
 * migrations, one by one, with the same application_id and versions. */
static void a_new_database_has_the_migrated_schema(void **state)
{
	(void)state;
	static const char schema[] = "SELECT type, name, tbl_name, sql FROM sqlite_schema "
				     "WHERE name NOT LIKE 'sqlite_autoindex%' ORDER BY type, name";
	static const char versions[] = "SELECT group_concat(version) FROM schema_version";
	struct fixture *f = fixture_new("t.s");
	assert_int_equal(store(f), 1);
	char *fresh = all_rows(f, schema), *fresh_versions = all_rows(f, versions);
	assert_true(strlen(fresh) > 10000);
	assert_int_equal(qi(f, "PRAGMA application_id"), 0x49413634);
	rewrite_as_version(f, 1);
	assert_int_equal(qi(f, "SELECT max(version) FROM schema_version"), 1);
	assert_int_equal(store(f), 2);
	char *migrated = all_rows(f, schema);
	assert_string_equal(fresh, migrated);
	char *migrated_versions = all_rows(f, versions);
	assert_string_equal(fresh_versions, migrated_versions);
	assert_int_equal(qi(f, "PRAGMA application_id"), 0x49413634);
	assert_string_equal(q(f, "PRAGMA foreign_key_check"), "");
	free(fresh);
	free(fresh_versions);
	free(migrated);
	free(migrated_versions);
	fixture_free(f);
}

/* Reading never creates or changes a file, and says what is wrong with
 * one it cannot read. */
static void reading_refuses_what_is_not_a_database(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	char err[1024] = "";
	assert_null(db_open_existing(f->path, err, sizeof err));
	assert_non_null(strstr(err, "runs.db: cannot open the database: No such file"));
	assert_int_equal(access(f->path, F_OK), -1);
	FILE *t = fopen(f->path, "w");
	assert_null(db_open_existing(f->path, err, sizeof err));
	assert_non_null(strstr(err, "not an ia64-predict database (it is empty)"));
	fputs("not a database, not even close to one of sqlite's pages", t);
	fclose(t);
	assert_null(db_open_existing(f->path, err, sizeof err));
	assert_non_null(strstr(err, "runs.db: not an ia64-predict database (not an SQLite "
				  "database: 55 bytes without SQLite's header)"));
	unlink(f->path);
	sqlite3 *h;
	assert_int_equal(sqlite3_open(f->path, &h), SQLITE_OK);
	assert_int_equal(sqlite3_exec(h, "CREATE TABLE t (x)", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(h);
	assert_null(db_open_existing(f->path, err, sizeof err));
	assert_non_null(strstr(err, "not an ia64-predict database (it has tables"));
	fixture_free(f);
}

/* ---- atomicity ---- */

struct hook_state {
	long fail_at;		/* -1: never */
	long rows;		/* the most rows seen */
	bool die;		/* end the process instead of failing */
};

static int hook(void *ctx, long row)
{
	struct hook_state *h = ctx;
	if (row + 1 > h->rows)
		h->rows = row + 1;
	if (row == h->fail_at && h->die)
		_exit(0);
	return row == h->fail_at;
}

static int64_t store_hooked(struct fixture *f, struct hook_state *hs, char *err,
			    size_t errlen)
{
	struct db *db = db_open(f->path, err, errlen);
	assert_non_null(db);
	db_set_fail_hook(db, hook, hs);
	struct run_info ri = info();
	int64_t id = db_store_run(db, &ri, f->prog, f->cfg, f->pr, &f->counts, err, errlen);
	db_close(db);
	return id;
}

static void failure_at_any_row_changes_nothing(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	struct hook_state hs = {.fail_at = -1};
	char err[1024] = "";
	assert_int_equal(store_hooked(f, &hs, err, sizeof err), 1);
	long total = hs.rows;
	assert_true(total > 100);

	/* a fingerprint not the catalogue's: each run below writes the
	 * catalogue again, as the first did */
	exec_on(f, "PRAGMA user_version = 1");
	struct snapshot before = take(f);
	/* every row at the start and the end, every 7th in between (most are
	 * the event catalogue) */
	for (long k = 0; k < total; k += k < 64 || k >= total - 64 ? 1 : 7) {
		hs = (struct hook_state){.fail_at = k};
		assert_int_equal(store_hooked(f, &hs, err, sizeof err), -1);
		assert_non_null(strstr(err, "injected failure"));
		assert_unchanged(f, &before);
		assert_int_equal(qi(f, "PRAGMA user_version"), 1);
	}
	snapshot_free(&before);
	/* the ids rolled back too: the next run is run 2 */
	assert_int_equal(store(f), 2);
	fixture_free(f);
}

static void failed_first_run_leaves_no_file(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	struct hook_state hs = {.fail_at = 50};
	char err[1024] = "";
	assert_int_equal(store_hooked(f, &hs, err, sizeof err), -1);
	assert_int_equal(access(f->path, F_OK), -1);
	fixture_free(f);
}

/* Two runs open the same new file; the first fails and removes it: the
 * second must not store into the removed file. */
static void removed_file_is_not_written(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	char err[1024] = "";
	struct db *first = db_open(f->path, err, sizeof err);
	struct db *second = db_open(f->path, err, sizeof err);
	assert_non_null(first);
	assert_non_null(second);
	struct hook_state hs = {.fail_at = 10};
	db_set_fail_hook(first, hook, &hs);
	struct run_info ri = info();
	assert_int_equal(db_store_run(first, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err), -1);
	db_close(first);
	assert_int_equal(access(f->path, F_OK), -1);
	assert_int_equal(db_store_run(second, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err), -1);
	if (!strstr(err, "removed or replaced"))
		fail_msg("%s", err);
	db_close(second);
	assert_int_equal(store(f), 1);
	fixture_free(f);
}

static void invalid_rows_change_nothing(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	store(f);
	struct snapshot before = take(f);
	char err[1024] = "";
	struct db *db = db_open(f->path, err, sizeof err);
	struct run_info ri = info();

	/* a count without an event name, late in the run: in the last block's
	 * set, after the runs, files, procedures, loops and most blocks */
	size_t last = f->cfg->nblocks - 1;
	struct event_count bad[] = {{"IA64_INST_RETIRED", 1}, {NULL, 2}};
	struct count_set keep = f->counts.blocks[last];
	f->counts.blocks[last] = (struct count_set){bad, 2, 2};
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err), -1);
	assert_non_null(strstr(err, "without an event name"));
	assert_unchanged(f, &before);

	/* a count that is not a number */
	bad[1] = (struct event_count){"IA64_INST_RETIRED", NAN};
	bad[0].event = "BACK_END_BUBBLE.ALL";
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err), -1);
	assert_non_null(strstr(err, "not a finite number"));
	assert_unchanged(f, &before);

	/* the same event twice in one set breaks a primary key */
	bad[1].value = 3;
	bad[0].event = "IA64_INST_RETIRED";
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err), -1);
	assert_non_null(strstr(err, "UNIQUE constraint failed"));
	assert_unchanged(f, &before);

	/* the handle still works after the failures */
	f->counts.blocks[last] = keep;
	assert_int_equal(db_store_run(db, &ri, f->prog, f->cfg, f->pr, &f->counts, err, sizeof err), 2);
	db_close(db);
	snapshot_free(&before);
	fixture_free(f);
}

/* A process that dies in the middle of a run (kill -9, a crash, power):
 * the file is as it was, and the next run drops the dead one's log. */
static void process_dying_midway_changes_nothing(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	struct hook_state counter = {.fail_at = -1};
	char err[1024] = "";
	assert_int_equal(store_hooked(f, &counter, err, sizeof err), 1);
	exec_on(f, "PRAGMA user_version = 1");	/* the next run writes the catalogue too */
	struct snapshot before = take(f);

	fflush(NULL);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		struct hook_state hs = {.fail_at = counter.rows / 2, .die = true};
		store_hooked(f, &hs, err, sizeof err);
		_exit(1);	/* the hook should have ended us first */
	}
	int status;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
	/* the dead run's write-ahead log (the first run set WAL mode) */
	char journal[128];
	snprintf(journal, sizeof journal, "%s-wal", f->path);
	assert_int_equal(access(journal, F_OK), 0);
	assert_unchanged(f, &before);
	/* the next writer removes the journal and appends run 2 */
	assert_int_equal(store(f), 2);
	assert_int_equal(access(journal, F_OK), -1);
	snapshot_free(&before);
	fixture_free(f);
}

/* A run of many files (db_store_files): one run, the files in the order
 * given, each as a run of its own would store it; rows that crossed a pipe
 * as bytes store the same; bytes cut short or damaged are refused; a
 * failure in a later file stores nothing. */
static void many_files_in_one_run(void **state)
{
	(void)state;
	struct fixture *f = fixture_new("t.s");
	assert_int_equal(store(f), 1);
	char err[1024] = "";
	struct db_file *rows = db_file_rows(f->prog, f->cfg, f->pr, &f->counts, err, sizeof err);
	assert_non_null(rows);
	size_t len;
	const unsigned char *bytes = db_file_bytes(rows, &len);
	struct db_file *copy = db_file_from_bytes(bytes, len, err, sizeof err);
	assert_non_null(copy);
	struct db_file *files[] = {rows, copy, rows};
	struct db *db = db_open(f->path, err, sizeof err);
	struct run_info ri = info();
	assert_int_equal(db_store_files(db, &ri, &f->model, files, 3, err, sizeof err), 2);
	db_close(db);
	assert_int_equal(qi(f, "SELECT count(*) FROM runs"), 2);
	assert_int_equal(qi(f, "SELECT count(*) FROM files WHERE run_id = 2"), 3);
	assert_int_equal(qi(f, "SELECT group_concat(file_id, '') FROM (SELECT file_id FROM files "
			    "WHERE run_id = 2 ORDER BY file_id)"), 234);
	/* each file of run 2 holds what run 1's one file holds */
	static const char *const per_file[] = {
		"SELECT count(*) FROM instructions i JOIN files USING (file_id) WHERE run_id = %d",
		"SELECT count(*) FROM v_file_events WHERE run_id = %d",
		"SELECT total(count) FROM v_file_events WHERE run_id = %d",
		"SELECT count(*) FROM v_loop_counts JOIN loops USING (loop_id) "
		"JOIN files USING (file_id) WHERE run_id = %d",
		"SELECT count(*) FROM v_insn_counts JOIN instructions USING (insn_id) "
		"JOIN files USING (file_id) WHERE run_id = %d",
		"SELECT count(*) FROM loop_chain JOIN loops USING (loop_id) "
		"JOIN files USING (file_id) WHERE run_id = %d"};
	for (size_t k = 0; k < sizeof per_file / sizeof *per_file; k++) {
		char sql[512];
		snprintf(sql, sizeof sql, per_file[k], 1);
		double one = atof(q(f, sql));
		snprintf(sql, sizeof sql, per_file[k], 2);
		assert_true(atof(q(f, sql)) == 3 * one);
	}
	assert_int_equal(qi(f, "SELECT count(*) FROM (SELECT file, procedure, header, trip_count, "
			    "cycles_per_iteration, bound FROM v_loops WHERE run_id = 2 EXCEPT "
			    "SELECT file, procedure, header, trip_count, cycles_per_iteration, bound "
			    "FROM v_loops WHERE run_id = 1)"), 0);
	assert_int_equal(qi(f, "SELECT count(*) FROM run_settings WHERE run_id = 2"), 2);

	/* bytes cut anywhere, or a run's row where the file's must be */
	unsigned char *bad = malloc(len);
	memcpy(bad, bytes, len);
	for (size_t n = 0; n < len; n += n < 64 || n > len - 64 ? 1 : 13) {
		assert_null(db_file_from_bytes(bad, n, err, sizeof err));
		assert_non_null(strstr(err, "cut short or damaged"));
	}
	bad[8] = 0;	/* S_RUN */
	assert_null(db_file_from_bytes(bad, len, err, sizeof err));
	/* the file's row saying more bytes than its values take */
	memcpy(bad, bytes, len);
	bad[10]++;	/* its header's size, after its statement and count */
	assert_null(db_file_from_bytes(bad, len, err, sizeof err));
	bad[10] -= 2;
	assert_null(db_file_from_bytes(bad, len, err, sizeof err));
	/* any byte changed: refused, or read within the bytes (the sanitized
	 * build checks); the file row's header (statement, values, size)
	 * always refused */
	for (size_t i = 0; i < len; i++) {
		memcpy(bad, bytes, len);
		bad[i] ^= 0xff;
		struct db_file *got = db_file_from_bytes(bad, len, err, sizeof err);
		if (i >= 8 && i < 14)
			assert_null(got);
		db_file_free(got);
	}

	/* a failure in the last file: nothing of the run stays */
	struct hook_state hs = {.fail_at = -1};
	db = db_open(f->path, err, sizeof err);
	db_set_fail_hook(db, hook, &hs);
	assert_int_equal(db_store_files(db, &ri, &f->model, files, 3, err, sizeof err), 3);
	db_close(db);
	struct snapshot before = take(f);
	db = db_open(f->path, err, sizeof err);
	hs = (struct hook_state){.fail_at = hs.rows - 5};
	db_set_fail_hook(db, hook, &hs);
	assert_int_equal(db_store_files(db, &ri, &f->model, files, 3, err, sizeof err), -1);
	assert_non_null(strstr(err, "injected failure"));
	db_close(db);
	assert_unchanged(f, &before);
	snapshot_free(&before);
	free(bad);
	db_file_free(copy);
	db_file_free(rows);
	fixture_free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(migrations_are_numbered),
		cmocka_unit_test(schema_created_on_first_run),
		cmocka_unit_test(foreign_and_newer_databases_refused),
		cmocka_unit_test(migrations_apply_in_the_run),
		cmocka_unit_test(runs_are_appended),
		cmocka_unit_test(many_files_in_one_run),
		cmocka_unit_test(run_description),
		cmocka_unit_test(catalogue_from_machine_events),
		cmocka_unit_test(views_hold_the_analysis),
		cmocka_unit_test(user_strings_are_never_sql),
		cmocka_unit_test(stored_rows_are_the_analysis),
		cmocka_unit_test(stored_run_reads_back_as_the_analysis),
		cmocka_unit_test(predicted_zeros_are_sets_not_rows),
		cmocka_unit_test(old_runs_read_the_same_after_migration),
		cmocka_unit_test(instructions_read_the_same_after_migration_11),
		cmocka_unit_test(a_new_database_has_the_migrated_schema),
		cmocka_unit_test(reading_refuses_what_is_not_a_database),
		cmocka_unit_test(failure_at_any_row_changes_nothing),
		cmocka_unit_test(failed_first_run_leaves_no_file),
		cmocka_unit_test(removed_file_is_not_written),
		cmocka_unit_test(invalid_rows_change_nothing),
		cmocka_unit_test(process_dying_midway_changes_nothing),
	};
	return cmocka_run_group_tests(tests, NULL, unit_teardown);
}
