/*
 * machine/cache_time.c - the memory system in time: the fill queues of
 * L1D and L2D, the L2D's OzQ, the system bus and the lines in flight
 * (cache.h, "time"; docs/memory.md, section 5).
 *
 * A queue is the completion cycles of its entries; an entry whose cycle
 * has passed is free.  A request takes the entry that frees first, and
 * waits for it when it has not freed yet.  The bus moves one line at a
 * time: a line read from memory arrives at the latest of its latency and
 * the bus's next free transfer.  A line being filled is remembered, with
 * the cycle it is back, until that cycle passes: the accesses the core
 * issues come in issue order, so one whose fill is back before an access
 * issues is back for every later one too.
 */
#include "cache.h"
#include "../common/arena.h"

#include <stdlib.h>
#include <string.h>

struct fill_queue {
	uint64_t *done;		/* per entry: the cycle it frees */
	unsigned n;		/* 0: no limit */
};

/* A line being filled into L1D (by virtual address) or L2D (physical). */
struct inflight {
	uint64_t line;		/* the line's address, its offset bits clear */
	uint64_t back;		/* the cycle its fill is back */
	bool l2d;		/* an L2D line (else L1D) */
};

struct cache_timing {
	struct fill_queue l1d, l2d, ozq;
	unsigned bus_line;	/* bus_cycles_per_line; 0: no limit */
	uint64_t bus_free;	/* the first cycle the bus is free */
	double writebacks;	/* write-back lines owed to the bus */
	bool wait;		/* inflight_wait */
	unsigned ozq_cycles;	/* l2d_ozq_cycles */
	unsigned recirc;	/* l2d_recirc_cycles */
	uint64_t l1d_mask, l2d_mask;	/* a line's offset bits */
	struct inflight *fly;	/* the lines in flight */
	size_t nfly, cfly;
};

static void queue_init(struct fill_queue *q, double entries)
{
	q->n = (unsigned)entries;
	q->done = xcalloc(q->n ? q->n : 1, sizeof *q->done);
}

static void queue_reset(struct fill_queue *q)
{
	memset(q->done, 0, (q->n ? q->n : 1) * sizeof *q->done);
}

struct cache_timing *cache_timing_new(const struct cache_config *c)
{
	struct cache_timing *t = xcalloc(1, sizeof *t);
	queue_init(&t->l1d, cache_param(c, CACHE_L1D_FILL_ENTRIES));
	queue_init(&t->l2d, cache_param(c, CACHE_L2D_FILL_ENTRIES));
	queue_init(&t->ozq, cache_param(c, CACHE_L2D_OZQ_ENTRIES));
	t->bus_line = (unsigned)cache_param(c, CACHE_BUS_CYCLES_PER_LINE);
	t->wait = cache_param(c, CACHE_INFLIGHT_WAIT) != 0;
	t->ozq_cycles = (unsigned)cache_param(c, CACHE_L2D_OZQ_CYCLES);
	t->recirc = (unsigned)cache_param(c, CACHE_L2D_RECIRC_CYCLES);
	t->l1d_mask = (uint64_t)cache_param(c, CACHE_L1D_LINE) - 1;
	t->l2d_mask = (uint64_t)cache_param(c, CACHE_L2D_LINE) - 1;
	return t;
}

void cache_timing_free(struct cache_timing *t)
{
	if (!t)
		return;
	free(t->l1d.done);
	free(t->l2d.done);
	free(t->ozq.done);
	free(t->fly);
	free(t);
}

void cache_timing_reset(struct cache_timing *t)
{
	queue_reset(&t->l1d);
	queue_reset(&t->l2d);
	queue_reset(&t->ozq);
	t->bus_free = 0;
	t->writebacks = 0;
	t->nfly = 0;
}

/* The entry of q that frees first (q->n entries; -1 with no limit). */
static int first_free(const struct fill_queue *q)
{
	if (!q->n)
		return -1;
	unsigned best = 0;
	for (unsigned i = 1; i < q->n; i++)
		if (q->done[i] < q->done[best])
			best = i;
	return (int)best;
}

/* Forgets the fills back by cycle (no later access can wait for them). */
static void land(struct cache_timing *t, uint64_t cycle)
{
	size_t k = 0;
	for (size_t j = 0; j < t->nfly; j++)
		if (t->fly[j].back > cycle)
			t->fly[k++] = t->fly[j];
	t->nfly = k;
}

/* The cycle the line of addr (an L2D line when l2d, else L1D) is back,
 * 0 when it is not in flight. */
static uint64_t in_flight(const struct cache_timing *t, bool l2d, uint64_t addr)
{
	uint64_t line = addr & ~(l2d ? t->l2d_mask : t->l1d_mask), back = 0;
	for (size_t j = 0; j < t->nfly; j++)
		if (t->fly[j].l2d == l2d && t->fly[j].line == line && t->fly[j].back > back)
			back = t->fly[j].back;
	return back;
}

