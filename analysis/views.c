/*
 * analysis/views.c - summary, resource pressure, instruction info, issue
 * groups and timeline rows, and the bound's reason (views.h).  Every
 * number is read from the core model's trace or asked of the core model
 * (machine/core.h); nothing here is a fact of its own.
 */
#include "views.h"
#include "report.h"
#include "../common/arena.h"
#include "../machine/effects.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { NPORTS = 11 };
static const char *const port_names[NPORTS] = {"M0", "M1", "M2", "M3", "I0", "I1",
					       "F0", "F1", "B0", "B1", "B2"};

static int port_index(uint16_t bit)
{
	for (int i = 0; i < NPORTS; i++)
		if (bit == (1u << i))
			return i;
	return -1;
}

/* "M", "I", "F", "B" of a port bit. */
static const char *port_class(uint16_t bit)
{
	int i = port_index(bit);
	return i < 0 ? "?" : i < 4 ? "M" : i < 6 ? "I" : i < 8 ? "F" : "B";
}

bool views_parse_range(struct views_request *r, const char *text, char *err, size_t errlen)
{
	const char *s = text;
	unsigned long long v[2];
	int n = 0;
	while (n < 2) {
		if (*s < '0' || *s > '9') {
			snprintf(err, errlen, "--timeline=%s: expected ITER or ITER-ITER "
				 "(iteration numbers from 0), found '%s'", text, *s ? s : "the end");
			return false;
		}
		char *end;
		errno = 0;
		v[n] = strtoull(s, &end, 10);
		if (errno || v[n] >= VIEWS_TIMELINE_MAX * 1024ull) {
			snprintf(err, errlen, "--timeline=%s: iteration %.*s is too large", text,
				 (int)(end - s), s);
			return false;
		}
		n++;
		s = end;
		if (*s == '-' && n == 1) {
			s++;
			continue;
		}
		break;
	}
	if (*s) {
		snprintf(err, errlen, "--timeline=%s: unexpected '%s' after the range", text, s);
		return false;
	}
	if (n == 1)
		v[1] = v[0];
	if (v[1] < v[0]) {
		snprintf(err, errlen, "--timeline=%s: the range ends (%llu) before it starts (%llu)",
			 text, v[1], v[0]);
		return false;
	}
	if (v[1] - v[0] >= VIEWS_TIMELINE_MAX) {
		snprintf(err, errlen, "--timeline=%s: at most %d iterations at a time", text,
			 VIEWS_TIMELINE_MAX);
		return false;
	}
	r->timeline = true;
	r->range = true;
	r->first = (size_t)v[0];
	r->last = (size_t)v[1];
	return true;
}

/* ---- what the trace holds --------------------------------------------- */

/* One steady-state period: syllables [from, to) of the trace, iterations
 * of it; false when there is none (fewer than 2 iterations). */
struct period {
	size_t from, to;
	size_t iters;
};

static bool period_of(const struct steady_state *ss, struct period *p)
{
	const struct trace *t = &ss->trace;
	if (t->niters < 2)
		return false;
	size_t last = t->niters - 1;
	size_t first = last >= (size_t)ss->period ? last - (size_t)ss->period : 0;
	p->from = t->iter_first[first];
	p->to = t->iter_first[last];
	p->iters = last - first;
	return p->to > p->from && p->iters > 0;
}

static bool is_nop(const struct asm_insn *in)
{
	return in->form->desc->cls == CLS_NOP && in->form->desc->type != TYPE_LX;
}

/* Instructions, bundles, nops and predicated-off instructions of trace
 * syllables [from, to), each weighing w.  A nop counts as IA64_INST_RETIRED
 * and NOPS_RETIRED count it: an L+X is one instruction, and not a nop;
 * a predicated-off nop is predicated off. */
struct tally {
	double insns, bundles, nops, off, outside;
};

static void tally_range(const struct program *p, const struct trace *t, size_t from,
			size_t to, double w, const uint8_t *outside, struct tally *y)
{
	uint32_t bundle = UINT32_MAX;
	for (size_t k = from; k < to && k < t->n; k++) {
		const struct trace_syllable *s = &t->syl[k];
		if (s->bundle != bundle)
			y->bundles += w;
		bundle = s->bundle;
		if (outside && outside[k]) {
			y->outside += w;
			continue;
		}
		y->insns += w;
		if (!s->executes)
			y->off += w;
		else if (is_nop(&p->insns[s->insn]))
			y->nops += w;
	}
}

/* tally_range over the whole of lp's exact trace, from what is kept of it
 * (loop_prediction.exact_insns): the same terms added to each sum. */
static void tally_exact(const struct program *p, const struct loop_prediction *lp, double w,
			struct tally *y)
{
	for (uint32_t k = 0; k < lp->exact_bundles; k++)
		y->bundles += w;
	for (size_t i = 0; i < lp->nexact_insns; i++) {
		const struct exact_insn *e = &lp->exact_insns[i];
		for (uint32_t k = 0; k < e->executed + e->squashed; k++)
			y->insns += w;
		for (uint32_t k = 0; k < e->squashed; k++)
			y->off += w;
		for (uint32_t k = 0; is_nop(&p->insns[e->insn]) && k < e->executed; k++)
			y->nops += w;
	}
}

/* ---- the bound's reason ------------------------------------------------ */

