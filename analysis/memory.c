/*
 * analysis/memory.c - the memory model over the walks (memory.h).
 */
#include "memory.h"

#include "values.h"
#include "../common/arena.h"
#include "../common/pool.h"
#include "../machine/effects.h"
#include "../machine/rse.h"
#include "../parser/program.h"

#include <stdlib.h>
#include <string.h>

/* Per memory instruction of a simulated procedure. */
struct insn_memory {
	/* (fields in order of size: no padding between them) */
	struct mem_access acc;	/* the access it makes (machine/effects.h) */
	int proc, loop;		/* its procedure, its innermost loop (-1) */
	uint64_t n[4];		/* loads served by L1D, L2D, L3, memory */
	uint64_t cycles[4];	/* their latencies, summed */
	uint64_t other[4];	/* its other accesses (stores, semaphores'
				 * writes aside, lfetch) by the level served */
	uint64_t tlb[3];	/* its accesses by enum cache_tlb: translated at
				 * once, by a transfer, by a walk */
	uint64_t pending_back;	/* with pending: the cycle its data is back */
	uint8_t *seq;		/* the levels (level_index) of its last
				 * accesses on the counted walk (a ring of
				 * seq_cap: access i at i mod that) */
	uint64_t seq_end;	/* the index of the access after the last */
	uint64_t stream_first, stream_count;	/* see stream */
	uint64_t stream_base;	/* the walk's access the core's first
				 * execution in a simulation is */
	int64_t stream_stride;
	struct cache_counts *c;	/* what its accesses did (NULL: none ran);
				 * after one access, shared (c_pooled) */
	struct cache_counts *in_range;	/* with --drange: of those, the ones
					 * the PMU's data-address constraint
					 * lets count */
	uint32_t sim;		/* the simulation used[] counts for */
	uint32_t used[4];	/* executions the core asked about, per level
				 * (of n for a load, of other for the rest) */
	uint32_t tlb_used[3];	/* executions the core asked about, of tlb */
	uint32_t execs;		/* executions memory_hold timed, this simulation */
	uint32_t recirc_used[2][2];	/* of its L2D hits [0] and its misses
					 * [1], the executions timed as not
					 * cancelled (not recirculated) [.][0]
					 * and cancelled (recirculated) [.][1],
					 * this simulation */
	uint32_t seq_cap;	/* doubled as it fills, up to MEMORY_SEQ_MAX */
	uint32_t nseq;		/* how many it holds, */
	bool pending;		/* memory_hold timed this execution */
	bool c_pooled;		/* c is mm->shared's copy, read-only
				 * (counts_to_add copies it) */
	int8_t stream;		/* its walk's addresses: 0 not looked at yet,
				 * 1 a regular stream (stream_first + stride
				 * x i, i < stream_count), -1 not */
	int8_t tags;		/* its channel tags (bit ch), -1 not yet known */
};

/* Per bundle whose entry read a fetch pair on a simulated walk: the pair
 * reads it started and where they were served. */
struct fetch_memory {
	int proc, loop;		/* its procedure, its block's innermost loop */
	uint64_t n[4];		/* pair reads served by L1I, L2I, L3, memory */
	uint32_t sim;		/* the simulation used[] counts for */
	uint32_t used[4];	/* the core's questions answered per level
				 * (0: no miss) */
};

/* What a fetch follows, for the instruction prefetcher (cache.h,
 * cache_fetch_redirect): nothing, a taken branch not hinted .many, one
 * hinted .many, a call (the stream stops); REDIRECT_ONLY: no fetch pair
 * is read (the call returns into the pair it left). */
enum redirect { REDIRECT_NONE, REDIRECT_FEW, REDIRECT_MANY, REDIRECT_STOP,
		REDIRECT_ONLY = 0x80 };

/* One access or fetch of a period of a long loop. */
struct period_event {
	uint32_t insn;
	uint64_t va;		/* the access's address, or the fetch pair's */
	bool known, placed;
	int8_t sym;		/* the input placed */
	int32_t loop;		/* a fetch: the loop of its bundle */
	bool fetch;
	uint8_t redirect;	/* a fetch: enum redirect */
	bool joins;		/* an access in the issue group of the access
				 * before it */
	bool foreign;		/* made by a callee the walk followed: it
				 * changes the caches, its counts are the
				 * callee's own (docs/memory.md, "Calls") */
	uint8_t rse;		/* enum rse_access: an RSE spill or fill made by
				 * insn (which moved the stack), of loop */
};

/* What an access of the period log is: an instruction's, or the RSE's. */
enum rse_access { RSE_ACCESS_NONE, RSE_ACCESS_FILL, RSE_ACCESS_SPILL };

/* Where an instruction is: its procedure, loop (-1: none), section. */
struct insn_place {
	int32_t proc, loop, section;
};

/* A call the walk made, until its return is heard (memory.c, rse_step):
 * where it returns to, and the RSE's moves when it was made. */
struct pending_call {
	int32_t proc, section;
	uint64_t ret;		/* the offset of the bundle it returns to */
	uint64_t moves;		/* mm->rse_moves after the call */
};

/* An access or fetch the walk made, waiting until the issue group of its
 * syllable is known (the core's dispersal needs the syllables after it):
 * they run in the walk's order [docs/memory.md, "Bank conflicts"]. */
struct pending {
	uint32_t syl;		/* the buffered syllable it belongs to (an
				 * access) or comes before (a fetch) */
	struct period_event e;
};

struct period_log {
	struct period_event *r;
	size_t n, cap;
};

struct memory {
	const struct cfg *g;
	const struct program *p;
	struct cache_sim *sim;
	uint64_t spacing;		/* input_spacing */
	uint32_t *slot;			/* per insn: index + 1 into ins, or 0 */
	struct insn_memory *ins;
	size_t nins;
	/* once the walks are done, the instructions' counts (insn_memory.c,
	 * .in_range) each kept once, shared by every instruction whose
	 * counts are equal (share_counts) */
	struct pool shared;
	bool counts_shared;
	struct memory_counts *procs, *loops;
	struct fetch_memory **fetch_at;	/* per insn (a bundle's first): its
					 * pair reads, or NULL */
	uint32_t *fetch_keys;		/* the insns that have one */
	size_t nfetch_keys, fetch_keys_cap;
	/* after the walks, by loop (index_by_loop): the ins and fetch_keys
	 * whose innermost loop it is, in their order, and its children */
	size_t *loop_ins_at, *loop_fetch_at, *loop_child_at;	/* nloops + 1 */
	uint32_t *loop_ins, *loop_fetch, *loop_child;
	/* the walk being heard */
	int proc;
	bool counting;
	bool fetched;			/* a fetch pair was read on this walk */
	uint64_t fetch_last;		/* the address of the bundle the walk
					 * was last in */
	uint8_t redirect_next;		/* enum redirect: the taken branch the
					 * next bundle follows */
	int fetch_proc;			/* the procedure of that bundle (a
					 * callee's, in a call followed) */
	/* a long loop's periods (on_period, on_repeat): [0] the one before
	 * the last, [1] the last, [2] the one being recorded */
	struct period_log log[3];
	int nlogs;			/* complete periods recorded */
	bool recording;
	const struct pmu_setup *q;	/* model_config's qualification */
	bool drange;			/* it has a data-address range */
	uint32_t sim_id;		/* increases with each core simulation */
	double tail;			/* timing_tail_iterations */
	struct cache_timing *timing;	/* the queues, in the core's time */
	unsigned level_latency[4];	/* a line's latency from L1D, L2D, L3,
					 * memory (stores and lfetch) */
	unsigned tlb_cycles[3];		/* by enum cache_tlb: what the L1D waits */
	/* the walk's syllables not yet dispersed into issue groups
	 * (core_disperse), the bundles they are in, the accesses and fetches
	 * waiting for them */
	const struct core_config *core;
	struct sim_syllable *syl;
	size_t nsyl, csyl, cgstart;
	struct sim_bundle *bun;
	size_t nbun, cbun;
	bool *gstart;
	struct pending *pend;
	size_t npend, cpend;
	uint64_t group;			/* issue groups passed on this walk */
	uint64_t access_group;		/* the group of the last access run */
	bool any_access;		/* an access ran on this walk */
	/* the register stack engine along the walk (docs/memory.md, "The
	 * register stack engine") */
	struct insn_place *place;	/* per insn of a block */
	struct rse_state rse;
	unsigned rse_frame, rse_dirty, rse_outside;	/* the parameters */
	uint64_t rse_base;
	struct pending_call *calls;	/* calls whose return is not heard */
	size_t ncalls, ccalls;
	bool rse_returned;		/* a return was heard since the last
					 * bundle entered */
	uint64_t rse_moves;		/* instructions that moved the stack on
					 * this walk */
	uint64_t rse_mark[3];		/* rse_moves at the starts of the
					 * periods of log[] */
	uint32_t rse_insn;		/* the instruction moving the stack now */
	int32_t rse_loop;		/* its loop, when it is the procedure's */
	bool rse_foreign;		/* it is a callee's */
};

/* How many of an instruction's last accesses the walk's levels are kept
 * for (insn_memory.seq): a regular stream's instruction makes one access
 * an iteration of its loop, so this covers timing_tail_iterations up to
 * 4096 (an execution beyond what it holds takes spread()'s level). */
#define MEMORY_SEQ_MAX 4096

