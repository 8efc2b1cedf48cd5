/*
 * analysis/counts.c - PMU event counts from the simulated traces.
 *
 * Every count comes from a trace the core model ran: the instructions it
 * reached (with their predicates) and the groups it issued.  A block
 * outside loops counts its trace once per execution; a loop counts its
 * exact trace of one entry (up to 256 iterations) plus the steady state's
 * events per iteration for the iterations beyond, once per entry.  The
 * definitions follow the Montecito manual's chapter 4; docs/events.md says
 * which assumption each count rests on.
 */
#include "counts.h"
#include "eventids.h"
#include "values.h"
#include "../common/arena.h"
#include "../common/strbuf.h"
#include "../machine/effects.h"
#include "../machine/events.h"
#include "../machine/pmu.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A set of more entries than this is indexed by event id while it is
 * built (count_set.slot): a loop's holds some 180 events, each added many
 * times, and a linear search for an event not there compares them all. */
enum { COUNTS_INDEXED = 24 };

/* Drops set's index (entries were removed, or the set is complete). */
static void unindex(struct count_set *set)
{
	free(set->slot);
	set->slot = NULL;
	set->nslots = 0;
}

/* Enters entry i of set, of event id, into its index. */
static void index_entry(struct count_set *set, size_t i, uint32_t id)
{
	if (id >= set->nslots) {
		uint32_t n = eventid_count() + 64;
		set->slot = xrealloc(set->slot, n * sizeof *set->slot);
		memset(set->slot + set->nslots, 0, (n - set->nslots) * sizeof *set->slot);
		set->nslots = n;
	}
	set->slot[id] = (uint16_t)(i + 1);
}

/* Removes every entry of set, keeping its arrays. */
static void empty(struct count_set *set)
{
	for (size_t i = 0; set->slot && i < set->n; i++)
		set->slot[eventid_of_interned(set->v[i].event)] = 0;
	set->n = 0;
}

/* Indexes set's entries by id (none when it has more than an index
 * holds, or was built by hand). */
static void index_set(struct count_set *set)
{
	unindex(set);
	if (set->n >= UINT16_MAX || !set->interned)
		return;
	for (size_t i = 0; i < set->n; i++)
		index_entry(set, i, eventid_of_interned(set->v[i].event));
}

/* The entry of event id in set, or NULL.  A set counts_add built holds
 * the interned names; one built by hand is searched by name (event). */
static struct event_count *find(const struct count_set *set, uint32_t id, const char *event)
{
	if (set->slot)
		return id < set->nslots && set->slot[id] ? &set->v[set->slot[id] - 1] : NULL;
	const char *name = id != EVENTID_NONE ? eventid_name(id) : NULL;
	for (size_t i = 0; i < set->n; i++)
		if (set->v[i].event == name)
			return &set->v[i];
	if (set->interned)
		return NULL;
	for (size_t i = 0; i < set->n; i++)
		if (strcmp(set->v[i].event, event) == 0)
			return &set->v[i];
	return NULL;
}

/* Makes set one counts_add may change: a shared set (struct
 * counts.shared) copied, a set built by hand given the interned names. */
static void writable(struct count_set *set)
{
	if (set->n && !set->cap) {
		struct event_count *v = xmalloc(set->n * sizeof *v);
		memcpy(v, set->v, set->n * sizeof *v);
		set->v = v;
		set->cap = set->n;
	}
	if (!set->interned)
		for (size_t i = 0; i < set->n; i++)
			set->v[i].event = eventid_name(eventid_intern_copy(set->v[i].event));
	set->interned = true;
}

/* Adds value to event id in set, a writable one. */
static void add_id(struct count_set *set, uint32_t id, double value)
{
	struct event_count *e = find(set, id, NULL);
	if (e) {
		e->value += value;
		return;
	}
	if (set->n == set->cap) {
		set->cap = set->cap ? 2 * set->cap : 16;
		set->v = xrealloc(set->v, set->cap * sizeof *set->v);
	}
	set->v[set->n++] = (struct event_count){eventid_name(id), value};
	if (set->slot && set->n < UINT16_MAX)
		index_entry(set, set->n - 1, id);
	else if (set->slot || set->n > COUNTS_INDEXED)
		index_set(set);		/* made, or dropped when too large */
}

void counts_add(struct count_set *set, const char *event, double value)
{
	if (!set->interned || !set->cap)
		writable(set);
	add_id(set, eventid_intern(event), value);
}

double counts_get(const struct count_set *set, const char *event)
{
	const struct event_count *e = find(set, eventid_find(event), event);
	return e ? e->value : -1;
}

/* The id of entry e of set. */
static uint32_t entry_id(const struct count_set *set, const struct event_count *e)
{
	return set->interned ? eventid_of_interned(e->event) : eventid_intern_copy(e->event);
}

static void count_merge(struct count_set *into, const struct count_set *from, double scale)
{
	if (!into->interned || !into->cap)
		writable(into);
	for (size_t i = 0; i < from->n; i++)
		add_id(into, entry_id(from, &from->v[i]), from->v[i].value * scale);
}

void counts_set_free(struct count_set *set)
{
	free(set->slot);
	if (set->cap)	/* else shared (struct counts.shared) or empty */
		free(set->v);
	memset(set, 0, sizeof *set);
}

/* ---- what an instruction counts as ---------------------------------------- */

/* LOADS_RETIRED: loads and semaphores; a check load (ld.c, ldf.c) only
 * when it misses the ALAT, and the model assumes it hits. */
static bool is_load(const struct mem_access *m)
{
	return m->kind == MEM_SEMAPHORE ||
	       (m->kind == MEM_LOAD && !(m->flags & MEMF_CHECK));
}

/* LOADS_RETIRED_INTG: the retired loads of formats M1-M3 [the seed,
 * Table 2-7: ldsz, ld8.fill; L2D_OPS_ISSUED.INT_LOAD:
 * "integer loads, including ld16"].  Semaphores, FP and RSE loads are
 * other kinds there (L1D_READS_SET0's definition lists them apart); a
 * check load counts as LOADS_RETIRED counts it, only on an ALAT miss. */
static bool is_integer_load(const struct mem_access *m)
{
	return m->kind == MEM_LOAD && !(m->flags & (MEMF_CHECK | MEMF_FP | MEMF_RSE));
}

static bool is_store(const struct mem_access *m)
{
	return m->kind == MEM_STORE || m->kind == MEM_SEMAPHORE;
}

/* BR_MISPRED_DETAIL's branch types. */
static const char *branch_type(const struct branch_info *b)
{
	if (b->kind == BRANCH_RETURN)
		return "BR_MISPRED_DETAIL.RETURN.ALL_PRED";
	if (b->indirect)
		return "BR_MISPRED_DETAIL.NRETIND.ALL_PRED";
	return "BR_MISPRED_DETAIL.IPREL.ALL_PRED";
}

/* The PMU qualification of a run (machine/pmu.h), or none. */
struct qual {
	const struct pmu_setup *q;
	const struct program *p;
	bool tag[4];		/* the instruction's channel tags */
	bool range0;		/* its address-range tag on channel 0 */
};

/* The catalogue entry of a counted name ("EVENT", "EVENT.UMASK", with or
 * without ":threshold=N"), or NULL; looked up once per event id. */
static const struct ev_event *catalogue_event(const char *name)
{
	static struct { const struct ev_event *ev; bool known; } *cache;
	static uint32_t ncache;
	uint32_t id = eventid_intern(name);
	if (id >= ncache) {
		uint32_t n = eventid_count() + 64;
		cache = xrealloc(cache, n * sizeof *cache);
		memset(cache + ncache, 0, (n - ncache) * sizeof *cache);
		ncache = n;
	}
	if (!cache[id].known) {
		char base[96];
		snprintf(base, sizeof base, "%s", name);
		char *colon = strchr(base, ':');
		if (colon)
			*colon = '\0';
		const struct ev_umask *um;
		if (!ev_lookup(base, &cache[id].ev, &um))
			cache[id].ev = NULL;
		cache[id].known = true;
	}
	return cache[id].ev;
}

/* The qualification of instruction in, in a bundle of template tmpl. */
static struct qual insn_qual(const struct pmu_setup *q, const struct program *p, int tmpl,
			     const struct asm_insn *in)
{
	struct qual qu = {q, p, {true, true, true, true}, true};
	if (q) {
		for (int ch = 0; ch < 4; ch++)
			qu.tag[ch] = pmu_insn_tag(q, tmpl, in, ch);
		qu.range0 = pmu_range_tag(q->regs, 0, pmu_insn_addr(q, in), q->cpl);
	}
	return qu;
}

/* The qualification of instruction in, in the bundle it was laid in. */
static struct qual laid_insn_qual(const struct pmu_setup *q, const struct program *p,
				  const struct asm_insn *in)
{
	const struct asm_bundle *b = q ? program_insn_bundle(p, in) : NULL;
	return insn_qual(q, p, b ? b->template_number : -1, in);
}

/* Does the qualification let this instruction count toward event?  Events
 * that take instruction-address or opcode qualification honour channel 0
 * (the manual's IBRP0 and PMC32/33); the others count everything. */
static bool passes(const struct qual *qu, const char *event)
{
	if (!qu || !qu->q)
		return true;
	const struct ev_event *ev = catalogue_event(event);
	if (!ev || (!ev->iar && !ev->opc))
		return true;
	return ev->opc ? qu->tag[0] : qu->range0;
}

static void qual_add(struct count_set *out, const struct qual *qu, const char *event,
		     double w)
{
	if (passes(qu, event))
		counts_add(out, event, w);
}

static const char *const tagged_names[4] = {
	"IA64_TAGGED_INST_RETIRED.IBRP0_PMC32_33", "IA64_TAGGED_INST_RETIRED.IBRP1_PMC34_35",
	"IA64_TAGGED_INST_RETIRED.IBRP2_PMC32_33", "IA64_TAGGED_INST_RETIRED.IBRP3_PMC34_35",
};

/* The retirement events of one reached syllable. */
static void syllable_events(const struct asm_insn *in, bool executes, enum insn_type unit,
			    struct count_set *out, double w, const struct qual *qu)
{
	const struct insn_desc *d = in->form->desc;
	bool lx = d->type == TYPE_LX;
	struct mem_access mem = effects_memory(in->form);
	struct branch_info br = effects_branch(in->form);
	/* an MLX bundle retires at most two instructions: the L+X is one */
	qual_add(out, qu, "IA64_INST_RETIRED", w);
	for (int ch = 0; ch < 4; ch++)
		if (!qu || !qu->q || qu->tag[ch])
			counts_add(out, tagged_names[ch], w);
	if (insn_is_branch(d)) {
		qual_add(out, qu, "BR_MISPRED_DETAIL.ALL.ALL_PRED", w);
		qual_add(out, qu, branch_type(&br), w);
	}
	if (!executes) {
		if (unit != TYPE_B)
			qual_add(out, qu, "PREDICATE_SQUASHED_RETIRED", w);
		return;
	}
	if (d->cls == CLS_NOP && !lx)
		qual_add(out, qu, "NOPS_RETIRED", w);
	if (is_load(&mem))
		qual_add(out, qu, "LOADS_RETIRED", w);
	if (is_integer_load(&mem))
		qual_add(out, qu, "LOADS_RETIRED_INTG", w);
	if (is_store(&mem))
		qual_add(out, qu, "STORES_RETIRED", w);
	int f = ev_fp_ops_weight(in->form, in->ops, in->nops);
	if (f)
		qual_add(out, qu, "FP_OPS_RETIRED", w * f);
	if (effects_moves_register_stack(in->form))
		qual_add(out, qu, "RSE_EVENT_RETIRED", w);
	if (d->cls == CLS_SRLZ_I)
		qual_add(out, qu, "SERIALIZATION_EVENTS", w);
	struct alat_insn alat = effects_alat(in->form);
	bool chka = alat.op == ALAT_OP_CHK_A;
	if (chka || (mem.kind == MEM_LOAD && (mem.flags & MEMF_CHECK))) {
		bool fp = (chka && alat.fp) || (mem.flags & MEMF_FP);
		qual_add(out, qu, fp ? "INST_CHKA_LDC_ALAT.FP" : "INST_CHKA_LDC_ALAT.INT", w);
		qual_add(out, qu, "INST_CHKA_LDC_ALAT.ALL", w);
	}
}

