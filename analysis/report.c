/*
 * analysis/report.c - the readable report, JSON and the timeline.
 */
#include "report.h"
#include "eventids.h"
#include "values.h"
#include "../common/arena.h"
#include "../machine/effects.h"
#include "../machine/depend.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* Set when a number printed did not fit 64 bits and was printed as
 * 2^64 - 1 (reset by each report; the report says so at its end). */
static bool clipped;

/* A count or cycle total with `decimals` decimals: one that does not fit
 * 64 bits (or is not finite) prints as 18446744073709551615. */
static void put_number(struct strbuf *o, int decimals, double v)
{
	if (!(v < CFG_COUNT_MAX) || !isfinite(v)) {
		clipped = true;
		sb_puts(o, "18446744073709551615");
		return;
	}
	sb_put_fixed(o, v, decimals);
}

/* Every parameter, four a line, marked when it is not its default. */
static void params_line(struct strbuf *o, const struct model_config *m)
{
	sb_puts(o, "parameters:");
	int n = 0;
	for (const struct param_table *const *t = analysis_param_owners; *t; t++) {
		const double *v = model_config_values(m, *t);
		for (int i = 0; i < (*t)->count; i++, n++)
			sb_printf(o, "%s %s=%.15g%s", n % 4 == 0 ? "\n " : "", (*t)->defs[i].name,
				  v[i], v[i] != (*t)->defs[i].deflt ? " (changed)" : "");
	}
	sb_puts(o, "\n");
}

/* ---- registers and instructions as the source writes them ---------------- */

/* How in's operand that reads (or, written, writes) register reg names it
 * in the source (program_operand_spelling), or NULL: the register's own
 * name, or no operand names it (an implied register). */
static const char *spelling_of(const struct program *p, const struct asm_insn *in,
			       bool written, uint16_t reg)
{
	if (in->form->desc->flags & IF_NOP)
		return in->qp && !written && reg == REG_PR0 + in->qp
		       ? program_operand_spelling(p, in, ASM_SPELLING_QP) : NULL;
	struct insn_effects e;
	effects_of(in->form, in->ops, in->nops, in->nouts, in->qp, &e);
	const struct effect *list = written ? e.writes : e.reads;
	int n = written ? e.nwrites : e.nreads;
	for (int i = 0; i < n; i++) {
		if (list[i].res != reg || list[i].count > 1)
			continue;
		if (list[i].operand == EFFECT_QP)
			return program_operand_spelling(p, in, ASM_SPELLING_QP);
		if (list[i].operand >= 0)
			return program_operand_spelling(p, in, list[i].operand);
	}
	return NULL;
}

/* Register reg as instruction in names it in the source, or its own
 * name; NULL for neither. */
const char *report_source_name(const struct program *p, const struct asm_insn *in,
			       bool written, uint16_t reg, char *buf, size_t size)
{
	const char *name = spelling_of(p, in, written, reg);
	return name ? name : effects_register_name(reg, buf, size);
}

/* Register reg as instruction in names it in the source (an equate, a
 * rotating or stacked name), followed, when that is not the name of
 * `shown` (the register renamed by rotation, or reg itself), by shown in
 * parentheses: "fx[3] (f86)", "src (r14)", "in0 (r32)", "r14". */
void report_reg_text(struct strbuf *o, const struct program *p, const struct asm_insn *in,
		     bool written, uint16_t reg, uint16_t shown)
{
	char own[32], phys[32];
	const char *name = report_source_name(p, in, written, reg, own, sizeof own);
	const char *shown_name = effects_register_name(shown, phys, sizeof phys);
	if (!name)
		name = "?";
	sb_puts(o, name);
	if (shown_name && strcmp(name, shown_name) != 0)
		sb_printf(o, " (%s)", shown_name);
}

/* insn_text with the registers named as the source names them. */
static void insn_text_as_written(struct strbuf *o, const struct program *p,
				 const struct asm_insn *in)
{
	const char *names[INSN_MAX_OPERANDS + 1];
	for (int i = 0; i < in->nops; i++)
		names[i] = program_operand_spelling(p, in, i);
	names[INSN_MAX_OPERANDS] = program_operand_spelling(p, in, ASM_SPELLING_QP);
	insn_text_named(o, in, names);
}

/* " (x.c:12)": the C source line instruction in was compiled from, when
 * the file says (.loc). */
static void source_line_text(struct strbuf *o, const struct program *p,
			     const struct asm_insn *in)
{
	const struct asm_source_line *c = program_source_line(p, in);
	if (c)
		sb_printf(o, " (%s:%u)", c->file, c->line);
}

/* Where instruction in was written: "line 33", and the C source line it
 * was compiled from when the file says (.loc): "line 33, x.c:12" (it is
 * often in parentheses already). */
void report_insn_where(struct strbuf *o, const struct program *p,
		       const struct asm_insn *in)
{
	sb_printf(o, "line %d", in->generated ? 0 : in->loc.line);
	const struct asm_source_line *c = program_source_line(p, in);
	if (c)
		sb_printf(o, ", %s:%u", c->file, c->line);
}

/* Instruction in as the listings write it, its registers named as the
 * source names them, and the C source line it was compiled from (.loc):
 * "(p[0]) ldfd fx[0]=[in1],8 (x.c:12)". */
void report_insn_listed(struct strbuf *o, const struct program *p,
			const struct asm_insn *in)
{
	insn_text_as_written(o, p, in);
	source_line_text(o, p, in);
}

/* The JSON members "source_file" and "source_line": the C source line
 * instruction in was compiled from, when the file says (.loc). */
void report_source_line_json(struct strbuf *o, const struct program *p,
			     const struct asm_insn *in)
{
	const struct asm_source_line *c = program_source_line(p, in);
	if (c) {
		sb_puts(o, ", \"source_file\": ");
		sb_json_string(o, c->file);
		sb_printf(o, ", \"source_line\": %u", c->line);
	}
}

/* The JSON members naming instruction in as the source writes it:
 * "source_text", and source_line_json's. */
void report_insn_source_json(struct strbuf *o, const struct program *p,
			     const struct asm_insn *in)
{
	sb_puts(o, ", \"source_text\": \"");
	size_t start = o->len;
	insn_text_as_written(o, p, in);
	sb_json_close(o, start);
	report_source_line_json(o, p, in);
}

/* A group's stall on a register: "[waits for fx[0] (f86) from line 33,
 * read as fx[3] by line 35]" (the reader named when it names the register
 * otherwise). */
static void stall_blame(struct strbuf *o, const struct program *p, const struct trace *t,
			const struct sim_group *g)
{
	uint32_t pi = t->syl[g->stall_producer].insn;
	const struct asm_insn *prod = &p->insns[pi];
	uint16_t written = predict_written_register(p, pi, g);
	sb_puts(o, "  [waits for ");
	report_reg_text(o, p, prod, true, written, g->stall_reg);
	sb_puts(o, " from ");
	report_insn_where(o, p, prod);
	if (g->stall_consumer >= 0) {
		uint32_t ci = t->syl[g->stall_consumer].insn;
		const struct asm_insn *cons = &p->insns[ci];
		uint16_t read = predict_read_register(p, ci, g);
		char a[32], b[32];
		const char *wname = report_source_name(p, prod, true, written, a, sizeof a);
		const char *rname = report_source_name(p, cons, false, read, b, sizeof b);
		if (wname && rname && strcmp(wname, rname) != 0) {
			sb_printf(o, ", read as %s by ", rname);
			report_insn_where(o, p, cons);
		}
	}
	sb_puts(o, "]");
}

/* A group holding an instruction that violates a dependency of its
 * instruction group (asm_options.check_dependencies, docs/check.md) is
 * illegal: the hardware's behaviour is undefined, and the model's timing
 * for it means nothing.  Says so after the group's instructions. */
static void illegal_mark(struct strbuf *o, const struct program *p, const struct trace *t,
			 const struct sim_group *g)
{
	for (uint32_t k = 0; k < g->count; k++) {
		const struct asm_insn *in = &p->insns[t->syl[g->first + k].insn];
		for (size_t v = 0; v < p->nviolations; v++) {
			const struct asm_violation *x = &p->violations[v];
			if (x->seq != in->seq || in->generated)
				continue;
			char rbuf[32];
			const char *name = effects_register_name(x->res, rbuf, sizeof rbuf);
			sb_printf(o, "  [illegal: %s%s on %s with line %d]",
				  x->certain ? "" : "possible ", depend_mode_name(x->mode),
				  name ? name : effects_resource_name(x->res, true), x->first_loc.line);
			return;
		}
	}
}

