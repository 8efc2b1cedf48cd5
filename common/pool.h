/*
 * common/pool.h - byte strings kept once: each distinct one is copied into
 * the pool, and equal ones (byte for byte) get the same copy.  For results
 * many objects share once they are final: the memory model's counts of its
 * instructions, the count sets of instructions, blocks and loops.
 *
 * Prefixes: pool_.
 */
#ifndef IA64P_COMMON_POOL_H
#define IA64P_COMMON_POOL_H

#include <stddef.h>
#include <stdint.h>

struct pool_entry {
	const void *bytes;	/* NULL: an empty slot */
	size_t len;
	uint64_t hash;
};

struct pool {
	struct pool_entry *slot;	/* open-addressed by hash, a power of two */
	size_t nslots;
	void **copy;			/* every copy, in the order made */
	size_t n, cap;
};

/* The pool's copy of the len bytes at bytes (len > 0): an equal one's,
 * or a new one.  It lives until pool_free. */
const void *pool_keep(struct pool *p, const void *bytes, size_t len);
/* Drops the lookup table (no pool_keep after); the copies stay. */
void pool_seal(struct pool *p);
/* Frees every copy and the table. */
void pool_free(struct pool *p);

#endif
