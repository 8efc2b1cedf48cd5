/*
 * tests/unit/test_params.c - the parameter registry (common/param.h,
 * machine/cpu.c, machine/cache.c, analysis/params.c): every parameter found by name in the
 * table of its owner, every one documented, the CPU's apart from the
 * analysis policy, unknown names and bad values refused with a message;
 * and the models the core asks (struct core_models): the defaults give
 * docs/model.md's answers, and other answers plug in without touching
 * dispersal.
 */
#include "unit.h"
#include "../../analysis/params.h"
#include "../../machine/core.h"
#include "../../parser/program.h"
#include "../../common/strbuf.h"

/* ---- the registry ----------------------------------------------------- */

static void owners_in_order(void **state)
{
	(void)state;
	assert_ptr_equal(analysis_param_owners[0], &core_params);
	assert_ptr_equal(analysis_param_owners[1], &cache_params);
	assert_ptr_equal(analysis_param_owners[2], &analysis_params);
	assert_null(analysis_param_owners[3]);
	assert_string_equal(core_params.owner, "machine");
	assert_string_equal(cache_params.owner, "machine");
	assert_string_equal(analysis_params.owner, "analysis");
	assert_int_equal(core_params.count, CORE_PARAM_COUNT);
	assert_int_equal(analysis_params.count, ANALYSIS_PARAM_COUNT);
}

/* Each parameter is in the table of the module that reads it: latencies,
 * ports and penalties are the CPU's; trip counts and predicates are the
 * analysis policy's. */
static void grouped_by_owner(void **state)
{
	(void)state;
	static const char *const machine[] = {
		"int_load_latency", "fp_load_latency", "mm_to_addr_latency",
		"ar_lc_ec_latency", "ar_cr_latency", "move_indirect_latency",
		"mmu_latency", "unlisted_latency", "a_in_i_slot_uses_m_port",
		"taken_branch_bubble", "mispredict_penalty", "ib_entries", "fetch_lead"};
	static const char *const analysis[] = {"default_trip_count",
					       "unknown_predicates_true", "cache_warm",
					       "input_spacing", "walk_limit", "walk_fast_forward",
					       "walk_memory_words", "walk_memory_runs", "data_place",
					       "call_depth", "rse_entry_frame", "rse_entry_dirty",
					       "rse_backing_store", "rse_outside_frame",
					       "timing_tail_iterations"};
	assert_int_equal(core_params.count, sizeof machine / sizeof machine[0]);
	for (size_t i = 0; i < sizeof machine / sizeof machine[0]; i++) {
		assert_int_equal(param_index(&core_params, machine[i], strlen(machine[i])),
				 (int)i);
		assert_int_equal(param_index(&analysis_params, machine[i], strlen(machine[i])),
				 -1);
	}
	assert_int_equal(analysis_params.count, sizeof analysis / sizeof analysis[0]);
	for (size_t i = 0; i < sizeof analysis / sizeof analysis[0]; i++) {
		assert_int_equal(param_index(&analysis_params, analysis[i], strlen(analysis[i])),
				 (int)i);
		assert_int_equal(param_index(&core_params, analysis[i], strlen(analysis[i])),
				 -1);
	}
}

/* Every parameter has a unit, a source and a line of documentation, and
 * no name is given twice, within an owner or across owners. */
static void every_parameter_documented(void **state)
{
	(void)state;
	int n = 0;
	for (const struct param_table *const *t = analysis_param_owners; *t; t++) {
		assert_non_null((*t)->title);
		for (int i = 0; i < (*t)->count; i++, n++) {
			const struct param_def *d = &(*t)->defs[i];
			assert_non_null(d->name);
			if (!d->unit || !*d->unit || !d->source || !*d->source ||
			    !d->doc || !*d->doc)
				fail_msg("%s/%s lacks a unit, a source or its documentation",
					 (*t)->owner, d->name);
			/* a source is a manual's section or our own choice */
			if (strncmp(d->source, "Montecito manual", 16) != 0 &&
			    strncmp(d->source, "model choice", 12) != 0)
				fail_msg("%s: source '%s'", d->name, d->source);
			for (const struct param_table *const *u = analysis_param_owners; *u; u++) {
				int j = param_index(*u, d->name, strlen(d->name));
				if (j >= 0 && (*u != *t || j != i))
					fail_msg("%s is given twice", d->name);
			}
		}
	}
	assert_int_equal(n, CORE_PARAM_COUNT + CACHE_PARAM_COUNT + ANALYSIS_PARAM_COUNT);
}

