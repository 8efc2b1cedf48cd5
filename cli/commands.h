/*
 * cli/commands.h - the subcommands of ia64-predict that live in their own
 * files under cli/.  Each returns the exit status.
 *
 * Prefixes: cmd_, cli_.
 * cmd_ for a subcommand, cli_ for what the subcommands share.
 */
#ifndef IA64P_CLI_COMMANDS_H
#define IA64P_CLI_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* `ia64-predict events [PATTERN]`: the event catalogue, one event a line
 * (cli/events.c).  PATTERN (NULL: every event) selects events whose name,
 * or "EVENT.UMASK" name of one of whose unit masks, matches it, ignoring
 * case: as a shell glob (fnmatch) when it holds '*', '?' or '[', else as a
 * substring.  Returns 0, or 1 when nothing matches (with a message on
 * standard error). */
int cmd_events(const char *pattern);

/* `ia64-predict pmc [QUALIFIER]... [FILE.s]`: the PMC32-36, PMC38, PMC41,
 * IBR and DBR values that program the qualification the options describe
 * (cli/pmc.c, machine/pmu.h).  argv[0] is "pmc".  Returns 0, 1 for an error
 * in FILE.s or a qualifier that cannot be programmed, 2 for a bad option. */
int cmd_pmc(int argc, char **argv);

/* `ia64-predict effects [--format json] [MNEMONIC]...`: what every
 * instruction form reads and writes, its memory access and its branch
 * (cli/effects.c, machine/effects.h).  argv[0] is "effects".  Returns 0, 1
 * when no form matches, 2 for a bad option. */
int cmd_effects(int argc, char **argv);

/* `ia64-predict merge OUT.db [IN.db]...`: the runs of the databases
 * IN.db copied into OUT.db, each once (cli/merge.c, db/merge.c).  argv[0]
 * is "merge".  Returns 0, 1 when a database cannot be read or written
 * (OUT.db is then left as it was), 2 for a bad command line. */
int cmd_merge(int argc, char **argv);

/* `ia64-predict import [--db=FILE] [--run=ID] ... MEASURED.txt...`: counts
 * measured on real hardware (pfmon's or perf's text output) stored next to
 * a run (cli/import.c, db/import.c).  argv[0] is "import".  Returns 0, 1
 * for an error in a file or the database (nothing is stored), 2 for a bad
 * command line. */
int cmd_import(int argc, char **argv);

struct program;
struct strbuf;

/* How to read the input: -I directories (for .include, .incbin and the
 * preprocessor) and the -I, -D, -U options handed to the preprocessor. */
struct input_options {
	bool unwind_errors;		/* -munwind-check=error */
	bool check_dependencies;	/* warn of dependency violations (docs/check.md) */
	bool automatic;			/* -xauto (not -x, -xexplicit) */
	bool no_dependencies;		/* -xnone (not -x, -xexplicit, -xauto) */
	bool tune_itanium1;		/* -mtune=itanium1 (not itanium2) */
	const char **include_dirs;
	size_t ninclude_dirs;
	const char **cpp_args;
	size_t ncpp_args;
};

/* Is path a file for the C preprocessor (FILE.S)? */
bool cli_is_preprocessed_source(const char *path);
/* Assembles path ("-": standard input), through the C preprocessor when it
 * is a .S file (cli/input.c).  NULL after the errors were reported. */
struct program *cli_read_program(const char *path, const struct input_options *o,
				 bool bytes_only);
/* The symbol table the object file would hold, in objdump -t's form
 * (cli/objfile.c); keep_locals adds the labels named ".x". */
void cli_print_symbols(const struct program *p, bool keep_locals, FILE *out);
/* The sections: NAME SIZE TYPE FLAGS ALIGN, as readelf -SW shows them. */
void cli_print_sections(const struct program *p, FILE *out);

struct pmu_program;
/* What qualification sees of p (program_pmu_view), its data sections
 * where the value model lays them out from data_base (values_data_layout),
 * so that a data symbol in --drange is where the walk's accesses are
 * (cli/pmc.c).  The caller frees *placed once done with view. */
void cli_pmu_view(const struct program *p, uint64_t data_base, struct pmu_program *view,
		  uint64_t **placed);

/* ---- a run of many files ---- */

/* The files of a run of many (cli/files.c), with their sizes in bytes (0
 * for what is not a regular file). */
struct cli_files {
	char **paths;
	uint64_t *sizes;
	size_t n;
};

/* Do the operands make a run of many files: more than one, or a directory,
 * or an @LIST? */
bool cli_many_files(char *const *operands, size_t n);
/* The files the operands name, in order: a file as named; a directory, the
 * files ending in ".s" under it at any depth, in byte order of their paths;
 * @LIST, the paths LIST holds, one a line (@-: standard input), each taken
 * as an operand.  A file named twice is kept where first named.  False
 * when a directory or a list could not be read (said on standard error);
 * f holds the rest all the same. */
bool cli_list_files(char *const *operands, size_t n, struct cli_files *f);
void cli_files_free(struct cli_files *f);

/* Jobs run in worker processes, a process per job, workers at a time
 * (cli/jobs.c). */
struct cli_jobs {
	size_t n;			/* jobs 0 to n - 1, started in order */
	int workers;
	void *ctx;
	/* In the job's process, its standard output and error captured:
	 * job index's result into out; returns the process's exit status. */
	int (*run)(void *ctx, size_t index, struct strbuf *out);
	/* Here, as each job ends (in any order): what it sent, what it wrote
	 * on standard error, its wait status. */
	void (*ended)(void *ctx, size_t index, struct strbuf *result, struct strbuf *messages,
		      int status);
	/* Here, about every 100 ms while jobs run, and after each ends. */
	void (*tick)(void *ctx);
};

/* Runs the jobs.  False when no worker process could be started (said on
 * standard error): the jobs not yet started are not run. */
bool cli_run_jobs(const struct cli_jobs *j);

/* The progress bar of a run of many files on the terminal fd (NULL, and
 * nothing drawn, when fd is not a terminal); time left is estimated from
 * the bytes of the files done (cli/progress.c). */
struct cli_progress;
struct cli_progress *cli_progress_new(int fd, size_t files, uint64_t bytes);
/* Drawn again unless it was drawn less than 0.1 s ago. */
void cli_progress_update(struct cli_progress *p, size_t files_done, uint64_t bytes_done,
			 uint64_t bundles_done);
/* The bar replaced with text (what the run does after the files). */
void cli_progress_say(struct cli_progress *p, const char *text);
/* The bar or the text erased, before a message. */
void cli_progress_clear(struct cli_progress *p);
void cli_progress_free(struct cli_progress *p);

#endif
