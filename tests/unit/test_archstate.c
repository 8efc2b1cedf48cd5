/*
 * tests/unit/test_archstate.c - the architectural state along a path
 * (machine/archstate.c): rotation across br.ctop and br.wtop, alloc's
 * frame, br.call and br.ret, mov pr.rot, clrrrb, compares and moves to
 * ar.lc and ar.ec.  Instructions are assembled from text and carried out
 * in the order written.  The expected values follow the Itanium SDM's
 * pages for br, alloc, clrrrb, cmp and mov; the derivations are in the
 * comments.
 */
#include "unit.h"
#include "../../machine/archstate.h"
#include "../../machine/effects.h"
#include "../../parser/program.h"

/* Assembles src (instructions after a label .L0) and carries out every
 * written instruction on st, in the order written; returns what the last
 * one returned. */
static bool run(struct arch_state *st, const char *src, unsigned flags)
{
	char text[4096];
	snprintf(text, sizeof text, "\t.text\n.L0:\n%s\n", src);
	capture_begin();
	struct program *p = program_assemble("a.s", text, strlen(text));
	const char *d = capture_end();
	if (p->errors)
		fail_msg("unexpected errors in\n%s:\n%s", src, d);
	bool taken = false;
	for (uint32_t seq = 0;; seq++) {
		size_t i;
		for (i = 0; i < p->ninsns && p->insns[i].seq != seq; i++)
			;
		if (i == p->ninsns)
			break;
		const struct asm_insn *in = &p->insns[i];
		taken = arch_execute(st, in->form, in->ops, in->nops, in->nouts, in->qp, flags);
	}
	program_free(p);
	return taken;
}

static uint16_t gr(int n) { return (uint16_t)(RES_GR0 + n); }
static uint16_t fr(int n) { return (uint16_t)(RES_FR0 + n); }
static uint16_t pr(int n) { return (uint16_t)(RES_PR0 + n); }

/* The predicates p16..p16+n-1 as a string of 0, 1 and ?. */
static const char *stages(const struct arch_state *st, int n)
{
	static char buf[64];
	for (int i = 0; i < n; i++)
		buf[i] = "01?"[arch_pred(st, 16 + i)];
	buf[n] = '\0';
	return buf;
}

static void initial_state(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	assert_int_equal(arch_pred(&st, 0), PRED_TRUE);
	assert_int_equal(arch_pred(&st, 1), PRED_UNKNOWN);
	assert_int_equal(arch_pred(&st, 63), PRED_UNKNOWN);
	assert_false(st.lc_known);
	assert_false(st.ec_known);
	assert_int_equal(arch_rename(&st, gr(32)), gr(32));
	assert_int_equal(arch_rename(&st, fr(32)), fr(32));
	assert_int_equal(arch_rename(&st, pr(16)), pr(16));
	assert_true(arch_executes(&st, 0, 0));
	assert_false(arch_executes(&st, 6, 0));
	assert_true(arch_executes(&st, 6, ARCH_UNKNOWN_TRUE));
}

/* A counted modulo-scheduled loop with ar.lc = 2 and ar.ec = 3: three
 * kernel iterations (p63 = 1 before each rotation, ar.lc 2 -> 1 -> 0),
 * then the epilogue on ar.ec (3 -> 2 -> 1 taken with p63 = 0, then
 * 1 -> 0 falling through).  Each rotation takes every base down by one,
 * so the register that was r32 (f32, p16) is r33 (f33, p17) after it. */
