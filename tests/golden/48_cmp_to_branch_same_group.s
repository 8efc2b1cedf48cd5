// golden: integer compare to a branch predicate in the same group: latency 0 (4)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MIB (cmp.eq p6, p0 = r14, r15, nop.i, (p6) br.cond.dpnt .Lout),
//   B2 = MIB (br.cloop ;;). Reading used (as in 03): the forward branch is on the
//   fall-through path, not taken, predicted not taken (.dpnt): no penalty.
//   cycle t:   G1 = B1: cmp M0, br.cond B2; the branch reads p6 written by the
//              cmp in the same group: cmp -> brp = 0, ready t. No stall.
//              End: bundle-end split (MIB with a real branch).
//   cycle t+1: G2 = B2: M0 I0 B2. End: taken branch.
//   2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  cmp.eq p6, p0 = r14, r15
	  nop.i 0
	  (p6) br.cond.dpnt.few .Lout
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
.Lout:
	br.ret.sptk.many b0 ;;
	.endp k
