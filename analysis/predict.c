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
       EXACT_TRIPS = 256 };

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

/* Does loop `outer` hold loop `inner` (and is not it)? */
static bool holds(const struct cfg *g, int outer, int inner)
{
	for (int l = g->loops[inner].parent; l >= 0; l = g->loops[l].parent)
		if (l == outer)
			return true;
	return false;
}

/* The successors of block b of a procedure whose blocks are base..base+n-1
 * (indexes relative to base; -1: none or outside it). */
static void successors(const struct cfg *g, int base, int n, int b, int succ[2])
{
	const struct cfg_block *blk = &g->blocks[base + b];
	succ[0] = blk->succ_fall >= base && blk->succ_fall < base + n ? blk->succ_fall - base : -1;
	succ[1] = blk->succ_taken >= base && blk->succ_taken < base + n ? blk->succ_taken - base : -1;
}

/* The blocks that dominate block `to` in its procedure (every path from
 * the procedure's entry passes them), from the entry on, into out; their
 * count.  Cooper, Harvey and Kennedy's iteration in reverse postorder. */
static int dominators(const struct cfg *g, int to, int *out)
{
	const struct cfg_proc *pr = &g->procs[g->blocks[to].proc];
	int base = pr->first_block, n = pr->nblocks;
	int *rpo = xmalloc((size_t)n * sizeof *rpo);	/* by block: its number, or -1 */
	int *order = xmalloc((size_t)n * sizeof *order);	/* by number: the block */
	int *idom = xmalloc((size_t)n * sizeof *idom);
	int *stack = xmalloc((size_t)n * sizeof *stack);
	int *npred = xcalloc((size_t)n + 1, sizeof *npred);
	int *pred = xmalloc(2 * (size_t)n * sizeof *pred);
	uint8_t *tried = xcalloc((size_t)n, 1);	/* successors looked at */
	int succ[2], sp = 0, first = n;
	for (int i = 0; i < n; i++)
		rpo[i] = idom[i] = -1;
	/* predecessors, as runs of pred[] starting at npred[b] */
	for (int b = 0; b < n; b++) {
		successors(g, base, n, b, succ);
		for (int j = 0; j < 2; j++)
			if (succ[j] >= 0)
				npred[succ[j] + 1]++;
	}
	for (int b = 0; b < n; b++)
		npred[b + 1] += npred[b];
	int *fill = xmalloc((size_t)n * sizeof *fill);
	memcpy(fill, npred, (size_t)n * sizeof *fill);
	for (int b = 0; b < n; b++) {
		successors(g, base, n, b, succ);
		for (int j = 0; j < 2; j++)
			if (succ[j] >= 0)
				pred[fill[succ[j]]++] = b;
	}
	free(fill);
	/* depth first from the entry, numbering in reverse postorder */
	stack[sp++] = 0;
	tried[0] = 1;
	while (sp) {
		int b = stack[sp - 1];
		successors(g, base, n, b, succ);
		if (tried[b] <= 2) {
			int s = succ[tried[b]++ - 1];
			if (s >= 0 && !tried[s]) {
				tried[s] = 1;
				stack[sp++] = s;
			}
			continue;
		}
		sp--;
		rpo[b] = --first;
		order[first] = b;
	}
	idom[0] = 0;
	for (bool changed = true; changed;) {
		changed = false;
		for (int k = first + 1; k < n; k++) {
			int b = order[k], nd = -1;
			for (int j = npred[b]; j < npred[b + 1]; j++) {
				int x = pred[j];
				if (idom[x] < 0)
					continue;
				while (nd >= 0 && x != nd) {
					while (rpo[x] > rpo[nd])
						x = idom[x];
					while (rpo[nd] > rpo[x])
						nd = idom[nd];
				}
				nd = x;
			}
			if (nd != idom[b]) {
				idom[b] = nd;
				changed = true;
			}
		}
	}
	int count = 0;
	for (int d = to - base; rpo[to - base] >= 0 && d != 0;) {
		d = idom[d];
		out[count++] = base + d;
	}
	for (int i = 0; i < count / 2; i++) {
		int t = out[i];
		out[i] = out[count - 1 - i];
		out[count - 1 - i] = t;
	}
	free(rpo);
	free(order);
	free(idom);
	free(stack);
	free(npred);
	free(pred);
	free(tried);
	return count;
}