static void ctop_rotation(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\talloc r2 = ar.pfs, 0, 16, 0, 8\n"
		 "\tmov ar.lc = 2\n"
		 "\tmov ar.ec = 3\n"
		 "\tmov pr.rot = 1 << 16\n", 0);
	assert_true(st.lc_known);
	assert_int_equal(st.lc, 2);
	assert_true(st.ec_known);
	assert_int_equal(st.ec, 3);
	assert_string_equal(stages(&st, 6), "100000");

	uint16_t r32 = arch_rename(&st, gr(32)), f32 = arch_rename(&st, fr(32));
	uint16_t p16 = arch_rename(&st, pr(16));
	assert_true(run(&st, "\tbr.ctop.sptk .L0\n", 0));
	/* kernel: ar.lc 2 -> 1, the new p16 is 1 */
	assert_int_equal(st.lc, 1);
	assert_int_equal(st.ec, 3);
	assert_string_equal(stages(&st, 6), "110000");
	assert_int_equal(arch_rename(&st, gr(33)), r32);
	assert_int_equal(arch_rename(&st, fr(33)), f32);
	assert_int_equal(arch_rename(&st, pr(17)), p16);
	/* r32 is now the physical register the rotating region's top held:
	 * r39 with sor = 8; f32 is f127, p16 is p63 */
	assert_int_equal(arch_rename(&st, gr(32)), gr(39));
	assert_int_equal(arch_rename(&st, fr(32)), fr(127));
	assert_int_equal(arch_rename(&st, pr(16)), pr(63));
	assert_int_equal(arch_rename(&st, gr(40)), gr(40));	/* not rotating */

	assert_true(run(&st, "\tbr.ctop.sptk .L0\n", 0));
	assert_int_equal(st.lc, 0);
	assert_string_equal(stages(&st, 6), "111000");
	assert_true(run(&st, "\tbr.ctop.sptk .L0\n", 0));	/* ar.lc 0: epilogue */
	assert_int_equal(st.lc, 0);
	assert_int_equal(st.ec, 2);
	assert_string_equal(stages(&st, 6), "011100");
	assert_true(run(&st, "\tbr.ctop.sptk .L0\n", 0));
	assert_int_equal(st.ec, 1);
	assert_string_equal(stages(&st, 6), "001110");
	/* ar.ec 1: the last rotation, and the loop is left */
	assert_false(run(&st, "\tbr.ctop.sptk .L0\n", 0));
	assert_int_equal(st.ec, 0);
	assert_string_equal(stages(&st, 6), "000111");
	/* five rotations: r32 is r32 + (0 - 5 mod 8) = r35 */
	assert_int_equal(arch_rename(&st, gr(32)), gr(35));
	assert_int_equal(arch_rename(&st, gr(37)), gr(32));
	assert_int_equal(arch_rename(&st, fr(32)), fr(32 + 91));
	assert_int_equal(arch_rename(&st, pr(16)), pr(16 + 43));
}

/* br.cexit is taken where br.ctop falls through; br.cloop counts ar.lc
 * without rotating. */
static void cexit_and_cloop(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\tmov ar.lc = 1\n\tmov ar.ec = 1\n", 0);
	assert_false(run(&st, "\tbr.cexit.sptk .L0\n", 0));	/* ar.lc 1 -> 0 */
	assert_int_equal(st.lc, 0);
	assert_true(run(&st, "\tbr.cexit.sptk .L0\n", 0));	/* ar.ec 1 -> 0 */
	assert_int_equal(st.ec, 0);
	arch_init(&st);
	run(&st, "\tmov ar.lc = 1\n", 0);
	assert_true(run(&st, "\tbr.cloop.sptk .L0\n", 0));
	assert_int_equal(st.lc, 0);
	assert_int_equal(st.frame.rrb.fr, 0);
	assert_false(run(&st, "\tbr.cloop.sptk .L0\n", 0));
	assert_int_equal(st.lc, 0);
	/* an unknown ar.lc goes on */
	run(&st, "\tmov ar.lc = r9\n", 0);
	assert_false(st.lc_known);
	assert_true(run(&st, "\tbr.cloop.sptk .L0\n", 0));
	assert_false(st.lc_known);
}

/* br.wtop: while its qualifying predicate is 1 it goes on with the new
 * p16 = 0 and ar.ec unchanged; then the epilogue on ar.ec. */