/* The dependency violations of the file, for the JSON document. */
static void violations_json(struct strbuf *o, const struct program *p)
{
	if (!p->nviolations)
		return;
	sb_puts(o, ", \"violations\": [");
	for (size_t v = 0; v < p->nviolations; v++) {
		const struct asm_violation *x = &p->violations[v];
		char rbuf[32];
		const char *name = effects_register_name(x->res, rbuf, sizeof rbuf);
		sb_printf(o, "%s{\"line\": %d, \"column\": %d, \"first_line\": %d, "
			  "\"first_column\": %d, \"mode\": \"%s\", \"resource\": ",
			  v ? ", " : "", x->loc.line, x->loc.col, x->first_loc.line,
			  x->first_loc.col, depend_mode_name(x->mode));
		sb_json_string(o, name ? name : effects_resource_name(x->res, true));
		sb_puts(o, ", \"family\": ");
		sb_json_string(o, effects_resource_name(x->res, x->res != RES_PR0 + 63));
		sb_printf(o, ", \"certain\": %s}", x->certain ? "true" : "false");
	}
	sb_puts(o, "]");
}

/* The issue groups of syllables [from, to) of a trace, cycles relative to
 * the first; a syllable marked in outside (NULL: none), a slot of a
 * region's cut bundle outside the region, in brackets. */
static void trace_groups(struct strbuf *o, const struct prediction *pr,
			 const struct trace *t, size_t from, size_t to, const char *indent,
			 const uint8_t *outside)
{
	if (from >= to || from >= t->n)
		return;
	uint64_t base = t->sim.issue[from];
	sb_printf(o, "%scycle  stall  ports                  end            instructions\n", indent);
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		if (g->first < from || g->first >= to)
			continue;
		uint16_t ports = 0;
		for (uint32_t k = 0; k < g->count; k++)
			ports |= t->sim.port[g->first + k];
		char pbuf[64];
		sb_printf(o, "%s+%-5llu %-6llu %-22s %-14s ", indent,
			  (unsigned long long)(g->cycle - base), (unsigned long long)g->stall,
			  core_port_mask_text(ports, pbuf, sizeof pbuf), core_group_end_name(g->end));
		for (uint32_t k = 0; k < g->count; k++) {
			const struct asm_insn *in = &pr->prog->insns[t->syl[g->first + k].insn];
			if (outside && outside[g->first + k])
				sb_printf(o, "%s[%s]", k ? "; " : "", in->form->mnemonic);
			else
				sb_printf(o, "%s%s%s", k ? "; " : "",
					  t->syl[g->first + k].executes ? "" : "~", in->form->mnemonic);
		}
		illegal_mark(o, pr->prog, t, g);
		if (g->stall && g->stall_producer >= 0)
			stall_blame(o, pr->prog, t, g);
		sb_puts(o, "\n");
		sb_drain(o);
	}
}

/* The groups of one steady-state period. */
static void steady_groups(struct strbuf *o, const struct prediction *pr,
			  const struct steady_state *ss, const uint8_t *outside)
{
	const struct trace *t = &ss->trace;
	if (t->niters < 2)
		return;
	size_t last = t->niters - 1;
	size_t from_iter = last >= (size_t)ss->period ? last - (size_t)ss->period : 0;
	sb_puts(o, "    issue groups of one steady-state period:\n");
	trace_groups(o, pr, t, t->iter_first[from_iter], t->iter_first[last], "      ", outside);
}

/* llvm-mca-like timeline of the first iterations, or of those views
 * asks for; syllables marked in outside (NULL: none) are a region's cut
 * bundle's other slots. */
static void steady_timeline(struct strbuf *o, const struct prediction *pr,
			    const struct steady_state *ss, const uint8_t *outside,
			    const struct views_request *views)
{
	const struct trace *t = &ss->trace;
	size_t from, to;
	bool past;
	views_timeline_span(ss, views, &from, &to, &past);
	if (views->range && (from >= to || past))
		sb_printf(o, "    timeline: iterations %zu-%zu asked for, %zu simulated (0-%zu)\n",
			  views->first, views->last, t->niters, t->niters ? t->niters - 1 : 0);
	if (from >= to)
		return;
	size_t start = t->iter_first[from];
	size_t end = to < t->niters ? t->iter_first[to] : t->n;
	uint64_t base = views_timeline_base(t, from);
	uint64_t span = end > start ? t->sim.issue[end - 1] + 1 - base : 0;
	if (span > 60)
		span = 60;
	if (views->range)
		sb_printf(o, "    timeline of iterations %zu-%zu from cycle %llu (D: dispersed, "
			  "=: stalled in the back end, ~: predicated off):\n", from, to - 1,
			  (unsigned long long)base);
	else
		sb_puts(o, "    timeline (D: dispersed, =: stalled in the back end, ~: predicated off):\n");
	sb_puts(o, "      [it,slot] ");
	for (uint64_t cyc = 0; cyc < span; cyc++)
		sb_printf(o, "%llu", (unsigned long long)(cyc % 10));
	sb_puts(o, "\n");
	size_t it = from;
	for (size_t k = start; k < end; k++) {
		while (it + 1 < t->niters && k >= t->iter_first[it + 1])
			it++;
		const struct trace_syllable *s = &t->syl[k];
		const struct asm_insn *in = &pr->prog->insns[s->insn];
		/* the group's stall: the cycles before issue spent waiting */
		uint64_t stall = 0;
		for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
			const struct sim_group *g = &t->sim.groups[gi];
			if (k >= g->first && k < g->first + g->count) {
				stall = g->stall;
				break;
			}
		}
		uint64_t issue = t->sim.issue[k] - base;
		sb_printf(o, "      [%zu,%llx/%d] ", it,
			  (unsigned long long)(t->bundles[s->bundle].offset), s->slot);
		for (uint64_t cyc = 0; cyc < span; cyc++) {
			char ch = ' ';
			if (cyc == issue)
				ch = 'D';
			else if (cyc < issue && cyc + stall >= issue)
				ch = '=';
			sb_printf(o, "%c", ch);
		}
		sb_puts(o, "  ");
		if (outside && outside[k])
			sb_puts(o, "(outside the region) ");
		else if (!s->executes)
			sb_puts(o, "~");
		report_insn_listed(o, pr->prog, in);
		sb_puts(o, "\n");
		sb_drain(o);
	}
}

/* Cycles per iteration, bound, critical chain, groups (and the views). */
static void steady_text(struct strbuf *o, const struct prediction *pr,
			const struct steady_state *ss, const struct views_request *views,
			const uint8_t *outside)
{
	sb_printf(o, "    %.2f cycles per iteration (period %d), bound: %s (",
		  ss->cycles_per_iteration, ss->period, predict_bound_name(ss->bound));
	views_bound_reason(o, pr, ss);
	sb_puts(o, ")\n");
	if (ss->floor.cycles > 0) {
		sb_printf(o, "    memory throughput: at least %.2f cycles per iteration (%s; per "
			  "iteration %.3f lines over the bus, %.3f L2D fills, %.3f L1D fills)",
			  ss->floor.cycles, ss->floor.by, ss->floor.bus_lines, ss->floor.l2d_fills,
			  ss->floor.l1d_fills);
		if (ss->queue_hold > 0)
			sb_printf(o, ": %.2f cycles per iteration held in the L1D", ss->queue_hold);
		sb_puts(o, "\n");
	}
	if (ss->nchain) {
		sb_puts(o, "    critical chain:");
		for (size_t k = 0; k < ss->nchain; k++) {
			const struct asm_insn *in = &pr->prog->insns[ss->chain[k].insn];
			sb_printf(o, "%s %s (", k ? " ->" : "", in->form->mnemonic);
			report_insn_where(o, pr->prog, in);
			sb_puts(o, ", ");
			report_reg_text(o, pr->prog, in, true, ss->chain[k].reg, ss->chain[k].reg);
			sb_printf(o, ", %llu stall cycles", (unsigned long long)ss->chain[k].cycles);
			const uint64_t *from = memory_insn_levels(pr->memory, ss->chain[k].insn);
			if (memory_insn_missed(pr->memory, ss->chain[k].insn))
				sb_printf(o, "; its loads from L1D %llu, L2D %llu, L3 %llu, memory %llu",
					  (unsigned long long)from[0], (unsigned long long)from[1],
					  (unsigned long long)from[2], (unsigned long long)from[3]);
			sb_puts(o, ")");
		}
		sb_puts(o, "\n");
	}
	steady_groups(o, pr, ss, outside);
	views_steady_text(o, pr, ss, outside, views, "    ");
	if (views && views->timeline)
		steady_timeline(o, pr, ss, outside, views);
}

