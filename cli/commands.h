/*
 * cli/commands.h - the subcommands of ia64-predict that live in their own
 * files under cli/.  Each returns the exit status.
 */
#ifndef IA64P_CLI_COMMANDS_H
#define IA64P_CLI_COMMANDS_H

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

#endif
