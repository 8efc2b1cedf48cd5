/*
 * analysis/report.h - the readable report, the JSON document and the
 * timeline of a prediction (docs/json.md describes the JSON schema).
 *
 * Prefixes: report_.
 */
#ifndef IA64P_ANALYSIS_REPORT_H
#define IA64P_ANALYSIS_REPORT_H

#include "../common/strbuf.h"
#include "../machine/events.h"
#include "counts.h"
#include "predict.h"
#include "views.h"

/* What the user asked to see of the events: nothing (all predicted events)
 * or the requests of --events. */
struct event_selection {
	const struct ev_request *req;
	const char *const *text;	/* the requests as written */
	size_t n;
	bool per_insn;			/* --insn-events: every instruction's counts */
};

/* views (NULL: none) adds the views it asks for (views.h). */
void report_text(struct strbuf *out, const struct prediction *pr,
		 const struct counts *c, const struct event_selection *sel,
		 const struct views_request *views);
/* One file's object of the "files" array. */
void report_json_file(struct strbuf *out, const struct prediction *pr,
		      const struct counts *c, const struct event_selection *sel,
		      const struct views_request *views);
/* "cpu" and "params" members, for the top of the JSON document. */
void report_json_header(struct strbuf *out, const struct model_config *m);

/* Checks the identities every prediction must satisfy (docs/model.md):
 * each group's cycle, stall and front-end delay add up to the cycle count;
 * no port is used twice in a group; no more than 6 syllables a group.
 * Returns NULL or what failed. */
const char *report_check(const struct prediction *pr);

#endif