/* The members every steady state has in JSON, and the views asked for. */
static void steady_json(struct strbuf *o, const struct prediction *pr,
			const struct steady_state *ss, const uint8_t *outside,
			const struct views_request *views)
{
	sb_printf(o, "\"cycles_per_iteration\": %.4f, \"period\": %d, \"bound\": \"%s\", "
		  "\"critical_chain\": [", ss->cycles_per_iteration, ss->period,
		  predict_bound_name(ss->bound));
	for (size_t k = 0; k < ss->nchain; k++) {
		char rb[16];
		const struct asm_insn *in = &pr->prog->insns[ss->chain[k].insn];
		sb_puts(o, k ? ", {\"insn\": " : "{\"insn\": ");
		sb_json_string(o, in->form->mnemonic);
		sb_printf(o, ", \"line\": %d, \"offset\": %llu, \"slot\": %d, \"reg\": ",
			  in->loc.line, (unsigned long long)in->offset, in->slot);
		sb_json_string(o, effects_register_name(ss->chain[k].reg, rb, sizeof rb));
		const char *written = report_source_name(pr->prog, in, true, ss->chain[k].reg, rb,
						  sizeof rb);
		sb_puts(o, ", \"reg_source\": ");
		sb_json_string(o, written ? written : "?");
		report_source_line_json(o, pr->prog, in);
		sb_printf(o, ", \"stall_cycles\": %llu", (unsigned long long)ss->chain[k].cycles);
		const uint64_t *from = memory_insn_levels(pr->memory, ss->chain[k].insn);
		if (from && from[0] + from[1] + from[2] + from[3])
			sb_printf(o, ", \"loads_from\": {\"L1D\": %llu, \"L2D\": %llu, \"L3\": %llu, "
				  "\"memory\": %llu}", (unsigned long long)from[0],
				  (unsigned long long)from[1], (unsigned long long)from[2],
				  (unsigned long long)from[3]);
		sb_puts(o, "}");
	}
	sb_puts(o, "]");
	if (ss->floor.cycles > 0)
		sb_printf(o, ", \"memory_throughput\": {\"cycles_per_iteration\": %.4f, \"by\": \"%s\", "
			  "\"bus_lines\": %.4f, \"l2d_fills\": %.4f, \"l1d_fills\": %.4f, "
			  "\"held\": %.4f}", ss->floor.cycles, ss->floor.by, ss->floor.bus_lines,
			  ss->floor.l2d_fills, ss->floor.l1d_fills, ss->queue_hold);
	views_steady_json(o, pr, ss, outside, views);
}

/* How the procedure's path was found (values.h, values_walk), in words. */
static void path_note(const struct prediction *pr, int proc, char *buf, size_t size)
{
	const struct values_walk *w = values_walk_result(pr->cfg->values, proc);
	char deps[128], qdeps[128];
	val_deps_format(w->deps, deps, sizeof deps);
	val_deps_format(w->qp_deps, qdeps, sizeof qdeps);
	if (!w->ran) {
		snprintf(buf, size, "no code");
	} else if (!w->decided) {
		snprintf(buf, size, "not followed: %s; the counts are the static estimate "
			 "(branches not taken, loops at their trip counts)", w->why);
	} else if (w->exact) {
		snprintf(buf, size, "followed: every branch and predicate decided by the values%s%s%s",
			 deps[0] ? " (from " : "", deps, deps[0] ? ")" : "");
	} else {
		snprintf(buf, size, "followed: every branch decided by the values%s%s%s; "
			 "%llu instructions had an unknown predicate%s%s%s, counted as executed "
			 "(unknown_predicates_true)",
			 deps[0] ? " (from " : "", deps, deps[0] ? ")" : "",
			 (unsigned long long)w->unknown_qp, qdeps[0] ? " (depending on " : "",
			 qdeps, qdeps[0] ? ")" : "");
	}
}

/* Does the procedure call a procedure of the file that counts inclusive? */
static bool calls_in_file(const struct proc_prediction *pp)
{
	for (size_t k = 0; k < pp->ncalls; k++)
		if (pp->calls[k].kind == CALL_IN_FILE)
			return true;
	return false;
}

static void count_line(struct strbuf *o, const char *name, double value,
		       const char *why_not, bool first, void *ctx);

/* Is deps one input? */
static bool single_input(uint32_t deps)
{
	return deps && !(deps & (deps - 1));
}

/* A procedure's counts with their formulas in its one unknown input. */
struct formula_ctx {
	const char *indent;
	const struct proc_dependence *d;
};

static const struct count_formula *formula_of(const struct proc_dependence *d,
					      const char *event)
{
	for (size_t k = 0; d && k < d->n; k++)
		if (strcmp(d->f[k].event, event) == 0)
			return &d->f[k];
	return NULL;
}

/* "6·in3 + 17" */
static void formula_text(struct strbuf *o, const struct count_formula *f, int input)
{
	const char *x = val_sym_name((enum val_sym)input);
	if (f->slope == 1)
		sb_puts(o, x);
	else if (f->slope == -1)
		sb_printf(o, "-%s", x);
	else
		sb_printf(o, "%.10g\xc2\xb7%s", f->slope, x);
	if (f->intercept > 0)
		sb_printf(o, " + %.10g", f->intercept);
	else if (f->intercept < 0)
		sb_printf(o, " - %.10g", -f->intercept);
}

static void count_line_formula(struct strbuf *o, const char *name, double value,
			       const char *why_not, bool first, void *ctx)
{
	struct formula_ctx *x = ctx;
	count_line(o, name, value, why_not, first, (void *)x->indent);
	const struct count_formula *f = why_not ? NULL : formula_of(x->d, name);
	if (!f)
		return;
	o->len--;	/* the newline */
	o->data[o->len] = '\0';
	if (f->affine) {
		sb_puts(o, "  = ");
		formula_text(o, f, x->d->input);
	} else {
		sb_printf(o, "  depends on %s, not affinely",
			  val_sym_name((enum val_sym)x->d->input));
	}
	sb_puts(o, "\n");
}

/* What the procedure's counts depend on, in words. */
static void dependence_text(struct strbuf *o, const struct counts *c, int pi)
{
	if (!c || !c->depend || !c->depend[pi].unknown)
		return;
	const struct proc_dependence *d = &c->depend[pi];
	char deps[128];
	val_deps_format(d->unknown, deps, sizeof deps);
	if (!deps[0])
		snprintf(deps, sizeof deps, "values the model does not know");
	size_t affine = 0;
	for (size_t k = 0; k < d->n; k++)
		affine += d->f[k].affine;
	static const double points[] = COUNTS_FORMULA_POINTS;
	if (d->input >= 0 && affine) {
		sb_printf(o, "  the counts depend on %s: shown for the defaults (default trip counts, the static path), with "
			  "their formulas in %s (derived at %s = %g and %g, checked at %g and %g)\n",
			  deps, deps, deps, points[0], points[1], points[2], points[3]);
	} else if (d->input >= 0) {
		sb_printf(o, "  the counts depend on %s: shown for the defaults (default trip counts, the static path); not "
			  "an affine function of it (checked at %s = %g, %g, %g and %g)\n", deps,
			  deps, points[0], points[1], points[2], points[3]);
	} else {
		sb_printf(o, "  the counts depend on %s: shown for the defaults (default trip counts, the static path)%s\n",
			  deps, single_input(d->unknown) ? "; no formula"
			  : "; no formula (more than one unknown, or not an input)");
	}
}

/* The callee predicted with set k of the call's arguments, or NULL
 * (counts_calls_with_arguments did not try it). */
static const struct call_prediction *called_with(const struct counts *c, uint32_t insn, size_t k)
{
	for (size_t i = 0; c && i < c->ncalled; i++)
		if (c->called[i].insn == insn && c->called[i].set == k)
			return &c->called[i];
	return NULL;
}

static bool called_any(const struct counts *c, uint32_t insn)
{
	for (size_t i = 0; c && i < c->ncalled; i++)
		if (c->called[i].insn == insn && c->called[i].predicted)
			return true;
	return false;
}

/* Which arguments the value model's walk knew at a call (values.h,
 * values_call_args): one line per distinct set. */
static void call_args_text(struct strbuf *o, const struct prediction *pr, const struct counts *c,
			   uint32_t insn, bool in_file)
{
	const struct values_call *vc = values_call_args(pr->cfg->values, insn);
	if (!vc) {
		sb_puts(o, "      arguments: not followed (the walk did not reach the call)\n");
		return;
	}
	if (vc->frame_unknown)
		sb_puts(o, "      arguments: the caller's frame (alloc) is not known\n");
	for (size_t k = 0; k < vc->nsets; k++) {
		char buf[512];
		values_call_args_format(&vc->set[k], buf, sizeof buf);
		if (vc->frame_unknown && !buf[0] && vc->nsets == 1 && vc->other_times == 0)
			break;
		sb_printf(o, "      arguments known: %s", buf[0] ? buf : "none");
		if (vc->nsets > 1 || vc->other_times > 0) {
			sb_puts(o, " (");
			put_number(o, 0, vc->set[k].times);
			sb_printf(o, " call%s)", vc->set[k].times == 1 ? "" : "s");
		}
		const struct call_prediction *cp = called_with(c, insn, k);
		if (cp && cp->predicted) {
			sb_puts(o, ", the callee predicted with them: ");
			put_number(o, 1, cp->cycles_inclusive);
			sb_puts(o, " cycles inclusive");
		} else if (cp) {
			sb_printf(o, ", not predicted with them (calls nested deeper than %d)",
				  COUNTS_CALL_DEPTH);
		} else if (in_file && c && (vc->set[k].known || vc->set[k].fknown)) {
			sb_puts(o, ", not used (the caller's path was not followed)");
		}
		sb_puts(o, "\n");
	}
	if (vc->other_times > 0) {
		sb_puts(o, "      arguments: ");
		put_number(o, 0, vc->other_times);
		sb_printf(o, " more call%s with other arguments (more than %d sets)\n",
			  vc->other_times == 1 ? "" : "s", VALUES_CALL_SETS);
	}
}

