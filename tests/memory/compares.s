// tests/memory/compares.s - long loops with compares, fast-forwarded
// (docs/model.md, "Long loops"; tests/memory/run.sh).
//
// split(n = in0, m = in1, p = in2): a counted loop (br.cloop) whose
// compare changes its result once, at iteration m + 1:
//     for (i = 0; i < n; i++) { if (i < m) s += 3; else s -= 1; p[i] = s; }
// The walk skips periods while ar.lc has some left and cmp.lt keeps its
// result: it stops skipping before i = m, runs that iteration, and skips
// again.  Each iteration retires its three bundles (9 instructions, nops
// included), one of the two adds with its predicate false; the two
// bundles before the loop and the one after retire 9 more:
//     IA64_INST_RETIRED = 9n + 9, PREDICATE_SQUASHED_RETIRED = n,
//     STORES_RETIRED = n;
// the first add, (p6), is squashed n - m times, the second, (p7), m times.
//
// upto(p = in0, n = in1): a br.cond loop, whose end the compare decides:
//     do { *p = 0; p += 8; } while (p < p0 + 8n);
// The walk skips the periods in which cmp.ltu keeps its result (all but
// the last).  An iteration that branches back retires 5 instructions (the
// nop.b after the taken branch does not), the last one 6, the bundles
// before and after 3 each:
//     IA64_INST_RETIRED = 5(n - 1) + 6 + 6 = 5n + 7, STORES_RETIRED = n.
	.text
	.global split#
	.proc split#
split:
	alloc r16 = ar.pfs, 3, 0, 0, 0
	add r15 = -1, in0
	mov r14 = 0
	mov r8 = 0
	;;
	mov ar.lc = r15
	;;
.Lsplit:
	cmp.lt p6, p7 = r14, in1
	;;
	(p6) add r8 = 3, r8
	;;
	(p7) add r8 = -1, r8
	;;
	st8 [in2] = r8, 8
	add r14 = 1, r14
	br.cloop.sptk.few .Lsplit
	;;
	br.ret.sptk.many b0
	.endp split#

	.global upto#
	.proc upto#
upto:
	alloc r16 = ar.pfs, 2, 0, 0, 0
	shladd r15 = in1, 3, in0
	mov r8 = 0
	;;
.Lupto:
	st8 [in0] = r0, 8
	adds r8 = 1, r8
	;;
	cmp.ltu p6, p0 = in0, r15
	(p6) br.cond.dptk.few .Lupto
	;;
	br.ret.sptk.many b0
	.endp upto#