static void defaults_and_lookup(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	assert_true(core_param(&m.core, CORE_INT_LOAD_LATENCY) == 1);
	assert_true(core_param(&m.core, CORE_FP_LOAD_LATENCY) == 5);
	assert_true(core_param(&m.core, CORE_MISPREDICT_PENALTY) == 6);
	assert_true(analysis_param(&m, ANALYSIS_DEFAULT_TRIP_COUNT) == 100);
	assert_true(analysis_param(&m, ANALYSIS_UNKNOWN_PREDICATES_TRUE) == 1);
	for (const struct param_table *const *t = analysis_param_owners; *t; t++) {
		const double *v = model_config_values(&m, *t);
		for (int i = 0; i < (*t)->count; i++)
			assert_true(v[i] == (*t)->defs[i].deflt);
	}

	/* --param reaches every owner, and only the parameter named */
	char err[160];
	assert_true(model_config_set(&m, "fp_load_latency=11", err, sizeof err));
	assert_true(model_config_set(&m, "default_trip_count=7", err, sizeof err));
	assert_true(model_config_set(&m, "unknown_predicates_true=0", err, sizeof err));
	assert_true(model_config_set(&m, "l2d_latency=11", err, sizeof err));
	assert_true(core_param(&m.core, CORE_FP_LOAD_LATENCY) == 11);
	assert_true(core_param(&m.core, CORE_INT_LOAD_LATENCY) == 1);
	assert_true(analysis_param(&m, ANALYSIS_DEFAULT_TRIP_COUNT) == 7);
	assert_true(analysis_param(&m, ANALYSIS_UNKNOWN_PREDICATES_TRUE) == 0);
	assert_true(model_config_values(&m, &core_params)[CORE_FP_LOAD_LATENCY] == 11);
	assert_true(model_config_values(&m, &analysis_params)[ANALYSIS_DEFAULT_TRIP_COUNT] == 7);
	assert_true(cache_param(&m.cache, CACHE_L2D_LATENCY) == 11);
	assert_true(model_config_values(&m, &cache_params)[CACHE_L2D_LATENCY] == 11);
	assert_true(model_config_values(&m, &core_params)[CORE_INT_LOAD_LATENCY] == 1);
}

static void refused_with_a_message(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct model_config before = m;
	char err[160];
	assert_false(model_config_set(&m, "nosuch=1", err, sizeof err));
	assert_string_equal(err, "unknown parameter 'nosuch' (see --list-params)");
	/* a prefix of a name is not the name */
	assert_false(model_config_set(&m, "int_load=1", err, sizeof err));
	assert_string_equal(err, "unknown parameter 'int_load' (see --list-params)");
	assert_false(model_config_set(&m, "default_trip_count", err, sizeof err));
	assert_string_equal(err, "expected NAME=VALUE");
	assert_false(model_config_set(&m, "=3", err, sizeof err));
	assert_string_equal(err, "expected NAME=VALUE");
	assert_false(model_config_set(&m, "int_load_latency=x", err, sizeof err));
	assert_string_equal(err, "the value must be a number from 0 to 1e9");
	assert_false(model_config_set(&m, "mmu_latency=-1", err, sizeof err));
	assert_string_equal(err, "the value must be a number from 0 to 1e9");
	assert_false(model_config_set(&m, "default_trip_count=2.5", err, sizeof err));
	assert_string_equal(err, "the value must be a whole number");
	assert_false(model_config_set(&m, "mmu_latency=nan", err, sizeof err));
	assert_memory_equal(&m, &before, sizeof m);
}

