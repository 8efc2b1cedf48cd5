// golden: two MIB bundles with nop.b: the first takes B0, the second B1, so they issue together (table 2-5)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1, B2, B3 = MIB (nop.m, nop.i, nop.b), B4 = MIB (nop.m, nop.i,
//   br.cloop ;;), header at 0 mod 32.
//   cycle t:   window B1, B2 (MIB after MIB pairs). B1: nop.m M0, nop.i I0,
//              nop.b B0. B2: nop.m M1, nop.i I1, nop.b finds B0 taken and
//              takes B1 (nop.b issues on any of B0-B2). 6 syllables. End:
//              window.
//   cycle t+1: window B3, B4. B3: M0 I0, nop.b B0. B4: nop.m M1, nop.i I1,
//              br.cloop B2 (a real branch). End: taken branch.
//   2 cycles per iteration, no stall: dispersal.  (Were the second nop.b
//   held to B0, each pair would split at it: 3 cycles.)
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
	{ .mib
	  nop.m 0
	  nop.i 0
	  nop.b 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  nop.b 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
