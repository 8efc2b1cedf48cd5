/*
 * tests/unit/test_valmem.c - the memory a walk remembers
 * (analysis/valmem.c): words, runs, a store that cuts a run, the rule
 * that runs share no byte, the bounds, and the file's data.  Addresses are numbers
 * (sym VSYM_NONE) unless said; each expected value is worked out in the
 * comment beside it.
 */
#include "unit.h"
#include "../../analysis/valmem.h"

static struct val num(int64_t c)
{
	return (struct val){VAL_KNOWN, VSYM_NONE, 0, 0, c};
}

static struct val in0(int64_t c)
{
	return (struct val){VAL_KNOWN, VSYM_IN0, 1u << VSYM_IN0, 1, c};
}

/* The load's value, or -1 when not known. */
static int64_t load(const struct valmem *m, int64_t at, unsigned size)
{
	struct val a = num(at), x = valmem_load(m, &a, size);
	return x.kind == VAL_KNOWN ? x.c : -1;
}

static void words(void **state)
{
	(void)state;
	struct valmem *m = valmem_new(16, 4);
	struct val a = num(0x1000), x = num(0x0102030405060708);
	valmem_store(m, &a, 8, &x);
	/* little-endian: byte 0x1003 is 05, the 2 bytes at 0x1006 are 02 01 */
	assert_int_equal(load(m, 0x1003, 1), 0x05);
	assert_int_equal(load(m, 0x1006, 2), 0x0102);
	/* 4 bytes at 0x1006: two not stored */
	assert_int_equal(load(m, 0x1006, 4), -1);
	assert_int_equal(valmem_words(m), 1);
	/* another region forgets it all */
	struct val b = in0(0), y = num(1);
	valmem_store(m, &b, 1, &y);
	assert_int_equal(load(m, 0x1003, 1), -1);
	assert_int_equal(valmem_words(m), 1);
	/* a value of in0 comes back whole, not in part */
	struct val p = in0(64);
	valmem_store(m, &b, 8, &p);
	struct val r = valmem_load(m, &b, 8);
	assert_int_equal(r.kind, VAL_KNOWN);
	assert_int_equal(r.sym, VSYM_IN0);
	assert_int_equal(r.c, 64);
	assert_int_equal(valmem_load(m, &b, 4).kind, VAL_UNKNOWN);
	valmem_free(m);
}

static void runs(void **state)
{
	(void)state;
	struct valmem *m = valmem_new(16, 5);
	/* 100 elements of 4 bytes, 16 apart from 0x2000: element i = 10 + 3 i */
	struct valmem_run r = {num(0x2000), num(10), 16, 3, 100, 4};
	valmem_store_runs(m, &r, 1);
	assert_int_equal(valmem_runs(m), 1);
	assert_int_equal(load(m, 0x2000 + 16 * 50, 4), 160);	/* 10 + 150 */
	assert_int_equal(load(m, 0x2000 + 16 * 50 + 2, 2), 0);	/* 160's high bytes */
	assert_int_equal(load(m, 0x2000 + 16 * 50 + 4, 1), -1);	/* the gap */
	/* a byte stored into element 50 (byte 1 of 160 = 0x000000a0): the
	 * run keeps elements 0-49 and 51-99, element 50 becomes a word */
	struct val a = num(0x2000 + 16 * 50 + 1), x = num(0x7f);
	valmem_store(m, &a, 1, &x);
	assert_int_equal(valmem_runs(m), 2);
	assert_int_equal(load(m, 0x2000 + 16 * 50, 4), 0x7fa0);
	assert_int_equal(load(m, 0x2000 + 16 * 49, 4), 157);
	assert_int_equal(load(m, 0x2000 + 16 * 51, 4), 163);
	assert_int_equal(load(m, 0x2000 + 16 * 99, 4), 307);
	assert_int_equal(load(m, 0x2000 + 16 * 100, 4), -1);
	/* a run going down: 8 bytes at 0x3000, 0x2ff8, ...: element i = 5 - i */
	struct valmem_run d = {num(0x3000), num(5), -8, -1, 4, 8};
	valmem_store_runs(m, &d, 1);
	assert_int_equal(load(m, 0x3000, 8), 5);
	assert_int_equal(load(m, 0x3000 - 24, 8), 2);
	assert_int_equal(load(m, 0x3000 - 32, 8), -1);
	/* a run over part of another forgets the span it covers: elements
	 * 10-19 of the first run go, in the gaps too (elements 0-49 become
	 * 0-9 and 20-49: 4 runs, and this one the fifth) */
	struct valmem_run o = {num(0x2000 + 16 * 10), num(0), 4, 0, 40, 4};
	valmem_store_runs(m, &o, 1);
	assert_int_equal(load(m, 0x2000 + 16 * 12, 4), 0);
	assert_int_equal(load(m, 0x2000 + 16 * 9, 4), 37);
	assert_int_equal(load(m, 0x2000 + 16 * 20, 4), 70);
	/* a sixth run is not remembered (walk_memory_runs 5 here): its
	 * bytes are forgotten, not left as they were */
	assert_int_equal(valmem_runs(m), 5);
	struct valmem_run f = {num(0x3000 - 8), num(9), 8, 0, 1, 8};
	valmem_store_runs(m, &f, 1);
	assert_int_equal(load(m, 0x3000 - 8, 8), -1);
	/* values of in0 as a run (a list: element i holds in0 + 128 (i + 1)) */
	valmem_clear(m);
	struct valmem_run l = {in0(0), in0(128), 128, 128, 1000, 8};
	valmem_store_runs(m, &l, 1);
	struct val at = in0(128 * 999), v = valmem_load(m, &at, 8);
	assert_int_equal(v.kind, VAL_KNOWN);
	assert_int_equal(v.sym, VSYM_IN0);
	assert_int_equal(v.c, 128 * 1000);
	valmem_free(m);
}