/* Why a group ended, as the bound's reason names it. */
enum category {
	CAT_STOPS, CAT_WIDTH, CAT_PORT_M, CAT_PORT_I, CAT_PORT_F, CAT_PORT_B,
	CAT_PAIRING, CAT_SPLIT, CAT_FETCH_PAIR, CAT_END, CAT_COUNT
};
static const char *const category_names[CAT_COUNT] = {
	"stops", "width", "ports: M", "ports: I", "ports: F", "ports: B",
	"pairing", "split issue", "fetch pair", "the code's end"
};
static const char *const category_keys[CAT_COUNT] = {
	"stops", "width", "ports_M", "ports_I", "ports_F", "ports_B",
	"pairing", "split_issue", "fetch_pair", "end"
};

/* Front-end delays, by where they come from. */
enum fe_source { FE_BUBBLE, FE_MISPREDICT, FE_FETCH, FE_COUNT };
static const char *const fe_names[FE_COUNT] = {
	"taken-branch bubble", "mispredictions", "instruction fetch"
};

struct groups_tally {
	double groups;
	double by[CAT_COUNT];		/* groups by why they ended */
	double fe[FE_COUNT];		/* front-end cycles by source */
	double stall, unattributed;	/* stall cycles; those with no producer */
	double longest;			/* the longest stall for a producer */
	struct chain_link longest_for;	/* its producer and register */
};

/* Why group gi ended (CAT_END: a block's last group, where its trace
 * stops).  A group that
 * dispersed six slots (two whole bundles) is at the width, whatever ended
 * it. */
static enum category group_category(const struct program *p, const struct trace *t, size_t gi)
{
	const struct sim_group *g = &t->sim.groups[gi];
	size_t last = g->first + g->count - 1;
	unsigned slots = 0;
	for (size_t k = g->first; k <= last; k++)
		slots += p->insns[t->syl[k].insn].form->desc->type == TYPE_LX ? 2 : 1;
	if (slots == 6)
		return CAT_WIDTH;
	switch (g->end) {
	case END_STOP:
	case END_TAKEN_BRANCH:
		return CAT_STOPS;
	case END_WINDOW:
		return CAT_WIDTH;
	case END_PORT: {
		/* the syllable that found no port: the class of the port it
		 * took in the next group */
		const char *cls = last + 1 < t->n ? port_class(t->sim.port[last + 1]) : "M";
		return cls[0] == 'I' ? CAT_PORT_I : cls[0] == 'F' ? CAT_PORT_F
		     : cls[0] == 'B' ? CAT_PORT_B : CAT_PORT_M;
	}
	case END_PAIRING:
		return CAT_PAIRING;
	case END_SPLIT:
		return CAT_SPLIT;
	case END_FETCH:
		return CAT_FETCH_PAIR;
	case END_STREAM:
		break;
	}
	return CAT_END;
}

/* Adds the groups starting in syllables [from, to) of t, each weighing w. */
static void tally_groups(const struct prediction *pr, const struct trace *t, size_t from,
			 size_t to, double w, struct groups_tally *y)
{
	const struct program *p = pr->prog;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		if (g->first < from || g->first >= to)
			continue;
		y->groups += w;
		y->by[group_category(p, t, gi)] += w;
		y->stall += w * (double)g->stall;
		if (g->stall_producer < 0) {
			y->unattributed += w * (double)g->stall;
		} else if ((double)g->stall > y->longest) {
			y->longest = (double)g->stall;
			y->longest_for = (struct chain_link){t->syl[g->stall_producer].insn,
							     g->stall_reg, g->stall};
		}
		/* the delay before it: waiting for its first bundle (a taken
		 * branch's bubble, an instruction-cache miss) and the previous
		 * group's mispredictions */
		double bub = (double)g->fe_wait_bubble, fetch = (double)g->fe_wait_imiss;
		y->fe[FE_BUBBLE] += w * bub;
		y->fe[FE_FETCH] += w * fetch;
		y->fe[FE_MISPREDICT] += w * ((double)g->fe_delay - bub - fetch);
	}
}

/* Why the groups ended: the one category when all ended alike ("stops"),
 * else each with its number of groups, most first ("ports: I 2, stops 1
 * (of 3 groups)"). */
static void dispersal_reason(struct strbuf *o, const struct groups_tally *y)
{
	double ended = 0;
	int n = 0;
	for (int c = 0; c < CAT_COUNT; c++) {
		ended += y->by[c];
		n += y->by[c] > 0;
	}
	if (n == 0)
		sb_puts(o, "no group");
	bool shown[CAT_COUNT] = {false};
	for (int i = 0; i < n; i++) {
		int best = -1;
		for (int c = 0; c < CAT_COUNT; c++)
			if (!shown[c] && y->by[c] > 0 && (best < 0 || y->by[c] > y->by[best]))
				best = c;
		shown[best] = true;
		sb_printf(o, "%s%s", i ? ", " : "", category_names[best]);
		if (n > 1)
			sb_printf(o, " %.4g", y->by[best]);
	}
	if (n > 1)
		sb_printf(o, " of %.4g groups", ended);
	if (y->unattributed > 0)
		sb_printf(o, "; %.4g cycles held (L1D or RSE)", y->unattributed);
}

static void front_end_reason(struct strbuf *o, const struct groups_tally *y)
{
	int best = -1;
	for (int f = 0; f < FE_COUNT; f++)
		if (y->fe[f] > 0 && (best < 0 || y->fe[f] > y->fe[best]))
			best = f;
	/* a fetch-pair group costs the cycle it leaves half empty */
	if (y->by[CAT_FETCH_PAIR] > 0 && (best < 0 || y->by[CAT_FETCH_PAIR] > y->fe[best]))
		sb_puts(o, "fetch pair: a taken branch to the second bundle of 32 bytes");
	else if (best >= 0)
		sb_puts(o, fe_names[best]);
	else
		sb_puts(o, "front end");
}

