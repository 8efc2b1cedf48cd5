/*
 * analysis/predict.c - from the control-flow graph to cycles.
 *
 * For each loop, the body path (header to the back edge, branches inside
 * taken as not taken) is laid down iteration after iteration with the
 * rotating registers renamed and the stage predicates computed as br.ctop
 * and br.wtop set them (machine/archstate.h); the core model runs over it
 * and the steady state is the repeating pattern of iteration lengths.
 * Blocks outside loops are simulated alone, from an empty pipeline.
 * docs/model.md, section 7.
 */
#include "predict.h"
#include "values.h"
#include "../machine/archstate.h"
#include "../machine/effects.h"
#include "../common/arena.h"
#include "../common/strbuf.h"
#include "../common/diag.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Iterations simulated to find a loop's steady state, and the first of
 * them that counts (the rest warm the pipeline).  Enough for any pattern
 * of period 8 or less to repeat several times. */
enum { STEADY_ITERATIONS = 48, STEADY_SKIP = 16, MAX_PERIOD = 8,
       EXACT_TRIPS = 256,
       MAX_MEMORY_PERIOD = 256 };	/* the longest pattern of misses looked for */

/* Syllables one simulation of a loop may lay down: a body so large that
 * 48 (or 256) iterations exceed it is simulated for fewer (at least 2 for
 * the steady state, 1 exactly), its iterations long enough that the
 * pipeline's filling is lost in them. */
enum { SIM_BUDGET = 1 << 20 };

/* The instructions a loop's registers are worked out for once, for all
 * its iterations (struct regs_memo): a body spanning more is not memoized. */
enum { REGS_MEMO_MAX = 4096 };

static int64_t within_budget(int64_t iterations, size_t syllables, int64_t least)
{
	if (syllables == 0 || (uint64_t)iterations * syllables <= SIM_BUDGET)
		return iterations;
	int64_t n = (int64_t)(SIM_BUDGET / syllables);
	return n < least ? least : n;
}

/* ---- the path state ---------------------------------------------------- */

/* The registers the core model tracks are numbered as machine/effects.h
 * numbers resources, which machine/archstate.h renames. */
_Static_assert((int)REG_GR0 == (int)RES_GR0 && (int)REG_FR0 == (int)RES_FR0 &&
	       (int)REG_PR0 == (int)RES_PR0 && (int)REG_BR0 == (int)RES_BR0,
	       "register and resource numbers differ");

/* How the path treats what the code leaves unknown: a predicate as
 * unknown_predicates_true says; branches inside the path are not
 * followed. */
static unsigned path_flags(const struct model_config *m)
{
	return ARCH_FALL_THROUGH |
	       (analysis_param(m, ANALYSIS_UNKNOWN_PREDICATES_TRUE) != 0 ? ARCH_UNKNOWN_TRUE : 0);
}

/* The states the blocks of the program leave, each carried out once on
 * the state its dominators leave (see entry_state), computed when first
 * asked. */
struct entry_states {
	struct arch_state *end;	/* per block: the state after it */
	uint8_t *done;
	int *carried;		/* per block, where done: carried_dominator */
	int *stack;
};

static void entry_states_init(struct entry_states *E, const struct cfg *g)
{
	size_t n = g->nblocks + 1;
	E->end = xmalloc(n * sizeof *E->end);
	E->done = xcalloc(n, 1);
	E->carried = xmalloc(n * sizeof *E->carried);
	E->stack = xmalloc(n * sizeof *E->stack);
}

static void entry_states_free(struct entry_states *E)
{
	free(E->end);
	free(E->done);
	free(E->carried);
	free(E->stack);
}

/* The nearest block strictly dominating b that is in no loop or in a loop
 * holding b, and not in loop not_in (-1: none); -1 when there is none. */
static int carried_dominator(const struct cfg *g, int b, int not_in)
{
	int d = g->blocks[b].idom;
	if (d < 0 || d == b)
		return -1;
	for (;;) {
		int M = g->blocks[d].loop;
		if ((M < 0 || cfg_loop_contains(g, M, b)) &&
		    (not_in < 0 || !cfg_loop_contains(g, not_in, d)))
			return d;
		int up = g->blocks[d].idom;
		if (up < 0 || up == d)
			return -1;
		d = up;
	}
}

static void run_block(const struct program *p, const struct cfg_block *b,
		      const struct model_config *m, struct arch_state *st)
{
	for (struct cfg_insns it = cfg_insns(p, b); cfg_insns_next(&it);) {
		const struct asm_insn *in = &p->insns[it.insn];
		arch_execute(st, in->form, in->ops, in->nops, in->nouts, in->qp,
			     path_flags(m));
	}
}

/* The state block d leaves: the blocks carried before it (each block's
 * carried dominator, up the dominator tree), then d itself. */
static const struct arch_state *end_state(struct entry_states *E, const struct program *p,
					  const struct cfg *g, const struct model_config *m, int d)
{
	int n = 0;
	for (int x = d; x >= 0 && !E->done[x]; x = E->carried[x]) {
		E->stack[n++] = x;
		E->carried[x] = carried_dominator(g, x, -1);
	}
	while (n) {
		int y = E->stack[--n];
		struct arch_state st;
		if (E->carried[y] < 0)
			arch_init(&st);
		else
			st = E->end[E->carried[y]];
		run_block(p, &g->blocks[y], m, &st);
		E->end[y] = st;
		E->done[y] = 1;
	}
	return &E->end[d];
}

/* The state at a loop's entry: the blocks that dominate its header,
 * from the procedure's entry on, carried out on an unknown state,
 * stepping over the loops among them as the body path does (a block in a
 * loop that does not hold this one, or in this loop, is left out); ar.lc
 * and ar.ec as the graph found them.  Each block is carried out once for
 * the whole program (struct entry_states). */
static void entry_state(struct entry_states *E, const struct program *p, const struct cfg *g,
			int loop, const struct model_config *m, struct arch_state *st)
{
	const struct cfg_loop *L = &g->loops[loop];
	int d = carried_dominator(g, L->header, loop);
	if (d < 0)
		arch_init(st);
	else
		*st = *end_state(E, p, g, m, d);
	st->lc = L->lc_known ? L->lc : 0;
	st->ec = L->ec_known ? L->ec : 1;
	st->lc_known = st->ec_known = true;
}