/* The CPUs are named in one table; choosing one keeps the parameters. */
static void cpus(void **state)
{
	(void)state;
	assert_string_equal(core_cpus[0].name, "montecito");
	assert_true(core_cpus[0].ishift_on_i1);
	assert_int_equal(core_cpus[0].load_to_mm, 2);	/* table 2-8: N+2 */
	assert_string_equal(core_cpus[1].name, "itanium2");
	assert_false(core_cpus[1].ishift_on_i1);
	assert_int_equal(core_cpus[1].load_to_mm, 1);	/* 251110: N+1 */
	assert_null(core_cpus[2].name);
	struct model_config m;
	assert_false(model_config_init(&m, "pentium"));
	assert_true(model_config_init(&m, "montecito"));
	char err[160];
	assert_true(model_config_set(&m, "mispredict_penalty=9", err, sizeof err));
	assert_true(core_config_set_cpu(&m.core, "itanium2"));
	assert_string_equal(m.core.cpu, "itanium2");
	assert_false(m.core.ishift_on_i1);
	assert_int_equal(m.core.load_to_mm, 1);
	assert_true(core_param(&m.core, CORE_MISPREDICT_PENALTY) == 9);
	assert_false(core_config_set_cpu(&m.core, "pentium"));
	assert_string_equal(m.core.cpu, "itanium2");
}

/* ---- the models the core asks ------------------------------------------ */

/* A program's bundles laid down once in address order, every instruction
 * executing, nothing taken. */
struct stream {
	struct program *p;
	struct sim_syllable syl[64];
	struct sim_bundle bundles[32];
	size_t n, nbundles;
};

static void stream_build(struct stream *st, const char *src)
{
	memset(st, 0, sizeof *st);
	capture_begin();
	st->p = program_assemble("a.s", src, strlen(src));
	const char *d = capture_end();
	if (st->p->errors)
		fail_msg("unexpected errors:\n%s", d);
	const struct asm_section *sec = NULL;
	for (size_t i = 0; i < st->p->nsections && !sec; i++)
		if (st->p->sections[i].nbundles)
			sec = &st->p->sections[i];
	assert_non_null(sec);
	for (size_t b = 0; b < sec->nbundles; b++) {
		const struct asm_bundle *bu = &sec->bundles[b];
		st->bundles[st->nbundles] = (struct sim_bundle){bu->template_number, bu->offset,
								false};
		for (int k = 0; k < 3; k++) {
			if (k == 2 && bu->insn[2] == bu->insn[1])
				break;
			struct sim_syllable *s = &st->syl[st->n++];
			s->insn = bu->insn[k];
			s->bundle = (uint32_t)st->nbundles;
			s->slot = (uint8_t)k;
			s->executes = true;
			core_insn_registers(&st->p->insns[bu->insn[k]], &s->regs);
		}
		st->nbundles++;
	}
}

static void stream_run(struct stream *st, const struct core_config *c,
		       const struct core_models *models, struct sim_result *r)
{
	char err[160];
	if (!core_simulate(c, models, st->p->insns, st->p->ninsns, st->syl, st->n,
			   st->bundles, st->nbundles, r, err, sizeof err))
		fail_msg("core_simulate: %s", err);
}

/* The index of the syllable whose instruction is a load. */
static size_t syllable_of_load(const struct stream *st)
{
	for (size_t i = 0; i < st->n; i++)
		if (core_load_kind(&st->p->insns[st->syl[i].insn]) != CORE_LOAD_NONE)
			return i;
	fail_msg("no load");
	return 0;
}

