/*
 * analysis/compare.c - before and after: what `ia64-predict diff` reads of
 * an analysis (report_summarize; db_read_run reads the same from a stored
 * run) and the comparison of two, as text or JSON (report_diff).
 */
#include "report.h"

#include "../common/arena.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int by_event(const void *x, const void *y)
{
	return strcmp(((const struct summary_count *)x)->event,
		      ((const struct summary_count *)y)->event);
}

void report_summary_sort(struct summary_counts *set)
{
	if (set->n > 1)
		qsort(set->v, set->n, sizeof *set->v, by_event);
}

/* set's events, the model's own terms left out, sorted. */
static struct summary_counts summarize_counts(struct arena *arena, const struct count_set *set)
{
	struct summary_counts out = {0};
	if (!set || !set->n)
		return out;
	out.v = arena_alloc(arena, set->n * sizeof *out.v);
	for (size_t k = 0; k < set->n; k++)
		if (set->v[k].event[0] != '_')
			out.v[out.n++] = (struct summary_count){set->v[k].event, set->v[k].value};
	report_summary_sort(&out);
	return out;
}

static const char *arena_strdup(struct arena *arena, const char *s)
{
	return arena_strndup(arena, s, strlen(s));
}

void report_summarize(struct arena *arena, const char *path, const struct prediction *pr,
		      const struct counts *c, struct summary_file *out)
{
	const struct cfg *g = pr->cfg;
	memset(out, 0, sizeof *out);
	out->path = arena_strdup(arena, path);
	out->procs = arena_alloc(arena, (g->nprocs ? g->nprocs : 1) * sizeof *out->procs);
	for (size_t k = 0; k < g->nprocs; k++) {
		if (!g->procs[k].name)
			continue;
		struct summary_proc *p = &out->procs[out->nprocs++];
		p->name = g->procs[k].name;
		p->inclusive_known = true;
		p->cycles = pr->procs[k].cycles_inclusive;
		p->events = summarize_counts(arena, c->procs_inclusive ? &c->procs_inclusive[k] : NULL);
		p->loops = arena_alloc(arena, (g->nloops ? g->nloops : 1) * sizeof *p->loops);
		for (size_t L = 0; L < g->nloops; L++) {
			const struct cfg_block *h = &g->blocks[g->loops[L].header];
			if (h->proc != (int)k)
				continue;
			char buf[32];
			struct summary_loop *l = &p->loops[p->nloops++];
			l->header = arena_strdup(arena, cfg_block_name(h, buf, sizeof buf));
			l->cycles_per_iteration = pr->loops[L].ss.cycles_per_iteration;
			l->bound = predict_bound_name(pr->loops[L].ss.bound);
			l->events = summarize_counts(arena, c->loops ? &c->loops[L] : NULL);
		}
	}
}

/* ---- the comparison ------------------------------------------------------ */

static bool differs(double a, double b)
{
	double scale = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
	return fabs(a - b) > 1e-9 * (scale > 1 ? scale : 1);
}

/* "+6 (+0.6%)": b against a. */
static void change_text(struct strbuf *o, double a, double b)
{
	sb_printf(o, "%+.4g", b - a);
	if (a != 0)
		sb_printf(o, " (%+.1f%%)", 100 * (b - a) / fabs(a));
}

/* ", -1 (-50.0%): faster" or ", the same" (same_text NULL: nothing). */
static void direction_text(struct strbuf *o, double a, double b, const char *same_text)
{
	if (differs(a, b)) {
		sb_puts(o, ", ");
		change_text(o, a, b);
		sb_puts(o, b < a ? ": faster" : ": slower");
	} else if (same_text) {
		sb_puts(o, same_text);
	}
}

/* {"old": A, "new": B (not closed; null for a side not known): numbers,
 * or strings where text_a/text_b are given. */
static void json_old_new(struct strbuf *o, bool known_a, double a, const char *text_a,
			 bool known_b, double b, const char *text_b)
{
	const bool known[2] = {known_a, known_b};
	const double v[2] = {a, b};
	const char *text[2] = {text_a, text_b};
	for (int k = 0; k < 2; k++) {
		sb_puts(o, k ? ", \"new\": " : "{\"old\": ");
		if (!known[k])
			sb_puts(o, "null");
		else if (text[k])
			sb_json_string(o, text[k]);
		else
			sb_printf(o, "%.17g", v[k]);
	}
}