/* "r8 from ld8 (line 7)", the register named as the source writes it
 * (report_reg_text), the line with its C source line (report_insn_where) */
static void link_text(struct strbuf *o, const struct prediction *pr, const struct chain_link *l)
{
	const struct asm_insn *in = &pr->prog->insns[l->insn];
	report_reg_text(o, pr->prog, in, true, l->reg, l->reg);
	sb_printf(o, " from %s (", in->form->mnemonic);
	report_insn_where(o, pr->prog, in);
	sb_puts(o, ")");
}

/* The producers waited for, in the critical chain's order, up to 3;
 * memory: only those whose loads the memory model saw miss.  How many it
 * named. */
static size_t chain_reason(struct strbuf *o, const struct prediction *pr,
			   const struct steady_state *ss, bool memory)
{
	size_t shown = 0, n = 0;
	for (size_t k = 0; k < ss->nchain; k++) {
		const struct chain_link *l = &ss->chain[k];
		uint64_t missed = memory_insn_missed(pr->memory, l->insn);
		if (memory && !missed)
			continue;
		n++;
		if (shown == 3)
			continue;
		sb_puts(o, shown++ ? " -> " : memory ? "" : "chain: ");
		link_text(o, pr, l);
		const uint64_t *from = memory_insn_levels(pr->memory, l->insn);
		static const char *const level[] = {"L1D", "L2D", "L3", "memory"};
		for (int v = 3; memory && from && v > 0; v--)
			if (from[v]) {
				sb_printf(o, ", loads from %s", level[v]);
				break;
			}
	}
	if (n > shown)
		sb_printf(o, " and %zu more", n - shown);
	return shown;
}

static void period_groups(const struct prediction *pr, const struct steady_state *ss,
			  struct groups_tally *y)
{
	memset(y, 0, sizeof *y);
	struct period per;
	if (period_of(ss, &per))
		tally_groups(pr, &ss->trace, per.from, per.to, 1, y);
}

/* "held in the L1D 15.2 cycles an iteration for fill entries and the
 * OzQ (L2D back pressure)", by the largest reason, after a chain
 * (after_chain) or alone. */
static void held_reason(struct strbuf *o, const struct steady_state *ss, bool after_chain)
{
	static const char *const why[CORE_HOLD_COUNT] = {
		[CORE_HOLD_FILLS] = "fill entries, the OzQ and the bus (L2D back pressure)",
		[CORE_HOLD_TLB] = "L2DTLB to L1DTLB transfers",
		[CORE_HOLD_HPW] = "page walks",
	};
	double sum = 0;
	int best = 0;
	for (int h = 0; h < CORE_HOLD_COUNT; h++) {
		sum += ss->held[h];
		if (ss->held[h] > ss->held[best])
			best = h;
	}
	if (sum <= 0)
		return;
	sb_printf(o, "%sheld in the L1D %.4g cycles an iteration, mostly for %s",
		  after_chain ? "; " : "", sum, why[best]);
}

void views_bound_reason(struct strbuf *o, const struct prediction *pr,
			const struct steady_state *ss)
{
	struct groups_tally y;
	period_groups(pr, ss, &y);
	switch (ss->bound) {
	case BOUND_DISPERSAL:
		dispersal_reason(o, &y);
		break;
	case BOUND_LATENCY:
		chain_reason(o, pr, ss, false);
		break;
	case BOUND_MEMORY:
		held_reason(o, ss, chain_reason(o, pr, ss, true) > 0);
		break;
	case BOUND_FRONT_END:
		front_end_reason(o, &y);
		break;
	case BOUND_MEMORY_THROUGHPUT:
		sb_puts(o, ss->floor.by ? ss->floor.by : "memory");
		break;
	}
}

/* "key": v, with four significant digits (%.4g), after a comma unless
 * it is the first of its object. */
static void key_number(struct strbuf *o, bool first, const char *key, double v)
{
	if (!first)
		sb_append(o, ", ", 2);
	sb_append(o, "\"", 1);
	sb_puts(o, key);
	sb_append(o, "\": ", 3);
	sb_put_g(o, v, 4);
}

/* "group_ends": {...} and "front_end_cycles": {...} of a tally. */
static void groups_tally_json(struct strbuf *o, const struct groups_tally *y, double per)
{
	sb_puts(o, "\"group_ends\": {");
	for (int c = 0; c < CAT_COUNT; c++)
		key_number(o, c == 0, category_keys[c], y->by[c] / per);
	sb_puts(o, "}, \"front_end_cycles\": {");
	static const char *const fe_keys[FE_COUNT] = {"taken_branch_bubble", "mispredictions",
						      "instruction_fetch"};
	for (int f = 0; f < FE_COUNT; f++)
		key_number(o, f == 0, fe_keys[f], y->fe[f] / per);
	sb_puts(o, "}");
	key_number(o, false, "stall_cycles", y->stall / per);
	key_number(o, false, "held_cycles", y->unattributed / per);
}

static void bound_json(struct strbuf *o, const struct prediction *pr,
		       const struct steady_state *ss)
{
	struct strbuf r = {0};
	views_bound_reason(&r, pr, ss);
	struct groups_tally y;
	period_groups(pr, ss, &y);
	sb_puts(o, ", \"bound_reason\": {\"text\": ");
	sb_json_string(o, r.data ? r.data : "");
	sb_puts(o, ", \"per_period\": {");
	groups_tally_json(o, &y, 1);
	sb_puts(o, "}}");
	sb_free(&r);
}

/* ---- rows: the instructions of a period -------------------------------- */

struct row {
	uint32_t insn;
	uint8_t template_number;
	bool outside;
	double port[NPORTS];		/* uses over the period */
};

