// golden: getf is M-single: a second getf in a group finds its one port taken (3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MMI (getf.sig r8=f8, getf.sig r9=f9, nop.i), B2 = MIB (br.cloop ;;).
//   f8, f9 have no producer in the loop; r8, r9 are never read: no stall.
//   cycle t:   B1 slot 0: getf M0 (M-single). Slot 1: getf needs M0, taken.
//              End: port (the group is one syllable).
//   cycle t+1: B1 slots 1-2: getf M0, nop.i I0; B2: nop.m M1, nop.i I1,
//              br.cloop B2. End: taken branch.
//   2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  getf.sig r8 = f8
	  getf.sig r9 = f9
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