/* The procedure's calls: where each goes, how often, and whether the
 * inclusive figures take it in. */
static void calls_text(struct strbuf *o, const struct prediction *pr, const struct counts *c, int pi)
{
	const struct proc_prediction *pp = &pr->procs[pi];
	const struct cfg_proc *cp = &pr->cfg->procs[pi];
	if (!pp->ncalls)
		return;
	sb_puts(o, "  calls:\n");
	for (size_t k = 0; k < pp->ncalls; k++) {
		const struct call_site *cs = &pp->calls[k];
		const struct asm_insn *in = &pr->prog->insns[cs->insn];
		sb_printf(o, "    %s+0x%llx (", cp->name, (unsigned long long)(in->offset - cp->start));
		report_insn_where(o, pr->prog, in);
		sb_printf(o, "): %s (%s), ", cs->name ? cs->name : "?",
			  predict_call_kind_name(cs->kind));
		put_number(o, 0, cs->count);
		sb_printf(o, " time%s per call", cs->count == 1 ? "" : "s");
		switch (cs->kind) {
		case CALL_IN_FILE:
			sb_puts(o, ", ");
			if (called_any(c, cs->insn)) {
				sb_puts(o, "inclusive, as called (");
				put_number(o, 1, pr->procs[cs->callee].cycles_inclusive);
				sb_puts(o, " cycles on its own inputs)\n");
				break;
			}
			put_number(o, 1, pr->procs[cs->callee].cycles_inclusive);
			sb_puts(o, " cycles each, inclusive\n");
			break;
		case CALL_RECURSIVE:
			sb_puts(o, ": a cycle of calls, not counted\n");
			break;
		default:
			sb_puts(o, ": not counted\n");
			break;
		}
		call_args_text(o, pr, c, cs->insn, cs->kind == CALL_IN_FILE);
	}
	if (calls_in_file(pp) || pp->recursive) {
		sb_puts(o, "  ");
		put_number(o, 1, pp->cycles_inclusive);
		sb_printf(o, " cycles per call inclusive of the calls in the file (%.1f its own)\n",
			  pp->cycles);
	}
}

/* The order by name of the last set sorted (order_by_name): the next set
 * with the same names in the same places (a procedure's blocks one after
 * another, its loops) takes it without sorting.  Forgotten at each
 * report's start. */
static struct {
	const char **names;	/* the set's names, in its order */
	size_t *order;		/* the k-th by name is entry order[k] */
	size_t n, cap;
} last_order;

static const size_t *order_by_name(const struct count_set *set)
{
	bool same = last_order.n == set->n;
	for (size_t i = 0; same && i < set->n; i++)
		same = last_order.names[i] == set->v[i].event;
	if (same)
		return last_order.order;
	if (set->n > last_order.cap) {
		last_order.cap = set->n;
		last_order.names = xrealloc(last_order.names, set->n * sizeof *last_order.names);
		last_order.order = xrealloc(last_order.order, set->n * sizeof *last_order.order);
	}
	/* a counting sort by each name's rank (eventids.h); every id first,
	 * as a new one changes the ranks */
	uint32_t *rank = xmalloc((set->n + 1) * sizeof *rank);
	for (size_t i = 0; i < set->n; i++) {
		last_order.names[i] = set->v[i].event;
		rank[i] = eventid_intern_copy(set->v[i].event);
	}
	uint32_t nranks = eventid_count();
	size_t *at_rank = xcalloc(nranks + 1, sizeof *at_rank);	/* where each rank starts */
	for (size_t i = 0; i < set->n; i++) {
		rank[i] = eventid_rank(rank[i]);
		at_rank[rank[i] + 1]++;
	}
	for (uint32_t r = 0; r < nranks; r++)
		at_rank[r + 1] += at_rank[r];
	for (size_t i = 0; i < set->n; i++)
		last_order.order[at_rank[rank[i]]++] = i;
	last_order.n = set->n;
	free(at_rank);
	free(rank);
	return last_order.order;
}

/* The name a request's count is kept under: "EVENT" or "EVENT.UMASK" (a
 * bare event with unit masks means its umask 0), ":threshold=N" after. */
static void request_key(const struct ev_request *r, char *buf, size_t n)
{
	const struct ev_umask *um = r->umask;
	if (!um)
		for (size_t i = 0; i < r->event->n_umasks; i++)
			if (r->event->umasks[i].value == 0)
				um = &r->event->umasks[i];
	ev_full_name(r->event, um, buf, n);
	if (r->threshold) {
		size_t len = strlen(buf);
		snprintf(buf + len, n - len, ":threshold=%u", r->threshold);
	}
}

/* Calls fn for each count to show: the selection's, or every event. */
typedef void count_fn(struct strbuf *o, const char *name, double value,
		      const char *why_not, bool first, void *ctx);

static void each_count(struct strbuf *o, const struct count_set *set,
		       const struct event_selection *sel, count_fn *fn, void *ctx)
{
	if (sel && sel->n) {
		for (size_t i = 0; i < sel->n; i++) {
			char key[128];
			request_key(&sel->req[i], key, sizeof key);
			double v = counts_get(set, key);
			if (v < 0 && !sel->req[i].umask) {	/* kept under the bare name */
				if (sel->req[i].threshold)
					snprintf(key, sizeof key, "%s:threshold=%u",
						 sel->req[i].event->name, sel->req[i].threshold);
				else
					snprintf(key, sizeof key, "%s", sel->req[i].event->name);
				v = counts_get(set, key);
			}
			enum ev_pred pd = ev_request_pred(&sel->req[i]);
			const char *why = !ev_pred_predicted(pd) ? ev_pred_text(pd)
					: v < 0 ? "not predicted: the model does not determine this request"
					: NULL;
			fn(o, sel->text[i], v, why, i == 0, ctx);
		}
		return;
	}
	const size_t *order = order_by_name(set);
	bool first = true;
	for (size_t k = 0; k < set->n; k++) {
		const struct event_count *e = &set->v[order[k]];
		if (e->event[0] == '_')
			continue;
		fn(o, e->event, e->value, NULL, first, ctx);
		first = false;
	}
}

static void count_line(struct strbuf *o, const char *name, double value,
		       const char *why_not, bool first, void *ctx)
{
	(void)first;
	const char *indent = ctx;
	if (why_not)
		sb_printf(o, "%s%-40s %s\n", indent, name, why_not);
	else
	{
		sb_printf(o, "%s%-40s ", indent, name);
		put_number(o, 0, value);
		sb_puts(o, "\n");
	}
}

/* An event's name as a JSON object's key, ": " included: an interned
 * name's made once. */
static void key_json(struct strbuf *o, const char *name)
{
	uint32_t id = eventid_find(name);
	if (id == EVENTID_NONE) {
		sb_json_string(o, name);
		sb_append(o, ": ", 2);
		return;
	}
	size_t len;
	const char *json = eventid_json_key(id, &len);
	sb_append(o, json, len);
}

/* ctx: whether a member was printed (the first decides the commas, and
 * an unpredicted request is none). */
static void count_json(struct strbuf *o, const char *name, double value,
		       const char *why_not, bool first, void *ctx)
{
	(void)first;
	bool *any = ctx;
	if (why_not)
		return;
	if (*any)
		sb_append(o, ", ", 2);
	*any = true;
	key_json(o, name);
	put_number(o, 2, value);
}

static void unpredicted_json(struct strbuf *o, const char *name, double value,
			     const char *why_not, bool first, void *ctx)
{
	(void)value;
	(void)first;
	bool *any = ctx;
	if (!why_not)
		return;
	sb_puts(o, *any ? ", " : "");
	*any = true;
	sb_json_string(o, name);
	sb_puts(o, ": ");
	sb_json_string(o, why_not);
}

/* "events": {...} and, for requests that have no number, "unpredicted". */
static void events_json(struct strbuf *o, const struct count_set *set,
			const struct event_selection *sel)
{
	sb_puts(o, "\"events\": {");
	bool any = false;
	each_count(o, set, sel, count_json, &any);
	sb_puts(o, "}");
	if (sel && sel->n) {
		any = false;
		sb_puts(o, ", \"unpredicted\": {");
		each_count(o, set, sel, unpredicted_json, &any);
		sb_puts(o, "}");
	}
}

