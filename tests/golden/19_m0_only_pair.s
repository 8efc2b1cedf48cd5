// golden: two M0-class (system) instructions cannot issue together (3 M0)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MMI (mf, mf.a, nop.i), B2 = MIB (br.cloop ;;).
//   cycle t:   mf M0. mf.a needs M0: taken. End: port.
//   cycle t+1: mf.a M0, nop.i I0; B2: nop.m M1, nop.i I1, br.cloop B2. End:
//              taken branch.
//   2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  mf
	  mf.a
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
