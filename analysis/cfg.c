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
 *   - one iteration of a loop (or one call of the procedure) is solved
 *     over its own blocks and its child loops (each a node, left along
 *     its exits) in a topological order from its header: an edge back to
 *     the header ends the iteration, and an edge closing another cycle
 *     (possible only inside an irreducible loop) carries nothing.
 * Unreachable blocks run 0 times and belong to no loop.
 *
 * Loops (cfg.h): a depth-first search from the procedure's entry, then
 * Havlak's nesting forest over it; the loops numbered in a preorder of
 * the forest, so a loop's descendants follow it and each body (nested
 * loops' blocks included) is a range of cfg.loop_blocks.  Every step is
 * near-linear in the procedure's size (dominators: Lengauer and Tarjan),
 * except the lists of entries and exits, as long as their output.
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
#include "../machine/cache.h"

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
	int pre;		/* number in the procedure's depth-first search,
				 * -1: unreachable */
	int rank;		/* place in its region's topological order */
	double rel;		/* share of one iteration of its innermost region */
};

struct lshape {			/* a loop's place while the forest is built */
	int first, size;	/* its range in cfg.loop_blocks */
	int own;		/* blocks whose innermost loop it is */
	int fill;		/* where its next child's range goes */
	int havlak;		/* the block the search entered it at */
	int nsub;		/* loops nested in it, at any depth (the next
				 * ones in the preorder) */
};

struct loop_edge;

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
	struct lshape *ls;
	struct loop_edge *entries, *exits;	/* crossing edges, by loop */
	size_t nentries, capentries, nexits, capexits;
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
	int n = bundle_ninsns(b);
	for (int s = 0; s < n; s++)
		out[s] = b->insn[s];
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

/* ---- depth-first search and dominators ---- */

/* A procedure's reachable blocks as a depth-first search from its entry
 * numbers them (preorder); bi[].pre is each block's number. */
struct dfs {
	int n;		/* blocks reached */
	int *node;	/* by number: the block */
	int *parent;	/* by number: the parent's number, -1 for the entry */
	int *last;	/* by number: the largest number in its subtree */
};

static void dfs_free(struct dfs *d)
{
	free(d->node);
	free(d->parent);
	free(d->last);
}

static void dfs_run(struct builder *B, const struct cfg_proc *pr, struct dfs *d)
{
	int first = pr->first_block, n = pr->nblocks;
	d->node = xmalloc((size_t)n * sizeof *d->node);
	d->parent = xmalloc((size_t)n * sizeof *d->parent);
	d->last = xmalloc((size_t)n * sizeof *d->last);
	int *next = xcalloc((size_t)n, sizeof *next);
	int *stack = xmalloc((size_t)n * sizeof *stack);
	for (int b = first; b < first + n; b++)
		B->bi[b].pre = -1;
	int sp = 0, count = 1;
	B->bi[first].pre = 0;
	d->node[0] = first;
	d->parent[0] = -1;
	stack[sp++] = 0;
	while (sp) {
		int v = stack[sp - 1];
		const struct binfo *f = &B->bi[d->node[v]];
		if (next[v] < f->nout) {
			int t = f->out[next[v]++].to;
			if (B->bi[t].pre < 0) {
				int w = count++;
				B->bi[t].pre = w;
				d->node[w] = t;
				d->parent[w] = v;
				stack[sp++] = w;
			}
		} else {
			d->last[v] = count - 1;
			sp--;
		}
	}
	d->n = count;
	free(next);
	free(stack);
}

/* Is the search's node a an ancestor of node b (or b itself)? */
static bool dfs_ancestor(const struct dfs *d, int a, int b)
{
	return a <= b && b <= d->last[a];
}

/* Path compression of Lengauer and Tarjan's forest, without recursion:
 * label[v] becomes the node of least semi-dominator on v's path. */
static void lt_compress(int *anc, int *label, const int *semi, int v, int *stack)
{
	int sp = 0;
	while (anc[anc[v]] >= 0) {
		stack[sp++] = v;
		v = anc[v];
	}
	while (sp) {
		int x = stack[--sp], a = anc[x];
		if (semi[label[a]] < semi[label[x]])
			label[x] = label[a];
		anc[x] = anc[a];
	}
}

static int lt_eval(int *anc, int *label, const int *semi, int v, int *stack)
{
	if (anc[v] < 0)
		return v;
	lt_compress(anc, label, semi, v, stack);
	return label[v];
}

/* Immediate dominators (cfg_block.idom) by Lengauer and Tarjan's
 * algorithm with path compression: O(E log V). */