/* A state for code simulated alone: nothing known but ar.lc and ar.ec. */
static void alone_state(struct arch_state *st, int64_t lc)
{
	arch_init(st);
	st->lc = lc;
	st->ec = 1;
	st->lc_known = st->ec_known = true;
}

/* ---- traces ------------------------------------------------------------ */

static void trace_free(struct trace *t)
{
	free(t->syl);
	free(t->work);
	free(t->bundles);
	free(t->iter_first);
	core_sim_result_free(&t->sim);
	memset(t, 0, sizeof *t);
}

static void steady_free(struct steady_state *ss)
{
	trace_free(&ss->trace);
	free(ss->chain);
	free(ss->l2d_secondary);
}

static void trace_mark_iteration(struct trace *t)
{
	if (t->niters == t->icap) {
		t->icap = t->icap ? 2 * t->icap : 64;
		t->iter_first = xrealloc(t->iter_first, t->icap * sizeof *t->iter_first);
	}
	t->iter_first[t->niters++] = (uint32_t)t->n;
}

/* Each instruction's registers (core_insn_registers: they do not depend
 * on the state) for the instructions lo..lo+n-1, worked out once for a
 * loop's iterations. */
struct regs_memo {
	uint32_t lo, n;
	struct insn_regs *regs;
	bool *known;
};

static void registers_of(struct regs_memo *memo, const struct asm_insn *in, uint32_t idx,
			 struct insn_regs *out)
{
	uint32_t k = idx - (memo ? memo->lo : 0);
	if (!memo || k >= memo->n) {
		core_insn_registers(in, out);
		return;
	}
	if (!memo->known[k]) {
		core_insn_registers(in, &memo->regs[k]);
		memo->known[k] = true;
	}
	*out = memo->regs[k];
}

/* Lays down one bundle.  `back_edge` is the insn index of the branch that
 * closes the loop (taken while the loop goes on), or UINT32_MAX.  The
 * slots in `outside` (bit k: slot k) are dispersed as the instructions
 * they hold but do nothing: they read and write no register and leave the
 * state alone (a region's cut bundle).  memo (NULL: none) keeps the
 * instructions' registers.  Returns true when a branch in the bundle was
 * taken (the rest is not reached). */
static bool trace_bundle(struct trace *t, const struct program *p,
			 const struct asm_bundle *bu, bool after_taken,
			 struct arch_state *st, unsigned flags, uint32_t back_edge,
			 bool *loop_exits, unsigned outside, struct regs_memo *memo)
{
	if (t->nbundles == t->bcap) {
		t->bcap = t->bcap ? 2 * t->bcap : 64;
		t->bundles = xrealloc(t->bundles, t->bcap * sizeof *t->bundles);
	}
	uint32_t bi = (uint32_t)t->nbundles++;
	t->bundles[bi] = (struct sim_bundle){bu->template_number, bu->offset, after_taken};
	for (int k = 0; k < bundle_ninsns(bu); k++) {
		uint32_t idx = bu->insn[k];
		const struct asm_insn *in = &p->insns[idx];
		if (t->n == t->cap) {
			t->cap = t->cap ? 2 * t->cap : 256;
			t->work = xrealloc(t->work, t->cap * sizeof *t->work);
		}
		struct sim_syllable *s = &t->work[t->n++];
		memset(s, 0, sizeof *s);
		s->insn = idx;
		s->bundle = bi;
		s->slot = (uint8_t)k;
		if (outside & (1u << k))
			continue;	/* executes nothing, waits for nothing */
		s->executes = arch_executes(st, in->qp, flags);
		registers_of(memo, in, idx, &s->regs);
		for (int r = 0; r < s->regs.nreads; r++)
			s->regs.reads[r] = arch_rename(st, s->regs.reads[r]);
		for (int w = 0; w < s->regs.nwrites; w++)
			s->regs.writes[w] = arch_rename(st, s->regs.writes[w]);
		bool taken = arch_execute(st, in->form, in->ops, in->nops, in->nouts, in->qp, flags);
		if (idx == back_edge) {
			s->taken = taken;
			*loop_exits = !taken;
			if (taken)
				return true;
		}
	}
	return false;
}

/* Gives back what a simulated trace allocated beyond its length (the
 * arrays grow by doubling; a program keeps one trace per block and two
 * per loop), and keeps of its syllables only what is read once the core
 * model has run (struct trace_syllable).  Done once the work array has
 * served (find_bound reads its registers). */
static void trace_fit(struct trace *t)
{
	if (t->work) {
		t->syl = xmalloc((t->n ? t->n : 1) * sizeof *t->syl);
		for (size_t k = 0; k < t->n; k++) {
			const struct sim_syllable *w = &t->work[k];
			t->syl[k] = (struct trace_syllable){w->insn, w->bundle, w->slot,
							    w->executes, w->taken, w->mispredicted};
		}
		free(t->work);
		t->work = NULL;
		t->cap = 0;
	}
	if (t->bcap > t->nbundles) {
		t->bcap = t->nbundles ? t->nbundles : 1;
		t->bundles = xrealloc(t->bundles, t->bcap * sizeof *t->bundles);
	}
	if (t->icap > t->niters) {
		t->icap = t->niters ? t->niters : 1;
		t->iter_first = xrealloc(t->iter_first, t->icap * sizeof *t->iter_first);
	}
	if (t->sim.groups)
		t->sim.groups = xrealloc(t->sim.groups, (t->sim.ngroups ? t->sim.ngroups : 1) *
					 sizeof *t->sim.groups);
}

/* What a loop's exact trace keeps: its syllables, bundles and groups,
 * which the counts and the views read (counts.c, views.c), and its number
 * of iterations; its issue cycles, ports and iteration starts go. */
static void trace_drop_timing(struct trace *t)
{
	free(t->sim.issue);
	free(t->sim.port);
	free(t->iter_first);
	t->sim.issue = NULL;
	t->sim.port = NULL;
	t->iter_first = NULL;
	t->icap = 0;
}

/* Buffers the loops' exact_insns reuse: the entries being counted, and
 * per instruction from the trace's lowest, its entry + 1 (0: none yet;
 * put back to 0 after each loop). */
struct exact_scratch {
	struct exact_insn *v;
	size_t cap;
	uint32_t *at;
	size_t atcap;
};

/* What the counts and the views read of lp's exact trace
 * (loop_prediction.exact_insns), kept when the trace goes; worked out in
 * sc, then copied at its size. */
