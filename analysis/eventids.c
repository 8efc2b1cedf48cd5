/*
 * analysis/eventids.c - counted event names interned to dense ids.
 *
 * Two open-addressed tables: one by the name's pointer (the names counted
 * are string literals, some of them the same name at two addresses), one
 * by its text for a pointer not seen before.  Each name is copied once,
 * after its id.
 */
#include "eventids.h"
#include "../common/arena.h"
#include "../common/strbuf.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

struct interned {
	const char *name;	/* after its id (eventid_of_interned) */
	char *json;		/* made on first use */
	size_t json_len;
	uint32_t rank;
};

struct by_pointer {
	const char *name;
	uint32_t id;
};

static struct {
	struct interned *v;
	uint32_t n, cap;
	bool ranked;		/* every rank is current */
	/* by pointer: names that live as long as the process */
	struct by_pointer *by_ptr;
	size_t nptr, ptr_slots;
	/* by text: id + 1, 0 empty */
	uint32_t *by_text;
	size_t text_slots;
} ids;

enum { FIRST_SLOTS = 1024 };

static size_t pointer_hash(const char *p)
{
	uint64_t h = (uint64_t)(uintptr_t)p * 0x9e3779b97f4a7c15u;
	return (size_t)(h >> 32 ^ h);
}

static size_t text_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3u;
	return (size_t)(h >> 32 ^ h);
}

static void remember_pointer(const char *name, uint32_t id);

static void grow_pointers(void)
{
	size_t old = ids.ptr_slots;
	struct by_pointer *v = ids.by_ptr;
	ids.ptr_slots = old ? 2 * old : FIRST_SLOTS;
	ids.by_ptr = xcalloc(ids.ptr_slots, sizeof *ids.by_ptr);
	ids.nptr = 0;
	for (size_t k = 0; k < old; k++)
		if (v[k].name)
			remember_pointer(v[k].name, v[k].id);
	free(v);
}

static void remember_pointer(const char *name, uint32_t id)
{
	if (2 * (ids.nptr + 1) > ids.ptr_slots)
		grow_pointers();
	size_t mask = ids.ptr_slots - 1, k = pointer_hash(name) & mask;
	while (ids.by_ptr[k].name && ids.by_ptr[k].name != name)
		k = (k + 1) & mask;
	if (!ids.by_ptr[k].name)
		ids.nptr++;
	ids.by_ptr[k].name = name;
	ids.by_ptr[k].id = id;
}

static uint32_t id_by_pointer(const char *name)
{
	if (!ids.ptr_slots)
		return EVENTID_NONE;
	size_t mask = ids.ptr_slots - 1, k = pointer_hash(name) & mask;
	for (; ids.by_ptr[k].name; k = (k + 1) & mask)
		if (ids.by_ptr[k].name == name)
			return ids.by_ptr[k].id;
	return EVENTID_NONE;
}

/* The slot of name's text: holding its id + 1, or empty. */
static uint32_t *text_slot(const char *name)
{
	size_t mask = ids.text_slots - 1, k = text_hash(name) & mask;
	for (; ids.by_text[k]; k = (k + 1) & mask)
		if (strcmp(ids.v[ids.by_text[k] - 1].name, name) == 0)
			break;
	return &ids.by_text[k];
}

static void grow_texts(void)
{
	free(ids.by_text);
	ids.text_slots = ids.text_slots ? 2 * ids.text_slots : FIRST_SLOTS;
	ids.by_text = xcalloc(ids.text_slots, sizeof *ids.by_text);
	for (uint32_t id = 0; id < ids.n; id++)
		*text_slot(ids.v[id].name) = id + 1;
}

uint32_t eventid_find(const char *name)
{
	uint32_t id = id_by_pointer(name);
	if (id != EVENTID_NONE || !ids.text_slots)
		return id;
	uint32_t slot = *text_slot(name);
	return slot ? slot - 1 : EVENTID_NONE;
}

/* name's id, made if new; name's own pointer remembered if asked. */
static uint32_t intern(const char *name, bool remember)
{
	uint32_t id = id_by_pointer(name);
	if (id != EVENTID_NONE)
		return id;
	id = eventid_find(name);
	if (id == EVENTID_NONE) {
		if (ids.n == ids.cap) {
			ids.cap = ids.cap ? 2 * ids.cap : 256;
			ids.v = xrealloc(ids.v, ids.cap * sizeof *ids.v);
		}
		id = ids.n++;
		size_t len = strlen(name) + 1;
		char *copy = xmalloc(sizeof id + len);
		memcpy(copy, &id, sizeof id);
		memcpy(copy + sizeof id, name, len);
		ids.v[id] = (struct interned){copy + sizeof id, NULL, 0, 0};
		remember_pointer(ids.v[id].name, id);
		ids.ranked = false;
		if (2 * ids.n > ids.text_slots)
			grow_texts();
		else
			*text_slot(name) = id + 1;
	}
	if (remember)
		remember_pointer(name, id);
	return id;
}

uint32_t eventid_intern(const char *name)
{
	return intern(name, true);
}

uint32_t eventid_intern_copy(const char *name)
{
	return intern(name, false);
}

const char *eventid_name(uint32_t id)
{
	return ids.v[id].name;
}

uint32_t eventid_count(void)
{
	return ids.n;
}

static int by_text(const void *a, const void *b)
{
	return strcmp(ids.v[*(const uint32_t *)a].name, ids.v[*(const uint32_t *)b].name);
}

uint32_t eventid_rank(uint32_t id)
{
	if (!ids.ranked) {
		uint32_t *order = xmalloc(ids.n * sizeof *order);
		for (uint32_t k = 0; k < ids.n; k++)
			order[k] = k;
		qsort(order, ids.n, sizeof *order, by_text);
		for (uint32_t k = 0; k < ids.n; k++)
			ids.v[order[k]].rank = k;
		free(order);
		ids.ranked = true;
	}
	return ids.v[id].rank;
}

const char *eventid_json_key(uint32_t id, size_t *len)
{
	struct interned *e = &ids.v[id];
	if (!e->json) {
		struct strbuf sb = {0};
		sb_json_string(&sb, e->name);
		sb_append(&sb, ": ", 2);
		e->json = xrealloc(sb.data, sb.len + 1);	/* not the buffer's room */
		e->json_len = sb.len;
	}
	*len = e->json_len;
	return e->json;
}
