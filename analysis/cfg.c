/*
 * analysis/cfg.c - procedures, basic blocks, the control-flow graph,
 * natural loops, trip counts and execution counts (see cfg.h).
 *
 * The graph keeps pointers into the program (names, labels): the program
 * must outlive the graph.
 *
 * Edges.  succ_fall and succ_taken may name a block of another procedure
 * of the same section (a tail branch, or code falling off the end of a
 * procedure); the analyses below (dominators, loops, counts) only follow
 * edges that stay inside the procedure.  A bundle may hold more than one
 * branch that changes the flow: the block's branch is the first
 * unconditional one (what follows it never runs), else the last one; the
 * taken edges of the other conditional branches of that bundle are kept
 * for the dominator and loop analysis but have no field of their own.
 *
 * Execution counts.  The model is static and deliberately simple:
 *   - a conditional branch (one with a qualifying predicate, or a
 *     counted/modulo branch) is assumed NOT taken, so the blocks on the
 *     fall-through path run every time their predecessor runs and the
 *     code it would skip to runs only if some other path reaches it; the
 *     one exception is a branch back to the header of its own innermost
 *     loop, which is assumed taken (it is what makes the loop iterate);
 *   - a loop's header runs trip_count times per entry into the loop, and
 *     the blocks of its body run trip_count times the share of one
 *     iteration that reaches them (1 on the assumed path, 0 off it); a
 *     nested loop's entry count is its parent's count, so counts multiply;
 *   - a loop is left as often as it is entered: the exits carry the
 *     loop's entry count.  When the assumed path never leaves the loop
 *     (the usual case: only the back edge and its fall-through exit), the
 *     exit is the latch's exit edge (the fall-through of a br.cloop, say);
 *     if the latch has none, the header's exit edge (a top-tested loop);
 *     otherwise the exits of the loop share the count equally;
 *   - an edge to a block earlier in reverse post-order that is not a back
 *     edge (irreducible flow) carries nothing.
 * Unreachable blocks run 0 times and belong to no loop.
 *
 * Trip counts from the code: the last write of ar.lc (ar.ec) met walking
 * back from the loop header through its unique predecessor outside the
 * loop, then that block's unique predecessor, and so on.  "mov ar.lc = N"
 * gives N; "mov ar.lc = rN" follows rN back to "mov rN = imm", "movl",
 * "addl/adds/add rN = imm, r0" or a copy "mov rN = rM".  A predicated
 * write, any other write, a call while following a register, or a counted
 * branch (which changes ar.lc/ar.ec) makes the value unknown.
 *
 * Annotations: a loop's source lines run from its first to its last
 * written instruction, and also take in the line of a label naming its
 * header ("loop:  // ia64-predict: trip=8" counts).  Two annotations for
 * one loop: a warning, the later one is used.  With no options given
 * (opt == NULL) the default trip count is 100, the model's default.
 *
 * A .proc that is never closed by .endp runs to the next .proc or to the
 * end of its section.
 */
#include "cfg.h"
#include "values.h"

#include "../common/arena.h"
#include "../common/diag.h"
#include "../machine/effects.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_OUT 8

struct out_edge {
	int to;
	bool fall;		/* the fall-through edge */
	bool main_taken;	/* the taken edge of the block's branch */
};

struct exit_edge {
	int from, to;
	double w;
};

struct binfo {
	struct out_edge out[MAX_OUT];	/* edges inside the procedure */
	int nout;
	int *pred;
	int npred, cappred;
	int rpo;		/* position in the procedure's RPO, -1: unreachable */
	int idom;
	double rel;		/* share of one iteration of its innermost region */
};

struct linfo {
	struct exit_edge *exits;
	size_t nexits, capexits;
	double rel_entry;	/* entries per iteration of the parent region */
	double entry_count;	/* entries per call */
	bool annotated;
	int64_t annotation;
	int minline, maxline;	/* source lines of the body */
	const char *file;
};

struct builder {
	const struct program *p;
	const struct cfg_options *opt;
	struct cfg *g;
	size_t capprocs, capblocks, caploops;
	int **blk_of_bundle;	/* per section: block holding each bundle */
	struct binfo *bi;
	struct linfo *li;
	double *mass;
	int errors;
	struct cfg_assume *assume;	/* annotations', then --assume's */
	size_t nassume;
	char **assume_names;		/* procedure names the annotations give */
};

/* ---- instructions ---- */

static enum branch_kind branch_kind(const struct asm_insn *i)
{
	return i->form ? (enum branch_kind)effects_branch(i->form).kind : BRANCH_NONE;
}

/* A branch that can change the flow and does not come back to the next
 * bundle: not calls, brp, nop.b, hint.b, and not chk.s/chk.a (recovery is
 * assumed not to happen). */
static bool is_flow_branch(const struct asm_insn *i)
{
	enum branch_kind k = branch_kind(i);
	return k == BRANCH_COND || k == BRANCH_RETURN || k == BRANCH_IA ||
	       k == BRANCH_RFI || effects_branch_is_loop(k);
}

static bool is_unconditional(const struct asm_insn *i)
{
	return i->qp == 0 && !effects_branch_is_loop(branch_kind(i));
}

/* The section offset a branch goes to, or false (indirect, relocated). */
static bool branch_target(const struct asm_insn *i, uint64_t *off)
{
	for (int k = 0; k < i->nops; k++) {
		const struct operand *o = &i->ops[k];
		if (o->type == OP_IMM && o->imm == IMM_ADDR) {
			*off = (uint64_t)o->value;
			return true;
		}
	}
	return false;
}

/* The instructions of a bundle, each once (an L+X takes slots 1 and 2). */
static int bundle_insns(const struct asm_bundle *b, uint32_t out[3])
{
	int n = 0;
	for (int s = 0; s < 3; s++) {
		if (s == 2 && b->insn[2] == b->insn[1])
			break;
		out[n++] = b->insn[s];
	}
	return n;
}

/* ---- sections, bundles, symbols ---- */