static void default_answers(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	const struct core_models *d = &core_default_models;
	struct stream st;
	stream_build(&st, "\t.text\n"
		     "\tld8 r2 = [r3]\n\tldfd f6 = [r4]\n\tnop.i 0 ;;\n"
		     "\tbr.cond.sptk .L1 ;;\n"
		     ".L1:\talloc r34 = ar.pfs, 2, 1, 0, 0 ;;\n");
	const struct asm_insn *ld8 = &st.p->insns[st.syl[0].insn];
	const struct asm_insn *ldfd = &st.p->insns[st.syl[1].insn];
	assert_int_equal(core_load_kind(ld8), CORE_LOAD_INT);
	assert_int_equal(core_load_kind(ldfd), CORE_LOAD_FP);
	/* memory: an L1D hit for integers, an L2D hit for FP */
	assert_int_equal(d->load_latency(d->ctx, &m.core, ld8, &st.syl[0], CORE_LOAD_INT, 0), 1);
	assert_int_equal(d->load_latency(d->ctx, &m.core, ldfd, &st.syl[1], CORE_LOAD_FP, 0), 5);
	char err[160];
	assert_true(model_config_set(&m, "int_load_latency=3", err, sizeof err));
	assert_true(model_config_set(&m, "fp_load_latency=9", err, sizeof err));
	assert_int_equal(d->load_latency(d->ctx, &m.core, ld8, &st.syl[0], CORE_LOAD_INT, 0), 3);
	assert_int_equal(d->load_latency(d->ctx, &m.core, ldfd, &st.syl[1], CORE_LOAD_FP, 0), 9);
	/* the branch: mispredicted only where the path says so */
	size_t b = 0;
	while (b < st.n && !insn_is_branch(st.p->insns[st.syl[b].insn].form->desc))
		b++;
	assert_true(b < st.n);
	const struct asm_insn *br = &st.p->insns[st.syl[b].insn];
	assert_int_equal(d->mispredict_cycles(d->ctx, &m.core, br, &st.syl[b]), 0);
	st.syl[b].mispredicted = true;
	assert_int_equal(d->mispredict_cycles(d->ctx, &m.core, br, &st.syl[b]), 6);
	/* the RSE: never a spill or fill */
	const struct sim_syllable *alloc = &st.syl[st.n - 3];
	assert_int_equal(d->rse_cycles(d->ctx, &m.core, &st.p->insns[alloc->insn], alloc), 0);
	/* the fetch: every bundle hits L1I */
	assert_int_equal(d->fetch_cycles(d->ctx, &m.core, ld8, &st.syl[0]), 0);
	program_free(st.p);
}

/* A memory model of its own: every load takes `cycles`, and the loads
 * asked about are counted. */
struct slow_memory {
	unsigned cycles;
	int asked;
};

static unsigned slow_load(void *ctx, const struct core_config *c, const struct asm_insn *in,
			  const struct sim_syllable *s, enum core_load kind, uint64_t cycle)
{
	(void)c, (void)in, (void)s, (void)kind, (void)cycle;
	struct slow_memory *mem = ctx;
	mem->asked++;
	return mem->cycles;
}

