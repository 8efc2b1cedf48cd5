/*
 * machine/frontend.h - the front end as the core model times it: fetch
 * units (the bundles of a 32-byte pair one fetch writes), the instruction
 * buffer (IB) between fetch and dispersal, and what each cycle's fetch and
 * the IB's exit lose and why (docs/model.md, section 5).  core.c alone
 * uses it: it asks when a bundle is in the IB, tells which bundles
 * dispersal consumed and where a misprediction restarts the fetch, and
 * has each issue group's cycles accounted.
 *
 * Prefixes: fe_.
 */
#ifndef IA64P_MACHINE_FRONTEND_H
#define IA64P_MACHINE_FRONTEND_H

#include "core.h"

/* One fetch: the bundles one cycle writes into the IB. */
struct fe_unit {
	uint32_t first;		/* its first bundle occurrence */
	uint8_t count;		/* bundles written: 1 or 2 */
	uint8_t unreached;	/* pair slots lost (UNREACHED): 0 or 1 */
	uint8_t gap_cause;	/* CORE_FE_BUBBLE, or CORE_FE_FLUSH after a restart */
	bool placed;		/* deliver is known */
	uint64_t gap_from;	/* the cycle after the previous write (or the flush) */
	uint64_t start;		/* its fetch starts: gap_from + a taken branch's bubble */
	uint64_t fetched;	/* start + the cycles of an instruction-cache miss */
	uint64_t deliver;	/* written into the IB: fetched, or when it has room */
};

struct front_end {
	const struct core_config *c;
	const struct core_models *models;
	const struct asm_insn *insns;
	const struct sim_syllable *s;
	const struct sim_bundle *bundles;
	size_t nbundles;
	unsigned ib_entries;	/* the IB's size, at least one pair */
	unsigned bubble;	/* taken_branch_bubble */
	unsigned lead;		/* fetch_lead: units written with the first one
				 * of a stream entered falling through */
	uint32_t *first_syl;	/* per bundle: its first syllable (UINT32_MAX: none) */
	bool *taken;		/* per bundle: a taken branch in it */
	bool *asked;		/* per bundle: fetch_cycles asked */
	uint32_t *unit_of;	/* per bundle: its unit, while one holds it */
	uint64_t *leave;	/* per bundle: the cycle its last syllable issued */
	size_t nleft;		/* bundles [0, nleft) have left the IB */
	struct fe_unit *units;
	size_t nunits, cunits;
	size_t next_bundle;	/* the first bundle no unit holds */
	bool restarting;	/* the next unit starts at restart (a flush) */
	bool flushed;		/* a flush happened: no more units ahead */
	uint64_t flush_from, restart;	/* the flush's first cycle, its end */
	/* accounting: cycles before acc_cycle are counted, units before
	 * acc_unit wholly; past the stream the fetch goes on with the code
	 * that follows, tail bundles of it in the IB */
	uint64_t acc_cycle;
	size_t acc_unit;
	unsigned tail;
	uint64_t tail_first;	/* the cycle the first of them was written */
};

void fe_init(struct front_end *fe, const struct core_config *c,
	     const struct core_models *models, const struct asm_insn *insns,
	     const struct sim_syllable *s, size_t n, const struct sim_bundle *bundles,
	     size_t nbundles);
void fe_free(struct front_end *fe);

/* The cycle bundle b (< nbundles) is in the IB; UINT64_MAX when that is
 * not known yet (it waits for room the dispersal of bundles not issued
 * yet makes). */
uint64_t fe_available(struct front_end *fe, uint32_t b);

/* Counts into g the front end's losses over the cycles [a, g->cycle] the
 * group accounts for: mis flush cycles first, then wait cycles for its
 * first bundle, then its stall, then its issue.  Call before fe_issued. */
void fe_account(struct front_end *fe, struct sim_group *g, uint64_t a, uint64_t mis,
		uint64_t wait);

/* Group g issued, and the next syllable is next (n: none): the bundles
 * before next's have left the IB in g->cycle. */
void fe_issued(struct front_end *fe, const struct sim_group *g, size_t next, size_t n);

/* A misprediction in the group that issued in cycle from - 1: the fetch
 * restarts with the bundle of syllable next in cycle restart; whatever was
 * fetched from it on is gone, and cycles [from, restart) are the flush's. */
void fe_flush(struct front_end *fe, size_t next, uint64_t from, uint64_t restart);

#endif