static void wtop_known_predicate(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\tmov ar.ec = 2\n\tmov pr.rot = 3 << 16\n", 0);
	assert_string_equal(stages(&st, 4), "1100");
	/* p17 = 1: kernel */
	assert_true(run(&st, "\t(p17) br.wtop.sptk .L0\n", 0));
	assert_int_equal(st.ec, 2);
	assert_string_equal(stages(&st, 4), "0110");
	assert_true(run(&st, "\t(p17) br.wtop.sptk .L0\n", 0));	/* p17 = old p16 = 1 */
	assert_int_equal(st.ec, 2);
	assert_string_equal(stages(&st, 4), "0011");
	/* p17 = 0 (known: ARCH_UNKNOWN_TRUE does not matter): epilogue */
	assert_true(run(&st, "\t(p17) br.wtop.sptk .L0\n", ARCH_UNKNOWN_TRUE));
	assert_int_equal(st.ec, 1);
	assert_string_equal(stages(&st, 4), "0001");
	assert_false(run(&st, "\t(p17) br.wtop.sptk .L0\n", ARCH_UNKNOWN_TRUE));
	assert_int_equal(st.ec, 0);
	/* br.wexit: taken where br.wtop falls through */
	arch_init(&st);
	run(&st, "\tmov ar.ec = 1\n", 0);
	assert_true(run(&st, "\t(p6) br.wexit.sptk .L0\n", 0));
}

/* With an unknown qualifying predicate br.wtop takes it as
 * ARCH_UNKNOWN_TRUE says: the kernel, or the epilogue. */
static void wtop_unknown_predicate(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\tmov ar.ec = 2\n", 0);
	assert_true(run(&st, "\t(p6) br.wtop.sptk .L0\n", ARCH_UNKNOWN_TRUE));
	assert_int_equal(st.ec, 2);
	assert_int_equal(arch_pred(&st, 16), PRED_FALSE);
	assert_int_equal(st.frame.rrb.pr, 47);
	assert_true(run(&st, "\t(p6) br.wtop.sptk .L0\n", 0));
	assert_int_equal(st.ec, 1);
	assert_false(run(&st, "\t(p6) br.wtop.sptk .L0\n", 0));
	assert_int_equal(st.ec, 0);
	assert_int_equal(st.frame.rrb.pr, 45);
}

/* alloc r1 = ar.pfs, i, l, o, r: sof = i+l+o, sol = i+l, sor = r; the
 * rotating region is r32..r32+sor-1 and rotates modulo sor; alloc clears
 * the bases. */
static void alloc_frame(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\talloc r45 = ar.pfs, 2, 10, 4, 8\n", 0);
	assert_int_equal(st.frame.sof, 16);
	assert_int_equal(st.frame.sol, 12);
	assert_int_equal(st.frame.sor, 8);
	run(&st, "\tmov ar.lc = 5\n\tbr.ctop.sptk .L0\n\tbr.ctop.sptk .L0\n"
		 "\tbr.ctop.sptk .L0\n", 0);
	/* three rotations: r32 + (n + 5 mod 8) */
	assert_int_equal(st.frame.rrb.gr, 5);
	assert_int_equal(arch_rename(&st, gr(32)), gr(37));
	assert_int_equal(arch_rename(&st, gr(34)), gr(39));
	assert_int_equal(arch_rename(&st, gr(35)), gr(32));
	assert_int_equal(arch_rename(&st, gr(39)), gr(36));
	assert_int_equal(arch_rename(&st, gr(40)), gr(40));	/* r32 + sor */
	assert_int_equal(arch_rename(&st, gr(31)), gr(31));
	assert_int_equal(arch_rename(&st, gr(2)), gr(2));
	assert_int_equal(arch_rename(&st, pr(15)), pr(15));
	/* a new frame: no rotating region, the bases cleared */
	run(&st, "\talloc r40 = ar.pfs, 1, 8, 0, 0\n", 0);
	assert_int_equal(st.frame.sof, 9);
	assert_int_equal(st.frame.sol, 9);
	assert_int_equal(st.frame.sor, 0);
	assert_int_equal(arch_rename(&st, gr(32)), gr(32));
	assert_int_equal(arch_rename(&st, fr(32)), fr(32));
	assert_int_equal(arch_rename(&st, pr(16)), pr(16));
	/* the form without ar.pfs */
	run(&st, "\talloc r33 = 2, 6, 8, 16\n", 0);
	assert_int_equal(st.frame.sof, 16);
	assert_int_equal(st.frame.sol, 8);
	assert_int_equal(st.frame.sor, 16);
}

