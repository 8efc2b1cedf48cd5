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

#endif