struct rows {
	struct row *v;
	size_t n;
	struct period per;
};

/* The distinct instructions of a steady-state period, in the order of
 * their first issue, with the ports each used.  False: no period. */
static bool rows_of(const struct steady_state *ss, const uint8_t *outside, struct rows *R)
{
	memset(R, 0, sizeof *R);
	if (!period_of(ss, &R->per))
		return false;
	const struct trace *t = &ss->trace;
	size_t cap = 0, hint = 0;
	for (size_t k = R->per.from; k < R->per.to; k++) {
		const struct trace_syllable *s = &t->syl[k];
		bool out = outside && outside[k];
		size_t j, tried;
		for (j = hint, tried = 0; tried < R->n; tried++, j = (j + 1) % R->n)
			if (R->v[j].insn == s->insn && R->v[j].outside == out)
				break;
		if (tried == R->n) {
			if (R->n == cap) {
				cap = cap ? 2 * cap : 32;
				R->v = xrealloc(R->v, cap * sizeof *R->v);
			}
			j = R->n++;
			memset(&R->v[j], 0, sizeof R->v[j]);
			R->v[j].insn = s->insn;
			R->v[j].outside = out;
			R->v[j].template_number = t->bundles[s->bundle].template_number;
		}
		hint = R->n ? (j + 1) % R->n : 0;
		int pi = port_index(t->sim.port[k]);
		if (pi >= 0)
			R->v[j].port[pi] += 1;
	}
	return true;
}

static void insn_ref(struct strbuf *o, const struct asm_insn *in)
{
	sb_printf(o, "%llx/%d", (unsigned long long)in->offset, in->slot);
}

/* ---- summary ----------------------------------------------------------- */

static void summary_lines(struct strbuf *o, const char *indent, const struct tally *y,
			  double cycles)
{
	double useful = y->insns - y->nops - y->off;
	sb_printf(o, "%s  instructions   %.2f (%.2f nops, %.2f predicated off, %.2f useful)\n",
		  indent, y->insns, y->nops, y->off, useful);
	sb_printf(o, "%s  syllables      %.2f (%.2f bundles)\n", indent, 3 * y->bundles,
		  y->bundles);
	if (y->outside > 0)
		sb_printf(o, "%s  outside        %.2f (the cut bundles' other slots)\n", indent,
			  y->outside);
	sb_printf(o, "%s  cycles         %.2f\n", indent, cycles);
	sb_printf(o, "%s  IPC            %.2f (useful: %.2f, without nops and predicated-off "
		  "instructions)\n", indent, cycles > 0 ? y->insns / cycles : 0,
		  cycles > 0 ? useful / cycles : 0);
}

/* `"name": v` with four decimals, after sep (a count per iteration). */
static void member4(struct strbuf *o, const char *sep_name, double v)
{
	sb_puts(o, sep_name);
	sb_put_fixed(o, v, 4);
}

static void summary_json(struct strbuf *o, const struct tally *y, double cycles)
{
	double useful = y->insns - y->nops - y->off;
	member4(o, "\"instructions\": ", y->insns);
	member4(o, ", \"nops\": ", y->nops);
	member4(o, ", \"predicated_off\": ", y->off);
	member4(o, ", \"useful\": ", useful);
	member4(o, ", \"syllables\": ", 3 * y->bundles);
	member4(o, ", \"bundles\": ", y->bundles);
	if (y->outside > 0)
		member4(o, ", \"outside\": ", y->outside);
	member4(o, ", \"cycles\": ", cycles);
	member4(o, ", \"ipc\": ", cycles > 0 ? y->insns / cycles : 0);
	member4(o, ", \"useful_ipc\": ", cycles > 0 ? useful / cycles : 0);
}

/* One iteration's tally: the period's, divided by its iterations. */
static bool steady_tally(const struct prediction *pr, const struct steady_state *ss,
			 const uint8_t *outside, struct tally *y)
{
	memset(y, 0, sizeof *y);
	struct period per;
	if (!period_of(ss, &per))
		return false;
	tally_range(pr->prog, &ss->trace, per.from, per.to, 1.0 / (double)per.iters, outside, y);
	return true;
}

static void steady_summary_text(struct strbuf *o, const struct prediction *pr,
				const struct steady_state *ss, const uint8_t *outside,
				const char *indent)
{
	struct tally y;
	if (!steady_tally(pr, ss, outside, &y))
		return;
	sb_printf(o, "%ssummary per iteration (steady state: %zu iterations simulated, period %d):\n",
		  indent, ss->trace.niters, ss->period);
	summary_lines(o, indent, &y, ss->cycles_per_iteration);
	sb_printf(o, "%s  bound          %s (", indent, predict_bound_name(ss->bound));
	views_bound_reason(o, pr, ss);
	sb_puts(o, ")\n");
}

/* ---- resource pressure ------------------------------------------------- */

static void pressure_cells(struct strbuf *o, const double *port, double div)
{
	for (int i = 0; i < NPORTS; i++) {
		if (port[i] > 0)
			sb_printf(o, "%-6.2f", port[i] / div);
		else
			sb_puts(o, "-     ");
	}
}

static void pressure_header(struct strbuf *o, const char *indent, bool insn_column)
{
	sb_printf(o, "%s  ", indent);
	for (int i = 0; i < NPORTS; i++)
		sb_printf(o, i + 1 < NPORTS || insn_column ? "%-6s" : "%s", port_names[i]);
	sb_puts(o, insn_column ? "instruction\n" : "\n");
}