/* A load or a semaphore: an access whose data the core waits for. */
static bool is_load(const struct insn_memory *im)
{
	return im->acc.kind == MEM_LOAD || im->acc.kind == MEM_SEMAPHORE;
}

/* The index of a level in the per-level arrays: 0 the first level (L1D,
 * or L1I for a fetch), 1 the second (L2D, L2I), 2 L3, 3 memory. */
static int level_index(enum cache_level l)
{
	switch (l) {
	case CACHE_L1D: case CACHE_L1I: return 0;
	case CACHE_L2D: case CACHE_L2I: return 1;
	case CACHE_L3: return 2;
	default: return 3;
	}
}

/* The number an address is, placing an input that was not stated. */
static bool resolve(const struct memory *mm, const struct val *a, uint64_t *va, bool *placed)
{
	*placed = false;
	if (a->kind != VAL_KNOWN)
		return false;
	uint64_t x = 0;
	if (a->sym != VSYM_NONE) {
		if (a->sym >= VSYM_AFFINE_END)
			return false;
		x = MEMORY_INPUT_BASE + (uint64_t)(a->sym - VSYM_IN0) * mm->spacing;
		*placed = true;
	}
	*va = (uint64_t)a->c + (uint64_t)a->k * x;
	return true;
}

/* Does the PMU's data-address constraint (PMC41 with the DBRs: --drange)
 * let this access of insn at va count (SDM/Montecito manual 3.3.7)? */
static bool counted_in_range(struct memory *mm, struct insn_memory *im, uint32_t insn,
			     uint64_t va)
{
	const struct asm_insn *in = &mm->p->insns[insn];
	if (im->tags < 0) {
		const struct asm_bundle *b = program_insn_bundle(mm->p, in);
		im->tags = 0;
		for (int ch = 0; ch < 4; ch++)
			if (pmu_insn_tag(mm->q, b ? b->template_number : -1, in, ch))
				im->tags |= (int8_t)(1 << ch);
	}
	bool tags[4];
	for (int ch = 0; ch < 4; ch++)
		tags[ch] = (im->tags >> ch) & 1;
	return pmu_mem_constraint(mm->q->regs, tags, true, va) == PMU_YES;
}

static uint64_t gcd(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* times x d to the procedure walked and to loop (-1: none). */
static void charge(struct memory *mm, int loop, const struct cache_counts *d, uint64_t times)
{
	cache_counts_add_times(&mm->procs[mm->proc].c, d, times);
	if (loop >= 0)
		cache_counts_add_times(&mm->loops[loop].c, d, times);
}

/* The counted walk's level of im's next access, for the core's timing
 * (walk_level).  Its index is the count of its accesses so far, those a
 * long loop's extrapolation counted included: the ring starts again after
 * such a gap. */
static void record_level(struct insn_memory *im, int level)
{
	uint64_t i = 0;
	for (int l = 0; l < 4; l++)
		i += im->n[l] + im->other[l];
	if (i != im->seq_end)
		im->nseq = 0;
	if (im->nseq == im->seq_cap && im->seq_cap < MEMORY_SEQ_MAX) {
		uint32_t cap = im->seq_cap ? 2 * im->seq_cap : 16;
		uint8_t *seq = xmalloc(cap);
		for (uint64_t j = i - im->nseq; j < i; j++)
			seq[j % cap] = im->seq[j % im->seq_cap];
		free(im->seq);
		im->seq = seq;
		im->seq_cap = cap;
	}
	im->seq[i % im->seq_cap] = (uint8_t)level;
	im->seq_end = i + 1;
	if (im->nseq < im->seq_cap)
		im->nseq++;
}

/* A counted data access: what it added to the counts into *d, charged
 * to the procedure and to loop (-1: none). */
static void charged_data_access(struct memory *mm, const struct mem_access *acc, uint64_t va,
				int loop, struct cache_counts *d, struct cache_outcome *out)
{
	struct cache_counts before, after;
	cache_sim_counts(mm->sim, &before);
	cache_data_access(mm->sim, acc, va, out);
	cache_sim_counts(mm->sim, &after);
	cache_counts_diff(d, &after, &before);
	charge(mm, loop, d, 1);
}

/* im's counts made its own, to add to: a copy of the shared ones. */
static void own_counts(struct insn_memory *im)
{
	struct cache_counts *own = xmalloc(sizeof *own);
	*own = *im->c;
	im->c = own;
	im->c_pooled = false;
}

/* Adds one access's counts d to im's.  Most instructions run once (all of
 * straight-line code), so at its first access an instruction shares its
 * counts with those equal to them (mm->shared) and copies them at the
 * second: 424 bytes each otherwise, through the walks. */
static void add_counts(struct memory *mm, struct insn_memory *im, const struct cache_counts *d)
{
	if (!im->c) {
		im->c = (struct cache_counts *)pool_keep(&mm->shared, d, sizeof *d);
		im->c_pooled = true;
		return;
	}
	if (im->c_pooled)
		own_counts(im);
	cache_counts_add(im->c, d);
}

/* Data access e, at va when e->known (placed for input e->sym when
 * e->placed).  Counted when the walk is the counted one and e is the
 * procedure's own; *d, when not NULL, gets what it added to the counts
 * (zeros when not counted). */
static int run_rse_access(struct memory *mm, const struct period_event *e, uint64_t va,
			  struct cache_counts *d);

static int run_access(struct memory *mm, const struct period_event *e, uint64_t va,
		      struct cache_counts *d)
{
	if (e->rse)
		return run_rse_access(mm, e, va, d);
	int level = -1;
	uint32_t insn = e->insn;
	bool known = e->known, placed = e->placed;
	struct insn_memory *im = &mm->ins[mm->slot[insn] - 1];
	const struct mem_access *acc = &im->acc;
	struct memory_counts *pc = &mm->procs[mm->proc];
	struct cache_counts none;
	if (!d)
		d = &none;
	memset(d, 0, sizeof *d);
	bool counting = mm->counting && !e->foreign;
	if (counting) {
		pc->accesses++;
		if (!known)
			pc->unknown++;
		else if (placed) {
			pc->placed++;
			pc->placed_inputs |= 1u << e->sym;
		}
	}
	if (!known)
		return level;
	if (!counting) {
		cache_data_access(mm->sim, acc, va, NULL);
		return level;
	}
	struct cache_outcome out;
	charged_data_access(mm, acc, va, im->loop, d, &out);
	add_counts(mm, im, d);
	if (mm->drange && counted_in_range(mm, im, insn, va)) {
		if (!im->in_range)
			im->in_range = xcalloc(1, sizeof *im->in_range);
		cache_counts_add(im->in_range, d);
	}
	level = level_index((enum cache_level)out.level);
	record_level(im, level);
	im->tlb[out.tlb]++;
	if (is_load(im)) {
		im->n[level]++;
		im->cycles[level] += out.latency;
		pc->from[level]++;
		if (im->loop >= 0)
			mm->loops[im->loop].from[level]++;
	} else {
		im->other[level]++;
	}
	if (im->loop >= 0) {
		struct memory_counts *lc = &mm->loops[im->loop];
		lc->accesses++;
		lc->placed += placed;
	}
	return level;
}

/* An RSE spill or fill e at va: an 8-byte integer store or load that
 * the L1D sees as an RSE fill (L1D_READ_MISSES.RSE_FILL); counted as
 * run_access counts (charged to the procedure and the loop of the
 * instruction that moved the stack), and in RSE_REFERENCES_RETIRED. */
static int run_rse_access(struct memory *mm, const struct period_event *e, uint64_t va,
			  struct cache_counts *d)
{
	struct mem_access acc = {e->rse == RSE_ACCESS_FILL ? MEM_LOAD : MEM_STORE, 8, HINT_NONE,
				 -1, -1, MEMF_RSE};
	struct cache_counts none;
	if (!d)
		d = &none;
	memset(d, 0, sizeof *d);
	struct cache_outcome out;
	if (!mm->counting || e->foreign) {
		cache_data_access(mm->sim, &acc, va, &out);
		return level_index((enum cache_level)out.level);
	}
	charged_data_access(mm, &acc, va, e->loop, d, &out);
	bool fill = e->rse == RSE_ACCESS_FILL;
	struct memory_counts *pc = &mm->procs[mm->proc];
	(*(fill ? &pc->rse_loads : &pc->rse_stores))++;
	if (e->loop >= 0) {
		struct memory_counts *lc = &mm->loops[e->loop];
		(*(fill ? &lc->rse_loads : &lc->rse_stores))++;
	}
	return level_index((enum cache_level)out.level);
}

/* Fetch e: the pair read at e->va, entering the bundle whose first insn
 * is e->insn, of loop e->loop (-1: none), after what e->redirect says
 * (enum redirect); counted as run_access counts.  Returns the level that
 * served it (0 L1I, 1 L2I, 2 L3, 3 memory), -1 when no pair was read. */
static int run_fetch(struct memory *mm, const struct period_event *e, struct cache_counts *d)
{
	uint64_t addr = e->va;
	int loop = e->loop;
	uint8_t redirect = e->redirect;
	uint32_t key = e->insn;
	struct cache_counts none;
	if (!d)
		d = &none;
	memset(d, 0, sizeof *d);
	switch (redirect & ~REDIRECT_ONLY) {
	case REDIRECT_FEW: cache_fetch_redirect(mm->sim, false); break;
	case REDIRECT_MANY: cache_fetch_redirect(mm->sim, true); break;
	case REDIRECT_STOP: cache_fetch_stop(mm->sim); break;
	default: break;
	}
	if (redirect & REDIRECT_ONLY)
		return -1;
	struct cache_outcome out;
	if (!mm->counting || e->foreign) {
		cache_fetch(mm->sim, addr, &out);
		return level_index((enum cache_level)out.level);
	}
	struct cache_counts before, after;
	cache_sim_counts(mm->sim, &before);
	cache_fetch(mm->sim, addr, &out);
	cache_sim_counts(mm->sim, &after);
	cache_counts_diff(d, &after, &before);
	charge(mm, loop, d, 1);
	int level = level_index((enum cache_level)out.level);
	struct fetch_memory *fm = mm->fetch_at[key];
	if (!fm) {
		fm = mm->fetch_at[key] = xcalloc(1, sizeof *fm);
		fm->proc = mm->proc;
		fm->loop = loop;
		mm->fetch_keys = xgrow(mm->fetch_keys, &mm->fetch_keys_cap, mm->nfetch_keys,
				       sizeof *mm->fetch_keys);
		mm->fetch_keys[mm->nfetch_keys++] = key;
	}
	fm->n[level]++;
	return level;
}

/* What a period of a long loop did, for its repetition (memory_repeat). */
static void log_event(struct memory *mm, const struct period_event *e)
{
	if (!mm->recording)
		return;
	struct period_log *c = &mm->log[2];
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->r = xrealloc(c->r, c->cap * sizeof *c->r);
	}
	c->r[c->n++] = *e;
}