/* A trace that repeats (a loop's) reaches each of its instructions many
 * times, and syllable_events gives the same increments each time: they
 * depend on the instruction, its predicate and, through the trace's
 * fixed qualification, on nothing else.  So they are kept, by event id,
 * for the trace at hand in a direct-mapped table keyed by instruction and
 * predicate, and added again from it.  The increments are whole numbers
 * (retirements, an FP operation count), so their sums are the same in
 * any grouping. */
enum { MEMO_SLOTS = 256, MEMO_EVENTS = 16 };
struct syllable_memo {
	uint32_t key[MEMO_SLOTS];	/* insn * 2 + executes + 1; 0: empty */
	uint8_t n[MEMO_SLOTS];
	struct { uint32_t id; float value; } e[MEMO_SLOTS][MEMO_EVENTS];	/* whole */
	struct count_set scratch;	/* syllable_events' increments, once */
};

static struct syllable_memo *memo_new(void)
{
	struct syllable_memo *m = xmalloc(sizeof *m);
	memset(m->key, 0, sizeof m->key);
	memset(&m->scratch, 0, sizeof m->scratch);
	return m;
}

static void memo_free(struct syllable_memo *m)
{
	if (!m)
		return;
	counts_set_free(&m->scratch);
	free(m);
}

/* syllable_events(in, executes, unit, out, 1, qu) for instruction insn,
 * through memo m (NULL: none). */
static void memo_syllable_events(struct syllable_memo *m, uint32_t insn,
				 const struct asm_insn *in, bool executes, enum insn_type unit,
				 struct count_set *out, const struct qual *qu)
{
	if (!m) {
		syllable_events(in, executes, unit, out, 1, qu);
		return;
	}
	uint32_t key = insn * 2 + executes + 1;
	size_t slot = (uint32_t)(key * 2654435761u) >> 24;	/* 8 bits: MEMO_SLOTS */
	if (m->key[slot] != key) {
		empty(&m->scratch);
		syllable_events(in, executes, unit, &m->scratch, 1, qu);
		bool whole = m->scratch.n <= MEMO_EVENTS;
		for (size_t i = 0; whole && i < m->scratch.n; i++)
			whole = (float)m->scratch.v[i].value == m->scratch.v[i].value;
		if (!whole) {
			count_merge(out, &m->scratch, 1);
			return;
		}
		m->key[slot] = key;
		m->n[slot] = (uint8_t)m->scratch.n;
		for (size_t i = 0; i < m->scratch.n; i++) {
			m->e[slot][i].id = eventid_of_interned(m->scratch.v[i].event);
			m->e[slot][i].value = (float)m->scratch.v[i].value;
		}
	}
	if (!out->interned || !out->cap)
		writable(out);
	for (int i = 0; i < m->n[slot]; i++)
		add_id(out, m->e[slot][i].id, m->e[slot][i].value);
}

/* Clamps one cycle's increments to the most the event's counter can add
 * in a cycle (the catalogue's max_inc): FP_OPS_RETIRED can exceed its 6 with
 * two paired fpma, and the counter saturates. */
static void per_cycle_limit(struct count_set *grp)
{
	for (size_t i = 0; i < grp->n; i++) {
		const struct ev_event *ev = catalogue_event(grp->v[i].event);
		if (ev && ev->max_inc > 0 && grp->v[i].value > ev->max_inc)
			grp->v[i].value = ev->max_inc;
	}
}

/* ---- events of a stretch of a trace --------------------------------------- */

/* PMC.threshold=N counts the cycles in which more than N instructions
 * retired; "_CYCLES_RETIRING" (more than none) is no hardware event, only
 * the term of the manual's CPU_OP_CYCLES identity. */
static const char *const threshold_names[] = {
	CYCLES_RETIRING, "IA64_INST_RETIRED:threshold=1",
	"IA64_INST_RETIRED:threshold=2", "IA64_INST_RETIRED:threshold=3",
	"IA64_INST_RETIRED:threshold=4", "IA64_INST_RETIRED:threshold=5",
};

/* Every event the model predicts, so that one that did not occur reads 0
 * rather than being absent (absent means "not predicted"). */
static const char *const predicted_events[] = {
	"IA64_INST_RETIRED", "NOPS_RETIRED", "PREDICATE_SQUASHED_RETIRED",
	"LOADS_RETIRED", "LOADS_RETIRED_INTG", "STORES_RETIRED", "FP_OPS_RETIRED",
	"RSE_EVENT_RETIRED", "SERIALIZATION_EVENTS", "INST_CHKA_LDC_ALAT.ALL", "INST_CHKA_LDC_ALAT.INT",
	"INST_CHKA_LDC_ALAT.FP", "INST_FAILED_CHKA_LDC_ALAT.ALL", "INST_FAILED_CHKA_LDC_ALAT.INT",
	"INST_FAILED_CHKA_LDC_ALAT.FP", "ALAT_CAPACITY_MISS.ALL", "ALAT_CAPACITY_MISS.INT",
	"ALAT_CAPACITY_MISS.FP", "BR_MISPRED_DETAIL.ALL.ALL_PRED",
	"BR_MISPRED_DETAIL.IPREL.ALL_PRED", "BR_MISPRED_DETAIL.RETURN.ALL_PRED",
	"BR_MISPRED_DETAIL.NRETIND.ALL_PRED",
	"IA64_TAGGED_INST_RETIRED.IBRP0_PMC32_33", "IA64_TAGGED_INST_RETIRED.IBRP1_PMC34_35",
	"IA64_TAGGED_INST_RETIRED.IBRP2_PMC32_33", "IA64_TAGGED_INST_RETIRED.IBRP3_PMC34_35",
	/* the ones above are each instruction's own; those below its cycle's */
	"INST_DISPERSED", "SYLL_NOT_DISPERSED.ALL", "SYLL_NOT_DISPERSED.EXPL",
	"SYLL_NOT_DISPERSED.IMPL", "SYLL_NOT_DISPERSED.FE", "SYLL_NOT_DISPERSED.MLX",
	"BE_EXE_BUBBLE.GRALL", "BE_EXE_BUBBLE.FRALL", "BE_EXE_BUBBLE.PR",
	"BE_EXE_BUBBLE.ARCR", "BE_EXE_BUBBLE.ARCR_PR_CANCEL_BANK",
	"IA64_INST_RETIRED:threshold=1", "IA64_INST_RETIRED:threshold=2",
	"IA64_INST_RETIRED:threshold=3", "IA64_INST_RETIRED:threshold=4",
	"IA64_INST_RETIRED:threshold=5", CYCLES_RETIRING,
};

/* Per instruction, the weights of its executions with a true and a false
 * predicate; NULL when not wanted. */
struct insn_weights {
	double *executed, *squashed;
	double scale;		/* times the trace's weight: a loop's entries */
};

/* The L2D's secondary misses (reads, writes, all) and the accesses timed
 * without their address, as trace_secondaries and steady_secondaries keep
 * them until secondary_events publishes them. */
static const char *const secondary_internal[4] = {
	"_l2d_secondary_read", "_l2d_secondary_write", "_l2d_secondary_all", "_l2d_untimed"
};

/* The front end's events from the bundles it lost, by cause
 * (sim_group.fe_lost, ib_exit_lost, be_lost), each weighted w.  FE_BUBBLE
 * counts the cycles that wrote nothing into the buffer: two bundles lost
 * each.  The causes the model does not have (TLBMISS, FILL_RECIRC, BRANCH,
 * BI, BRQ, PLP, BR_ILOCK) are none in ALL and the unions. */
static void front_end_events(struct count_set *out, double w, const uint64_t *fe_lost,
			     const uint64_t *exit_lost, const uint64_t *be_lost)
{
	/* by event and cause (NULL: IBFULL, meaningless at the exit); the
	 * names stay: a count set keeps the pointer */
#define LOST_NAMES(ev, ibfull) { [CORE_FE_FLUSH] = ev ".FEFLUSH", \
	[CORE_FE_IMISS] = ev ".IMISS", [CORE_FE_BUBBLE] = ev ".BUBBLE", \
	[CORE_FE_IBFULL] = ibfull, [CORE_FE_UNREACHED] = ev ".UNREACHED" }
	static const char *const names[3][CORE_FE_CAUSE_COUNT] = {
		LOST_NAMES("FE_LOST_BW", "FE_LOST_BW.IBFULL"),
		LOST_NAMES("IDEAL_BE_LOST_BW_DUE_TO_FE", NULL),
		LOST_NAMES("BE_LOST_BW_DUE_TO_FE", NULL)
	};
#undef LOST_NAMES
	static const char *const all_names[3] = {
		"FE_LOST_BW.ALL", "IDEAL_BE_LOST_BW_DUE_TO_FE.ALL", "BE_LOST_BW_DUE_TO_FE.ALL"
	};
	const uint64_t *lost[3] = {fe_lost, exit_lost, be_lost};
	for (int e = 0; e < 3; e++) {
		double all = 0;
		for (int c = 0; c < CORE_FE_CAUSE_COUNT; c++) {
			all += (double)lost[e][c];
			if (names[e][c])
				counts_add(out, names[e][c], w * (double)lost[e][c]);
		}
		counts_add(out, all_names[e], w * all);
	}
	double bubble[CORE_FE_CAUSE_COUNT], all = 0;
	for (int c = 0; c < CORE_FE_CAUSE_COUNT; c++) {
		bubble[c] = c == CORE_FE_UNREACHED ? 0 : (double)(fe_lost[c] / 2);
		all += bubble[c];
	}
	counts_add(out, "FE_BUBBLE.ALL", w * all);
	counts_add(out, "FE_BUBBLE.FEFLUSH", w * bubble[CORE_FE_FLUSH]);
	counts_add(out, "FE_BUBBLE.IMISS", w * bubble[CORE_FE_IMISS]);
	counts_add(out, "FE_BUBBLE.GROUP2", w * bubble[CORE_FE_IMISS]);
	counts_add(out, "FE_BUBBLE.BUBBLE", w * bubble[CORE_FE_BUBBLE]);
	counts_add(out, "FE_BUBBLE.IBFULL", w * bubble[CORE_FE_IBFULL]);
	counts_add(out, "FE_BUBBLE.ALLBUT_FEFLUSH_BUBBLE",
		   w * (all - bubble[CORE_FE_FLUSH] - bubble[CORE_FE_BUBBLE]));
	counts_add(out, "FE_BUBBLE.ALLBUT_IBFULL", w * (all - bubble[CORE_FE_IBFULL]));
}

/* The events of the groups that start in syllables [from, to) of t, each
 * weighted w; each syllable's weight also goes to its instruction in insns
 * when it is not NULL.  Syllables marked in outside (NULL: none), the
 * slots of a region's cut bundle outside the region, count only in the
 * events of their cycle (dispersal, retirement per cycle), not in the
 * instructions' own. */
