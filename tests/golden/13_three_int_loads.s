// golden: a third integer load finds M0/M1 taken and ends the group (3 M-load)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MMI (ld8, ld8, nop.i), B2 = MMI (ld8, nop.m, nop.i), B3 = MMI (nops),
//   B4 = MIB (br.cloop ;;). Base registers r14-r16 have no producer in the
//   loop; r8-r10 are never read: no stall.
//   cycle t:   B1: ld8 M0, ld8 M1, nop.i I0. B2 slot 0: ld8 needs M0/M1, both
//              taken. End: port (before B2 slot 0).
//   cycle t+1: window B2,B3. ld8 M0, nop.m M1, nop.i I0; B3: nop.m M2, nop.m
//              M3, nop.i I1. End: window.
//   cycle t+2: B4: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal. (Without the limit: 2.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  ld8 r8 = [r14]
	  ld8 r9 = [r15]
	  nop.i 0
	}
	{ .mmi
	  ld8 r10 = [r16]
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