/* Runs the pending events of the syllables [0, upto), their issue
 * groups known (mm->gstart), and drops those syllables from the buffer. */
static void run_pending(struct memory *mm, size_t upto)
{
	size_t k = 0, s = 0, lim = upto < mm->nsyl ? upto : mm->nsyl;
	for (; k < mm->npend && mm->pend[k].syl < upto; k++) {
		struct period_event *e = &mm->pend[k].e;
		if (e->fetch) {
			log_event(mm, e);
			run_fetch(mm, e, NULL);
			continue;
		}
		if (e->rse) {	/* the RSE's: in no issue group */
			log_event(mm, e);
			run_access(mm, e, e->va, NULL);
			continue;
		}
		for (; s <= mm->pend[k].syl && s < lim; s++)
			mm->group += mm->gstart[s];
		e->joins = mm->any_access && mm->group == mm->access_group &&
			   mm->pend[k].syl < lim;
		mm->any_access = true;
		mm->access_group = mm->group;
		log_event(mm, e);
		if (e->joins)
			cache_same_group(mm->sim);
		run_access(mm, e, e->va, NULL);
	}
	for (; s < lim; s++)
		mm->group += mm->gstart[s];
	memmove(mm->pend, mm->pend + k, (mm->npend - k) * sizeof *mm->pend);
	mm->npend -= k;
	for (size_t j = 0; j < mm->npend; j++)
		mm->pend[j].syl -= (uint32_t)upto;
	if (upto >= mm->nsyl) {
		/* the bundle the walk is in stays: its next syllables, if it
		 * has more, are in it (and start a group inside it) */
		if (mm->nbun) {
			bool inside = mm->nsyl && mm->syl[mm->nsyl - 1].bundle == mm->nbun - 1;
			mm->bun[0] = mm->bun[mm->nbun - 1];
			if (inside)
				mm->bun[0].after_taken = false;
			mm->nbun = 1;
		}
		mm->nsyl = 0;
		return;
	}
	/* the bundles from the first syllable kept on; a group that starts
	 * inside a bundle is no fetch's first (core.c's fetch-pair rule) */
	uint32_t b0 = mm->syl[upto].bundle;
	bool inside = upto > 0 && mm->syl[upto - 1].bundle == b0;
	memmove(mm->syl, mm->syl + upto, (mm->nsyl - upto) * sizeof *mm->syl);
	mm->nsyl -= upto;
	memmove(mm->bun, mm->bun + b0, (mm->nbun - b0) * sizeof *mm->bun);
	mm->nbun -= b0;
	for (size_t j = 0; j < mm->nsyl; j++)
		mm->syl[j].bundle -= b0;
	if (inside)
		mm->bun[0].after_taken = false;
}

/* Disperses the buffered syllables and runs what their complete groups
 * made; all: the stream ends here (a period's start, the walk's end), so
 * the last group is complete too. */
static void disperse(struct memory *mm, bool all)
{
	if (!mm->nsyl) {
		if (all)
			run_pending(mm, SIZE_MAX);
		return;
	}
	size_t closed = 0;
	char err[128];
	if (!core_disperse(mm->core, mm->p->insns, mm->p->ninsns, mm->syl, mm->nsyl, mm->bun,
			   mm->nbun, mm->gstart, &closed, err, sizeof err)) {
		/* a stream that refers outside itself: no group is known, each
		 * syllable is taken as a group of its own */
		for (size_t j = 0; j < mm->nsyl; j++)
			mm->gstart[j] = true;
		closed = mm->nsyl;
	}
	run_pending(mm, all ? SIZE_MAX : closed);
}

/* An access or fetch waits for the issue group of the syllable it comes
 * with (or before). */
static void add_pending(struct memory *mm, const struct period_event *e)
{
	mm->pend = xgrow(mm->pend, &mm->cpend, mm->npend, sizeof *mm->pend);
	mm->pend[mm->npend++] = (struct pending){(uint32_t)mm->nsyl, *e};
}

static void on_access(void *ctx, uint32_t insn, const struct val *addr)
{
	struct memory *mm = ctx;
	/* the walk tells of a check load only when it missed the ALAT and
	 * so reads memory (docs/model.md, "The ALAT") */
	if (!mm->slot[insn])
		return;
	uint64_t va = 0;
	bool placed;
	bool known = resolve(mm, addr, &va, &placed);
	add_pending(mm, &(struct period_event){insn, va, known, placed, (int8_t)addr->sym, -1,
					       false, REDIRECT_NONE, false,
					       mm->ins[mm->slot[insn] - 1].proc != mm->proc});
}

/* The walk takes a branch: what the next bundle follows. */
static void branch_taken(struct memory *mm, uint32_t insn)
{
	struct branch_info b = effects_branch(mm->p->insns[insn].form);
	mm->redirect_next = b.kind == BRANCH_CALL ? REDIRECT_STOP
		      : b.many ? REDIRECT_MANY : REDIRECT_FEW;
}

/* A spill or fill the RSE makes (rse_ref_fn): it waits, as the
 * instruction's accesses do, for the syllable that moved the stack. */
static void rse_heard(void *ctx, const struct rse_ref *r)
{
	struct memory *mm = ctx;
	add_pending(mm, &(struct period_event){mm->rse_insn, r->addr, true, false, 0,
					       mm->rse_foreign ? -1 : mm->rse_loop, false,
					       REDIRECT_NONE, false, mm->rse_foreign,
					       r->load ? RSE_ACCESS_FILL : RSE_ACCESS_SPILL});
}

/* The RSE state is lost: the procedure's RSE counts are not given. */
static void rse_lost(struct memory *mm)
{
	rse_forget(&mm->rse);
	mm->ncalls = 0;
}

/* Before an instruction that moves the stack: the RSE's current and dirty
 * registers, sampled for RSE_CURRENT_REGS_* and RSE_DIRTY_REGS_* (the
 * seed, 4.12: "before an RSE_EVENT_RETIRED"). */
static void rse_sample(struct memory_counts *c, const struct rse_state *st)
{
	c->rse_events++;
	c->rse_current[0] += st->sof & 7;
	c->rse_current[1] += (st->sof >> 3) & 7;
	c->rse_current[2] += (st->sof >> 6) & 1;
	c->rse_dirty[0] += st->dirty & 7;
	c->rse_dirty[1] += (st->dirty >> 3) & 7;
	c->rse_dirty[2] += (st->dirty >> 6) & 1;
}

/* The walk ran insn (taken: a branch taken): when it moves the register
 * stack, the RSE does what it must (machine/rse.h), and its spills and
 * fills go through the caches after the instruction's own accesses. */
static void rse_step(struct memory *mm, uint32_t insn, bool taken)
{
	const struct asm_insn *in = &mm->p->insns[insn];
	enum rse_op op = in->form ? rse_op_of(in->form) : RSE_OP_NONE;
	if (op == RSE_OP_NONE)
		return;
	if ((op == RSE_OP_CALL || op == RSE_OP_RETURN) && !taken)
		return;	/* its predicate false: nothing moved */
	const struct insn_place *pl = &mm->place[insn];
	mm->rse_moves++;
	mm->rse_insn = insn;
	mm->rse_loop = pl->loop;
	mm->rse_foreign = pl->proc != mm->proc;
	if (mm->counting && !mm->rse_foreign && mm->rse.known) {
		rse_sample(&mm->procs[mm->proc], &mm->rse);
		if (pl->loop >= 0)
			rse_sample(&mm->loops[pl->loop], &mm->rse);
	}
	if (op == RSE_OP_CALL) {
		rse_call(&mm->rse);
		const struct asm_bundle *b = program_insn_bundle(mm->p, in);
		if (!b) {
			rse_lost(mm);
			return;
		}
		mm->calls = xgrow(mm->calls, &mm->ccalls, mm->ncalls, sizeof *mm->calls);
		mm->calls[mm->ncalls++] = (struct pending_call){pl->proc, pl->section,
								b->offset + 16, mm->rse_moves};
		return;
	}
	if (op == RSE_OP_RETURN) {
		rse_return(&mm->rse, rse_heard, mm);
		if (mm->ncalls)
			mm->ncalls--;
		mm->rse_returned = true;
		return;
	}
	rse_execute(&mm->rse, in, taken, rse_heard, mm);
}