static void pressure_text(struct strbuf *o, const struct prediction *pr, const struct rows *R,
			  const char *indent)
{
	double total[NPORTS] = {0};
	for (size_t j = 0; j < R->n; j++)
		for (int i = 0; i < NPORTS; i++)
			total[i] += R->v[j].port[i];
	double div = (double)R->per.iters;
	sb_printf(o, "%sresource pressure per iteration (port uses, over a steady-state period "
		  "of %zu iteration%s):\n", indent, R->per.iters, R->per.iters == 1 ? "" : "s");
	pressure_header(o, indent, false);
	sb_printf(o, "%s  ", indent);
	pressure_cells(o, total, div);
	while (o->len && o->data[o->len - 1] == ' ')
		o->data[--o->len] = '\0';
	sb_puts(o, "\n");
	sb_printf(o, "%sresource pressure by instruction:\n", indent);
	pressure_header(o, indent, true);
	for (size_t j = 0; j < R->n; j++) {
		const struct asm_insn *in = &pr->prog->insns[R->v[j].insn];
		sb_printf(o, "%s  ", indent);
		pressure_cells(o, R->v[j].port, div);
		insn_ref(o, in);
		sb_puts(o, R->v[j].outside ? "  (outside the region) " : "  ");
		report_insn_listed(o, pr->prog, in);
		sb_puts(o, "\n");
		sb_drain(o);
	}
}

static void ports_json(struct strbuf *o, const double *port, double div)
{
	sb_puts(o, "{");
	for (int i = 0; i < NPORTS; i++)
		key_number(o, i == 0, port_names[i], port[i] / div);
	sb_puts(o, "}");
}

/* "offset", "slot", "line", "text" of an instruction, and "outside";
 * "source_text" (and "source_file", "source_line"). */
static void insn_json_members(struct strbuf *o, const struct program *p,
			      const struct asm_insn *in, bool outside)
{
	sb_printf(o, "\"offset\": %llu, \"slot\": %d, \"line\": %d, \"text\": ",
		  (unsigned long long)in->offset, in->slot, in->generated ? 0 : in->loc.line);
	struct strbuf t = {0};
	insn_text(&t, in);
	sb_json_string(o, t.data ? t.data : "");
	sb_free(&t);
	report_insn_source_json(o, p, in);
	if (outside)
		sb_puts(o, ", \"outside\": true");
}

static void pressure_json(struct strbuf *o, const struct prediction *pr, const struct rows *R)
{
	double total[NPORTS] = {0};
	for (size_t j = 0; j < R->n; j++)
		for (int i = 0; i < NPORTS; i++)
			total[i] += R->v[j].port[i];
	double div = (double)R->per.iters;
	sb_printf(o, ", \"resource_pressure\": {\"iterations\": %zu, \"per_iteration\": ",
		  R->per.iters);
	ports_json(o, total, div);
	sb_puts(o, ", \"by_instruction\": [");
	for (size_t j = 0; j < R->n; j++) {
		sb_puts(o, j ? ", {" : "{");
		insn_json_members(o, pr->prog, &pr->prog->insns[R->v[j].insn], R->v[j].outside);
		sb_puts(o, ", \"ports\": ");
		ports_json(o, R->v[j].port, div);
		sb_puts(o, "}");
	}
	sb_puts(o, "]}");
}

/* ---- instruction info -------------------------------------------------- */

/* The registers instruction in writes, as the scoreboard tracks them
 * (a whole-file predicate move as its first predicate). */
static int results_of(const struct asm_insn *in, uint16_t *out, int max)
{
	struct insn_regs r;
	core_insn_registers(in, &r);
	int n = 0;
	for (int w = 0; w < r.nwrites && n < max; w++)
		out[n++] = r.writes[w];
	if (r.pr_writes_from && n < max)
		out[n++] = (uint16_t)(REG_PR0 + r.pr_writes_from);
	return n;
}

/* The access a load's latency is shown with: a hit (the memory model
 * answers each execution). */
static int shown_access(const struct core_config *c, const struct asm_insn *in)
{
	enum core_load k = core_load_kind(in);
	return k == CORE_LOAD_FP ? (int)core_param(c, CORE_FP_LOAD_LATENCY)
	     : k == CORE_LOAD_INT ? (int)core_param(c, CORE_INT_LOAD_LATENCY) : 0;
}

static void reg_name(char *buf, size_t size, const struct asm_insn *in, uint16_t reg)
{
	struct insn_regs r;
	core_insn_registers(in, &r);
	if (r.pr_writes_from && reg == REG_PR0 + r.pr_writes_from)
		snprintf(buf, size, "p%d-p63", r.pr_writes_from);
	else
		effects_register_name(reg, buf, size);
}

