/*
 * cli/events.c - `ia64-predict events [PATTERN]`: the event catalogue of
 * machine/events.h, one event a line under a header line:
 *
 *   EVENT CODE QUALIFIERS INC TYPE CLASS COUNTERS PREDICTION UMASKS
 *
 * CODE is the event select in hex (two codes joined by ','); QUALIFIERS
 * the filters the event honours, of IAR, DAR and OPC joined by ',' ("-":
 * none); INC the most increments a cycle ("n/a" when the manual gives
 * none); TYPE the MT capture type (A, C, F, S); CLASS the static class (a,
 * a*, b, b/c, c, c/d, d); COUNTERS the PMC/PMD pairs that can count it
 * ("4-15", "4-9", "10"), with ",L1D<n>" or ",L2D<n>" for its L1D or L2D
 * set; PREDICTION what ia64-predict does with it: "exact" (from the code
 * and the path), "model" (from the pipeline model), "memory" (from the
 * memory model), "needs-branch" (not yet: needs a branch-predictor
 * model), "not-yet" (statically predictable but not implemented) or
 * "unpredictable" (not statically predictable).  UMASKS lists the unit
 * masks as NAME=BITS separated by spaces; a unit mask predicted otherwise
 * than its event carries its own status in brackets: "XPN=bxx10[unpredictable]".
 * An event that is not predicted, or has a unit mask that is not, is
 * followed by a line saying why ("    why: ..."), the catalogue's reason.
 */
#include "commands.h"
#include "../machine/events.h"

#include <fnmatch.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static void upcase(char *dst, const char *src, size_t len)
{
	size_t i = 0;
	for (; src[i] && i + 1 < len; i++)
		dst[i] = (src[i] >= 'a' && src[i] <= 'z') ?
			(char)(src[i] - 'a' + 'A') : src[i];
	dst[i] = '\0';
}

/* Does NAME (upper case) match the upper-cased pattern? */
static bool match(const char *pat, bool glob, const char *name)
{
	char up[160];
	upcase(up, name, sizeof up);
	return glob ? fnmatch(pat, up, 0) == 0 : strstr(up, pat) != NULL;
}

static bool selected(const struct ev_event *ev, const char *pat, bool glob)
{
	char full[160];

	if (!pat || match(pat, glob, ev->name))
		return true;
	for (size_t k = 0; k < ev->n_umasks; k++)
		if (match(pat, glob, ev_full_name(ev, &ev->umasks[k], full,
						  sizeof full)))
			return true;
	return false;
}

static void print_event(const struct ev_event *ev)
{
	char code[16], qual[16], inc[8], ctr[24];

	if (ev->alt_code >= 0)
		snprintf(code, sizeof code, "0x%02x,0x%02x", ev->code,
			 (unsigned)ev->alt_code);
	else
		snprintf(code, sizeof code, "0x%02x", ev->code);

	qual[0] = '\0';
	if (ev->iar)
		strcat(qual, "IAR");
	if (ev->dar)
		strcat(qual, qual[0] ? ",DAR" : "DAR");
	if (ev->opc)
		strcat(qual, qual[0] ? ",OPC" : "OPC");
	if (!qual[0])
		strcpy(qual, "-");

	if (ev->max_inc)
		snprintf(inc, sizeof inc, "%u", (unsigned)ev->max_inc);
	else
		strcpy(inc, "n/a");

	/* the PMC numbers set in pmc_mask, as one range or a list */
	int lo = -1, hi = -1;
	for (int n = 4; n <= 15; n++)
		if (ev->pmc_mask & (1u << n)) {
			if (lo < 0)
				lo = n;
			hi = n;
		}
	if (lo == hi)
		snprintf(ctr, sizeof ctr, "%d", lo);
	else
		snprintf(ctr, sizeof ctr, "%d-%d", lo, hi);
	if (ev->l1d_set >= 0)
		snprintf(ctr + strlen(ctr), sizeof ctr - strlen(ctr), ",L1D%d",
			 ev->l1d_set);
	if (ev->l2d_set >= 0)
		snprintf(ctr + strlen(ctr), sizeof ctr - strlen(ctr), ",L2D%d",
			 ev->l2d_set);

	printf("%-26s %-9s %-11s %-3s %-4s %-5s %-9s %-13s", ev->name, code,
	       qual, inc, ev_type_name(ev->type), ev_class_name(ev->sclass),
	       ctr, ev_pred_name(ev->pred));
	if (ev->n_umasks == 0)
		fputs(" -", stdout);
	for (size_t k = 0; k < ev->n_umasks; k++) {
		const struct ev_umask *u = &ev->umasks[k];
		printf(" %s=%s", u->name, u->bits_text);
		if (u->pred != ev->pred)
			printf("[%s]", ev_pred_name(u->pred));
	}
	putchar('\n');
	bool all_predicted = ev_pred_predicted(ev->pred);
	for (size_t k = 0; k < ev->n_umasks; k++)
		all_predicted = all_predicted && ev_pred_predicted(ev->umasks[k].pred);
	if (!all_predicted && ev->static_note && ev->static_note[0])
		printf("    why: %s\n", ev->static_note);
}

int cmd_events(const char *pattern)
{
	char pat[160];
	bool glob = false;
	const char *p = NULL;

	if (pattern && pattern[0]) {
		upcase(pat, pattern, sizeof pat);
		glob = strpbrk(pat, "*?[") != NULL;
		p = pat;
	}

	size_t shown = 0;
	for (size_t i = 0; i < ev_count(); i++) {
		const struct ev_event *ev = ev_at(i);
		if (!selected(ev, p, glob))
			continue;
		if (shown++ == 0)
			printf("%-26s %-9s %-11s %-3s %-4s %-5s %-9s %-13s %s\n",
			       "EVENT", "CODE", "QUALIFIERS", "INC", "TYPE",
			       "CLASS", "COUNTERS", "PREDICTION", "UMASKS");
		print_event(ev);
	}
	if (shown == 0) {
		fprintf(stderr, "ia64-predict: events: no event matches '%s'\n",
			pattern);
		return 1;
	}
	return 0;
}