static void exact_insns(struct loop_prediction *lp, struct exact_scratch *sc)
{
	const struct trace *t = &lp->exact;
	uint32_t lo = UINT32_MAX, hi = 0, bundle = UINT32_MAX;
	for (size_t k = 0; k < t->n; k++) {
		lo = t->syl[k].insn < lo ? t->syl[k].insn : lo;
		hi = t->syl[k].insn > hi ? t->syl[k].insn : hi;
	}
	size_t m = 0;
	if (t->n) {
		sc->v = xgrow(sc->v, &sc->cap, t->n, sizeof *sc->v);
		sc->at = xgrow_zeroed(sc->at, &sc->atcap, hi - lo, sizeof *sc->at);
	}
	for (size_t k = 0; k < t->n; k++) {
		const struct trace_syllable *s = &t->syl[k];
		lp->exact_bundles += s->bundle != bundle;
		bundle = s->bundle;
		uint32_t *at = &sc->at[s->insn - lo];
		if (!*at) {
			sc->v[m++] = (struct exact_insn){s->insn, 0, 0};
			*at = (uint32_t)m;
		}
		struct exact_insn *e = &sc->v[*at - 1];
		e->executed += s->executes;
		e->squashed += !s->executes;
	}
	for (size_t i = 0; i < m; i++)
		sc->at[sc->v[i].insn - lo] = 0;
	lp->exact_insns = xmalloc((m + 1) * sizeof *lp->exact_insns);
	memcpy(lp->exact_insns, sc->v, m * sizeof *sc->v);
	lp->nexact_insns = m;
}

static bool in_loop(const struct cfg *g, int loop, int block)
{
	return block >= 0 && cfg_loop_contains(g, loop, block);
}

/* Where the body path goes on after the nested loop C of loop `loop`: the
 * fall-through of C's latch, else C's first exit that stays in `loop`. */
static int inner_exit(const struct cfg *g, int loop, int C)
{
	int exit = g->blocks[g->loops[C].latch].succ_fall;
	if (in_loop(g, loop, exit) && !in_loop(g, C, exit))
		return exit;
	for (int k = 0; k < g->loops[C].nexits; k++)
		if (in_loop(g, loop, g->loops[C].exits[k].to))
			return g->loops[C].exits[k].to;
	return -1;
}

/* The blocks of a loop's own body path: from the header along fall-through
 * edges (taken edges when the fall-through leaves the loop) to the latch.
 * A nested loop on the way is stepped over to its exit: it is predicted on
 * its own, and its cycles are counted through its own executions.  At
 * most max blocks (the loop's blocks: a path visits each once). */
static int body_path(const struct cfg *g, int loop, int *out, int max)
{
	const struct cfg_loop *L = &g->loops[loop];
	int n = 0, b = L->header, steps = 0;
	while (b >= 0 && n < max && steps++ < max) {
		int inner = g->blocks[b].loop;
		if (inner != loop && inner >= 0) {
			/* the child of this loop that holds b: skip to its exit */
			while (g->loops[inner].parent >= 0 && g->loops[inner].parent != loop)
				inner = g->loops[inner].parent;
			int exit = inner_exit(g, loop, inner);
			if (exit == b || exit == L->header || !in_loop(g, loop, exit))
				break;
			b = exit;
			continue;
		}
		out[n++] = b;
		if (b == L->latch)
			break;
		int next = g->blocks[b].succ_fall;
		if (!in_loop(g, loop, next) || next == L->header)
			next = g->blocks[b].succ_taken;
		if (!in_loop(g, loop, next) || next == L->header)
			break;
		b = next;
	}
	return n;
}

/* Simulates `iters` iterations of the loop from its entry state (with
 * ar.lc forced to keep a counted loop going when `steady` is set). */
static bool run_loop(struct entry_states *E, const struct program *p, const struct cfg *g,
		     int loop, const struct model_config *m, const struct core_models *models,
		     int64_t iters, bool steady,
		     struct trace *t)
{
	const struct cfg_loop *L = &g->loops[loop];
	struct arch_state st;
	entry_state(E, p, g, loop, m, &st);
	if (steady) {
		st.lc = INT64_MAX / 2;
	} else if (L->kind == LOOP_CLOOP) {
		st.lc = iters - 1;
	} else if (L->kind == LOOP_CTOP) {
		if (!L->lc_known || !L->ec_known) {
			st.ec = L->ec_known ? L->ec : 1;
			st.lc = iters - st.ec;
		}
	}
	int *path = xmalloc((size_t)L->nblocks * sizeof *path);
	int np = body_path(g, loop, path, L->nblocks);
	/* the instructions of the path, when few enough to memoize */
	uint32_t lo = UINT32_MAX, hi = 0;
	for (int bi = 0; bi < np; bi++) {
		const struct cfg_block *b = &g->blocks[path[bi]];
		for (struct cfg_insns it = cfg_insns(p, b); cfg_insns_next(&it);) {
			lo = it.insn < lo ? it.insn : lo;
			hi = it.insn > hi ? it.insn : hi;
		}
	}
	struct regs_memo memo = {0}, *mp = NULL;
	if (iters > 1 && lo <= hi && hi - lo < REGS_MEMO_MAX) {
		memo = (struct regs_memo){lo, hi - lo + 1, xmalloc((hi - lo + 1) * sizeof *memo.regs),
					  xcalloc(hi - lo + 1, sizeof *memo.known)};
		mp = &memo;
	}
	bool after_taken = false;
	for (int64_t it = 0; it < iters; it++) {
		trace_mark_iteration(t);
		bool exits = false;
		for (int bi = 0; bi < np; bi++) {
			const struct cfg_block *b = &g->blocks[path[bi]];
			const struct asm_section *sec = &p->sections[b->section];
			for (uint32_t k = 0; k < b->nbundles; k++) {
				bool taken = trace_bundle(t, p, &sec->bundles[b->first_bundle + k],
							  after_taken, &st, path_flags(m),
							  L->back_branch, &exits, 0, mp);
				after_taken = taken;
				if (taken)
					break;
			}
		}
		if (exits)
			break;
		/* a while-type loop stops after its trip count */
		if (!steady && it + 1 >= iters)
			break;
	}
	free(memo.regs);
	free(memo.known);
	free(path);
	char err[160];
	if (!core_simulate(&m->core, models, p->insns, p->ninsns,
			   t->work, t->n, t->bundles, t->nbundles, &t->sim, err, sizeof err)) {
		diag_error(NULL, "internal error in the core model: %s", err);
		trace_fit(t);
		return false;
	}
	return true;
}

