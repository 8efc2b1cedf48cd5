/*
 * common/nameidx.c - a fixed set of names, hashed.
 */
#include "nameidx.h"
#include "arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct name_index {
	const char **names;	/* by position */
	int *slot;		/* open hash of positions, -1 empty */
	size_t mask;
};

uint64_t name_index_hash(const char *s)
{
	uint64_t h = 1469598103934665603ull;	/* FNV-1a */
	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

struct name_index *name_index_new(const void *base, size_t n, size_t stride)
{
	struct name_index *ix = xcalloc(1, sizeof *ix);
	size_t cap = 16;
	while (cap < 2 * n)
		cap *= 2;
	ix->mask = cap - 1;
	ix->slot = xmalloc(cap * sizeof *ix->slot);
	for (size_t i = 0; i < cap; i++)
		ix->slot[i] = -1;
	ix->names = xcalloc(n ? n : 1, sizeof *ix->names);
	for (size_t k = 0; k < n; k++) {
		const char *name = *(const char *const *)((const char *)base + k * stride);
		ix->names[k] = name;
		if (name_index_find(ix, name) >= 0)
			continue;	/* the first one stands */
		size_t i = name_index_hash(name) & ix->mask;
		while (ix->slot[i] >= 0)
			i = (i + 1) & ix->mask;
		ix->slot[i] = (int)k;
	}
	return ix;
}

int name_index_find(const struct name_index *ix, const char *name)
{
	for (size_t i = name_index_hash(name) & ix->mask;; i = (i + 1) & ix->mask) {
		int k = ix->slot[i];
		if (k < 0)
			return -1;
		if (strcmp(ix->names[k], name) == 0)
			return k;
	}
}

void name_index_free(struct name_index *ix)
{
	if (!ix)
		return;
	free(ix->names);
	free(ix->slot);
	free(ix);
}
