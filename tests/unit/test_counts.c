/*
 * tests/unit/test_counts.c - analysis/eventids.h and the count sets of
 * analysis/counts.h: a name has one id whatever its address, ranks follow
 * the names' order as names are added, and a set finds its events by id
 * whether small, indexed, built by hand or shared; counts_predict gives
 * counts_compute's counts without the loops' exact groups.
 */
#include "unit.h"
#include "../../analysis/counts.h"
#include "../../analysis/eventids.h"
#include "../../analysis/predict.h"
#include "../../machine/pmu.h"

#include <math.h>
#include <string.h>

/* the same names at distinct addresses (arrays, never merged) */
static const char first_a[] = "TEST_EVENT.B";
static const char first_b[] = "TEST_EVENT.B";

static void one_id_per_name(void **state)
{
	(void)state;
	uint32_t id = eventid_intern(first_a);
	assert_int_equal(eventid_intern(first_b), id);
	assert_int_equal(eventid_intern(first_a), id);
	char copy[] = "TEST_EVENT.B";
	assert_int_equal(eventid_find(copy), id);
	assert_string_equal(eventid_name(id), first_a);
	assert_int_equal(eventid_of_interned(eventid_name(id)), id);
	assert_int_equal(eventid_intern(eventid_name(id)), id);
	assert_int_equal(eventid_find("TEST_EVENT.NEVER_INTERNED"), EVENTID_NONE);
	char other[] = "TEST_EVENT.COPIED";
	uint32_t copied = eventid_intern_copy(other);
	assert_true(copied != id && copied < eventid_count());
	assert_ptr_not_equal(eventid_name(copied), other);
	assert_int_equal(eventid_of_interned(eventid_name(copied)), copied);
	strcpy(other, "TEST_EVENT.OTHER");
	assert_string_equal(eventid_name(copied), "TEST_EVENT.COPIED");
	assert_int_equal(eventid_find("TEST_EVENT.COPIED"), copied);
}

/* ranks are the names' strcmp order, also after names sorting between
 * the earlier ones are added */
static void ranks_follow_names(void **state)
{
	(void)state;
	static const char *const names[] = {
		"TEST_RANK.M", "TEST_RANK.C", "TEST_RANK.X", "_TEST_RANK", "TEST_RANK.A",
		"TEST_RANK.MM", "TEST_RANK.M:threshold=1",
	};
	size_t n = sizeof names / sizeof names[0];
	uint32_t id[8];
	for (size_t k = 0; k < n; k++) {
		id[k] = eventid_intern(names[k]);
		for (size_t i = 0; i <= k; i++)
			for (size_t j = 0; j <= k; j++) {
				int by_name = strcmp(names[i], names[j]);
				int by_rank = (int)eventid_rank(id[i]) - (int)eventid_rank(id[j]);
				assert_true((by_name < 0) == (by_rank < 0) && (by_name == 0) == (by_rank == 0));
			}
	}
}

static void json_made_once(void **state)
{
	(void)state;
	uint32_t id = eventid_intern("TEST_JSON\"Q\\");
	size_t len;
	const char *json = eventid_json_key(id, &len);
	assert_int_equal(len, strlen("\"TEST_JSON\\\"Q\\\\\": "));
	assert_memory_equal(json, "\"TEST_JSON\\\"Q\\\\\": ", len);
	size_t again;
	assert_ptr_equal(eventid_json_key(id, &again), json);
	assert_int_equal(again, len);
}

/* a set grown past its index's threshold finds every event, added
 * through either address of its name */
static void large_set(void **state)
{
	(void)state;
	static char names[100][24];
	struct count_set set = {0};
	for (int round = 0; round < 3; round++)
		for (int k = 0; k < 100; k++) {
			if (!round)
				snprintf(names[k], sizeof names[k], "TEST_LARGE.%03d", k);
			counts_add(&set, names[k], k + 1);
		}
	counts_add(&set, first_a, 1);
	counts_add(&set, first_b, 2);
	assert_int_equal(set.n, 101);
	assert_true(set.interned);
	for (int k = 0; k < 100; k++) {
		char name[24];
		snprintf(name, sizeof name, "TEST_LARGE.%03d", k);
		assert_true(counts_get(&set, name) == 3.0 * (k + 1));
		assert_ptr_equal(set.v[k].event, eventid_name(eventid_find(name)));
	}
	assert_true(counts_get(&set, "TEST_EVENT.B") == 3);
	assert_true(counts_get(&set, "TEST_LARGE.100") == -1);
	assert_true(counts_get(&set, "TEST_EVENT.NEVER_INTERNED") == -1);
	counts_set_free(&set);
}