static uint64_t iteration_start(const struct trace *t, size_t i)
{
	return t->sim.issue[t->iter_first[i]];
}

/* A secondary miss of syllable syl (sim_group.l2d_secondary), for
 * sorting by instruction. */
struct secondary_one {
	uint32_t insn;
	uint8_t read, write;
};

static int by_insn(const void *a, const void *b)
{
	uint32_t x = ((const struct secondary_one *)a)->insn;
	uint32_t y = ((const struct secondary_one *)b)->insn;
	return (x > y) - (x < y);
}

/* lp's secondary misses per iteration by instruction, and its untimed
 * accesses, over the groups that start in syllables [from, to) of its
 * trace, iters iterations. */
static void secondaries_by_insn(struct steady_state *lp, size_t from, size_t to, double iters)
{
	const struct trace *t = &lp->trace;
	struct secondary_one *v = NULL;
	size_t n = 0, cap = 0;
	uint64_t untimed = 0;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		if (g->first < from || g->first >= to)
			continue;
		untimed += g->untimed;
		for (unsigned k = 0; k < 8 && k < g->count; k++) {
			uint8_t bit = (uint8_t)(1u << k);
			if (!(g->l2d_secondary & bit))
				continue;
			v = xgrow(v, &cap, n, sizeof *v);
			/* before trace_fit: the syllables are the simulation's */
			uint32_t insn = t->syl ? t->syl[g->first + k].insn : t->work[g->first + k].insn;
			v[n++] = (struct secondary_one){insn, !!(g->l2d_secondary_read & bit),
							 !!(g->l2d_secondary_write & bit)};
		}
	}
	if (n)
		qsort(v, n, sizeof *v, by_insn);
	/* at most one entry per secondary miss, fewer by instruction */
	free(lp->l2d_secondary);
	lp->l2d_secondary = n ? xmalloc(n * sizeof *lp->l2d_secondary) : NULL;
	size_t m = 0;
	for (size_t i = 0; i < n; i++) {
		if (!m || lp->l2d_secondary[m - 1].insn != v[i].insn)
			lp->l2d_secondary[m++] = (struct secondary_misses){.insn = v[i].insn};
		struct secondary_misses *s = &lp->l2d_secondary[m - 1];
		s->read += v[i].read / iters;
		s->write += v[i].write / iters;
		s->all += 1 / iters;
	}
	lp->nl2d_secondary = m;
	lp->untimed = iters > 0 ? (double)untimed / iters : 0;
	free(v);
}

/* The repeating pattern of iteration lengths after the warm-up. */
static void steady_state(struct steady_state *lp, int max_period, int memory_period)
{
	const struct trace *t = &lp->trace;
	size_t n = t->niters;
	if (n < 3) {
		lp->cycles_per_iteration = n ? (double)t->sim.cycles / (double)n : 0;
		lp->period = 1;
		return;
	}
	size_t first = n > STEADY_SKIP + 2 * (size_t)max_period + 2 ? STEADY_SKIP : 1;
	size_t last = n - 1;	/* deltas between starts first..last */
	uint64_t *d = xmalloc(n * sizeof *d);
	for (size_t i = first; i < last; i++)
		d[i] = iteration_start(t, i + 1) - iteration_start(t, i);
	int period = 1;
	bool matched = false;
	for (int per = 1; per <= max_period && !matched; per++) {
		bool ok = true;
		for (size_t i = first; i + (size_t)per < last && ok; i++)
			ok = d[i] == d[i + (size_t)per];
		if (ok) {
			period = per;
			matched = true;
		}
	}
	/* average over whole periods at the end of the run */
	size_t periods = (last - first) / (size_t)period;
	if (periods == 0)
		periods = 1;
	size_t from = last - periods * (size_t)period;
	uint64_t sum = iteration_start(t, last) - iteration_start(t, from);
	lp->cycles_per_iteration = (double)sum / (double)(periods * (size_t)period);
	lp->period = period;
	lp->window_from = from;
	/* the secondary misses over whole periods of the memory's pattern
	 * too: when no period of lengths repeats, the lines' may still */
	size_t unit = matched || memory_period < 1 ? (size_t)period : (size_t)memory_period;
	size_t units = (last - first) / unit;
	if (units == 0)
		units = 1;
	size_t sfrom = last >= units * unit ? last - units * unit : 0;
	double iters = (double)(last - sfrom);
	secondaries_by_insn(lp, t->iter_first[sfrom], t->iter_first[last], iters);
	free(d);
}

uint16_t predict_written_register(const struct program *p, uint32_t producer,
				  const struct sim_group *g)
{
	struct insn_regs arch;
	core_insn_registers(&p->insns[producer], &arch);
	return g->stall_write < arch.nwrites ? arch.writes[g->stall_write] : g->stall_reg;
}

uint16_t predict_read_register(const struct program *p, uint32_t consumer,
			       const struct sim_group *g)
{
	struct insn_regs arch;
	core_insn_registers(&p->insns[consumer], &arch);
	if (g->stall_read < arch.nreads)
		return arch.reads[g->stall_read];
	if (arch.pr_reads_from)		/* mov r = pr: the whole file */
		return (uint16_t)(REG_PR0 + arch.pr_reads_from + g->stall_read - arch.nreads);
	return g->stall_reg;
}

/* What limits the steady state, and the chain of producers it waited for
 * over one period at the end of the run. */