/* "// LLVM-MCA-BEGIN name" regions: reported instead of the procedures. */
static void regions_text(struct strbuf *o, const struct prediction *pr,
			 const struct counts *c, const struct event_selection *sel,
			 const struct views_request *views)
{
	for (size_t ri = 0; ri < pr->cfg->nregions; ri++) {
		const struct cfg_region *r = &pr->cfg->regions[ri];
		const struct region_prediction *rp = &pr->regions[ri];
		sb_printf(o, "\nregion %s (from line %d): %zu bundles, %zu instructions, "
			  "repeated back to back\n", *r->name ? r->name : "(unnamed)",
			  r->loc.line, rp->bundles, rp->instructions);
		if (rp->cut_bundles)
			sb_printf(o, "    the markers cut %zu bundle%s: %s other slots are "
				  "dispersed but do nothing ([...] below), "
				  "and only the cycle's events count them\n", rp->cut_bundles, rp->cut_bundles == 1 ? "" : "s",
				  rp->cut_bundles == 1 ? "its" : "their");
		steady_text(o, pr, &rp->ss, views, rp->outside);
		if (c && c->regions[ri].n) {
			sb_puts(o, "    events per iteration:\n");
			each_count(o, &c->regions[ri], sel, count_line, "      ");
		}
		sb_drain(o);
	}
}

/* Calls fn(o, insn index, ctx) for each distinct instruction of block b,
 * in slot order (an L+X once). */
static void each_block_insn(const struct prediction *pr, const struct cfg_block *b,
			    void (*fn)(struct strbuf *, uint32_t, void *), struct strbuf *o,
			    void *ctx)
{
	for (struct cfg_insns it = cfg_insns(pr->prog, b); cfg_insns_next(&it);) {
		fn(o, it.insn, ctx);
		sb_drain(o);
	}
}

struct insn_ctx {
	const struct prediction *pr;
	const struct counts *c;
	const struct event_selection *sel;
	bool first;
};

static void insn_text_line(struct strbuf *o, uint32_t i, void *ctx)
{
	struct insn_ctx *x = ctx;
	const struct asm_insn *in = &x->pr->prog->insns[i];
	sb_printf(o, "      %llx/%d  ", (unsigned long long)in->offset, in->slot);
	report_insn_listed(o, x->pr->prog, in);
	sb_puts(o, "\n");
	struct count_set one = {0};
	counts_insn_with_zeros(x->c, i, &one);
	struct event_selection sel = *x->sel;
	sel.per_insn = false;
	each_count(o, &one, &sel, count_line, "          ");
	counts_set_free(&one);
}

/* --insn-events: each instruction of the block and its counts per call. */
static void block_insns_text(struct strbuf *o, const struct prediction *pr,
			     const struct counts *c, const struct event_selection *sel,
			     const struct cfg_block *b)
{
	struct insn_ctx x = {pr, c, sel, true};
	sb_puts(o, "      instructions and their counts per call:\n");
	each_block_insn(pr, b, insn_text_line, o, &x);
}

static void insn_json(struct strbuf *o, uint32_t i, void *ctx)
{
	struct insn_ctx *x = ctx;
	const struct asm_insn *in = &x->pr->prog->insns[i];
	sb_printf(o, "%s{\"offset\": %llu, \"slot\": %d, \"line\": %d, \"text\": ",
		  x->first ? "" : ", ", (unsigned long long)in->offset, in->slot,
		  in->generated ? 0 : in->loc.line);
	x->first = false;
	struct strbuf t = {0};
	insn_text(&t, in);
	sb_json_string(o, t.data ? t.data : "");
	sb_free(&t);
	report_insn_source_json(o, x->pr->prog, in);
	struct count_set one = {0};
	counts_insn_with_zeros(x->c, i, &one);
	struct event_selection sel = *x->sel;
	sel.per_insn = false;
	sb_puts(o, ", ");
	events_json(o, &one, &sel);
	counts_set_free(&one);
	sb_puts(o, "}");
}

/* fn(o, insn, ctx) for every instruction of procedure pi when its walk
 * was followed (fn takes the memory accesses: values_walk_address). */
static void each_walk_insn(const struct prediction *pr, int pi,
			   void (*fn)(struct strbuf *, uint32_t, void *), struct strbuf *o,
			   void *ctx)
{
	const struct cfg *g = pr->cfg;
	const struct cfg_proc *proc = &g->procs[pi];
	if (!values_walk_result(g->values, pi)->decided)
		return;
	for (int bi = proc->first_block; bi < proc->first_block + proc->nblocks; bi++)
		each_block_insn(pr, &g->blocks[bi], fn, o, ctx);
}

struct access_ctx {
	const struct prediction *pr;
	bool first;
};

/* Memory access i's addresses as the walk made them, when it made any
 * (the heading before the first). */
static void access_text(struct strbuf *o, uint32_t i, void *ctx)
{
	struct access_ctx *x = ctx;
	const struct prediction *pr = x->pr;
	const struct values_address *a = values_walk_address(pr->cfg->values, i);
	if (!a || !a->accesses)
		return;
	if (x->first)
		sb_puts(o, "  memory accesses per call, as the walk made them:\n");
	x->first = false;
	const struct asm_insn *in = &pr->prog->insns[i];
	char addr[256];
	values_address_format(a, addr, sizeof addr);
	sb_printf(o, "    %llx/%d  ", (unsigned long long)in->offset, in->slot);
	report_insn_listed(o, pr->prog, in);
	sb_printf(o, ": %llu x, address %s\n", (unsigned long long)a->accesses, addr);
}

static void access_json(struct strbuf *o, uint32_t i, void *ctx)
{
	struct access_ctx *x = ctx;
	const struct values_address *a = values_walk_address(x->pr->cfg->values, i);
	if (!a || !a->accesses)
		return;
	const struct asm_insn *in = &x->pr->prog->insns[i];
	struct mem_access m = effects_memory(in->form);
	/* (one of these per memory instruction: written without printf) */
	sb_puts(o, x->first ? "{\"offset\": " : ", {\"offset\": ");
	sb_put_uint(o, in->offset);
	sb_puts(o, ", \"slot\": ");
	sb_put_int(o, in->slot);
	sb_puts(o, ", \"line\": ");
	sb_put_int(o, in->generated ? 0 : in->loc.line);
	sb_puts(o, ", \"kind\": \"");
	sb_puts(o, effects_mem_kind_name((enum mem_kind)m.kind));
	sb_puts(o, "\", \"size\": ");
	sb_put_uint(o, m.size);
	sb_puts(o, ", \"accesses\": ");
	sb_put_uint(o, a->accesses);
	sb_puts(o, ", \"unknown\": ");
	sb_put_uint(o, a->unknown);
	sb_puts(o, ", \"address\": \"");
	x->first = false;
	size_t start = o->len;
	values_address_put(o, a);
	sb_json_close(o, start);
	report_insn_source_json(o, x->pr->prog, in);
	if (a->accesses > a->unknown) {
		sb_puts(o, ", \"first\": \"");
		start = o->len;
		val_put(o, &a->first);
		sb_json_close(o, start);
		if (a->first.sym == VSYM_NONE) {
			sb_puts(o, ", \"first_value\": ");
			sb_put_uint(o, (uint64_t)a->first.c);
		}
		sb_puts(o, ", \"stride\": ");
		sb_put_int(o, a->stride);
		sb_puts(o, ", \"strides\": ");
		sb_put_uint(o, a->strides);
		sb_puts(o, ", \"breaks\": ");
		sb_put_uint(o, a->breaks);
	}
	sb_puts(o, "}");
}

/* The memory model's line for procedure pi (memory.h). */
static void memory_text(struct strbuf *o, const struct prediction *pr, int pi)
{
	const struct memory_counts *m = memory_proc(pr->memory, pi);
	if (!m || !m->memory_insns)
		return;
	if (!m->simulated) {
		sb_puts(o, "  memory: not simulated (the walk was not followed): loads are "
			"taken to hit (integer L1D, floating-point L2D)\n");
		return;
	}
	bool warm = analysis_param(pr->config, ANALYSIS_CACHE_WARM) != 0;
	sb_printf(o, "  memory (%s caches): %llu accesses per call", warm ? "warm" : "cold",
		  (unsigned long long)m->accesses);
	if (m->placed) {
		char in[96];
		val_deps_format(m->placed_inputs, in, sizeof in);
		sb_printf(o, ", %llu at addresses placed for %s (input_spacing)",
			  (unsigned long long)m->placed, in);
	}
	sb_printf(o, "; loads from L1D %llu, L2D %llu, L3 %llu, memory %llu\n",
		  (unsigned long long)m->from[0], (unsigned long long)m->from[1],
		  (unsigned long long)m->from[2], (unsigned long long)m->from[3]);
	if (m->unknown)
		sb_printf(o, "  memory: %llu accesses at addresses the values do not know: the "
			  "memory events are not predicted, and those loads are taken to hit\n",
			  (unsigned long long)m->unknown);
	if (m->calls_followed)
		sb_printf(o, "  memory: %u call%s followed: the callees' accesses ran through the "
			  "caches in their place (counted as the callees'; call_depth)\n",
			  m->calls_followed, m->calls_followed == 1 ? "" : "s");
	if (m->calls_not_followed)
		sb_printf(o, "  memory: %u call%s not followed (outside the file, indirect, too deep, "
			  "or the callee's walk stopped): the caches after them are as the "
			  "accesses known up to there left them\n", m->calls_not_followed,
			  m->calls_not_followed == 1 ? "" : "s");
}

