/*
 * machine/alat.h - the advanced load address table: the entries advanced
 * loads make, what removes them, and so whether a check load (ld.c) or
 * an advanced load check (chk.a) finds its entry (docs/memory.md,
 * section 3, "The ALAT").
 *
 * Entries are keyed by the physical register an advanced load wrote
 * (general or floating-point: the ALAT_FR bit), with the bytes it read.
 * The table has alat_entries entries, fully associative, the least
 * recently inserted replaced first [model: the manuals give neither the
 * Montecito's size nor its policy; 32 is Itanium 2's].  Where an address
 * is not known (a store the caller could not place), every entry it
 * might have removed becomes uncertain, and a check of it says so rather
 * than guess.
 *
 * Prefixes: alat_.
 */
#ifndef IA64P_MACHINE_ALAT_H
#define IA64P_MACHINE_ALAT_H

#include <stdbool.h>
#include <stdint.h>

/* Register ids: a general register's number, or ALAT_FR + a
 * floating-point register's. */
#define ALAT_FR 0x200u

struct alat;

/* A table of entries entries (at least 1). */
struct alat *alat_new(unsigned entries);
void alat_free(struct alat *a);
/* No entry. */
bool alat_empty(const struct alat *a);
/* invala: every entry removed (and nothing uncertain). */
void alat_clear(struct alat *a);

/* An advanced load whose address is not known: reg's entry, which every
 * check says ALAT_UNKNOWN of.  True when it displaced another's. */
bool alat_insert_uncertain(struct alat *a, unsigned reg);

/* An advanced load (ld.a, ld.sa, ldf.a, ldfp.a: each target register) or
 * a check load with .nc that missed: reg's entry for size bytes at addr,
 * replacing reg's own.  True when it displaced a valid entry of another
 * register (ALAT_CAPACITY_MISS). */
bool alat_insert(struct alat *a, unsigned reg, uint64_t addr, unsigned size);

enum alat_result { ALAT_HIT, ALAT_MISS, ALAT_UNKNOWN };
/* A check of reg: ld.c (with_address: its entry must be for size bytes
 * at addr) or chk.a (the register's entry alone).  clear (.clr) removes
 * the entry on a hit.  ALAT_UNKNOWN when an unplaced store may have
 * removed it. */
enum alat_result alat_check(struct alat *a, unsigned reg, bool with_address, uint64_t addr,
			    unsigned size, bool clear);

/* A store or semaphore writing size bytes at addr: the entries whose
 * bytes it overlaps are removed. */
void alat_store(struct alat *a, uint64_t addr, unsigned size);
/* A store whose address is not known: every entry becomes uncertain. */
void alat_store_unknown(struct alat *a);
/* invala.e, or a load that is not advanced writing reg: reg's entry is
 * removed. */
void alat_remove(struct alat *a, unsigned reg);

#endif
