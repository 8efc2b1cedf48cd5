// golden: MBB slots take B1 and B2, so an MIB with nop.b (B0) and an MBB issue together (3 B ports)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   B1 = MIB (nop.m, nop.i, nop.b), B2 = MBB (nop.m, nop.b, br.cloop ;;).
//   cycle t: B1: M0 I0 B0. B2 (MBB after MIB pairs): nop.m M1, nop.b B1,
//     br.cloop B2. End: taken branch (rule 3 also ends the group after MBB).
//   1 cycle per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  nop.m 0
	  nop.i 0
	  nop.b 0
	}
	{ .mbb
	  nop.m 0
	  nop.b 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