static void find_bound(const struct program *p, const struct memory *mm,
		       struct steady_state *lp)
{
	const struct trace *t = &lp->trace;
	lp->bound = BOUND_DISPERSAL;
	if (t->niters < 2)
		return;
	size_t last = t->niters - 1;
	size_t from_iter = last >= (size_t)lp->period ? last - (size_t)lp->period : 0;
	size_t from = t->iter_first[from_iter], to = t->iter_first[last];
	uint64_t stall = 0, fe = 0;	/* fe: front-end cycles and fetch-pair ends */
	/* the memory's part of the stalls: the cycles the L1D held groups (a
	 * fill entry, the OzQ, a translation), and those groups waited for a
	 * load the memory model saw miss its first level; over the iterations
	 * cycles_per_iteration averages (the last period may be one iteration
	 * of a pattern that does not repeat exactly) */
	uint64_t memory = 0, held[CORE_HOLD_COUNT] = {0};
	size_t wfrom_iter = lp->window_from < last ? lp->window_from : from_iter;
	size_t wfrom = t->iter_first[wfrom_iter], witers = last - wfrom_iter;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *gr = &t->sim.groups[gi];
		if (gr->first < wfrom || gr->first >= to)
			continue;
		fe += gr->fe_delay + (gr->end == END_FETCH);
		stall += gr->stall;
		memory += gr->l1d_hold;
		for (int h = 0; h < CORE_HOLD_COUNT; h++)
			held[h] += gr->l1d_hold_by[h];
		if (!gr->stall || gr->stall_producer < 0)
			continue;
		if (memory_insn_missed(mm, t->work[gr->stall_producer].insn))
			memory += gr->stall - gr->l1d_hold;
		if (gr->first < from)
			continue;	/* the chain: the last period's */
		uint32_t insn = t->work[gr->stall_producer].insn;
		uint16_t reg = predict_written_register(p, insn, gr);
		size_t k;
		for (k = 0; k < lp->nchain; k++)
			if (lp->chain[k].insn == insn && lp->chain[k].reg == reg)
				break;
		if (k == lp->nchain) {
			lp->chain = xrealloc(lp->chain, (lp->nchain + 1) * sizeof *lp->chain);
			lp->chain[lp->nchain++] = (struct chain_link){insn, reg, 0};
		}
		lp->chain[k].cycles += gr->stall;
	}
	for (int h = 0; h < CORE_HOLD_COUNT; h++)
		lp->held[h] = witers ? (double)held[h] / (double)witers : 0;
	if (stall && 2 * memory > stall)
		lp->bound = BOUND_MEMORY;
	else if (stall)
		lp->bound = BOUND_LATENCY;
	else if (fe)
		lp->bound = BOUND_FRONT_END;
}

/* The memory system's throughput in steady state: the iterations
 * simulated start with empty queues, which a stream that outruns the bus
 * fills only after many more; its floor (memory_loop_floor) is the rate
 * once they are full.  Where the floor is above the simulated rate, the
 * difference is held in the L1D (L2D back pressure). */
static void throughput_floor(const struct memory *mm, int loop, struct steady_state *ss)
{
	memory_loop_floor(mm, loop, &ss->floor);
	if (ss->floor.cycles > ss->cycles_per_iteration + 1e-9) {
		ss->queue_hold = ss->floor.cycles - ss->cycles_per_iteration;
		ss->cycles_per_iteration = ss->floor.cycles;
		ss->bound = BOUND_MEMORY_THROUGHPUT;
	}
}

/* First group whose first syllable is at or after syllable k (ngroups
 * when none). */
