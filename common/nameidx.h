/*
 * common/nameidx.h - finding a name among a fixed set of names in constant
 * time (directive names, register names): an open hash built once.
 *
 * Prefixes: name_index_.
 */
#ifndef IA64P_COMMON_NAMEIDX_H
#define IA64P_COMMON_NAMEIDX_H

#include <stddef.h>
#include <stdint.h>

struct name_index;

/* An index of n names found at base, base + stride, ... (each a
 * const char * at that address: an array of structs whose first member,
 * or any member at a fixed offset, is the name).  Names must stay valid. */
struct name_index *name_index_new(const void *base, size_t n, size_t stride);
/* The position of name among them (the first, if it appears twice), or -1. */
int name_index_find(const struct name_index *ix, const char *name);
void name_index_free(struct name_index *ix);
/* The hash the index keeps names by (FNV-1a), for tables of names of
 * other shapes. */
uint64_t name_index_hash(const char *name);

#endif