static void info_text(struct strbuf *o, const struct prediction *pr, const struct rows *R,
		      const char *indent)
{
	const struct core_config *c = &pr->config->core;
	sb_printf(o, "%sinstruction info (format, unit, the ports it may use; cycles from each "
		  "result to each use, and where the number comes from; N, M: a load's access, "
		  "shown as a hit, int_load_latency %g and fp_load_latency %g, the memory model "
		  "answering each load):\n", indent, core_param(c, CORE_INT_LOAD_LATENCY),
		  core_param(c, CORE_FP_LOAD_LATENCY));
	for (size_t j = 0; j < R->n; j++) {
		const struct asm_insn *in = &pr->prog->insns[R->v[j].insn];
		const struct insn_desc *d = in->form->desc;
		char ports[64];
		sb_printf(o, "%s  ", indent);
		insn_ref(o, in);
		sb_printf(o, "  %-4s %-2s %-23s %s", d->format ? d->format : "-",
			  insn_type_name(d->type),
			  core_port_mask_text(core_port_candidates(c, in, R->v[j].template_number),
					      ports, sizeof ports),
			  R->v[j].outside ? "(outside the region) " : "");
		report_insn_listed(o, pr->prog, in);
		sb_puts(o, "\n");
		uint16_t res[INSN_MAX_WRITES + 1];
		int nres = results_of(in, res, INSN_MAX_WRITES + 1);
		for (int k = 0; k < nres; k++) {
			char rb[32];
			reg_name(rb, sizeof rb, in, res[k]);
			sb_printf(o, "%s      ", indent);
			if (strchr(rb, '-'))	/* p16-p63: a whole-file move */
				sb_puts(o, rb);
			else
				report_reg_text(o, pr->prog, in, true, res[k], res[k]);
			sb_puts(o, ":");
			/* the uses grouped by the source of their number */
			bool done[USE_COUNT] = {false};
			bool first_src = true;
			for (int u = 0; u < USE_COUNT; u++) {
				if (done[u] || !core_use_applies(res[k], (enum reg_use)u))
					continue;
				const char *src = core_latency_source(c, in, res[k], (enum reg_use)u);
				sb_puts(o, first_src ? " " : "; ");
				first_src = false;
				bool first = true;
				for (int v = u; v < USE_COUNT; v++) {
					if (done[v] || !core_use_applies(res[k], (enum reg_use)v) ||
					    strcmp(core_latency_source(c, in, res[k], (enum reg_use)v),
						   src) != 0)
						continue;
					done[v] = true;
					sb_printf(o, "%s%s %d", first ? "" : ", ",
						  core_use_name((enum reg_use)v),
						  core_latency(c, in, res[k], (enum reg_use)v,
							       shown_access(c, in)));
					first = false;
				}
				sb_printf(o, " (%s)", src);
			}
			sb_puts(o, "\n");
		}
	}
}

static void info_json(struct strbuf *o, const struct prediction *pr, const struct rows *R)
{
	const struct core_config *c = &pr->config->core;
	sb_puts(o, ", \"instruction_info\": [");
	for (size_t j = 0; j < R->n; j++) {
		const struct asm_insn *in = &pr->prog->insns[R->v[j].insn];
		const struct insn_desc *d = in->form->desc;
		sb_puts(o, j ? ", {" : "{");
		insn_json_members(o, pr->prog, in, R->v[j].outside);
		sb_puts(o, ", \"format\": ");
		sb_json_string(o, d->format ? d->format : "");
		sb_printf(o, ", \"unit\": \"%s\", \"ports\": [", insn_type_name(d->type));
		uint16_t m = core_port_candidates(c, in, R->v[j].template_number);
		bool first = true;
		for (int i = 0; i < NPORTS; i++)
			if (m & (1u << i)) {
				sb_printf(o, "%s\"%s\"", first ? "" : ", ", port_names[i]);
				first = false;
			}
		sb_puts(o, "], \"results\": [");
		uint16_t res[INSN_MAX_WRITES + 1];
		int nres = results_of(in, res, INSN_MAX_WRITES + 1);
		for (int k = 0; k < nres; k++) {
			char rb[32];
			reg_name(rb, sizeof rb, in, res[k]);
			sb_puts(o, k ? ", {\"reg\": " : "{\"reg\": ");
			sb_json_string(o, rb);
			char own[32];
			const char *spelled = strchr(rb, '-') ? rb	/* a whole-file move */
					    : report_source_name(pr->prog, in, true, res[k], own,
								 sizeof own);
			sb_puts(o, ", \"reg_source\": ");
			sb_json_string(o, spelled ? spelled : rb);
			sb_puts(o, ", \"latency\": {");
			first = true;
			for (int u = 0; u < USE_COUNT; u++) {
				if (!core_use_applies(res[k], (enum reg_use)u))
					continue;
				sb_printf(o, "%s\"%s\": {\"cycles\": %d, \"source\": ", first ? "" : ", ",
					  core_use_name((enum reg_use)u),
					  core_latency(c, in, res[k], (enum reg_use)u,
						       shown_access(c, in)));
				sb_json_string(o, core_latency_source(c, in, res[k], (enum reg_use)u));
				sb_puts(o, "}");
				first = false;
			}
			sb_puts(o, "}}");
		}
		sb_puts(o, "]}");
		sb_drain(o);
	}
	sb_puts(o, "]");
}

/* ---- issue groups and the timeline in JSON ------------------------------ */