/* The walk enters bundle bu of procedure proc, section sec: if it is where
 * a pending call returns to and no return was heard, the callee was not
 * followed (outside the file, indirect, deeper than call_depth): it is
 * taken to alloc rse_outside_frame registers and return, its spills and
 * fills the callee's.  A callee that moved the stack and stopped before
 * its return leaves the RSE unknown. */
static void rse_enter(struct memory *mm, int proc, int sec, const struct asm_bundle *bu)
{
	bool returned = mm->rse_returned;
	mm->rse_returned = false;
	if (returned || !mm->ncalls)
		return;
	size_t k = mm->ncalls;
	while (k-- > 0) {
		const struct pending_call *c = &mm->calls[k];
		if (c->proc == proc && c->section == sec && c->ret == bu->offset)
			break;
	}
	if (k == SIZE_MAX)
		return;
	bool moved = k + 1 != mm->ncalls || mm->calls[k].moves != mm->rse_moves;
	mm->ncalls = k;
	if (moved) {
		rse_lost(mm);
		return;
	}
	mm->rse_insn = bu->insn[0];
	mm->rse_loop = -1;
	mm->rse_foreign = true;
	if (mm->rse_outside)
		rse_alloc(&mm->rse, mm->rse_outside, mm->rse_outside, rse_heard, mm);
	rse_return(&mm->rse, rse_heard, mm);
}

/* The walk ran syllable insn (values_observer.insn): it joins the stream
 * the core disperses; the groups closed so far run. */
static void on_insn(void *ctx, uint32_t insn, bool taken)
{
	struct memory *mm = ctx;
	if (taken)
		branch_taken(mm, insn);
	rse_step(mm, insn, taken);
	if (!mm->nbun)	/* no bundle entered: nothing to disperse with */
		return;
	mm->syl = xgrow(mm->syl, &mm->csyl, mm->nsyl, sizeof *mm->syl);
	mm->gstart = xgrow(mm->gstart, &mm->cgstart, mm->nsyl, sizeof *mm->gstart);
	struct sim_syllable *s = &mm->syl[mm->nsyl++];
	memset(s, 0, sizeof *s);
	s->insn = insn;
	s->bundle = (uint32_t)(mm->nbun - 1);
	s->slot = mm->p->insns[insn].slot;
	s->executes = true;
	s->taken = taken;
	if (mm->nsyl >= 60)
		disperse(mm, false);
}

/* The front end reads the 32-byte pair holding each bundle the walk
 * enters, again when the walk comes into another pair or back into the
 * same one by a taken branch (one that does not go to the next bundle:
 * that looks like falling through) [docs/memory.md, L1I and L2I].  A
 * taken branch's hint starts or stops the prefetch stream there; a call
 * stops it, and so does coming back from a callee the walk followed
 * (section 3, "Prefetch"). */
static void on_bundle(void *ctx, int block, const struct asm_bundle *bu, bool taken)
{
	struct memory *mm = ctx;
	const struct cfg_block *bl = &mm->g->blocks[block];
	rse_enter(mm, bl->proc, bl->section, bu);
	mm->bun = xgrow(mm->bun, &mm->cbun, mm->nbun, sizeof *mm->bun);
	mm->bun[mm->nbun++] = (struct sim_bundle){bu->template_number, bu->offset, taken};
	uint64_t at = mm->q ? pmu_addr(mm->q, bl->section, bu->offset) : bu->offset;
	bool same_pair = mm->fetched && (at & ~(uint64_t)31) == (mm->fetch_last & ~(uint64_t)31);
	bool next = mm->fetched && at == mm->fetch_last + 16;
	bool other_proc = mm->fetched && bl->proc != mm->fetch_proc;
	uint8_t redirect = mm->redirect_next == REDIRECT_STOP || other_proc ? REDIRECT_STOP
			   : taken && !next ? mm->redirect_next : REDIRECT_NONE;
	mm->redirect_next = REDIRECT_NONE;
	mm->fetched = true;
	mm->fetch_proc = bl->proc;
	mm->fetch_last = at;
	uint64_t addr = at & ~(uint64_t)31;
	if (same_pair && (!taken || next)) {
		if (redirect == REDIRECT_NONE)
			return;
		redirect |= REDIRECT_ONLY;
	}
	add_pending(mm, &(struct period_event){bu->insn[0], addr, true, false, 0, bl->loop, true,
					       redirect, false, bl->proc != mm->proc});
}

/* The walk made a call of its procedure (values_observer.call). */
static void on_call(void *ctx, uint32_t insn, bool followed)
{
	struct memory *mm = ctx;
	(void)insn;
	if (!mm->counting)
		return;
	if (followed)
		mm->procs[mm->proc].calls_followed++;
	else
		mm->procs[mm->proc].calls_not_followed++;
}

/* A period of a long loop starts (values_observer.period): the one that
 * ended becomes the last, the last the one before. */
static void on_period(void *ctx)
{
	struct memory *mm = ctx;
	disperse(mm, true);
	struct period_log old = mm->log[0];
	mm->log[0] = mm->log[1];
	mm->log[1] = mm->log[2];
	mm->log[2] = old;
	mm->log[2].n = 0;
	mm->rse_mark[0] = mm->rse_mark[1];
	mm->rse_mark[1] = mm->rse_mark[2];
	mm->rse_mark[2] = mm->rse_moves;
	mm->nlogs += mm->recording;
	mm->recording = true;
}

/* Are the two last periods the same accesses, each advancing by the same
 * distance (so the next ones are theirs again, shifted)? */
static bool periods_repeat(const struct memory *mm)
{
	const struct period_log *a = &mm->log[0], *b = &mm->log[1];
	if (mm->nlogs < 2 || a->n != b->n)
		return false;
	for (size_t k = 0; k < a->n; k++) {
		const struct period_event *x = &a->r[k], *y = &b->r[k];
		if (x->insn != y->insn || x->known != y->known || x->fetch != y->fetch ||
		    x->redirect != y->redirect || x->joins != y->joins ||
		    x->placed != y->placed || x->sym != y->sym || x->loop != y->loop ||
		    x->foreign != y->foreign ||
		    (x->fetch && x->va != y->va))
			return false;
	}
	return true;
}

/* One more period j after the last one (1: the next). */
static void run_period(struct memory *mm, uint64_t j, struct cache_counts *d, int8_t *lv)
{
	const struct period_log *a = &mm->log[0], *b = &mm->log[1];
	for (size_t k = 0; k < b->n; k++) {
		const struct period_event *e = &b->r[k];
		lv[k] = -1;
		if (e->fetch) {
			lv[k] = (int8_t)run_fetch(mm, e, &d[k]);
		} else {
			uint64_t step = e->va - a->r[k].va;
			if (e->joins)
				cache_same_group(mm->sim);
			lv[k] = (int8_t)run_access(mm, e, e->va + j * step, &d[k]);
		}
	}
}

/* k more super-periods, each doing what sum[0..n) and hist[0..n) (per
 * event of the period: its counts over a super-period, and how many of
 * its loads each level served) say: counted without running them. */
static void extrapolate(struct memory *mm, const struct cache_counts *sum,
			const uint64_t (*hist)[4], uint64_t q, uint64_t k)
{
	const struct period_log *b = &mm->log[1];
	struct memory_counts *pc = &mm->procs[mm->proc];
	for (size_t e = 0; e < b->n; e++) {
		const struct period_event *ev = &b->r[e];
		if (ev->foreign)	/* a callee's: counted in its own */
			continue;
		charge(mm, ev->fetch ? ev->loop : mm->ins[mm->slot[ev->insn] - 1].loop, &sum[e], k);
		if (ev->fetch) {
			struct fetch_memory *fm = mm->fetch_at[ev->insn];
			for (int l = 0; fm && l < 4; l++)
				fm->n[l] += hist[e][l] * k;
			continue;
		}
		struct insn_memory *im = &mm->ins[mm->slot[ev->insn] - 1];
		uint64_t more = q * k;	/* its accesses in those periods */
		pc->accesses += more;
		if (!ev->known) {
			pc->unknown += more;
			continue;
		}
		if (ev->placed)
			pc->placed += more;
		if (!im->c)
			im->c = xcalloc(1, sizeof *im->c);
		else if (im->c_pooled)
			own_counts(im);
		cache_counts_add_times(im->c, &sum[e], k);
		if (im->loop >= 0) {
			mm->loops[im->loop].accesses += more;
			mm->loops[im->loop].placed += ev->placed ? more : 0;
		}
		/* its translations in those periods, from their counts (an
		 * access that walks for two pages counts as two walks) */
		uint64_t walks = sum[e].l2dtlb_misses * k, transfers = sum[e].l1dtlb_transfers * k;
		im->tlb[CACHE_TLB_WALK] += walks;
		im->tlb[CACHE_TLB_TRANSFER] += transfers;
		im->tlb[CACHE_TLB_HIT] += more > walks + transfers ? more - walks - transfers : 0;
		bool load = is_load(im);
		for (int l = 0; l < 4; l++) {
			uint64_t n = hist[e][l] * k;
			if (!n)
				continue;
			if (!load) {
				im->other[l] += n;
				continue;
			}
			uint64_t lat = im->n[l] ? (im->cycles[l] + im->n[l] / 2) / im->n[l] : 0;
			im->n[l] += n;
			im->cycles[l] += lat * n;
			pc->from[l] += n;
			if (im->loop >= 0)
				mm->loops[im->loop].from[l] += n;
		}
	}
}

