// golden: plain FP loads take any of M0-M3: four issue together (3 M-fpload)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MMI (ldfd, ldfd, nop.i), B2 = MMI (ldfd, ldfd, nop.i), B3 = MMI (nops),
//   B4 = MIB (br.cloop ;;). f8-f11 are never read: no stall.
//   cycle t:   B1: ldfd M0, ldfd M1, nop.i I0; B2: ldfd M2, ldfd M3, nop.i I1.
//              End: window.
//   cycle t+1: B3: M0 M1 I0; B4: M2 I1 B2. End: taken branch.
//   2 cycles per iteration, dispersal. (With integer loads it is 3: see 13.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  ldfd f8 = [r14]
	  ldfd f9 = [r15]
	  nop.i 0
	}
	{ .mmi
	  ldfd f10 = [r16]
	  ldfd f11 = [r17]
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