static void a_memory_model_plugs_in(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct stream st;
	stream_build(&st, "\t.text\n"
		     "\tld8 r2 = [r3]\n\tnop.i 0\n\tnop.i 0 ;;\n"
		     "\tadd r4 = r2, r5\n\tnop.i 0\n\tnop.i 0 ;;\n");
	(void)syllable_of_load(&st);
	/* the defaults: the add issues the cycle after the load (N = 1) */
	struct sim_result r;
	stream_run(&st, &m.core, NULL, &r);
	assert_int_equal(r.ngroups, 2);
	assert_int_equal(r.groups[1].cycle, 1);
	assert_int_equal(r.groups[1].stall, 0);
	core_sim_result_free(&r);
	/* the same answers given explicitly */
	stream_run(&st, &m.core, &core_default_models, &r);
	assert_int_equal(r.groups[1].cycle, 1);
	core_sim_result_free(&r);
	/* a miss of 12 cycles: the add waits for it, and says why */
	struct slow_memory mem = {12, 0};
	struct core_models slow = core_default_models;
	slow.ctx = &mem;
	slow.load_latency = slow_load;
	stream_run(&st, &m.core, &slow, &r);
	assert_int_equal(mem.asked, 1);
	assert_int_equal(r.ngroups, 2);
	assert_int_equal(r.groups[1].cycle, 12);
	assert_int_equal(r.groups[1].stall, 11);
	assert_int_equal(r.groups[1].stall_producer, 0);
	assert_int_equal(r.groups[1].stall_reg, REG_GR0 + 2);
	/* dispersal is the same: the same groups, the same ports */
	assert_int_equal(r.groups[0].count, 3);
	assert_int_equal(r.port[0], PORT_BIT_M0);
	core_sim_result_free(&r);
	/* a predicated-off load accesses nothing: not asked */
	mem.asked = 0;
	st.syl[0].executes = false;
	stream_run(&st, &m.core, &slow, &r);
	assert_int_equal(mem.asked, 0);
	assert_int_equal(r.groups[1].stall, 0);
	core_sim_result_free(&r);
	program_free(st.p);
}

/* A branch model of its own: every branch is mispredicted. */
static unsigned always_wrong(void *ctx, const struct core_config *c, const struct asm_insn *in,
			     const struct sim_syllable *s)
{
	(void)c, (void)in, (void)s;
	return *(unsigned *)ctx;
}

static void a_branch_model_plugs_in(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct stream st;
	stream_build(&st, "\t.text\n"
		     "\tnop.m 0\n\tnop.i 0\n\tbr.cond.sptk .L1 ;;\n"
		     ".L1:\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n");
	struct sim_result r;
	stream_run(&st, &m.core, NULL, &r);
	assert_int_equal(r.ngroups, 2);
	assert_int_equal(r.groups[1].cycle, 1);
	assert_int_equal(r.groups[1].fe_delay, 0);
	core_sim_result_free(&r);
	/* the path's word: mispredicted costs mispredict_penalty */
	st.syl[2].mispredicted = true;
	stream_run(&st, &m.core, NULL, &r);
	assert_int_equal(r.groups[1].cycle, 7);
	assert_int_equal(r.groups[1].fe_delay, 6);
	core_sim_result_free(&r);
	st.syl[2].mispredicted = false;
	/* a model's word */
	unsigned penalty = 10;
	struct core_models wrong = core_default_models;
	wrong.ctx = &penalty;
	wrong.mispredict_cycles = always_wrong;
	stream_run(&st, &m.core, &wrong, &r);
	assert_int_equal(r.groups[1].cycle, 11);
	assert_int_equal(r.groups[1].fe_delay, 10);
	assert_int_equal(r.cycles, 12);
	core_sim_result_free(&r);
	program_free(st.p);
}

/* An RSE model of its own: alloc waits for spills. */
static unsigned spills(void *ctx, const struct core_config *c, const struct asm_insn *in,
		       const struct sim_syllable *s)
{
	(void)ctx, (void)c, (void)in, (void)s;
	return 4;
}

static void an_rse_model_plugs_in(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct stream st;
	stream_build(&st, "\t.text\n"
		     "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n"
		     "\talloc r34 = ar.pfs, 2, 1, 0, 0\n\tnop.i 0\n\tnop.i 0 ;;\n");
	struct sim_result r;
	stream_run(&st, &m.core, NULL, &r);
	assert_int_equal(r.groups[1].cycle, 1);
	core_sim_result_free(&r);
	struct core_models rse = core_default_models;
	rse.rse_cycles = spills;
	stream_run(&st, &m.core, &rse, &r);
	assert_int_equal(r.groups[0].stall, 0);	/* nops move no stack */
	assert_int_equal(r.groups[1].cycle, 5);
	assert_int_equal(r.groups[1].stall, 4);
	assert_int_equal(r.groups[1].stall_producer, -1);	/* no register */
	core_sim_result_free(&r);
	program_free(st.p);
}

