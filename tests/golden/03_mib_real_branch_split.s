// golden: MIB whose B slot holds a real (not-taken) branch ends the group (2.3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MIB (nop.m, nop.i, (p6) br.cond.dpnt .Lout), B2 = MIB (nop.m, nop.i,
//   br.cloop ;;). Reading used: the loop body is simulated along its fall-through
//   path (section 7), so the forward br.cond is not taken; its hint .dpnt predicts
//   not taken, so it is predicted correctly (no mispredict penalty). p6 has no
//   producer in the loop (set once before it), so it is ready.
//   cycle t:   G1 = B1: nop.m M0, nop.i I0, br.cond B2. End: bundle-end split
//              (rule 3: MIB whose B slot holds a real branch).
//   cycle t+1: G2 = B2: nop.m M0, nop.i I0, br.cloop B2. End: taken branch.
//   2 groups, no stall: 2 cycles per iteration, dispersal.
//   (With nop.b in B1 the two bundles issue together: see 01.)
	.text
	.proc k
k:
	cmp.ne p6, p0 = r0, r0
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  nop.m 0
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