/* After how many periods the accesses' places within a page (and so
 * within every line and TLB entry) repeat: the least common multiple of
 * page / gcd(page, step) over the accesses; 0 when over 65536. */
static uint64_t super_period(const struct memory *mm)
{
	const struct period_log *a = &mm->log[0], *b = &mm->log[1];
	uint64_t page = (uint64_t)cache_param(cache_sim_config(mm->sim), CACHE_PAGE_SIZE);
	uint64_t q = 1;
	for (size_t k = 0; k < b->n; k++) {
		if (b->r[k].fetch || !b->r[k].known)
			continue;
		uint64_t step = b->r[k].va - a->r[k].va;
		uint64_t g = gcd(page, step % page ? step % page : page);
		uint64_t p = page / g;
		q = q / gcd(q, p) * p;
		if (q > 65536)
			return 0;
	}
	return q;
}

/* The walk skips times periods of a long loop (values_observer.repeat):
 * they are run as the last one, their addresses shifted.  Once the caches
 * hold only what this stream brought (it has touched twice the L3's lines)
 * and two super-periods in a row did the same (super_period: the
 * accesses' places in a page repeat), the ones after that but the last
 * are counted as that one, and the last run to leave the caches as they
 * would be [docs/memory.md, "Long loops"].  Periods whose accesses do not
 * repeat make them unknown. */
static bool on_repeat(void *ctx, uint64_t times)
{
	struct memory *mm = ctx;
	disperse(mm, true);
	mm->recording = false;
	if (mm->rse_mark[0] != mm->rse_moves) {
		/* periods that move the register stack (or, not recorded whole,
		 * may have): the walk runs them (the RSE's state is not
		 * extrapolated) */
		mm->nlogs = 0;
		return false;
	}
	const struct period_log *b = &mm->log[1];
	if (!periods_repeat(mm)) {
		/* the accesses of those periods are not known */
		struct memory_counts *pc = &mm->procs[mm->proc];
		size_t n = 0;
		for (size_t k = 0; k < b->n; k++)
			n += !b->r[k].fetch && !b->r[k].foreign;
		if (mm->counting) {
			pc->accesses += times * n;
			pc->unknown += times * n;
		}
		mm->nlogs = 0;
		return true;
	}
	const struct cache_config *cc = cache_sim_config(mm->sim);
	uint64_t l3_bytes = (uint64_t)cache_param(cc, CACHE_L3_SIZE) * 1024;
	uint64_t line = (uint64_t)cache_param(cc, CACHE_L3_LINE);
	/* what a period adds to the footprint: each access's step, a line at
	 * most; the periods that bring in twice the L3's bytes leave the
	 * caches holding this stream's lines alone */
	uint64_t grows = 0;
	for (size_t k = 0; k < b->n; k++) {
		const struct period_event *e = &b->r[k];
		if (e->fetch || !e->known)
			continue;
		/* once per instruction: its stream advances by its step, and its
		 * accesses of the period touch a line each at most */
		size_t first = 0, times_in = 0;
		while (first < k && (b->r[first].fetch || b->r[first].insn != e->insn))
			first++;
		if (first < k)
			continue;
		for (size_t x = k; x < b->n; x++)
			times_in += !b->r[x].fetch && b->r[x].insn == e->insn;
		uint64_t step = e->va - mm->log[0].r[k].va;
		if ((int64_t)step < 0)
			step = (uint64_t)0 - step;
		grows += step < times_in * line ? step : times_in * line;
	}
	uint64_t q = super_period(mm);
	uint64_t flush = (grows ? 4 * l3_bytes / grows : 0) + 2 * (q ? q : 1) + 2;
	struct cache_counts *d = xcalloc(b->n + 1, sizeof *d);
	int8_t *lv = xcalloc(b->n + 1, 1);
	struct cache_counts *sum[2] = {xcalloc(b->n + 1, sizeof *sum[0]),
				       xcalloc(b->n + 1, sizeof *sum[1])};
	uint64_t (*hist[2])[4] = {xcalloc(b->n + 1, sizeof *hist[0]),
				  xcalloc(b->n + 1, sizeof *hist[1])};
	int cur = 0, full = 0;	/* super-periods summed so far */
	uint64_t j = 1;
	/* not counted (the warm-up): only the state they leave matters */
	if (!mm->counting && times > flush)
		j = times - flush + 1;
	while (j <= times) {
		run_period(mm, j, d, lv);
		for (size_t e = 0; e < b->n; e++) {
			cache_counts_add(&sum[cur][e], &d[e]);
			if (lv[e] >= 0)
				hist[cur][e][lv[e]]++;
		}
		j++;
		if (!q || !mm->counting || mm->drange || (j - 1) % q)
			continue;
		/* a super-period ends */
		if (++full >= 2 && j - 1 >= flush &&
		    memcmp(sum[0], sum[1], b->n * sizeof *sum[0]) == 0 &&
		    memcmp(hist[0], hist[1], b->n * sizeof *hist[0]) == 0 &&
		    times - j + 1 > flush + q) {
			uint64_t k = (times - j + 1 - flush) / q;
			extrapolate(mm, sum[cur], (const uint64_t (*)[4])hist[cur], q, k);
			j += k * q;
			/* the caches and TLBs as those periods leave them: the
			 * last flush periods before the tail, run uncounted */
			mm->counting = false;
			for (uint64_t r = j - flush; r < j; r++)
				run_period(mm, r, d, lv);
			mm->counting = true;
		}
		cur ^= 1;
		memset(sum[cur], 0, b->n * sizeof *sum[cur]);
		memset(hist[cur], 0, b->n * sizeof *hist[cur]);
	}
	free(d);
	free(lv);
	free(sum[0]);
	free(sum[1]);
	free(hist[0]);
	free(hist[1]);
	mm->nlogs = 0;
	return true;
}

/* Gives every memory instruction of procedure proc's blocks a slot. */
static void number_accesses(struct memory *mm)
{
	const struct cfg *g = mm->g;
	size_t cap = 0;
	for (size_t b = 0; b < g->nblocks; b++) {
		const struct cfg_block *bl = &g->blocks[b];
		for (struct cfg_insns it = cfg_insns(mm->p, bl); cfg_insns_next(&it);) {
			uint32_t i = it.insn;
			const struct asm_insn *in = &mm->p->insns[i];
			mm->place[i] = (struct insn_place){bl->proc, bl->loop, bl->section};
			if (!in->form || mm->slot[i])
				continue;
			struct mem_access acc = effects_memory(in->form);
			if (acc.kind == MEM_NONE)
				continue;
			if (mm->nins == cap) {
				cap = cap ? 2 * cap : 64;
				mm->ins = xrealloc(mm->ins, cap * sizeof *mm->ins);
			}
			memset(&mm->ins[mm->nins], 0, sizeof *mm->ins);
			mm->ins[mm->nins].acc = acc;
			mm->ins[mm->nins].tags = -1;
			mm->ins[mm->nins].proc = bl->proc;
			mm->ins[mm->nins].loop = bl->loop;
			mm->slot[i] = (uint32_t)++mm->nins;
			mm->procs[bl->proc].memory_insns++;
			if (bl->loop >= 0)
				mm->loops[bl->loop].memory_insns++;
		}
	}
	if (mm->nins && cap > mm->nins)
		mm->ins = xrealloc(mm->ins, mm->nins * sizeof *mm->ins);
}

/* A walk starts: nothing buffered, no group passed. */
static void start_walk(struct memory *mm)
{
	mm->nsyl = mm->nbun = mm->npend = 0;
	mm->group = mm->access_group = 0;
	mm->any_access = false;
	/* the RSE from the entry the parameters describe, at each run: the
	 * caller's state, not what an earlier call left */
	rse_init(&mm->rse, mm->rse_frame, mm->rse_dirty, mm->rse_base);
	mm->ncalls = 0;
	mm->rse_returned = false;
	mm->rse_moves = 0;
	memset(mm->rse_mark, 0, sizeof mm->rse_mark);
}

/* Counting sort of n items by key[i] (-1: none) into nkeys lists: at[k]
 * to at[k + 1] in out, each in the items' order. */
static void group_by(const int *key, size_t n, size_t nkeys, size_t **at, uint32_t **out)
{
	size_t *a = xcalloc(nkeys + 2, sizeof *a);
	for (size_t i = 0; i < n; i++)
		if (key[i] >= 0)
			a[key[i] + 2]++;
	for (size_t k = 2; k < nkeys + 2; k++)
		a[k] += a[k - 1];
	uint32_t *o = xmalloc((a[nkeys + 1] + 1) * sizeof *o);
	for (size_t i = 0; i < n; i++)
		if (key[i] >= 0)
			o[a[key[i] + 1]++] = (uint32_t)i;
	*at = a;
	*out = o;
}

/* The lists by loop that memory_loop_periods and memory_loop_floor read,
 * rather than every instruction for every loop. */