/* a set built by hand, with names of its own: found by name, and given
 * interned names when counts_add changes it */
static void set_by_hand(void **state)
{
	(void)state;
	char a[] = "TEST_HAND.NEVER_INTERNED", b[] = "TEST_EVENT.B";
	struct event_count *v = malloc(2 * sizeof *v);
	v[0] = (struct event_count){a, 5};
	v[1] = (struct event_count){b, 7};
	struct count_set set = {v, 2, 2};
	assert_true(counts_get(&set, "TEST_HAND.NEVER_INTERNED") == 5);
	assert_true(counts_get(&set, first_b) == 7);
	assert_true(counts_get(&set, "TEST_HAND.ABSENT") == -1);
	counts_add(&set, "TEST_EVENT.B", 1);
	assert_true(set.interned);
	assert_ptr_equal(set.v[1].event, eventid_name(eventid_find("TEST_EVENT.B")));
	strcpy(a, "TEST_HAND.CHANGED_TOO!!");
	assert_true(counts_get(&set, "TEST_HAND.NEVER_INTERNED") == 5);
	assert_true(counts_get(&set, "TEST_EVENT.B") == 8);
	counts_set_free(&set);
}

/* a shared set (cap 0) is copied before counts_add changes it */
static void shared_copied(void **state)
{
	(void)state;
	struct count_set own = {0};
	counts_add(&own, "TEST_SHARED.X", 1);
	counts_add(&own, "TEST_SHARED.Y", 2);
	struct count_set shared = own;
	shared.cap = 0;
	counts_add(&shared, "TEST_SHARED.X", 10);
	counts_add(&shared, "TEST_SHARED.Z", 3);
	assert_ptr_not_equal(shared.v, own.v);
	assert_true(counts_get(&own, "TEST_SHARED.X") == 1);
	assert_true(counts_get(&own, "TEST_SHARED.Z") == -1);
	assert_true(counts_get(&shared, "TEST_SHARED.X") == 11);
	assert_true(counts_get(&shared, "TEST_SHARED.Z") == 3);
	counts_set_free(&shared);
	counts_set_free(&own);
}

/* Loops of a pipelined copy (loads, stores, rotation), a latency-bound
 * recurrence nested in another loop, and a while loop. */
static const char loops_source[] =
	"\t.text\n"
	"\t.proc copy#\n"
	"copy:\n"
	"\talloc r31 = ar.pfs, 3, 13, 0, 8\n"
	"\tmov r15 = in2\n"
	"\tmov r14 = 299\n"
	"\t;;\n"
	"\tmov ar.lc = r14\n"
	"\tmov ar.ec = 4\n"
	"\tmov pr.rot = 1 << 16\n"
	"\t;;\n"
	"\t.rotr x[4], y[4]\n"
	"\t.rotp q[4]\n"
	".Lcopy:\n"
	"\t(q[0]) ld8 x[0] = [in1], 8\n"
	"\t(q[2]) add y[0] = x[2], in0\n"
	"\t(q[3]) st8 [r15] = y[1], 8\n"
	"\tbr.ctop.sptk.few .Lcopy\n"
	"\t;;\n"
	"\tmov r8 = 5\n"
	"\t;;\n"
	".Louter:\n"
	"\tmov ar.lc = 6\n"
	"\tadds r8 = -1, r8\n"
	"\t;;\n"
	".Linner:\n"
	"\tfma.d f8 = f8, f9, f10\n"
	"\t;;\n"
	"\tbr.cloop.sptk.few .Linner\n"
	"\t;;\n"
	"\tcmp.ne p6, p0 = 0, r8\n"
	"\t;;\n"
	"\t(p6) br.cond.dptk.few .Louter\n"
	"\t;;\n"
	".Lwhile:\n"
	"\tld8 r9 = [r32], 8\n"
	"\t;;\n"
	"\tcmp.ne p7, p0 = 0, r9\n"
	"\t;;\n"
	"\t(p7) br.cond.dptk.few .Lwhile\n"
	"\t;;\n"
	"\tbr.ret.sptk.many b0\n"
	"\t;;\n"
	"\t.endp copy#\n";

