// golden: MMB whose B slot holds a real (not-taken) branch ends the group (2.3)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MMB (nop.m, nop.m, (p6) br.cond.dpnt .Lout), B2 = MMI, B3 = MMI,
//   B4 = MIB (br.cloop ;;). Reading used (as in 03): the forward branch is on
//   the fall-through path, not taken, predicted not taken (.dpnt): no penalty;
//   p6 has no producer in the loop.
//   cycle t:   G1 = B1: M0 M1, br.cond B2. End: bundle-end split (MMB with a
//              real branch).
//   cycle t+1: B2 (M0 M1 I0) + B3 (M2 M3 I1). End: window.
//   cycle t+2: B4: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal. (Without the split: {B1,B2},{B3,B4} = 2.)
	.text
	.proc k
k:
	cmp.ne p6, p0 = r0, r0
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmb
	  nop.m 0
	  nop.m 0
	  (p6) br.cond.dpnt.few .Lout
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
.Lout:
	br.ret.sptk.many b0 ;;
	.endp k
