/*
 * machine/frontend.c - fetch units, the instruction buffer and the front
 * end's lost cycles (docs/model.md, section 5).
 *
 * The fetch writes one unit a cycle into the IB, in stream order: the
 * bundles of a 32-byte pair from the one it enters at, two when it enters
 * at the pair's first and goes on into the second, else one (the other
 * slot unreached: a taken branch in the first, or a target at 16 mod 32).
 * A unit starts the cycle after the previous one was written, later by
 * taken_branch_bubble after a taken branch; waits for its instruction-cache
 * misses (core_models.fetch_cycles); then for room: the IB holds
 * ib_entries bundles, and a bundle leaves it in the cycle its last
 * syllable issues.  Dispersal takes a bundle from the cycle it is written.
 */
#include "frontend.h"
#include "../common/arena.h"

#include <stdlib.h>
#include <string.h>

#define NEVER UINT64_MAX

void fe_init(struct front_end *fe, const struct core_config *c,
	     const struct core_models *models, const struct asm_insn *insns,
	     const struct sim_syllable *s, size_t n, const struct sim_bundle *bundles,
	     size_t nbundles)
{
	memset(fe, 0, sizeof *fe);
	fe->c = c;
	fe->models = models;
	fe->insns = insns;
	fe->s = s;
	fe->bundles = bundles;
	fe->nbundles = nbundles;
	double ib = core_param(c, CORE_IB_ENTRIES);
	fe->ib_entries = ib < 2 ? 2 : ib > 1e6 ? 1000000 : (unsigned)ib;
	fe->bubble = (unsigned)core_param(c, CORE_TAKEN_BRANCH_BUBBLE);
	double lead = core_param(c, CORE_FETCH_LEAD);
	fe->lead = lead > 1e6 ? 1000000 : (unsigned)lead;
	size_t nb = nbundles ? nbundles : 1;
	fe->first_syl = xmalloc(nb * sizeof *fe->first_syl);
	fe->unit_of = xmalloc(nb * sizeof *fe->unit_of);
	fe->taken = xcalloc(nb, sizeof *fe->taken);
	fe->asked = xcalloc(nb, sizeof *fe->asked);
	fe->leave = xcalloc(nb, sizeof *fe->leave);
	for (size_t b = 0; b < nbundles; b++)
		fe->first_syl[b] = fe->unit_of[b] = UINT32_MAX;
	for (size_t j = n; j-- > 0;) {
		if (s[j].bundle >= nbundles)
			continue;
		fe->first_syl[s[j].bundle] = (uint32_t)j;
		fe->taken[s[j].bundle] |= s[j].taken;
	}
	fe->tail_first = NEVER;
}

void fe_free(struct front_end *fe)
{
	free(fe->first_syl);
	free(fe->unit_of);
	free(fe->taken);
	free(fe->asked);
	free(fe->leave);
	free(fe->units);
	memset(fe, 0, sizeof *fe);
}

/* The cycles the fetch of bundle b waits for its miss: asked once per
 * bundle occurrence (refetched after a flush, its line is there). */
static uint64_t bundle_miss(struct front_end *fe, uint32_t b)
{
	if (fe->asked[b] || fe->first_syl[b] == UINT32_MAX || !fe->models->fetch_cycles)
		return 0;
	fe->asked[b] = true;
	const struct sim_syllable *s = &fe->s[fe->first_syl[b]];
	return fe->models->fetch_cycles(fe->models->ctx, fe->c, &fe->insns[s->insn], s);
}

/* Does the stream go on from bundle b into the next one of its pair? */
static bool same_pair(const struct front_end *fe, size_t b)
{
	const struct sim_bundle *B = &fe->bundles[b];
	return b + 1 < fe->nbundles && (B->offset & 31) == 0 && !fe->taken[b] &&
	       !fe->bundles[b + 1].after_taken && fe->bundles[b + 1].offset == B->offset + 16;
}

/* Starts the next unit (the previous one is written): its bundles, its
 * gap and its miss.  False when the stream has no bundle left. */