/* Sets a and b hold the same names in the same order, the same values bit
 * for bit. */
static void same_set(const struct count_set *a, const struct count_set *b, const char *what,
		     size_t i)
{
	if (a->n != b->n)
		fail_msg("%s %zu: %u events, %u", what, i, (unsigned)a->n, (unsigned)b->n);
	for (size_t k = 0; k < a->n; k++)
		if (strcmp(a->v[k].event, b->v[k].event) != 0 ||
		    memcmp(&a->v[k].value, &b->v[k].value, sizeof a->v[k].value) != 0)
			fail_msg("%s %zu: %s %.17g, %s %.17g", what, i, a->v[k].event,
				 a->v[k].value, b->v[k].event, b->v[k].value);
}

static void predict_as_compute(const char *qualifier)
{
	struct program *p = program_assemble("loops.s", loops_source, strlen(loops_source));
	assert_int_equal(p->errors, 0);
	struct cfg_options co = {.default_trip_count = 100};
	struct cfg *g = cfg_build(p, &co);
	assert_non_null(g);
	assert_true(g->nloops >= 4);
	struct model_config m;
	assert_true(model_config_init(&m, "montecito"));
	struct pmu_setup q;
	pmu_setup_init(&q);
	if (qualifier) {
		char *argv[] = {(char *)qualifier};
		int i = 0;
		char err[512] = "";
		if (pmu_parse_option(&q, 1, argv, &i, err, sizeof err) != 1)
			fail_msg("%s: %s", qualifier, err);
		struct pmu_program view;
		program_pmu_view(p, &view);
		if (!pmu_setup_finish(&q, &view, err, sizeof err))
			fail_msg("pmu_setup_finish: %s", err);
	}
	m.pmu = &q;
	struct prediction *pr = predict_program(p, g, &m), *pr2 = NULL;
	struct counts *c = counts_compute(pr, &q);
	struct counts *c2 = counts_predict(p, g, &m, &q, &pr2);
	assert_non_null(c2);
	for (size_t li = 0; li < g->nloops; li++) {
		assert_true(pr->loops[li].exact.sim.ngroups > 0);
		/* let go, but for what the counts and the views read */
		assert_null(pr2->loops[li].exact.sim.groups);
		assert_null(pr2->loops[li].exact.bundles);
		assert_null(pr2->loops[li].exact.syl);
		assert_true(pr2->loops[li].nexact_insns > 0);
		assert_int_equal(pr->loops[li].nexact_insns, pr2->loops[li].nexact_insns);
		assert_int_equal(pr->loops[li].exact_bundles, pr2->loops[li].exact_bundles);
		same_set(&c->loops[li], &c2->loops[li], "loop", li);
	}
	for (size_t bi = 0; bi < g->nblocks; bi++)
		same_set(&c->blocks[bi], &c2->blocks[bi], "block", bi);
	for (size_t pi = 0; pi < g->nprocs; pi++) {
		same_set(&c->procs[pi], &c2->procs[pi], "procedure", pi);
		same_set(&c->procs_inclusive[pi], &c2->procs_inclusive[pi], "inclusive", pi);
	}
	for (size_t i = 0; i < p->ninsns; i++)
		same_set(&c->insns[i], &c2->insns[i], "instruction", i);
	same_set(&c->file, &c2->file, "file", 0);
	counts_free(c);
	counts_free(c2);
	predict_free(pr);
	predict_free(pr2);
	cfg_free(g);
	program_free(p);
	pmu_setup_free(&q);
}

static void predicted_as_computed(void **state)
{
	(void)state;
	predict_as_compute(NULL);
}

static void predicted_as_computed_qualified(void **state)
{
	(void)state;
	predict_as_compute("--drange=0-0x100");
	predict_as_compute("--irange=copy");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(one_id_per_name),
		cmocka_unit_test(ranks_follow_names),
		cmocka_unit_test(json_made_once),
		cmocka_unit_test(large_set),
		cmocka_unit_test(set_by_hand),
		cmocka_unit_test(shared_copied),
		cmocka_unit_test(predicted_as_computed),
		cmocka_unit_test(predicted_as_computed_qualified),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