static void find_dominators(struct builder *B, const struct dfs *d)
{
	int n = d->n;
	int *semi = xmalloc((size_t)n * sizeof *semi), *idom = xmalloc((size_t)n * sizeof *idom);
	int *anc = xmalloc((size_t)n * sizeof *anc), *label = xmalloc((size_t)n * sizeof *label);
	int *bucket = xmalloc((size_t)n * sizeof *bucket), *next = xmalloc((size_t)n * sizeof *next);
	int *stack = xmalloc((size_t)n * sizeof *stack);
	for (int v = 0; v < n; v++) {
		semi[v] = label[v] = v;
		anc[v] = bucket[v] = idom[v] = -1;
	}
	for (int w = n - 1; w >= 1; w--) {
		const struct binfo *f = &B->bi[d->node[w]];
		for (int j = 0; j < f->npred; j++) {
			int v = B->bi[f->pred[j]].pre;
			if (v < 0)
				continue;
			int u = lt_eval(anc, label, semi, v, stack);
			if (semi[u] < semi[w])
				semi[w] = semi[u];
		}
		next[w] = bucket[semi[w]];
		bucket[semi[w]] = w;
		int p = d->parent[w];
		anc[w] = p;
		for (int v = bucket[p]; v >= 0; v = next[v]) {
			int u = lt_eval(anc, label, semi, v, stack);
			idom[v] = semi[u] < semi[v] ? u : p;
		}
		bucket[p] = -1;
	}
	idom[0] = 0;
	for (int w = 1; w < n; w++)
		if (idom[w] != semi[w])
			idom[w] = idom[idom[w]];
	for (int w = 0; w < n; w++)
		B->g->blocks[d->node[w]].idom = d->node[idom[w]];
	free(semi);
	free(idom);
	free(anc);
	free(label);
	free(bucket);
	free(next);
	free(stack);
}

/* ---- loops ---- */

bool cfg_loop_contains(const struct cfg *g, int loop, int block)
{
	const struct cfg_loop *lp = &g->loops[loop];
	int pos = g->blocks[block].loop_pos;
	return pos >= 0 && g->loop_blocks + pos >= lp->blocks &&
	       g->loop_blocks + pos < lp->blocks + lp->nblocks;
}

static bool in_loop(const struct cfg *g, int blk, int loop)
{
	return cfg_loop_contains(g, loop, blk);
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

struct ivec {
	int *v;
	int n, cap;
};

static void ivec_push(struct ivec *a, int x)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 4;
		a->v = xrealloc(a->v, (size_t)a->cap * sizeof *a->v);
	}
	a->v[a->n++] = x;
}

static int uf_find(int *uf, int x)
{
	int r = x;
	while (uf[r] != r)
		r = uf[r];
	while (uf[x] != r) {
		int nx = uf[x];
		uf[x] = r;
		x = nx;
	}
	return r;
}

/* Havlak's loop nesting forest over the search's numbering: hdr[v] is the
 * number of the innermost loop header holding v (-1: none; a header's
 * hdr is its parent's header), is_header[v] whether v heads a loop.  A
 * predecessor of a loop's node from outside the header's subtree makes
 * the loop irreducible: it becomes a predecessor of the header, so that
 * the enclosing loops see it. */
static void havlak(const struct builder *B, const struct dfs *d, int *hdr, bool *is_header)
{
	int n = d->n;
	int *uf = xmalloc((size_t)n * sizeof *uf), *inP = xmalloc((size_t)n * sizeof *inP);
	int *P = xmalloc((size_t)n * sizeof *P);
	struct ivec *nonback = xcalloc((size_t)n, sizeof *nonback);
	for (int v = 0; v < n; v++) {
		uf[v] = v;
		hdr[v] = inP[v] = -1;
		is_header[v] = false;
		const struct binfo *f = &B->bi[d->node[v]];
		for (int j = 0; j < f->npred; j++) {
			int q = B->bi[f->pred[j]].pre;
			if (q >= 0 && !dfs_ancestor(d, v, q))
				ivec_push(&nonback[v], q);
		}
	}
	for (int w = n - 1; w >= 0; w--) {
		int np = 0;
		const struct binfo *f = &B->bi[d->node[w]];
		for (int j = 0; j < f->npred; j++) {
			int v = B->bi[f->pred[j]].pre;
			if (v < 0 || !dfs_ancestor(d, w, v))
				continue;
			is_header[w] = true;
			int x = uf_find(uf, v);
			if (x != w && inP[x] != w) {
				inP[x] = w;
				P[np++] = x;
			}
		}
		if (!is_header[w])
			continue;
		for (int k = 0; k < np; k++) {
			int x = P[k];
			for (int j = 0; j < nonback[x].n; j++) {
				int y = uf_find(uf, nonback[x].v[j]);
				if (!dfs_ancestor(d, w, y))
					ivec_push(&nonback[w], y);
				else if (y != w && inP[y] != w) {
					inP[y] = w;
					P[np++] = y;
				}
			}
		}
		for (int k = 0; k < np; k++) {
			hdr[P[k]] = w;
			uf[P[k]] = w;
		}
	}
	for (int v = 0; v < n; v++)
		free(nonback[v].v);
	free(nonback);
	free(uf);
	free(inP);
	free(P);
}

static int new_loop(struct builder *B)
{
	struct cfg *g = B->g;
	if (g->nloops == B->caploops) {
		B->caploops = B->caploops ? 2 * B->caploops : 8;
		g->loops = xrealloc(g->loops, B->caploops * sizeof *g->loops);
		B->ls = xrealloc(B->ls, B->caploops * sizeof *B->ls);
	}
	int L = (int)g->nloops++;
	g->loops[L] = (struct cfg_loop){.parent = -1};
	B->ls[L] = (struct lshape){0};
	return L;
}