static void trace_events(const struct program *p, const struct pmu_setup *q,
			 const struct trace *t, size_t from, size_t to, double w,
			 struct count_set *out, const struct insn_weights *insns,
			 const uint8_t *outside)
{
	for (size_t i = 0; i < sizeof predicted_events / sizeof predicted_events[0]; i++)
		counts_add(out, predicted_events[i], 0);
	uint64_t cycles = 0, stall = 0, fe = 0, flush = 0, hold = 0;
	uint64_t hold_by[CORE_HOLD_COUNT] = {0};
	uint64_t fe_lost[CORE_FE_CAUSE_COUNT] = {0}, exit_lost[CORE_FE_CAUSE_COUNT] = {0};
	uint64_t be_lost[CORE_FE_CAUSE_COUNT] = {0};
	struct count_set grp = {0};	/* a cycle's retirement events */
	struct syllable_memo *memo = t->niters > 1 ? memo_new() : NULL;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		if (g->first < from || g->first >= to)
			continue;
		/* the cycles before the group: stalls and front-end delays */
		cycles += 1 + g->stall + g->fe_delay;
		stall += g->stall;
		fe += g->fe_delay;
		/* the L1D's holds (a fill queue full) come after the registers */
		hold += g->l1d_hold;
		for (int h = 0; h < CORE_HOLD_COUNT; h++)
			hold_by[h] += g->l1d_hold_by[h];
		for (int c = 0; c < CORE_FE_CAUSE_COUNT; c++) {
			fe_lost[c] += g->fe_lost[c];
			exit_lost[c] += g->ib_exit_lost[c];
			be_lost[c] += g->be_lost[c];
		}
		uint64_t waited = g->stall - g->l1d_hold;
		if (waited && g->stall_producer >= 0) {
			uint16_t reg = g->stall_reg;
			const char *file = reg < REG_FR0 ? "BE_EXE_BUBBLE.GRALL"
					 : reg < REG_PR0 ? "BE_EXE_BUBBLE.FRALL"
					 : reg < REG_BR0 ? "BE_EXE_BUBBLE.PR"
					 : reg >= REG_AR0 ? "BE_EXE_BUBBLE.ARCR" : NULL;
			if (file)
				counts_add(out, file, w * (double)waited);
			if (reg >= REG_PR0 && (reg < REG_BR0 || reg >= REG_AR0))
				counts_add(out, "BE_EXE_BUBBLE.ARCR_PR_CANCEL_BANK", w * (double)waited);
		}
		/* dispersal: six syllable slots a cycle */
		unsigned dispersed = g->count, mlx = 0, retired = 0, qualified_dispersed = 0;
		empty(&grp);
		uint32_t last_bundle = UINT32_MAX;
		for (uint32_t k = 0; k < g->count; k++) {
			const struct trace_syllable *s = &t->syl[g->first + k];
			const struct asm_insn *in = &p->insns[s->insn];
			const struct sim_bundle *b = &t->bundles[s->bundle];
			const struct template_desc *td = template_get(b->template_number);
			if ((b->template_number >> 1) == 2 && s->bundle != last_bundle)
				mlx++;
			last_bundle = s->bundle;
			retired++;
			struct qual qu = insn_qual(q, p, b->template_number, in);
			if (q && passes(&qu, "INST_DISPERSED"))
				qualified_dispersed++;
			if (outside && outside[g->first + k])
				continue;
			enum insn_type unit = td ? td->slot[s->slot] : TYPE_ANY;
			memo_syllable_events(memo, s->insn, in, s->executes, unit, &grp, &qu);
			if (insns)
				(s->executes ? insns->executed : insns->squashed)[s->insn] +=
					w * insns->scale;
		}
		/* a counter adds at most its event's maximum a cycle */
		per_cycle_limit(&grp);
		count_merge(out, &grp, w);
		unsigned lost = 6 - dispersed;
		unsigned lost_mlx = mlx < lost ? mlx : lost;
		lost -= lost_mlx;
		/* the identities hold for the unqualified count; a qualified run
		 * counts the syllables its channel-0 range lets through */
		counts_add(out, "INST_DISPERSED", w * (q ? qualified_dispersed : dispersed));
		counts_add(out, "SYLL_NOT_DISPERSED.MLX", w * lost_mlx);
		const char *why = g->end == END_STOP ? "SYLL_NOT_DISPERSED.EXPL"
				: g->end == END_FETCH || g->end == END_TAKEN_BRANCH ||
				  g->end == END_STREAM ? "SYLL_NOT_DISPERSED.FE"
				: "SYLL_NOT_DISPERSED.IMPL";
		counts_add(out, why, w * lost);
		counts_add(out, "SYLL_NOT_DISPERSED.ALL", w * (lost + lost_mlx));
		for (unsigned th = 0; th < 6; th++)
			if (retired > th)
				counts_add(out, threshold_names[th], w);
		(void)flush;
	}
	memo_free(memo);
	counts_set_free(&grp);
	/* mispredictions are not modelled yet: the penalty never occurs */
	counts_add(out, "CPU_OP_CYCLES.ALL", w * (double)cycles);
	counts_add(out, "DISP_STALLED", w * (double)(stall + fe));
	counts_add(out, "BACK_END_BUBBLE.ALL", w * (double)(stall + fe));
	counts_add(out, "BACK_END_BUBBLE.FE", w * (double)fe);
	counts_add(out, "BACK_END_BUBBLE.L1D_FPU_RSE", w * (double)hold);
	counts_add(out, "BE_EXE_BUBBLE.ALL", w * (double)(stall - hold));
	counts_add(out, "BE_FLUSH_BUBBLE.BRU", 0);
	counts_add(out, "BE_L1D_FPU_BUBBLE.FPU", 0);
	counts_add(out, "BE_L1D_FPU_BUBBLE.L1D", w * (double)hold);
	counts_add(out, "BE_L1D_FPU_BUBBLE.L1D_L2BPRESS", w * (double)hold_by[CORE_HOLD_FILLS]);
	counts_add(out, "BE_L1D_FPU_BUBBLE.L1D_TLB", w * (double)hold_by[CORE_HOLD_TLB]);
	counts_add(out, "BE_L1D_FPU_BUBBLE.L1D_HPW", w * (double)hold_by[CORE_HOLD_HPW]);
	counts_add(out, "BE_L1D_FPU_BUBBLE.ALL", w * (double)hold);
	front_end_events(out, w, fe_lost, exit_lost, be_lost);
}

/* Does the qualification let instruction insn's L2D secondary misses
 * count (the instruction side: IBRP0, PMC32/33; the data side is
 * sim_group.in_drange)? */
static bool secondary_passes(const struct pmu_setup *q, const struct program *p, uint32_t insn)
{
	if (!q)
		return true;
	struct qual qu = laid_insn_qual(q, p, &p->insns[insn]);
	return passes(&qu, "L2D_FORCE_RECIRC.SECONDARY_ALL");
}

/* The L2D's secondary misses of the groups of t (sim_group) that the
 * qualification q lets count, each weighted w, under their internal names
 * until secondary_events publishes them where every access was timed at
 * its address. */
static void trace_secondaries(const struct program *p, const struct pmu_setup *q,
			      const struct trace *t, double w, struct count_set *out)
{
	uint64_t n[4] = {0};
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		const struct sim_group *g = &t->sim.groups[gi];
		n[3] += g->untimed;
		uint8_t counted = q && q->has_drange ? g->l2d_secondary & g->in_drange
			: g->l2d_secondary;
		for (unsigned k = 0; counted && k < 8 && k < g->count; k++) {
			uint8_t bit = (uint8_t)(1u << k);
			if (!(counted & bit) || !secondary_passes(q, p, t->syl[g->first + k].insn))
				continue;
			n[0] += !!(g->l2d_secondary_read & bit);
			n[1] += !!(g->l2d_secondary_write & bit);
			n[2]++;
		}
	}
	for (int k = 0; k < 4; k++)
		counts_add(out, secondary_internal[k], w * (double)n[k]);
}

/* The same for the steady state of a loop, per iteration (ss's
 * averages), times w iterations extrapolated.  Not under a data-address
 * range: the steady state's iterations are not the extrapolated ones, and
 * their addresses are others (the secondary misses are then not given:
 * counted as untimed). */
static void steady_secondaries(const struct program *p, const struct pmu_setup *q,
			       const struct steady_state *ss, double w, struct count_set *out)
{
	if (q && q->has_drange) {
		counts_add(out, secondary_internal[3], 1);
		return;
	}
	double n[3] = {0};
	for (size_t i = 0; i < ss->nl2d_secondary; i++) {
		const struct secondary_misses *s = &ss->l2d_secondary[i];
		if (!secondary_passes(q, p, s->insn))
			continue;
		n[0] += s->read;
		n[1] += s->write;
		n[2] += s->all;
	}
	for (int k = 0; k < 3; k++)
		counts_add(out, secondary_internal[k], w * n[k]);
	counts_add(out, secondary_internal[3], w * ss->untimed);
}

/* cycles more in which the L1D held the pipeline (the memory system's
 * throughput in a loop's steady state: predict.c, throughput_floor): no
 * group issues in them. */
static void held_in_l1d(struct count_set *set, double cycles)
{
	static const char *const held[] = {
		"CPU_OP_CYCLES.ALL", "DISP_STALLED", "BACK_END_BUBBLE.ALL",
		"BACK_END_BUBBLE.L1D_FPU_RSE", "BE_L1D_FPU_BUBBLE.ALL", "BE_L1D_FPU_BUBBLE.L1D",
		"BE_L1D_FPU_BUBBLE.L1D_L2BPRESS",
	};
	if (cycles <= 0)
		return;
	for (size_t i = 0; i < sizeof held / sizeof held[0]; i++)
		counts_add(set, held[i], cycles);
}

static void drop_dar_events(struct count_set *set)
{
	writable(set);		/* a shared set is changed in a copy */
	size_t kept = 0;
	for (size_t i = 0; i < set->n; i++) {
		const struct ev_event *ev = catalogue_event(set->v[i].event);
		struct ev_request r;
		char err[128];
		/* the memory model's are counted access by access in the range */
		bool memory = ev_parse_request(set->v[i].event, &r, err, sizeof err) == 0 &&
			      ev_request_pred(&r) == PRED_MEMORY;
		if (ev && ev->dar && !memory)
			continue;
		set->v[kept++] = set->v[i];
	}
	set->n = kept;
	unindex(set);
}

/* Syllable index where iteration i of t starts (or the end). */
static size_t iter_start(const struct trace *t, size_t i)
{
	return i < t->niters ? t->iter_first[i] : t->n;
}

/* The events of instruction insn of p into out, reached executed times
 * with its predicate true and squashed times with it false (per call). */
static void insn_events(const struct program *p, const struct pmu_setup *q, uint32_t insn,
			double executed, double squashed, struct count_set *out)
{
	const struct asm_insn *in = &p->insns[insn];
	struct qual qu = laid_insn_qual(q, p, in);
	/* B-type instructions sit in B slots, the others do not */
	enum insn_type unit = in->form->desc->type == TYPE_B ? TYPE_B : TYPE_ANY;
	if (executed > 0)
		syllable_events(in, true, unit, out, executed, &qu);
	if (squashed > 0)
		syllable_events(in, false, unit, out, squashed, &qu);
}

/* What the walk's ALAT said of insn (values_walk_alat): its failed checks
 * (a check load that failed reads memory and retires as a load) and the
 * entries it displaced. */
static void alat_events(const struct program *p, const struct pmu_setup *q, uint32_t insn,
			double failed, double displaced, struct count_set *out)
{
	if (failed <= 0 && displaced <= 0)
		return;
	const struct asm_insn *in = &p->insns[insn];
	struct qual qu = laid_insn_qual(q, p, in);
	struct mem_access mem = effects_memory(in->form);
	bool fp = (mem.flags & MEMF_FP) || effects_alat(in->form).fp;
	if (failed > 0) {
		if (mem.kind == MEM_LOAD)
			qual_add(out, &qu, "LOADS_RETIRED", failed);
		if (mem.kind == MEM_LOAD && !fp)
			qual_add(out, &qu, "LOADS_RETIRED_INTG", failed);
		qual_add(out, &qu, fp ? "INST_FAILED_CHKA_LDC_ALAT.FP" : "INST_FAILED_CHKA_LDC_ALAT.INT",
			 failed);
		qual_add(out, &qu, "INST_FAILED_CHKA_LDC_ALAT.ALL", failed);
	}
	if (displaced > 0) {
		qual_add(out, &qu, fp ? "ALAT_CAPACITY_MISS.FP" : "ALAT_CAPACITY_MISS.INT", displaced);
		qual_add(out, &qu, "ALAT_CAPACITY_MISS.ALL", displaced);
	}
}

/* The entries of predicted_events before INST_DISPERSED: an
 * instruction's own events. */
static size_t own_events(void)
{
	static size_t n;
	if (n == 0)
		while (strcmp(predicted_events[n], "INST_DISPERSED") != 0)
			n++;
	return n;
}

/* Is event one of an instruction's own retirement events? */
static bool own_event(const char *event)
{
	static bool *own;	/* by event id */
	static uint32_t nown;
	if (!own) {
		for (size_t i = 0; i < own_events(); i++) {
			uint32_t id = eventid_intern(predicted_events[i]);
			nown = id >= nown ? id + 1 : nown;
		}
		own = xcalloc(nown, sizeof *own);
		for (size_t i = 0; i < own_events(); i++)
			own[eventid_intern(predicted_events[i])] = true;
	}
	uint32_t id = eventid_find(event);
	return id < nown && own[id];
}