/* The front end's lost bundles of every group of r, by cause. */
struct fe_totals {
	unsigned lost[CORE_FE_CAUSE_COUNT], exit_lost[CORE_FE_CAUSE_COUNT];
	unsigned be_lost[CORE_FE_CAUSE_COUNT];
};

static struct fe_totals fe_totals(const struct sim_result *r)
{
	struct fe_totals t = {{0}};
	for (size_t g = 0; g < r->ngroups; g++)
		for (int c = 0; c < CORE_FE_CAUSE_COUNT; c++) {
			t.lost[c] += r->groups[g].fe_lost[c];
			t.exit_lost[c] += r->groups[g].ib_exit_lost[c];
			t.be_lost[c] += r->groups[g].be_lost[c];
		}
	return t;
}

/* A fetch model of its own: the fetch of the third bundle (the second
 * pair's first) misses, costing 10 cycles; the questions are counted (one
 * per bundle occurrence, asked with its first syllable). */
struct slow_fetch {
	int asked;
};

static unsigned miss_third(void *ctx, const struct core_config *c, const struct asm_insn *in,
			   const struct sim_syllable *s)
{
	(void)c, (void)in;
	struct slow_fetch *f = ctx;
	f->asked++;
	assert_int_equal(s->slot, 0);
	return s->bundle == 2 ? 10 : 0;
}

/* Three bundles, a group each (a stop ends each): by default they issue
 * in cycles 0, 1, 2.  The stream is entered falling through, so the fetch
 * is a pair ahead: the first pair and the second are written in cycle 0,
 * the second once its miss is back, in cycle 10.  Dispersal has the second
 * bundle in cycle 1 from the buffer and waits for the third from cycle 2:
 * it issues in 10, a front-end delay of 8 (the buffer hid two cycles of
 * the miss).  The fetch lost both slots in cycles 1-9 (FE_LOST_BW.IMISS
 * 18, FE_BUBBLE.IMISS 9); the buffer's exit had no third bundle in cycle
 * 1 (one place) and no bundle at all in 2-9 (two places): 17. */
static void a_fetch_model_plugs_in(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct stream st;
	stream_build(&st, "\t.text\n"
		     "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n"
		     "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n"
		     "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n");
	struct sim_result r;
	stream_run(&st, &m.core, NULL, &r);
	assert_int_equal(r.ngroups, 3);
	assert_int_equal(r.groups[1].cycle, 1);
	assert_int_equal(r.groups[2].cycle, 2);
	core_sim_result_free(&r);
	struct slow_fetch f = {0};
	struct core_models fm = core_default_models;
	fm.ctx = &f;
	fm.fetch_cycles = miss_third;
	stream_run(&st, &m.core, &fm, &r);
	assert_int_equal(f.asked, 3);
	assert_int_equal(r.groups[0].fe_delay, 0);
	assert_int_equal(r.groups[1].cycle, 1);
	assert_int_equal(r.groups[1].fe_delay, 0);
	assert_int_equal(r.groups[2].cycle, 10);
	assert_int_equal(r.groups[2].fe_delay, 8);
	assert_int_equal(r.groups[2].fe_wait_imiss, 8);
	assert_int_equal(r.groups[2].stall, 0);
	assert_int_equal(r.cycles, 11);
	struct fe_totals t = fe_totals(&r);
	assert_int_equal(t.lost[CORE_FE_IMISS], 18);
	assert_int_equal(t.exit_lost[CORE_FE_IMISS], 17);
	/* the back end was never stalled otherwise */
	assert_int_equal(t.be_lost[CORE_FE_IMISS], 17);
	for (int c = 0; c < CORE_FE_CAUSE_COUNT; c++)
		if (c != CORE_FE_IMISS)
			assert_int_equal(t.lost[c] + t.exit_lost[c] + t.be_lost[c], 0);
	core_sim_result_free(&r);
	program_free(st.p);
}