static bool start_unit(struct front_end *fe)
{
	size_t b = fe->next_bundle;
	if (b >= fe->nbundles)
		return false;
	fe->units = xgrow(fe->units, &fe->cunits, fe->nunits, sizeof *fe->units);
	struct fe_unit *u = &fe->units[fe->nunits];
	memset(u, 0, sizeof *u);
	u->first = (uint32_t)b;
	u->count = same_pair(fe, b) ? 2 : 1;
	/* one bundle of a pair: the other slot is unreached, but for the
	 * first half of a pair a stream enters falling through (the previous
	 * code's fetch wrote it) and the second of a pair where the stream
	 * merely ends (the code after it follows: the tail) */
	bool falls_in = fe->nunits == 0 && !fe->restarting && !fe->bundles[b].after_taken;
	if (u->count == 1 && (fe->bundles[b].offset & 31) == 16)
		u->unreached = !falls_in;
	else
		u->unreached = u->count == 1 && !(b + 1 == fe->nbundles && !fe->taken[b]);
	const struct fe_unit *prev = fe->nunits ? &fe->units[fe->nunits - 1] : NULL;
	if (fe->restarting) {
		u->gap_cause = CORE_FE_FLUSH;
		u->gap_from = fe->flush_from;
		u->start = fe->restart;
		fe->restarting = false;
	} else if (prev && fe->nunits <= fe->lead && !fe->flushed &&
		   !fe->bundles[0].after_taken) {
		/* a stream entered falling through: the fetch was fetch_lead
		 * units ahead of dispersal when it began */
		u->gap_cause = CORE_FE_BUBBLE;
		u->gap_from = u->start = prev->deliver;
	} else {
		u->gap_cause = CORE_FE_BUBBLE;
		u->gap_from = prev ? prev->deliver + 1 : 0;
		u->start = u->gap_from + (prev && fe->bundles[b].after_taken ? fe->bubble : 0);
	}
	u->fetched = u->start;
	for (unsigned k = 0; k < u->count; k++) {
		u->fetched += bundle_miss(fe, (uint32_t)(b + k));
		fe->unit_of[b + k] = (uint32_t)fe->nunits;
	}
	fe->next_bundle = b + u->count;
	fe->nunits++;
	return true;
}

/* Writes the last unit into the IB once it has room: the bundle
 * ib_entries before its last must have left.  False while that is not
 * known (it is later than any group issued so far). */
static bool place_unit(struct front_end *fe)
{
	struct fe_unit *u = &fe->units[fe->nunits - 1];
	if (u->placed)
		return true;
	size_t last = u->first + u->count - 1;
	uint64_t room = 0;
	if (last >= fe->ib_entries) {
		size_t gone = last - fe->ib_entries;
		if (gone >= fe->nleft)
			return false;
		room = fe->leave[gone] + 1;
	}
	u->deliver = u->fetched > room ? u->fetched : room;
	u->placed = true;
	return true;
}

uint64_t fe_available(struct front_end *fe, uint32_t b)
{
	while (b >= fe->next_bundle || !fe->units[fe->unit_of[b]].placed) {
		if (fe->nunits && !place_unit(fe))
			return NEVER;
		if (b < fe->next_bundle)
			continue;
		if (!start_unit(fe))
			return NEVER;
	}
	return fe->units[fe->unit_of[b]].deliver;
}

/* Did unit u, at the stream's end, write the code after it too (a pair
 * the stream leaves at its first bundle, falling through)?  A bundle at
 * 16 mod 32 is the second of its pair: the code after it is the next
 * pair's, not written with it. */
static bool writes_next(const struct front_end *fe, const struct fe_unit *u)
{
	return u->count == 1 && !u->unreached && (fe->bundles[u->first].offset & 31) == 0;
}

/* Past the stream: the cycle after the last unit was written (*from) and
 * the cycle the code after it is first fetched, later by a taken branch's
 * bubble. */
static uint64_t tail_start(const struct front_end *fe, uint64_t *from)
{
	const struct fe_unit *last = fe->nunits ? &fe->units[fe->nunits - 1] : NULL;
	*from = last ? last->deliver + 1 : 0;
	return *from + (last && fe->taken[last->first + last->count - 1] ? fe->bubble : 0);
}