static void drop_own_events(struct count_set *set)
{
	writable(set);		/* a shared set is changed in a copy */
	size_t kept = 0;
	for (size_t i = 0; i < set->n; i++)
		if (!own_event(set->v[i].event))
			set->v[kept++] = set->v[i];
	set->n = kept;
	unindex(set);
}

/* BR_PATH_PRED's umasks: by branch type (ALL, IPREL, RETURN, NRETIND)
 * and outcome. */
static const char *const path_names[4][4] = {
	{"BR_PATH_PRED.ALL.OKPRED_TAKEN", "BR_PATH_PRED.ALL.MISPRED_TAKEN",
	 "BR_PATH_PRED.ALL.OKPRED_NOTTAKEN", "BR_PATH_PRED.ALL.MISPRED_NOTTAKEN"},
	{"BR_PATH_PRED.IPREL.OKPRED_TAKEN", "BR_PATH_PRED.IPREL.MISPRED_TAKEN",
	 "BR_PATH_PRED.IPREL.OKPRED_NOTTAKEN", "BR_PATH_PRED.IPREL.MISPRED_NOTTAKEN"},
	{"BR_PATH_PRED.RETURN.OKPRED_TAKEN", "BR_PATH_PRED.RETURN.MISPRED_TAKEN",
	 "BR_PATH_PRED.RETURN.OKPRED_NOTTAKEN", "BR_PATH_PRED.RETURN.MISPRED_NOTTAKEN"},
	{"BR_PATH_PRED.NRETIND.OKPRED_TAKEN", "BR_PATH_PRED.NRETIND.MISPRED_TAKEN",
	 "BR_PATH_PRED.NRETIND.OKPRED_NOTTAKEN", "BR_PATH_PRED.NRETIND.MISPRED_NOTTAKEN"},
};

/* BR_PATH_PRED by direction, for a branch reached `reached` times and
 * taken `taken` times: the model predicts no misprediction (as the
 * flush bubbles it predicts say), so every branch is OKPRED.  (The
 * umasks are entered into out once, by walk_events.) */
static void path_events(const struct asm_insn *in, double reached, double taken,
			struct count_set *out)
{
	if (!insn_is_branch(in->form->desc))
		return;
	struct branch_info br = effects_branch(in->form);
	int type = br.kind == BRANCH_RETURN ? 2 : br.indirect ? 3 : 1;
	for (int t = 0; t <= type; t += type) {
		counts_add(out, path_names[t][0], taken);
		counts_add(out, path_names[t][2], reached - taken);
	}
}

/* The instructions of procedure or loop blocks blocks[0..n). */
static void walk_events(const struct prediction *pr, const struct pmu_setup *q,
			const int *blocks, int n, double scale, struct count_set *out,
			double *executed, double *squashed)
{
	const struct program *p = pr->prog;
	const struct cfg *g = pr->cfg;
	drop_own_events(out);
	for (size_t i = 0; i < own_events(); i++)
		counts_add(out, predicted_events[i], 0);
	for (int t = 0; t < 4 && n > 0; t++)
		for (int k = 0; k < 4; k++)
			counts_add(out, path_names[t][k], 0);
	for (int k = 0; k < n; k++)
		for (struct cfg_insns it = cfg_insns(p, &g->blocks[blocks[k]]); cfg_insns_next(&it);) {
			uint32_t i = it.insn;
			double ex, sq, tk;
			values_walk_insn(g->values, i, &ex, &sq, &tk);
			if (executed) {
				executed[i] = ex;
				squashed[i] = sq;
			}
			insn_events(p, q, i, ex * scale, sq * scale, out);
			path_events(&p->insns[i], (ex + sq) * scale, tk * scale, out);
			double failed, displaced;
			values_walk_alat(g->values, i, &failed, &displaced);
			alat_events(p, q, i, failed * scale, displaced * scale, out);
		}
}

/* work, a complete set, as one of c's shared sets: an equal one's array,
 * or a copy of it trimmed to its entries that becomes one. */
static struct count_set share_set(struct counts *c, const struct count_set *work)
{
	struct count_set set = {NULL, work->n, 0, NULL, 0, true};
	if (work->n)
		set.v = (struct event_count *)pool_keep(&c->shared, work->v,
							 work->n * sizeof *work->v);
	return set;
}

/* set, complete, as one of c's shared sets (share_set); it may be one
 * already. */
static void share(struct counts *c, struct count_set *set)
{
	struct count_set shared = share_set(c, set);
	counts_set_free(set);
	*set = shared;
}

/* Where the value model followed a procedure's call through (values.h,
 * values_walk), its instructions' retirement events, taken branches and
 * its loops' per-entry counts are the walk's. */
static void counts_from_walk(struct counts *c, const struct pmu_setup *q, double *executed,
			     double *squashed)
{
	const struct prediction *pr = c->pr;
	const struct cfg *g = pr->cfg;
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct cfg_proc *cp = &g->procs[pi];
		if (!values_walk_result(g->values, (int)pi)->decided)
			continue;
		int *blocks = xmalloc(((size_t)cp->nblocks + 1) * sizeof *blocks);
		for (int k = 0; k < cp->nblocks; k++)
			blocks[k] = cp->first_block + k;
		walk_events(pr, q, blocks, cp->nblocks, 1, &c->procs[pi], executed, squashed);
		free(blocks);
	}
	for (size_t li = 0; li < g->nloops; li++) {
		const struct cfg_loop *L = &g->loops[li];
		double entries, iters;
		uint32_t deps;
		values_walk_loop(g->values, (int)li, &entries, &iters, &deps);
		if (!values_walk_result(g->values, g->blocks[L->header].proc)->decided || entries <= 0)
			continue;
		walk_events(pr, q, L->blocks, L->nblocks, 1 / entries, &c->loops[li], NULL, NULL);
		share(c, &c->loops[li]);	/* until the memory's events */
	}
}

/* The memory model's events of m's accesses, times scale (docs/memory.md,
 * "Events"); nothing when some access's address was not known, since the
 * counts would leave it out. */
static void cache_events(const struct cache_counts *k, double scale, bool fetches,
			 struct count_set *out)
{
	double l2d_reads = (double)(k->l2d_load_refs + k->l2d_prefetch_refs + k->l2d_semaphore_refs);
	double l2d_writes = (double)(k->l2d_store_refs + k->l2d_semaphore_refs);
	double rd_hit = (double)k->l3_data_read_hits, rd_miss = (double)k->l3_data_read_misses;
	double wr_hit = (double)k->l3_data_write_hits, wr_miss = (double)k->l3_data_write_misses;
	double wb_hit = (double)k->l3_wb_hits, wb_miss = (double)k->l3_wb_misses;
	double i_hit = (double)(k->l3_inst_hits + k->l3_inst_pf_hits);
	double i_miss = (double)(k->l3_inst_misses + k->l3_inst_pf_misses);
	struct named { const char *name; double v; };
	const struct named data[] = {
		{"DATA_REFERENCES_SET0", (double)k->data_accesses},
		{"DATA_REFERENCES_SET1", (double)k->data_accesses},
		{"L1D_READS_SET0", (double)k->l1d_reads},
		{"L1D_READS_SET1", (double)k->l1d_reads},
		{"L1D_READ_MISSES.ALL", (double)k->l1d_read_misses},
		{"L2D_REFERENCES.READS", l2d_reads},
		{"L2D_REFERENCES.WRITES", l2d_writes},
		{"L2D_REFERENCES.ALL", l2d_reads + l2d_writes},
		{"L2D_MISSES", (double)k->l2d_misses},
		{"L2D_INSERT_HITS", (double)k->l2d_hits},
		{"L2D_INSERT_MISSES", (double)k->l2d_misses},
		/* every L2D reference is an operation issued, by its type
		 * (OTHER: the model has no such operation, and the manual
		 * does not say which they are: not predicted) */
		{"L2D_OPS_ISSUED.INT_LOAD", (double)(k->l2d_load_refs - k->l2d_fp_load_refs)},
		{"L2D_OPS_ISSUED.FP_LOAD", (double)k->l2d_fp_load_refs},
		{"L2D_OPS_ISSUED.RMW", (double)(k->l2d_semaphore_refs + k->l2d_rmw_store_refs)},
		{"L2D_OPS_ISSUED.STORE", (double)(k->l2d_store_refs - k->l2d_rmw_store_refs)},
		{"L2D_OPS_ISSUED.LFETCH", (double)k->l2d_prefetch_refs},
		/* the lines L2D filled, by the state they were filled in (I
		 * and P: fills meeting snoops, not predicted) */
		{"L2D_FILL_MESI_STATE.M", (double)k->l2d_fills_m},
		{"L2D_FILL_MESI_STATE.E", (double)k->l2d_fills_e},
		{"L2D_FILL_MESI_STATE.S", (double)k->l2d_fills_s},
		/* L2D hits of one issue group in one bank of two lines: the
		 * younger is cancelled */
		{"L2D_OZQ_CANCELS0.BANK_CONF", (double)k->l2d_bank_conflicts},
		/* L2D misses of one issue group to one set, two lines: the
		 * younger is forced to recirculate */
		{"L2D_FORCE_RECIRC.SAME_INDEX", (double)k->l2d_same_index_recircs},
		{"L3_READS.DATA_READ.HIT", rd_hit},
		{"L3_READS.DATA_READ.MISS", rd_miss},
		{"L3_READS.DATA_READ.ALL", rd_hit + rd_miss},
		{"L3_WRITES.DATA_WRITE.HIT", wr_hit},
		{"L3_WRITES.DATA_WRITE.MISS", wr_miss},
		{"L3_WRITES.DATA_WRITE.ALL", wr_hit + wr_miss},
		{"L3_WRITES.L2_WB.HIT", wb_hit},
		{"L3_WRITES.L2_WB.MISS", wb_miss},
		{"L3_WRITES.L2_WB.ALL", wb_hit + wb_miss},
		{"L3_WRITES.ALL.HIT", wr_hit + wb_hit},
		{"L3_WRITES.ALL.MISS", wr_miss + wb_miss},
		{"L3_WRITES.ALL.ALL", wr_hit + wb_hit + wr_miss + wb_miss},
		{"L1DTLB_TRANSFER", (double)k->l1dtlb_transfers},
		{"L2DTLB_MISSES", (double)k->l2dtlb_misses},
		{"MISALIGNED_LOADS_RETIRED", (double)k->misaligned_loads},
		{"MISALIGNED_STORES_RETIRED", (double)k->misaligned_stores},
	};
	/* what only a procedure or a loop has: its fetches and the bus */
	const struct named fetch[] = {
		/* the fetches of the executed path, demand and the streaming
		 * prefetcher's (docs/memory.md, section 3); the bus events
		 * below take them in too */
		{"L1I_READS", (double)k->l1i_reads},
		{"L1I_FILLS", (double)k->l1i_fills},
		{"ISB_BUNPAIRS_IN", (double)k->isb_bunpairs_in},
		{"L1I_PREFETCHES", (double)k->l1i_prefetches},
		{"L1I_STRM_PREFETCHES", (double)k->l1i_prefetches},
		{"L2I_DEMAND_READS", (double)k->l1i_misses},
		{"L2I_PREFETCHES", (double)k->l2i_prefetches},
		{"L2I_READS.HIT.DMND", (double)k->l2i_hits},
		{"L2I_READS.MISS.DMND", (double)k->l2i_misses},
		{"L2I_READS.ALL.DMND", (double)(k->l2i_hits + k->l2i_misses)},
		{"L2I_READS.HIT.PFTCH", (double)k->l2i_pf_hits},
		{"L2I_READS.MISS.PFTCH", (double)k->l2i_pf_misses},
		{"L2I_READS.ALL.PFTCH", (double)(k->l2i_pf_hits + k->l2i_pf_misses)},
		{"L2I_READS.HIT.ALL", (double)(k->l2i_hits + k->l2i_pf_hits)},
		{"L2I_READS.MISS.ALL", (double)(k->l2i_misses + k->l2i_pf_misses)},
		{"L2I_READS.ALL.ALL", (double)(k->l2i_hits + k->l2i_misses + k->l2i_pf_hits +
					       k->l2i_pf_misses)},
		{"L2I_READS.HIT.NONE", 0}, {"L2I_READS.MISS.NONE", 0}, {"L2I_READS.ALL.NONE", 0},
		/* the model's code is cacheable (Linux maps text write-back) */
		{"L2I_UC_READS.HIT.DMND", 0}, {"L2I_UC_READS.MISS.DMND", 0},
		{"L2I_UC_READS.ALL.DMND", 0}, {"L2I_UC_READS.HIT.PFTCH", 0},
		{"L2I_UC_READS.MISS.PFTCH", 0}, {"L2I_UC_READS.ALL.PFTCH", 0},
		{"L2I_UC_READS.HIT.ALL", 0}, {"L2I_UC_READS.MISS.ALL", 0},
		{"L2I_UC_READS.ALL.ALL", 0}, {"L2I_UC_READS.HIT.NONE", 0},
		{"L2I_UC_READS.MISS.NONE", 0}, {"L2I_UC_READS.ALL.NONE", 0},
		{"L2I_VICTIMIZATIONS", (double)k->l2i_victims},
		{"L3_READS.DINST_FETCH.HIT", (double)k->l3_inst_hits},
		{"L3_READS.DINST_FETCH.MISS", (double)k->l3_inst_misses},
		{"L3_READS.DINST_FETCH.ALL", (double)(k->l3_inst_hits + k->l3_inst_misses)},
		{"L3_READS.INST_FETCH.HIT", i_hit},
		{"L3_READS.INST_FETCH.MISS", i_miss},
		{"L3_READS.INST_FETCH.ALL", i_hit + i_miss},
		{"L3_READS.ALL.HIT", i_hit + rd_hit},
		{"L3_READS.ALL.MISS", i_miss + rd_miss},
		{"L3_READS.ALL.ALL", i_hit + i_miss + rd_hit + rd_miss},
		{"L3_REFERENCES", i_hit + i_miss + rd_hit + rd_miss + wr_hit + wr_miss + wb_hit + wb_miss},
		{"L3_MISSES", i_miss + rd_miss + wr_miss + wb_miss},
		{"L3_LINES_REPLACED", (double)k->l3_dirty_victims},
		/* an L2D or L2I miss that misses L3 allocates the line there; a
		 * dirty L2D victim is no L2 miss (docs/memory.md, section 8) */
		{"L3_INSERTS", i_miss + rd_miss + wr_miss},
		{"ITLB_MISSES_FETCH.L1ITLB", (double)k->l1itlb_misses},
		{"ITLB_MISSES_FETCH.L2ITLB", (double)k->l2itlb_misses},
		{"ITLB_MISSES_FETCH.ALL", (double)k->l1itlb_misses},
		/* the bus transactions this core's misses make (full lines:
		 * the model has no partial or uncacheable ones) */
		{"BUS_RD_DATA.SELF", (double)k->mem_data_reads},
		{"BUS_MEM_READ.BRL.SELF", (double)(k->mem_data_reads + k->mem_inst_reads)},
		{"BUS_MEM_READ.BRIL.SELF", (double)k->mem_rfo_reads},
		{"BUS_MEM_READ.BIL.SELF", 0},
		{"BUS_MEM_READ.ALL.SELF",
		 (double)(k->mem_data_reads + k->mem_inst_reads + k->mem_rfo_reads)},
		{"BUS_WR_WB.EQ_128BYTE.SELF", (double)k->mem_writes},
		{"BUS_WR_WB.CCASTOUT.SELF", 0},
		{"BUS_WR_WB.ALL.SELF", (double)k->mem_writes},
		{"BUS_MEMORY.EQ_128BYTE.SELF", (double)(k->mem_data_reads + k->mem_inst_reads +
						       k->mem_rfo_reads + k->mem_writes)},
		{"BUS_MEMORY.LT_128BYTE.SELF", 0},
		{"BUS_RD_PRTL.SELF", 0},
		{"BUS_MEMORY.ALL.SELF", (double)(k->mem_data_reads + k->mem_inst_reads +
						k->mem_rfo_reads + k->mem_writes)},
	};
	for (size_t i = 0; i < sizeof data / sizeof data[0]; i++)
		counts_add(out, data[i].name, data[i].v * scale);
	for (size_t i = 0; fetches && i < sizeof fetch / sizeof fetch[0]; i++)
		counts_add(out, fetch[i].name, fetch[i].v * scale);
}