static void groups_json(struct strbuf *o, const struct prediction *pr,
			const struct steady_state *ss, const uint8_t *outside)
{
	const struct trace *t = &ss->trace;
	sb_puts(o, ", \"issue_groups\": [");
	struct period per;
	if (!period_of(ss, &per)) {
		sb_puts(o, "]");
		return;
	}
	uint64_t base = t->sim.issue[per.from];
	bool first = true;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		if (g->first < per.from || g->first >= per.to)
			continue;
		sb_printf(o, "%s{\"cycle\": %llu, \"stall\": %llu, \"front_end\": %llu, "
			  "\"end\": \"%s\", \"ports\": [", first ? "" : ", ",
			  (unsigned long long)(g->cycle - base), (unsigned long long)g->stall,
			  (unsigned long long)g->fe_delay, core_group_end_name(g->end));
		first = false;
		for (uint32_t k = 0; k < g->count; k++) {
			int pi = port_index(t->sim.port[g->first + k]);
			sb_printf(o, "%s\"%s\"", k ? ", " : "", pi >= 0 ? port_names[pi] : "?");
		}
		sb_puts(o, "], \"syllables\": [");
		for (uint32_t k = 0; k < g->count; k++) {
			size_t s = g->first + k;
			const struct asm_insn *in = &pr->prog->insns[t->syl[s].insn];
			int pi = port_index(t->sim.port[s]);
			sb_printf(o, "%s{\"offset\": %llu, \"slot\": %d, \"line\": %d, \"insn\": ",
				  k ? ", " : "", (unsigned long long)in->offset, in->slot,
				  in->generated ? 0 : in->loc.line);
			sb_json_string(o, in->form->mnemonic);
			sb_printf(o, ", \"port\": \"%s\", \"executes\": %s%s}",
				  pi >= 0 ? port_names[pi] : "?", t->syl[s].executes ? "true" : "false",
				  outside && outside[s] ? ", \"outside\": true" : "");
		}
		sb_puts(o, "]");
		if (g->stall && g->stall_producer >= 0) {
			char rb[32];
			uint32_t pi = t->syl[g->stall_producer].insn;
			const struct asm_insn *in = &pr->prog->insns[pi];
			sb_puts(o, ", \"waits_for\": {\"reg\": ");
			sb_json_string(o, effects_register_name(g->stall_reg, rb, sizeof rb));
			const char *written = report_source_name(pr->prog, in, true,
								 predict_written_register(pr->prog, pi, g),
								 rb, sizeof rb);
			sb_puts(o, ", \"reg_source\": ");
			sb_json_string(o, written ? written : "?");
			sb_printf(o, ", \"line\": %d, \"offset\": %llu, \"slot\": %d", in->loc.line,
				  (unsigned long long)in->offset, in->slot);
			report_source_line_json(o, pr->prog, in);
			sb_puts(o, "}");
		}
		sb_puts(o, "}");
		sb_drain(o);
	}
	sb_puts(o, "]");
}

void views_timeline_span(const struct steady_state *ss, const struct views_request *r,
			 size_t *from, size_t *to, bool *clipped)
{
	const struct trace *t = &ss->trace;
	size_t first = r && r->range ? r->first : 0;
	size_t last = r && r->range ? r->last : PREDICT_TIMELINE_ITERATIONS - 1;
	*clipped = last >= t->niters;
	if (last >= t->niters)
		last = t->niters ? t->niters - 1 : 0;
	*from = first < t->niters ? first : t->niters;
	*to = first < t->niters ? last + 1 : t->niters;
}

uint64_t views_timeline_base(const struct trace *t, size_t from)
{
	if (from == 0 || from >= t->niters)
		return 0;
	size_t k = t->iter_first[from];
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		if (k >= g->first && k < g->first + g->count)
			return g->cycle - g->stall - g->fe_delay;
	}
	return 0;
}

static void timeline_json(struct strbuf *o, const struct prediction *pr,
			  const struct steady_state *ss, const uint8_t *outside,
			  const struct views_request *r)
{
	const struct trace *t = &ss->trace;
	size_t from, to;
	bool clipped;
	views_timeline_span(ss, r, &from, &to, &clipped);
	size_t asked_first = r->range ? r->first : 0;
	size_t asked_last = r->range ? r->last : PREDICT_TIMELINE_ITERATIONS - 1;
	sb_printf(o, ", \"timeline\": {\"first_iteration\": %zu, \"last_iteration\": %zu, "
		  "\"iterations_simulated\": %zu, \"rows\": [", asked_first, asked_last, t->niters);
	uint64_t base = views_timeline_base(t, from);
	size_t k0 = from < t->niters ? t->iter_first[from] : t->n;
	size_t k1 = to < t->niters ? t->iter_first[to] : t->n;
	size_t it = from, gi = 0;
	for (size_t k = k0; k < k1; k++) {
		while (it + 1 < t->niters && k >= t->iter_first[it + 1])
			it++;
		while (gi < t->sim.ngroups && k >= t->sim.groups[gi].first + t->sim.groups[gi].count)
			gi++;
		uint64_t stall = gi < t->sim.ngroups ? t->sim.groups[gi].stall : 0;
		const struct asm_insn *in = &pr->prog->insns[t->syl[k].insn];
		sb_printf(o, "%s{\"iteration\": %zu, ", k > k0 ? ", " : "", it);
		insn_json_members(o, pr->prog, in, outside && outside[k]);
		int pi = port_index(t->sim.port[k]);
		sb_printf(o, ", \"executes\": %s, \"port\": \"%s\", \"cycle\": %llu, \"stall\": %llu}",
			  t->syl[k].executes ? "true" : "false", pi >= 0 ? port_names[pi] : "?",
			  (unsigned long long)(t->sim.issue[k] - base), (unsigned long long)stall);
		sb_drain(o);
	}
	sb_puts(o, "]}");
}

/* ---- the entry points -------------------------------------------------- */

void views_steady_text(struct strbuf *o, const struct prediction *pr,
		       const struct steady_state *ss, const uint8_t *outside,
		       const struct views_request *r, const char *indent)
{
	if (!r || !(r->summary || r->info || r->pressure))
		return;
	if (r->summary)
		steady_summary_text(o, pr, ss, outside, indent);
	struct rows R;
	if ((r->info || r->pressure) && rows_of(ss, outside, &R)) {
		if (r->info)
			info_text(o, pr, &R, indent);
		if (r->pressure)
			pressure_text(o, pr, &R, indent);
		free(R.v);
	}
}

