/*
 * analysis/views.h - the views of a prediction a compiler writer used to
 * llvm-mca expects, from the core model's own trace: the summary of a
 * steady state or a procedure (instructions, syllables, nops, cycles, IPC,
 * the bound with its reason), the resource pressure per port (per
 * iteration and per instruction), the instruction info (format, unit,
 * ports, latency to each use and where the number comes from), the issue
 * groups of a steady-state period and the timeline rows of chosen
 * iterations, in text and in JSON (docs/json.md).
 *
 * Prefixes: views_.
 */
#ifndef IA64P_ANALYSIS_VIEWS_H
#define IA64P_ANALYSIS_VIEWS_H

#include "../common/strbuf.h"
#include "predict.h"

#include <stdbool.h>
#include <stddef.h>

/* The views asked for (--summary, --resource-pressure, --instruction-info,
 * --timeline[=ITER[-ITER]]). */
struct views_request {
	bool summary, pressure, info, timeline;
	/* the timeline's iterations, first..last; range: given by the user
	 * (else 0..PREDICT_TIMELINE_ITERATIONS-1) */
	size_t first, last;
	bool range;
};

/* Parses "ITER" or "ITER-ITER" (decimal, first <= last, at most
 * VIEWS_TIMELINE_MAX iterations) into r.  False, with the reason in err,
 * when it is not one. */
enum { VIEWS_TIMELINE_MAX = 4096 };
bool views_parse_range(struct views_request *r, const char *text, char *err, size_t errlen);

/* Why a steady state is bound, precisely: for dispersal, what ends its
 * period's groups (stops and the taken branch, a port class, the
 * two-bundle width, pairing, split issue); for latency and memory, the
 * producers waited for; for the front end, which of its delays; for memory
 * throughput, the floor's reason.  Text ("stops", "ports: M", ...). */
void views_bound_reason(struct strbuf *o, const struct prediction *pr,
			const struct steady_state *ss);

/* The views of a steady state (a loop's or a region's) that r asks for,
 * in text, each line indented by indent: summary, instruction info,
 * resource pressure.  outside (NULL: none) marks a region's cut bundles'
 * other slots. */
void views_steady_text(struct strbuf *o, const struct prediction *pr,
		       const struct steady_state *ss, const uint8_t *outside,
		       const struct views_request *r, const char *indent);
/* The same in JSON: members ", \"bound_reason\": ..., \"issue_groups\": [...]"
 * always, and "summary", "instruction_info", "resource_pressure",
 * "timeline" when r asks for them (r NULL: none). */
void views_steady_json(struct strbuf *o, const struct prediction *pr,
		       const struct steady_state *ss, const uint8_t *outside,
		       const struct views_request *r);

/* A procedure's summary per call: text lines (indented by indent), and
 * the JSON member ", \"summary\": {...}". */
void views_proc_text(struct strbuf *o, const struct prediction *pr, int proc,
		     const char *indent);
void views_proc_json(struct strbuf *o, const struct prediction *pr, int proc);

/* The first iteration of a steady state's timeline shown, and one past the
 * last, for r (NULL: the default); *clipped set when the range asked for
 * goes past the iterations simulated. */
void views_timeline_span(const struct steady_state *ss, const struct views_request *r,
			 size_t *from, size_t *to, bool *clipped);
/* The cycle a timeline starting at iteration `from` counts from: the cycle
 * its first group was ready to issue (0 for the first iteration). */
uint64_t views_timeline_base(const struct trace *t, size_t from);

#endif
