// golden: M syllables of different classes are reordered among the ports: 2 FP loads then 2 integer loads fit (3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MMI (ldfd, ldfd, nop.i), B2 = MMI (ld8, ld8, nop.i), B3 = MMI (nops),
//   B4 = MIB (br.cloop ;;). No register read has a producer: no stall.
//   cycle t:   M syllables ldfd, ldfd (M-fpload: any), ld8, ld8 (M-load: M0/M1).
//              Exact assignment (3): ldfd M2, ldfd M3 (increasing within the
//              class), ld8 M0, ld8 M1 (increasing). nop.i I0, nop.i I1. Fits.
//              End: window. (A greedy ldfd->M0,M1 would wrongly split.)
//   cycle t+1: B3: M0 M1 I0; B4: M2 I1 B2. End: taken branch.
//   2 cycles per iteration, dispersal.
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
	  ld8 r8 = [r16]
	  ld8 r9 = [r17]
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