/* The L2D's secondary misses, from the core's timing (docs/memory.md,
 * section 5, "Lines in flight"): kept under internal names
 * (secondary_internal), published as L2D_FORCE_RECIRC's SECONDARY umasks
 * when the timing knew the address of every access of procedure m. */
static void secondary_events(const struct memory_counts *m, struct count_set *out)
{
	static const char *const name[3] = {
		"L2D_FORCE_RECIRC.SECONDARY_READ", "L2D_FORCE_RECIRC.SECONDARY_WRITE",
		"L2D_FORCE_RECIRC.SECONDARY_ALL"
	};
	if (!m || !m->simulated || m->unknown || counts_get(out, secondary_internal[3]) != 0)
		return;
	for (int k = 0; k < 3; k++) {
		double v = counts_get(out, secondary_internal[k]);
		counts_add(out, name[k], v > 0 ? v : 0);
	}
}

static void memory_events(const struct memory_counts *m, double scale, struct count_set *out)
{
	if (m && m->simulated && !m->unknown) {
		cache_events(&m->c, scale, true, out);
		counts_add(out, "L1D_READ_MISSES.RSE_FILL", (double)m->c.l1d_read_misses_rse * scale);
	}
}

/* The register stack engine's events where the memory model followed it
 * along the walk (docs/memory.md, "The register stack engine"): its
 * mandatory fills and spills are retired loads and stores too [the seed,
 * LOADS_RETIRED, STORES_RETIRED]; the current and dirty registers before
 * each instruction that moved the stack, summed by bit fields.  Not under
 * a qualification (which of them an address range or opcode would let
 * count is not modelled). */
static void rse_events(const struct memory_counts *m, double scale, struct count_set *out)
{
	if (!m || !m->simulated || !m->rse_known)
		return;
	double ld = (double)m->rse_loads * scale, st = (double)m->rse_stores * scale;
	counts_add(out, "RSE_REFERENCES_RETIRED.LOAD", ld);
	counts_add(out, "RSE_REFERENCES_RETIRED.STORE", st);
	counts_add(out, "RSE_REFERENCES_RETIRED.ALL", ld + st);
	counts_add(out, "LOADS_RETIRED", ld);
	counts_add(out, "STORES_RETIRED", st);
	static const char *const cur[3] = {"RSE_CURRENT_REGS_2_TO_0", "RSE_CURRENT_REGS_5_TO_3",
					   "RSE_CURRENT_REGS_6"};
	static const char *const dirty[3] = {"RSE_DIRTY_REGS_2_TO_0", "RSE_DIRTY_REGS_5_TO_3",
					     "RSE_DIRTY_REGS_6"};
	for (int k = 0; k < 3; k++) {
		counts_add(out, cur[k], (double)m->rse_current[k] * scale);
		counts_add(out, dirty[k], (double)m->rse_dirty[k] * scale);
	}
}

/* What insn's own accesses count toward the memory events under the
 * qualification q (NULL: none): all of them, or with --drange those the
 * data-address constraint lets count; nothing when its opcode or address
 * does not pass (the events take both).  NULL when the memory model did
 * not run them. */
static const struct cache_counts *qualified_insn_counts(const struct prediction *pr,
							const struct pmu_setup *q, uint32_t insn)
{
	if (!q)
		return memory_insn_counts(pr->memory, insn);
	const struct cache_counts *mc = q->has_drange ?
		memory_insn_counts_in_range(pr->memory, insn) :
		memory_insn_counts(pr->memory, insn);
	if (!mc)
		return NULL;
	static const struct cache_counts none;
	const struct program *p = pr->prog;
	struct qual qu = laid_insn_qual(q, p, &p->insns[insn]);
	return passes(&qu, "L2D_MISSES") ? mc : &none;
}

/* Under a qualification: the data-side memory events of blocks[0..n)
 * (a procedure's or a loop's), each access counted as qualified_insn_counts says,
 * times scale. */
static void qualified_memory_events(const struct prediction *pr, const struct pmu_setup *q,
				    const int *blocks, int n, double scale,
				    struct count_set *out)
{
	const struct program *p = pr->prog;
	struct cache_counts sum = {0};
	for (int k = 0; k < n; k++)
		for (struct cfg_insns it = cfg_insns(p, &pr->cfg->blocks[blocks[k]]);
		     cfg_insns_next(&it);) {
			const struct cache_counts *mc = qualified_insn_counts(pr, q, it.insn);
			if (mc)
				cache_counts_add(&sum, mc);
		}
	cache_events(&sum, scale, false, out);
}

/* ---- a loop's exact trace, taken as soon as it is predicted ------------ */

/* A loop's events over its exact trace (trace_events, trace_secondaries),
 * kept once counts_predict has taken them and the trace's groups are gone:
 * the events' names in their order and the values that are not +0, each
 * array kept once (struct exact_taker.pool) for the loops that have an
 * equal one. */
struct exact_value {
	double value;
	uint64_t at;		/* index into names */
};

struct exact_events {
	const char *const *names;
	const struct exact_value *values;
	uint32_t n, nvalues;
	bool taken;
};

struct exact_taker {
	struct counts *c;
	struct exact_events *loops;	/* per cfg loop */
	struct pool pool;
};

/* Does every syllable of t belong to one group, the groups in order (as
 * trace_events visits them, so exact_weights can credit the instructions
 * in the same order without the groups)? */
static bool groups_partition(const struct trace *t)
{
	size_t next = 0;
	for (size_t gi = 0; gi < t->sim.ngroups; gi++) {
		if (t->sim.groups[gi].first != next)
			return false;
		next += t->sim.groups[gi].count;
	}
	return next == t->n;
}

/* predict_observer.loop_predicted: the loop's events over its exact trace. */
static bool take_exact(void *ctx, const struct prediction *pr, int loop)
{
	struct exact_taker *x = ctx;
	const struct trace *t = &pr->loops[loop].exact;
	if (!groups_partition(t))
		return false;
	struct count_set set = {0};
	trace_events(pr->prog, x->c->q, t, 0, t->n, 1, &set, NULL, NULL);
	trace_secondaries(pr->prog, x->c->q, t, 1, &set);
	const char **names = xmalloc((set.n + 1) * sizeof *names);
	struct exact_value *values = xcalloc(set.n + 1, sizeof *values);
	size_t nvalues = 0;
	static const double zero = 0;
	for (size_t i = 0; i < set.n; i++) {
		names[i] = set.v[i].event;
		if (memcmp(&set.v[i].value, &zero, sizeof zero) != 0)
			values[nvalues++] = (struct exact_value){set.v[i].value, i};
	}
	struct exact_events *e = &x->loops[loop];
	e->n = set.n;
	e->nvalues = (uint32_t)nvalues;
	if (set.n)
		e->names = pool_keep(&x->pool, names, set.n * sizeof *names);
	if (nvalues)
		e->values = pool_keep(&x->pool, values, nvalues * sizeof *values);
	e->taken = true;
	free(names);
	free(values);
	counts_set_free(&set);
	return true;
}

/* The set take_exact took, into out (empty). */
static void exact_set(const struct exact_events *e, struct count_set *out)
{
	out->v = xmalloc((e->n + 1) * sizeof *out->v);
	for (uint32_t i = 0; i < e->n; i++)
		out->v[i] = (struct event_count){e->names[i], 0};
	for (uint32_t k = 0; k < e->nvalues; k++)
		out->v[e->values[k].at].value = e->values[k].value;
	out->n = e->n;
	out->cap = e->n + 1;
	out->interned = true;
}

/* What trace_events credits the instructions of lp's exact trace, whose
 * groups partition it (groups_partition), with weight 1: the same terms
 * added to each instruction's sums (loop_prediction.exact_insns). */
static void exact_weights(const struct loop_prediction *lp, const struct insn_weights *iw)
{
	for (size_t i = 0; i < lp->nexact_insns; i++) {
		const struct exact_insn *e = &lp->exact_insns[i];
		for (uint32_t k = 0; k < e->executed; k++)
			iw->executed[e->insn] += 1 * iw->scale;
		for (uint32_t k = 0; k < e->squashed; k++)
			iw->squashed[e->insn] += 1 * iw->scale;
	}
}