void views_steady_json(struct strbuf *o, const struct prediction *pr,
		       const struct steady_state *ss, const uint8_t *outside,
		       const struct views_request *r)
{
	bound_json(o, pr, ss);
	groups_json(o, pr, ss, outside);
	if (!r)
		return;
	struct tally y;
	if (r->summary && steady_tally(pr, ss, outside, &y)) {
		sb_printf(o, ", \"summary\": {\"iterations_simulated\": %zu, \"period\": %d, "
			  "\"per_iteration\": {", ss->trace.niters, ss->period);
		summary_json(o, &y, ss->cycles_per_iteration);
		sb_puts(o, "}}");
	}
	struct rows R;
	if ((r->info || r->pressure) && rows_of(ss, outside, &R)) {
		if (r->info)
			info_json(o, pr, &R);
		if (r->pressure)
			pressure_json(o, pr, &R);
		free(R.v);
	}
	if (r->timeline)
		timeline_json(o, pr, ss, outside, r);
}

/* ---- procedures -------------------------------------------------------- */

/* A procedure per call: what its blocks outside loops and its loops
 * issue, as the counts take them (counts.c): a block's trace times its
 * executions, a loop's exact trace of one entry plus its steady state's
 * period for the iterations beyond, times its entries.  *biggest is the
 * loop with the most cycles per call (-1: the blocks outside loops), its
 * share in *share. */
struct proc_view {
	struct tally y;
	struct groups_tally blocks;	/* the groups of its blocks outside loops */
	double block_cycles;
	int biggest;
	double share;
};

static void proc_view(const struct prediction *pr, int pi, struct proc_view *v)
{
	const struct cfg *g = pr->cfg;
	const struct cfg_proc *proc = &g->procs[pi];
	memset(v, 0, sizeof *v);
	v->biggest = -1;
	for (int bi = proc->first_block; bi < proc->first_block + proc->nblocks; bi++) {
		const struct cfg_block *b = &g->blocks[bi];
		if (b->loop >= 0)
			continue;
		const struct trace *t = &pr->blocks[bi].trace;
		tally_range(pr->prog, t, 0, t->n, b->exec_count, NULL, &v->y);
		tally_groups(pr, t, 0, t->n, b->exec_count, &v->blocks);
		v->block_cycles += b->exec_count * (double)pr->blocks[bi].cycles;
	}
	double best = v->block_cycles;
	for (size_t li = 0; li < g->nloops; li++) {
		const struct cfg_loop *L = &g->loops[li];
		const struct cfg_block *h = &g->blocks[L->header];
		if (h->proc != pi || L->trip_count <= 0)
			continue;
		const struct loop_prediction *lp = &pr->loops[li];
		double entries = h->exec_count / (double)L->trip_count;
		tally_exact(pr->prog, lp, entries, &v->y);
		struct period per;
		if (lp->extrapolated > 0 && lp->ss.trace.niters > (size_t)lp->ss.period &&
		    period_of(&lp->ss, &per))
			tally_range(pr->prog, &lp->ss.trace, per.from, per.to,
				    entries * (double)lp->extrapolated / (double)lp->ss.period,
				    NULL, &v->y);
		if (lp->cycles * entries > best) {
			best = lp->cycles * entries;
			v->biggest = (int)li;
		}
	}
	double total = pr->procs[pi].cycles;
	v->share = total > 0 ? best / total : 0;
}

/* The bound of a procedure: its biggest part's. */
static void proc_bound(struct strbuf *o, const struct prediction *pr, const struct proc_view *v)
{
	if (v->biggest >= 0) {
		const struct cfg_loop *L = &pr->cfg->loops[v->biggest];
		const struct steady_state *ss = &pr->loops[v->biggest].ss;
		char nb[32];
		sb_printf(o, "loop %s, %.0f%% of the cycles: %s (",
			  cfg_block_name(&pr->cfg->blocks[L->header], nb, sizeof nb),
			  100 * v->share, predict_bound_name(ss->bound));
		views_bound_reason(o, pr, ss);
		sb_puts(o, ")");
		return;
	}
	const struct groups_tally *y = &v->blocks;
	double fe = y->fe[FE_BUBBLE] + y->fe[FE_MISPREDICT] + y->fe[FE_FETCH];
	if (y->groups == 0) {
		sb_puts(o, "none: no instruction runs");
		return;
	}
	sb_printf(o, "the blocks outside loops, %.0f%% of the cycles: ", 100 * v->share);
	if (y->stall > y->unattributed) {
		sb_printf(o, "latency (%.4g stall cycles per call; the longest, %.4g, for ",
			  y->stall, y->longest);
		link_text(o, pr, &y->longest_for);
		sb_puts(o, ")");
	} else if (fe > 0 || y->by[CAT_FETCH_PAIR] > 0) {
		sb_puts(o, "front-end (");
		front_end_reason(o, y);
		sb_puts(o, ")");
	} else {
		sb_puts(o, "dispersal (");
		dispersal_reason(o, y);
		sb_puts(o, ")");
	}
}

void views_proc_text(struct strbuf *o, const struct prediction *pr, int proc,
		     const char *indent)
{
	struct proc_view v;
	proc_view(pr, proc, &v);
	sb_printf(o, "%ssummary per call:\n", indent);
	summary_lines(o, indent, &v.y, pr->procs[proc].cycles);
	sb_printf(o, "%s  bound          ", indent);
	proc_bound(o, pr, &v);
	sb_puts(o, "\n");
}

void views_proc_json(struct strbuf *o, const struct prediction *pr, int proc)
{
	struct proc_view v;
	proc_view(pr, proc, &v);
	sb_puts(o, ", \"summary\": {\"per_call\": {");
	summary_json(o, &v.y, pr->procs[proc].cycles);
	sb_puts(o, "}, \"bound\": ");
	struct strbuf b = {0};
	proc_bound(&b, pr, &v);
	sb_json_string(o, b.data ? b.data : "");
	sb_free(&b);
	sb_puts(o, "}");
}