/* br.call: the callee's frame is the caller's outputs (sof - sol, no
 * locals, no rotating region, the bases 0), the caller's frame and ar.ec
 * saved in ar.pfs; br.ret restores them. */
static void call_and_return(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\talloc r40 = ar.pfs, 2, 14, 3, 8\n"
		 "\tmov ar.lc = 9\n\tmov ar.ec = 4\n\tbr.ctop.sptk .L0\n", 0);
	assert_int_equal(st.frame.rrb.gr, 7);
	assert_true(run(&st, "\tbr.call.sptk.many b0 = .L0\n", 0));
	assert_int_equal(st.frame.sof, 3);
	assert_int_equal(st.frame.sol, 0);
	assert_int_equal(st.frame.sor, 0);
	assert_int_equal(st.frame.rrb.gr, 0);
	assert_int_equal(st.frame.rrb.fr, 0);
	assert_int_equal(st.frame.rrb.pr, 0);
	assert_int_equal(arch_rename(&st, gr(32)), gr(32));
	assert_true(st.pfs.known);
	assert_int_equal(st.pfs.frame.sof, 19);
	/* the callee's own frame and loop */
	run(&st, "\talloc r35 = ar.pfs, 3, 2, 1, 0\n\tmov ar.ec = 1\n", 0);
	assert_int_equal(st.frame.sof, 6);
	assert_int_equal(st.ec, 1);
	assert_true(run(&st, "\tbr.ret.sptk.many b0\n", 0));
	assert_int_equal(st.frame.sof, 19);
	assert_int_equal(st.frame.sol, 16);
	assert_int_equal(st.frame.sor, 8);
	assert_int_equal(st.frame.rrb.gr, 7);
	assert_int_equal(arch_rename(&st, gr(33)), gr(32));
	assert_true(st.ec_known);
	assert_int_equal(st.ec, 4);
	/* a false qualifying predicate: neither happens */
	run(&st, "\tmov pr.rot = 0\n", 0);
	assert_false(run(&st, "\t(p20) br.call.sptk.many b0 = .L0\n", 0));
	assert_int_equal(st.frame.sof, 19);
	/* stepped over: the callee returns at once */
	assert_true(run(&st, "\tbr.call.sptk.many b0 = .L0\n", ARCH_FALL_THROUGH));
	assert_int_equal(st.frame.sof, 19);
	assert_int_equal(st.frame.rrb.gr, 7);
	/* a return past what the path knows: an empty frame, unless the
	 * path goes on after it (not taken) */
	arch_init(&st);
	run(&st, "\talloc r40 = ar.pfs, 2, 14, 3, 8\n\tmov ar.ec = 1\n", 0);
	assert_true(run(&st, "\tbr.ret.sptk.many b0\n", ARCH_FALL_THROUGH));
	assert_int_equal(st.frame.sof, 19);
	assert_true(st.ec_known);
	run(&st, "\tbr.ret.sptk.many b0\n", 0);
	assert_int_equal(st.frame.sof, 0);
	assert_int_equal(st.frame.sor, 0);
	assert_false(st.ec_known);
}

/* mov pr.rot = imm sets p16-p63 (architectural, so under the bases) and
 * leaves p1-p15; with the qualifying predicate false nothing. */
static void mov_pr_rot(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\tmov ar.ec = 9\n\t(p6) br.wtop.sptk .L0\n", ARCH_UNKNOWN_TRUE);
	assert_int_equal(st.frame.rrb.pr, 47);
	run(&st, "\tmov pr.rot = 0x50000\n", 0);
	assert_string_equal(stages(&st, 4), "1010");
	assert_int_equal(arch_pred(&st, 63), PRED_FALSE);
	assert_int_equal(arch_pred(&st, 15), PRED_UNKNOWN);
	assert_int_equal(arch_pred(&st, 0), PRED_TRUE);
	/* p17 = 0: not carried out */
	run(&st, "\t(p17) mov pr.rot = 0\n", ARCH_UNKNOWN_TRUE);
	assert_string_equal(stages(&st, 4), "1010");
	/* p7 unknown, taken as false: not carried out; as true: it is */
	run(&st, "\t(p7) mov pr.rot = 0\n", 0);
	assert_string_equal(stages(&st, 4), "1010");
	run(&st, "\t(p7) mov pr.rot = 0\n", ARCH_UNKNOWN_TRUE);
	assert_string_equal(stages(&st, 4), "0000");
	/* from a register: unknown */
	run(&st, "\tmov pr = r2, -1\n", 0);
	assert_string_equal(stages(&st, 4), "????");
	assert_int_equal(arch_pred(&st, 1), PRED_UNKNOWN);
	assert_int_equal(arch_pred(&st, 0), PRED_TRUE);
}