static void overlap(void **state)
{
	(void)state;
	/* a[2i] and a[2i + 1] of 8 bytes, 16 apart: no byte shared */
	struct valmem_run a = {num(0x1000), num(0), 16, 0, 100, 8};
	struct valmem_run b = {num(0x1008), num(0), 16, 0, 100, 8};
	assert_false(valmem_runs_overlap(&a, &b));
	/* 4 bytes further: element i of b meets element i + 1 of a */
	b.first = num(0x100c);
	assert_true(valmem_runs_overlap(&a, &b));
	/* different strides whose spans meet: not told apart */
	b.first = num(0x1008);
	b.stride = 32;
	assert_true(valmem_runs_overlap(&a, &b));
	/* spans apart */
	b.first = num(0x1000 + 16 * 100);
	assert_false(valmem_runs_overlap(&a, &b));
	/* another region may be the same bytes */
	b.first = in0(0x1008);
	b.stride = 16;
	assert_true(valmem_runs_overlap(&a, &b));
}

static void bounds(void **state)
{
	(void)state;
	struct valmem *m = valmem_new(2, 1);
	struct val x = num(7);
	for (int k = 0; k < 3; k++) {
		struct val a = num(0x100 + 8 * k);
		valmem_store(m, &a, 8, &x);
	}
	/* two words kept, the third store not remembered */
	assert_int_equal(load(m, 0x100, 8), 7);
	assert_int_equal(load(m, 0x108, 8), 7);
	assert_int_equal(load(m, 0x110, 8), -1);
	/* a store at an address not known forgets everything */
	struct val u = {VAL_UNKNOWN, VSYM_NONE, 0, 0, 0};
	valmem_store(m, &u, 1, &x);
	assert_int_equal(load(m, 0x100, 8), -1);
	assert_int_equal(valmem_words(m), 0);
	valmem_free(m);
}

static void image(void **state)
{
	(void)state;
	struct valmem *m = valmem_new(16, 4);
	/* a writable segment of 16 bytes at 0x8000 (bytes 0, 1, ..., 15;
	 * bytes 8-15 filled in by the linker with what is not known), a
	 * read-only one of 8 at 0x9000 (bytes 0xa0 ...) */
	static const uint8_t data[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
	static const uint8_t unk[16] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1};
	static const uint8_t ro[8] = {0xa0, 0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7};
	const struct valmem_segment seg[2] = {{0x8000, 16, data, unk, true},
					      {0x9000, 8, ro, NULL, false}};
	valmem_set_image(m, seg, 2);
	assert_int_equal(load(m, 0x8002, 2), 0x0302);
	assert_int_equal(load(m, 0x8006, 4), -1);	/* bytes 8, 9 not known */
	assert_int_equal(load(m, 0x8010, 1), -1);	/* past it */
	/* a store of a value not known hides bytes 3-4, not 2 or 5 */
	struct val a = num(0x8003), u = {VAL_UNKNOWN, VSYM_NONE, 0, 0, 0};
	valmem_store(m, &a, 2, &u);
	assert_int_equal(load(m, 0x8002, 1), 2);
	assert_int_equal(load(m, 0x8003, 1), -1);
	assert_int_equal(load(m, 0x8005, 1), 5);
	/* a known store over byte 4 shows it again, with its value */
	struct val b = num(0x8004), x = num(0x44);
	valmem_store(m, &b, 1, &x);
	assert_int_equal(load(m, 0x8004, 2), 0x0544);
	/* a store to an input's memory: the writable segment is forgotten,
	 * the read-only one is not */
	struct val c = in0(0), y = num(1);
	valmem_store(m, &c, 1, &y);
	assert_int_equal(load(m, 0x8000, 1), -1);
	assert_int_equal(load(m, 0x9001, 2), 0xa2a1);
	valmem_clear(m);
	assert_int_equal(load(m, 0x9007, 1), 0xa7);
	valmem_free(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(words),
		cmocka_unit_test(runs),
		cmocka_unit_test(overlap),
		cmocka_unit_test(bounds),
		cmocka_unit_test(image),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
