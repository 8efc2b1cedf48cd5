// golden: fcmp to a branch predicate: 1 cycle, so a branch in the next group does not stall (4)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   G1 = MFI (fcmp.eq p6, p7 = f8, f9 ;;), B2 = MIB (nop.m, nop.i,
//   (p6) br.cond.dpnt .Lout), B3 = MIB (br.cloop ;;). Reading used (as in 03):
//   the forward branch is not taken and predicted not taken (.dpnt).
//   cycle t:   G1 issues. End: stop.
//   cycle t+1: G2 = B2: the branch reads p6: fcmp -> brp = 1, ready t+1. No
//              stall. End: bundle-end split (MIB with a real branch).
//   cycle t+2: G3 = B3: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal. (With the qp latency 2 it would be 4.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mfi
	  nop.m 0
	  fcmp.eq p6, p7 = f8, f9
	  nop.i 0 ;;
	}
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
