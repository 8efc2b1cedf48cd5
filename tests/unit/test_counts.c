/*
 * tests/unit/test_counts.c - analysis/eventids.h and the count sets of
 * analysis/counts.h: a name has one id whatever its address, ranks follow
 * the names' order as names are added, and a set finds its events by id
 * whether small, indexed, built by hand or shared.
 */
#include "unit.h"
#include "../../analysis/counts.h"
#include "../../analysis/eventids.h"

#include <math.h>

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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(one_id_per_name),
		cmocka_unit_test(ranks_follow_names),
		cmocka_unit_test(json_made_once),
		cmocka_unit_test(large_set),
		cmocka_unit_test(set_by_hand),
		cmocka_unit_test(shared_copied),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
