// golden: the mid-bundle stop of M;MI ends the group after slot 0 (2.1)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = M;MI (nop.m ;; nop.m, nop.i), B2 = MMI, B3 = MIB (br.cloop ;;).
//   cycle t:   B1 slot 0: M0. End: stop (mid-bundle stop after slot 0).
//   cycle t+1: B1 slots 1-2: M0 I0; B2 (MMI after M;MI pairs): M1 M2 I1.
//              End: window.
//   cycle t+2: B3: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal. (Without the stop: {B1,B2},{B3} = 2.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  nop.m 0 ;;
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
	br.ret.sptk.many b0 ;;
	.endp k