/* The loops of a procedure, numbered in a preorder of the nesting forest
 * (children by the address of the block the search entered them at). */
static void number_loops(struct builder *B, const struct cfg_proc *pr, const struct dfs *d,
			 const int *hdr, const bool *is_header, int *lidx)
{
	struct cfg *g = B->g;
	int n = d->n;
	int *child = xmalloc((size_t)n * sizeof *child), *sib = xmalloc((size_t)n * sizeof *sib);
	int *tail = xmalloc((size_t)n * sizeof *tail), *stack = xmalloc((size_t)n * sizeof *stack);
	int roots = -1, roots_tail = -1, sp = 0;
	for (int v = 0; v < n; v++)
		child[v] = sib[v] = tail[v] = -1;
	/* headers by address: a child list in address order */
	for (int b = pr->first_block; b < pr->first_block + pr->nblocks; b++) {
		int v = B->bi[b].pre;
		if (v < 0 || !is_header[v])
			continue;
		int *head = hdr[v] >= 0 ? &child[hdr[v]] : &roots;
		int *last = hdr[v] >= 0 ? &tail[hdr[v]] : &roots_tail;
		if (*last >= 0)
			sib[*last] = v;
		else
			*head = v;
		*last = v;
	}
	for (int v = roots; v >= 0; v = sib[v])
		stack[sp++] = v;
	/* reverse, so that the first root is taken first */
	for (int i = 0; i < sp / 2; i++) {
		int t = stack[i];
		stack[i] = stack[sp - 1 - i];
		stack[sp - 1 - i] = t;
	}
	while (sp) {
		int v = stack[--sp];
		int L = new_loop(B);
		lidx[v] = L;
		B->ls[L].havlak = d->node[v];
		if (hdr[v] >= 0) {
			int P = lidx[hdr[v]];
			g->loops[L].parent = P;
			g->loops[L].depth = g->loops[P].depth + 1;
		} else {
			g->loops[L].depth = 1;
		}
		int k = sp;
		for (int c = child[v]; c >= 0; c = sib[c])
			stack[sp++] = c;
		for (int i = k, j = sp - 1; i < j; i++, j--) {
			int t = stack[i];
			stack[i] = stack[j];
			stack[j] = t;
		}
	}
	free(child);
	free(sib);
	free(tail);
	free(stack);
}

/* Each loop's body as a range of cfg.loop_blocks: its header, its own
 * blocks, then its children's ranges. */
static void lay_out_loops(struct builder *B, const struct cfg_proc *pr, const struct dfs *d,
			  const int *hdr, const bool *is_header, const int *lidx,
			  int first_loop, int *cursor)
{
	struct cfg *g = B->g;
	int end_loop = (int)g->nloops;
	for (int w = 0; w < d->n; w++) {
		int b = d->node[w];
		int L = is_header[w] ? lidx[w] : hdr[w] >= 0 ? lidx[hdr[w]] : -1;
		g->blocks[b].loop = L;
		if (L >= 0)
			B->ls[L].own++;
	}
	for (int L = end_loop - 1; L >= first_loop; L--) {
		B->ls[L].size += B->ls[L].own;
		if (g->loops[L].parent >= 0) {
			B->ls[g->loops[L].parent].size += B->ls[L].size;
			B->ls[g->loops[L].parent].nsub += 1 + B->ls[L].nsub;
		}
	}
	for (int L = first_loop; L < end_loop; L++) {
		int P = g->loops[L].parent;
		if (P < 0) {
			B->ls[L].first = *cursor;
			*cursor += B->ls[L].size;
		} else {
			B->ls[L].first = B->ls[P].fill;
			B->ls[P].fill += B->ls[L].size;
		}
		B->ls[L].fill = B->ls[L].first + B->ls[L].own;
		g->loops[L].blocks = g->loop_blocks + B->ls[L].first;
		g->loops[L].nblocks = B->ls[L].size;
		B->ls[L].own = 0;	/* counted again as the blocks are placed */
	}
	for (int b = pr->first_block; b < pr->first_block + pr->nblocks; b++) {
		int L = g->blocks[b].loop;
		if (L < 0 || B->bi[b].pre < 0)
			continue;
		int pos = B->ls[L].first + B->ls[L].own++;
		g->loop_blocks[pos] = b;
		g->blocks[b].loop_pos = pos;
		struct cfg_loop *lp = &g->loops[L];
		if (B->ls[L].own == 1 || b < lp->first_block)
			lp->first_block = b;
		if (g->blocks[b].end > lp->end)
			lp->end = g->blocks[b].end;
	}
	/* a loop's extent takes in its children's */
	for (int L = end_loop - 1; L >= first_loop; L--) {
		const struct cfg_loop *lp = &g->loops[L];
		if (lp->parent < 0)
			continue;
		struct cfg_loop *pl = &g->loops[lp->parent];
		if (lp->first_block < pl->first_block)
			pl->first_block = lp->first_block;
		if (lp->end > pl->end)
			pl->end = lp->end;
	}
}

