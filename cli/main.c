/*
 * cli/main.c - the ia64-predict command.
 */
#include "../common/arena.h"
#include "../common/diag.h"
#include "../common/strbuf.h"
#include "../analysis/cfg.h"
#include "../analysis/counts.h"
#include "../db/db.h"
#include "../machine/pmu.h"
#include "commands.h"
#include "../analysis/predict.h"
#include "../analysis/report.h"
#include "../analysis/values.h"
#include "../parser/program.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef IA64P_VERSION
#define IA64P_VERSION "unknown"
#endif

static const char *progname = "ia64-predict";

/* "montecito, itanium2": the names --mcpu knows. */
static const char *cpu_names(char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (const struct core_cpu *k = core_cpus; k->name && len < size; k++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
					k == core_cpus ? "" : ", ", k->name);
	return buf;
}

static void usage(FILE *f)
{
	char cpus[160];
	fprintf(f,
"Usage: %s [OPTION]... FILE.s...\n"
"       %s diff [OPTION]... OLD.s NEW.s\n"
"       %s diff --db=FILE [--format=FMT] [-o FILE] OLD_RUN NEW_RUN\n"
"       %s runs [--db=FILE] [--format=FMT]\n"
"       %s merge OUT.db [IN.db]...\n"
"       %s import [--db=FILE] [--run=ID] [OPTION]... MEASURED.txt...\n"
"       %s encode [--all-sections] FILE.s\n"
"       %s check FILE.s\n"
"       %s list FILE.s\n"
"       %s symbols [-L] FILE.s\n"
"       %s sections FILE.s\n"
"       %s events [PATTERN]\n"
"       %s pmc [QUALIFIER]... [FILE.s]\n"
"       %s effects [--format=json] [MNEMONIC]...\n"
"Read IA-64 assembly as GNU as reads it and predict how a Montecito core\n"
"(Dual-Core Itanium 2, 9000 series) executes it: cycles per procedure, per\n"
"loop iteration and per issue group, and why.\n"
"\n"
"Commands:\n"
"  FILE.s              the report: procedures, loops (cycles per iteration,\n"
"                      bound, critical chain, issue groups), blocks;\n"
"                      registers named as the source writes them, the\n"
"                      physical one beside where rotation renames it,\n"
"                      and C source lines where the file has .loc\n"
"  FILE.s... DIR... @LIST\n"
"                      a whole library in one run: every file, the .s files\n"
"                      under each DIR (at any depth, in byte order of their\n"
"                      paths), the paths in LIST (one a line; @-: standard\n"
"                      input), analysed -j at a time and stored as one run;\n"
"                      the reports one after the other (JSON: one document,\n"
"                      \"failed\" naming the files with errors), a progress\n"
"                      bar on a terminal and a summary on standard error\n"
"  diff OLD.s NEW.s    the two predicted side by side: each procedure of both\n"
"                      (by name) and its loops (by header label): cycles,\n"
"                      cycles per iteration, bound, and the events that\n"
"                      changed, fewer or more (text or --format=json)\n"
"  diff --db=FILE OLD_RUN NEW_RUN\n"
"                      the same for two runs stored in the database FILE,\n"
"                      file by file (matched by name)\n"
"  runs                the runs stored in the database (--db=FILE): id, time,\n"
"                      CPU, files, command line\n"
"  merge OUT.db IN.db...\n"
"                      copy the runs of the databases IN.db (shards analysed\n"
"                      apart: docs/shards.md) into OUT.db, each run once\n"
"  import MEASURED.txt counts measured on real hardware (pfmon's or perf\n"
"                      stat's text output) stored next to a run, compared\n"
"                      with the prediction in v_measured_vs_predicted\n"
"                      (import --help: its options)\n"
"  encode FILE.s       every bundle of every code section as\n"
"                      'SECTION OFFSET HEX' (16 bytes as in the object file)\n"
"                      (--all-sections: every section's contents, 16 bytes\n"
"                      a line)\n"
"  check FILE.s        only check the instruction groups: warn of every\n"
"                      dependency violation (a read after a write, two\n"
"                      writes, a write after a read of one resource in one\n"
"                      group) as 'ia64-linux-gnu-as -x' does, each with a\n"
"                      note where the other access is (in automatic mode,\n"
"                      only what no inserted stop removes); exit 0 when\n"
"                      there is none, 1 when there is one, 2 on errors\n"
"  list FILE.s         the bundles: offset, template, slots, stops\n"
"  symbols FILE.s      the symbol table the object file would hold, as\n"
"                      objdump -t prints it (-L, --keep-locals: with the\n"
"                      labels named '.x', as as -L keeps them)\n"
"  sections FILE.s     the sections: NAME SIZE TYPE FLAGS ALIGN\n"
"  events [PATTERN]    the Montecito PMU events and whether and how each is\n"
"                      predicted (PATTERN: a substring or a shell glob)\n"
"  pmc [QUALIFIER]...  the PMC/IBR/DBR values that program a qualification\n"
"                      (opcode matchers, address ranges: docs/pmu.md)\n"
"  effects [MNEMONIC]  what each instruction form reads and writes, its\n"
"                      memory access and its branch (--format=json: one\n"
"                      object per form)\n"
"\n"
"Options:\n"
"      --format=FMT    'text' (default) or 'json' (schema: docs/json.md)\n"
"  -o, --output=FILE   write the report (text or JSON) to FILE, whole or not at\n"
"                      all ('-': standard output, the default)\n"
"      --db=FILE       append the run to the SQLite database FILE\n"
"                      (default ia64-predict.db; schema: docs/queries.md);\n"
"                      diff and runs read the runs stored in it\n"
"      --no-db         do not write a database\n"
"  -j, --jobs=N        analyse N files at a time, each in a process of its own\n"
"                      (default: the number of CPUs online)\n"
"      --summary       add a summary of each loop (per iteration), region and\n"
"                      procedure (per call): instructions, nops, syllables,\n"
"                      cycles, IPC and useful IPC, the bound and its reason\n"
"      --resource-pressure\n"
"                      add each loop's port uses (M0-M3 I0-I1 F0-F1 B0-B2) per\n"
"                      iteration, in all and per instruction\n"
"      --instruction-info\n"
"                      add each loop instruction's format, unit, the ports it\n"
"                      may use, and the latency from its results to each use\n"
"                      with the source of the number (table or parameter)\n"
"      --timeline[=ITER[-ITER]]\n"
"                      add a cycle-by-cycle view of each loop's first three\n"
"                      iterations, or of iterations ITER to ITER (from 0)\n"
"      --all-views     --summary, --resource-pressure, --instruction-info and\n"
"                      --timeline (each view is in the JSON too)\n"
"      --events=LIST   show these events (EVENT[.UMASK][:threshold=N],...)\n"
"                      instead of every predicted one\n"
"      --insn-events   add every instruction's counts (text and JSON)\n"
"      --mcpu=CPU      the core: one of %s (the first is the default)\n"
"      --param=NAME=V  set a model parameter (see --list-params)\n"
"      --trip=LABEL=N  the loop headed by LABEL runs N iterations\n"
"      --cache-state=warm|cold\n"
"                      caches hold the procedure's working set from a previous\n"
"                      call (warm, the default) or nothing (cold): docs/memory.md\n"
"      --assume=[PROC:]REG=VALUE\n"
"                      REG (in0-in7, r1-r127, f2-f127) holds VALUE as PROC (or every\n"
"                      procedure) is entered: the value model derives loop\n"
"                      trip counts from it\n"
"      --opc-match32=[mifb]:MATCH:MASK, --opc-match34=..., --irange=START-END,\n"
"      --inverse-irange, --drange=START-END, --base=SECTION=ADDR\n"
"                      qualify the counts as the PMU would (docs/pmu.md)\n"
"      --list-params   list the model parameters by owner (the CPU's, the\n"
"                      analysis policy's), with their defaults and sources\n"
"  -mhint.b=ok|warning|error, -munwind-check=warning|error\n"
"                      what hint.b and misused unwind directives get, as in\n"
"                      GNU as (defaults: error, warning); -mle, -mlp64 are\n"
"                      accepted and change nothing\n"
"  -mtune=itanium1|itanium2\n"
"                      choose bundle templates and alignment padding as\n"
"                      GNU as does for that processor (default: itanium2)\n"
"  -x, -xexplicit      explicit mode (the default): the stops as written\n"
"  -xauto              GNU as's automatic mode: written stops ignored, a stop,\n"
"                      srlz.d or srlz.i inserted before an instruction that\n"
"                      would violate a dependency (also after .auto)\n"
"  -xnone              follow no dependency until .auto/.explicit/.default\n"
"  -I DIR              search DIR for .include and .incbin files (and, for\n"
"                      a .S file, for #include)\n"
"  -D NAME[=VALUE], -U NAME\n"
"                      define or undefine a macro for the C preprocessor\n"
"  -h, --help          display this help and exit\n"
"  -V, --version       output version information and exit\n"
"\n"
"FILE.s may be '-' for standard input (the one file of a report), and\n"
"./@NAME a file whose name starts with '@'.  A FILE.S goes through the C\n"
"preprocessor first ('cpp -undef -x assembler-with-cpp' with what an IA-64\n"
"Linux gcc predefines; IA64_PREDICT_CPP names another preprocessor), as\n"
"'gcc -c' would take it.  Errors are reported as\n"
"'FILE:LINE:COLUMN: error: MESSAGE'; nothing is printed on standard output\n"
"for a file with errors and the exit status is 1 (2 for a bad command line;\n"
"check: 1 for a dependency violation, 2 for errors); in a run of many\n"
"files, one with errors is left out, the others reported and stored, and\n"
"the exit status is 1.  A database that is missing, not an ia64-predict\n"
"database, or without the run asked for is reported as\n"
"'ia64-predict: FILE: MESSAGE', exit status 1.\n"
"A loop's trip count comes from --trip, a '// ia64-predict: trip=N' comment\n"
"in its body, ar.lc as the code computes it before the loop (from constants\n"
"and --assume or '// ia64-predict: assume REG=VALUE'), or default_trip_count.\n",
		progname, progname, progname, progname, progname, progname, progname, progname,
		progname, progname, progname, progname, progname, progname,
		cpu_names(cpus, sizeof cpus));
}