static unsigned mispredict_all(void *ctx, const struct core_config *c,
			       const struct asm_insn *in, const struct sim_syllable *s)
{
	(void)ctx, (void)c, (void)in, (void)s;
	return 6;
}

/* A mispredicted branch ends the first bundle: the next group waits the
 * penalty, 6 cycles (cycle 7), and the fetch restarts then at the second
 * bundle (0x10, the second of its pair: one bundle, its pair's other slot
 * UNREACHED), the third in cycle 8.  The flush's cycles 1-6 lose both
 * fetch slots and both exit places (FEFLUSH 12 each); in cycle 7 the exit
 * has the second bundle and not the third (UNREACHED 1), the back end
 * waiting for nothing else then (BE_LOST_BW_DUE_TO_FE: that one, not the
 * flush's). */
static void a_misprediction_flushes_the_fetch(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct stream st;
	stream_build(&st, "\t.text\n"
		     "\tnop.m 0\n\tnop.i 0\n\tbr.cond.sptk.few .L ;;\n"
		     ".L:\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n"
		     "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n");
	struct core_models mm = core_default_models;
	mm.mispredict_cycles = mispredict_all;
	struct sim_result r;
	stream_run(&st, &m.core, &mm, &r);
	assert_int_equal(r.ngroups, 3);
	assert_int_equal(r.groups[1].cycle, 7);
	assert_int_equal(r.groups[1].fe_delay, 6);
	assert_int_equal(r.groups[2].cycle, 8);
	assert_int_equal(r.cycles, 9);
	struct fe_totals t = fe_totals(&r);
	assert_int_equal(t.lost[CORE_FE_FLUSH], 12);
	assert_int_equal(t.lost[CORE_FE_UNREACHED], 1);
	assert_int_equal(t.exit_lost[CORE_FE_FLUSH], 12);
	assert_int_equal(t.exit_lost[CORE_FE_UNREACHED], 1);
	assert_int_equal(t.be_lost[CORE_FE_FLUSH], 0);
	assert_int_equal(t.be_lost[CORE_FE_UNREACHED], 1);
	for (int c = CORE_FE_IMISS; c <= CORE_FE_IBFULL; c++)
		assert_int_equal(t.lost[c] + t.exit_lost[c] + t.be_lost[c], 0);
	core_sim_result_free(&r);
	program_free(st.p);
}

/* Twenty bundles, a group each: dispersal takes one bundle a cycle, the
 * fetch writes a pair a cycle, so the buffer fills.  Pairs 0 and 1 are
 * written in cycle 0 (a pair ahead), pair k in cycle k - 1 while there is
 * room; pair k's last bundle 2k + 1 needs bundle 2k - 7 gone, which issued
 * in cycle 2k - 7: pair 6 is written in cycle 6, not 5, and each pair
 * after it a cycle late: IBFULL in cycles 5, 7, 9 and 11.  Past the
 * stream the fetch goes on with the code after it, a pair whenever two
 * places are free: IBFULL in 13, 15, 17 and 19.  Eight cycles, 16
 * bundles.  The groups issue in cycles 0-19 without a delay. */
static void the_buffer_fills(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct strbuf src = {0};
	sb_puts(&src, "\t.text\n");
	for (int b = 0; b < 20; b++)
		sb_puts(&src, "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n");
	struct stream st;
	stream_build(&st, src.data);
	struct sim_result r;
	stream_run(&st, &m.core, NULL, &r);
	assert_int_equal(r.ngroups, 20);
	for (size_t g = 0; g < r.ngroups; g++) {
		assert_int_equal(r.groups[g].cycle, g);
		assert_int_equal(r.groups[g].fe_delay, 0);
	}
	struct fe_totals t = fe_totals(&r);
	assert_int_equal(t.lost[CORE_FE_IBFULL], 16);
	for (int c = 0; c < CORE_FE_CAUSE_COUNT; c++)
		assert_int_equal((c == CORE_FE_IBFULL ? 0 : t.lost[c]) + t.exit_lost[c] +
				 t.be_lost[c], 0);
	core_sim_result_free(&r);
	/* a buffer of 2 bundles: the fetch keeps at most one pair ahead */
	m.core.param[CORE_IB_ENTRIES] = 2;
	stream_run(&st, &m.core, NULL, &r);
	for (size_t g = 0; g < r.ngroups; g++)
		assert_int_equal(r.groups[g].cycle, g);
	core_sim_result_free(&r);
	sb_free(&src);
	program_free(st.p);
}