static struct counts *counts_new(const struct pmu_setup *q)
{
	struct counts *c = xcalloc(1, sizeof *c);
	if (q && !pmu_qualifying(q))
		q = NULL;
	c->qualified = q != NULL;
	c->q = q;
	return c;
}

/* c's counts of pr; exact (NULL: none) the loops' events take_exact took. */
static void compute(struct counts *c, const struct prediction *pr,
		    const struct exact_events *exact)
{
	const struct pmu_setup *q = c->q;
	const struct program *p = pr->prog;
	const struct cfg *g = pr->cfg;
	c->pr = pr;
	/* how often each instruction is reached with its predicate true and
	 * false, per call: expanded into its events at the end */
	double *executed = xcalloc(p->ninsns + 1, sizeof *executed);
	double *squashed = xcalloc(p->ninsns + 1, sizeof *squashed);
	struct insn_weights iw = {executed, squashed, 1};
	c->blocks = xcalloc(g->nblocks + 1, sizeof *c->blocks);
	c->loops = xcalloc(g->nloops + 1, sizeof *c->loops);
	c->procs = xcalloc(g->nprocs + 1, sizeof *c->procs);
	/* a data-address range needs the addresses of the memory operations,
	 * which the model does not know: those events are not predicted */
	bool drange = q && q->has_drange;

	for (size_t bi = 0; bi < g->nblocks; bi++) {
		const struct cfg_block *b = &g->blocks[bi];
		const struct trace *t = &pr->blocks[bi].trace;
		/* a block in a loop counts through its loop */
		if (b->loop >= 0) {
			trace_events(p, q, t, 0, t->n, 1, &c->blocks[bi], NULL, NULL);
		} else {
			trace_events(p, q, t, 0, t->n, b->exec_count, &c->blocks[bi], &iw, NULL);
			trace_secondaries(p, q, t, b->exec_count, &c->blocks[bi]);
			count_merge(&c->procs[b->proc], &c->blocks[bi], 1);
		}
		if (drange)
			drop_dar_events(&c->blocks[bi]);
		share(c, &c->blocks[bi]);	/* complete */
	}
	for (size_t li = 0; li < g->nloops; li++) {
		const struct cfg_loop *L = &g->loops[li];
		const struct cfg_block *h = &g->blocks[L->header];
		const struct loop_prediction *lp = &pr->loops[li];
		double entries = L->trip_count > 0 ? h->exec_count / (double)L->trip_count : 0;
		/* counts per entry; the instructions are credited once per entry */
		struct insn_weights per_call = {executed, squashed, entries};
		struct count_set per_entry = {0};
		if (exact && exact[li].taken) {
			exact_set(&exact[li], &per_entry);
			exact_weights(lp, &per_call);
		} else {
			trace_events(p, q, &lp->exact, 0, lp->exact.n, 1, &per_entry, &per_call,
				     NULL);
			trace_secondaries(p, q, &lp->exact, 1, &per_entry);
		}
		if (lp->extrapolated > 0 && lp->ss.trace.niters > (size_t)lp->ss.period) {
			if (!per_entry.slot && per_entry.n > COUNTS_INDEXED)
				index_set(&per_entry);	/* exact_set's: for the adds below */
			/* one period of the steady state, per iteration */
			const struct trace *t = &lp->ss.trace;
			size_t last = t->niters - 1;
			size_t first = last - (size_t)lp->ss.period;
			struct count_set period = {0};
			double per_iter = (double)lp->extrapolated / lp->ss.period;
			trace_events(p, q, t, iter_start(t, first), iter_start(t, last), per_iter,
				     &period, &per_call, NULL);
			count_merge(&per_entry, &period, 1);
			counts_set_free(&period);
			steady_secondaries(p, q, &lp->ss, (double)lp->extrapolated, &per_entry);
			held_in_l1d(&per_entry, lp->ss.queue_hold * (double)lp->extrapolated);
		}
		count_merge(&c->procs[h->proc], &per_entry, entries);
		/* kept once (shared) until the passes below change it: only
		 * the set being built is a writable copy */
		c->loops[li] = share_set(c, &per_entry);
		counts_set_free(&per_entry);
	}
	/* a loop's counts per entry take in its nested loops' executions:
	 * each child's per entry times its entries per entry of the parent
	 * (children come after their parents in cfg.loops) */
	for (size_t li = g->nloops; li-- > 0;) {
		const struct cfg_loop *L = &g->loops[li];
		if (L->parent >= 0)
			count_merge(&c->loops[L->parent], &c->loops[li],
				    L->entry_rate * (double)g->loops[L->parent].trip_count);
	}
	counts_from_walk(c, q, executed, squashed);
	/* the memory model's, where it ran a procedure's accesses; under a
	 * qualification, the data side only, access by access (the fetches
	 * are not qualified by address) */
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		const struct memory_counts *pm = memory_proc(pr->memory, (int)pi);
		if (!q) {
			memory_events(pm, 1, &c->procs[pi]);
			rse_events(pm, 1, &c->procs[pi]);
		} else if (pm && pm->simulated && !pm->unknown) {
			const struct cfg_proc *cp = &g->procs[pi];
			int *blocks = xmalloc(((size_t)cp->nblocks + 1) * sizeof *blocks);
			for (int k = 0; k < cp->nblocks; k++)
				blocks[k] = cp->first_block + k;
			qualified_memory_events(pr, q, blocks, cp->nblocks, 1, &c->procs[pi]);
			free(blocks);
		}
		secondary_events(pm, &c->procs[pi]);
	}
	for (size_t li = 0; li < g->nloops; li++) {
		double entries, iters;
		uint32_t deps;
		values_walk_loop(g->values, (int)li, &entries, &iters, &deps);
		const struct cfg_loop *L = &g->loops[li];
		const struct memory_counts *pm = memory_proc(pr->memory, g->blocks[L->header].proc);
		if (entries > 0 && !q)
			rse_events(memory_loop(pr->memory, (int)li), 1 / entries, &c->loops[li]);
		if (entries > 0 && pm && pm->simulated && !pm->unknown) {
			if (!q)
				memory_events(memory_loop(pr->memory, (int)li), 1 / entries,
					      &c->loops[li]);
			else
				qualified_memory_events(pr, q, L->blocks, L->nblocks, 1 / entries,
							&c->loops[li]);
			secondary_events(pm, &c->loops[li]);
		}
		if (drange)
			drop_dar_events(&c->loops[li]);
		share(c, &c->loops[li]);	/* complete */
	}
	/* a region: one period of its steady state, per iteration */
	c->regions = xcalloc(g->nregions + 1, sizeof *c->regions);
	for (size_t ri = 0; ri < g->nregions; ri++) {
		const struct region_prediction *rp = &pr->regions[ri];
		const struct trace *t = &rp->ss.trace;
		if (t->niters <= (size_t)rp->ss.period)
			continue;
		size_t last = t->niters - 1, first = last - (size_t)rp->ss.period;
		trace_events(p, q, t, iter_start(t, first), iter_start(t, last),
			     1.0 / rp->ss.period, &c->regions[ri], NULL, rp->outside);
	}
	for (size_t pi = 0; pi < g->nprocs; pi++)
		count_merge(&c->file, &c->procs[pi], 1);
	/* with the procedures of the file each calls, callees first */
	c->procs_inclusive = xcalloc(g->nprocs + 1, sizeof *c->procs_inclusive);
	for (size_t k = 0; k < g->nprocs; k++) {
		int pi = pr->call_order[k];
		const struct proc_prediction *pp = &pr->procs[pi];
		count_merge(&c->procs_inclusive[pi], &c->procs[pi], 1);
		for (size_t j = 0; j < pp->ncalls; j++)
			if (pp->calls[j].kind == CALL_IN_FILE)
				count_merge(&c->procs_inclusive[pi],
					    &c->procs_inclusive[pp->calls[j].callee], pp->calls[j].count);
	}
	c->insns = xcalloc(p->ninsns + 1, sizeof *c->insns);
	struct count_set work = {0};
	for (size_t i = 0; i < p->ninsns; i++) {
		empty(&work);
		insn_events(p, q, (uint32_t)i, executed[i], squashed[i], &work);
		/* a memory access's own share of the memory events, where its
		 * procedure's are given */
		const struct cache_counts *mc = qualified_insn_counts(pr, q, (uint32_t)i);
		if (mc)
			cache_events(mc, 1, false, &work);
		if (drange)
			drop_dar_events(&work);
		c->insns[i] = share_set(c, &work);
	}
	counts_set_free(&work);
	free(executed);
	free(squashed);
	if (drange) {
		for (size_t i = 0; i < g->nprocs; i++) {
			drop_dar_events(&c->procs[i]);
			drop_dar_events(&c->procs_inclusive[i]);
		}
		for (size_t i = 0; i < g->nregions; i++)
			drop_dar_events(&c->regions[i]);
		drop_dar_events(&c->file);
	}
	pool_seal(&c->shared);
}

struct counts *counts_compute(const struct prediction *pr, const struct pmu_setup *q)
{
	struct counts *c = counts_new(q);
	compute(c, pr, NULL);
	return c;
}

struct counts *counts_predict(const struct program *p, const struct cfg *g,
			      const struct model_config *m, const struct pmu_setup *q,
			      struct prediction **pr)
{
	struct exact_taker x = {counts_new(q), xcalloc(g->nloops + 1, sizeof *x.loops), {0}};
	struct predict_observer obs = {take_exact, &x};
	*pr = predict_program_observed(p, g, m, &obs);
	struct counts *c = x.c;
	if (*pr) {
		compute(c, *pr, x.loops);
	} else {
		free(c);
		c = NULL;
	}
	free(x.loops);
	pool_free(&x.pool);
	return c;
}

/* The whole analysis run again with the statements as[0..n) in place of
 * the user's (and the user's trip counts): for formulas and for callees
 * predicted with their arguments.  Parts that failed are NULL. */
struct rerun {
	struct cfg_options opt;
	struct trip_override *trips;
	struct cfg *g;
	struct prediction *pr;
	struct counts *c;
};

static void rerun(const struct program *p, const struct cfg_options *opt,
		  const struct model_config *m, const struct pmu_setup *q,
		  struct cfg_assume *as, size_t n, struct rerun *r)
{
	r->trips = xmalloc((opt->ntrips + 1) * sizeof *r->trips);
	if (opt->ntrips)
		memcpy(r->trips, opt->trips, opt->ntrips * sizeof *r->trips);
	r->opt = *opt;
	r->opt.assume = as;
	r->opt.nassume = n;
	r->opt.trips = r->trips;
	r->g = cfg_build(p, &r->opt);
	r->pr = NULL;
	r->c = r->g ? counts_predict(p, r->g, m, q, &r->pr) : NULL;
}

static void rerun_free(struct rerun *r)
{
	counts_free(r->c);
	predict_free(r->pr);
	cfg_free(r->g);
	free(r->trips);
}

/* The inputs procedure pi's counts depend on that nobody stated: its
 * default trip counts' counters and what stopped the value model's walk
 * (VSYM_ENTRY when they do not say). */
static uint32_t unknown_inputs(const struct cfg *g, int pi)
{
	uint32_t u = 0;
	const struct values_walk *w = values_walk_result(g->values, pi);
	if (w->ran && !w->decided)
		u |= w->stop_deps ? w->stop_deps : 1u << VSYM_ENTRY;
	for (size_t li = 0; li < g->nloops; li++) {
		const struct cfg_loop *L = &g->loops[li];
		if (g->blocks[L->header].proc != pi || L->trip_source != TRIP_DEFAULT)
			continue;
		uint32_t d = L->lc_deps | L->ec_deps;
		u |= d ? d : 1u << VSYM_ENTRY;
	}
	return u & ~(1u << VSYM_ASSUMED);
}

/* The one input of deps a formula can be of, or -1. */
static int single_affine_input(uint32_t deps)
{
	if (!deps || (deps & (deps - 1)))
		return -1;
	for (int s = VSYM_IN0; s < VSYM_AFFINE_END; s++)
		if (deps == 1u << s)
			return s;
	return -1;
}