static void version(void)
{
	printf("ia64-predict %s\n"
	       "A static predictor of Montecito PMU counts for IA-64 assembly.\n",
	       IA64P_VERSION);
}

static int write_out(struct strbuf *o)
{
	if (sb_write(o, stdout) != 0) {
		fprintf(stderr, "%s: error writing output: %s\n", progname, strerror(errno));
		return 1;
	}
	return 0;
}

/* Is standard output open for writing?  A message when not. */
static bool stdout_writable(void)
{
	int fl = fcntl(STDOUT_FILENO, F_GETFL);
	if (fl >= 0 && (fl & O_ACCMODE) != O_RDONLY)
		return true;
	fprintf(stderr, "%s: cannot write the report: standard output is %s; nothing was "
		"stored\n", progname, fl < 0 ? "closed" : "open for reading only");
	return false;
}

/* A file written whole or not at all: the text goes to a temporary file
 * beside path (so that rename is atomic), which commit_file renames to
 * path and abandon_file removes.  A path that names no regular file (a
 * device such as /dev/null, a pipe) is written itself: open_file opens
 * it, commit_file writes what the text holds then (renaming over it
 * would replace it). */
struct out_file {
	const char *path;
	char *tmp;		/* the temporary file's name; NULL: direct */
	FILE *out;		/* the temporary file, or path itself */
};

static bool open_file(struct out_file *f, const char *path)
{
	struct stat sb;
	f->path = path;
	f->tmp = NULL;
	if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
		f->out = fopen(path, "w");
		if (!f->out)
			fprintf(stderr, "%s: %s: cannot write: %s\n", progname, path, strerror(errno));
		return f->out != NULL;
	}
	f->tmp = xmalloc(strlen(path) + 8);
	sprintf(f->tmp, "%s.XXXXXX", path);
	int fd = mkstemp(f->tmp);
	f->out = fd >= 0 ? fdopen(fd, "w") : NULL;
	if (!f->out) {
		fprintf(stderr, "%s: %s: cannot write: %s\n", progname, path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(f->tmp);
		}
		free(f->tmp);
		f->tmp = NULL;
	}
	return f->out != NULL;
}

/* The temporary file gets the rest of o (what o did not drain into it
 * already) and goes to disk; a direct path waits for commit_file. */
static bool fill_file(struct out_file *f, struct strbuf *o)
{
	if (!f->tmp)
		return true;
	bool ok = sb_write(o, f->out) == 0 && fsync(fileno(f->out)) == 0;
	int err = errno;
	if (fclose(f->out) != 0 && ok) {
		ok = false;
		err = errno;
	}
	f->out = NULL;
	if (!ok) {
		fprintf(stderr, "%s: %s: cannot write: %s\n", progname, f->path, strerror(err));
		unlink(f->tmp);
		free(f->tmp);
		f->tmp = NULL;
	}
	return ok;
}

/* A report made before the run is stored, to appear after it: an
 * unnamed file in TMPDIR (or /tmp), or NULL (the report is then kept in
 * memory). */
static FILE *spool_open(void)
{
	const char *dir = getenv("TMPDIR");
	if (!dir || !*dir)
		dir = "/tmp";
	char *path = xmalloc(strlen(dir) + 32);
	sprintf(path, "%s/ia64-predict.XXXXXX", dir);
	int fd = mkstemp(path);
	FILE *f = NULL;
	if (fd >= 0) {
		unlink(path);
		f = fdopen(fd, "w+");
		if (!f)
			close(fd);
	}
	free(path);
	return f;
}

/* The spooled report, then o (the rest of it), to out: 0, or -1 with
 * errno set. */
static int spool_copy(FILE *spool, struct strbuf *o, FILE *out)
{
	char buf[1 << 16];
	size_t n;
	int err = 0;
	if (fflush(spool) != 0 || fseek(spool, 0, SEEK_SET) != 0)
		err = errno;
	while (!err && (n = fread(buf, 1, sizeof buf, spool)) > 0)
		if (fwrite(buf, 1, n, out) != n)
			err = errno ? errno : EIO;
	if (!err && ferror(spool))
		err = errno ? errno : EIO;
	if (sb_write(o, out) != 0 && !err)
		err = errno;
	if (err)
		errno = err;
	return err ? -1 : 0;
}

/* After fill_file: o (the rest of it, after what spool holds when it is
 * not NULL) is written to a direct path. */
static bool commit_file(struct out_file *f, struct strbuf *o, FILE *spool)
{
	if (!f->tmp) {
		bool ok = (spool ? spool_copy(spool, o, f->out) : sb_write(o, f->out)) == 0;
		int err = errno;
		if (fclose(f->out) != 0 && ok) {
			ok = false;
			err = errno;
		}
		f->out = NULL;
		if (!ok)
			fprintf(stderr, "%s: %s: cannot write: %s\n", progname, f->path,
				strerror(err));
		return ok;
	}
	bool ok = rename(f->tmp, f->path) == 0;
	if (!ok) {
		fprintf(stderr, "%s: %s: cannot write: %s\n", progname, f->path, strerror(errno));
		unlink(f->tmp);
	}
	free(f->tmp);
	f->tmp = NULL;
	return ok;
}

static void abandon_file(struct out_file *f)
{
	if (f->out)
		fclose(f->out);
	f->out = NULL;
	if (f->tmp)
		unlink(f->tmp);
	free(f->tmp);
	f->tmp = NULL;
}

static int flush_out(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "%s: error writing output: %s\n", progname, strerror(errno));
		return 1;
	}
	return 0;
}

static void hex_line(const char *section, uint64_t offset, const uint8_t *bytes, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	char line[40];
	for (size_t k = 0; k < n; k++) {
		line[2 * k] = hex[bytes[k] >> 4];
		line[2 * k + 1] = hex[bytes[k] & 15];
	}
	line[2 * n] = '\0';
	printf("%s 0x%llx %s\n", section, (unsigned long long)offset, line);
}

/* Written straight to stdout: the program is complete and error-free by
 * now, so nothing can stop half-way but the output itself.  Every bundle
 * of every code section; with all_sections, every section's contents
 * (not .bss-like ones) in lines of 16 bytes. */
static int cmd_encode(const char *path, const struct input_options *in, bool all_sections)
{
	struct program *p = cli_read_program(path, in, true);
	if (!p)
		return 1;
	if (all_sections) {
		struct obj_section *secs;
		size_t nsecs = program_object_sections(p, &secs);
		for (size_t s = 0; s < nsecs; s++) {
			const struct obj_section *o = &secs[s];
			const uint8_t *bytes = o->sec ? o->sec->image : o->contents;
			if (o->type == SEC_NOBITS)
				continue;
			for (uint64_t off = 0; off < o->size; off += 16)
				hex_line(o->name, off, bytes + off,
					 o->size - off < 16 ? (size_t)(o->size - off) : 16);
		}
		program_object_sections_free(secs, nsecs);
		program_free(p);
		return flush_out();
	}
	for (size_t s = 0; s < p->nsections; s++) {
		const struct asm_section *sec = &p->sections[s];
		for (size_t b = 0; b < sec->nbundles; b++)
			hex_line(sec->name, sec->bundles[b].offset,
				 sec->image + sec->bundles[b].offset, 16);
	}
	program_free(p);
	return flush_out();
}

/* `symbols` and `sections`: the object file's tables. */
static int cmd_objfile(const char *cmd, const char *path, const struct input_options *in,
		       bool keep_locals)
{
	struct program *p = cli_read_program(path, in, true);
	if (!p)
		return 1;
	if (strcmp(cmd, "symbols") == 0)
		cli_print_symbols(p, keep_locals, stdout);
	else
		cli_print_sections(p, stdout);
	program_free(p);
	return flush_out();
}

/* `check FILE.s`: the dependency violations GNU as -x warns of, and
 * nothing else (docs/check.md).  0: none, 1: some, 2: the file has errors. */
static int cmd_check(const char *path, struct input_options *in)
{
	in->check_dependencies = true;
	struct program *p = cli_read_program(path, in, false);
	if (!p)
		return 2;
	int rc = p->nviolations ? 1 : 0;
	program_free(p);
	return rc;
}

static int cmd_list(const char *path, const struct input_options *in)
{
	struct program *p = cli_read_program(path, in, false);
	if (!p)
		return 1;
	struct strbuf o = {0};
	for (size_t s = 0; s < p->nsections; s++) {
		const struct asm_section *sec = &p->sections[s];
		if (!sec->nbundles)
			continue;
		sb_printf(&o, "section %s: %zu bundles\n", sec->name, sec->nbundles);
		for (size_t b = 0; b < sec->nbundles; b++) {
			const struct asm_bundle *bu = &sec->bundles[b];
			const struct template_desc *t = template_get(bu->template_number);
			for (int k = 0; k < bundle_ninsns(bu); k++) {
				const struct asm_insn *in = &p->insns[bu->insn[k]];
				if (k == 0)
					sb_printf(&o, "%6llx  %-6s", (unsigned long long)bu->offset,
						   t ? t->name : "?");
				else
					sb_printf(&o, "%6s  %-6s", "", "");
				insn_text(&o, in);
				if (in->stop_after)
					sb_printf(&o, " ;;");
				if (!in->generated)
					sb_printf(&o, "\t// line %d", in->loc.line);
				const struct asm_source_line *c = program_source_line(p, in);
				if (c)
					sb_printf(&o, " (%s:%u)", c->file, c->line);
				sb_printf(&o, "\n");
			}
		}
	}
	program_free(p);
	return write_out(&o);
}