static void memory_json(struct strbuf *o, const struct prediction *pr, int pi)
{
	const struct memory_counts *m = memory_proc(pr->memory, pi);
	if (!m || !m->simulated) {
		sb_puts(o, "\"memory\": null, ");
		return;
	}
	char in[96];
	val_deps_format(m->placed_inputs, in, sizeof in);
	sb_printf(o, "\"memory\": {\"caches\": \"%s\", \"accesses\": %llu, \"placed\": %llu, "
		  "\"placed_inputs\": ",
		  analysis_param(pr->config, ANALYSIS_CACHE_WARM) != 0 ? "warm" : "cold",
		  (unsigned long long)m->accesses, (unsigned long long)m->placed);
	sb_json_string(o, in);
	sb_printf(o, ", \"unknown\": %llu, \"loads_from\": {\"L1D\": %llu, \"L2D\": %llu, "
		  "\"L3\": %llu, \"memory\": %llu}, \"calls_followed\": %u, "
		  "\"calls_not_followed\": %u}, ",
		  (unsigned long long)m->unknown, (unsigned long long)m->from[0],
		  (unsigned long long)m->from[1], (unsigned long long)m->from[2],
		  (unsigned long long)m->from[3], m->calls_followed, m->calls_not_followed);
}

/* "name (0xoff)" of a block. */
static void block_ref(struct strbuf *o, const struct cfg_block *b)
{
	if (b->label)
		sb_printf(o, "%s (0x%llx)", b->label, (unsigned long long)b->start);
	else
		sb_printf(o, "0x%llx", (unsigned long long)b->start);
}

/* Lists at most this many entries or exits of a loop in the text. */
enum { LIST_MAX = 8 };

static void loop_text(struct strbuf *o, const struct prediction *pr, int li,
		      const struct views_request *views)
{
	const struct cfg *g = pr->cfg;
	const struct cfg_loop *L = &g->loops[li];
	const struct cfg_block *h = &g->blocks[L->header];
	const struct loop_prediction *lp = &pr->loops[li];
	char nb[32], src[96] = "";
	if (L->source_trips >= 0)	/* br.ctop: both counts */
		snprintf(src, sizeof src, "; %lld source iterations (ar.lc + 1)%s, "
			 "the trip count is the kernel's", (long long)L->source_trips,
			 L->trip_source == TRIP_OPTION || L->trip_source == TRIP_ANNOTATION
			 ? " given" : "");
	sb_printf(o, "  loop %s at 0x%llx (%s, depth %d): %zu bundles, %zu instructions, "
		  "trip count %lld (%s%s%s%s)\n",
		  cfg_block_name(h, nb, sizeof nb), (unsigned long long)h->start,
		  cfg_loop_kind_name(L->kind), L->depth, lp->bundles, lp->instructions,
		  (long long)L->trip_count, cfg_trip_source_name(L->trip_source), src,
		  L->trip_note[0] ? "; " : "", L->trip_note);
	if (L->nentries > 1 || (L->nentries == 1 && L->entries[0] != L->header)) {
		sb_printf(o, "    entered at %d block%s%s:", L->nentries,
			  L->nentries == 1 ? "" : "s", L->nentries > 1 ? " (irreducible)" : "");
		for (int k = 0; k < L->nentries && k < LIST_MAX; k++) {
			sb_puts(o, k ? ", " : " ");
			block_ref(o, &g->blocks[L->entries[k]]);
		}
		sb_puts(o, L->nentries > LIST_MAX ? ", ...\n" : "\n");
	}
	sb_printf(o, "    body 0x%llx-0x%llx, %d block%s; ",
		  (unsigned long long)g->blocks[L->first_block].start,
		  (unsigned long long)L->end, L->nblocks, L->nblocks == 1 ? "" : "s");
	if (L->parent >= 0) {
		sb_puts(o, "inside loop ");
		sb_puts(o, cfg_block_name(&g->blocks[g->loops[L->parent].header], nb, sizeof nb));
		sb_puts(o, "; ");
	}
	sb_printf(o, "%d exit%s", L->nexits, L->nexits == 1 ? "" : "s");
	for (int k = 0; k < L->nexits && k < LIST_MAX; k++) {
		sb_puts(o, k ? ", " : ": ");
		sb_printf(o, "0x%llx -> ", (unsigned long long)g->blocks[L->exits[k].from].start);
		block_ref(o, &g->blocks[L->exits[k].to]);
	}
	sb_puts(o, L->nexits > LIST_MAX ? ", ...\n" : "\n");
	if (L->trip_count == 0)
		sb_puts(o, "    trip count 0: the body does not run\n");
	steady_text(o, pr, &lp->ss, views, NULL);
	sb_puts(o, "    ");
	put_number(o, 0, lp->cycles);
	sb_puts(o, " cycles per entry\n");
	if (lp->cycles_inclusive != lp->cycles) {
		sb_puts(o, "    with its nested loops: ");
		put_number(o, 2, lp->cycles_per_iteration_inclusive);
		sb_puts(o, " cycles per iteration, ");
		put_number(o, 0, lp->cycles_inclusive);
		sb_puts(o, " per entry\n");
	}
	/* what its loads met, per entry (the memory model's run, memory.h) */
	const struct memory_counts *m = memory_loop(pr->memory, li);
	double entries, iters;
	uint32_t deps;
	values_walk_loop(g->values, li, &entries, &iters, &deps);
	if (m && m->simulated && m->accesses && entries > 0)
		sb_printf(o, "    memory per entry: %.0f accesses; loads from L1D %.0f, L2D %.0f, "
			  "L3 %.0f, memory %.0f\n", (double)m->accesses / entries,
			  (double)m->from[0] / entries, (double)m->from[1] / entries,
			  (double)m->from[2] / entries, (double)m->from[3] / entries);
}

void report_text(struct strbuf *o, const struct prediction *pr,
		 const struct counts *c, const struct event_selection *sel,
		 const struct views_request *views)
{
	const struct program *p = pr->prog;
	const struct cfg *g = pr->cfg;
	last_order.n = 0;	/* names of another run's sets may share addresses */
	sb_printf(o, "%s: %s (%s)\n", p->path, pr->config->core.cpu, pr->config->core.cpu_doc);
	params_line(o, pr->config);
	if (p->nviolations)
		sb_printf(o, "dependency violations: %zu (warned of above; the issue groups "
			  "holding them are marked illegal)\n", p->nviolations);
	if (g->nregions) {
		regions_text(o, pr, c, sel, views);
		return;
	}
	clipped = pr->saturated || g->saturated;
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct cfg_proc *proc = &g->procs[pi];
		sb_printf(o, "\nprocedure %s (%s 0x%llx-0x%llx): %.1f cycles per call\n",
			  proc->name, p->sections[proc->section].name,
			  (unsigned long long)proc->start, (unsigned long long)proc->end,
			  pr->procs[pi].cycles);
		char note[512];
		path_note(pr, (int)pi, note, sizeof note);
		sb_printf(o, "  path: %s\n", note);
		if (views && views->summary)
			views_proc_text(o, pr, (int)pi, "  ");
		calls_text(o, pr, c, (int)pi);
		dependence_text(o, c, (int)pi);
		struct access_ctx ax = {pr, true};
		each_walk_insn(pr, (int)pi, access_text, o, &ax);
		memory_text(o, pr, (int)pi);
		for (size_t li = 0; li < g->nloops; li++) {
			const struct cfg_loop *L = &g->loops[li];
			if (g->blocks[L->header].proc != (int)pi)
				continue;
			loop_text(o, pr, (int)li, views);
			sb_drain(o);
		}
		if (c) {
			bool incl = calls_in_file(&pr->procs[pi]);
			sb_puts(o, incl ? "  events per call, its own code (exclusive):\n"
				   : "  events per call:\n");
			struct formula_ctx fx = {"    ", c->depend ? &c->depend[pi] : NULL};
			each_count(o, &c->procs[pi], sel, count_line_formula, &fx);
			if (incl) {
				sb_puts(o, "  events per call with the procedures it calls in the "
					"file (inclusive):\n");
				each_count(o, &c->procs_inclusive[pi], sel, count_line, "    ");
			}
		}
		for (int bi = proc->first_block; bi < proc->first_block + proc->nblocks; bi++) {
			const struct cfg_block *b = &g->blocks[bi];
			char nb[32];
			sb_printf(o, "    block %s at 0x%llx: %u bundles, %llu cycles from an empty pipeline, "
				  "executes %.0f time%s per call%s\n",
				  cfg_block_name(b, nb, sizeof nb), (unsigned long long)b->start,
				  b->nbundles, (unsigned long long)pr->blocks[bi].cycles,
				  b->exec_count, b->exec_count == 1 ? "" : "s",
				  b->loop >= 0 ? " (in a loop)" : "");
			if (b->loop < 0)
				trace_groups(o, pr, &pr->blocks[bi].trace, 0, pr->blocks[bi].trace.n,
					     "      ", NULL);
			if (c && sel && sel->per_insn)
				block_insns_text(o, pr, c, sel, b);
			sb_drain(o);
		}
	}
	if (clipped)
		sb_puts(o, "\nwarning: some counts or cycles do not fit 64 bits: they are shown "
			"saturated, as 18446744073709551615\n");
}