/* Saturating: a count no group could reach. */
static void add(uint32_t *to, uint64_t n)
{
	uint64_t v = *to + n;
	*to = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

/* The length of [lo, hi) within [a, b). */
static uint64_t overlap(uint64_t lo, uint64_t hi, uint64_t a, uint64_t b)
{
	if (lo < a)
		lo = a;
	if (hi > b)
		hi = b;
	return hi > lo ? hi - lo : 0;
}

/* Why unit u has not written its bundles in cycle t (t before deliver). */
static enum core_fe_cause unit_cause(const struct fe_unit *u, uint64_t t)
{
	return t < u->start ? (enum core_fe_cause)u->gap_cause
	     : t < u->fetched ? CORE_FE_IMISS : CORE_FE_IBFULL;
}

/* The fetch side of cycles [a, e]: each cycle writes a unit, or loses
 * both slots for the cause of the unit it is waiting for. */
static void account_fetch(struct front_end *fe, struct sim_group *g, uint64_t e)
{
	while (fe->acc_cycle <= e) {
		if (fe->acc_unit == fe->nunits) {
			if (fe->nunits && !place_unit(fe))
				break;
			if (!start_unit(fe)) {
				/* past the stream: the code after it, a pair a
				 * cycle while the IB has room */
				const struct fe_unit *last = fe->nunits ? &fe->units[fe->nunits - 1]
									: NULL;
				uint64_t from, start = tail_start(fe, &from);
				uint64_t a = fe->acc_cycle;
				add(&g->fe_lost[CORE_FE_BUBBLE], 2 * overlap(from, start, a, e + 1));
				if (a < start)
					a = start;
				if (a > e) {
					fe->acc_cycle = e + 1;
					break;
				}
				if (!fe->tail && last && writes_next(fe, last)) {
					/* the last unit wrote the next bundle too */
					fe->tail = 1;
					fe->tail_first = last->deliver;
				}
				size_t held = fe->next_bundle - fe->nleft + fe->tail;
				uint64_t room = held < fe->ib_entries ? (fe->ib_entries - held) / 2 : 0;
				uint64_t cycles = e - a + 1, writes = cycles < room ? cycles : room;
				if (writes && fe->tail_first == NEVER)
					fe->tail_first = a;
				fe->tail += 2 * (unsigned)writes;
				add(&g->fe_lost[CORE_FE_IBFULL], 2 * (cycles - writes));
				fe->acc_cycle = e + 1;
				break;
			}
		}
		struct fe_unit *u = &fe->units[fe->acc_unit];
		uint64_t a = fe->acc_cycle;
		bool placed = u->placed || place_unit(fe);
		uint64_t end = placed ? u->deliver : NEVER;
		add(&g->fe_lost[u->gap_cause], 2 * overlap(u->gap_from, u->start, a, e + 1));
		add(&g->fe_lost[CORE_FE_IMISS], 2 * overlap(u->start, u->fetched, a, e + 1));
		add(&g->fe_lost[CORE_FE_IBFULL], 2 * overlap(u->fetched, end, a, e + 1));
		if (!placed || end > e) {
			fe->acc_cycle = e + 1;
			break;
		}
		add(&g->fe_lost[CORE_FE_UNREACHED], u->unreached);
		fe->acc_cycle = end + 1;
		fe->acc_unit++;
	}
}

/* A group's cycles [a, e], of which [free_lo, free_hi) and e the back
 * end was not stalled otherwise. */
struct exit_span {
	uint64_t a, e, free_lo, free_hi;
};

/* Adds places empty at the IB's exit in cycles [lo, hi) within [a, e], n of
 * them a cycle, for cause: all to ib_exit_lost, those in the cycles the
 * back end was not stalled otherwise to be_lost. */
static void exit_add(struct sim_group *g, const struct exit_span *x, uint64_t lo, uint64_t hi,
		     unsigned n, enum core_fe_cause cause)
{
	add(&g->ib_exit_lost[cause], n * overlap(lo, hi, x->a, x->e + 1));
	add(&g->be_lost[cause], n * (overlap(lo, hi, x->free_lo, x->free_hi) +
				     overlap(lo, hi, x->e, x->e + 1)));
}

/* Places empty at the exit while unit u has not written its bundles,
 * cycles [lo, hi), by the cause of each cycle. */
static void exit_unit(struct sim_group *g, const struct exit_span *x, const struct fe_unit *u,
		      uint64_t lo, uint64_t hi, unsigned n)
{
	uint64_t cut[4] = {lo, u->start, u->fetched, hi};
	for (int k = 0; k < 3; k++) {
		uint64_t from = cut[k] > lo ? cut[k] : lo, to = cut[k + 1] < hi ? cut[k + 1] : hi;
		if (from < to)
			exit_add(g, x, from, to, n, unit_cause(u, from));
	}
}

void fe_account(struct front_end *fe, struct sim_group *g, uint64_t a, uint64_t mis,
		uint64_t wait)
{
	uint64_t e = g->cycle;
	fe->acc_cycle = a;
	account_fetch(fe, g, e);
	/* the exit: the group's first bundle and the one after it */
	struct exit_span x = {a, e, a + mis, a + mis + wait};
	uint32_t b0 = fe->s[g->first].bundle, b1 = b0 + 1;
	const struct fe_unit *u0 = &fe->units[fe->unit_of[b0]];
	uint64_t t0 = u0->deliver;
	exit_unit(g, &x, u0, a, t0, 2);
	/* the cycles the group waited for it, by why */
	uint64_t w0 = a + mis, w1 = w0 + wait;
	if (u0->gap_cause == CORE_FE_BUBBLE)
		add(&g->fe_wait_bubble, overlap(u0->gap_from, u0->start, w0, w1));
	add(&g->fe_wait_imiss, overlap(u0->start, u0->fetched, w0, w1));
	uint64_t t1;
	if (b1 < fe->nbundles) {
		t1 = fe_available(fe, b1);
		if (fe->unit_of[b1] == UINT32_MAX)
			return;
		const struct fe_unit *u1 = &fe->units[fe->unit_of[b1]];
		if (u1 == u0)
			return;
		exit_add(g, &x, t0, u1->gap_from, 1, CORE_FE_UNREACHED);
		exit_unit(g, &x, u1, u1->gap_from > t0 ? u1->gap_from : t0, t1, 1);
	} else {
		/* the code after the stream: in the IB with the last unit
		 * when that did not fill its pair, else from tail_first */
		t1 = writes_next(fe, u0) ? t0 : fe->tail_first;
		uint64_t from, start = tail_start(fe, &from);
		exit_add(g, &x, t0, from < t1 ? from : t1, 1, CORE_FE_UNREACHED);
		exit_add(g, &x, from, start < t1 ? start : t1, 1, CORE_FE_BUBBLE);
		exit_add(g, &x, start, t1, 1, CORE_FE_UNREACHED);
	}
}

void fe_issued(struct front_end *fe, const struct sim_group *g, size_t next, size_t n)
{
	size_t upto = next < n ? fe->s[next].bundle : fe->nbundles;
	if (upto > fe->nbundles)
		upto = fe->nbundles;
	for (; fe->nleft < upto; fe->nleft++)
		fe->leave[fe->nleft] = g->cycle;
}

void fe_flush(struct front_end *fe, size_t next, uint64_t from, uint64_t restart)
{
	uint32_t b = fe->s[next].bundle;
	if (b >= fe->nbundles)
		return;
	/* drop the units from the one holding b on; b's is fetched again
	 * from b */
	if (b < fe->next_bundle) {
		size_t u = fe->unit_of[b];
		for (size_t k = fe->units[u].first; k < fe->next_bundle; k++)
			fe->unit_of[k] = UINT32_MAX;
		fe->nunits = u;
		if (fe->acc_unit > u)
			fe->acc_unit = u;
	}
	fe->next_bundle = b;
	fe->restarting = fe->flushed = true;
	fe->flush_from = from;
	fe->restart = restart;
}