struct options {
	const char *cmd;		/* NULL (report), "encode", "list", "symbols"
					 * or "sections" */
	struct input_options in;	/* -I, -D, -U */
	bool all_sections, keep_locals;
	const char *file;
	const char *file2;		/* diff: the new file */
	char **operands;		/* the report's: FILE.s, DIR, @LIST */
	size_t noperands;
	int jobs;			/* -j: worker processes of a run of many */
	bool batch;			/* a run of many: analyze leaves the unused
					 * --trip and --assume to the run */
	bool diff_runs;			/* diff --db: file and file2 are run ids */
	const char *prediction_option;	/* the first option given that is not
					 * reading_option's: refused by diff --db */
	long long run_old, run_new;
	bool json, insn_events;
	struct views_request views;	/* --summary, --timeline, ... */
	struct model_config model;	/* --mcpu, --param */
	struct trip_override *trips;
	size_t ntrips;
	struct cfg_assume *assume;	/* --assume */
	char **assume_procs;		/* their procedure names */
	size_t nassume;
	struct pmu_setup pmu;		/* --opc-match32, --irange, ... */
	const char *db_path;		/* --db FILE */
	const char *out_path;		/* -o FILE ("-": standard output) */
	bool no_db;			/* --no-db */
	int argc;			/* the command line, for the runs table */
	char **argv;
	struct ev_request *req;		/* --events */
	const char **req_text;
	size_t nreq;
};

/* --events=EV1,EV2,...: each "EVENT[.UMASK][:threshold=N]". */
static bool parse_events(struct options *opt, const char *list)
{
	char *copy = xstrdup(list);
	bool ok = true;
	for (char *save = NULL, *tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		char err[160];
		struct ev_request r;
		if (ev_parse_request(tok, &r, err, sizeof err) != 0) {
			fprintf(stderr, "%s: --events: %s\n", progname, err);
			ok = false;
			break;
		}
		opt->req = xrealloc(opt->req, (opt->nreq + 1) * sizeof *opt->req);
		opt->req_text = xrealloc(opt->req_text, (opt->nreq + 1) * sizeof *opt->req_text);
		opt->req[opt->nreq] = r;
		opt->req_text[opt->nreq] = xstrdup(tok);
		opt->nreq++;
	}
	free(copy);
	return ok;
}

/* "LABEL=N" for --trip. */
static bool parse_trip(const char *arg, struct trip_override *t)
{
	const char *eq = strrchr(arg, '=');
	if (!eq || eq == arg || !eq[1])
		return false;
	char *end;
	long long n = strtoll(eq + 1, &end, 10);
	if (*end || n < 0)
		return false;
	char *label = xmalloc((size_t)(eq - arg) + 1);
	memcpy(label, arg, (size_t)(eq - arg));
	label[eq - arg] = '\0';
	*t = (struct trip_override){label, n, false};
	return true;
}

/* --list-params: every owner's parameters, the CPUs among the
 * machine's. */
static void list_params(void)
{
	printf("Model parameters by owner (--param NAME=VALUE; docs/model.md, section 6)\n");
	for (const struct param_table *const *t = analysis_param_owners; *t; t++) {
		printf("\n%s/: %s\n", (*t)->owner, (*t)->title);
		if (*t == &core_params) {
			printf("  CPU (--mcpu=NAME):\n");
			for (const struct core_cpu *k = core_cpus; k->name; k++)
				printf("    %-12s %s%s\n", k->name, k->doc,
				       k == core_cpus ? " (the default)" : "");
		}
		printf("  %-26s %7s  %-10s %s\n", "NAME", "DEFAULT", "UNIT", "MEANING, SOURCE");
		for (int i = 0; i < (*t)->count; i++) {
			const struct param_def *d = &(*t)->defs[i];
			printf("  %-26s %7.15g  %-10s %s\n", d->name, d->deflt, d->unit, d->doc);
			printf("  %-26s %7s  %-10s source: %s\n", "", "", "", d->source);
		}
	}
}

/* The value of an option written "--name=value" or "--name value". */
static const char *option_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	if (strncmp(argv[*i], name, n) != 0)
		return NULL;
	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (argv[*i][n] == '\0' && *i + 1 < argc)
		return argv[++*i];
	return NULL;
}

static int usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", progname);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nTry '%s --help' for more information.\n", progname);
	return 2;
}

/* The qualification registers a run programmed, for the database. */
static size_t pmu_settings(const struct pmu_setup *q, struct db_setting *set,
			   char (*buf)[24])
{
	size_t n = 0;
	for (int r = 0; r < PMU_NREGS; r++) {
		if (!q->programmed[r])
			continue;
		snprintf(buf[n], sizeof buf[n], "0x%llx", (unsigned long long)q->regs[r]);
		set[n].name = pmu_reg_name(r);
		set[n].value = buf[n];
		n++;
	}
	for (int i = 0; i < q->nirange; i++)
		set[n++] = (struct db_setting){"irange", q->irange[i].text};
	if (q->has_drange)
		set[n++] = (struct db_setting){"drange", q->drange.text};
	return n;
}

/* The database a run is stored in. */
static const char *db_path(const struct options *opt)
{
	return opt->db_path ? opt->db_path : DB_DEFAULT_PATH;
}

/* Appends a run of files (their rows, in order) to the database in one
 * transaction: the run's id, or -1 with a message naming the database in
 * err (DB_MESSAGE_MAX bytes). */
static int64_t store_files(const struct options *opt, const struct db_setting *set,
			   size_t nset, size_t nfiles, db_fetch_fn *fetch, void *ctx, char *err)
{
	struct run_info ri = {.argc = opt->argc, .argv = opt->argv, .settings = set,
			      .nsettings = nset, .tool_version = IA64P_VERSION};
	struct db *db = db_open(db_path(opt), err, DB_MESSAGE_MAX);
	int64_t id = db ? db_store_fetched(db, &ri, &opt->model, nfiles, fetch, ctx, err,
					   DB_MESSAGE_MAX)
			: -1;
	db_close(db);
	return id;
}

/* store_run's fetch: the one file's rows, handed over. */
static struct db_file *take_rows(void *ctx, size_t k, char *err, size_t errlen)
{
	(void)k;
	(void)err;
	(void)errlen;
	struct db_file **rows = ctx, *f = *rows;
	*rows = NULL;
	return f;
}

/* Appends the run to the database in one transaction; q: the
 * qualification as finished for the program. */
static bool store_run(const struct options *opt, const struct pmu_setup *q,
		      const struct program *p, const struct cfg *g,
		      const struct prediction *pr, const struct counts *c)
{
	struct db_setting set[PMU_NREGS + PMU_MAX_IRANGES + 1];
	char buf[PMU_NREGS][24];
	size_t nset = pmu_settings(q, set, buf);
	char err[DB_MESSAGE_MAX];
	struct db_file *rows = db_file_rows(p, g, pr, c, err, sizeof err);
	if (!rows) {
		fprintf(stderr, "%s: %s: %s\n", progname, db_path(opt), err);
		return false;
	}
	bool ok = store_files(opt, set, nset, 1, take_rows, &rows, err) > 0;
	if (!ok)
		fprintf(stderr, "%s: %s\n", progname, err);
	db_file_free(rows);
	return ok;
}

/* One file analysed as the report analyses it: read, its graph, the
 * prediction and the counts, checked; pmu is opt's qualification
 * finished for this program (its results are its own). */
struct analysis {
	struct program *p;
	struct cfg *g;
	struct prediction *pr;
	struct counts *c;
	struct pmu_setup pmu;
};

static void analysis_free(struct analysis *a)
{
	counts_free(a->c);
	predict_free(a->pr);
	cfg_free(a->g);
	program_free(a->p);
	/* the requests are opt's: only the results are the analysis's */
	free(a->pmu.sec_base);
	sb_free(&a->pmu.explain);
}

/* The --trip labels no loop had and the --assume procedures none was,
 * warned of; trip_used and assume_used (NULL: opt's own flags) say
 * which were used by any file of a run of many. */
static void warn_unused(const struct options *opt, const bool *trip_used,
			const bool *assume_used)
{
	for (size_t i = 0; i < opt->ntrips; i++)
		if (!(trip_used ? trip_used[i] : opt->trips[i].used))
			fprintf(stderr, "%s: warning: --trip %s: no loop has that header label\n",
				progname, opt->trips[i].label);
	for (size_t i = 0; i < opt->nassume; i++)
		if (!(assume_used ? assume_used[i] : opt->assume[i].used))
			fprintf(stderr, "%s: warning: --assume: no procedure %s%s\n",
				progname, opt->assume[i].proc ? "named " : "in the file",
				opt->assume[i].proc ? opt->assume[i].proc : "");
}

/* False, having said why on standard error, when file cannot be
 * predicted. */
