/*
 * tests/unit/test_rse.c - the register stack engine's mandatory spills and
 * fills (machine/rse.h), each outcome derived by hand in the comments.
 */
#include "unit.h"

#include "../../machine/effects.h"
#include "../../machine/rse.h"
#include "../../parser/program.h"

#include <string.h>

/* What the operations told, in order. */
struct heard {
	struct rse_ref r[256];
	size_t n;
};

static void hear(void *ctx, const struct rse_ref *r)
{
	struct heard *h = ctx;
	if (h->n < sizeof h->r / sizeof h->r[0])
		h->r[h->n] = *r;
	h->n++;
}

/* The Ski harness's entry: a frame of 8 (its outputs), nothing dirty, the
 * backing store at 0x9fffffff80000000.  The procedure allocs 20 locals
 * (growth 12 <= 88 invalid: nothing stored) and calls a procedure that
 * allocs 96: the call makes the 20 locals dirty (invalid 96 - 0 - 20 =
 * 76), the callee's growth of 96 > 76 stores the 20 (8-byte slots from
 * the base, no NaT collection slot among the first 63), and its return
 * loads them back, the newest (base + 152) first, down to the base. */
static void spill_and_fill(void **state)
{
	(void)state;
	const uint64_t base = 0x9fffffff80000000ULL;
	struct rse_state st;
	struct heard h = {0};
	rse_init(&st, 8, 0, base);
	assert_int_equal(st.invalid, 88);
	assert_true(st.bsp == base && st.bspstore == base);
	rse_alloc(&st, 20, 20, hear, &h);
	assert_int_equal(h.n, 0);
	assert_int_equal(st.invalid, 76);
	rse_call(&st);
	assert_int_equal(st.dirty, 20);
	assert_int_equal(st.sof, 0);
	assert_true(st.bsp == base + 160);
	rse_alloc(&st, 96, 96, hear, &h);
	assert_int_equal(h.n, 20);
	for (size_t k = 0; k < 20; k++) {
		assert_false(h.r[k].load);
		assert_false(h.r[k].rnat);
		assert_true(h.r[k].addr == base + 8 * k);
	}
	assert_int_equal(st.dirty, 0);
	assert_int_equal(st.invalid, 0);
	h.n = 0;
	rse_return(&st, hear, &h);
	assert_int_equal(h.n, 20);
	for (size_t k = 0; k < 20; k++) {
		assert_true(h.r[k].load);
		assert_true(h.r[k].addr == base + 152 - 8 * k);
	}
	assert_int_equal(st.sof, 20);
	assert_int_equal(st.sol, 20);
	assert_int_equal(st.dirty, 0);
	assert_int_equal(st.invalid, 76);
	assert_true(st.bsp == base && st.bspstore == base);
	/* the procedure's own return: the harness's frame (8 outputs, no
	 * locals) comes back without a load */
	h.n = 0;
	rse_return(&st, hear, &h);
	assert_int_equal(h.n, 0);
	assert_int_equal(st.sof, 8);
	assert_int_equal(st.invalid, 88);
	assert_int_equal(st.refs, 40);
}

/* NaT collections: the backing store from 0x11e0 (slot 60 of its 64), 10
 * dirty registers below a frame of 8: they sit at 0x11e0, 0x11e8, 0x11f0,
 * (0x11f8 is the collection slot: bits 8:3 all ones), 0x1200 .. 0x1230,
 * so BSP = 0x1238; invalid 96 - 8 - 10 = 78.  alloc 90 grows by 82: 4
 * registers must go: 0x11e0, 0x11e8, 0x11f0, then ar.rnat at 0x11f8,
 * then 0x1200 (5 stores).  The return to the caller (frame 18, its 10
 * locals: the dirty registers at entry) finds 6 of them: the 4 others
 * and the collection come back from 0x1200 down (5 loads). */
static void nat_collections(void **state)
{
	(void)state;
	struct rse_state st;
	struct heard h = {0};
	rse_init(&st, 8, 10, 0x11e0);
	assert_true(st.bsp == 0x1238);
	assert_int_equal(st.invalid, 78);
	assert_true(rse_is_rnat_slot(0x11f8));
	assert_false(rse_is_rnat_slot(0x11f0));
	rse_alloc(&st, 90, 90, hear, &h);
	static const uint64_t stored[] = {0x11e0, 0x11e8, 0x11f0, 0x11f8, 0x1200};
	assert_int_equal(h.n, 5);
	for (size_t k = 0; k < 5; k++) {
		assert_true(h.r[k].addr == stored[k]);
		assert_false(h.r[k].load);
		assert_int_equal(h.r[k].rnat, k == 3);
	}
	assert_int_equal(st.dirty, 6);
	assert_int_equal(st.invalid, 0);
	assert_true(st.bspstore == 0x1208);
	h.n = 0;
	rse_return(&st, hear, &h);
	assert_int_equal(st.sof, 18);
	assert_int_equal(st.sol, 10);
	assert_int_equal(h.n, 5);
	for (size_t k = 0; k < 5; k++) {
		assert_true(h.r[k].addr == stored[4 - k]);
		assert_true(h.r[k].load);
		assert_int_equal(h.r[k].rnat, k == 1);
	}
	assert_true(st.bsp == 0x11e0 && st.bspstore == 0x11e0);
	assert_int_equal(st.invalid, 78);
}