static void index_by_loop(struct memory *mm)
{
	const struct cfg *g = mm->g;
	size_t n = mm->nins > mm->nfetch_keys ? mm->nins : mm->nfetch_keys;
	n = n > g->nloops ? n : g->nloops;
	int *key = xmalloc((n + 1) * sizeof *key);
	for (size_t k = 0; k < mm->nins; k++)
		key[k] = mm->ins[k].loop;
	group_by(key, mm->nins, g->nloops, &mm->loop_ins_at, &mm->loop_ins);
	for (size_t i = 0; i < mm->nfetch_keys; i++)
		key[i] = mm->fetch_at[mm->fetch_keys[i]]->loop;
	group_by(key, mm->nfetch_keys, g->nloops, &mm->loop_fetch_at, &mm->loop_fetch);
	for (size_t L = 0; L < g->nloops; L++)
		key[L] = g->loops[L].parent;
	group_by(key, g->nloops, g->nloops, &mm->loop_child_at, &mm->loop_child);
	free(key);
}

/* The walks are done and the instructions' counts final (only read from
 * now on): equal ones shared.  An instruction of straight-line code
 * makes one access, so most of a program's are equal: each was 424
 * bytes. */
static void share_counts(struct memory *mm)
{
	for (size_t k = 0; k < mm->nins; k++) {
		struct cache_counts **c[] = {&mm->ins[k].c, &mm->ins[k].in_range};
		for (size_t j = 0; j < sizeof c / sizeof *c; j++) {
			if (!*c[j] || (j == 0 && mm->ins[k].c_pooled))
				continue;
			const void *kept = pool_keep(&mm->shared, *c[j], sizeof **c[j]);
			free(*c[j]);
			*c[j] = (struct cache_counts *)kept;	/* read-only from now on */
		}
	}
	pool_seal(&mm->shared);
	mm->counts_shared = true;
}

static struct memory *analyze(const struct cfg *g, const struct model_config *m)
{
	struct memory *mm = xcalloc(1, sizeof *mm);
	mm->g = g;
	mm->p = g->prog;
	mm->slot = xcalloc(mm->p->ninsns + 1, sizeof *mm->slot);
	mm->procs = xcalloc(g->nprocs + 1, sizeof *mm->procs);
	mm->loops = xcalloc(g->nloops + 1, sizeof *mm->loops);
	mm->fetch_at = xcalloc(mm->p->ninsns + 1, sizeof *mm->fetch_at);
	mm->place = xcalloc(mm->p->ninsns + 1, sizeof *mm->place);
	mm->spacing = (uint64_t)analysis_param(m, ANALYSIS_INPUT_SPACING);
	double f = analysis_param(m, ANALYSIS_RSE_ENTRY_FRAME);
	double dirty = analysis_param(m, ANALYSIS_RSE_ENTRY_DIRTY);
	double outside = analysis_param(m, ANALYSIS_RSE_OUTSIDE_FRAME);
	mm->rse_frame = f > RSE_STACKED ? RSE_STACKED : (unsigned)f;
	mm->rse_dirty = dirty > RSE_STACKED ? RSE_STACKED : (unsigned)dirty;
	mm->rse_outside = outside > RSE_STACKED ? RSE_STACKED : (unsigned)outside;
	mm->rse_base = MEMORY_INPUT_BASE +
		       (uint64_t)analysis_param(m, ANALYSIS_RSE_BACKING_STORE) * (1u << 20);
	mm->tail = analysis_param(m, ANALYSIS_TIMING_TAIL);
	struct cache_config cc = m->cache;
	cc.int_load_latency = (unsigned)core_param(&m->core, CORE_INT_LOAD_LATENCY);
	cc.fp_load_latency = (unsigned)core_param(&m->core, CORE_FP_LOAD_LATENCY);
	number_accesses(mm);
	char err[256];
	mm->sim = cache_sim_new(&cc, err, sizeof err);
	if (!mm->sim)	/* the parameters were checked when they were set */
		return mm;
	mm->timing = cache_timing_new(&cc);
	mm->tlb_cycles[CACHE_TLB_TRANSFER] = (unsigned)cache_param(&cc, CACHE_L1DTLB_TRANSFER_CYCLES);
	mm->tlb_cycles[CACHE_TLB_WALK] = (unsigned)cache_param(&cc, CACHE_HPW_CYCLES);
	mm->level_latency[0] = cc.int_load_latency;
	mm->level_latency[1] = (unsigned)cache_param(&cc, CACHE_L2D_LATENCY);
	mm->level_latency[2] = (unsigned)cache_param(&cc, CACHE_L3_LATENCY);
	mm->level_latency[3] = (unsigned)cache_param(&cc, CACHE_MEMORY_LATENCY);
	bool warm = analysis_param(m, ANALYSIS_CACHE_WARM) != 0;
	int depth = (int)analysis_param(m, ANALYSIS_CALL_DEPTH);
	struct values_observer obs = {mm, on_access, on_bundle, on_period, on_repeat, on_insn,
				      depth < 0 ? 0 : depth > VALUES_CALL_DEPTH ? VALUES_CALL_DEPTH
									: depth,
				      on_call};
	mm->core = &m->core;
	mm->q = m->pmu;
	mm->drange = m->pmu && m->pmu->has_drange;
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		if (!values_walk_result(g->values, (int)pi)->decided)
			continue;
		mm->proc = (int)pi;
		cache_sim_reset(mm->sim);
		if (warm) {
			mm->counting = false;
			mm->fetched = false;
			mm->redirect_next = REDIRECT_NONE;
			cache_fetch_stop(mm->sim);
			mm->recording = false;
			mm->nlogs = 0;
			start_walk(mm);
			cfg_walk(g, (int)pi, &obs);
			disperse(mm, true);
			cache_sim_clear_counts(mm->sim);
		}
		mm->counting = true;
		mm->fetched = false;
		mm->redirect_next = REDIRECT_NONE;
		cache_fetch_stop(mm->sim);
		mm->recording = false;
		mm->nlogs = 0;
		start_walk(mm);
		cfg_walk(g, (int)pi, &obs);
		disperse(mm, true);
		mm->procs[pi].simulated = true;
		mm->procs[pi].rse_known = mm->rse.known;
	}
	/* a loop's counts take in the loops it holds (children come after
	 * their parents) */
	for (size_t L = g->nloops; L-- > 0;) {
		const struct cfg_loop *lp = &g->loops[L];
		mm->loops[L].simulated = mm->procs[g->blocks[lp->header].proc].simulated;
		mm->loops[L].rse_known = mm->procs[g->blocks[lp->header].proc].rse_known;
		if (lp->parent < 0)
			continue;
		struct memory_counts *to = &mm->loops[lp->parent], *from = &mm->loops[L];
		cache_counts_add(&to->c, &from->c);
		to->accesses += from->accesses;
		to->placed += from->placed;
		for (int k = 0; k < 4; k++)
			to->from[k] += from->from[k];
		to->rse_loads += from->rse_loads;
		to->rse_stores += from->rse_stores;
		to->rse_events += from->rse_events;
		for (int k = 0; k < 3; k++) {
			to->rse_current[k] += from->rse_current[k];
			to->rse_dirty[k] += from->rse_dirty[k];
		}
	}
	share_counts(mm);
	return mm;
}

struct memory *memory_analyze(const struct cfg *g, const struct model_config *m)
{
	struct memory *mm = analyze(g, m);
	index_by_loop(mm);
	return mm;
}

void memory_free(struct memory *mm)
{
	if (!mm)
		return;
	cache_sim_free(mm->sim);
	cache_timing_free(mm->timing);
	for (size_t k = 0; k < mm->nins; k++) {
		if (!mm->counts_shared) {
			if (!mm->ins[k].c_pooled)
				free(mm->ins[k].c);
			free(mm->ins[k].in_range);
		}
		free(mm->ins[k].seq);
	}
	pool_free(&mm->shared);
	for (int k = 0; k < 3; k++)
		free(mm->log[k].r);
	free(mm->syl);
	free(mm->gstart);
	free(mm->bun);
	free(mm->pend);
	for (size_t i = 0; i < mm->nfetch_keys; i++)
		free(mm->fetch_at[mm->fetch_keys[i]]);
	free(mm->fetch_keys);
	free(mm->fetch_at);
	free(mm->slot);
	free(mm->place);
	free(mm->calls);
	free(mm->ins);
	free(mm->procs);
	free(mm->loops);
	free(mm->loop_ins_at);
	free(mm->loop_ins);
	free(mm->loop_fetch_at);
	free(mm->loop_fetch);
	free(mm->loop_child_at);
	free(mm->loop_child);
	free(mm);
}

const struct memory_counts *memory_proc(const struct memory *mm, int proc)
{
	return mm ? &mm->procs[proc] : NULL;
}

const struct memory_counts *memory_loop(const struct memory *mm, int loop)
{
	return mm ? &mm->loops[loop] : NULL;
}

const uint64_t *memory_insn_levels(const struct memory *mm, uint32_t insn)
{
	if (!mm || insn >= mm->p->ninsns || !mm->slot[insn])
		return NULL;
	const struct insn_memory *im = &mm->ins[mm->slot[insn] - 1];
	return mm->procs[im->proc].simulated ? im->n : NULL;
}

/* How the core's questions about the bundle of first insn key spread
 * over the levels: n[0] the entries whose fetch did not miss L1I (the
 * walk's entries of the bundle less the pair reads that missed: an entry
 * that read no pair costs nothing), n[1..3] those served by L2I, L3,
 * memory; returns their sum. */