/* First bundle at or after off. */
static size_t bundle_from(const struct asm_section *s, uint64_t off)
{
	size_t lo = 0, hi = s->nbundles;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (s->bundles[mid].offset < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Index of the bundle at offset off, or -1. */
static long bundle_at(const struct asm_section *s, uint64_t off)
{
	size_t i = bundle_from(s, off);
	return i < s->nbundles && s->bundles[i].offset == off ? (long)i : -1;
}

static bool is_label_in(const struct asm_symbol *y, uint32_t sec)
{
	return y->kind == SYM_LABEL && y->section >= 0 && (uint32_t)y->section == sec;
}

static bool same_file(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return a == b || strcmp(a, b) == 0;
}

/* ---- procedures ---- */

static void add_proc(struct builder *B, const char *name, uint32_t sec,
		     uint64_t start, uint64_t end)
{
	struct cfg *g = B->g;
	if (g->nprocs == B->capprocs) {
		B->capprocs = B->capprocs ? 2 * B->capprocs : 8;
		g->procs = xrealloc(g->procs, B->capprocs * sizeof *g->procs);
	}
	g->procs[g->nprocs++] = (struct cfg_proc){
		.name = name, .section = sec, .start = start, .end = end,
	};
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* Code outside .proc/.endp: pieces split at function or global labels,
 * the piece before the first such label named after the section. */
static void gap_procs(struct builder *B, uint32_t sec, uint64_t from, uint64_t to)
{
	const struct program *p = B->p;
	const struct asm_section *s = &p->sections[sec];
	if (from >= to || bundle_from(s, from) >= s->nbundles ||
	    s->bundles[bundle_from(s, from)].offset >= to)
		return;
	uint64_t *cuts = xmalloc((p->nsymbols + 2) * sizeof *cuts);
	size_t n = 0;
	cuts[n++] = from;
	for (size_t i = 0; i < p->nsymbols; i++) {
		const struct asm_symbol *y = &p->symbols[i];
		if (is_label_in(y, sec) && (y->function || y->global) &&
		    (uint64_t)y->value > from && (uint64_t)y->value < to)
			cuts[n++] = (uint64_t)y->value;
	}
	cuts[n++] = to;
	qsort(cuts, n, sizeof *cuts, cmp_u64);
	for (size_t k = 0; k + 1 < n; k++) {
		uint64_t a = cuts[k], b = cuts[k + 1];
		if (a == b)
			continue;
		size_t bi = bundle_from(s, a);
		if (bi >= s->nbundles || s->bundles[bi].offset >= b)
			continue;
		const char *name = NULL;
		for (size_t i = 0; i < p->nsymbols && !name; i++) {
			const struct asm_symbol *y = &p->symbols[i];
			if (is_label_in(y, sec) && (y->function || y->global) &&
			    (uint64_t)y->value == a)
				name = y->name;
		}
		add_proc(B, name ? name : s->name, sec, a, b);
	}
	free(cuts);
}

static int cmp_proc(const void *a, const void *b)
{
	const struct asm_proc *x = *(const struct asm_proc *const *)a;
	const struct asm_proc *y = *(const struct asm_proc *const *)b;
	return x->start < y->start ? -1 : x->start > y->start;
}

static void find_procs(struct builder *B)
{
	const struct program *p = B->p;
	const struct asm_proc **list = xmalloc((p->nprocs + 1) * sizeof *list);
	for (uint32_t sec = 0; sec < p->nsections; sec++) {
		const struct asm_section *s = &p->sections[sec];
		if (!s->code || s->nbundles == 0)
			continue;
		uint64_t size = s->bundles[s->nbundles - 1].offset + 16;
		if (s->size > size)
			size = s->size;
		size_t n = 0;
		for (size_t i = 0; i < p->nprocs; i++)
			if (p->procs[i].section == sec)
				list[n++] = &p->procs[i];
		qsort(list, n, sizeof *list, cmp_proc);
		uint64_t cursor = 0;
		for (size_t i = 0; i < n; i++) {
			uint64_t start = list[i]->start, end = list[i]->end;
			/* a .proc never closed by .endp runs to the next one */
			if (end < start || (end == start && end == 0))
				end = i + 1 < n ? list[i + 1]->start : size;
			if (start < cursor)
				start = cursor;
			if (end < start)
				end = start;
			gap_procs(B, sec, cursor, start);
			add_proc(B, list[i]->name, sec, start, end);
			cursor = end;
		}
		gap_procs(B, sec, cursor, size);
	}
	free(list);
}

/* ---- blocks and edges ---- */

static int new_block(struct builder *B)
{
	struct cfg *g = B->g;
	if (g->nblocks == B->capblocks) {
		B->capblocks = B->capblocks ? 2 * B->capblocks : 16;
		g->blocks = xrealloc(g->blocks, B->capblocks * sizeof *g->blocks);
	}
	return (int)g->nblocks++;
}

/* Does the bundle hold a branch that changes the flow? */
static bool bundle_ends_block(const struct program *p, const struct asm_bundle *b)
{
	uint32_t ins[3];
	int n = bundle_insns(b, ins);
	for (int k = 0; k < n; k++)
		if (is_flow_branch(&p->insns[ins[k]]))
			return true;
	return false;
}

static void find_blocks(struct builder *B)
{
	const struct program *p = B->p;
	struct cfg *g = B->g;
	B->blk_of_bundle = xcalloc(p->nsections ? p->nsections : 1, sizeof *B->blk_of_bundle);
	for (uint32_t sec = 0; sec < p->nsections; sec++) {
		const struct asm_section *s = &p->sections[sec];
		if (!s->code || s->nbundles == 0)
			continue;
		bool *leader = xcalloc(s->nbundles, sizeof *leader);
		const char **label = xcalloc(s->nbundles, sizeof *label);
		B->blk_of_bundle[sec] = xmalloc(s->nbundles * sizeof(int));
		for (size_t k = 0; k < s->nbundles; k++)
			B->blk_of_bundle[sec][k] = -1;
		leader[0] = true;
		for (size_t k = 0; k < s->nbundles; k++) {
			const struct asm_bundle *b = &s->bundles[k];
			uint32_t ins[3];
			int n = bundle_insns(b, ins);
			for (int j = 0; j < n; j++) {
				const struct asm_insn *i = &p->insns[ins[j]];
				uint64_t t;
				if (i->form && i->form->desc && (i->form->desc->type == TYPE_B ||
				    i->form->desc->type == TYPE_LX) &&
				    !(i->form->desc->flags & IF_BRP) && branch_target(i, &t)) {
					long tb = bundle_at(s, t);
					if (tb >= 0)
						leader[tb] = true;
				}
			}
			if (bundle_ends_block(p, b) && k + 1 < s->nbundles)
				leader[k + 1] = true;
		}
		for (size_t i = 0; i < p->nsymbols; i++) {
			const struct asm_symbol *y = &p->symbols[i];
			if (is_label_in(y, sec)) {
				long tb = bundle_at(s, (uint64_t)y->value);
				if (tb >= 0) {
					leader[tb] = true;
					if (!label[tb])
						label[tb] = y->name;
				}
			}
		}
		for (size_t pi = 0; pi < g->nprocs; pi++) {
			struct cfg_proc *pr = &g->procs[pi];
			if (pr->section != sec)
				continue;
			size_t k = bundle_from(s, pr->start);
			if (k < s->nbundles)
				leader[k] = true;
			size_t e = bundle_from(s, pr->end);
			if (e < s->nbundles)
				leader[e] = true;
		}
		for (size_t pi = 0; pi < g->nprocs; pi++) {
			struct cfg_proc *pr = &g->procs[pi];
			if (pr->section != sec)
				continue;
			pr->first_block = (int)g->nblocks;
			int cur = -1;
			for (size_t k = bundle_from(s, pr->start);
			     k < s->nbundles && s->bundles[k].offset < pr->end; k++) {
				if (leader[k] || cur < 0) {
					cur = new_block(B);
					g->blocks[cur] = (struct cfg_block){
						.proc = (int)pi, .section = sec,
						.first_bundle = (uint32_t)k,
						.start = s->bundles[k].offset,
						.label = label[k],
						.succ_fall = -1, .succ_taken = -1,
						.branch = UINT32_MAX, .loop = -1,
					};
				}
				g->blocks[cur].nbundles++;
				g->blocks[cur].end = s->bundles[k].offset + 16;
				B->blk_of_bundle[sec][k] = cur;
			}
			pr->nblocks = (int)g->nblocks - pr->first_block;
		}
		free(leader);
		free(label);
	}
}

static int block_at_offset(struct builder *B, uint32_t sec, uint64_t off)
{
	long k = bundle_at(&B->p->sections[sec], off);
	if (k < 0)
		return -1;
	int blk = B->blk_of_bundle[sec][k];
	if (blk >= 0 && B->g->blocks[blk].first_bundle != (uint32_t)k)
		return -1;
	return blk;
}

static void add_out(struct builder *B, int from, int to, bool fall, bool main_taken)
{
	struct cfg *g = B->g;
	if (to < 0 || g->blocks[to].proc != g->blocks[from].proc)
		return;
	struct binfo *f = &B->bi[from];
	for (int k = 0; k < f->nout; k++)
		if (f->out[k].to == to) {
			f->out[k].fall |= fall;
			f->out[k].main_taken |= main_taken;
			return;
		}
	if (f->nout == MAX_OUT)
		return;
	f->out[f->nout++] = (struct out_edge){to, fall, main_taken};
	struct binfo *t = &B->bi[to];
	if (t->npred == t->cappred) {
		t->cappred = t->cappred ? 2 * t->cappred : 4;
		t->pred = xrealloc(t->pred, (size_t)t->cappred * sizeof *t->pred);
	}
	t->pred[t->npred++] = from;
}

static void find_edges(struct builder *B)
{
	const struct program *p = B->p;
	struct cfg *g = B->g;
	B->bi = xcalloc(g->nblocks ? g->nblocks : 1, sizeof *B->bi);
	for (size_t bn = 0; bn < g->nblocks; bn++) {
		struct cfg_block *blk = &g->blocks[bn];
		const struct asm_section *s = &p->sections[blk->section];
		const struct asm_bundle *last = &s->bundles[blk->first_bundle + blk->nbundles - 1];
		uint32_t ins[3];
		int n = bundle_insns(last, ins);
		int chosen = -1;
		for (int k = 0; k < n; k++) {
			const struct asm_insn *i = &p->insns[ins[k]];
			if (!is_flow_branch(i))
				continue;
			chosen = k;
			if (is_unconditional(i))
				break;
		}
		for (int k = 0; k <= chosen; k++) {
			const struct asm_insn *i = &p->insns[ins[k]];
			uint64_t t;
			if (!is_flow_branch(i) || !branch_target(i, &t))
				continue;
			int tb = block_at_offset(B, blk->section, t);
			if (k == chosen)
				blk->succ_taken = tb;
			add_out(B, (int)bn, tb, false, k == chosen);
		}
		bool falls = true;
		if (chosen >= 0) {
			blk->branch = ins[chosen];
			falls = !is_unconditional(&p->insns[ins[chosen]]);
		}
		uint32_t next = blk->first_bundle + blk->nbundles;
		if (falls && next < s->nbundles) {
			blk->succ_fall = B->blk_of_bundle[blk->section][next];
			add_out(B, (int)bn, blk->succ_fall, true, false);
		}
	}
}

/* ---- dominators ---- */

/* Reverse post-order of the procedure's reachable blocks, into order[];
 * returns the count and sets bi[].rpo. */
static int compute_rpo(struct builder *B, const struct cfg_proc *pr, int *order)
{
	int first = pr->first_block, n = pr->nblocks;
	for (int b = first; b < first + n; b++)
		B->bi[b].rpo = -1;
	if (n == 0)
		return 0;
	int *stack = xmalloc((size_t)n * sizeof *stack);
	int *next = xcalloc((size_t)n, sizeof *next);
	bool *seen = xcalloc((size_t)n, sizeof *seen);
	int *post = xmalloc((size_t)n * sizeof *post);
	int sp = 0, np = 0;
	stack[sp++] = first;
	seen[0] = true;
	while (sp) {
		int b = stack[sp - 1];
		struct binfo *f = &B->bi[b];
		if (next[b - first] < f->nout) {
			int t = f->out[next[b - first]++].to;
			if (!seen[t - first]) {
				seen[t - first] = true;
				stack[sp++] = t;
			}
		} else {
			post[np++] = b;
			sp--;
		}
	}
	for (int k = 0; k < np; k++) {
		order[k] = post[np - 1 - k];
		B->bi[order[k]].rpo = k;
	}
	free(stack);
	free(next);
	free(seen);
	free(post);
	return np;
}

static void compute_idom(struct builder *B, const int *order, int n)
{
	for (int k = 0; k < n; k++)
		B->bi[order[k]].idom = -1;
	if (n == 0)
		return;
	B->bi[order[0]].idom = order[0];
	bool changed = true;
	while (changed) {
		changed = false;
		for (int k = 1; k < n; k++) {
			int b = order[k], nd = -1;
			for (int j = 0; j < B->bi[b].npred; j++) {
				int q = B->bi[b].pred[j];
				if (B->bi[q].rpo < 0 || B->bi[q].idom < 0)
					continue;
				if (nd < 0) {
					nd = q;
					continue;
				}
				int x = q, y = nd;
				while (x != y) {
					while (B->bi[x].rpo > B->bi[y].rpo)
						x = B->bi[x].idom;
					while (B->bi[y].rpo > B->bi[x].rpo)
						y = B->bi[y].idom;
				}
				nd = x;
			}
			if (nd != B->bi[b].idom) {
				B->bi[b].idom = nd;
				changed = true;
			}
		}
	}
}

static bool dominates(const struct builder *B, int a, int b)
{
	if (B->bi[a].rpo < 0 || B->bi[b].rpo < 0)
		return false;
	for (;;) {
		if (b == a)
			return true;
		int d = B->bi[b].idom;
		if (d == b || d < 0)
			return false;
		b = d;
	}
}

/* ---- loops ---- */

static bool in_loop(const struct cfg *g, int blk, int loop)
{
	for (int l = g->blocks[blk].loop; l >= 0; l = g->loops[l].parent)
		if (l == loop)
			return true;
	return false;
}

static enum loop_kind kind_of(const struct program *p, uint32_t branch)
{
	if (branch == UINT32_MAX)
		return LOOP_OTHER;
	switch (branch_kind(&p->insns[branch])) {
	case BRANCH_CLOOP: return LOOP_CLOOP;
	case BRANCH_CTOP: return LOOP_CTOP;
	case BRANCH_WTOP: return LOOP_WTOP;
	case BRANCH_COND: return LOOP_COND;
	default: return LOOP_OTHER;
	}
}

static void find_loops_in(struct builder *B, const struct cfg_proc *pr, int *mark,
			  int *work)
{
	struct cfg *g = B->g;
	int first_loop = (int)g->nloops;
	for (int h = pr->first_block; h < pr->first_block + pr->nblocks; h++) {
		int latch = -1;
		for (int j = 0; j < B->bi[h].npred; j++) {
			int u = B->bi[h].pred[j];
			if (dominates(B, h, u) &&
			    (latch < 0 || g->blocks[u].start > g->blocks[latch].start))
				latch = u;
		}
		if (latch < 0)
			continue;
		if (g->nloops == B->caploops) {
			B->caploops = B->caploops ? 2 * B->caploops : 8;
			g->loops = xrealloc(g->loops, B->caploops * sizeof *g->loops);
		}
		int L = (int)g->nloops++;
		struct cfg_loop *lp = &g->loops[L];
		*lp = (struct cfg_loop){.header = h, .latch = latch, .parent = -1};
		/* the body: the header and every block reaching a latch without
		 * passing through it */
		int nb = 0, nw = 0;
		lp->blocks = xmalloc((size_t)pr->nblocks * sizeof *lp->blocks);
		lp->blocks[nb++] = h;
		mark[h - pr->first_block] = L;
		for (int j = 0; j < B->bi[h].npred; j++) {
			int u = B->bi[h].pred[j];
			if (dominates(B, h, u) && mark[u - pr->first_block] != L) {
				mark[u - pr->first_block] = L;
				lp->blocks[nb++] = u;
				work[nw++] = u;
			}
		}
		while (nw) {
			int u = work[--nw];
			for (int j = 0; j < B->bi[u].npred; j++) {
				int q = B->bi[u].pred[j];
				if (B->bi[q].rpo >= 0 && mark[q - pr->first_block] != L) {
					mark[q - pr->first_block] = L;
					lp->blocks[nb++] = q;
					work[nw++] = q;
				}
			}
		}
		lp->nblocks = nb;
		/* the back branch: the latch's branch when it goes to the header */
		const struct cfg_block *lb = &g->blocks[latch];
		lp->back_branch = lb->succ_taken == h ? lb->branch : UINT32_MAX;
		if (lp->back_branch == UINT32_MAX && lb->branch != UINT32_MAX) {
			/* another branch of the latch's last bundle goes back */
			const struct asm_section *s = &B->p->sections[lb->section];
			uint32_t ins[3];
			int n = bundle_insns(&s->bundles[lb->first_bundle + lb->nbundles - 1], ins);
			for (int k = 0; k < n; k++) {
				uint64_t t;
				const struct asm_insn *i = &B->p->insns[ins[k]];
				if (is_flow_branch(i) && branch_target(i, &t) &&
				    block_at_offset(B, lb->section, t) == h)
					lp->back_branch = ins[k];
			}
		}
		lp->kind = kind_of(B->p, lp->back_branch);
	}
	/* nesting: the smallest other loop holding a loop's header is its
	 * parent; natural loops with different headers nest or are apart */
	int nl = (int)g->nloops - first_loop;
	int *bysize = xmalloc((size_t)(nl ? nl : 1) * sizeof *bysize);
	for (int k = 0; k < nl; k++)
		bysize[k] = first_loop + k;
	for (int k = 1; k < nl; k++) {	/* insertion sort, largest first */
		int v = bysize[k], j = k;
		while (j > 0 && g->loops[bysize[j - 1]].nblocks < g->loops[v].nblocks) {
			bysize[j] = bysize[j - 1];
			j--;
		}
		bysize[j] = v;
	}
	for (int k = 0; k < nl; k++) {
		struct cfg_loop *lp = &g->loops[bysize[k]];
		lp->parent = g->blocks[lp->header].loop;
		lp->depth = lp->parent < 0 ? 1 : g->loops[lp->parent].depth + 1;
		for (int j = 0; j < lp->nblocks; j++)
			g->blocks[lp->blocks[j]].loop = bysize[k];
	}
	free(bysize);
}

/* ---- trip counts ---- */

/* Does the instruction write resource res (machine/effects.h)? */
/* ar.lc and ar.ec as loop L is entered, from the value model. */
static void trip_from_code(struct builder *B, int L)
{
	struct cfg_loop *lp = &B->g->loops[L];
	const struct values *V = B->g->values;
	if (lp->kind == LOOP_CLOOP || lp->kind == LOOP_CTOP || lp->kind == LOOP_WTOP) {
		struct val lc = values_loop_entry(V, L, (uint16_t)(RES_AR0 + AR_LC));
		lp->lc_known = lc.kind == VAL_KNOWN && lc.sym == VSYM_NONE;
		lp->lc = lc.c;
		lp->lc_deps = lc.deps;
		char text[64];
		if (lc.kind == VAL_KNOWN && lc.sym != VSYM_NONE) {
			val_format(&lc, text, sizeof text);
			snprintf(lp->trip_note, sizeof lp->trip_note, "ar.lc = %s", text);
		} else if (lc.kind == VAL_UNKNOWN && lc.deps) {
			val_deps_format(lc.deps, text, sizeof text);
			snprintf(lp->trip_note, sizeof lp->trip_note, "ar.lc depends on %s", text);
		}
	}
	if (lp->kind == LOOP_CTOP || lp->kind == LOOP_WTOP) {
		struct val ec = values_loop_entry(V, L, (uint16_t)(RES_AR0 + AR_EC));
		lp->ec_known = ec.kind == VAL_KNOWN && ec.sym == VSYM_NONE;
		lp->ec = ec.c;
		lp->ec_deps = ec.deps;
	}
}

/* "trip=N", spaces allowed around '='. */
static bool parse_annotation(const char *t, int64_t *n)
{
	while (*t == ' ' || *t == '\t')
		t++;
	if (strncmp(t, "trip", 4) != 0)
		return false;
	t += 4;
	while (*t == ' ' || *t == '\t')
		t++;
	if (*t++ != '=')
		return false;
	while (*t == ' ' || *t == '\t')
		t++;
	if (*t < '0' || *t > '9')
		return false;
	int64_t v = 0;
	for (; *t >= '0' && *t <= '9'; t++) {
		if (v > (INT64_MAX - (*t - '0')) / 10)
			return false;
		v = v * 10 + (*t - '0');
	}
	while (*t == ' ' || *t == '\t')
		t++;
	if (*t)
		return false;
	*n = v;
	return true;
}

/* Source lines of each loop's body: its written instructions, and the
 * labels naming its header (so an annotation on the label's line counts). */
static void loop_lines(struct builder *B, int L)
{
	const struct cfg *g = B->g;
	const struct program *p = B->p;
	const struct cfg_loop *lp = &g->loops[L];
	struct linfo *li = &B->li[L];
	li->minline = 0;
	li->maxline = -1;
	li->file = NULL;
	bool any = false;
	for (int j = 0; j < lp->nblocks; j++) {
		const struct cfg_block *b = &g->blocks[lp->blocks[j]];
		const struct asm_section *s = &p->sections[b->section];
		for (uint32_t k = 0; k < b->nbundles; k++) {
			uint32_t ins[3];
			int n = bundle_insns(&s->bundles[b->first_bundle + k], ins);
			for (int m = 0; m < n; m++) {
				const struct asm_insn *i = &p->insns[ins[m]];
				if (i->generated || i->seq == UINT32_MAX)
					continue;
				if (!any) {
					li->file = i->loc.file;
					li->minline = li->maxline = i->loc.line;
					any = true;
				} else if (same_file(i->loc.file, li->file)) {
					if (i->loc.line < li->minline)
						li->minline = i->loc.line;
					if (i->loc.line > li->maxline)
						li->maxline = i->loc.line;
				}
			}
		}
	}
	if (!any)
		return;
	const struct cfg_block *h = &g->blocks[lp->header];
	for (size_t k = 0; k < p->nsymbols; k++) {
		const struct asm_symbol *y = &p->symbols[k];
		if (is_label_in(y, h->section) && (uint64_t)y->value == h->start &&
		    same_file(y->loc.file, li->file) && y->loc.line > 0 &&
		    y->loc.line < li->minline)
			li->minline = y->loc.line;
	}
}

static bool is_assume_annotation(const char *t)
{
	while (*t == ' ' || *t == '\t')
		t++;
	return strncmp(t, "assume", 6) == 0 && (t[6] == ' ' || t[6] == '\t');
}

/* The procedure holding the first instruction written after marker mk,
 * or NULL. */
static const char *proc_after(const struct builder *B, const struct asm_marker *mk)
{
	const struct program *p = B->p;
	for (size_t i = 0; i < p->ninsns; i++) {
		const struct asm_insn *in = &p->insns[i];
		if (in->generated || in->seq != mk->next_seq)
			continue;
		for (size_t k = 0; k < B->g->nprocs; k++) {
			const struct cfg_proc *pr = &B->g->procs[k];
			if (pr->section == in->section && in->offset >= pr->start &&
			    in->offset < pr->end)
				return pr->name;
		}
		return NULL;
	}
	return NULL;
}

/* "assume REG=VALUE" or "assume PROC:REG=VALUE": for the procedure the
 * annotation stands in (every procedure when it stands outside them). */
static void add_assume_annotation(struct builder *B, const struct asm_marker *mk)
{
	const char *t = mk->text;
	while (*t == ' ' || *t == '\t')
		t++;
	t += 6;
	while (*t == ' ' || *t == '\t')
		t++;
	size_t len = strlen(t);
	while (len && (t[len - 1] == ' ' || t[len - 1] == '\t'))
		len--;
	char text[256], name[256];
	struct cfg_assume a;
	if (len >= sizeof text) {
		diag_error(&mk->loc, "malformed annotation '%s': too long", mk->text);
		B->errors++;
		return;
	}
	memcpy(text, t, len);
	text[len] = '\0';
	if (!values_parse_assume(text, &a, name, sizeof name)) {
		diag_error(&mk->loc, "malformed annotation '%s': expected 'assume REG=VALUE' "
			   "(REG: in0-in7, r1-r127 or f2-f127)", mk->text);
		B->errors++;
		return;
	}
	char *keep = xstrdup(a.proc ? a.proc : "");
	const char *proc = a.proc ? keep : proc_after(B, mk);
	B->assume_names = xrealloc(B->assume_names, (B->nassume + 1) * sizeof *B->assume_names);
	B->assume_names[B->nassume] = keep;
	B->assume = xrealloc(B->assume, (B->nassume + 1) * sizeof *B->assume);
	a.proc = proc;
	B->assume[B->nassume++] = a;
}

/* The annotations' statements, then --assume's (which win). */
static void add_option_assumes(struct builder *B)
{
	if (!B->opt || !B->opt->nassume)
		return;
	size_t n = B->nassume + B->opt->nassume;
	B->assume = xrealloc(B->assume, n * sizeof *B->assume);
	B->assume_names = xrealloc(B->assume_names, n * sizeof *B->assume_names);
	for (size_t k = 0; k < B->opt->nassume; k++) {
		B->assume_names[B->nassume] = NULL;
		B->assume[B->nassume++] = B->opt->assume[k];
	}
}

static void apply_annotations(struct builder *B)
{
	const struct program *p = B->p;
	const struct cfg *g = B->g;
	for (size_t k = 0; k < g->nloops; k++)
		loop_lines(B, (int)k);
	for (size_t m = 0; m < p->nmarkers; m++) {
		const struct asm_marker *mk = &p->markers[m];
		if (mk->kind != MARK_ANNOTATION)
			continue;
		if (is_assume_annotation(mk->text)) {
			add_assume_annotation(B, mk);
			continue;
		}
		int64_t n;
		if (!parse_annotation(mk->text, &n)) {
			diag_error(&mk->loc, "malformed annotation '%s': expected 'trip=N' "
				   "or 'assume REG=VALUE'", mk->text);
			B->errors++;
			continue;
		}
		int best = -1;
		for (size_t k = 0; k < g->nloops; k++) {
			const struct linfo *li = &B->li[k];
			if (li->maxline < li->minline || !same_file(li->file, mk->loc.file) ||
			    mk->loc.line < li->minline || mk->loc.line > li->maxline)
				continue;
			if (best < 0 || g->loops[k].depth > g->loops[best].depth)
				best = (int)k;
		}
		if (best < 0) {
			diag_error(&mk->loc, "annotation '%s' is not inside any loop", mk->text);
			B->errors++;
			continue;
		}
		if (B->li[best].annotated)
			diag_warning(&mk->loc, "second trip annotation for the same loop: "
				     "this one is used");
		B->li[best].annotated = true;
		B->li[best].annotation = n;
	}
}

static bool option_for(struct builder *B, int L, int64_t *trips)
{
	const struct cfg_options *opt = B->opt;
	if (!opt)
		return false;
	const struct program *p = B->p;
	const struct cfg_block *h = &B->g->blocks[B->g->loops[L].header];
	bool found = false;
	for (size_t t = 0; t < opt->ntrips; t++) {
		struct trip_override *o = &opt->trips[t];
		if (!o->label)
			continue;
		for (size_t k = 0; k < p->nsymbols; k++) {
			const struct asm_symbol *y = &p->symbols[k];
			if (is_label_in(y, h->section) && (uint64_t)y->value == h->start &&
			    strcmp(y->name, o->label) == 0) {
				o->used = true;
				*trips = o->trips;	/* the last one given wins */
				found = true;
				break;
			}
		}
	}
	return found;
}

/* Did an input the user stated go into it? */
static bool assumed(uint32_t deps)
{
	return deps & (1u << VSYM_ASSUMED);
}

static void trip_counts(struct builder *B)
{
	struct cfg *g = B->g;
	int64_t def = B->opt ? B->opt->default_trip_count : 100;
	for (size_t k = 0; k < g->nloops; k++) {
		struct cfg_loop *lp = &g->loops[k];
		trip_from_code(B, (int)k);
		int64_t t;
		bool given = true;
		if (option_for(B, (int)k, &t)) {
			lp->trip_source = TRIP_OPTION;
		} else if (B->li[k].annotated) {
			t = B->li[k].annotation;
			lp->trip_source = TRIP_ANNOTATION;
		} else {
			given = false;
		}
		lp->source_trips = -1;
		if (given) {
			/* br.ctop: the user gives source iterations (ar.lc + 1);
			 * the kernel runs ar.ec - 1 more to drain the stages */
			lp->trip_count = t;
			if (lp->kind == LOOP_CTOP) {
				lp->source_trips = t;
				int64_t more = lp->ec_known && lp->ec > 1 ? lp->ec - 1 : 0;
				lp->trip_count = t <= INT64_MAX - more ? t + more : INT64_MAX;
			}
		} else if (lp->kind == LOOP_CLOOP && lp->lc_known && lp->lc >= 0 &&
			   lp->lc < INT64_MAX) {
			lp->trip_count = lp->lc + 1;
			lp->trip_source = assumed(lp->lc_deps) ? TRIP_ASSUME : TRIP_CODE;
		} else if (lp->kind == LOOP_CTOP && lp->lc_known && lp->ec_known &&
			   lp->lc >= 0 && lp->ec >= 0 && lp->lc <= INT64_MAX - lp->ec) {
			lp->trip_count = lp->lc + lp->ec;
			lp->source_trips = lp->lc + 1;
			lp->trip_source = assumed(lp->lc_deps | lp->ec_deps) ? TRIP_ASSUME
									    : TRIP_CODE;
		} else {
			lp->trip_count = def;
			lp->trip_source = TRIP_DEFAULT;
			continue;
		}
		lp->trip_note[0] = '\0';	/* known: no note */
	}
}

/* ---- execution counts ---- */

static void add_exit(struct linfo *li, int from, int to, double w)
{
	for (size_t k = 0; k < li->nexits; k++)
		if (li->exits[k].from == from && li->exits[k].to == to) {
			li->exits[k].w += w;
			return;
		}
	if (li->nexits == li->capexits) {
		li->capexits = li->capexits ? 2 * li->capexits : 4;
		li->exits = xrealloc(li->exits, li->capexits * sizeof *li->exits);
	}
	li->exits[li->nexits++] = (struct exit_edge){from, to, w};
}

/* Share of a block's count that leaves along out[k] (see the top). */
static double edge_prob(const struct builder *B, int b, int k)
{
	const struct cfg *g = B->g;
	const struct binfo *f = &B->bi[b];
	int L = g->blocks[b].loop;
	if (L >= 0) {
		int h = g->loops[L].header;
		for (int j = 0; j < f->nout; j++)
			if (f->out[j].to == h)
				return f->out[k].to == h ? 1.0 : 0.0;
	}
	if (g->blocks[b].succ_fall >= 0)
		return f->out[k].fall ? 1.0 : 0.0;
	return f->out[k].main_taken ? 1.0 : 0.0;
}

/* The node standing for blk in region R: blk itself, or the header of the
 * child loop of R holding it. */
static int region_node(const struct cfg *g, int blk, int R)
{
	int L = g->blocks[blk].loop;
	if (L == R)
		return blk;
	while (L >= 0 && g->loops[L].parent != R)
		L = g->loops[L].parent;
	return L >= 0 ? g->loops[L].header : blk;
}

static void flow(struct builder *B, int R, int from_node, int from, int to, double w)
{
	const struct cfg *g = B->g;
	if (R >= 0) {
		if (to == g->loops[R].header)
			return;		/* around the loop again */
		if (!in_loop(g, to, R)) {
			add_exit(&B->li[R], from, to, w);
			return;
		}
	}
	int node = region_node(g, to, R);
	if (B->bi[node].rpo <= B->bi[from_node].rpo)
		return;			/* irreducible: dropped */
	B->mass[node] += w;
}

/* One iteration of region R (a loop, or the procedure when R < 0): the
 * share reaching each direct block and each child loop, and R's exits. */
static void solve_region(struct builder *B, int proc, int R, const int *order, int n)
{
	struct cfg *g = B->g;
	int start = R >= 0 ? g->loops[R].header : g->procs[proc].first_block;
	for (int k = 0; k < n; k++)
		B->mass[order[k]] = 0;
	B->mass[start] = 1;
	for (int k = 0; k < n; k++) {
		int b = order[k];
		if (!(R >= 0 ? in_loop(g, b, R) : true))
			continue;
		int L = g->blocks[b].loop;
		if (region_node(g, b, R) != b)
			continue;	/* inside a child loop */
		double m = B->mass[b];
		if (L != R) {
			/* b heads the child loop L */
			B->li[L].rel_entry = m;
			for (size_t e = 0; e < B->li[L].nexits; e++) {
				const struct exit_edge *x = &B->li[L].exits[e];
				flow(B, R, b, x->from, x->to, m * x->w);
			}
			continue;
		}
		B->bi[b].rel = m;
		for (int j = 0; j < B->bi[b].nout; j++)
			flow(B, R, b, b, B->bi[b].out[j].to, m * edge_prob(B, b, j));
	}
	if (R < 0)
		return;
	/* normalize the exits to one per entry */
	struct linfo *li = &B->li[R];
	double total = 0;
	for (size_t e = 0; e < li->nexits; e++)
		total += li->exits[e].w;
	if (total > 0) {
		for (size_t e = 0; e < li->nexits; e++)
			li->exits[e].w /= total;
		return;
	}
	/* the assumed path never leaves: the latch's exits, else the
	 * header's, else all of them */
	int h = g->loops[R].header;
	for (int tier = 0; tier < 3; tier++) {
		size_t cnt = 0;
		for (size_t e = 0; e < li->nexits; e++) {
			int f = li->exits[e].from;
			bool pick = tier == 2;
			if (tier == 0)
				for (int j = 0; j < B->bi[f].nout; j++)
					pick |= B->bi[f].out[j].to == h;
			if (tier == 1)
				pick = f == h;
			li->exits[e].w = pick ? 1 : 0;
			cnt += pick;
		}
		if (cnt) {
			for (size_t e = 0; e < li->nexits; e++)
				li->exits[e].w /= (double)cnt;
			return;
		}
	}
}

static void exec_counts(struct builder *B, int proc, const int *order, int n,
			int first_loop, int end_loop)
{
	struct cfg *g = B->g;
	int maxdepth = 0;
	for (int L = first_loop; L < end_loop; L++)
		if (g->loops[L].depth > maxdepth)
			maxdepth = g->loops[L].depth;
	/* innermost loops first: their exits are what their parents see */
	for (int d = maxdepth; d >= 1; d--)
		for (int L = first_loop; L < end_loop; L++)
			if (g->loops[L].depth == d)
				solve_region(B, proc, L, order, n);
	solve_region(B, proc, -1, order, n);
	/* counts, outermost first */
	for (int k = 0; k < n; k++)
		if (g->blocks[order[k]].loop < 0)
			g->blocks[order[k]].exec_count = B->bi[order[k]].rel;
	for (int d = 1; d <= maxdepth; d++)
		for (int L = first_loop; L < end_loop; L++) {
			struct cfg_loop *lp = &g->loops[L];
			if (lp->depth != d)
				continue;
			double entry = B->li[L].rel_entry;
			if (lp->parent >= 0) {
				const struct cfg_loop *pl = &g->loops[lp->parent];
				entry *= B->li[lp->parent].entry_count * (double)pl->trip_count;
			}
			B->li[L].entry_count = entry;
			double per = entry * (double)lp->trip_count;
			for (int j = 0; j < lp->nblocks; j++)
				if (g->blocks[lp->blocks[j]].loop == L)
					g->blocks[lp->blocks[j]].exec_count =
						per * B->bi[lp->blocks[j]].rel;
		}
}

/* ---- execution counts from the walk ---- */

/* Follows every procedure's call with the value model (values.h,
 * values_walk), the trip counts the user gave deciding their loops. */
static void walk_procs(struct builder *B)
{
	struct cfg *g = B->g;
	int64_t *forced = xmalloc((g->nloops + 1) * sizeof *forced);
	for (size_t k = 0; k < g->nloops; k++) {
		const struct cfg_loop *lp = &g->loops[k];
		bool given = lp->trip_source == TRIP_OPTION || lp->trip_source == TRIP_ANNOTATION;
		forced[k] = !given ? -1 : lp->kind == LOOP_CTOP ? lp->source_trips : lp->trip_count;
	}
	for (size_t pi = 0; pi < g->nprocs; pi++)
		values_walk(g->values, (int)pi, forced);
	free(forced);
}

/* Where the walk decided every branch of the procedure, its counts
 * replace the static estimate: each block's executions, and each loop's
 * iterations per entry (a loop it never entered keeps its trip count and
 * runs 0 times). */
static void counts_from_walk(struct builder *B, int proc, int first_loop, int end_loop)
{
	struct cfg *g = B->g;
	const struct values_walk *w = values_walk_result(g->values, proc);
	if (!w->decided)
		return;
	const struct cfg_proc *pr = &g->procs[proc];
	for (int k = 0; k < pr->nblocks; k++)
		g->blocks[pr->first_block + k].exec_count =
			values_walk_block(g->values, pr->first_block + k);
	for (int L = first_loop; L < end_loop; L++) {
		struct cfg_loop *lp = &g->loops[L];
		double entries, iters;
		uint32_t deps;
		values_walk_loop(g->values, L, &entries, &iters, &deps);
		if (entries <= 0)
			continue;
		lp->trip_count = (int64_t)(iters / entries + 0.5);
		if (lp->trip_source == TRIP_OPTION || lp->trip_source == TRIP_ANNOTATION)
			continue;
		lp->trip_source = assumed(deps) ? TRIP_ASSUME : TRIP_CODE;
		lp->trip_note[0] = '\0';
	}
}

/* ---- regions ---- */

static void find_regions(struct builder *B)
{
	const struct program *p = B->p;
	struct cfg *g = B->g;
	size_t cap = 0;
	bool *open = NULL;
	for (size_t m = 0; m < p->nmarkers; m++) {
		const struct asm_marker *mk = &p->markers[m];
		if (mk->kind == MARK_REGION_BEGIN) {
			for (size_t r = 0; r < g->nregions; r++)
				if (open[r] && strcmp(g->regions[r].name, mk->text) == 0) {
					diag_error(&mk->loc, "region '%s' begins again before "
						   "its end", mk->text);
					B->errors++;
				}
			if (g->nregions == cap) {
				cap = cap ? 2 * cap : 4;
				g->regions = xrealloc(g->regions, cap * sizeof *g->regions);
				open = xrealloc(open, cap * sizeof *open);
			}
			g->regions[g->nregions] = (struct cfg_region){
				.name = mk->text, .first_seq = mk->next_seq,
				.end_seq = mk->next_seq, .loc = mk->loc,
			};
			open[g->nregions++] = true;
		} else if (mk->kind == MARK_REGION_END) {
			/* a named end closes the open region of that name; an
			 * unnamed one the region opened last */
			long hit = -1;
			for (size_t r = g->nregions; r-- > 0;)
				if (open[r] && (!mk->text[0] ||
						strcmp(g->regions[r].name, mk->text) == 0)) {
					hit = (long)r;
					break;
				}
			if (hit < 0) {
				if (mk->text[0])
					diag_error(&mk->loc, "region end '%s' without a "
						   "matching begin", mk->text);
				else
					diag_error(&mk->loc, "region end without a begin");
				B->errors++;
				continue;
			}
			open[hit] = false;
			g->regions[hit].end_seq = mk->next_seq;
		}
	}
	for (size_t r = 0; r < g->nregions; r++)
		if (open[r]) {
			diag_error(&g->regions[r].loc, "region '%s' has no end",
				   g->regions[r].name);
			B->errors++;
		}
	free(open);
}

/* ---- the whole ---- */

static void builder_free(struct builder *B, int *order, int *mark, int *work,
			 int *loops_from)
{
	for (size_t k = 0; k < B->g->nblocks; k++)
		free(B->bi[k].pred);
	for (size_t k = 0; B->li && k < B->g->nloops; k++)
		free(B->li[k].exits);
	for (size_t s = 0; s < B->p->nsections; s++)
		free(B->blk_of_bundle[s]);
	free(B->blk_of_bundle);
	for (size_t k = 0; k < B->nassume; k++)
		free(B->assume_names[k]);
	free(B->assume_names);
	free(B->assume);
	free(B->bi);
	free(B->li);
	free(B->mass);
	free(order);
	free(mark);
	free(work);
	free(loops_from);
}

struct cfg *cfg_build(const struct program *p, const struct cfg_options *opt)
{
	struct cfg *g = xcalloc(1, sizeof *g);
	g->prog = p;
	struct builder B = {.p = p, .opt = opt, .g = g};
	find_procs(&B);
	find_blocks(&B);
	find_edges(&B);

	size_t nb = g->nblocks ? g->nblocks : 1;
	int *order = xmalloc(nb * sizeof *order);
	int *mark = xmalloc(nb * sizeof *mark);
	int *work = xmalloc(nb * sizeof *work);
	int *loops_from = xcalloc(g->nprocs + 1, sizeof *loops_from);
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct cfg_proc *pr = &g->procs[pi];
		if (pr->nblocks == 0)
			continue;	/* a procedure with no code: nothing runs */
		int n = compute_rpo(&B, pr, order);
		compute_idom(&B, order, n);
		for (int k = 0; k < pr->nblocks; k++)
			mark[k] = -1;
		loops_from[pi] = (int)g->nloops;
		find_loops_in(&B, pr, mark, work);
	}
	loops_from[g->nprocs] = (int)g->nloops;

	B.li = xcalloc(g->nloops ? g->nloops : 1, sizeof *B.li);
	apply_annotations(&B);
	find_regions(&B);
	if (B.errors) {
		builder_free(&B, order, mark, work, loops_from);
		cfg_free(g);
		return NULL;
	}
	add_option_assumes(&B);
	g->values = values_analyze(g, B.assume, B.nassume);
	if (opt)	/* tell the caller which of its statements were taken */
		for (size_t k = 0; k < opt->nassume; k++)
			opt->assume[k].used = B.assume[B.nassume - opt->nassume + k].used;
	trip_counts(&B);

	walk_procs(&B);
	B.mass = xcalloc(nb, sizeof *B.mass);
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct cfg_proc *pr = &g->procs[pi];
		if (pr->nblocks == 0)
			continue;	/* a procedure with no code: nothing runs */
		int n = compute_rpo(&B, pr, order);
		exec_counts(&B, (int)pi, order, n, loops_from[pi], loops_from[pi + 1]);
		counts_from_walk(&B, (int)pi, loops_from[pi], loops_from[pi + 1]);
	}

	builder_free(&B, order, mark, work, loops_from);
	return g;
}

void cfg_free(struct cfg *g)
{
	if (!g)
		return;
	values_free(g->values);
	for (size_t k = 0; k < g->nloops; k++)
		free(g->loops[k].blocks);
	free(g->loops);
	free(g->blocks);
	free(g->procs);
	free(g->regions);
	free(g);
}

const char *cfg_loop_kind_name(enum loop_kind k)
{
	switch (k) {
	case LOOP_CLOOP: return "cloop";
	case LOOP_CTOP: return "ctop";
	case LOOP_WTOP: return "wtop";
	case LOOP_COND: return "cond";
	case LOOP_OTHER: return "other";
	}
	return "?";
}

const char *cfg_trip_source_name(enum trip_source s)
{
	switch (s) {
	case TRIP_OPTION: return "option";
	case TRIP_ANNOTATION: return "annotation";
	case TRIP_CODE: return "code";
	case TRIP_ASSUME: return "assume";
	case TRIP_DEFAULT: return "default";
	}
	return "?";
}

const char *cfg_block_name(const struct cfg_block *b, char *buf, size_t size)
{
	if (b->label)
		return b->label;
	snprintf(buf, size, "0x%llx", (unsigned long long)b->start);
	return buf;
}
