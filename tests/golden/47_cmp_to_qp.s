// golden: integer compare to a qualifying predicate: 1 cycle, so the next group does not stall (4)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   G1 = MII (cmp.eq p6, p7 = r14, r15 ;;), G2 = MIB ((p6) add r8 = r14, r15,
//   br.cloop ;;).
//   cycle t:   G1: cmp issues. End: stop.
//   cycle t+1: G2: the add's qualifying predicate p6: cmp -> qp = 1, ready t+1.
//              No stall. End: taken branch.
//   2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  cmp.eq p6, p7 = r14, r15
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mib
	  (p6) add r8 = r14, r15
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