static bool analyze(struct options *opt, const char *file, struct analysis *a)
{
	memset(a, 0, sizeof *a);
	a->pmu = opt->pmu;
	a->pmu.sec_base = NULL;
	memset(&a->pmu.explain, 0, sizeof a->pmu.explain);
	/* a violation is warned of, and its group marked illegal */
	opt->in.check_dependencies = true;
	a->p = cli_read_program(file, &opt->in, false);
	if (!a->p)
		return false;
	/* the sections where --base puts them: the code for the fetches and
	 * --irange, the data for the walk's addresses and --drange */
	char perr[256];
	uint64_t data_base = VALUES_REGION3 +
			     ((uint64_t)analysis_param(&opt->model, ANALYSIS_DATA_PLACE) << 20);
	struct pmu_program view;
	uint64_t *layout;
	cli_pmu_view(a->p, data_base, &view, &layout);
	bool placed = pmu_setup_finish(&a->pmu, &view, perr, sizeof perr);
	free(layout);
	if (!placed) {
		fprintf(stderr, "%s: %s\n", progname, perr);
		return false;
	}
	struct cfg_options co = {
		.default_trip_count = (int64_t)analysis_param(&opt->model, ANALYSIS_DEFAULT_TRIP_COUNT),
		.walk_limit = (int64_t)analysis_param(&opt->model, ANALYSIS_WALK_LIMIT),
		.no_fast_forward = analysis_param(&opt->model, ANALYSIS_WALK_FAST_FORWARD) == 0,
		.walk_memory_words = (int64_t)analysis_param(&opt->model, ANALYSIS_WALK_MEMORY_WORDS),
		.walk_memory_runs = (int64_t)analysis_param(&opt->model, ANALYSIS_WALK_MEMORY_RUNS),
		.alat_entries = (int64_t)cache_param(&opt->model.cache, CACHE_ALAT_ENTRIES),
		.data_base = data_base,
		.section_base = a->pmu.sec_base,
		.trips = opt->trips, .ntrips = opt->ntrips,
		.assume = opt->assume, .nassume = opt->nassume,
	};
	a->g = cfg_build(a->p, &co);
	/* the memory model fetches and counts where --base put the code,
	 * and in the data range --drange gives */
	opt->model.pmu = &a->pmu;
	a->pr = NULL;
	a->c = a->g ? counts_predict(a->p, a->g, &opt->model, &a->pmu, &a->pr) : NULL;
	if (!a->c)
		return false;
	/* the analyses run again for the formulas say nothing new */
	FILE *quiet = fopen("/dev/null", "w");
	FILE *was = diag_stream();
	if (quiet)
		diag_set_stream(quiet);
	counts_formulas(a->c, &co, &opt->model);
	counts_calls_with_arguments(a->c, a->pr, &co, &opt->model);
	diag_set_stream(was);
	if (quiet)
		fclose(quiet);
	if (!opt->batch)
		warn_unused(opt, NULL, NULL);
	const char *bad = report_check(a->pr);
	if (!bad)
		bad = counts_check(a->c);
	if (bad) {
		fprintf(stderr, "%s: internal error: consistency check failed: %s\n", progname, bad);
		return false;
	}
	return true;
}

/* The report of one analysed file: its text, or its object of the JSON
 * "files" array. */
static void file_report(const struct options *opt, const struct analysis *a, struct strbuf *o)
{
	struct event_selection sel = {opt->req, opt->req_text, opt->nreq, opt->insn_events};
	if (opt->json)
		report_json_file(o, a->pr, a->c, &sel, &opt->views);
	else
		report_text(o, a->pr, a->c, &sel, &opt->views);
}

/* The report report(opt, ctx, o) makes, where it goes, and the run
 * stored by store(opt, ctx) (unless --no-db): the report where it goes
 * is checked before the database is written, and the database before the
 * report appears: a report to a file is written aside first (as it is
 * made) and put in place once the database has the run; standard output
 * must be open for writing (what fails later, a full disk or a closed
 * pipe, is reported with the run stored), and gets the report, spooled
 * as it is made, once the run is stored.  Without a database, a report to
 * standard output or to a file that is no regular file is written as it
 * is made.  The exit status: 0, or 1 when something failed. */
static int publish(const struct options *opt,
		   void (*report)(const struct options *opt, void *ctx, struct strbuf *o),
		   bool (*store)(const struct options *opt, void *ctx), void *ctx)
{
	struct out_file f = {0};
	bool to_file = opt->out_path && strcmp(opt->out_path, "-") != 0;
	if (to_file ? !open_file(&f, opt->out_path) : !stdout_writable())
		return 1;
	struct strbuf o = {0};
	FILE *spool = NULL;
	if (to_file && (f.tmp || opt->no_db))
		o.sink = f.out;
	else if (opt->no_db)
		o.sink = stdout;
	else	/* held in memory when TMPDIR cannot be written */
		o.sink = spool = spool_open();
	report(opt, ctx, &o);
	if (spool && o.sink_error) {	/* TMPDIR is full: made again, in memory */
		fclose(spool);
		spool = NULL;
		sb_free(&o);
		report(opt, ctx, &o);
	}
	int rc = 1;
	if (to_file && !fill_file(&f, &o)) {
		abandon_file(&f);
	} else if (!opt->no_db && !store(opt, ctx)) {
		abandon_file(&f);
	} else if (to_file) {
		rc = commit_file(&f, &o, spool) ? 0 : 1;
	} else {
		rc = spool ? spool_copy(spool, &o, stdout) : sb_write(&o, stdout);
		if (rc != 0) {
			fprintf(stderr, "%s: error writing output: %s\n", progname, strerror(errno));
			rc = 1;
			if (!opt->no_db)
				fprintf(stderr, "%s: the run was stored in %s all the same\n",
					progname, db_path(opt));
		}
	}
	if (spool)
		fclose(spool);
	sb_free(&o);
	return rc;
}

/* publish's store for one file: ctx is its struct analysis. */
static bool store_one(const struct options *opt, void *ctx)
{
	const struct analysis *a = ctx;
	return store_run(opt, &a->pmu, a->p, a->g, a->pr, a->c);
}

/* publish's report for one file: ctx is its struct analysis. */
static void report_one(const struct options *opt, void *ctx, struct strbuf *o)
{
	const struct analysis *a = ctx;
	if (opt->json) {
		sb_puts(o, "{");
		report_json_header(o, &opt->model);
		sb_puts(o, ", \"files\": [");
		file_report(opt, a, o);
		sb_puts(o, "]}\n");
	} else {
		file_report(opt, a, o);
	}
}

static int cmd_report(struct options *opt)
{
	struct analysis a;
	int rc = 1;
	if (analyze(opt, opt->file, &a))
		rc = publish(opt, report_one, store_one, &a);
	analysis_free(&a);
	return rc;
}

/* ---- a run of many files ----------------------------------------------- */

/* Bytes a run of many keeps in its spool file (batch.reports). */
struct spooled {
	bool kept;			/* false: they are still in memory */
	off_t at;
	size_t len;
};

/* One file of a run of many, as its worker sent it back. */
struct batch_file {
	bool ended, ok;
	struct strbuf report;		/* file_report's, unless spooled: */
	struct spooled report_spooled;
	struct db_file *rows;		/* NULL with --no-db, or once spooled: */
	struct spooled rows_spooled;
	uint64_t procs, loops, bundles;
	struct strbuf settings;		/* its qualification: NAME\0 VALUE\0 ... */
	struct strbuf messages;		/* what it wrote on standard error */
};

struct batch {
	struct options *opt;
	struct cli_files files;
	struct batch_file *f;
	size_t ended;			/* files ended */
	size_t shown;			/* files whose messages were shown */
	uint64_t bytes_done, bundles_done;
	bool *trip_used, *assume_used;	/* by some file */
	struct cli_progress *bar;
	int64_t run_id;			/* once stored */
	/* the files' reports as they end, until the run's report is made
	 * (a library's reports are larger than any one analysis): an unnamed
	 * file in TMPDIR, or NULL (kept in memory) */
	FILE *reports;
	bool reports_tried;
};

static void put_u64(struct strbuf *o, uint64_t v)
{
	sb_append(o, &v, sizeof v);
}

/* Bytes of a worker's result, read in order; false once cut short. */
struct reader {
	const char *p;
	size_t left;
};

static bool take(struct reader *r, void *to, size_t n)
{
	if (r->left < n)
		return false;
	memcpy(to, r->p, n);
	r->p += n;
	r->left -= n;
	return true;
}

/* A length, then as many bytes, into *to. */
static bool take_bytes(struct reader *r, struct strbuf *to)
{
	uint64_t n;
	if (!take(r, &n, sizeof n) || r->left < n)
		return false;
	sb_append(to, r->p, (size_t)n);
	r->p += n;
	r->left -= n;
	return true;
}

static void put_bytes(struct strbuf *o, const void *bytes, size_t n)
{
	put_u64(o, n);
	sb_append(o, bytes, n);
}

/* In a worker: file index analysed, its result into out: whether it
 * was analysed; its procedures, loops and bundles; which --trip and
 * --assume it used; its report, rows and qualification settings. */
static int batch_job(void *ctx, size_t index, struct strbuf *out)
{
	struct batch *b = ctx;
	struct options *opt = b->opt;
	const char *path = b->files.paths[index];
	struct analysis a;
	bool ok = analyze(opt, path, &a);
	struct strbuf report = {0}, settings = {0};
	struct db_file *rows = NULL;
	if (ok && !opt->no_db) {
		char err[512];
		rows = db_file_rows(a.p, a.g, a.pr, a.c, err, sizeof err);
		if (!rows)
			fprintf(stderr, "%s: %s: internal error: %s\n", progname, path, err);
		ok = rows != NULL;
	}
	uint64_t bundles = 0;
	for (size_t s = 0; a.p && s < a.p->nsections; s++)
		if (a.p->sections[s].code)
			bundles += a.p->sections[s].nbundles;
	if (ok) {
		file_report(opt, &a, &report);
		struct db_setting set[PMU_NREGS + PMU_MAX_IRANGES + 1];
		char buf[PMU_NREGS][24];
		size_t nset = pmu_settings(&a.pmu, set, buf);
		for (size_t k = 0; k < nset; k++) {
			const char *v = set[k].value ? set[k].value : "";
			sb_append(&settings, set[k].name, strlen(set[k].name) + 1);
			sb_append(&settings, v, strlen(v) + 1);
		}
	}
	sb_append(out, &(char){ok}, 1);
	put_u64(out, ok ? a.g->nprocs : 0);
	put_u64(out, ok ? a.g->nloops : 0);
	put_u64(out, bundles);
	for (size_t i = 0; i < opt->ntrips; i++)
		sb_append(out, &(char){opt->trips[i].used}, 1);
	for (size_t i = 0; i < opt->nassume; i++)
		sb_append(out, &(char){opt->assume[i].used}, 1);
	size_t nrows = 0;
	const void *bytes = rows ? db_file_bytes(rows, &nrows) : NULL;
	put_bytes(out, report.data, report.len);
	put_bytes(out, bytes, nrows);
	put_bytes(out, settings.data, settings.len);
	sb_free(&report);
	sb_free(&settings);
	db_file_free(rows);
	analysis_free(&a);
	return 0;
}

