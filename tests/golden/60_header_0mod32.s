// golden: the same two bundles as 59 with the header at 0 mod 32 issue as one group (5)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   .Lloop at 0 mod 32. B1 = MMI (nops), B2 = MIB (nop.m, nop.i, br.cloop ;;).
//   cycle t: window B1,B2 (target at 0 mod 32: both bundles fetched). B1: M0
//     M1 I0; B2 (MIB after MMI pairs): M2 I1 B2. End: taken branch.
//   1 cycle per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
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
