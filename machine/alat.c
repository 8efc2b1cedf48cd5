/*
 * machine/alat.c - the advanced load address table (alat.h).
 *
 * An array of entries in insertion order, the oldest first: a table of a
 * few dozen entries is scanned whole.
 */
#include "alat.h"
#include "../common/arena.h"

#include <stdlib.h>
#include <string.h>

struct alat_entry {
	unsigned reg;
	uint64_t addr;
	unsigned size;
	bool uncertain;		/* an unplaced store came after it */
	bool addr_known;	/* addr and size are known */
};

struct alat {
	struct alat_entry *e;	/* the valid ones, oldest first */
	unsigned n, cap;
};

struct alat *alat_new(unsigned entries)
{
	struct alat *a = xcalloc(1, sizeof *a);
	a->cap = entries ? entries : 1;
	a->e = xcalloc(a->cap, sizeof *a->e);
	return a;
}

void alat_free(struct alat *a)
{
	if (!a)
		return;
	free(a->e);
	free(a);
}

bool alat_empty(const struct alat *a)
{
	return a->n == 0;
}

void alat_clear(struct alat *a)
{
	a->n = 0;
}

static int find(const struct alat *a, unsigned reg)
{
	for (unsigned i = 0; i < a->n; i++)
		if (a->e[i].reg == reg)
			return (int)i;
	return -1;
}

static void drop(struct alat *a, unsigned i)
{
	memmove(&a->e[i], &a->e[i + 1], (a->n - i - 1) * sizeof *a->e);
	a->n--;
}

bool alat_insert(struct alat *a, unsigned reg, uint64_t addr, unsigned size)
{
	bool displaced = false;
	int own = find(a, reg);
	if (own >= 0) {
		drop(a, (unsigned)own);
	} else if (a->n == a->cap) {
		drop(a, 0);	/* the least recently inserted */
		displaced = true;
	}
	a->e[a->n++] = (struct alat_entry){reg, addr, size, false, true};
	return displaced;
}

bool alat_insert_uncertain(struct alat *a, unsigned reg)
{
	bool displaced = alat_insert(a, reg, 0, 0);
	a->e[a->n - 1].addr_known = false;
	return displaced;
}

enum alat_result alat_check(struct alat *a, unsigned reg, bool with_address, uint64_t addr,
			    unsigned size, bool clear)
{
	int i = find(a, reg);
	if (i < 0)
		return ALAT_MISS;
	const struct alat_entry *e = &a->e[i];
	if (with_address && e->addr_known && (e->addr != addr || e->size != size))
		return ALAT_MISS;
	if (e->uncertain || !e->addr_known)
		return ALAT_UNKNOWN;
	if (clear)
		drop(a, (unsigned)i);
	return ALAT_HIT;
}

void alat_store(struct alat *a, uint64_t addr, unsigned size)
{
	uint64_t end = addr + size;
	for (unsigned i = a->n; i-- > 0;) {
		const struct alat_entry *e = &a->e[i];
		if (!e->addr_known)
			a->e[i].uncertain = true;	/* it may overlap */
		else if (addr < e->addr + e->size && e->addr < end)
			drop(a, i);
	}
}

void alat_store_unknown(struct alat *a)
{
	for (unsigned i = 0; i < a->n; i++)
		a->e[i].uncertain = true;
}

void alat_remove(struct alat *a, unsigned reg)
{
	int i = find(a, reg);
	if (i >= 0)
		drop(a, (unsigned)i);
}