/* A worker's result into f; false when it is not whole. */
static bool batch_read(struct batch *b, struct batch_file *f, const struct strbuf *result)
{
	struct reader r = {result->data, result->len};
	char ok, used;
	struct strbuf rows = {0};
	bool whole = take(&r, &ok, 1) && take(&r, &f->procs, 8) && take(&r, &f->loops, 8) &&
		     take(&r, &f->bundles, 8);
	for (size_t i = 0; whole && i < b->opt->ntrips; i++)
		if ((whole = take(&r, &used, 1)) && used)
			b->trip_used[i] = true;
	for (size_t i = 0; whole && i < b->opt->nassume; i++)
		if ((whole = take(&r, &used, 1)) && used)
			b->assume_used[i] = true;
	whole = whole && take_bytes(&r, &f->report) && take_bytes(&r, &rows) &&
		take_bytes(&r, &f->settings) && r.left == 0;
	char err[256];
	if (whole && ok && !b->opt->no_db)
		whole = (f->rows = db_file_from_bytes(rows.data, rows.len, err, sizeof err)) != NULL;
	sb_free(&rows);
	f->ok = whole && ok;
	return whole;
}

/* Every file whose messages can be shown in the files' order, shown. */
static void batch_show(struct batch *b)
{
	for (; b->shown < b->files.n && b->f[b->shown].ended; b->shown++) {
		struct strbuf *m = &b->f[b->shown].messages;
		if (!m->len)
			continue;
		cli_progress_clear(b->bar);
		fwrite(m->data, 1, m->len, stderr);
		sb_free(m);
	}
}

/* len bytes of data at the end of b->reports, where *out says; false
 * when there is no spool or it cannot be written (then they stay in
 * memory). */
static bool spool_put(struct batch *b, const void *data, size_t len, struct spooled *out)
{
	if (!b->reports_tried) {
		b->reports = spool_open();
		b->reports_tried = true;
	}
	if (!b->reports || !len || fseeko(b->reports, 0, SEEK_END) != 0)
		return false;
	off_t at = ftello(b->reports);
	if (at < 0 || fwrite(data, 1, len, b->reports) != len || fflush(b->reports) != 0)
		return false;
	*out = (struct spooled){true, at, len};
	return true;
}

/* n bytes of what sp kept, from its byte from on, into buf; false when
 * they cannot be read back. */
static bool spool_get(const struct batch *b, const struct spooled *sp, size_t from, void *buf,
		      size_t n)
{
	return fseeko(b->reports, sp->at + (off_t)from, SEEK_SET) == 0 &&
	       fread(buf, 1, n, b->reports) == n;
}

/* f's report and rows into b->reports, at its end; in memory still when
 * they cannot be written there.  A library's reports and rows are larger
 * than any one analysis: the run holds one file's at a time. */
static void batch_spool(struct batch *b, struct batch_file *f)
{
	if (spool_put(b, f->report.data, f->report.len, &f->report_spooled))
		sb_free(&f->report);
	size_t len = 0;
	const void *bytes = f->rows ? db_file_bytes(f->rows, &len) : NULL;
	if (bytes && spool_put(b, bytes, len, &f->rows_spooled)) {
		db_file_free(f->rows);
		f->rows = NULL;
	}
}

/* f's report appended to o, drained as it goes; false when the spool
 * cannot be read back. */
static bool batch_file_report(const struct batch *b, const struct batch_file *f,
			      struct strbuf *o)
{
	const struct spooled *sp = &f->report_spooled;
	if (!sp->kept) {
		sb_append(o, f->report.data, f->report.len);
		sb_drain(o);
		return true;
	}
	char buf[1 << 16];
	for (size_t done = 0; done < sp->len;) {
		size_t n = sp->len - done < sizeof buf ? sp->len - done : sizeof buf;
		if (!spool_get(b, sp, done, buf, n))
			return false;
		sb_append(o, buf, n);
		sb_drain(o);
		done += n;
	}
	return true;
}

