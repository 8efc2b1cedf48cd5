/*
 * common/pool.c - byte strings kept once (pool.h).
 */
#include "pool.h"
#include "arena.h"

#include <stdlib.h>
#include <string.h>

static uint64_t hash_bytes(const unsigned char *b, size_t len)
{
	uint64_t h = 0x9e3779b97f4a7c15u ^ len, w;
	size_t k = 0;
	for (; k + 8 <= len; k += 8) {
		memcpy(&w, b + k, 8);
		h = (h ^ w) * 0x100000001b3u;
		h ^= h >> 29;
	}
	for (; k < len; k++)
		h = (h ^ b[k]) * 0x100000001b3u;
	return h ^ h >> 32;
}

static struct pool_entry *find(const struct pool *p, const void *bytes, size_t len,
			       uint64_t hash)
{
	size_t mask = p->nslots - 1, k = (size_t)hash & mask;
	for (; p->slot[k].bytes; k = (k + 1) & mask) {
		const struct pool_entry *e = &p->slot[k];
		if (e->hash == hash && e->len == len && memcmp(e->bytes, bytes, len) == 0)
			break;
	}
	return &p->slot[k];
}

const void *pool_keep(struct pool *p, const void *bytes, size_t len)
{
	if (2 * (p->n + 1) > p->nslots) {
		struct pool old = *p;
		p->nslots = old.nslots ? 2 * old.nslots : 1024;
		p->slot = xcalloc(p->nslots, sizeof *p->slot);
		for (size_t k = 0; k < old.nslots; k++)
			if (old.slot[k].bytes)
				*find(p, old.slot[k].bytes, old.slot[k].len, old.slot[k].hash) =
					old.slot[k];
		free(old.slot);
	}
	uint64_t hash = hash_bytes(bytes, len);
	struct pool_entry *e = find(p, bytes, len, hash);
	if (!e->bytes) {
		void *copy = xmalloc(len);
		memcpy(copy, bytes, len);
		p->copy = xgrow(p->copy, &p->cap, p->n, sizeof *p->copy);
		p->copy[p->n++] = copy;
		*e = (struct pool_entry){copy, len, hash};
	}
	return e->bytes;
}

void pool_seal(struct pool *p)
{
	free(p->slot);
	p->slot = NULL;
	p->nslots = 0;
}

void pool_free(struct pool *p)
{
	for (size_t k = 0; k < p->n; k++)
		free(p->copy[k]);
	free(p->copy);
	free(p->slot);
	memset(p, 0, sizeof *p);
}