/* The register an input is as the procedure is entered. */
static uint16_t input_register(int sym)
{
	if (sym >= VSYM_IN0 && sym <= VSYM_IN7)
		return (uint16_t)(RES_GR0 + 32 + (sym - VSYM_IN0));
	return (uint16_t)(RES_GR0 + (sym == VSYM_GP ? 1 : sym == VSYM_SP ? 12 : 13));
}

static bool near(double a, double b)
{
	double m = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
	return fabs(a - b) <= 1e-6 * (m > 1 ? m : 1);
}

void counts_formulas(struct counts *c, const struct cfg_options *opt,
		     const struct model_config *m)
{
	const struct prediction *pr = c->pr;
	const struct cfg *g = pr->cfg;
	const struct program *p = pr->prog;
	c->depend = xcalloc(g->nprocs + 1, sizeof *c->depend);
	size_t ncand = 0;
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		c->depend[pi].unknown = unknown_inputs(g, (int)pi);
		c->depend[pi].input = single_affine_input(c->depend[pi].unknown);
		ncand += c->depend[pi].input >= 0;
	}
	if (!ncand)
		return;
	static const double points[] = COUNTS_FORMULA_POINTS;
	enum { NPOINTS = sizeof points / sizeof points[0] };
	/* each procedure's counts at each point */
	struct count_set *at = xcalloc(NPOINTS * g->nprocs + 1, sizeof *at);
	bool *ok = xcalloc(g->nprocs + 1, sizeof *ok);
	for (size_t pi = 0; pi < g->nprocs; pi++)
		ok[pi] = c->depend[pi].input >= 0;
	struct cfg_assume *as = xmalloc((opt->nassume + ncand + 1) * sizeof *as);
	for (int k = 0; k < NPOINTS; k++) {
		size_t n = opt->nassume;
		if (n)
			memcpy(as, opt->assume, n * sizeof *as);
		for (size_t pi = 0; pi < g->nprocs; pi++)
			if (c->depend[pi].input >= 0)
				as[n++] = (struct cfg_assume){g->procs[pi].name,
					input_register(c->depend[pi].input), (int64_t)points[k], false};
		struct rerun r;
		rerun(p, opt, m, c->q, as, n, &r);
		for (size_t pi = 0; pi < g->nprocs; pi++) {
			if (!ok[pi])
				continue;
			/* the input must now be stated and nothing else unknown */
			if (!r.c || r.g->nprocs != g->nprocs || unknown_inputs(r.g, (int)pi)) {
				ok[pi] = false;
				continue;
			}
			count_merge(&at[k * g->nprocs + pi], &r.c->procs[pi], 1);
		}
		rerun_free(&r);
	}
	free(as);
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		struct proc_dependence *d = &c->depend[pi];
		if (!ok[pi]) {
			d->input = -1;
			continue;
		}
		const struct count_set *own = &c->procs[pi];
		for (size_t e = 0; e < own->n; e++) {
			const char *ev = own->v[e].event;
			double v[NPOINTS];
			bool all = true;
			for (int k = 0; k < NPOINTS; k++) {
				v[k] = counts_get(&at[k * g->nprocs + pi], ev);
				all &= v[k] >= 0;
			}
			if (!all)
				continue;
			bool constant = true;
			for (int k = 1; k < NPOINTS; k++)
				constant &= near(v[k], v[0]);
			if (constant)
				continue;	/* does not depend on the input */
			double slope = (v[1] - v[0]) / (points[1] - points[0]);
			double icept = v[0] - slope * points[0];
			bool affine = true;
			for (int k = 2; k < NPOINTS; k++)
				affine &= near(v[k], icept + slope * points[k]);
			d->f = xrealloc(d->f, (d->n + 1) * sizeof *d->f);
			d->f[d->n++] = (struct count_formula){ev, affine, affine ? slope : 0,
							      affine ? icept : 0};
		}
	}
	for (size_t k = 0; k < NPOINTS * g->nprocs; k++)
		counts_set_free(&at[k]);
	free(at);
	free(ok);
}

void counts_free(struct counts *c)
{
	if (!c)
		return;
	const struct prediction *pr = c->pr;
	if (c->depend) {
		for (size_t i = 0; i < pr->cfg->nprocs; i++)
			free(c->depend[i].f);
		free(c->depend);
	}
	for (size_t i = 0; i < pr->cfg->nblocks; i++)
		counts_set_free(&c->blocks[i]);
	for (size_t i = 0; i < pr->cfg->nloops; i++)
		counts_set_free(&c->loops[i]);
	for (size_t i = 0; i < pr->cfg->nprocs; i++) {
		counts_set_free(&c->procs[i]);
		counts_set_free(&c->procs_inclusive[i]);
	}
	free(c->procs_inclusive);
	free(c->called);
	for (size_t i = 0; i < pr->cfg->nregions; i++)
		counts_set_free(&c->regions[i]);
	free(c->regions);
	counts_set_free(&c->file);
	for (size_t i = 0; i < pr->prog->ninsns; i++)
		counts_set_free(&c->insns[i]);
	free(c->insns);
	pool_free(&c->shared);
	free(c->blocks);
	free(c->loops);
	free(c->procs);
	free(c);
}

void counts_insn_with_zeros(const struct counts *c, uint32_t insn, struct count_set *out)
{
	/* the instruction's own events are the entries of predicted_events
	 * before INST_DISPERSED */
	for (size_t i = 0; i < own_events(); i++)
		counts_add(out, predicted_events[i], 0);
	count_merge(out, &c->insns[insn], 1);
	if (c->q && c->q->has_drange)
		drop_dar_events(out);
}

/* The identities between the memory events (the manual's chapter 4 and
 * its derived tables, and what the hierarchy's structure implies), where
 * the set has them.  Each is sum(left) = sum(right). */
static const char *check_memory(const struct count_set *s)
{
	static const struct {
		const char *left[3], *right[5], *says;
	} identities[] = {
		{{"L2D_REFERENCES.ALL"}, {"L2D_REFERENCES.READS", "L2D_REFERENCES.WRITES"},
		 "L2D_REFERENCES.ALL != READS + WRITES"},
		{{"L1D_READS_SET0"}, {"L1D_READS_SET1"}, "L1D_READS_SET0 != L1D_READS_SET1"},
		{{"L3_READS.DATA_READ.ALL"}, {"L3_READS.DATA_READ.HIT", "L3_READS.DATA_READ.MISS"},
		 "L3_READS.DATA_READ.ALL != HIT + MISS"},
		{{"L3_WRITES.ALL.ALL"}, {"L3_WRITES.DATA_WRITE.ALL", "L3_WRITES.L2_WB.ALL"},
		 "L3_WRITES.ALL.ALL != DATA_WRITE.ALL + L2_WB.ALL"},
		/* every L2D miss goes to L3: a data read or a read for
		 * ownership (a data write) */
		{{"L2D_MISSES"}, {"L3_READS.DATA_READ.ALL", "L3_WRITES.DATA_WRITE.ALL"},
		 "L2D_MISSES != L3 data reads + L3 data writes"},
		{{"L2D_INSERT_MISSES"}, {"L2D_MISSES"}, "L2D_INSERT_MISSES != L2D_MISSES"},
		/* every L2D reference is one operation issued, hit or miss
		 * (a semaphore: one reference, one RMW operation) */
		{{"L2D_INSERT_HITS", "L2D_INSERT_MISSES"},
		 {"L2D_OPS_ISSUED.INT_LOAD", "L2D_OPS_ISSUED.FP_LOAD", "L2D_OPS_ISSUED.RMW",
		  "L2D_OPS_ISSUED.STORE", "L2D_OPS_ISSUED.LFETCH"},
		 "L2D_INSERT_HITS + L2D_INSERT_MISSES != the L2D_OPS_ISSUED umasks"},
		/* the writes are the stores and semaphores, RMW or not */
		{{"L2D_REFERENCES.WRITES"}, {"L2D_OPS_ISSUED.RMW", "L2D_OPS_ISSUED.STORE"},
		 "L2D_REFERENCES.WRITES != L2D_OPS_ISSUED.RMW + STORE"},
		/* every L1I miss is an L2I demand read, hit or miss */
		{{"L2I_DEMAND_READS"}, {"L2I_READS.ALL.DMND"}, "L2I_DEMAND_READS != L2I_READS.ALL.DMND"},
		{{"L2I_READS.ALL.DMND"}, {"L2I_READS.HIT.DMND", "L2I_READS.MISS.DMND"},
		 "L2I_READS.ALL.DMND != HIT + MISS"},
		{{"L3_READS.DINST_FETCH.ALL"}, {"L2I_READS.MISS.DMND"},
		 "L3_READS.DINST_FETCH.ALL != L2I_READS.MISS.DMND"},
		/* every L2I miss, demand or prefetch, reads L3; every L2I
		 * prefetch is an L1I prefetch that missed */
		{{"L3_READS.INST_FETCH.ALL"}, {"L2I_READS.MISS.ALL"},
		 "L3_READS.INST_FETCH.ALL != L2I_READS.MISS.ALL"},
		{{"L2I_READS.ALL.ALL"}, {"L2I_READS.ALL.DMND", "L2I_READS.ALL.PFTCH"},
		 "L2I_READS.ALL.ALL != ALL.DMND + ALL.PFTCH"},
		{{"L2I_PREFETCHES"}, {"L2I_READS.ALL.PFTCH"}, "L2I_PREFETCHES != L2I_READS.ALL.PFTCH"},
		/* every L1I fill is a demand or prefetch L2I read */
		{{"L1I_FILLS"}, {"L2I_READS.ALL.ALL"}, "L1I_FILLS != L2I_READS.ALL.ALL"},
		{{"L3_REFERENCES"}, {"L3_READS.ALL.ALL", "L3_WRITES.ALL.ALL"},
		 "L3_REFERENCES != L3_READS.ALL.ALL + L3_WRITES.ALL.ALL"},
		{{"L3_MISSES"}, {"L3_READS.ALL.MISS", "L3_WRITES.ALL.MISS"},
		 "L3_MISSES != L3_READS.ALL.MISS + L3_WRITES.ALL.MISS"},
		{{"BUS_MEM_READ.ALL.SELF"},
		 {"BUS_MEM_READ.BRL.SELF", "BUS_MEM_READ.BRIL.SELF", "BUS_MEM_READ.BIL.SELF"},
		 "BUS_MEM_READ.ALL.SELF != BRL + BRIL + BIL"},
		{{"BUS_MEMORY.ALL.SELF"}, {"BUS_MEMORY.EQ_128BYTE.SELF", "BUS_MEMORY.LT_128BYTE.SELF"},
		 "BUS_MEMORY.ALL.SELF != EQ_128BYTE + LT_128BYTE"},
		/* every L3 insert is an L2 miss's line read from memory */
		{{"L3_INSERTS"}, {"BUS_MEM_READ.ALL.SELF"}, "L3_INSERTS != BUS_MEM_READ.ALL.SELF"},
		/* every line read from memory is an L3 miss */
		{{"BUS_MEM_READ.ALL.SELF"},
		 {"L3_READS.DATA_READ.MISS", "L3_WRITES.DATA_WRITE.MISS", "L3_READS.INST_FETCH.MISS"},
		 "BUS_MEM_READ.ALL.SELF != the L3 misses that read memory"},
	};
	for (size_t i = 0; i < sizeof identities / sizeof identities[0]; i++) {
		double l = 0, r = 0;
		bool all = true;
		for (int k = 0; k < 3 && identities[i].left[k]; k++) {
			double v = counts_get(s, identities[i].left[k]);
			all &= v >= 0;
			l += v;
		}
		for (int k = 0; k < 5 && identities[i].right[k]; k++) {
			double v = counts_get(s, identities[i].right[k]);
			all &= v >= 0;
			r += v;
		}
		double eps = 1e-6 * (l > 1 ? l : 1);
		if (all && (l - r > eps || r - l > eps))
			return identities[i].says;
	}
	/* misses are at most the lookups */
	double reads = counts_get(s, "L1D_READS_SET0"), misses = counts_get(s, "L1D_READ_MISSES.ALL");
	if (reads >= 0 && misses > reads * (1 + 1e-9))
		return "L1D_READ_MISSES.ALL > L1D_READS_SET0";
	/* every fill is an L2D miss's (a store miss fills nothing with
	 * l2d_write_allocate=0) */
	double l2m = counts_get(s, "L2D_MISSES"), fills = 0;
	bool have_fills = l2m >= 0;
	static const char *const fill_states[] = {
		"L2D_FILL_MESI_STATE.M", "L2D_FILL_MESI_STATE.E", "L2D_FILL_MESI_STATE.S"
	};
	for (size_t i = 0; i < 3; i++) {
		double v = counts_get(s, fill_states[i]);
		have_fills &= v >= 0;
		fills += v;
	}
	if (have_fills && fills > l2m * (1 + 1e-9) + 1e-6)
		return "L2D_FILL_MESI_STATE.M + E + S > L2D_MISSES";
	/* a bank conflict cancels an L2D hit */
	double conf = counts_get(s, "L2D_OZQ_CANCELS0.BANK_CONF");
	double hits = counts_get(s, "L2D_INSERT_HITS");
	if (conf >= 0 && hits >= 0 && conf > hits * (1 + 1e-9) + 1e-6)
		return "L2D_OZQ_CANCELS0.BANK_CONF > L2D_INSERT_HITS";
	/* a same-index recirculation is an L2D miss's */
	double same = counts_get(s, "L2D_FORCE_RECIRC.SAME_INDEX");
	if (same >= 0 && l2m >= 0 && same > l2m * (1 + 1e-9) + 1e-6)
		return "L2D_FORCE_RECIRC.SAME_INDEX > L2D_MISSES";
	return NULL;
}