/* One event of either side that changed: a text line under indent, or a
 * JSON member. */
static void event_change(struct strbuf *o, const char *ev, const struct summary_count *a,
			 const struct summary_count *b, bool json, int indent, bool first)
{
	if (json) {
		sb_puts(o, first ? "" : ", ");
		sb_json_string(o, ev);
		sb_puts(o, ": ");
		json_old_new(o, a, a ? a->value : 0, NULL, b, b ? b->value : 0, NULL);
		sb_printf(o, ", \"direction\": \"%s\"}",
			  !a || !b ? "predicted in one only" : b->value < a->value ? "fewer" : "more");
	} else if (!a || !b) {
		sb_printf(o, "%*s%-40s %s\n", indent, "", ev,
			  a ? "predicted before only" : "predicted after only");
	} else {
		sb_printf(o, "%*s%-40s %.4g -> %.4g  ", indent, "", ev, a->value, b->value);
		change_text(o, a->value, b->value);
		sb_printf(o, " %s\n", b->value < a->value ? "fewer" : "more");
	}
}

/* The events of a and b (both sorted) that differ: text lines under
 * indent, or the members of a JSON object. */
static void diff_events(struct strbuf *o, const struct summary_counts *a,
			const struct summary_counts *b, bool json, int indent)
{
	size_t i = 0, j = 0;
	bool first = true;
	while (i < a->n || j < b->n) {
		int cmp = i == a->n ? 1 : j == b->n ? -1 : strcmp(a->v[i].event, b->v[j].event);
		const struct summary_count *x = cmp <= 0 ? &a->v[i++] : NULL;
		const struct summary_count *y = cmp >= 0 ? &b->v[j++] : NULL;
		if (x && y && !differs(x->value, y->value))
			continue;
		event_change(o, x ? x->event : y->event, x, y, json, indent, first);
		first = false;
	}
	if (!json && first)
		sb_printf(o, "%*s(no event changed)\n", indent, "");
}

static const struct summary_loop *loop_named(const struct summary_proc *p, const char *header)
{
	for (size_t L = 0; L < p->nloops; L++)
		if (strcmp(p->loops[L].header, header) == 0)
			return &p->loops[L];
	return NULL;
}

static const struct summary_proc *proc_named(const struct summary_file *f, const char *name)
{
	for (size_t k = 0; k < f->nprocs; k++)
		if (strcmp(f->procs[k].name, name) == 0)
			return &f->procs[k];
	return NULL;
}

/* A loop of both sides, or of one (the other NULL). */
static void diff_loop(struct strbuf *o, const struct summary_loop *la,
		      const struct summary_loop *lb, bool json, bool first)
{
	const char *header = la ? la->header : lb->header;
	if (json) {
		sb_puts(o, first ? "{\"header\": " : ", {\"header\": ");
		sb_json_string(o, header);
		sb_puts(o, ", \"cycles_per_iteration\": ");
		json_old_new(o, la, la ? la->cycles_per_iteration : 0, NULL,
			     lb, lb ? lb->cycles_per_iteration : 0, NULL);
		sb_puts(o, "}, \"bound\": ");
		json_old_new(o, la, 0, la ? la->bound : NULL, lb, 0, lb ? lb->bound : NULL);
		sb_puts(o, "}, \"events\": ");
		if (la && lb) {
			sb_puts(o, "{");
			diff_events(o, &la->events, &lb->events, true, 0);
			sb_puts(o, "}");
		} else {
			sb_puts(o, "null");
		}
		sb_puts(o, "}");
	} else if (!lb) {
		sb_printf(o, "  loop %s: %.4g cycles per iteration before; no loop %s after\n",
			  header, la->cycles_per_iteration, header);
	} else if (!la) {
		sb_printf(o, "  loop %s: no loop %s before; %.4g cycles per iteration after\n",
			  header, header, lb->cycles_per_iteration);
	} else {
		sb_printf(o, "  loop %s: %.4g -> %.4g cycles per iteration", header,
			  la->cycles_per_iteration, lb->cycles_per_iteration);
		direction_text(o, la->cycles_per_iteration, lb->cycles_per_iteration, NULL);
		sb_printf(o, "; bound %s", la->bound);
		if (strcmp(la->bound, lb->bound) != 0)
			sb_printf(o, " -> %s", lb->bound);
		sb_puts(o, "\n    events per entry that changed:\n");
		diff_events(o, &la->events, &lb->events, false, 6);
	}
}

