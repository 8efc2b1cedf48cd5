/*
 * common/arena.h - bump allocation for short-lived parse data.
 *
 * Everything allocated from an arena is freed at once by arena_reset or
 * arena_free.  Allocation failure ends the program with a message: an
 * assembler that ran out of memory has nothing useful left to say.
 *
 * Prefixes: arena_, x.
 * x: xmalloc and its kin, which end the program when memory runs out.
 */
#ifndef IA64P_COMMON_ARENA_H
#define IA64P_COMMON_ARENA_H

#include <stddef.h>

struct arena;

struct arena *arena_new(void);
void *arena_alloc(struct arena *a, size_t size);	/* zeroed, 16-aligned */
char *arena_strndup(struct arena *a, const char *s, size_t n);
void arena_reset(struct arena *a);	/* free all but the first block */
void arena_free(struct arena *a);
size_t arena_bytes(const struct arena *a);	/* bytes handed out */

/* malloc/realloc that end the program on failure. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
/* Grows array p (of *cap elements of size bytes) to hold at least n + 1,
 * doubling: appending one at a time costs amortized constant time. */
void *xgrow(void *p, size_t *cap, size_t n, size_t size);
/* The same for an array indexed at random (a table by symbol or section
 * number): the elements it adds are zero. */
void *xgrow_zeroed(void *p, size_t *cap, size_t n, size_t size);

#endif
