/*
 * analysis/eventids.h - counted event names interned to small dense ids,
 * process-wide, so that count sets (counts.h) find, compare and sort their
 * entries by integer rather than by name.
 *
 * A name's id is fixed for the process; its rank (its place among every
 * name interned so far, in strcmp order) changes as names are added, so
 * ranks are compared only with ranks taken since the last eventid_intern.
 * The -j workers are processes: the table is never shared between threads.
 *
 * Prefixes: eventid_, EVENTID_.
 */
#ifndef IA64P_ANALYSIS_EVENTIDS_H
#define IA64P_ANALYSIS_EVENTIDS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum { EVENTID_NONE = UINT32_MAX };

/* The id of name, interning it if new.  name must live as long as the
 * process (a string literal, or an interned name): its pointer is
 * remembered, so the next call with it costs one pointer hash. */
uint32_t eventid_intern(const char *name);
/* The id of name (any string, not remembered), or EVENTID_NONE when it
 * was never interned. */
uint32_t eventid_find(const char *name);
/* The id of name (any string), interning a copy of it if new. */
uint32_t eventid_intern_copy(const char *name);
/* The interned name of id: the one pointer every id's entries share (a
 * copy the table owns, its id in the four bytes before it). */
const char *eventid_name(uint32_t id);
/* The id of an interned name: eventid_name's pointer, no other. */
static inline uint32_t eventid_of_interned(const char *interned)
{
	uint32_t id;
	memcpy(&id, interned - sizeof id, sizeof id);
	return id;
}
/* How many ids there are (each id is below it). */
uint32_t eventid_count(void);
/* id's place among the interned names in strcmp order. */
uint32_t eventid_rank(uint32_t id);
/* id's name as a JSON object's key: the string literal, quotes included
 * (sb_json_string's), then ": ", and its length. */
const char *eventid_json_key(uint32_t id, size_t *len);

#endif
