// golden: the mid-bundle stop of MI;I ends the group after slot 1 (2.1)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MI;I (nop.m, nop.i ;; nop.i), B2 = MMI, B3 = MIB (br.cloop ;;).
//   cycle t:   B1 slots 0-1: M0 I0. End: stop (mid-bundle stop after slot 1).
//   cycle t+1: window B1 (slot 2 left), B2. B1 slot 2: nop.i I0. B2 (MMI after
//              MI;I pairs): M0 M1 I1. End: window.
//   cycle t+2: B3: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal.
//   (Without the mid stop: B1+B2 would end at the third I-slot syllable and
//   B2's nop.i would join B3: 2 cycles.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  nop.i 0 ;;
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
