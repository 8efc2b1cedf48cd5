// golden: the group always ends after an MBB bundle (2.3 rule 1)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MBB (nop.m, nop.b, nop.b), B2 = MMI, B3 = MMI, B4 = MIB (br.cloop ;;).
//   cycle t:   B1: nop.m M0, nop.b B1, nop.b B2 (MBB slots take B1, B2).
//              End: bundle-end split after MBB (rule 3).
//   cycle t+1: B2 (M0 M1 I0) + B3 (M2 M3 I1). End: window.
//   cycle t+2: B4: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, no stall, dispersal.
//   (Without the split: {B1,B2},{B3,B4} = 2.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mbb
	  nop.m 0
	  nop.b 0
	  nop.b 0
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
	br.ret.sptk.many b0 ;;
	.endp k
