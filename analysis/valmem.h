/*
 * analysis/valmem.h - the memory a value model's walk remembers
 * (docs/model.md, "Memory along the walk"): the bytes its stores wrote
 * where the address and the value were known, so that a later load of
 * them reads the value back (a pointer stored and loaded again, a chain
 * built and then chased).
 *
 * An address is a value of values.h, c + k*x of one input x (or a number,
 * sym VSYM_NONE): every remembered byte is in one region, the addresses
 * with the same x and k; bytes are told apart by c.  A store into another
 * region (which may be any of the remembered bytes: two inputs may point
 * to the same memory) or at an address not known forgets everything, and
 * so does a call; a store of a value not known forgets its bytes.  What is
 * remembered:
 * - words: 8 aligned bytes, each byte known or not (little-endian, as
 *   Linux runs IA-64), or the whole word holding a value c + k*x that an
 *   aligned 8-byte store wrote (a pointer into an input's array);
 * - runs: what a long loop's skipped periods stored (values.c's
 *   fast-forward): element i at first + stride*i holds value v0 + step*i
 *   in size bytes.
 * No two of them hold the same byte.  At most max_words words and
 * max_runs runs are kept (the parameters walk_memory_words and
 * walk_memory_runs): past them a store's bytes are forgotten, never
 * remembered wrong.
 *
 * Prefixes: valmem_.
 */
#ifndef IA64P_ANALYSIS_VALMEM_H
#define IA64P_ANALYSIS_VALMEM_H

#include "values.h"

#include <stdbool.h>
#include <stdint.h>

struct valmem;

struct valmem *valmem_new(int64_t max_words, int64_t max_runs);
void valmem_free(struct valmem *m);
/* Forgets every byte. */
void valmem_clear(struct valmem *m);

/* A store of size bytes (1-16) of x at addr (x's low bytes; an x c + k*x
 * of an input is remembered only as a whole aligned 8-byte word). */
void valmem_store(struct valmem *m, const struct val *addr, unsigned size,
		  const struct val *x);

/* A load of size bytes (1-8) at addr, zero-extended (every IA-64 integer
 * load is): VAL_KNOWN with the deps of the stores it reads, or
 * VAL_UNKNOWN when a byte of it is not remembered. */
struct val valmem_load(const struct valmem *m, const struct val *addr, unsigned size);

/* What a long loop's skipped periods stored (valmem_store_runs): n
 * stores of size bytes (1-8), the i-th at first + stride*i of value
 * x + step*i, |stride| >= size (elements do not overlap). */
struct valmem_run {
	struct val first, x;
	int64_t stride, step;
	uint64_t n;
	unsigned size;
};

/* Do the elements of a and b share a byte (or cannot that be told: true)? */
bool valmem_runs_overlap(const struct valmem_run *a, const struct valmem_run *b);

/* Runs r[0..n) whose elements share no byte (valmem_runs_overlap), stored
 * in any order: the bytes their spans cover (first to last element, gaps
 * between elements included) are forgotten, then each is remembered where
 * it can be (its x known, a run left); the others stay forgotten. */
void valmem_store_runs(struct valmem *m, const struct valmem_run *r, size_t n);

/* What the file's data sections hold where the walk places them
 * (values.c): size bytes at addr (numbers, sym VSYM_NONE); unknown[i]
 * set where the linker fills byte i in with what the values do not know.
 * A load reads them where no store of the walk wrote (every address a
 * number); a store over them, or into a region that may be them,
 * forgets them: a writable segment at every forgetting of everything
 * (valmem_clear, another region, a call), a read-only one (no store can
 * write it: it would fault) only where a store of the walk meets it.
 * The segments are not copied: they must outlive m. */
struct valmem_segment {
	uint64_t addr, size;
	const uint8_t *bytes, *unknown;
	bool writable;
};
void valmem_set_image(struct valmem *m, const struct valmem_segment *s, size_t n);

/* Words and runs remembered. */
uint64_t valmem_words(const struct valmem *m);
uint64_t valmem_runs(const struct valmem *m);

#endif