/* The branch of the latch that goes back to the header. */
static uint32_t back_branch_of(struct builder *B, int latch, int h)
{
	const struct cfg_block *lb = &B->g->blocks[latch];
	if (lb->succ_taken == h)
		return lb->branch;
	if (lb->branch == UINT32_MAX)
		return UINT32_MAX;
	/* another branch of the latch's last bundle goes back */
	uint32_t found = UINT32_MAX;
	const struct asm_section *s = &B->p->sections[lb->section];
	uint32_t ins[3];
	int n = bundle_insns(&s->bundles[lb->first_bundle + lb->nbundles - 1], ins);
	for (int k = 0; k < n; k++) {
		uint64_t t;
		const struct asm_insn *i = &B->p->insns[ins[k]];
		if (is_flow_branch(i) && branch_target(i, &t) &&
		    block_at_offset(B, lb->section, t) == h)
			found = ins[k];
	}
	return found;
}

/* Each loop's header (the lowest-addressed block of its own that an edge
 * from inside the loop goes back to, in address order; else the block the
 * search entered it at), latch, closing branch and kind. */
static void loop_headers(struct builder *B, const struct cfg_proc *pr, int first_loop)
{
	struct cfg *g = B->g;
	int end_loop = (int)g->nloops;
	for (int L = first_loop; L < end_loop; L++)
		g->loops[L].header = -1;
	for (int u = pr->first_block; u < pr->first_block + pr->nblocks; u++) {
		if (B->bi[u].pre < 0)
			continue;
		for (int j = 0; j < B->bi[u].nout; j++) {
			int v = B->bi[u].out[j].to, L = g->blocks[v].loop;
			if (L < 0 || g->blocks[v].start > g->blocks[u].start || !in_loop(g, u, L))
				continue;
			int *h = &g->loops[L].header;
			if (*h < 0 || g->blocks[v].start < g->blocks[*h].start)
				*h = v;
		}
	}
	for (int L = first_loop; L < end_loop; L++) {
		struct cfg_loop *lp = &g->loops[L];
		if (lp->header < 0)
			lp->header = B->ls[L].havlak;
		/* the header first in the body */
		int hp = g->blocks[lp->header].loop_pos, fp = B->ls[L].first;
		int other = g->loop_blocks[fp];
		g->loop_blocks[fp] = lp->header;
		g->loop_blocks[hp] = other;
		g->blocks[lp->header].loop_pos = fp;
		g->blocks[other].loop_pos = hp;
		/* the latch: the last block in the loop branching to the header */
		int h = lp->header;
		lp->latch = -1;
		for (int j = 0; j < B->bi[h].npred; j++) {
			int u = B->bi[h].pred[j];
			if (B->bi[u].pre >= 0 && in_loop(g, u, L) &&
			    (lp->latch < 0 || g->blocks[u].start > g->blocks[lp->latch].start))
				lp->latch = u;
		}
		if (lp->latch < 0)
			lp->latch = h;
		lp->back_branch = back_branch_of(B, lp->latch, h);
		lp->kind = kind_of(B->p, lp->back_branch);
	}
}

struct loop_edge {
	int loop, from, to;
};

static void push_edge(struct loop_edge **v, size_t *n, size_t *cap, int L, int from, int to)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		*v = xrealloc(*v, *cap * sizeof **v);
	}
	(*v)[(*n)++] = (struct loop_edge){L, from, to};
}

/* Every edge entering or leaving a loop of the procedure, recorded for
 * each loop it crosses. */
static void loop_crossings(struct builder *B, const struct cfg_proc *pr)
{
	struct cfg *g = B->g;
	int e = pr->first_block;
	for (int M = g->blocks[e].loop; M >= 0; M = g->loops[M].parent)
		push_edge(&B->entries, &B->nentries, &B->capentries, M, -1, e);
	for (int u = pr->first_block; u < pr->first_block + pr->nblocks; u++) {
		if (B->bi[u].pre < 0)
			continue;
		for (int j = 0; j < B->bi[u].nout; j++) {
			int v = B->bi[u].out[j].to;
			for (int M = g->blocks[v].loop; M >= 0 && !in_loop(g, u, M);
			     M = g->loops[M].parent)
				push_edge(&B->entries, &B->nentries, &B->capentries, M, u, v);
			for (int M = g->blocks[u].loop; M >= 0 && !in_loop(g, v, M);
			     M = g->loops[M].parent)
				push_edge(&B->exits, &B->nexits, &B->capexits, M, u, v);
		}
	}
}

static int cmp_entry(const void *a, const void *b)
{
	const struct loop_edge *x = a, *y = b;
	if (x->loop != y->loop)
		return x->loop < y->loop ? -1 : 1;
	return x->to < y->to ? -1 : x->to > y->to;
}

static int cmp_exit(const void *a, const void *b)
{
	const struct loop_edge *x = a, *y = b;
	if (x->loop != y->loop)
		return x->loop < y->loop ? -1 : 1;
	if (x->from != y->from)
		return x->from < y->from ? -1 : 1;
	return x->to < y->to ? -1 : x->to > y->to;
}