/* The front end's events (model section 5): a cycle that writes nothing
 * into the buffer loses both slots; two bundles a cycle at most at the
 * buffer's entrance and exit, fewer at its exit when the back end was not
 * otherwise stalled. */
static const char *check_front_end(const struct count_set *s, double cyc, double eps)
{
	double lost = counts_get(s, "FE_LOST_BW.ALL"), bubbles = counts_get(s, "FE_BUBBLE.ALL");
	double unreached = counts_get(s, "FE_LOST_BW.UNREACHED");
	double ideal = counts_get(s, "IDEAL_BE_LOST_BW_DUE_TO_FE.ALL");
	double be = counts_get(s, "BE_LOST_BW_DUE_TO_FE.ALL");
	if (lost < 0 || bubbles < 0 || unreached < 0 || ideal < 0 || be < 0)
		return NULL;
	double diff = lost - (2 * bubbles + unreached);
	if (diff > 2 * eps || -diff > 2 * eps)
		return "FE_LOST_BW.ALL != 2 x FE_BUBBLE.ALL + FE_LOST_BW.UNREACHED";
	if (lost > 2 * cyc + 2 * eps || ideal > 2 * cyc + 2 * eps)
		return "more than two bundles lost a cycle at the instruction buffer";
	if (be > ideal + 2 * eps)
		return "BE_LOST_BW_DUE_TO_FE.ALL > IDEAL_BE_LOST_BW_DUE_TO_FE.ALL";
	return NULL;
}

/* The identities on s, whose lookups go through its index (check_set). */
static const char *check_indexed(const struct count_set *s)
{
	const char *m = check_memory(s);
	if (m)
		return m;
	double cyc = counts_get(s, "CPU_OP_CYCLES.ALL");
	if (cyc < 0)
		return NULL;
	double bubble = counts_get(s, "BACK_END_BUBBLE.ALL");
	double retiring = counts_get(s, CYCLES_RETIRING);
	if (retiring < 0)
		retiring = 0;
	double eps = 1e-6 * (cyc > 1 ? cyc : 1);
	/* CPU_OP_CYCLES = BACK_END_BUBBLE.ALL + cycles retiring something */
	if (cyc - (bubble + retiring) > eps || (bubble + retiring) - cyc > eps)
		return "CPU_OP_CYCLES != BACK_END_BUBBLE.ALL + cycles retiring an instruction";
	/* BACK_END_BUBBLE.ALL = the sum of its components */
	double parts = counts_get(s, "BACK_END_BUBBLE.FE") + counts_get(s, "BE_EXE_BUBBLE.ALL") +
		       counts_get(s, "BE_FLUSH_BUBBLE.BRU") + counts_get(s, "BE_L1D_FPU_BUBBLE.ALL");
	if (bubble - parts > eps || parts - bubble > eps)
		return "BACK_END_BUBBLE.ALL != the sum of its components";
	/* BE_L1D_FPU_BUBBLE.ALL = its FPU part + its L1D part */
	double l1d_fpu = counts_get(s, "BE_L1D_FPU_BUBBLE.ALL");
	double split = counts_get(s, "BE_L1D_FPU_BUBBLE.FPU") + counts_get(s, "BE_L1D_FPU_BUBBLE.L1D");
	if (l1d_fpu - split > eps || split - l1d_fpu > eps)
		return "BE_L1D_FPU_BUBBLE.ALL != BE_L1D_FPU_BUBBLE.FPU + BE_L1D_FPU_BUBBLE.L1D";
	/* 6 x (CPU_OP_CYCLES - DISP_STALLED) = INST_DISPERSED + SYLL_NOT_DISPERSED.ALL
	 * (SYLL_OVERCOUNT, a hardware artefact, is 0 in the model) */
	double lhs = 6 * (cyc - counts_get(s, "DISP_STALLED"));
	double rhs = counts_get(s, "INST_DISPERSED") + counts_get(s, "SYLL_NOT_DISPERSED.ALL");
	if (lhs - rhs > 6 * eps || rhs - lhs > 6 * eps)
		return "6 x (CPU_OP_CYCLES - DISP_STALLED) != INST_DISPERSED + SYLL_NOT_DISPERSED.ALL";
	/* per-cycle maxima: at most 6 instructions retire a cycle */
	if (counts_get(s, "IA64_INST_RETIRED") > 6 * cyc + eps)
		return "more than 6 instructions retired a cycle";
	return check_front_end(s, cyc, eps);
}

/* The identities of the manual's chapter 3 and 4, on one set: some forty
 * events looked up, through an index of its own (a complete set's was
 * dropped, and a search for an event it lacks compares every entry). */
static const char *check_set(const struct count_set *set)
{
	struct count_set s = *set;
	s.slot = NULL;
	s.nslots = 0;
	index_set(&s);
	const char *m = check_indexed(&s);
	free(s.slot);
	return m;
}

const char *counts_check(const struct counts *c)
{
	if (c->qualified)
		return NULL;	/* the identities are the unqualified counts' */
	const struct cfg *g = c->pr->cfg;
	for (size_t i = 0; i < g->nblocks; i++) {
		const char *e = check_set(&c->blocks[i]);
		if (e)
			return e;
	}
	for (size_t i = 0; i < g->nloops; i++) {
		const char *e = check_set(&c->loops[i]);
		if (e)
			return e;
	}
	for (size_t i = 0; i < g->nprocs; i++) {
		const char *e = check_set(&c->procs[i]);
		if (!e)
			e = check_set(&c->procs_inclusive[i]);
		if (e)
			return e;
	}
	for (size_t i = 0; i < g->nregions; i++) {
		const char *e = check_set(&c->regions[i]);
		if (e)
			return e;
	}
	return check_set(&c->file);
}

/* ---- callees as called ---------------------------------------------------- */

/* A callee predicted with one set of arguments. */
struct called_entry {
	int callee;
	struct values_call_args args;	/* times not compared */
	bool ok;
	double cycles_inclusive;
	struct count_set inclusive;
};

struct called_cache {
	struct called_entry *e;
	size_t n;
};

static void with_arguments(struct counts *c, struct prediction *pr, const struct cfg_options *opt,
			   const struct model_config *m, struct called_cache *cache, int depth);

/* The callee predicted with args: the analysis run again with them
 * stated for it, after what the user stated. */
static const struct called_entry *predict_called(const struct counts *c, const struct prediction *pr,
						 const struct cfg_options *opt,
						 const struct model_config *m, int callee,
						 const struct values_call_args *args,
						 struct called_cache *cache, int depth)
{
	for (size_t k = 0; k < cache->n; k++)
		if (cache->e[k].callee == callee && values_same_call_args(&cache->e[k].args, args))
			return &cache->e[k];
	const struct cfg *g = pr->cfg;
	const struct program *p = pr->prog;
	struct called_entry e = {callee, *args, false, 0, {0}};
	struct cfg_assume *as = xmalloc((opt->nassume + 16 + 1) * sizeof *as);
	size_t n = opt->nassume;
	if (n)
		memcpy(as, opt->assume, n * sizeof *as);
	const char *name = g->procs[callee].name;
	for (int r = 0; r < 8; r++) {
		if ((args->known >> r) & 1)
			as[n++] = (struct cfg_assume){name, (uint16_t)(RES_GR0 + 32 + r), args->in[r], false};
		if ((args->fknown >> r) & 1)
			as[n++] = (struct cfg_assume){name, (uint16_t)(RES_FR0 + 8 + r),
						      (int64_t)args->f[r], false};
	}
	struct rerun r = {0};
	if (name)
		rerun(p, opt, m, c->q, as, n, &r);
	if (r.c && r.g->nprocs == g->nprocs) {
		with_arguments(r.c, r.pr, &r.opt, m, cache, depth + 1);
		e.ok = true;
		e.cycles_inclusive = r.pr->procs[callee].cycles_inclusive;
		count_merge(&e.inclusive, &r.c->procs_inclusive[callee], 1);
	}
	rerun_free(&r);
	free(as);
	/* the recursion may have grown the cache */
	cache->e = xrealloc(cache->e, (cache->n + 1) * sizeof *cache->e);
	cache->e[cache->n] = e;
	return &cache->e[cache->n++];
}

static void with_arguments(struct counts *c, struct prediction *pr, const struct cfg_options *opt,
			   const struct model_config *m, struct called_cache *cache, int depth)
{
	const struct cfg *g = pr->cfg;
	for (size_t k = 0; k < g->nprocs; k++) {
		int pi = pr->call_order[k];
		struct proc_prediction *pp = &pr->procs[pi];
		const struct values_walk *w = values_walk_result(g->values, pi);
		bool changed = false;
		for (size_t j = 0; j < pp->ncalls; j++)
			changed |= pp->calls[j].kind == CALL_IN_FILE;
		if (!changed)
			continue;
		/* again from its own figures, its callees' as they now are */
		double cycles = pp->cycles;
		struct count_set incl = {0};
		count_merge(&incl, &c->procs[pi], 1);
		for (size_t j = 0; j < pp->ncalls; j++) {
			const struct call_site *cs = &pp->calls[j];
			if (cs->kind != CALL_IN_FILE)
				continue;
			const struct values_call *vc = values_call_args(g->values, cs->insn);
			double rest = cs->count;
			for (size_t s = 0; vc && w->decided && s < vc->nsets; s++) {
				const struct values_call_args *a = &vc->set[s];
				if (!a->known && !a->fknown)
					continue;
				const struct called_entry *e = NULL;
				if (depth < COUNTS_CALL_DEPTH)
					e = predict_called(c, pr, opt, m, cs->callee, a, cache, depth);
				if (depth == 0) {
					c->called = xrealloc(c->called, (c->ncalled + 1) * sizeof *c->called);
					c->called[c->ncalled++] = (struct call_prediction){
						cs->insn, s, e && e->ok, e && e->ok ? e->cycles_inclusive : 0};
				}
				if (!e || !e->ok)
					continue;
				cycles += a->times * e->cycles_inclusive;
				count_merge(&incl, &e->inclusive, a->times);
				rest -= a->times;
			}
			if (rest > 0) {
				cycles += rest * pr->procs[cs->callee].cycles_inclusive;
				count_merge(&incl, &c->procs_inclusive[cs->callee], rest);
			}
		}
		if (!(cycles < CFG_COUNT_MAX)) {
			cycles = CFG_COUNT_MAX;
			pr->saturated = true;
		}
		pp->cycles_inclusive = cycles;
		counts_set_free(&c->procs_inclusive[pi]);
		c->procs_inclusive[pi] = incl;
	}
}

void counts_calls_with_arguments(struct counts *c, struct prediction *pr,
				 const struct cfg_options *opt, const struct model_config *m)
{
	struct called_cache cache = {0};
	with_arguments(c, pr, opt, m, &cache, 0);
	for (size_t k = 0; k < cache.n; k++)
		counts_set_free(&cache.e[k].inclusive);
	free(cache.e);
}