static void batch_ended(void *ctx, size_t index, struct strbuf *result, struct strbuf *messages,
			int status)
{
	struct batch *b = ctx;
	struct batch_file *f = &b->f[index];
	f->ended = true;
	f->messages = *messages;
	*messages = (struct strbuf){0};
	bool exited = WIFEXITED(status) && WEXITSTATUS(status) == 0;
	if (!exited || !batch_read(b, f, result)) {
		f->ok = false;
		if (WIFSIGNALED(status))
			sb_printf(&f->messages, "%s: %s: internal error: the analysis was killed "
				  "by signal %d (%s)\n", progname, b->files.paths[index],
				  WTERMSIG(status), strsignal(WTERMSIG(status)));
		else
			sb_printf(&f->messages, "%s: %s: internal error: the analysis ended "
				  "without its result (exit status %d)\n", progname,
				  b->files.paths[index], WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	}
	if (f->ok)
		batch_spool(b, f);
	b->ended++;
	b->bytes_done += b->files.sizes[index];
	b->bundles_done += f->bundles;
	batch_show(b);
}

static void batch_tick(void *ctx)
{
	struct batch *b = ctx;
	cli_progress_update(b->bar, b->ended, b->bytes_done, b->bundles_done);
}

/* The run's qualification settings: those of its files where they agree;
 * a setting that differs between files (a range given by a symbol placed
 * differently), or that some lack, has no value.  Points into the files'
 * settings. */
static size_t batch_settings(const struct batch *b, struct db_setting **out)
{
	struct db_setting *set = NULL;
	size_t *had = NULL;		/* how many files have set[k] */
	size_t n = 0, files = 0;
	for (size_t i = 0; i < b->files.n; i++) {
		const struct strbuf *fs = &b->f[i].settings;
		if (!b->f[i].ok)
			continue;
		files++;
		for (const char *p = fs->data, *end = p + fs->len; p && p < end;) {
			const char *name = p, *value = name + strlen(name) + 1;
			p = value + strlen(value) + 1;
			size_t k = 0;
			while (k < n && strcmp(set[k].name, name) != 0)
				k++;
			if (k == n) {
				set = xrealloc(set, (n + 1) * sizeof *set);
				had = xrealloc(had, (n + 1) * sizeof *had);
				set[n] = (struct db_setting){name, value};
				had[n++] = 0;
			} else if (set[k].value && strcmp(set[k].value, value) != 0) {
				set[k].value = NULL;
			}
			had[k]++;
		}
	}
	for (size_t k = 0; k < n; k++)
		if (had[k] != files)
			set[k].value = NULL;
	free(had);
	*out = set;
	return n;
}

/* store_batch's fetch: the rows of the k-th file analysed, from the
 * spool or handed over. */
struct batch_fetch {
	struct batch *b;
	size_t *which;		/* the files analysed, by index */
};

static struct db_file *batch_rows(void *ctx, size_t k, char *err, size_t errlen)
{
	struct batch_fetch *x = ctx;
	struct batch_file *f = &x->b->f[x->which[k]];
	const struct spooled *sp = &f->rows_spooled;
	if (!sp->kept) {
		struct db_file *rows = f->rows;
		f->rows = NULL;
		return rows;
	}
	unsigned char *bytes = xmalloc(sp->len);
	struct db_file *rows = NULL;
	if (!spool_get(x->b, sp, 0, bytes, sp->len))
		snprintf(err, errlen, "%s: its rows cannot be read back from the temporary "
			 "file: %s", x->b->files.paths[x->which[k]],
			 ferror(x->b->reports) ? strerror(errno) : "cut short");
	else
		rows = db_file_from_bytes(bytes, sp->len, err, errlen);
	free(bytes);
	return rows;
}

/* publish's store for a run of many: ctx is the batch. */
static bool store_batch(const struct options *opt, void *ctx)
{
	struct batch *b = ctx;
	size_t *which = xcalloc(b->files.n ? b->files.n : 1, sizeof *which);
	size_t n = 0;
	for (size_t i = 0; i < b->files.n; i++)
		if (b->f[i].ok)
			which[n++] = i;
	struct batch_fetch fetch = {b, which};
	struct db_setting *set;
	size_t nset = batch_settings(b, &set);
	char err[DB_MESSAGE_MAX], note[64 + PATH_MAX];
	snprintf(note, sizeof note, "storing %zu files in %s", n, db_path(opt));
	cli_progress_say(b->bar, note);
	b->run_id = store_files(opt, set, nset, n, batch_rows, &fetch, err);
	cli_progress_clear(b->bar);
	if (b->run_id < 0)
		fprintf(stderr, "%s: %s\n", progname, err);
	free(set);
	free(which);
	return b->run_id > 0;
}

/* The report of the files analysed, in the order given: each file's text
 * report after an empty line, or one JSON document whose "files" are
 * theirs and whose "failed" lists the files not analysed. */
static void batch_report(const struct options *opt, void *ctx, struct strbuf *o)
{
	const struct batch *b = ctx;
	bool first = true;
	if (opt->json) {
		sb_puts(o, "{");
		report_json_header(o, &opt->model);
		sb_puts(o, ", \"files\": [");
	}
	for (size_t i = 0; i < b->files.n; i++) {
		const struct batch_file *f = &b->f[i];
		if (!f->ok)
			continue;
		if (!first)
			sb_puts(o, opt->json ? ", " : "\n");
		if (!batch_file_report(b, f, o) && !o->sink_error) {
			fprintf(stderr, "%s: %s: cannot read its report back from TMPDIR: %s\n",
				progname, b->files.paths[i], strerror(errno ? errno : EIO));
			o->sink_error = errno ? errno : EIO;
		}
		first = false;
	}
	if (!opt->json)
		return;
	sb_puts(o, "], \"failed\": [");
	first = true;
	for (size_t i = 0; i < b->files.n; i++) {
		if (b->f[i].ok)
			continue;
		sb_puts(o, first ? "" : ", ");
		sb_json_string(o, b->files.paths[i]);
		first = false;
	}
	sb_puts(o, "]}\n");
}

/* ia64-predict FILE.s... DIR... @LIST...: every file analysed (in worker
 * processes, -j at a time) and stored as one run; a file with errors is
 * reported and left out.  1 when a file had errors or the run could not
 * be stored or reported. */
static int cmd_report_many(struct options *opt)
{
	struct batch b = {.opt = opt};
	bool listed = cli_list_files(opt->operands, opt->noperands, &b.files);
	if (!b.files.n) {
		fprintf(stderr, "%s: no file to analyse\n", progname);
		cli_files_free(&b.files);
		return 1;
	}
	b.f = xcalloc(b.files.n, sizeof *b.f);
	b.trip_used = xcalloc(opt->ntrips + 1, sizeof *b.trip_used);
	b.assume_used = xcalloc(opt->nassume + 1, sizeof *b.assume_used);
	uint64_t bytes = 0;
	for (size_t i = 0; i < b.files.n; i++)
		bytes += b.files.sizes[i];
	b.bar = cli_progress_new(STDERR_FILENO, b.files.n, bytes);
	opt->batch = true;
	struct cli_jobs jobs = {.n = b.files.n, .workers = opt->jobs, .ctx = &b,
				.run = batch_job, .ended = batch_ended, .tick = batch_tick};
	cli_run_jobs(&jobs);
	cli_progress_clear(b.bar);
	warn_unused(opt, b.trip_used, b.assume_used);
	size_t analysed = 0;
	uint64_t procs = 0, loops = 0;
	for (size_t i = 0; i < b.files.n; i++)
		if (b.f[i].ok) {
			analysed++;
			procs += b.f[i].procs;
			loops += b.f[i].loops;
		}
	int rc = 1;
	if (analysed)
		rc = publish(opt, batch_report, store_batch, &b);
	cli_progress_free(b.bar);
	if (!listed || analysed < b.files.n)
		rc = 1;
	char stored[64 + PATH_MAX];
	if (b.run_id > 0)
		snprintf(stored, sizeof stored, "run %lld in %s", (long long)b.run_id,
			 db_path(opt));
	else
		snprintf(stored, sizeof stored, "%s", opt->no_db && analysed ? "not stored (--no-db)"
			 : "nothing stored");
	fprintf(stderr, "%s: %zu file%s, %zu analysed (%llu procedure%s, %llu loop%s), %zu with "
		"errors; %s\n", progname, b.files.n, b.files.n == 1 ? "" : "s", analysed,
		(unsigned long long)procs, procs == 1 ? "" : "s", (unsigned long long)loops,
		loops == 1 ? "" : "s", b.files.n - analysed, stored);
	if (b.reports)
		fclose(b.reports);
	for (size_t i = 0; i < b.files.n; i++) {
		sb_free(&b.f[i].report);
		sb_free(&b.f[i].settings);
		sb_free(&b.f[i].messages);
		db_file_free(b.f[i].rows);
	}
	free(b.f);
	free(b.trip_used);
	free(b.assume_used);
	cli_files_free(&b.files);
	return rc;
}

/* ---- diff: two schedules compared ---------------------------------------- */

/* o to -o's file or standard output. */
static int emit(const struct options *opt, struct strbuf *o)
{
	struct out_file f = {0};
	if (!opt->out_path || strcmp(opt->out_path, "-") == 0)
		return write_out(o);
	if (!open_file(&f, opt->out_path))
		return 1;
	if (!fill_file(&f, o)) {
		abandon_file(&f);
		return 1;
	}
	return commit_file(&f, o, NULL) ? 0 : 1;
}

/* ia64-predict diff OLD.s NEW.s: both files predicted with the same
 * options and compared (report_diff). */
static int cmd_diff_files(struct options *opt)
{
	struct analysis a, b;
	int rc = 1;
	bool ok_a = analyze(opt, opt->file, &a);
	bool ok_b = ok_a && analyze(opt, opt->file2, &b);
	if (ok_a && ok_b) {
		struct arena *arena = arena_new();
		struct summary_file sa, sb;
		report_summarize(arena, opt->file, a.pr, a.c, &sa);
		report_summarize(arena, opt->file2, b.pr, b.c, &sb);
		struct strbuf o = {0};
		report_diff(&o, &sa, opt->file, &sb, opt->file2, opt->json);
		if (opt->json)
			sb_puts(&o, "\n");
		rc = emit(opt, &o);
		sb_free(&o);
		arena_free(arena);
	}
	if (ok_a)
		analysis_free(&b);
	analysis_free(&a);
	return rc;
}

/* The last component of a path. */
static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

/* pair[i]: the file of y that x[i] is compared with, matched by name:
 * the same path, else the same file name; else, when each run has one
 * file left unmatched, that one; -1 for none. */
static void match_files(const struct summary_file *x, long nx, const struct summary_file *y,
			long ny, long *pair)
{
	bool *taken = xcalloc((size_t)(ny ? ny : 1), sizeof *taken);
	for (long i = 0; i < nx; i++)
		pair[i] = -1;
	for (int pass = 0; pass < 2; pass++)
		for (long i = 0; i < nx; i++)
			for (long j = 0; pair[i] < 0 && j < ny; j++)
				if (!taken[j] && strcmp(pass ? base_name(x[i].path) : x[i].path,
							pass ? base_name(y[j].path) : y[j].path) == 0) {
					pair[i] = j;
					taken[j] = true;
				}
	long left_x = -1, left_y = -1, nleft_x = 0, nleft_y = 0;
	for (long i = 0; i < nx; i++)
		if (pair[i] < 0) {
			left_x = i;
			nleft_x++;
		}
	for (long j = 0; j < ny; j++)
		if (!taken[j]) {
			left_y = j;
			nleft_y++;
		}
	if (nleft_x == 1 && nleft_y == 1)
		pair[left_x] = left_y;
	free(taken);
}

/* "run 3 examples/daxpy.s" */
static char *run_label(long long run, const char *path)
{
	size_t n = strlen(path) + 32;
	char *s = xmalloc(n);
	snprintf(s, n, "run %lld %s", run, path);
	return s;
}

/* The files of one run with none in the other run matched to them. */
static void files_only_in(struct strbuf *o, const struct summary_file *f, long n,
			  const bool *matched, long long run, bool json)
{
	bool first = true;
	for (long i = 0; i < n; i++) {
		if (matched[i])
			continue;
		if (json) {
			sb_puts(o, first ? "" : ", ");
			sb_json_string(o, f[i].path);
		} else {
			sb_printf(o, "file %s: only in run %lld\n", f[i].path, run);
		}
		first = false;
	}
}

/* ia64-predict diff --db=FILE OLD_RUN NEW_RUN: two stored runs compared,
 * file by file (matched by name), as the file form compares files. */
static int cmd_diff_runs(struct options *opt)
{
	char err[DB_MESSAGE_MAX] = "";
	struct db *db = db_open_existing(db_path(opt), err, sizeof err);
	struct arena *arena = arena_new();
	struct summary_file *fa = NULL, *fb = NULL;
	long na = db ? db_read_run(db, opt->run_old, arena, &fa, err, sizeof err) : -1;
	long nb = na >= 0 ? db_read_run(db, opt->run_new, arena, &fb, err, sizeof err) : -1;
	db_close(db);
	if (nb < 0) {
		fprintf(stderr, "%s: %s\n", progname, err);
		arena_free(arena);
		return 1;
	}
	long *pair = xcalloc((size_t)(na ? na : 1), sizeof *pair);
	bool *matched_b = xcalloc((size_t)(nb ? nb : 1), sizeof *matched_b);
	bool *matched_a = xcalloc((size_t)(na ? na : 1), sizeof *matched_a);
	match_files(fa, na, fb, nb, pair);
	struct strbuf o = {0};
	if (opt->json)
		sb_printf(&o, "{\"old_run\": %lld, \"new_run\": %lld, \"files\": [",
			  opt->run_old, opt->run_new);
	bool first = true;
	for (long i = 0; i < na; i++) {
		if (pair[i] < 0)
			continue;
		matched_a[i] = matched_b[pair[i]] = true;
		char *la = run_label(opt->run_old, fa[i].path);
		char *lb = run_label(opt->run_new, fb[pair[i]].path);
		if (opt->json && !first)
			sb_puts(&o, ", ");
		report_diff(&o, &fa[i], la, &fb[pair[i]], lb, opt->json);
		first = false;
		free(la);
		free(lb);
	}
	if (opt->json)
		sb_puts(&o, "], \"only_old\": [");
	files_only_in(&o, fa, na, matched_a, opt->run_old, opt->json);
	if (opt->json)
		sb_puts(&o, "], \"only_new\": [");
	files_only_in(&o, fb, nb, matched_b, opt->run_new, opt->json);
	if (opt->json)
		sb_puts(&o, "]}\n");
	int rc = emit(opt, &o);
	sb_free(&o);
	free(pair);
	free(matched_a);
	free(matched_b);
	arena_free(arena);
	return rc;
}

static int cmd_diff(struct options *opt)
{
	return opt->diff_runs ? cmd_diff_runs(opt) : cmd_diff_files(opt);
}

/* ia64-predict runs [--db=FILE]: the stored runs, oldest first. */
static int cmd_runs(struct options *opt)
{
	char err[DB_MESSAGE_MAX] = "";
	struct db *db = db_open_existing(db_path(opt), err, sizeof err);
	struct arena *arena = arena_new();
	struct db_run_row *rows = NULL;
	long n = db ? db_list_runs(db, arena, &rows, err, sizeof err) : -1;
	db_close(db);
	int rc = 1;
	if (n < 0) {
		fprintf(stderr, "%s: %s\n", progname, err);
	} else {
		struct strbuf o = {0};
		if (opt->json)
			sb_puts(&o, "[");
		for (long k = 0; k < n; k++) {
			const struct db_run_row *r = &rows[k];
			if (opt->json) {
				sb_printf(&o, "%s{\"run_id\": %lld, \"started\": ", k ? ", " : "",
					  (long long)r->run_id);
				sb_json_string(&o, r->started);
				sb_puts(&o, ", \"cpu\": ");
				sb_json_string(&o, r->cpu);
				sb_puts(&o, ", \"tool_version\": ");
				sb_json_string(&o, r->tool_version);
				sb_puts(&o, ", \"files\": ");
				sb_json_string(&o, r->files);
				sb_puts(&o, ", \"command_line\": ");
				sb_json_string(&o, r->command_line);
				sb_puts(&o, "}");
			} else {
				sb_printf(&o, "%lld\t%s\t%s\t%s\t%s\n", (long long)r->run_id,
					  r->started, r->cpu, r->files, r->command_line);
			}
		}
		if (opt->json)
			sb_puts(&o, "]\n");
		rc = emit(opt, &o);
		sb_free(&o);
	}
	arena_free(arena);
	return rc;
}

/* ---- the command line ---------------------------------------------------- */

/* What an option parser made of argv[*i]. */
enum option_result {
	OPTION_NOT_MINE,	/* not one of its options */
	OPTION_TAKEN,
	OPTION_STOP		/* exit with *rc: an error, --help, --list-params */
};

/* The options GNU as takes (-I, -D, -U, -mhint.b, -munwind-check and the
 * ones that change nothing here). */
static enum option_result assembler_option(struct options *opt, int argc, char **argv,
					   int *i, int *rc)
{
	const char *a = argv[*i], *v;
	/* in order, as gas reads them on top of -x: explicit (the default
	 * here) or automatic mode, or no dependencies followed */
	if (strcmp(a, "-x") == 0 || strcmp(a, "-xexplicit") == 0 || strcmp(a, "-xauto") == 0) {
		opt->in.automatic = strcmp(a, "-xauto") == 0;
		opt->in.no_dependencies = false;
		return OPTION_TAKEN;
	}
	if (strcmp(a, "-xnone") == 0) {
		opt->in.no_dependencies = true;
		return OPTION_TAKEN;
	}
	if (strcmp(a, "-mtune=itanium1") == 0 || strcmp(a, "-mtune=itanium2") == 0) {
		opt->in.tune_itanium1 = strcmp(a, "-mtune=itanium1") == 0;
		return OPTION_TAKEN;
	}
	if (strcmp(a, "-mle") == 0 || strcmp(a, "-mlp64") == 0 ||
	    strcmp(a, "-mconstant-gp") == 0 || strcmp(a, "-mauto-pic") == 0) {
		/* GNU as's options that change nothing here: the input is
		 * bundled for Itanium 2, little-endian, LP64 */
		return OPTION_TAKEN;
	}
	if ((v = option_value(argc, argv, i, "-mhint.b"))) {
		if (strcmp(v, "ok") == 0)
			insn_set_hint_b_mode(HINT_B_OK);
		else if (strcmp(v, "warning") == 0)
			insn_set_hint_b_mode(HINT_B_WARNING);
		else if (strcmp(v, "error") == 0)
			insn_set_hint_b_mode(HINT_B_ERROR);
		else {
			*rc = usage_error("-mhint.b takes 'ok', 'warning' or 'error', not '%s'", v);
			return OPTION_STOP;
		}
		return OPTION_TAKEN;
	}
	if ((v = option_value(argc, argv, i, "-munwind-check"))) {
		if (strcmp(v, "error") != 0 && strcmp(v, "warning") != 0) {
			*rc = usage_error("-munwind-check takes 'warning' or 'error', not '%s'", v);
			return OPTION_STOP;
		}
		opt->in.unwind_errors = strcmp(v, "error") == 0;
		return OPTION_TAKEN;
	}
	if (strcmp(a, "-L") == 0 || strcmp(a, "--keep-locals") == 0) {
		opt->keep_locals = true;
		return OPTION_TAKEN;
	}
	if (a[1] != 'I' && a[1] != 'D' && a[1] != 'U')
		return OPTION_NOT_MINE;
	/* -IDIR or -I DIR; -DNAME[=VALUE]; -UNAME */
	const char *val = a[2] ? a + 2 : (*i + 1 < argc ? argv[++*i] : NULL);
	if (!val || !*val) {
		*rc = usage_error("option '%s' requires an argument", a);
		return OPTION_STOP;
	}
	size_t m = strlen(val) + 3;
	char *arg = xmalloc(m);
	snprintf(arg, m, "-%c%s", a[1], val);
	opt->in.cpp_args = xrealloc(opt->in.cpp_args,
				    (opt->in.ncpp_args + 1) * sizeof *opt->in.cpp_args);
	opt->in.cpp_args[opt->in.ncpp_args++] = arg;
	if (a[1] == 'I') {
		opt->in.include_dirs = xrealloc(opt->in.include_dirs,
						(opt->in.ninclude_dirs + 1) *
						sizeof *opt->in.include_dirs);
		opt->in.include_dirs[opt->in.ninclude_dirs++] = arg + 2;
	}
	return OPTION_TAKEN;
}

/* The views: --summary, --resource-pressure, --instruction-info,
 * --timeline[=ITER[-ITER]], --all-views (analysis/views.h). */
static enum option_result view_option(struct options *opt, const char *a, int *rc)
{
	struct views_request *v = &opt->views;
	if (strcmp(a, "--summary") == 0) {
		v->summary = true;
	} else if (strcmp(a, "--resource-pressure") == 0) {
		v->pressure = true;
	} else if (strcmp(a, "--instruction-info") == 0) {
		v->info = true;
	} else if (strcmp(a, "--all-views") == 0) {
		v->summary = v->pressure = v->info = v->timeline = true;
	} else if (strcmp(a, "--timeline") == 0) {
		v->timeline = true;
	} else if (strncmp(a, "--timeline=", 11) == 0) {
		char err[256];
		if (!views_parse_range(v, a + 11, err, sizeof err)) {
			*rc = usage_error("%s", err);
			return OPTION_STOP;
		}
		/* the steady state's trace keeps the iterations asked for */
		opt->model.timeline_keep = (int64_t)v->last + 1;
	} else {
		return OPTION_NOT_MINE;
	}
	return OPTION_TAKEN;
}

/* What is shown and stored: --format, --insn-events, --events, -o,
 * --db, --no-db, --all-sections, the PMU's qualification, and the views
 * (view_option). */
static enum option_result output_option(struct options *opt, int argc, char **argv,
					int *i, int *rc)
{
	const char *a = argv[*i], *v;
	char qerr[256];
	int qrc;
	if (strcmp(a, "--no-db") == 0) {
		opt->no_db = true;
	} else if (strcmp(a, "--all-sections") == 0) {
		opt->all_sections = true;
	} else if ((v = option_value(argc, argv, i, "-o")) ||
		   (v = option_value(argc, argv, i, "--output"))) {
		if (!*v) {
			*rc = usage_error("%s takes a file name (or - for standard output)", "-o");
			return OPTION_STOP;
		}
		opt->out_path = v;
	} else if ((v = option_value(argc, argv, i, "--db"))) {
		if (!*v) {
			*rc = usage_error("%s takes a file name", "--db");
			return OPTION_STOP;
		}
		opt->db_path = v;
	} else if (strcmp(a, "--insn-events") == 0) {
		opt->insn_events = true;
	} else if ((qrc = view_option(opt, a, rc)) != OPTION_NOT_MINE) {
		return (enum option_result)qrc;
	} else if ((v = option_value(argc, argv, i, "--format"))) {
		if (strcmp(v, "json") == 0)
			opt->json = true;
		else if (strcmp(v, "text") != 0) {
			*rc = usage_error("--format takes 'text' or 'json', not '%s'", v);
			return OPTION_STOP;
		}
	} else if ((qrc = pmu_parse_option(&opt->pmu, argc, argv, i, qerr, sizeof qerr)) != 0) {
		if (qrc < 0) {
			*rc = usage_error("%s", qerr);
			return OPTION_STOP;
		}
	} else if ((v = option_value(argc, argv, i, "--events"))) {
		if (!parse_events(opt, v)) {
			*rc = 2;
			return OPTION_STOP;
		}
	} else {
		return OPTION_NOT_MINE;
	}
	return OPTION_TAKEN;
}

/* -j N, --jobs=N: the worker processes of a run of many files. */
static enum option_result jobs_option(struct options *opt, int argc, char **argv, int *i,
				      int *rc)
{
	const char *a = argv[*i];
	const char *v = strncmp(a, "-j", 2) == 0 && a[2] && a[2] != '=' ? a + 2 : NULL;
	if (!v && !(v = option_value(argc, argv, i, "-j")) &&
	    !(v = option_value(argc, argv, i, "--jobs"))) {
		if (strcmp(a, "-j") != 0 && strcmp(a, "--jobs") != 0)
			return OPTION_NOT_MINE;
		*rc = usage_error("option '%s' requires an argument", a);
		return OPTION_STOP;
	}
	char *end;
	errno = 0;
	long n = strtol(v, &end, 10);
	if (*v < '0' || *v > '9' || *end || errno || n < 1 || n > 4096) {
		*rc = usage_error("-j takes a number of worker processes from 1 to 4096, not '%s'",
				  v);
		return OPTION_STOP;
	}
	opt->jobs = (int)n;
	return OPTION_TAKEN;
}

/* The model's options: --mcpu, --param, --trip, --assume, --list-params. */
static enum option_result model_option(struct options *opt, int argc, char **argv,
				       int *i, int *rc)
{
	const char *a = argv[*i], *v;
	if (strcmp(a, "--list-params") == 0) {
		list_params();
		*rc = 0;
		return OPTION_STOP;
	}
	if ((v = option_value(argc, argv, i, "--mcpu"))) {
		/* the parameters already set stay */
		if (!core_config_set_cpu(&opt->model.core, v)) {
			char names[160], msg[400];
			snprintf(msg, sizeof msg, "unknown CPU '%s' (known: %s)", v,
				 cpu_names(names, sizeof names));
			*rc = usage_error("%s", msg);
			return OPTION_STOP;
		}
		return OPTION_TAKEN;
	}
	if ((v = option_value(argc, argv, i, "--param"))) {
		char err[160];
		if (!model_config_set(&opt->model, v, err, sizeof err)) {
			fprintf(stderr, "%s: --param %s: %s\n", progname, v, err);
			*rc = 2;
			return OPTION_STOP;
		}
		return OPTION_TAKEN;
	}
	if ((v = option_value(argc, argv, i, "--assume"))) {
		char name[256];
		struct cfg_assume a;
		if (!values_parse_assume(v, &a, name, sizeof name)) {
			*rc = usage_error("--assume takes [PROC:]REG=VALUE with REG in0-in7, "
					  "r1-r127 or f2-f127, not '%s'", v);
			return OPTION_STOP;
		}
		opt->assume = xrealloc(opt->assume, (opt->nassume + 1) * sizeof *opt->assume);
		opt->assume_procs = xrealloc(opt->assume_procs,
					     (opt->nassume + 1) * sizeof *opt->assume_procs);
		opt->assume_procs[opt->nassume] = a.proc ? xstrdup(a.proc) : NULL;
		a.proc = opt->assume_procs[opt->nassume];
		opt->assume[opt->nassume++] = a;
		return OPTION_TAKEN;
	}
	if ((v = option_value(argc, argv, i, "--cache-state"))) {
		bool warm = strcmp(v, "warm") == 0;
		if (!warm && strcmp(v, "cold") != 0) {
			*rc = usage_error("--cache-state takes warm or cold, not '%s'", v);
			return OPTION_STOP;
		}
		char err[160];
		model_config_set(&opt->model, warm ? "cache_warm=1" : "cache_warm=0", err,
				 sizeof err);
		return OPTION_TAKEN;
	}
	if ((v = option_value(argc, argv, i, "--trip"))) {
		opt->trips = xrealloc(opt->trips, (opt->ntrips + 1) * sizeof *opt->trips);
		if (!parse_trip(v, &opt->trips[opt->ntrips])) {
			*rc = usage_error("--trip takes LABEL=N, not '%s'", v);
			return OPTION_STOP;
		}
		opt->ntrips++;
		return OPTION_TAKEN;
	}
	return OPTION_NOT_MINE;
}

/* An operand: the command (encode, list, symbols, sections), the file, or
 * one more of the report's. */
static bool operand(struct options *opt, const char *a, int *rc)
{
	if (!opt->cmd && !opt->file &&
	    (strcmp(a, "encode") == 0 || strcmp(a, "list") == 0 || strcmp(a, "check") == 0 ||
	     strcmp(a, "symbols") == 0 || strcmp(a, "sections") == 0 ||
	     strcmp(a, "diff") == 0 || strcmp(a, "runs") == 0))
		opt->cmd = a;
	else if (opt->cmd && strcmp(opt->cmd, "runs") == 0) {
		*rc = usage_error("runs takes no operand, not '%s'", a);
		return false;
	}
	else if (!opt->cmd) {	/* the report's: one file or many */
		if (!opt->file)
			opt->file = a;
		opt->operands = xrealloc(opt->operands,
					 (opt->noperands + 1) * sizeof *opt->operands);
		opt->operands[opt->noperands++] = (char *)a;
	} else if (!opt->file)
		opt->file = a;
	else if (strcmp(opt->cmd, "diff") == 0 && !opt->file2)
		opt->file2 = a;
	else {
		*rc = usage_error("too many operands: '%s'", a);
		return false;
	}
	return true;
}

/* The options that apply to what reads stored runs (diff --db, runs):
 * where the output goes, in which format, and the database. */
static bool reading_option(const char *a)
{
	static const char *const names[] = {"--format", "-o", "--output", "--db", "--no-db"};
	for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
		size_t n = strlen(names[k]);
		if (strncmp(a, names[k], n) == 0 && (a[n] == '\0' || a[n] == '='))
			return true;
	}
	return false;
}