/* flushrs stores every dirty register and the collection slot among them:
 * from 0x11e8, 3 dirty registers are 0x11e8, 0x11f0, 0x1200 (BSP 0x1208):
 * 4 stores, ar.rnat the third. */
static void flushrs_stores_all(void **state)
{
	(void)state;
	struct rse_state st;
	struct heard h = {0};
	rse_init(&st, 8, 3, 0x11e8);
	assert_true(st.bsp == 0x1208);
	rse_flushrs(&st, hear, &h);
	assert_int_equal(h.n, 4);
	assert_true(h.r[2].rnat && h.r[2].addr == 0x11f8);
	assert_true(h.r[3].addr == 0x1200 && !h.r[3].rnat);
	assert_int_equal(st.dirty, 0);
	assert_true(st.bspstore == st.bsp);
	assert_int_equal(st.invalid, 88);
	/* nothing dirty: a second flushrs stores nothing */
	h.n = 0;
	rse_flushrs(&st, hear, &h);
	assert_int_equal(h.n, 0);
}

/* cover makes the frame of 60 dirty (invalid stays 36); a new alloc of 60
 * then grows past the 36 invalid: 24 stores from the base.  loadrs makes
 * the state unknown: nothing more is told. */
static void cover_then_alloc_and_loadrs(void **state)
{
	(void)state;
	struct rse_state st;
	struct heard h = {0};
	rse_init(&st, 8, 0, 0x2000);
	rse_alloc(&st, 60, 60, hear, &h);
	rse_cover(&st);
	assert_int_equal(st.dirty, 60);
	assert_int_equal(st.sof, 0);
	assert_int_equal(st.invalid, 36);
	assert_true(st.bsp == 0x2000 + 480);
	rse_alloc(&st, 60, 60, hear, &h);
	assert_int_equal(h.n, 24);
	assert_true(h.r[23].addr == 0x2000 + 23 * 8);
	rse_forget(&st);
	h.n = 0;
	rse_flushrs(&st, hear, &h);
	rse_alloc(&st, 96, 0, hear, &h);
	assert_int_equal(h.n, 0);
	assert_false(st.known);
}

/* Which instructions move the stack, and an alloc's frame; through
 * rse_execute: a call not taken does nothing. */
static void instructions(void **state)
{
	(void)state;
	static const char src[] =
		"\t.text\nf:\n"
		"{ .mii\n alloc r34 = ar.pfs, 2, 18, 4, 0\n add r8 = r9, r10\n nop.i 0 ;; }\n"
		"{ .mmi\n flushrs\n nop.m 0\n nop.i 0 ;; }\n"
		"{ .mmi\n loadrs\n nop.m 0\n nop.i 0 ;; }\n"
		"{ .mib\n nop.m 0\n nop.i 0\n br.call.sptk.many b0 = f ;; }\n"
		"{ .mib\n nop.m 0\n nop.i 0\n cover ;; }\n"
		"{ .mib\n nop.m 0\n nop.i 0\n br.ret.sptk.many b0 ;; }\n";
	struct program *p = program_assemble("a.s", src, strlen(src));
	assert_non_null(p);
	assert_true(p->ninsns >= 18);
	unsigned sof = 0, sol = 0;
	assert_int_equal(rse_op_of(p->insns[0].form), RSE_OP_ALLOC);
	assert_true(rse_alloc_frame(&p->insns[0], &sof, &sol));
	assert_int_equal(sof, 24);
	assert_int_equal(sol, 20);
	assert_int_equal(rse_op_of(p->insns[1].form), RSE_OP_NONE);
	assert_false(rse_alloc_frame(&p->insns[1], &sof, &sol));
	assert_int_equal(rse_op_of(p->insns[3].form), RSE_OP_FLUSHRS);
	assert_int_equal(rse_op_of(p->insns[6].form), RSE_OP_LOADRS);
	assert_int_equal(rse_op_of(p->insns[11].form), RSE_OP_CALL);
	assert_int_equal(rse_op_of(p->insns[14].form), RSE_OP_COVER);
	assert_int_equal(rse_op_of(p->insns[17].form), RSE_OP_RETURN);
	struct rse_state st;
	rse_init(&st, 8, 0, 0x4000);
	rse_execute(&st, &p->insns[0], false, NULL, NULL);
	assert_int_equal(st.sof, 24);
	rse_execute(&st, &p->insns[11], false, NULL, NULL);	/* not taken */
	assert_int_equal(st.dirty, 0);
	rse_execute(&st, &p->insns[11], true, NULL, NULL);
	assert_int_equal(st.dirty, 20);
	assert_int_equal(st.sof, 4);
	rse_execute(&st, &p->insns[17], true, NULL, NULL);
	assert_int_equal(st.sof, 24);
	assert_int_equal(st.dirty, 0);
	rse_execute(&st, &p->insns[6], false, NULL, NULL);
	assert_false(st.known);
	program_free(p);
}

int main(void)
{
	insn_table_init();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(spill_and_fill),
		cmocka_unit_test(nat_collections),
		cmocka_unit_test(flushrs_stores_all),
		cmocka_unit_test(cover_then_alloc_and_loadrs),
		cmocka_unit_test(instructions),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
