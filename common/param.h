/*
 * common/param.h - named parameters of the models: each module that owns
 * parameters describes them in one static table (name, default, unit,
 * where the default comes from, what it means) and keeps their values in
 * an array of doubles indexed as the table is; this file finds a name in a
 * table and reads a value for it.
 *
 * The owners are listed together in analysis/params.h, the one list that
 * --list-params, --param, the report and the database go through.
 *
 * Prefixes: param_.
 */
#ifndef IA64P_COMMON_PARAM_H
#define IA64P_COMMON_PARAM_H

#include <stdbool.h>
#include <stddef.h>

struct param_def {
	const char *name;	/* as --param writes it: "int_load_latency" */
	double deflt;
	const char *unit;	/* "cycles", "iterations", "0 or 1" */
	const char *source;	/* a manual's section, or "model choice" */
	const char *doc;	/* one line: what it means */
};

/* The parameters one module owns, in the order of its value array. */
struct param_table {
	const char *owner;	/* the directory: "machine", "analysis" */
	const char *title;	/* what they are: "CPU properties" */
	const struct param_def *defs;
	int count;
};

/* The index of the parameter named name[0..len) in t, or -1. */
int param_index(const struct param_table *t, const char *name, size_t len);
/* values[i] = the default of parameter i of t, for every i. */
void param_defaults(const struct param_table *t, double *values);
/* Reads text as a value of a parameter (a whole number from 0 to 1e9).
 * False, with the reason in err, when it is not one. */
bool param_parse_value(const char *text, double *value, char *err, size_t errlen);

#endif
