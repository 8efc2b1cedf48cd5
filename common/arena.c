/*
 * common/arena.c - bump allocator and checked malloc.
 */
#include "arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct block {
	struct block *next;
	size_t size, used;
	_Alignas(16) unsigned char data[];
};

struct arena {
	struct block *head;	/* current block; older ones follow */
	size_t handed_out;
};

enum { BLOCK_SIZE = 64 * 1024 };

static void out_of_memory(void)
{
	fputs("ia64-predict: out of memory\n", stderr);
	exit(2);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q)
		out_of_memory();
	return q;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

static struct block *new_block(size_t at_least)
{
	size_t size = at_least > BLOCK_SIZE ? at_least : BLOCK_SIZE;
	struct block *b = xmalloc(sizeof *b + size);
	b->next = NULL;
	b->size = size;
	b->used = 0;
	return b;
}

struct arena *arena_new(void)
{
	struct arena *a = xmalloc(sizeof *a);
	a->head = new_block(BLOCK_SIZE);
	a->handed_out = 0;
	return a;
}

/* Memory of the arena, not cleared. */
static void *alloc_raw(struct arena *a, size_t size)
{
	size = (size + 15) & ~(size_t)15;
	struct block *b = a->head;
	if (b->size - b->used < size) {
		b = new_block(size);
		b->next = a->head;
		a->head = b;
	}
	void *p = b->data + b->used;
	b->used += size;
	a->handed_out += size;
	return p;
}

void *arena_alloc(struct arena *a, size_t size)
{
	void *p = alloc_raw(a, size);
	memset(p, 0, (size + 15) & ~(size_t)15);	/* the padding too */
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = alloc_raw(a, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void arena_reset(struct arena *a)
{
	struct block *b = a->head;
	while (b->next) {
		struct block *next = b->next;
		free(b);
		b = next;
	}
	b->used = 0;
	a->head = b;
	a->handed_out = 0;
}

void arena_free(struct arena *a)
{
	if (!a)
		return;
	struct block *b = a->head;
	while (b) {
		struct block *next = b->next;
		free(b);
		b = next;
	}
	free(a);
}

size_t arena_bytes(const struct arena *a)
{
	return a->handed_out;
}

void *xgrow(void *p, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return p;
	size_t c = *cap ? 2 * *cap : 8;
	while (c <= n)
		c *= 2;
	*cap = c;
	return xrealloc(p, c * size);
}

void *xgrow_zeroed(void *p, size_t *cap, size_t n, size_t size)
{
	size_t old = *cap;
	p = xgrow(p, cap, n, size);
	memset((char *)p + old * size, 0, (*cap - old) * size);
	return p;
}