/* A run id: a whole number > 0. */
static bool parse_run_id(const char *s, long long *id)
{
	char *end;
	errno = 0;
	*id = strtoll(s, &end, 10);
	return *s >= '0' && *s <= '9' && !*end && errno == 0 && *id > 0;
}

/* diff --db=FILE OLD_RUN NEW_RUN: the operands are run ids. */
static bool diff_run_ids(struct options *opt, int *rc)
{
	if (opt->no_db) {
		*rc = usage_error("diff: --db names the database the runs are read from; "
				  "--no-db contradicts it%s", "");
		return false;
	}
	if (!opt->file || !opt->file2) {
		*rc = usage_error("diff --db=FILE takes two run ids: OLD_RUN NEW_RUN "
				  "('ia64-predict runs --db=FILE' lists them)%s", "");
		return false;
	}
	const char *bad = !parse_run_id(opt->file, &opt->run_old) ? opt->file
			  : !parse_run_id(opt->file2, &opt->run_new) ? opt->file2 : NULL;
	if (bad) {
		*rc = usage_error("diff --db=FILE takes run ids (whole numbers from 1), "
				  "not '%s'", bad);
		return false;
	}
	opt->diff_runs = true;
	return true;
}

/* Reads the command line into opt.  False, with the exit status in *rc,
 * when the program stops here: an error, --help, --version,
 * --list-params. */