/* clrrrb clears every base, clrrrb.pr the predicates' only. */
static void clrrrb(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\talloc r40 = ar.pfs, 0, 16, 0, 16\n\tmov ar.lc = 3\n"
		 "\tbr.ctop.sptk .L0\n\tbr.ctop.sptk .L0\n", 0);
	assert_int_equal(st.frame.rrb.gr, 14);
	assert_int_equal(st.frame.rrb.fr, 94);
	assert_int_equal(st.frame.rrb.pr, 46);
	run(&st, "\tclrrrb.pr\n", 0);
	assert_int_equal(st.frame.rrb.gr, 14);
	assert_int_equal(st.frame.rrb.fr, 94);
	assert_int_equal(st.frame.rrb.pr, 0);
	assert_int_equal(arch_rename(&st, pr(16)), pr(16));
	assert_int_equal(arch_rename(&st, gr(32)), gr(46));
	run(&st, "\tclrrrb\n", 0);
	assert_int_equal(st.frame.rrb.gr, 0);
	assert_int_equal(st.frame.rrb.fr, 0);
	assert_int_equal(arch_rename(&st, gr(32)), gr(32));
	assert_int_equal(arch_rename(&st, fr(40)), fr(40));
	assert_int_equal(st.frame.sor, 16);
}

/* Compares: the targets become unknown; with the qualifying predicate
 * false only a .unc compare writes (both 0); an and-type target already
 * 0 and an or-type one already 1 stay. */
static void compares(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\tmov pr.rot = 0x2a << 16\n", 0);	/* p17, p19, p21 */
	assert_string_equal(stages(&st, 6), "010101");
	/* p16 = 0 */
	run(&st, "\t(p16) cmp.eq p17, p18 = r1, r2\n", ARCH_UNKNOWN_TRUE);
	assert_string_equal(stages(&st, 6), "010101");
	run(&st, "\t(p16) cmp.eq.unc p17, p19 = r1, r2\n", 0);
	assert_string_equal(stages(&st, 6), "000001");
	run(&st, "\t(p16) cmp.eq.unc p6, p7 = r1, r2\n", 0);
	assert_int_equal(arch_pred(&st, 6), PRED_FALSE);
	assert_int_equal(arch_pred(&st, 7), PRED_FALSE);
	/* p21 = 1 */
	run(&st, "\t(p21) cmp.eq p17, p18 = r1, r2\n", 0);
	assert_string_equal(stages(&st, 6), "0??001");
	/* and-type: p20 = 0 stays, p21 = 1 may become 0 */
	run(&st, "\tcmp.eq.and p20, p21 = r1, r2\n", 0);
	assert_string_equal(stages(&st, 6), "0??00?");
	run(&st, "\tmov pr.rot = 0x2a << 16\n", 0);
	/* or-type: p17 = 1 stays, p16 = 0 may become 1 */
	run(&st, "\tcmp.eq.or p16, p17 = r1, r2\n", 0);
	assert_string_equal(stages(&st, 6), "?10101");
	/* or.andcm: the first target or-type, the second and-type */
	run(&st, "\tmov pr.rot = 0x2a << 16\n", 0);
	run(&st, "\tcmp.eq.or.andcm p17, p18 = r1, r2\n", 0);
	assert_string_equal(stages(&st, 6), "010101");
	run(&st, "\tcmp.eq.or.andcm p18, p17 = r1, r2\n", 0);
	assert_string_equal(stages(&st, 6), "0??101");
	/* an unknown qualifying predicate taken as false */
	run(&st, "\tmov pr.rot = 0x2a << 16\n", 0);
	run(&st, "\t(p9) tbit.z p16, p17 = r1, 3\n", 0);
	assert_string_equal(stages(&st, 6), "010101");
	run(&st, "\t(p9) tbit.z p16, p17 = r1, 3\n", ARCH_UNKNOWN_TRUE);
	assert_string_equal(stages(&st, 6), "??0101");
}

