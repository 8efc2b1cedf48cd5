// kernels.s - loops for the query tests (tests/db/queries.sh) that
// examples/ does not have: a latency-bound recurrence and a loop whose
// trip count the code does not give.
	.text
	.global chain#
	.proc chain#
chain:		// f8 = f8 * f9 + f10, ten times: each fma waits for the last
	mov ar.lc = 9
	;;
.Lchain:
	fma.d f8 = f8, f9, f10
	;;
	br.cloop.sptk.few .Lchain
	;;
	br.ret.sptk.many b0
	;;
	.endp chain#

	.global walk#
	.proc walk#
walk:		// follow a linked list to its end: trip count unknown
.Lwalk:
	ld8 r32 = [r32]
	;;
	cmp.ne p6, p0 = r32, r0
	(p6) br.cond.dptk.few .Lwalk
	;;
	br.ret.sptk.many b0
	;;
	.endp walk#
