// golden: ld8 then getf fit in one group: the load takes M1 so getf gets M0 (3 exact assignment)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   B1 = MMI (ld8 r8=[r14], getf.sig r9=f8, nop.i), B2 = MIB (br.cloop ;;).
//   cycle t: M syllables ld8 (M-load: M0/M1), getf (M-single: M0), nop.m (any).
//     Exact assignment: getf M0, ld8 M1, nop.m M2. nop.i I0, nop.i I1,
//     br.cloop B2. Fits. End: taken branch.
//   No register read has a producer in the loop: no stall.
//   1 cycle per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  ld8 r8 = [r14]
	  getf.sig r9 = f8
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