static uint64_t fetch_spread(const struct memory *mm, uint32_t key, const struct fetch_memory *fm,
			     uint64_t n[4])
{
	double ex, sq, tk;
	values_walk_insn(mm->g->values, key, &ex, &sq, &tk);
	uint64_t entries = (uint64_t)(ex + sq + 0.5);
	uint64_t missed = fm->n[1] + fm->n[2] + fm->n[3];
	n[0] = entries > missed ? entries - missed : 0;
	for (int l = 1; l < 4; l++)
		n[l] = fm->n[l];
	return n[0] + missed;
}

/* period, and the answers after which the spread of n[0..4) over total
 * (spread()) repeats: their least common multiple.  The spread repeats
 * after total / gcd(total, every n) answers. */
static uint64_t with_spread_period(uint64_t period, const uint64_t n[4], uint64_t total)
{
	uint64_t g = total;
	for (int l = 0; l < 4; l++)
		g = gcd(g, n[l]);
	uint64_t p = total / g;
	return period / gcd(period, p) * p;
}

/* The least common multiple does not depend on the order: the loop and
 * the loops in it, each one's own instructions and bundles. */
void memory_loop_periods(const struct memory *mm, int loop, int most, int *loads,
			 int *accesses)
{
	*loads = *accesses = 1;
	if (!mm)
		return;
	/* period[0] the loads' (and fetches'), period[1] with the other
	 * accesses: a multiple of period[0], so past most once it is */
	uint64_t period[2] = {1, 1};
	uint32_t *todo = xmalloc((mm->g->nloops + 1) * sizeof *todo);
	size_t ntodo = 0;
	todo[ntodo++] = (uint32_t)loop;
	while (ntodo > 0) {
		uint32_t L = todo[--ntodo];
		for (size_t c = mm->loop_child_at[L]; c < mm->loop_child_at[L + 1]; c++)
			todo[ntodo++] = mm->loop_child[c];
		for (size_t j = mm->loop_ins_at[L]; j < mm->loop_ins_at[L + 1]; j++) {
			const struct insn_memory *im = &mm->ins[mm->loop_ins[j]];
			for (int a = 0; a < 2; a++) {
				const uint64_t *n = a && !is_load(im) ? im->other : im->n;
				uint64_t total = n[0] + n[1] + n[2] + n[3];
				if (total != 0 && n[0] != total && period[a] <= (uint64_t)most)
					period[a] = with_spread_period(period[a], n, total);
			}
			if (period[0] > (uint64_t)most)
				goto done;
		}
		/* the bundles whose fetches missed: their answers spread the
		 * same way over the walk's entries (fetch_cycles) */
		for (size_t j = mm->loop_fetch_at[L]; j < mm->loop_fetch_at[L + 1]; j++) {
			uint32_t k = mm->fetch_keys[mm->loop_fetch[j]];
			const struct fetch_memory *fm = mm->fetch_at[k];
			if (fm->n[1] + fm->n[2] + fm->n[3] == 0)
				continue;
			uint64_t n[4];
			uint64_t total = fetch_spread(mm, k, fm, n);
			for (int a = 0; a < 2; a++)
				if (period[a] <= (uint64_t)most)
					period[a] = with_spread_period(period[a], n, total);
			if (period[0] > (uint64_t)most)
				goto done;
		}
	}
done:
	free(todo);
	*loads = period[0] > (uint64_t)most ? most : (int)period[0];
	*accesses = period[1] > (uint64_t)most ? most : (int)period[1];
}

void memory_loop_floor(const struct memory *mm, int loop, struct memory_floor *out)
{
	memset(out, 0, sizeof *out);
	out->by = "";
	if (!mm || !mm->timing || !mm->loops[loop].simulated || mm->loops[loop].unknown)
		return;
	double iterations = mm->g->blocks[mm->g->loops[loop].header].exec_count;
	if (iterations <= 0)
		return;
	const struct cache_config *cc = cache_sim_config(mm->sim);
	double l1d_busy = 0, l2d_busy = 0;	/* fill entries x cycles, per call */
	for (size_t j = mm->loop_ins_at[loop]; j < mm->loop_ins_at[loop + 1]; j++) {
		const struct insn_memory *im = &mm->ins[mm->loop_ins[j]];
		if (!im->c)
			continue;
		out->bus_lines += (double)(im->c->mem_data_reads + im->c->mem_rfo_reads +
					   im->c->mem_writes);
		const uint64_t *n = is_load(im) ? im->n : im->other;
		for (int l = 2; l < 4; l++) {
			out->l2d_fills += (double)n[l];
			l2d_busy += (double)n[l] * mm->level_latency[l];
		}
		if (cache_l1d_serves(&im->acc))
			for (int l = 1; l < 4; l++) {
				out->l1d_fills += (double)n[l];
				l1d_busy += (double)n[l] * mm->level_latency[l];
			}
	}
	out->bus_lines /= iterations;
	out->l2d_fills /= iterations;
	out->l1d_fills /= iterations;
	double bus = out->bus_lines * cache_param(cc, CACHE_BUS_CYCLES_PER_LINE);
	double l2d_entries = cache_param(cc, CACHE_L2D_FILL_ENTRIES);
	double l1d_entries = cache_param(cc, CACHE_L1D_FILL_ENTRIES);
	double l2d = l2d_entries > 0 ? l2d_busy / iterations / l2d_entries : 0;
	double l1d = l1d_entries > 0 ? l1d_busy / iterations / l1d_entries : 0;
	out->cycles = bus;
	out->by = "bus";
	if (l2d > out->cycles) {
		out->cycles = l2d;
		out->by = "L2D fills";
	}
	if (l1d > out->cycles) {
		out->cycles = l1d;
		out->by = "L1D fills";
	}
	if (out->cycles <= 0)
		out->by = "";
}

uint64_t memory_insn_missed(const struct memory *mm, uint32_t insn)
{
	const uint64_t *from = memory_insn_levels(mm, insn);
	if (!from)
		return 0;
	/* floating-point loads and ld16 do not look in L1D: L2D is their
	 * first level (docs/memory.md, section 3) */
	const struct mem_access *acc = &mm->ins[mm->slot[insn] - 1].acc;
	bool bypass = (acc->flags & MEMF_FP) || acc->size == 16;
	return from[2] + from[3] + (bypass ? 0 : from[1]);
}

const struct cache_counts *memory_insn_counts(const struct memory *mm, uint32_t insn)
{
	if (!mm || insn >= mm->p->ninsns || !mm->slot[insn])
		return NULL;
	const struct insn_memory *im = &mm->ins[mm->slot[insn] - 1];
	const struct memory_counts *pc = &mm->procs[im->proc];
	return pc->simulated && !pc->unknown ? im->c : NULL;
}

const struct cache_counts *memory_insn_counts_in_range(const struct memory *mm, uint32_t insn)
{
	if (!memory_insn_counts(mm, insn))
		return NULL;
	static const struct cache_counts none;
	const struct insn_memory *im = &mm->ins[mm->slot[insn] - 1];
	return im->in_range ? im->in_range : &none;
}

/* ---- the core model's questions ----------------------------------------- */

static void restart(void *ctx)
{
	struct memory *mm = ctx;
	mm->sim_id++;
	if (mm->timing)
		cache_timing_reset(mm->timing);
}

/* insn's record, when the memory model ran its accesses (NULL: the
 * defaults answer for it). */
static struct insn_memory *simulated_insn(struct memory *mm, uint32_t insn)
{
	struct insn_memory *im = mm->slot[insn] ? &mm->ins[mm->slot[insn] - 1] : NULL;
	return im && mm->procs[im->proc].simulated ? im : NULL;
}

/* Of kinds outcomes that happened n[0..kinds) times on the walk, the one
 * of this execution: the one furthest behind its share of the executions
 * asked about so far (used), so that they interleave evenly (a load that
 * missed once in 8 misses every 8th time).  -1: none happened. */
static int spread(const uint64_t *n, uint32_t *used, int kinds)
{
	uint64_t total = 0, k = 1;
	for (int l = 0; l < kinds; l++) {
		total += n[l];
		k += used[l];
	}
	if (!total)
		return -1;
	int best = -1;
	double most = 0;
	for (int l = 0; l < kinds; l++) {
		if (!n[l])
			continue;
		double behind = (double)k * (double)n[l] / (double)total - used[l];
		if (best < 0 || behind > most + 1e-9) {
			best = l;
			most = behind;
		}
	}
	used[best]++;
	return best;
}

/* im's counters of what the core asked, afresh for each simulation. */
static void asked_in_this_simulation(struct memory *mm, struct insn_memory *im)
{
	if (im->sim == mm->sim_id)
		return;
	im->sim = mm->sim_id;
	memset(im->used, 0, sizeof im->used);
	memset(im->tlb_used, 0, sizeof im->tlb_used);
	memset(im->recirc_used, 0, sizeof im->recirc_used);
	im->execs = 0;
	im->pending = false;
}

/* The walk's access im's k-th execution in this simulation is (*j) and
 * its address, when the walk's addresses of it are a regular stream:
 * first + stride x j (values.h, values_walk_address: every address known,
 * no break), j within the walk's count.  A simulation lays down a loop's
 * iterations from its first: they are the walk's, or, for a loop of more
 * than timing_tail_iterations iterations, those of its last
 * timing_tail_iterations (its steady state, not its cold start) [model;
 * docs/memory.md, section 5, "Lines in flight"].  Check loads aside (the
 * walk's accesses are only those that miss the ALAT). */
