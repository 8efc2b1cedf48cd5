// golden: F syllables take F0 in the first bundle and F1 in the second: two fma issue together (3)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   B1 = MFI (nop.m, fma.d f8, nop.i), B2 = MFB (nop.m, fma.d f9, br.cloop ;;).
//   cycle t: B1: nop.m M0, fma F0 (first bundle), nop.i I0. B2 (MFB after MFI
//     pairs): nop.m M1, fma F1 (second bundle), br.cloop B2. End: taken branch.
//   Sources f10-f15 have no producer in the loop; f8, f9 never read.
//   1 cycle per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mfi
	  nop.m 0
	  fma.d f8 = f10, f11, f12
	  nop.i 0
	}
	{ .mfb
	  nop.m 0
	  fma.d f9 = f13, f14, f15
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
