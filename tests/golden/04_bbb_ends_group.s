// golden: the group always ends after a BBB bundle (2.3 rule 1)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = BBB (nop.b x3), B2 = MMI, B3 = MMI (all nops), B4 = MIB (br.cloop ;;).
//   cycle t:   window B1,B2. B1: nop.b B0, nop.b B1, nop.b B2. End: bundle-end
//              split after BBB (rule 3; B2 could not pair after a BBB either).
//   cycle t+1: window B2,B3. B2: M0 M1 I0; B3 (MMI after MMI pairs): M2 M3 I1.
//              End: window.
//   cycle t+2: window B4,(next header). B4: nop.m M0, nop.i I0, br.cloop B2.
//              End: taken branch.
//   No registers: 3 cycles per iteration, dispersal.
//   (Without the split after BBB: {B1,B2},{B3,B4} = 2 cycles.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .bbb
	  nop.b 0
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
