/*
 * common/param.c - finding a parameter by name, its defaults, its values.
 */
#include "param.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int param_index(const struct param_table *t, const char *name, size_t len)
{
	for (int i = 0; i < t->count; i++)
		if (strlen(t->defs[i].name) == len && memcmp(t->defs[i].name, name, len) == 0)
			return i;
	return -1;
}

void param_defaults(const struct param_table *t, double *values)
{
	for (int i = 0; i < t->count; i++)
		values[i] = t->defs[i].deflt;
}

bool param_parse_value(const char *text, double *value, char *err, size_t errlen)
{
	char *end;
	double v = strtod(text, &end);
	if (end == text || *end || !(v >= 0 && v <= 1e9)) {
		snprintf(err, errlen, "the value must be a number from 0 to 1e9");
		return false;
	}
	if (v != (double)(long long)v) {
		snprintf(err, errlen, "the value must be a whole number");
		return false;
	}
	*value = v;
	return true;
}
