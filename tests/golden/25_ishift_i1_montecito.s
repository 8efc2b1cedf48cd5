// golden: Montecito: extr and dep (ishift) issue on I0 and I1 together (3)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   B1 = MII (nop.m, extr, dep), B2 = MMB (nop.m, nop.m, br.cloop ;;).
//   cycle t: nop.m M0, extr I0, dep I1 (ishift runs on either I port on
//     Montecito); B2: M1 M2 B2. End: taken branch.
//   Sources r14, r15 have no producer in the loop; r8, r9 never read.
//   1 cycle per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  extr r8 = r14, 4, 8
	  dep r9 = r14, r15, 4, 8
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