/* cfg_loop.entries and .exits from the crossings of every procedure. */
static void loop_entries_exits(struct builder *B)
{
	struct cfg *g = B->g;
	if (B->nentries)
		qsort(B->entries, B->nentries, sizeof *B->entries, cmp_entry);
	if (B->nexits)
		qsort(B->exits, B->nexits, sizeof *B->exits, cmp_exit);
	g->loop_entries = xmalloc((B->nentries + 1) * sizeof *g->loop_entries);
	g->loop_exits = xmalloc((B->nexits + 1) * sizeof *g->loop_exits);
	size_t ne = 0, nx = 0;
	for (size_t k = 0; k < B->nentries; k++) {
		const struct loop_edge *x = &B->entries[k];
		struct cfg_loop *lp = &g->loops[x->loop];
		if (lp->nentries == 0)
			lp->entries = g->loop_entries + ne;
		else if (lp->entries[lp->nentries - 1] == x->to)
			continue;
		g->loop_entries[ne++] = x->to;
		lp->nentries++;
	}
	for (size_t k = 0; k < B->nexits; k++) {
		const struct loop_edge *x = &B->exits[k];
		struct cfg_loop *lp = &g->loops[x->loop];
		if (lp->nexits == 0)
			lp->exits = g->loop_exits + nx;
		g->loop_exits[nx++] = (struct cfg_edge){x->from, x->to};
		lp->nexits++;
	}
}