/* Keeps st's bundles from bundle first on, as a stream of its own
 * (entered falling through). */
static void stream_from_bundle(struct stream *st, size_t first)
{
	size_t n = 0;
	for (size_t i = 0; i < st->n; i++)
		if (st->syl[i].bundle >= first) {
			st->syl[n] = st->syl[i];
			st->syl[n++].bundle -= (uint32_t)first;
		}
	st->n = n;
	memmove(st->bundles, st->bundles + first, (st->nbundles - first) * sizeof *st->bundles);
	st->nbundles -= first;
}

/* A stream of one bundle at 0x10, the second of its pair, entered falling
 * through (the pair's first was fetched with it): the code after it is the
 * next pair, which the fetch writes in cycle 1, not with the bundle.  The
 * group issues in cycle 0 with the one bundle; the second place at the
 * exit is empty in cycle 0 (UNREACHED 1). */
static void the_code_after_a_second_half_is_the_next_pair(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct stream st;
	stream_build(&st, "\t.text\n"
		     "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n"
		     "\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n");
	stream_from_bundle(&st, 1);
	assert_int_equal(st.bundles[0].offset, 0x10);
	struct sim_result r;
	stream_run(&st, &m.core, NULL, &r);
	assert_int_equal(r.ngroups, 1);
	assert_int_equal(r.groups[0].cycle, 0);
	struct fe_totals t = fe_totals(&r);
	assert_int_equal(t.exit_lost[CORE_FE_UNREACHED], 1);
	assert_int_equal(t.be_lost[CORE_FE_UNREACHED], 1);
	for (int c = 0; c < CORE_FE_CAUSE_COUNT; c++)
		assert_int_equal(t.lost[c] + (c == CORE_FE_UNREACHED ? 0 : t.exit_lost[c] + t.be_lost[c]), 0);
	core_sim_result_free(&r);
	program_free(st.p);
}

/* core_simulate's errors go into the caller's buffer. */
static void simulate_error(void **state)
{
	(void)state;
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct stream st;
	stream_build(&st, "\t.text\n\tnop.m 0\n\tnop.i 0\n\tnop.i 0 ;;\n");
	st.syl[0].bundle = 5;
	struct sim_result r;
	char err[160];
	assert_false(core_simulate(&m.core, NULL, st.p->insns, st.p->ninsns, st.syl, st.n,
				   st.bundles, st.nbundles, &r, err, sizeof err));
	assert_string_equal(err, "syllable refers to a bundle outside the stream");
	core_sim_result_free(&r);
	program_free(st.p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(owners_in_order),
		cmocka_unit_test(grouped_by_owner),
		cmocka_unit_test(every_parameter_documented),
		cmocka_unit_test(defaults_and_lookup),
		cmocka_unit_test(refused_with_a_message),
		cmocka_unit_test(cpus),
		cmocka_unit_test(default_answers),
		cmocka_unit_test(a_memory_model_plugs_in),
		cmocka_unit_test(a_branch_model_plugs_in),
		cmocka_unit_test(an_rse_model_plugs_in),
		cmocka_unit_test(a_fetch_model_plugs_in),
		cmocka_unit_test(the_buffer_fills),
		cmocka_unit_test(a_misprediction_flushes_the_fetch),
		cmocka_unit_test(the_code_after_a_second_half_is_the_next_pair),
		cmocka_unit_test(simulate_error),
	};
	return cmocka_run_group_tests(tests, NULL, unit_teardown);
}
