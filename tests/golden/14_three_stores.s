// golden: a third store finds M2/M3 taken and ends the group (3 M-store)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MMI (st8, st8, nop.i), B2 = MMI (st8, nop.m, nop.i), B3 = MMI (nops),
//   B4 = MIB (br.cloop ;;). No register in the loop has a producer: no stall.
//   cycle t:   B1: st8 M2, st8 M3, nop.i I0. B2 slot 0: st8 needs M2/M3, both
//              taken. End: port.
//   cycle t+1: B2: st8 M2, nop.m M0, nop.i I0; B3: nop.m M1, nop.m M3, nop.i I1
//              (the nop.m's, one class, take M0 < M1 < M3 in order). End: window.
//   cycle t+2: B4: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  st8 [r14] = r8
	  st8 [r15] = r9
	  nop.i 0
	}
	{ .mmi
	  st8 [r16] = r10
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