void report_json_header(struct strbuf *o, const struct model_config *m)
{
	sb_puts(o, "\"cpu\": ");
	sb_json_string(o, m->core.cpu);
	sb_puts(o, ", \"params\": {");
	int n = 0;
	for (const struct param_table *const *t = analysis_param_owners; *t; t++) {
		const double *v = model_config_values(m, *t);
		for (int i = 0; i < (*t)->count; i++, n++)
			sb_printf(o, "%s\"%s\": %.15g", n ? ", " : "", (*t)->defs[i].name, v[i]);
	}
	sb_puts(o, "}");
}

/* "entries": [...], "exits": [...] of a loop. */
static void loop_edges_json(struct strbuf *o, const struct cfg *g, const struct cfg_loop *L)
{
	sb_puts(o, "\"entries\": [");
	for (int k = 0; k < L->nentries; k++) {
		const struct cfg_block *b = &g->blocks[L->entries[k]];
		sb_puts(o, k ? ", {\"label\": " : "{\"label\": ");
		if (b->label)
			sb_json_string(o, b->label);
		else
			sb_puts(o, "null");
		sb_printf(o, ", \"offset\": %llu}", (unsigned long long)b->start);
	}
	sb_puts(o, "], \"exits\": [");
	for (int k = 0; k < L->nexits; k++)
		sb_printf(o, "%s{\"from\": %llu, \"to\": %llu}", k ? ", " : "",
			  (unsigned long long)g->blocks[L->exits[k].from].start,
			  (unsigned long long)g->blocks[L->exits[k].to].start);
	sb_puts(o, "]");
}

/* "depends_on" and "formulas" of a procedure's counts. */
static void dependence_json(struct strbuf *o, const struct counts *c, int pi)
{
	if (!c->depend)
		return;
	const struct proc_dependence *d = &c->depend[pi];
	sb_puts(o, ", \"depends_on\": [");
	bool first = true;
	for (int s = VSYM_IN0; s < VSYM_ASSUMED; s++)
		if (d->unknown & (1u << s)) {
			sb_puts(o, first ? "" : ", ");
			sb_json_string(o, val_sym_name((enum val_sym)s));
			first = false;
		}
	sb_puts(o, "], \"formulas\": {");
	first = true;
	for (size_t k = 0; k < d->n; k++) {
		const struct count_formula *f = &d->f[k];
		if (f->event[0] == '_')
			continue;
		sb_puts(o, first ? "" : ", ");
		first = false;
		sb_json_string(o, f->event);
		sb_puts(o, ": {\"input\": ");
		sb_json_string(o, val_sym_name((enum val_sym)d->input));
		if (f->affine)
			sb_printf(o, ", \"slope\": %.10g, \"intercept\": %.10g}", f->slope,
				  f->intercept);
		else
			sb_puts(o, ", \"affine\": false}");
	}
	sb_puts(o, "}");
}

/* ", "arguments": {...}" of a call: what the walk knew it passed. */
static void call_args_json(struct strbuf *o, const struct prediction *pr, const struct counts *c,
			   uint32_t insn)
{
	const struct values_call *vc = values_call_args(pr->cfg->values, insn);
	if (!vc) {
		sb_puts(o, ", \"arguments\": null");
		return;
	}
	sb_printf(o, ", \"arguments\": {\"frame_known\": %s, \"sets\": [",
		  vc->frame_unknown ? "false" : "true");
	for (size_t k = 0; k < vc->nsets; k++) {
		const struct values_call_args *a = &vc->set[k];
		sb_puts(o, k ? ", {\"known\": {" : "{\"known\": {");
		bool first = true;
		for (int n = 0; n < 8; n++)
			if ((a->known >> n) & 1) {
				sb_printf(o, "%s\"in%d\": %lld", first ? "" : ", ", n,
					  (long long)a->in[n]);
				first = false;
			}
		for (int n = 0; n < 8; n++)
			if ((a->fknown >> n) & 1) {
				double d;
				memcpy(&d, &a->f[n], sizeof d);
				sb_printf(o, "%s\"f%d\": ", first ? "" : ", ", 8 + n);
				if (isfinite(d))
					sb_printf(o, "%.17g", d);
				else
					sb_puts(o, "null");
				first = false;
			}
		sb_puts(o, "}, \"calls\": ");
		put_number(o, 0, a->times);
		const struct call_prediction *cp = called_with(c, insn, k);
		sb_puts(o, ", \"callee_cycles_inclusive\": ");
		if (cp && cp->predicted)
			put_number(o, 2, cp->cycles_inclusive);
		else
			sb_puts(o, "null");
		sb_puts(o, "}");
	}
	sb_puts(o, "], \"other_calls\": ");
	put_number(o, 0, vc->other_times);
	sb_puts(o, "}");
}

/* "calls": [...] of a procedure. */
static void calls_json(struct strbuf *o, const struct prediction *pr, const struct counts *c, int pi)
{
	const struct proc_prediction *pp = &pr->procs[pi];
	static const char *const kind[] = {"in_file", "recursive", "outside", "not_procedure",
					   "indirect"};
	sb_puts(o, "\"calls\": [");
	for (size_t k = 0; k < pp->ncalls; k++) {
		const struct call_site *cs = &pp->calls[k];
		const struct asm_insn *in = &pr->prog->insns[cs->insn];
		sb_printf(o, "%s{\"offset\": %llu, \"slot\": %d, \"line\": %d, \"callee\": ",
			  k ? ", " : "", (unsigned long long)in->offset, in->slot, in->loc.line);
		if (cs->name)
			sb_json_string(o, cs->name);
		else
			sb_puts(o, "null");
		sb_printf(o, ", \"kind\": \"%s\", \"count\": ", kind[cs->kind]);
		put_number(o, 2, cs->count);
		report_source_line_json(o, pr->prog, in);
		call_args_json(o, pr, c, cs->insn);
		sb_puts(o, "}");
	}
	sb_puts(o, "], ");
}