/* Blocks, dominators and loops of one procedure. */
static void find_loops_in(struct builder *B, const struct cfg_proc *pr, int *cursor)
{
	struct dfs d;
	dfs_run(B, pr, &d);
	find_dominators(B, &d);
	int *hdr = xmalloc((size_t)d.n * sizeof *hdr), *lidx = xmalloc((size_t)d.n * sizeof *lidx);
	bool *is_header = xmalloc((size_t)d.n * sizeof *is_header);
	havlak(B, &d, hdr, is_header);
	int first_loop = (int)B->g->nloops;
	number_loops(B, pr, &d, hdr, is_header, lidx);
	lay_out_loops(B, pr, &d, hdr, is_header, lidx, first_loop, cursor);
	loop_headers(B, pr, first_loop);
	loop_crossings(B, pr);
	free(hdr);
	free(lidx);
	free(is_header);
	dfs_free(&d);
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

/* Source lines of each loop's body: its written instructions (a loop's
 * own, then its children's, innermost loops first), and the labels naming
 * its header (so an annotation on the label's line counts). */
static void loop_lines(struct builder *B)
{
	const struct cfg *g = B->g;
	const struct program *p = B->p;
	for (size_t L = g->nloops; L-- > 0;) {
		struct linfo *li = &B->li[L];
		if (!li->file) {
			li->minline = 0;
			li->maxline = -1;
		}
		for (int j = 0; j < B->ls[L].own; j++) {
			const struct cfg_block *b = &g->blocks[g->loop_blocks[B->ls[L].first + j]];
			const struct asm_section *s = &p->sections[b->section];
			for (uint32_t k = 0; k < b->nbundles; k++) {
				uint32_t ins[3];
				int n = bundle_insns(&s->bundles[b->first_bundle + k], ins);
				for (int m = 0; m < n; m++) {
					const struct asm_insn *i = &p->insns[ins[m]];
					if (i->generated || i->seq == UINT32_MAX)
						continue;
					if (!li->file) {
						li->file = i->loc.file;
						li->minline = li->maxline = i->loc.line;
					} else if (same_file(i->loc.file, li->file)) {
						if (i->loc.line < li->minline)
							li->minline = i->loc.line;
						if (i->loc.line > li->maxline)
							li->maxline = i->loc.line;
					}
				}
			}
		}
		int P = g->loops[L].parent;
		if (P < 0 || !li->file)
			continue;
		struct linfo *pi = &B->li[P];
		if (!pi->file) {
			pi->file = li->file;
			pi->minline = li->minline;
			pi->maxline = li->maxline;
		} else if (same_file(pi->file, li->file)) {
			if (li->minline < pi->minline)
				pi->minline = li->minline;
			if (li->maxline > pi->maxline)
				pi->maxline = li->maxline;
		}
	}
	for (size_t k = 0; k < p->nsymbols; k++) {
		const struct asm_symbol *y = &p->symbols[k];
		if (y->kind != SYM_LABEL || y->section < 0 ||
		    (uint32_t)y->section >= p->nsections || !B->blk_of_bundle[y->section])
			continue;
		int h = block_at_offset(B, (uint32_t)y->section, (uint64_t)y->value);
		int L = h >= 0 ? g->blocks[h].loop : -1;
		if (L < 0 || g->loops[L].header != h)
			continue;
		struct linfo *li = &B->li[L];
		if (li->file && same_file(y->loc.file, li->file) && y->loc.line > 0 &&
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
	loop_lines(B);
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

/* The node an edge of region R leads to, or -1: around the loop again
 * (to its header) or out of it. */
static int region_target(const struct cfg *g, int R, int to)
{
	if (R >= 0 && (to == g->loops[R].header || !in_loop(g, to, R)))
		return -1;
	return region_node(g, to, R);
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
	if (B->bi[node].rank <= B->bi[from_node].rank)
		return;			/* a cycle not through the header: dropped */
	B->mass[node] += w;
}

/* The n nodes of region R (its own blocks and its child loops' headers),
 * into nodes[], in a topological order from start: a depth-first search
 * that does not go back to start, in reverse postorder.  Sets bi[].rank;
 * a node the search does not reach gets -1. */
struct region_walk {
	int *nodes, *order, *next, *stack;
};

static int region_successor(const struct builder *B, int R, int x, int k, int *out)
{
	const struct cfg *g = B->g;
	int L = g->blocks[x].loop;
	if (L == R) {
		if (k >= B->bi[x].nout)
			return 0;
		*out = region_target(g, R, B->bi[x].out[k].to);
		return 1;
	}
	const struct linfo *li = &B->li[L];	/* x heads the child loop L */
	if ((size_t)k >= li->nexits)
		return 0;
	*out = region_target(g, R, li->exits[k].to);
	return 1;
}

static int region_order(struct builder *B, int R, int start, int n, struct region_walk *W)
{
	for (int k = 0; k < n; k++) {
		B->bi[W->nodes[k]].rank = -1;
		W->next[k] = 0;
	}
	/* bi[].rank holds -2 - the node's place in nodes[] while searching */
	for (int k = 0; k < n; k++)
		B->bi[W->nodes[k]].rank = -2 - k;
	int sp = 0, np = 0;
	int s = -2 - B->bi[start].rank;
	W->stack[sp++] = s;
	B->bi[start].rank = -1;
	int *post = W->order;
	while (sp) {
		int k = W->stack[sp - 1], x = W->nodes[k], t;
		if (region_successor(B, R, x, W->next[k]++, &t)) {
			if (t >= 0 && t != start && B->bi[t].rank <= -2) {
				int j = -2 - B->bi[t].rank;
				B->bi[t].rank = -1;
				W->stack[sp++] = j;
			}
			continue;
		}
		post[np++] = x;
		sp--;
	}
	for (int k = 0; k < n; k++)
		if (B->bi[W->nodes[k]].rank <= -2)
			B->bi[W->nodes[k]].rank = -1;	/* not reached */
	/* reverse postorder */
	for (int i = 0; i < np / 2; i++) {
		int t = post[i];
		post[i] = post[np - 1 - i];
		post[np - 1 - i] = t;
	}
	for (int i = 0; i < np; i++)
		B->bi[post[i]].rank = i;
	return np;
}

/* One iteration of region R (a loop, or the procedure when R < 0): the
 * share reaching each direct block and each child loop, and R's exits. */
static void solve_region(struct builder *B, int proc, int R, struct region_walk *W,
			 int first_loop, int end_loop)
{
	struct cfg *g = B->g;
	const struct cfg_proc *pr = &g->procs[proc];
	int n = 0, start;
	if (R >= 0) {
		start = g->loops[R].header;
		for (int k = 0; k < B->ls[R].own; k++)
			W->nodes[n++] = g->loop_blocks[B->ls[R].first + k];
	} else {
		start = region_node(g, pr->first_block, -1);
		for (int b = pr->first_block; b < pr->first_block + pr->nblocks; b++)
			if (g->blocks[b].loop < 0 && B->bi[b].pre >= 0)
				W->nodes[n++] = b;
	}
	/* the child loops: in the preorder, each after its elder sibling's
	 * descendants */
	int end = R >= 0 ? R + 1 + B->ls[R].nsub : end_loop;
	for (int C = R >= 0 ? R + 1 : first_loop; C < end; C += 1 + B->ls[C].nsub)
		W->nodes[n++] = g->loops[C].header;
	int np = region_order(B, R, start, n, W);
	for (int k = 0; k < np; k++)
		B->mass[W->order[k]] = 0;
	B->mass[start] = 1;
	for (int k = 0; k < np; k++) {
		int b = W->order[k];
		int L = g->blocks[b].loop;
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

/* x, or CFG_COUNT_MAX (and cfg.saturated) when it does not fit 64 bits. */
static double saturate(struct builder *B, double x)
{
	if (x <= CFG_COUNT_MAX)
		return x;
	B->g->saturated = true;
	return CFG_COUNT_MAX;
}

static void exec_counts(struct builder *B, int proc, struct region_walk *W,
			int first_loop, int end_loop)
{
	struct cfg *g = B->g;
	const struct cfg_proc *pr = &g->procs[proc];
	/* innermost loops first (a preorder backwards): their exits are
	 * what their parents see */
	for (int L = end_loop - 1; L >= first_loop; L--)
		solve_region(B, proc, L, W, first_loop, end_loop);
	solve_region(B, proc, -1, W, first_loop, end_loop);
	/* counts, outermost first */
	for (int b = pr->first_block; b < pr->first_block + pr->nblocks; b++)
		if (g->blocks[b].loop < 0)
			g->blocks[b].exec_count = B->bi[b].pre >= 0 ? B->bi[b].rel : 0;
	for (int L = first_loop; L < end_loop; L++) {
		struct cfg_loop *lp = &g->loops[L];
		double entry = B->li[L].rel_entry;
		lp->entry_rate = entry;
		if (lp->parent >= 0) {
			const struct cfg_loop *pl = &g->loops[lp->parent];
			entry = saturate(B, entry * B->li[lp->parent].entry_count *
					       (double)pl->trip_count);
		}
		B->li[L].entry_count = entry;
		double per = saturate(B, entry * (double)lp->trip_count);
		for (int k = 0; k < B->ls[L].own; k++) {
			int b = g->loop_blocks[B->ls[L].first + k];
			g->blocks[b].exec_count = per * B->bi[b].rel;
		}
	}
}

/* ---- execution counts from the walk ---- */

/* Follows every procedure's call with the value model (values.h,
 * values_walk), the trip counts the user gave deciding their loops (kept
 * in g->walk_trips for cfg_walk). */
static void walk_procs(struct builder *B)
{
	struct cfg *g = B->g;
	int64_t *forced = xmalloc((g->nloops + 1) * sizeof *forced);
	for (size_t k = 0; k < g->nloops; k++) {
		const struct cfg_loop *lp = &g->loops[k];
		bool given = lp->trip_source == TRIP_OPTION || lp->trip_source == TRIP_ANNOTATION;
		forced[k] = !given ? -1 : lp->kind == LOOP_CTOP ? lp->source_trips : lp->trip_count;
	}
	g->walk_trips = forced;
	g->walk_limit = B->opt && B->opt->walk_limit > 0 ? B->opt->walk_limit : 4194304;
	g->walk_fast_forward = !B->opt || !B->opt->no_fast_forward;
	g->walk_memory_words = B->opt && B->opt->walk_memory_words > 0 ?
			       B->opt->walk_memory_words : VALUES_MEMORY_WORDS;
	g->walk_memory_runs = B->opt && B->opt->walk_memory_runs > 0 ?
			      B->opt->walk_memory_runs : VALUES_MEMORY_RUNS;
	g->alat_entries = B->opt && B->opt->alat_entries > 0 ? B->opt->alat_entries
			  : (int64_t)cache_params.defs[CACHE_ALAT_ENTRIES].deflt;
	for (size_t pi = 0; pi < g->nprocs; pi++)
		cfg_walk(g, (int)pi, NULL);
}

void cfg_walk(const struct cfg *g, int proc, const struct values_observer *obs)
{
	struct values_memory_limits mem = {g->walk_memory_words, g->walk_memory_runs,
					   g->alat_entries};
	values_walk(g->values, proc, g->walk_trips, g->walk_limit, g->walk_fast_forward, &mem,
		    obs);
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
		/* entries per iteration of the parent (parents come first) */
		lp->entry_rate = entries;
		if (lp->parent >= 0) {
			double pe, pi;
			uint32_t pdeps;
			values_walk_loop(g->values, lp->parent, &pe, &pi, &pdeps);
			lp->entry_rate = pi > 0 ? entries / pi : 0;
		}
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

static void builder_free(struct builder *B)
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
	free(B->ls);
	free(B->entries);
	free(B->exits);
	free(B->mass);
}

/* ---- calls ----------------------------------------------------------------- */

static const struct cfg *sort_cfg;

static int by_start(const void *a, const void *b)
{
	const struct cfg_proc *x = &sort_cfg->procs[*(const int *)a];
	const struct cfg_proc *y = &sort_cfg->procs[*(const int *)b];
	if (x->section != y->section)
		return x->section < y->section ? -1 : 1;
	return (x->start > y->start) - (x->start < y->start);
}

static void index_procs(struct cfg *g)
{
	g->procs_by_start = xmalloc((g->nprocs + 1) * sizeof *g->procs_by_start);
	for (size_t i = 0; i < g->nprocs; i++)
		g->procs_by_start[i] = (int)i;
	sort_cfg = g;
	qsort(g->procs_by_start, g->nprocs, sizeof *g->procs_by_start, by_start);
}

/* The procedure with code that starts at off in section sec, or -1. */
static int proc_starting(const struct cfg *g, uint32_t sec, uint64_t off)
{
	size_t lo = 0, hi = g->nprocs;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const struct cfg_proc *cp = &g->procs[g->procs_by_start[mid]];
		if (cp->section < sec || (cp->section == sec && cp->start < off))
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < g->nprocs; lo++) {
		const struct cfg_proc *cp = &g->procs[g->procs_by_start[lo]];
		if (cp->section != sec || cp->start != off)
			break;
		if (cp->nblocks > 0)
			return g->procs_by_start[lo];
	}
	return -1;
}

/* The object file's relocated target of branch insn, or NULL. */
static const struct asm_branch_symbol *branch_symbol(const struct program *p, uint32_t insn)
{
	size_t lo = 0, hi = p->nbranch_symbols;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (p->branch_symbols[mid].insn < insn)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < p->nbranch_symbols && p->branch_symbols[lo].insn == insn
	       ? &p->branch_symbols[lo] : NULL;
}

int cfg_call_target(const struct cfg *g, uint32_t insn, enum cfg_call_kind *kind,
		    const char **name)
{
	const struct program *p = g->prog;
	const struct asm_insn *in = &p->insns[insn];
	const char *called = NULL;
	int callee = -1;
	*kind = CFG_CALL_INDIRECT;
	if (!effects_branch(in->form).indirect) {
		for (int k = 0; k < in->nops; k++) {
			const struct operand *o = &in->ops[k];
			if (o->type != OP_IMM)
				continue;
			if (o->imm == IMM_ADDR) {
				callee = proc_starting(g, in->section, (uint64_t)o->value);
				*kind = callee >= 0 ? CFG_CALL_IN_FILE : CFG_CALL_NOT_PROC;
			} else if (o->imm == IMM_RELOC) {
				const struct asm_branch_symbol *bs = branch_symbol(p, insn);
				called = bs ? bs->name : NULL;
				*kind = CFG_CALL_OUTSIDE;
				if (bs && bs->defined) {
					callee = proc_starting(g, in->section, bs->offset);
					*kind = callee >= 0 ? CFG_CALL_IN_FILE : CFG_CALL_NOT_PROC;
				}
			}
			if (callee >= 0)
				called = g->procs[callee].name;
			break;
		}
	}
	if (name)
		*name = called;
	return callee;
}

struct cfg *cfg_build(const struct program *p, const struct cfg_options *opt)
{
	struct cfg *g = xcalloc(1, sizeof *g);
	g->prog = p;
	struct builder B = {.p = p, .opt = opt, .g = g};
	find_procs(&B);
	index_procs(g);
	find_blocks(&B);
	find_edges(&B);

	size_t nb = g->nblocks ? g->nblocks : 1;
	int *loops_from = xcalloc(g->nprocs + 1, sizeof *loops_from);
	g->loop_blocks = xmalloc(nb * sizeof *g->loop_blocks);
	for (size_t b = 0; b < g->nblocks; b++) {
		g->blocks[b].loop_pos = -1;
		g->blocks[b].idom = -1;
		B.bi[b].pre = -1;
	}
	int cursor = 0;
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct cfg_proc *pr = &g->procs[pi];
		loops_from[pi] = (int)g->nloops;
		if (pr->nblocks == 0)
			continue;	/* a procedure with no code: nothing runs */
		find_loops_in(&B, pr, &cursor);
	}
	loops_from[g->nprocs] = (int)g->nloops;
	loop_entries_exits(&B);
	/* every block and loop is found: their arrays, grown by doubling, fit */
	B.capblocks = nb;
	g->blocks = xrealloc(g->blocks, nb * sizeof *g->blocks);
	if (g->nloops) {
		B.caploops = g->nloops;
		g->loops = xrealloc(g->loops, g->nloops * sizeof *g->loops);
	}

	B.li = xcalloc(g->nloops ? g->nloops : 1, sizeof *B.li);
	apply_annotations(&B);
	find_regions(&B);
	if (B.errors) {
		builder_free(&B);
		free(loops_from);
		cfg_free(g);
		return NULL;
	}
	add_option_assumes(&B);
	g->data_base = opt && opt->data_base ? opt->data_base : VALUES_DATA_BASE;
	if (opt && opt->section_base && p->nsections) {
		g->section_base = xcalloc(p->nsections, sizeof *g->section_base);
		memcpy(g->section_base, opt->section_base, p->nsections * sizeof *g->section_base);
	}
	g->values = values_analyze(g, B.assume, B.nassume);
	if (opt)	/* tell the caller which of its statements were taken */
		for (size_t k = 0; k < opt->nassume; k++)
			opt->assume[k].used = B.assume[B.nassume - opt->nassume + k].used;
	trip_counts(&B);

	walk_procs(&B);
	B.mass = xcalloc(nb, sizeof *B.mass);
	struct region_walk W = {
		xmalloc(nb * sizeof(int)), xmalloc(nb * sizeof(int)),
		xmalloc(nb * sizeof(int)), xmalloc(nb * sizeof(int)),
	};
	for (size_t pi = 0; pi < g->nprocs; pi++)
		if (g->procs[pi].nblocks) {
			exec_counts(&B, (int)pi, &W, loops_from[pi], loops_from[pi + 1]);
			counts_from_walk(&B, (int)pi, loops_from[pi], loops_from[pi + 1]);
		}
	free(W.nodes);
	free(W.order);
	free(W.next);
	free(W.stack);
	builder_free(&B);
	free(loops_from);
	return g;
}

void cfg_free(struct cfg *g)
{
	if (!g)
		return;
	values_free(g->values);
	free(g->section_base);
	free(g->walk_trips);
	free(g->loops);
	free(g->loop_blocks);
	free(g->loop_entries);
	free(g->loop_exits);
	free(g->blocks);
	free(g->procs);
	free(g->regions);
	free(g->procs_by_start);
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