/* The state at a loop's entry: the blocks that dominate its header,
 * from the procedure's entry on, carried out on an unknown state,
 * stepping over the loops among them as the body path does; ar.lc and
 * ar.ec as the graph found them. */
static void entry_state(const struct program *p, const struct cfg *g, int loop,
			const struct model_config *m, struct arch_state *st)
{
	arch_init(st);
	const struct cfg_loop *L = &g->loops[loop];
	int *dom = xmalloc((size_t)g->procs[g->blocks[L->header].proc].nblocks * sizeof *dom);
	int ndom = dominators(g, L->header, dom);
	for (int i = 0; i < ndom; i++) {
		const struct cfg_block *b = &g->blocks[dom[i]];
		if (b->loop >= 0 && !holds(g, b->loop, loop))
			continue;
		const struct asm_section *sec = &p->sections[b->section];
		for (uint32_t k = 0; k < b->nbundles; k++) {
			const struct asm_bundle *bu = &sec->bundles[b->first_bundle + k];
			for (int s = 0; s < 3; s++) {
				if (s == 2 && bu->insn[2] == bu->insn[1])
					break;	/* the X half of an L+X */
				const struct asm_insn *in = &p->insns[bu->insn[s]];
				arch_execute(st, in->form, in->ops, in->nops, in->nouts,
					     in->qp, path_flags(m));
			}
		}
	}
	free(dom);
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
	free(t->bundles);
	free(t->iter_first);
	core_sim_result_free(&t->sim);
	memset(t, 0, sizeof *t);
}

static void steady_free(struct steady_state *ss)
{
	trace_free(&ss->trace);
	free(ss->chain);
}

static void trace_mark_iteration(struct trace *t)
{
	if (t->niters == t->icap) {
		t->icap = t->icap ? 2 * t->icap : 64;
		t->iter_first = xrealloc(t->iter_first, t->icap * sizeof *t->iter_first);
	}
	t->iter_first[t->niters++] = (uint32_t)t->n;
}

/* Lays down one bundle.  `back_edge` is the insn index of the branch that
 * closes the loop (taken while the loop goes on), or UINT32_MAX.  Returns
 * true when a branch in the bundle was taken (the rest is not reached). */