static bool execution_address(struct memory *mm, struct insn_memory *im, uint32_t insn,
			      uint64_t k, uint64_t *j, uint64_t *va)
{
	if (!im->stream) {
		im->stream = -1;
		const struct values_address *a = values_walk_address(mm->g->values, insn);
		uint64_t first;
		bool placed;
		if (a && a->accesses && !a->unknown && !a->breaks && !(im->acc.flags & MEMF_CHECK) &&
		    resolve(mm, &a->first, &first, &placed)) {
			im->stream = 1;
			im->stream_first = first;
			im->stream_stride = a->stride;
			im->stream_count = a->accesses;
			double entries = 0, iterations = 0;
			uint32_t deps;
			if (im->loop >= 0)
				values_walk_loop(mm->g->values, im->loop, &entries, &iterations,
						 &deps);
			if (iterations > mm->tail) {
				/* its accesses per iteration times the iterations
				 * before the tail */
				double per = (double)a->accesses / iterations;
				im->stream_base = (uint64_t)(per * (iterations - mm->tail) + 0.5);
			}
		}
	}
	*j = im->stream_base + k;
	if (im->stream < 0 || *j >= im->stream_count)
		return false;
	*va = im->stream_first + (uint64_t)im->stream_stride * *j;
	return true;
}

/* The level the counted walk served im's access j from, when it is among
 * those the walk kept (record_level); -1 otherwise.  For a regular stream
 * the core's execution is that access (execution_address), so its level
 * and its address agree: the first access to a line is the miss, the
 * ones after it find the line in flight. */
static int walk_level(const struct insn_memory *im, uint64_t j)
{
	if (j >= im->seq_end || j + im->nseq < im->seq_end)
		return -1;
	return im->seq[j % im->seq_cap];
}

/* Is this execution of im, served from level l (level_index), one the
 * L2D cancels for a bank conflict (an L2D hit) or forces to recirculate
 * for a same-index miss (an L3 or memory miss)?  Its walk's cancels and
 * recirculations are spread evenly over its executions at those levels,
 * as its levels are over its executions. */
static bool recirculates(struct insn_memory *im, int l)
{
	if (!im->c || l == 0)
		return false;
	const uint64_t *n = is_load(im) ? im->n : im->other;
	bool hit = l == 1;
	uint64_t at = hit ? n[1] : n[2] + n[3];
	uint64_t times = hit ? im->c->l2d_bank_conflicts : im->c->l2d_same_index_recircs;
	if (!times)
		return false;
	if (times > at)
		times = at;
	uint64_t kinds[2] = {at - times, times};
	return spread(kinds, im->recirc_used[!hit], 2) == 1;
}

/* The level this execution of im is served from (n: the levels of its
 * loads, or of its other accesses). */
static int next_level(struct memory *mm, struct insn_memory *im, const uint64_t *n)
{
	asked_in_this_simulation(mm, im);
	return spread(n, im->used, 4);
}

/* The latency of a load served by level l on the walk: the average of
 * its accesses' there (TLB cycles included). */
static unsigned walk_latency(const struct insn_memory *im, int l)
{
	return (unsigned)((im->cycles[l] + im->n[l] / 2) / im->n[l]);
}

/* The queues' answer (docs/memory.md, section 5, "Queues and the bus"):
 * this execution's level, its fill entries and its share of the bus. */
static unsigned memory_hold(void *ctx, const struct core_config *c, const struct asm_insn *in,
			    const struct sim_syllable *s, uint64_t cycle,
			    struct core_hold_answer *answer)
{
	unsigned *by = answer->by;
	struct memory *mm = ctx;
	(void)c, (void)in;
	answer->untimed = true;
	struct insn_memory *im = simulated_insn(mm, s->insn);
	if (!im || !mm->timing)
		return 0;
	bool load = is_load(im);
	const uint64_t *n = load ? im->n : im->other;
	asked_in_this_simulation(mm, im);
	uint64_t k = im->execs++, j = 0, va = 0;
	/* with inflight_wait=0 the timing needs no address, and the levels
	 * are spread() as before (docs/memory.md, section 5) */
	bool known = cache_param(cache_sim_config(mm->sim), CACHE_INFLIGHT_WAIT) != 0 &&
		     execution_address(mm, im, s->insn, k, &j, &va);
	answer->untimed = !known;
	int l = known ? walk_level(im, j) : -1;
	if (l >= 0)
		im->used[l]++;	/* spread() goes on from there */
	else
		l = next_level(mm, im, n);
	if (l < 0)
		return 0;
	/* the translation first: the L1D waits for a transfer or a walk */
	int tlb = spread(im->tlb, im->tlb_used, 3);
	if (tlb == CACHE_TLB_TRANSFER)
		by[CORE_HOLD_TLB] = mm->tlb_cycles[CACHE_TLB_TRANSFER];
	else if (tlb == CACHE_TLB_WALK)
		by[CORE_HOLD_HPW] = mm->tlb_cycles[CACHE_TLB_WALK];
	cycle += by[CORE_HOLD_TLB] + by[CORE_HOLD_HPW];
	uint64_t total = n[0] + n[1] + n[2] + n[3];
	static const enum cache_level levels[4] = {CACHE_L1D, CACHE_L2D, CACHE_L3, CACHE_MEMORY};
	unsigned latency = load ? walk_latency(im, l) : mm->level_latency[l];
	/* the lines it wrote back to memory, spread over its executions */
	double writebacks = im->c ? (double)im->c->mem_writes / (double)total : 0;
	struct cache_timing_access a = {
		.level = levels[l], .l1d_fill = cache_l1d_serves(&im->acc), .load = load,
		.latency = latency, .writebacks = writebacks,
		.recirculates = recirculates(im, l), .known = known, .vaddr = va,
		.paddr = known ? cache_physical(mm->sim, va) : 0,
	};
	struct cache_timing_outcome out;
	cache_timing_issue(mm->timing, &a, cycle, &out);
	by[CORE_HOLD_FILLS] = out.held;
	if (out.l2d_secondary) {
		bool reads, writes;
		cache_l2d_request_kind(mm->sim, &im->acc, &reads, &writes);
		answer->l2d_secondary = true;
		answer->l2d_secondary_read = reads;
		answer->l2d_secondary_write = writes;
		answer->in_drange = mm->drange && counted_in_range(mm, im, s->insn, va);
	}
	im->pending = load;
	im->pending_back = out.back;
	return by[CORE_HOLD_FILLS] + by[CORE_HOLD_TLB] + by[CORE_HOLD_HPW];
}

/* A load's latency: from the queues when memory_hold timed it (the cycle
 * its data is back, less the cycle it issues in), else the walk's latency
 * of the level of this execution. */
static unsigned load_latency(void *ctx, const struct core_config *c, const struct asm_insn *in,
			     const struct sim_syllable *s, enum core_load kind, uint64_t cycle)
{
	struct memory *mm = ctx;
	(void)in;
	struct insn_memory *im = simulated_insn(mm, s->insn);
	if (im && im->pending && im->sim == mm->sim_id) {
		im->pending = false;
		return im->pending_back > cycle ? (unsigned)(im->pending_back - cycle) : 1;
	}
	int l = im ? next_level(mm, im, im->n) : -1;
	if (l < 0)
		return (unsigned)core_param(c, kind == CORE_LOAD_FP ? CORE_FP_LOAD_LATENCY
								    : CORE_INT_LOAD_LATENCY);
	return walk_latency(im, l);
}

/* The front-end cycles of this entry of in's bundle: the level of the one
 * furthest behind its share of the walk's entries (as load_latency), a
 * miss costing the level's latency less the L1I's cycle the pipeline
 * already has [docs/memory.md, section 5]. */
static unsigned fetch_cycles(void *ctx, const struct core_config *c, const struct asm_insn *in,
			     const struct sim_syllable *s)
{
	struct memory *mm = ctx;
	(void)c;
	(void)s;
	const struct asm_bundle *b = program_insn_bundle(mm->p, in);
	if (!b)
		return 0;
	uint32_t key = b->insn[0];
	struct fetch_memory *fm = key < mm->p->ninsns ? mm->fetch_at[key] : NULL;
	if (!fm || !mm->procs[fm->proc].simulated || fm->n[1] + fm->n[2] + fm->n[3] == 0)
		return 0;
	if (fm->sim != mm->sim_id) {
		fm->sim = mm->sim_id;
		memset(fm->used, 0, sizeof fm->used);
	}
	uint64_t n[4];
	fetch_spread(mm, key, fm, n);
	int best = spread(n, fm->used, 4);
	const struct cache_config *cc = cache_sim_config(mm->sim);
	static const enum cache_param lat[4] = {
		CACHE_PARAM_COUNT, CACHE_L2I_LATENCY, CACHE_L3_LATENCY, CACHE_MEMORY_LATENCY
	};
	if (best == 0)
		return 0;
	unsigned cycles = (unsigned)cache_param(cc, lat[best]);
	return cycles > 1 ? cycles - 1 : 0;
}

void memory_core_models(struct memory *mm, struct core_models *out)
{
	*out = core_default_models;
	if (!mm || !mm->sim)
		return;
	out->ctx = mm;
	out->load_latency = load_latency;
	out->memory_hold = memory_hold;
	out->fetch_cycles = fetch_cycles;
	out->restart = restart;
}