/* A procedure of both sides: its cycles and events, then its loops. */
static void diff_proc(struct strbuf *o, const struct summary_proc *pa, const char *label_a,
		      const struct summary_proc *pb, const char *label_b, bool json)
{
	bool known = pa->inclusive_known && pb->inclusive_known;
	if (json) {
		sb_puts(o, "{\"name\": ");
		sb_json_string(o, pa->name);
		if (known) {
			sb_puts(o, ", \"cycles\": ");
			json_old_new(o, true, pa->cycles, NULL, true, pb->cycles, NULL);
			sb_puts(o, "}, \"events\": {");
			diff_events(o, &pa->events, &pb->events, true, 0);
			sb_puts(o, "}, \"loops\": [");
		} else {
			sb_puts(o, ", \"cycles\": null, \"events\": null, \"loops\": [");
		}
	} else if (known) {
		sb_printf(o, "procedure %s: %.4g -> %.4g cycles per call", pa->name, pa->cycles,
			  pb->cycles);
		direction_text(o, pa->cycles, pb->cycles, ", the same");
		sb_puts(o, "\n  events per call that changed (the procedures it calls in the "
			"file included):\n");
		diff_events(o, &pa->events, &pb->events, false, 4);
	} else {
		sb_printf(o, "procedure %s: its cycles and events per call with the procedures "
			  "it calls are not stored in %s (stored by an older ia64-predict)\n",
			  pa->name, pa->inclusive_known ? label_b : label_a);
	}
	bool first = true;
	for (size_t L = 0; L < pa->nloops; L++, first = false)
		diff_loop(o, &pa->loops[L], loop_named(pb, pa->loops[L].header), json, first);
	for (size_t L = 0; L < pb->nloops; L++) {
		if (loop_named(pa, pb->loops[L].header))
			continue;
		diff_loop(o, NULL, &pb->loops[L], json, first);
		first = false;
	}
	if (json)
		sb_puts(o, "]}");
}

/* The procedures of x that y has none of the same name of. */
static void only_in(struct strbuf *o, const struct summary_file *x, const char *label,
		    const struct summary_file *y, bool json)
{
	bool first = true;
	for (size_t k = 0; k < x->nprocs; k++) {
		if (proc_named(y, x->procs[k].name))
			continue;
		if (json) {
			sb_puts(o, first ? "" : ", ");
			sb_json_string(o, x->procs[k].name);
		} else {
			sb_printf(o, "procedure %s: only in %s\n", x->procs[k].name, label);
		}
		first = false;
	}
}

void report_diff(struct strbuf *o, const struct summary_file *a, const char *label_a,
		 const struct summary_file *b, const char *label_b, bool json)
{
	if (json) {
		sb_puts(o, "{\"old\": ");
		sb_json_string(o, a->path);
		sb_puts(o, ", \"new\": ");
		sb_json_string(o, b->path);
		sb_puts(o, ", \"procedures\": [");
	} else {
		sb_printf(o, "%s -> %s\n", label_a, label_b);
	}
	bool first = true;
	for (size_t k = 0; k < a->nprocs; k++) {
		const struct summary_proc *pb = proc_named(b, a->procs[k].name);
		if (!pb)
			continue;
		if (json && !first)
			sb_puts(o, ", ");
		diff_proc(o, &a->procs[k], label_a, pb, label_b, json);
		first = false;
	}
	if (json)
		sb_puts(o, "], \"only_old\": [");
	only_in(o, a, label_a, b, json);
	if (json)
		sb_puts(o, "], \"only_new\": [");
	only_in(o, b, label_b, a, json);
	if (json)
		sb_puts(o, "]}");
}
