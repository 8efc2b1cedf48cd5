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
/* Registers and instructions as the source writes them (docs/model.md,
 * "Names in the report"), for every part of the report that names one.
 *
 * report_source_name: register reg as instruction in's operand that reads
 * it (written: writes it) names it in the source (an equate, a rotating
 * or stacked name), else its own name (in buf); NULL for neither. */
const char *report_source_name(const struct program *p, const struct asm_insn *in,
			       bool written, uint16_t reg, char *buf, size_t size);
/* The same, followed by the register `shown` (renamed by rotation, or reg
 * itself) in parentheses when its name differs: "fx[3] (f86)", "src
 * (r14)", "r14". */
void report_reg_text(struct strbuf *o, const struct program *p, const struct asm_insn *in,
		     bool written, uint16_t reg, uint16_t shown);
/* "line 33", and the C source line it was compiled from where the file
 * has .loc: "line 33, x.c:12" (often inside parentheses already). */
void report_insn_where(struct strbuf *o, const struct program *p,
		       const struct asm_insn *in);
/* The instruction with the source's names, and its C source line:
 * "(p[0]) ldfd fx[0]=[in1],8 (x.c:12)". */
void report_insn_listed(struct strbuf *o, const struct program *p,
			const struct asm_insn *in);
/* JSON members: ", "source_file": ..., "source_line": ..." where the
 * file has .loc; report_insn_source_json: ", "source_text": ..." (the
 * instruction with the source's names) and those. */
void report_source_line_json(struct strbuf *o, const struct program *p,
			     const struct asm_insn *in);
void report_insn_source_json(struct strbuf *o, const struct program *p,
			     const struct asm_insn *in);

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

/* ---- before and after: ia64-predict diff (analysis/compare.c) ---------- */

struct arena;

/* One count; a set is sorted by event name (strcmp). */
struct summary_count {
	const char *event;
	double value;
};

struct summary_counts {
	struct summary_count *v;
	size_t n;
};

struct summary_loop {
	const char *header;		/* the header block's name (cfg_block_name) */
	double cycles_per_iteration;	/* steady state */
	const char *bound;		/* predict_bound_name */
	struct summary_counts events;	/* per entry */
};

struct summary_proc {
	const char *name;
	/* false for a run stored before its inclusive counts were (database
	 * schema version 5): cycles and events are then not known */
	bool inclusive_known;
	double cycles;			/* per call, the procedures of the file
					 * it calls included */
	struct summary_counts events;	/* the same, per call */
	struct summary_loop *loops;	/* in the file's loop order */
	size_t nloops;
};

/* What a before/after comparison reads of one analysed file, whether from
 * an analysis (report_summarize) or from a stored run (db_read_run):
 * every named procedure and its loops. */
struct summary_file {
	const char *path;
	struct summary_proc *procs;
	size_t nprocs;
};

/* Fills out from a prediction and its counts; everything it points to is
 * allocated from arena (path too).  The model's own terms ('_' names) are
 * left out, as in the report. */
void report_summarize(struct arena *arena, const char *path, const struct prediction *pr,
		      const struct counts *c, struct summary_file *out);
/* Sorts a count set by event name. */
void report_summary_sort(struct summary_counts *set);
/* a against b: each procedure of both (matched by name), its cycles per
 * call and the events that changed; each of its loops (matched by header
 * name) with its cycles per iteration, bound and the events per entry that
 * changed, each change with its direction; the procedures of one side
 * only.  Text (the labels name each side: "OLD.s", "run 3 OLD.s") or one
 * JSON object (docs/json.md, "diff"). */
void report_diff(struct strbuf *out, const struct summary_file *a, const char *label_a,
		 const struct summary_file *b, const char *label_b, bool json);

#endif