static size_t group_at(const struct sim_result *r, size_t k)
{
	size_t lo = 0, hi = r->ngroups;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (r->groups[mid].first < k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Once a loop's steady state and bound are known, keeps of its trace only
 * what the report and the counts read: the first iterations (the timeline)
 * and the last period with the group before it and the groups its stalls
 * waited for.  The groups
 * between go, their count and delays kept for report_check (predict.h). */
static void trace_keep(struct trace *t, int period, int64_t timeline_keep)
{
	struct sim_result *r = &t->sim;
	size_t head = timeline_keep > PREDICT_TIMELINE_ITERATIONS ? (size_t)timeline_keep
		      : PREDICT_TIMELINE_ITERATIONS;
	if (t->niters <= head || !r->ngroups)
		return;
	size_t last = t->niters - 1;
	size_t from_iter = last >= (size_t)period ? last - (size_t)period : 0;
	/* the head: the timeline's iterations, to the end of a group */
	size_t ga = group_at(r, t->iter_first[head]);
	/* the tail: the period's groups, the group before them (whose end
	 * the first one's front-end delay follows: views.c) and every
	 * producer they waited for */
	size_t gb = group_at(r, t->iter_first[from_iter]);
	if (gb > 0)
		gb--;
	if (gb <= ga)
		return;
	size_t keep_from = r->groups[gb].first;
	for (size_t gi = gb; gi < r->ngroups; gi++)
		if (r->groups[gi].stall_producer >= 0 &&
		    (size_t)r->groups[gi].stall_producer < keep_from)
			keep_from = (size_t)r->groups[gi].stall_producer;
	while (gb > ga && r->groups[gb].first > keep_from)
		gb--;
	if (gb <= ga || ga == 0)
		return;
	size_t A = r->groups[ga].first, B = r->groups[gb].first, shift = B - A;
	size_t ngone = gb - ga;
	for (size_t gi = ga; gi < gb; gi++)
		t->dropped_stalled += r->groups[gi].stall + r->groups[gi].fe_delay;
	t->dropped_groups += ngone;
	t->cut = ga;
	/* bundles wholly in the dropped syllables */
	uint32_t lo = t->syl[A - 1].bundle, hi = t->syl[B].bundle;
	uint32_t bgone = hi > lo + 1 ? hi - lo - 1 : 0;
	if (bgone) {
		memmove(&t->bundles[lo + 1], &t->bundles[hi],
			(t->nbundles - hi) * sizeof *t->bundles);
		t->nbundles -= bgone;
	}
	for (size_t k = B; k < t->n; k++) {
		t->syl[k - shift] = t->syl[k];
		t->syl[k - shift].bundle -= bgone;
		r->port[k - shift] = r->port[k];
		r->issue[k - shift] = r->issue[k];
	}
	t->n -= shift;
	for (size_t gi = gb; gi < r->ngroups; gi++) {
		struct sim_group g = r->groups[gi];
		g.first -= (uint32_t)shift;
		if (g.stall_producer >= (int32_t)B)
			g.stall_producer -= (int32_t)shift;
		if (g.stall_consumer >= (int32_t)B)
			g.stall_consumer -= (int32_t)shift;
		r->groups[gi - ngone] = g;
	}
	r->ngroups -= ngone;
	for (size_t i = 0; i < t->niters; i++) {
		if (t->iter_first[i] >= B)
			t->iter_first[i] -= (uint32_t)shift;
		else if (t->iter_first[i] > A)
			t->iter_first[i] = (uint32_t)A;
	}
	t->syl = xrealloc(t->syl, (t->n ? t->n : 1) * sizeof *t->syl);
	r->port = xrealloc(r->port, (t->n ? t->n : 1) * sizeof *r->port);
	r->issue = xrealloc(r->issue, (t->n ? t->n : 1) * sizeof *r->issue);
	trace_fit(t);
}

static void predict_loop(struct entry_states *E, const struct program *p, const struct cfg *g,
			 int loop, const struct model_config *m, const struct core_models *models,
			 const struct memory *mm, struct exact_scratch *sc,
			 struct loop_prediction *lp)
{
	const struct cfg_loop *L = &g->loops[loop];
	memset(lp, 0, sizeof *lp);
	lp->loop = loop;
	/* body size */
	int *path = xmalloc((size_t)L->nblocks * sizeof *path);
	int np = body_path(g, loop, path, L->nblocks);
	for (int i = 0; i < np; i++) {
		const struct cfg_block *b = &g->blocks[path[i]];
		lp->bundles += b->nbundles;
		const struct asm_section *sec = &p->sections[b->section];
		for (uint32_t k = 0; k < b->nbundles; k++) {
			const struct asm_bundle *bu = &sec->bundles[b->first_bundle + k];
			lp->instructions += bundle_ninsns(bu);
		}
	}
	free(path);
	/* where the memory model spreads misses over a load's executions,
	 * their pattern may repeat only after more iterations */
	int max_period, access_period;
	memory_loop_periods(mm, loop, MAX_MEMORY_PERIOD, &max_period, &access_period);
	if (max_period < MAX_PERIOD)
		max_period = MAX_PERIOD;
	int64_t steady = STEADY_ITERATIONS;
	if (steady < STEADY_SKIP + 2 * max_period + 2)
		steady = STEADY_SKIP + 2 * max_period + 2;
	if (!run_loop(E, p, g, loop, m, models, within_budget(steady, lp->instructions, 2),
		      true, &lp->ss.trace))
		return;
	steady_state(&lp->ss, max_period, access_period);
	find_bound(p, mm, &lp->ss);
	throughput_floor(mm, loop, &lp->ss);
	trace_fit(&lp->ss.trace);
	trace_keep(&lp->ss.trace, lp->ss.period, m->timeline_keep);
	/* cycles per entry: exact for short loops, extrapolated beyond */
	int64_t trips = L->trip_count > 0 ? L->trip_count : 0;
	int64_t exact = within_budget(trips < EXACT_TRIPS ? trips : EXACT_TRIPS,
				      lp->instructions, 1);
	if (exact > 0 && run_loop(E, p, g, loop, m, models, exact, false, &lp->exact)) {
		lp->cycles = (double)lp->exact.sim.cycles;
		lp->extrapolated = trips - exact;
		lp->cycles += (double)lp->extrapolated * lp->ss.cycles_per_iteration;
	}
	trace_fit(&lp->exact);
	trace_drop_timing(&lp->exact);
	exact_insns(lp, sc);
}

/* Is slot k of bundle bu one of region r's?  A written instruction is
 * when the markers enclose it; a nop the assembler generated goes with
 * the next written instruction of its bundle (it pads before it), or with
 * the previous one when none follows. */
static bool region_slot(const struct program *p, const struct cfg_region *r,
			const struct asm_bundle *bu, int k, int nslots)
{
	for (int dir = 1; dir >= -1; dir -= 2)
		for (int j = k; j >= 0 && j < nslots; j += dir) {
			uint32_t seq = p->insns[bu->insn[j]].seq;
			if (seq != UINT32_MAX)
				return seq >= r->first_seq && seq < r->end_seq;
		}
	return false;
}

/* A region: the bundles holding its instructions, in section order,
 * repeated back to back with their branches not taken.  A bundle the
 * markers cut is laid down whole (the hardware disperses bundles), its
 * slots outside the region dispersed as the instructions they hold but
 * doing nothing (trace_bundle); rp->outside marks their syllables. */
static void predict_region(const struct program *p, const struct cfg *g, int region,
			   const struct model_config *m, const struct core_models *models,
			   const struct memory *mm, struct region_prediction *rp)
{
	const struct cfg_region *r = &g->regions[region];
	memset(rp, 0, sizeof *rp);
	rp->region = region;
	struct { const struct asm_bundle *bu; unsigned outside; } *list = NULL;
	size_t n = 0;
	for (size_t si = 0; si < p->nsections; si++) {
		const struct asm_section *sec = &p->sections[si];
		for (size_t b = 0; b < sec->nbundles; b++) {
			const struct asm_bundle *bu = &sec->bundles[b];
			int nslots = bundle_ninsns(bu);
			unsigned outside = 0;
			int inside = 0;
			for (int k = 0; k < nslots; k++) {
				if (region_slot(p, r, bu, k, nslots))
					inside++;
				else
					outside |= 1u << k;
			}
			if (!inside)
				continue;
			list = xrealloc(list, (n + 1) * sizeof *list);
			list[n].bu = bu;
			list[n++].outside = outside;
			rp->bundles++;
			rp->instructions += (size_t)inside;
			if (outside)
				rp->cut_bundles++;
		}
	}
	if (n) {
		struct arch_state st;
		alone_state(&st, INT64_MAX / 2);
		struct trace *t = &rp->ss.trace;
		size_t cap = 0;
		for (int it = 0; it < STEADY_ITERATIONS; it++) {
			trace_mark_iteration(t);
			bool exits;
			for (size_t k = 0; k < n; k++) {
				size_t before = t->n;
				trace_bundle(t, p, list[k].bu, false, &st, path_flags(m),
					     UINT32_MAX, &exits, list[k].outside, NULL);
				if (!rp->cut_bundles)
					continue;
				if (t->n > cap) {
					cap = 2 * t->n;
					rp->outside = xrealloc(rp->outside, cap);
				}
				for (size_t j = before; j < t->n; j++)
					rp->outside[j] = (list[k].outside >> t->work[j].slot) & 1;
			}
		}
		char err[160];
		if (core_simulate(&m->core, models, p->insns, p->ninsns,
				  t->work, t->n, t->bundles, t->nbundles, &t->sim, err, sizeof err)) {
			steady_state(&rp->ss, MAX_PERIOD, 1);
			find_bound(p, mm, &rp->ss);
		} else {
			diag_error(NULL, "internal error in the core model: %s", err);
		}
		trace_fit(t);
	}
	free(list);
}

/* One block alone, from an empty pipeline, branches not taken. */
static void predict_block(const struct program *p, const struct cfg *g, int block,
			  const struct model_config *m, const struct core_models *models,
			  struct block_prediction *bp)
{
	const struct cfg_block *b = &g->blocks[block];
	struct trace t;
	memset(&t, 0, sizeof t);
	struct arch_state st;
	alone_state(&st, 1);
	const struct asm_section *sec = &p->sections[b->section];
	bool exits;
	/* the block's length is known: its arrays sized once, exactly */
	for (uint32_t k = 0; k < b->nbundles; k++)
		bp->syllables += bundle_ninsns(&sec->bundles[b->first_bundle + k]);
	t.cap = bp->syllables ? bp->syllables : 1;
	t.work = xmalloc(t.cap * sizeof *t.work);
	t.bcap = b->nbundles ? b->nbundles : 1;
	t.bundles = xmalloc(t.bcap * sizeof *t.bundles);
	for (uint32_t k = 0; k < b->nbundles; k++) {
		const struct asm_bundle *bu = &sec->bundles[b->first_bundle + k];
		trace_bundle(&t, p, bu, false, &st, path_flags(m), UINT32_MAX, &exits, 0, NULL);
	}
	char err[160];
	if (core_simulate(&m->core, models, p->insns, p->ninsns,
			  t.work, t.n, t.bundles, t.nbundles, &t.sim, err, sizeof err))
		bp->cycles = t.sim.cycles;
	else
		diag_error(NULL, "internal error in the core model: %s", err);
	trace_fit(&t);
	bp->trace = t;
}

/* ---- calls ------------------------------------------------------------- */

/* Where call insn goes. */
static void call_target(const struct cfg *g, uint32_t insn, struct call_site *cs)
{
	static const enum call_kind kinds[] = {
		[CFG_CALL_IN_FILE] = CALL_IN_FILE, [CFG_CALL_OUTSIDE] = CALL_OUTSIDE,
		[CFG_CALL_NOT_PROC] = CALL_NOT_PROC, [CFG_CALL_INDIRECT] = CALL_INDIRECT,
	};
	enum cfg_call_kind k;
	cs->callee = cfg_call_target(g, insn, &k, &cs->name);
	cs->kind = kinds[k];
}

/* Every procedure's calls, with their executions per call: the value
 * model's walk where it followed the procedure, else the block's
 * execution count (the call's predicate as unknown_predicates_true has
 * it: taken). */
static void find_calls(struct prediction *pr)
{
	const struct program *p = pr->prog;
	const struct cfg *g = pr->cfg;
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct cfg_proc *cp = &g->procs[pi];
		struct proc_prediction *pp = &pr->procs[pi];
		bool walked = values_walk_result(g->values, (int)pi)->decided;
		size_t cap = 0;
		for (int bi = cp->first_block; bi < cp->first_block + cp->nblocks; bi++) {
			const struct cfg_block *b = &g->blocks[bi];
			for (struct cfg_insns it = cfg_insns(p, b); cfg_insns_next(&it);) {
				uint32_t i = it.insn;
				if (!insn_is_branch(p->insns[i].form->desc) ||
				    effects_branch(p->insns[i].form).kind != BRANCH_CALL)
					continue;
				if (pp->ncalls == cap) {
					cap = cap ? 2 * cap : 4;
					pp->calls = xrealloc(pp->calls, cap * sizeof *pp->calls);
				}
				struct call_site *cs = &pp->calls[pp->ncalls++];
				cs->insn = i;
				call_target(g, i, cs);
				double ex = b->exec_count, sq, tk;
				if (walked)
					values_walk_insn(g->values, i, &ex, &sq, &tk);
				cs->count = ex;
			}
		}
	}
}

/* Cycles of calls (Tarjan's strongly connected components over the calls
 * within the file, without recursion on the C stack): a call inside a
 * component is CALL_RECURSIVE and its procedures recursive.  The
 * components come out callees first: pr->call_order. */
static void order_calls(struct prediction *pr)
{
	const struct cfg *g = pr->cfg;
	size_t n = g->nprocs;
	int *index = xmalloc((n + 1) * sizeof *index), *low = xmalloc((n + 1) * sizeof *low);
	int *stack = xmalloc((n + 1) * sizeof *stack), *comp = xmalloc((n + 1) * sizeof *comp);
	size_t *next = xcalloc(n + 1, sizeof *next);
	int *dfs = xmalloc((n + 1) * sizeof *dfs);
	bool *on = xcalloc(n + 1, sizeof *on);
	pr->call_order = xmalloc((n + 1) * sizeof *pr->call_order);
	for (size_t i = 0; i < n; i++)
		index[i] = -1;
	int counter = 0, ncomp = 0;
	size_t sp = 0, nout = 0;
	for (size_t root = 0; root < n; root++) {
		if (index[root] >= 0)
			continue;
		size_t depth = 0;
		dfs[depth++] = (int)root;
		index[root] = low[root] = counter++;
		stack[sp++] = (int)root;
		on[root] = true;
		while (depth) {
			int v = dfs[depth - 1];
			const struct proc_prediction *pp = &pr->procs[v];
			if (next[v] < pp->ncalls) {
				const struct call_site *cs = &pp->calls[next[v]++];
				if (cs->kind != CALL_IN_FILE)
					continue;
				int w = cs->callee;
				if (index[w] < 0) {
					index[w] = low[w] = counter++;
					stack[sp++] = w;
					on[w] = true;
					dfs[depth++] = w;
				} else if (on[w] && index[w] < low[v]) {
					low[v] = index[w];
				}
				continue;
			}
			depth--;
			if (depth && low[v] < low[dfs[depth - 1]])
				low[dfs[depth - 1]] = low[v];
			if (low[v] != index[v])
				continue;
			int w;
			do {
				w = stack[--sp];
				on[w] = false;
				comp[w] = ncomp;
				pr->call_order[nout++] = w;
			} while (w != v);
			ncomp++;
		}
	}
	for (size_t pi = 0; pi < n; pi++) {
		struct proc_prediction *pp = &pr->procs[pi];
		for (size_t k = 0; k < pp->ncalls; k++) {
			struct call_site *cs = &pp->calls[k];
			if (cs->kind == CALL_IN_FILE && comp[cs->callee] == comp[pi]) {
				cs->kind = CALL_RECURSIVE;
				pp->recursive = true;
			}
		}
	}
	free(index);
	free(low);
	free(stack);
	free(comp);
	free(next);
	free(dfs);
	free(on);
}

/* x, or CFG_COUNT_MAX (and pr->saturated) when it does not fit 64 bits. */
static double saturate(struct prediction *pr, double x)
{
	if (x <= CFG_COUNT_MAX)
		return x;
	pr->saturated = true;
	return CFG_COUNT_MAX;
}

/* Each loop's cycles with its nested loops' executions: per iteration,
 * its own body's plus each child's cycles per entry (inclusive) times the
 * child's entries per iteration; per entry, its own cycles per entry plus
 * trip_count times the children's part.  Children come after their
 * parents in cfg.loops, so backwards every child is done first. */
static void compose_loops(struct prediction *pr)
{
	const struct cfg *g = pr->cfg;
	double *inner = xcalloc(g->nloops + 1, sizeof *inner);	/* per iteration */
	for (size_t i = g->nloops; i-- > 0;) {
		const struct cfg_loop *L = &g->loops[i];
		struct loop_prediction *lp = &pr->loops[i];
		double trips = L->trip_count > 0 ? (double)L->trip_count : 0;
		lp->cycles_per_iteration_inclusive =
			saturate(pr, lp->ss.cycles_per_iteration + inner[i]);
		lp->cycles_inclusive = saturate(pr, lp->cycles + trips * inner[i]);
		if (L->parent >= 0)
			inner[L->parent] = saturate(pr, inner[L->parent] +
						    L->entry_rate * lp->cycles_inclusive);
	}
	free(inner);
}

struct prediction *predict_program(const struct program *p, const struct cfg *g,
			   const struct model_config *m)
{
	return predict_program_observed(p, g, m, NULL);
}

struct prediction *predict_program_observed(const struct program *p, const struct cfg *g,
					    const struct model_config *m,
					    const struct predict_observer *obs)
{
	struct prediction *pr = xcalloc(1, sizeof *pr);
	pr->prog = p;
	pr->cfg = g;
	pr->config = m;
	pr->blocks = xcalloc(g->nblocks + 1, sizeof *pr->blocks);
	pr->loops = xcalloc(g->nloops + 1, sizeof *pr->loops);
	pr->procs = xcalloc(g->nprocs + 1, sizeof *pr->procs);
	/* what each load costs: the memory model's answer where it ran the
	 * procedure's accesses, the defaults elsewhere */
	pr->memory = memory_analyze(g, m);
	values_walks_done(g->values);	/* the memory model's were the last */
	struct core_models models;
	memory_core_models(pr->memory, &models);
	for (size_t i = 0; i < g->nblocks; i++)
		predict_block(p, g, (int)i, m, &models, &pr->blocks[i]);
	struct entry_states E;
	entry_states_init(&E, g);
	struct exact_scratch sc = {0};
	for (size_t i = 0; i < g->nloops; i++) {
		predict_loop(&E, p, g, (int)i, m, &models, pr->memory, &sc, &pr->loops[i]);
		if (obs && obs->loop_predicted(obs->ctx, pr, (int)i)) {
			struct trace *t = &pr->loops[i].exact;
			uint64_t cycles = t->sim.cycles;
			trace_free(t);
			t->sim.cycles = cycles;
		}
	}
	entry_states_free(&E);
	free(sc.v);
	free(sc.at);
	pr->regions = xcalloc(g->nregions + 1, sizeof *pr->regions);
	for (size_t i = 0; i < g->nregions; i++)
		predict_region(p, g, (int)i, m, &models, pr->memory, &pr->regions[i]);
	compose_loops(pr);
	/* a procedure: its blocks outside loops once per execution, and its
	 * outermost loops' cycles per entry, nested loops included, times
	 * their entries per call */
	for (size_t i = 0; i < g->nblocks; i++) {
		const struct cfg_block *b = &g->blocks[i];
		if (b->loop < 0)
			pr->procs[b->proc].cycles += (double)pr->blocks[i].cycles * b->exec_count;
	}
	for (size_t i = 0; i < g->nloops; i++) {
		const struct cfg_loop *L = &g->loops[i];
		if (L->parent >= 0)
			continue;
		double *c = &pr->procs[g->blocks[L->header].proc].cycles;
		*c = saturate(pr, *c + L->entry_rate * pr->loops[i].cycles_inclusive);
	}
	for (size_t i = 0; i < g->nprocs; i++)
		pr->procs[i].cycles = saturate(pr, pr->procs[i].cycles);
	/* with the procedures of the file it calls, callees first */
	find_calls(pr);
	order_calls(pr);
	for (size_t k = 0; k < g->nprocs; k++) {
		struct proc_prediction *pp = &pr->procs[pr->call_order[k]];
		double c = pp->cycles;
		for (size_t j = 0; j < pp->ncalls; j++)
			if (pp->calls[j].kind == CALL_IN_FILE)
				c += pp->calls[j].count * pr->procs[pp->calls[j].callee].cycles_inclusive;
		pp->cycles_inclusive = saturate(pr, c);
	}
	return pr;
}

void predict_free(struct prediction *pr)
{
	if (!pr)
		return;
	for (size_t i = 0; i < pr->cfg->nloops; i++) {
		steady_free(&pr->loops[i].ss);
		trace_free(&pr->loops[i].exact);
		free(pr->loops[i].exact_insns);
	}
	free(pr->loops);
	for (size_t i = 0; i < pr->cfg->nregions; i++) {
		steady_free(&pr->regions[i].ss);
		free(pr->regions[i].outside);
	}
	free(pr->regions);
	for (size_t i = 0; i < pr->cfg->nblocks; i++)
		trace_free(&pr->blocks[i].trace);
	free(pr->blocks);
	for (size_t i = 0; i < pr->cfg->nprocs; i++)
		free(pr->procs[i].calls);
	free(pr->procs);
	free(pr->call_order);
	memory_free(pr->memory);
	free(pr);
}

const char *predict_bound_name(enum bound b)
{
	static const char *const n[] = {"dispersal", "latency", "front-end", "memory",
					"memory-throughput"};
	return n[b];
}

const char *predict_call_kind_name(enum call_kind k)
{
	static const char *const n[] = {"in the file", "recursive", "outside the file",
					"not a procedure's entry", "indirect"};
	return n[k];
}