/* mov ar.lc / ar.ec = imm: known; = register: unknown. */
static void moves_to_lc_and_ec(void **state)
{
	(void)state;
	struct arch_state st;
	arch_init(&st);
	run(&st, "\tmov ar.lc = 7\n\tmov.i ar.ec = 3\n", 0);
	assert_true(st.lc_known);
	assert_int_equal(st.lc, 7);
	assert_true(st.ec_known);
	assert_int_equal(st.ec, 3);
	run(&st, "\tmov ar.ec = r5\n", 0);
	assert_true(st.lc_known);
	assert_false(st.ec_known);
	run(&st, "\tmov ar.lc = r5\n", 0);
	assert_false(st.lc_known);
	/* qualified by a false predicate: nothing */
	run(&st, "\tmov pr.rot = 0\n\tmov ar.lc = 4\n\t(p16) mov ar.lc = 1\n", 0);
	assert_int_equal(st.lc, 4);
	/* reading them changes nothing */
	run(&st, "\tmov r9 = ar.lc\n", 0);
	assert_true(st.lc_known);
	assert_int_equal(st.lc, 4);
}

/* The loop branch rule alone: kernel, epilogue, the last stage. */
static void loop_branch_rule(void **state)
{
	(void)state;
	struct arch_loop_step s = arch_loop_branch(BRANCH_CTOP, true, 0);
	assert_true(s.taken && s.lc_dec && !s.ec_dec && s.rotates && s.stage);
	s = arch_loop_branch(BRANCH_CTOP, false, 3);		/* epilogue */
	assert_true(s.taken && !s.lc_dec && s.ec_dec && s.rotates && !s.stage);
	s = arch_loop_branch(BRANCH_CTOP, false, 1);		/* the last stage */
	assert_true(!s.taken && s.ec_dec && s.rotates);
	s = arch_loop_branch(BRANCH_CTOP, false, 0);
	assert_true(!s.taken && !s.ec_dec && s.rotates);
	s = arch_loop_branch(BRANCH_CEXIT, true, 0);		/* cexit: taken on exit */
	assert_true(!s.taken && s.lc_dec && s.rotates && s.stage);
	s = arch_loop_branch(BRANCH_CEXIT, false, 1);
	assert_true(s.taken && s.ec_dec);
	s = arch_loop_branch(BRANCH_CLOOP, true, 0);
	assert_true(s.taken && s.lc_dec && !s.rotates);
	s = arch_loop_branch(BRANCH_CLOOP, false, 5);
	assert_true(!s.taken && !s.lc_dec && !s.ec_dec && !s.rotates);
	s = arch_loop_branch(BRANCH_WTOP, true, 0);		/* while: stage 0 */
	assert_true(s.taken && !s.lc_dec && s.rotates && !s.stage);
	s = arch_loop_branch(BRANCH_WEXIT, false, 2);
	assert_true(!s.taken && s.ec_dec);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(initial_state),
		cmocka_unit_test(loop_branch_rule),
		cmocka_unit_test(ctop_rotation),
		cmocka_unit_test(cexit_and_cloop),
		cmocka_unit_test(wtop_known_predicate),
		cmocka_unit_test(wtop_unknown_predicate),
		cmocka_unit_test(alloc_frame),
		cmocka_unit_test(call_and_return),
		cmocka_unit_test(mov_pr_rot),
		cmocka_unit_test(clrrrb),
		cmocka_unit_test(compares),
		cmocka_unit_test(moves_to_lc_and_ec),
	};
	return cmocka_run_group_tests(tests, NULL, unit_teardown);
}