static bool trace_bundle(struct trace *t, const struct program *p,
			 const struct asm_bundle *bu, bool after_taken,
			 struct arch_state *st, unsigned flags, uint32_t back_edge,
			 bool *loop_exits)
{
	if (t->nbundles == t->bcap) {
		t->bcap = t->bcap ? 2 * t->bcap : 64;
		t->bundles = xrealloc(t->bundles, t->bcap * sizeof *t->bundles);
	}
	uint32_t bi = (uint32_t)t->nbundles++;
	t->bundles[bi] = (struct sim_bundle){bu->template_number, bu->offset, after_taken};
	for (int k = 0; k < 3; k++) {
		if (k == 2 && bu->insn[2] == bu->insn[1])
			break;	/* the X half of an L+X */
		uint32_t idx = bu->insn[k];
		const struct asm_insn *in = &p->insns[idx];
		if (t->n == t->cap) {
			t->cap = t->cap ? 2 * t->cap : 256;
			t->syl = xrealloc(t->syl, t->cap * sizeof *t->syl);
		}
		struct sim_syllable *s = &t->syl[t->n++];
		memset(s, 0, sizeof *s);
		s->insn = idx;
		s->bundle = bi;
		s->slot = (uint8_t)k;
		s->executes = arch_executes(st, in->qp, flags);
		core_insn_registers(in, &s->regs);
		for (int r = 0; r < s->regs.nreads; r++)
			s->regs.reads[r].reg = arch_rename(st, s->regs.reads[r].reg);
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

static bool in_loop(const struct cfg_loop *L, int block)
{
	for (int i = 0; block >= 0 && i < L->nblocks; i++)
		if (L->blocks[i] == block)
			return true;
	return false;
}

/* The blocks of a loop's own body path: from the header along fall-through
 * edges (taken edges when the fall-through leaves the loop) to the latch.
 * A nested loop on the way is stepped over to its exit: it is predicted on
 * its own, and its cycles are counted through its own executions. */
static int body_path(const struct cfg *g, int loop, int *out, int max)
{
	const struct cfg_loop *L = &g->loops[loop];
	int n = 0, b = L->header;
	while (b >= 0 && n < max) {
		int inner = g->blocks[b].loop;
		if (inner != loop && inner >= 0) {
			/* the child of this loop that holds b: skip to its exit */
			while (g->loops[inner].parent >= 0 && g->loops[inner].parent != loop)
				inner = g->loops[inner].parent;
			int exit = g->blocks[g->loops[inner].latch].succ_fall;
			if (exit == b || !in_loop(L, exit))
				break;
			b = exit;
			continue;
		}
		out[n++] = b;
		if (b == L->latch)
			break;
		int next = g->blocks[b].succ_fall;
		if (!in_loop(L, next))
			next = g->blocks[b].succ_taken;
		if (!in_loop(L, next))
			break;
		b = next;
	}
	return n;
}

/* Simulates `iters` iterations of the loop from its entry state (with
 * ar.lc forced to keep a counted loop going when `steady` is set). */
static bool run_loop(const struct program *p, const struct cfg *g, int loop,
		     const struct model_config *m, int64_t iters, bool steady,
		     struct trace *t)
{
	const struct cfg_loop *L = &g->loops[loop];
	struct arch_state st;
	entry_state(p, g, loop, m, &st);
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
	int path[256];
	int np = body_path(g, loop, path, 256);
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
							  L->back_branch, &exits);
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
	char err[160];
	if (!core_simulate(&m->core, &core_default_models, p->insns, p->ninsns,
			   t->syl, t->n, t->bundles, t->nbundles, &t->sim, err, sizeof err)) {
		diag_error(NULL, "internal error in the core model: %s", err);
		return false;
	}
	return true;
}

static uint64_t iteration_start(const struct trace *t, size_t i)
{
	return t->sim.issue[t->iter_first[i]];
}

/* The repeating pattern of iteration lengths after the warm-up. */
static void steady_state(struct steady_state *lp)
{
	const struct trace *t = &lp->trace;
	size_t n = t->niters;
	if (n < 3) {
		lp->cycles_per_iteration = n ? (double)t->sim.cycles / (double)n : 0;
		lp->period = 1;
		return;
	}
	size_t first = n > STEADY_SKIP + 2 * MAX_PERIOD + 2 ? STEADY_SKIP : 1;
	size_t last = n - 1;	/* deltas between starts first..last */
	uint64_t *d = xmalloc(n * sizeof *d);
	for (size_t i = first; i < last; i++)
		d[i] = iteration_start(t, i + 1) - iteration_start(t, i);
	int period = 1;
	for (int per = 1; per <= MAX_PERIOD; per++) {
		bool ok = true;
		for (size_t i = first; i + (size_t)per < last && ok; i++)
			ok = d[i] == d[i + (size_t)per];
		if (ok) {
			period = per;
			break;
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
	free(d);
}

/* The register as the producer wrote it in the source, for a physical
 * (renamed) register it wrote: the writes keep their order when renamed. */
static uint16_t architectural(const struct program *p, const struct sim_syllable *s,
			      uint16_t physical)
{
	struct insn_regs arch;
	core_insn_registers(&p->insns[s->insn], &arch);
	for (int w = 0; w < s->regs.nwrites && w < arch.nwrites; w++)
		if (s->regs.writes[w] == physical)
			return arch.writes[w];
	return physical;
}

/* What limits the steady state, and the chain of producers it waited for
 * over one period at the end of the run. */
static void find_bound(const struct program *p, struct steady_state *lp)
{
	const struct trace *t = &lp->trace;
	lp->bound = BOUND_DISPERSAL;
	if (t->niters < 2)
		return;
	size_t last = t->niters - 1;
	size_t from_iter = last >= (size_t)lp->period ? last - (size_t)lp->period : 0;
	size_t from = t->iter_first[from_iter], to = t->iter_first[last];
	uint64_t stall = 0, fe = 0;	/* fe: front-end cycles and fetch-pair ends */
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *gr = &t->sim.groups[gi];
		if (gr->first < from || gr->first >= to)
			continue;
		fe += gr->fe_delay + (gr->end == END_FETCH);
		if (!gr->stall || gr->stall_producer < 0)
			continue;
		stall += gr->stall;
		const struct sim_syllable *src = &t->syl[gr->stall_producer];
		uint32_t insn = src->insn;
		uint16_t reg = architectural(p, src, gr->stall_reg);
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
	if (stall)
		lp->bound = BOUND_LATENCY;
	else if (fe)
		lp->bound = BOUND_FRONT_END;
}

static void predict_loop(const struct program *p, const struct cfg *g, int loop,
			 const struct model_config *m, struct loop_prediction *lp)
{
	const struct cfg_loop *L = &g->loops[loop];
	memset(lp, 0, sizeof *lp);
	lp->loop = loop;
	if (!run_loop(p, g, loop, m, STEADY_ITERATIONS, true, &lp->ss.trace))
		return;
	steady_state(&lp->ss);
	find_bound(p, &lp->ss);
	/* body size */
	int path[256];
	int np = body_path(g, loop, path, 256);
	for (int i = 0; i < np; i++) {
		const struct cfg_block *b = &g->blocks[path[i]];
		lp->bundles += b->nbundles;
		const struct asm_section *sec = &p->sections[b->section];
		for (uint32_t k = 0; k < b->nbundles; k++) {
			const struct asm_bundle *bu = &sec->bundles[b->first_bundle + k];
			lp->instructions += bu->insn[1] == bu->insn[2] ? 2 : 3;
		}
	}
	/* cycles per entry: exact for short loops, extrapolated beyond */
	int64_t trips = L->trip_count > 0 ? L->trip_count : 0;
	int64_t exact = trips < EXACT_TRIPS ? trips : EXACT_TRIPS;
	if (exact > 0 && run_loop(p, g, loop, m, exact, false, &lp->exact)) {
		lp->cycles = (double)lp->exact.sim.cycles;
		lp->extrapolated = trips - exact;
		lp->cycles += (double)lp->extrapolated * lp->ss.cycles_per_iteration;
	}
}

/* A region: the bundles holding its instructions, repeated back to back
 * with their branches not taken. */
static void predict_region(const struct program *p, const struct cfg *g, int region,
			   const struct model_config *m, struct region_prediction *rp)
{
	const struct cfg_region *r = &g->regions[region];
	memset(rp, 0, sizeof *rp);
	rp->region = region;
	/* the bundles, in section order, that hold a written instruction of
	 * the region */
	const struct asm_bundle **list = NULL;
	size_t n = 0;
	for (size_t si = 0; si < p->nsections; si++) {
		const struct asm_section *sec = &p->sections[si];
		for (size_t b = 0; b < sec->nbundles; b++) {
			const struct asm_bundle *bu = &sec->bundles[b];
			bool inside = false;
			for (int k = 0; k < 3; k++) {
				uint32_t seq = p->insns[bu->insn[k]].seq;
				inside |= seq != UINT32_MAX && seq >= r->first_seq && seq < r->end_seq;
			}
			if (!inside)
				continue;
			list = xrealloc(list, (n + 1) * sizeof *list);
			list[n++] = bu;
			rp->bundles++;
			rp->instructions += bu->insn[1] == bu->insn[2] ? 2 : 3;
		}
	}
	if (n) {
		struct arch_state st;
		alone_state(&st, INT64_MAX / 2);
		struct trace *t = &rp->ss.trace;
		for (int it = 0; it < STEADY_ITERATIONS; it++) {
			trace_mark_iteration(t);
			bool exits;
			for (size_t k = 0; k < n; k++)
				trace_bundle(t, p, list[k], false, &st, path_flags(m),
					     UINT32_MAX, &exits);
		}
		char err[160];
		if (core_simulate(&m->core, &core_default_models, p->insns, p->ninsns,
				  t->syl, t->n, t->bundles, t->nbundles, &t->sim, err, sizeof err)) {
			steady_state(&rp->ss);
			find_bound(p, &rp->ss);
		} else {
			diag_error(NULL, "internal error in the core model: %s", err);
		}
	}
	free(list);
}

/* One block alone, from an empty pipeline, branches not taken. */
static void predict_block(const struct program *p, const struct cfg *g, int block,
			  const struct model_config *m, struct block_prediction *bp)
{
	const struct cfg_block *b = &g->blocks[block];
	struct trace t;
	memset(&t, 0, sizeof t);
	struct arch_state st;
	alone_state(&st, 1);
	const struct asm_section *sec = &p->sections[b->section];
	bool exits;
	for (uint32_t k = 0; k < b->nbundles; k++) {
		const struct asm_bundle *bu = &sec->bundles[b->first_bundle + k];
		trace_bundle(&t, p, bu, false, &st, path_flags(m), UINT32_MAX, &exits);
		bp->syllables += bu->insn[1] == bu->insn[2] ? 2 : 3;
	}
	char err[160];
	if (core_simulate(&m->core, &core_default_models, p->insns, p->ninsns,
			  t.syl, t.n, t.bundles, t.nbundles, &t.sim, err, sizeof err))
		bp->cycles = t.sim.cycles;
	else
		diag_error(NULL, "internal error in the core model: %s", err);
	bp->trace = t;
}

struct prediction *predict_program(const struct program *p, const struct cfg *g,
			   const struct model_config *m)
{
	struct prediction *pr = xcalloc(1, sizeof *pr);
	pr->prog = p;
	pr->cfg = g;
	pr->config = m;
	pr->blocks = xcalloc(g->nblocks + 1, sizeof *pr->blocks);
	pr->loops = xcalloc(g->nloops + 1, sizeof *pr->loops);
	pr->procs = xcalloc(g->nprocs + 1, sizeof *pr->procs);
	for (size_t i = 0; i < g->nblocks; i++)
		predict_block(p, g, (int)i, m, &pr->blocks[i]);
	for (size_t i = 0; i < g->nloops; i++)
		predict_loop(p, g, (int)i, m, &pr->loops[i]);
	pr->regions = xcalloc(g->nregions + 1, sizeof *pr->regions);
	for (size_t i = 0; i < g->nregions; i++)
		predict_region(p, g, (int)i, m, &pr->regions[i]);
	/* a procedure: its blocks outside loops once per execution, and every
	 * loop's cycles per entry times its entries (a loop's own body path
	 * leaves out the loops nested in it, which count through their own
	 * entries) */
	for (size_t i = 0; i < g->nblocks; i++) {
		const struct cfg_block *b = &g->blocks[i];
		if (b->loop < 0)
			pr->procs[b->proc].cycles += (double)pr->blocks[i].cycles * b->exec_count;
	}
	for (size_t i = 0; i < g->nloops; i++) {
		const struct cfg_loop *L = &g->loops[i];
		const struct cfg_block *h = &g->blocks[L->header];
		double entries = L->trip_count > 0 ? h->exec_count / (double)L->trip_count : 0;
		pr->procs[h->proc].cycles += pr->loops[i].cycles * entries;
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
	}
	free(pr->loops);
	for (size_t i = 0; i < pr->cfg->nregions; i++)
		steady_free(&pr->regions[i].ss);
	free(pr->regions);
	for (size_t i = 0; i < pr->cfg->nblocks; i++)
		trace_free(&pr->blocks[i].trace);
	free(pr->blocks);
	free(pr->procs);
	free(pr);
}

const char *predict_bound_name(enum bound b)
{
	static const char *const n[] = {"dispersal", "latency", "front-end"};
	return n[b];
}
