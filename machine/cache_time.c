/*
 * machine/cache_time.c - the memory system in time: the fill queues of
 * L1D and L2D and the system bus (cache.h, "time"; docs/memory.md,
 * section 5).
 *
 * A queue is the completion cycles of its entries; an entry whose cycle
 * has passed is free.  A request takes the entry that frees first, and
 * waits for it when it has not freed yet.  The bus moves one line at a
 * time: a line read from memory arrives at the latest of its latency and
 * the bus's next free transfer.
 */
#include "cache.h"
#include "../common/arena.h"

#include <stdlib.h>
#include <string.h>

struct fill_queue {
	uint64_t *done;		/* per entry: the cycle it frees */
	unsigned n;		/* 0: no limit */
};

struct cache_timing {
	struct fill_queue l1d, l2d;
	unsigned bus_line;	/* bus_cycles_per_line; 0: no limit */
	uint64_t bus_free;	/* the first cycle the bus is free */
	double writebacks;	/* write-back lines owed to the bus */
};

static void queue_init(struct fill_queue *q, double entries)
{
	q->n = (unsigned)entries;
	q->done = xcalloc(q->n ? q->n : 1, sizeof *q->done);
}

struct cache_timing *cache_timing_new(const struct cache_config *c)
{
	struct cache_timing *t = xcalloc(1, sizeof *t);
	queue_init(&t->l1d, cache_param(c, CACHE_L1D_FILL_ENTRIES));
	queue_init(&t->l2d, cache_param(c, CACHE_L2D_FILL_ENTRIES));
	t->bus_line = (unsigned)cache_param(c, CACHE_BUS_CYCLES_PER_LINE);
	return t;
}

void cache_timing_free(struct cache_timing *t)
{
	if (!t)
		return;
	free(t->l1d.done);
	free(t->l2d.done);
	free(t);
}

void cache_timing_reset(struct cache_timing *t)
{
	memset(t->l1d.done, 0, (t->l1d.n ? t->l1d.n : 1) * sizeof *t->l1d.done);
	memset(t->l2d.done, 0, (t->l2d.n ? t->l2d.n : 1) * sizeof *t->l2d.done);
	t->bus_free = 0;
	t->writebacks = 0;
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

unsigned cache_timing_request(struct cache_timing *t, enum cache_level level, bool l1d_fill,
			      unsigned latency, double writebacks, uint64_t cycle,
			      uint64_t *done)
{
	bool l2d_miss = level == CACHE_L3 || level == CACHE_MEMORY;
	bool l1d_miss = l1d_fill && level != CACHE_L1D;
	int e2 = l2d_miss ? first_free(&t->l2d) : -1;
	int e1 = l1d_miss ? first_free(&t->l1d) : -1;
	uint64_t start = cycle;
	if (e2 >= 0 && t->l2d.done[e2] > start)
		start = t->l2d.done[e2];
	if (e1 >= 0 && t->l1d.done[e1] > start)
		start = t->l1d.done[e1];
	uint64_t back = start + latency;
	if (level == CACHE_MEMORY && t->bus_line) {
		/* the line's transfer is the last bus_line cycles before it is
		 * back, and waits for the bus */
		uint64_t transfer = back > t->bus_line ? back - t->bus_line : 0;
		if (transfer < t->bus_free)
			transfer = t->bus_free;
		back = transfer + t->bus_line;
		t->bus_free = back;
	}
	t->writebacks += writebacks;
	if (t->bus_line && t->writebacks >= 1) {
		if (t->bus_free < start)
			t->bus_free = start;
		while (t->writebacks >= 1) {
			t->bus_free += t->bus_line;
			t->writebacks -= 1;
		}
	}
	if (e2 >= 0)
		t->l2d.done[e2] = back;
	if (e1 >= 0)
		t->l1d.done[e1] = back;
	*done = back;
	return (unsigned)(start - cycle);
}