void report_json_file(struct strbuf *o, const struct prediction *pr,
		      const struct counts *c, const struct event_selection *sel,
		      const struct views_request *views)
{
	const struct program *p = pr->prog;
	const struct cfg *g = pr->cfg;
	clipped = pr->saturated || g->saturated;
	last_order.n = 0;	/* names of another run's sets may share addresses */
	sb_puts(o, "{\"path\": ");
	sb_json_string(o, p->path);
	violations_json(o, p);
	sb_puts(o, ", \"procedures\": [");
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct cfg_proc *proc = &g->procs[pi];
		sb_puts(o, pi ? ", {\"name\": " : "{\"name\": ");
		sb_json_string(o, proc->name);
		sb_puts(o, ", \"section\": ");
		sb_json_string(o, p->sections[proc->section].name);
		sb_printf(o, ", \"offset\": %llu, \"cycles\": ", (unsigned long long)proc->start);
		put_number(o, 2, pr->procs[pi].cycles);
		sb_puts(o, ", \"cycles_inclusive\": ");
		put_number(o, 2, pr->procs[pi].cycles_inclusive);
		sb_printf(o, ", \"recursive\": %s", pr->procs[pi].recursive ? "true" : "false");
		if (views && views->summary)
			views_proc_json(o, pr, (int)pi);
		sb_puts(o, ", ");
		calls_json(o, pr, c, (int)pi);
		const struct values_walk *w = values_walk_result(g->values, (int)pi);
		char note[512];
		path_note(pr, (int)pi, note, sizeof note);
		sb_printf(o, "\"path_followed\": %s, \"path_exact\": %s, \"path_note\": ",
			  w->decided ? "true" : "false", w->exact ? "true" : "false");
		sb_json_string(o, note);
		sb_puts(o, ", ");
		if (c) {
			events_json(o, &c->procs[pi], sel);
			dependence_json(o, c, (int)pi);
			sb_puts(o, ", \"events_inclusive\": {");
			bool any = false;
			each_count(o, &c->procs_inclusive[pi], sel, count_json, &any);
			sb_puts(o, "}, ");
		}
		memory_json(o, pr, (int)pi);
		sb_puts(o, "\"memory_accesses\": [");
		struct access_ctx ax = {pr, true};
		each_walk_insn(pr, (int)pi, access_json, o, &ax);
		sb_puts(o, "], \"blocks\": [");
		for (int bi = proc->first_block; bi < proc->first_block + proc->nblocks; bi++) {
			const struct cfg_block *b = &g->blocks[bi];
			sb_puts(o, bi > proc->first_block ? ", {\"label\": " : "{\"label\": ");
			if (b->label)
				sb_json_string(o, b->label);
			else
				sb_puts(o, "null");
			sb_printf(o, ", \"offset\": %llu, \"bundles\": %u, \"exec_count\": ",
				  (unsigned long long)b->start, b->nbundles);
			put_number(o, 2, b->exec_count);
			sb_printf(o, ", \"cycles\": %llu, \"loop\": %d",
				  (unsigned long long)pr->blocks[bi].cycles, b->loop);
			if (c) {
				/* blocks outside loops: per call; in loops: one execution */
				sb_puts(o, ", ");
				events_json(o, &c->blocks[bi], sel);
			}
			if (c && sel && sel->per_insn) {
				struct insn_ctx x = {pr, c, sel, true};
				sb_puts(o, ", \"instructions\": [");
				each_block_insn(pr, b, insn_json, o, &x);
				sb_puts(o, "]");
			}
			sb_puts(o, "}");
			sb_drain(o);
		}
		sb_puts(o, "], \"loops\": [");
		bool first = true;
		for (size_t li = 0; li < g->nloops; li++) {
			const struct cfg_loop *L = &g->loops[li];
			const struct cfg_block *h = &g->blocks[L->header];
			if (h->proc != (int)pi)
				continue;
			const struct loop_prediction *lp = &pr->loops[li];
			sb_puts(o, first ? "{\"header\": " : ", {\"header\": ");
			first = false;
			if (h->label)
				sb_json_string(o, h->label);
			else
				sb_puts(o, "null");
			sb_printf(o, ", \"index\": %zu, \"offset\": %llu, \"kind\": \"%s\", \"depth\": %d, "
				  "\"parent\": %d, \"first_offset\": %llu, \"end_offset\": %llu, "
				  "\"blocks\": %d, ",
				  li, (unsigned long long)h->start, cfg_loop_kind_name(L->kind), L->depth,
				  L->parent, (unsigned long long)g->blocks[L->first_block].start,
				  (unsigned long long)L->end, L->nblocks);
			loop_edges_json(o, g, L);
			sb_printf(o, ", \"entries_per_parent_iteration\": %.4f, "
				  "\"bundles\": %zu, \"instructions\": %zu, \"trip_count\": %lld, "
				  "\"trip_source\": \"%s\", \"cycles\": ",
				  L->entry_rate > CFG_COUNT_MAX ? CFG_COUNT_MAX : L->entry_rate,
				  lp->bundles, lp->instructions, (long long)L->trip_count,
				  cfg_trip_source_name(L->trip_source));
			put_number(o, 2, lp->cycles);
			sb_puts(o, ", \"cycles_inclusive\": ");
			put_number(o, 2, lp->cycles_inclusive);
			sb_puts(o, ", \"cycles_per_iteration_inclusive\": ");
			put_number(o, 4, lp->cycles_per_iteration_inclusive);
			sb_puts(o, ", ");
			if (L->source_trips >= 0)
				sb_printf(o, "\"source_trips\": %lld, ", (long long)L->source_trips);
			if (L->trip_note[0]) {
				sb_puts(o, "\"trip_note\": ");
				sb_json_string(o, L->trip_note);
				sb_puts(o, ", ");
			}
			/* what its loads met, per entry */
			const struct memory_counts *m = memory_loop(pr->memory, (int)li);
			double entries, iters;
			uint32_t deps;
			values_walk_loop(g->values, (int)li, &entries, &iters, &deps);
			if (m && m->simulated && entries > 0)
				sb_printf(o, "\"memory\": {\"accesses\": %.4g, \"loads_from\": "
					  "{\"L1D\": %.4g, \"L2D\": %.4g, \"L3\": %.4g, "
					  "\"memory\": %.4g}}, ", (double)m->accesses / entries,
					  (double)m->from[0] / entries, (double)m->from[1] / entries,
					  (double)m->from[2] / entries, (double)m->from[3] / entries);
			else
				sb_puts(o, "\"memory\": null, ");
			steady_json(o, pr, &lp->ss, NULL, views);
			if (c) {
				sb_puts(o, ", ");
				events_json(o, &c->loops[li], sel);
			}
			sb_puts(o, "}");
			sb_drain(o);
		}
		sb_puts(o, "]}");
		sb_drain(o);
	}
	sb_puts(o, "]");
	if (c) {
		sb_puts(o, ", ");
		events_json(o, &c->file, sel);
	}
	sb_puts(o, ", \"regions\": [");
	for (size_t ri = 0; ri < g->nregions; ri++) {
		const struct cfg_region *r = &g->regions[ri];
		const struct region_prediction *rp = &pr->regions[ri];
		sb_puts(o, ri ? ", {\"name\": " : "{\"name\": ");
		sb_json_string(o, r->name);
		sb_printf(o, ", \"line\": %d, \"bundles\": %zu, \"instructions\": %zu, "
			  "\"cut_bundles\": %zu, ", r->loc.line, rp->bundles, rp->instructions,
			  rp->cut_bundles);
		steady_json(o, pr, &rp->ss, rp->outside, views);
		if (c && c->regions[ri].n) {
			sb_puts(o, ", ");
			events_json(o, &c->regions[ri], sel);
		}
		sb_puts(o, "}");
		sb_drain(o);
	}
	sb_puts(o, "]");
	if (clipped)	/* some number printed as 2^64 - 1 */
		sb_puts(o, ", \"saturated\": true");
	sb_puts(o, "}");
}

static const char *check_trace(const struct trace *t)
{
	uint64_t expect = 0;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		if (t->dropped_groups && gi == t->cut)	/* one cycle each, plus their delays */
			expect += t->dropped_groups + t->dropped_stalled;
		/* cycles = issue cycles + stall cycles (+ front-end cycles) */
		if (g->cycle != expect + g->fe_delay + g->stall)
			return "a group's cycle is not the previous cycle plus its delays";
		expect = g->cycle + 1;
		if (g->count == 0 || g->count > 6)
			return "a group holds no syllable or more than six";
		uint16_t used = 0;
		for (uint32_t k = 0; k < g->count; k++) {
			uint16_t bit = t->sim.port[g->first + k];
			if (!bit || (bit & (bit - 1)) || (used & bit))
				return "a port is used twice in one group, or not at all";
			used |= bit;
		}
	}
	if (t->sim.ngroups && t->sim.cycles < expect)
		return "the cycle count is below the last group's cycle";
	/* the dispersal identity: every cycle issues one group or is stalled
	 * (back end or front end), so 6 x (cycles - stalled) = syllables
	 * dispersed + syllables not dispersed, with 6 slots a group */
	uint64_t stalled = t->dropped_stalled, dispersed = 0;
	uint64_t not_dispersed = 6 * (uint64_t)t->dropped_groups;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		stalled += g->stall + g->fe_delay;
		uint64_t d = g->count;
		dispersed += d;
		not_dispersed += 6 - d;
	}
	uint64_t last_issue = t->sim.ngroups ? t->sim.groups[t->sim.ngroups - 1].cycle + 1 : 0;
	if (6 * (last_issue - stalled) != dispersed + not_dispersed)
		return "the dispersal identity 6 x (cycles - stalled) = dispersed + not dispersed fails";
	return NULL;
}

const char *report_check(const struct prediction *pr)
{
	for (size_t li = 0; li < pr->cfg->nloops; li++) {
		const char *e = check_trace(&pr->loops[li].ss.trace);
		if (e)
			return e;
	}
	for (size_t ri = 0; ri < pr->cfg->nregions; ri++) {
		const char *e = check_trace(&pr->regions[ri].ss.trace);
		if (e)
			return e;
	}
	for (size_t bi = 0; bi < pr->cfg->nblocks; bi++) {
		const char *e = check_trace(&pr->blocks[bi].trace);
		if (e)
			return e;
	}
	return NULL;
}