static bool parse_command_line(struct options *opt, int argc, char **argv, int *rc)
{
	bool only_files = false;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		enum option_result r;
		if (only_files || a[0] != '-' || !a[1]) {
			if (!operand(opt, a, rc))
				return false;
			continue;
		}
		if (strcmp(a, "--") == 0) {
			only_files = true;
			continue;
		}
		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			usage(stdout);
			*rc = 0;
			return false;
		}
		if (strcmp(a, "-V") == 0 || strcmp(a, "--version") == 0) {
			version();
			*rc = 0;
			return false;
		}
		if ((r = assembler_option(opt, argc, argv, &i, rc)) == OPTION_NOT_MINE &&
		    (r = jobs_option(opt, argc, argv, &i, rc)) == OPTION_NOT_MINE &&
		    (r = output_option(opt, argc, argv, &i, rc)) == OPTION_NOT_MINE &&
		    (r = model_option(opt, argc, argv, &i, rc)) == OPTION_NOT_MINE) {
			*rc = usage_error("unrecognized option '%s'", a);
			return false;
		}
		if (r == OPTION_STOP)
			return false;
		if (!opt->prediction_option && !reading_option(a))
			opt->prediction_option = a;
	}
	bool runs = opt->cmd && strcmp(opt->cmd, "runs") == 0;
	bool diff_db = opt->cmd && strcmp(opt->cmd, "diff") == 0 && opt->db_path;
	if ((runs || diff_db) && opt->prediction_option) {
		*rc = usage_error(runs ? "runs lists the stored runs: '%s' is an option of a "
				  "prediction"
				  : "diff --db compares runs as they were stored: '%s' is an "
				  "option of a prediction", opt->prediction_option);
		return false;
	}
	if (runs)
		return true;
	bool diff = opt->cmd && strcmp(opt->cmd, "diff") == 0;
	if (diff && opt->db_path)
		return diff_run_ids(opt, rc);
	if (!opt->file) {
		*rc = usage_error("missing input file%s", "");
		return false;
	}
	if (diff && !opt->file2) {
		*rc = usage_error("diff takes two files: OLD.s NEW.s%s", "");
		return false;
	}
	for (size_t k = 0; opt->noperands > 1 && k < opt->noperands; k++)
		if (strcmp(opt->operands[k], "-") == 0) {
			*rc = usage_error("'-' (standard input) can only be the one file of a "
					  "report%s", "");
			return false;
		}
	return true;
}

static int run_command(struct options *opt)
{
	if (!opt->cmd && cli_many_files(opt->operands, opt->noperands))
		return cmd_report_many(opt);
	if (!opt->cmd)
		return cmd_report(opt);
	if (strcmp(opt->cmd, "diff") == 0)
		return cmd_diff(opt);
	if (strcmp(opt->cmd, "runs") == 0)
		return cmd_runs(opt);
	if (strcmp(opt->cmd, "encode") == 0)
		return cmd_encode(opt->file, &opt->in, opt->all_sections);
	if (strcmp(opt->cmd, "list") == 0)
		return cmd_list(opt->file, &opt->in);
	if (strcmp(opt->cmd, "check") == 0)
		return cmd_check(opt->file, &opt->in);
	return cmd_objfile(opt->cmd, opt->file, &opt->in, opt->keep_locals);
}

static void options_free(struct options *opt)
{
	for (size_t i = 0; i < opt->ntrips; i++)
		free((char *)opt->trips[i].label);
	free(opt->trips);
	for (size_t i = 0; i < opt->nassume; i++)
		free(opt->assume_procs[i]);
	free(opt->assume_procs);
	free(opt->assume);
	for (size_t i = 0; i < opt->nreq; i++)
		free((char *)opt->req_text[i]);
	free(opt->req_text);
	free(opt->req);
	for (size_t i = 0; i < opt->in.ncpp_args; i++)
		free((char *)opt->in.cpp_args[i]);
	free(opt->in.cpp_args);
	free(opt->in.include_dirs);
	free(opt->operands);
	pmu_setup_free(&opt->pmu);
}

int main(int argc, char **argv)
{
	/* a file-size limit (ulimit -f) fails the write with EFBIG, which the
	 * database and -o handle, instead of killing the process midway */
	signal(SIGXFSZ, SIG_IGN);
	/* the commands with command lines of their own */
	if (argc >= 2 && strcmp(argv[1], "events") == 0) {
		if (argc > 3)
			return usage_error("events takes one PATTERN, not '%s'", argv[3]);
		return cmd_events(argc > 2 ? argv[2] : NULL);
	}
	if (argc >= 2 && strcmp(argv[1], "pmc") == 0)
		return cmd_pmc(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "effects") == 0)
		return cmd_effects(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "merge") == 0)
		return cmd_merge(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "import") == 0)
		return cmd_import(argc - 1, argv + 1);

	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	struct options opt = {.argc = argc, .argv = argv, .jobs = cpus > 0 ? (int)cpus : 1};
	model_config_init(&opt.model, core_cpus[0].name);
	pmu_setup_init(&opt.pmu);
	int rc;
	if (parse_command_line(&opt, argc, argv, &rc))
		rc = run_command(&opt);
	options_free(&opt);
	insn_table_free();
	return rc;
}