/* The line of addr is being filled until back. */
static void fly(struct cache_timing *t, bool l2d, uint64_t addr, uint64_t back)
{
	uint64_t line = addr & ~(l2d ? t->l2d_mask : t->l1d_mask);
	for (size_t j = 0; j < t->nfly; j++)
		if (t->fly[j].l2d == l2d && t->fly[j].line == line) {
			if (t->fly[j].back < back)
				t->fly[j].back = back;
			return;
		}
	t->fly = xgrow(t->fly, &t->cfly, t->nfly, sizeof *t->fly);
	t->fly[t->nfly++] = (struct inflight){line, back, l2d};
}

void cache_timing_issue(struct cache_timing *t, const struct cache_timing_access *a,
			uint64_t cycle, struct cache_timing_outcome *out)
{
	enum cache_level level = a->level;
	bool l2d_miss = level == CACHE_L3 || level == CACHE_MEMORY;
	bool l1d_miss = a->l1d_fill && level != CACHE_L1D;
	land(t, cycle);
	/* a hit whose line is still being filled: a secondary miss, served
	 * when the fill is back (an L1D hit's line may be on its way to L1D,
	 * or still to L2D) */
	uint64_t ready = 0, r2 = 0;
	if (t->wait && a->known && !l2d_miss) {
		if (level == CACHE_L1D && a->l1d_fill)
			ready = in_flight(t, false, a->vaddr);
		r2 = in_flight(t, true, a->paddr);
		if (r2 > ready)
			ready = r2;
	}
	/* every access but an integer load the L1D serves (its line there,
	 * or back before the hit's latency is up) is an L2D request: an OzQ
	 * entry */
	bool l2d_request = !(level == CACHE_L1D && a->l1d_fill) || ready > cycle + a->latency;
	unsigned recirc = a->recirculates && l2d_request ? t->recirc : 0;
	int e2 = l2d_miss ? first_free(&t->l2d) : -1;
	int e1 = l1d_miss ? first_free(&t->l1d) : -1;
	int eq = l2d_request ? first_free(&t->ozq) : -1;
	uint64_t start = cycle;
	if (e2 >= 0 && t->l2d.done[e2] > start)
		start = t->l2d.done[e2];
	if (e1 >= 0 && t->l1d.done[e1] > start)
		start = t->l1d.done[e1];
	if (eq >= 0 && t->ozq.done[eq] > start)
		start = t->ozq.done[eq];
	uint64_t back = start + recirc + a->latency;
	if (level == CACHE_MEMORY && t->bus_line) {
		/* the line's transfer is the last bus_line cycles before it is
		 * back, and waits for the bus */
		uint64_t transfer = back > t->bus_line ? back - t->bus_line : 0;
		if (transfer < t->bus_free)
			transfer = t->bus_free;
		back = transfer + t->bus_line;
		t->bus_free = back;
	}
	t->writebacks += a->writebacks;
	if (t->bus_line && t->writebacks >= 1) {
		if (t->bus_free < start)
			t->bus_free = start;
		while (t->writebacks >= 1) {
			t->bus_free += t->bus_line;
			t->writebacks -= 1;
		}
	}
	out->l2d_secondary = l2d_request && r2 > cycle;
	out->secondary = ready > back;
	if (out->secondary)
		back = ready;
	if (e2 >= 0)
		t->l2d.done[e2] = back;
	if (e1 >= 0)
		t->l1d.done[e1] = back;
	if (eq >= 0) {
		/* a hit or a primary miss leaves once looked up (and passed on
		 * to L3); a secondary miss stays until its line is back */
		uint64_t leave = start + recirc + t->ozq_cycles;
		t->ozq.done[eq] = out->secondary && back > leave ? back : leave;
	}
	if (a->known) {
		/* the lines it fills: what a secondary miss waits for (an
		 * lfetch's or a store's line comes when its data would) */
		if (l2d_miss)
			fly(t, true, a->paddr, back);
		if (l1d_miss)
			fly(t, false, a->vaddr, back);
	}
	out->held = (unsigned)(start - cycle);
	out->back = back;
}

unsigned cache_timing_request(struct cache_timing *t, enum cache_level level, bool l1d_fill,
			      unsigned latency, double writebacks, uint64_t cycle,
			      uint64_t *done)
{
	struct cache_timing_access a = {
		.level = level, .l1d_fill = l1d_fill, .latency = latency,
		.writebacks = writebacks,
	};
	struct cache_timing_outcome out;
	cache_timing_issue(t, &a, cycle, &out);
	*done = out.back;
	return out.held;
}
