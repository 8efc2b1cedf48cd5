// golden: two MIB bundles with nop.b both want B0: the second nop.b ends the group (3 B ports)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MIB (nop.m, nop.i, nop.b), B2 = MIB (same), B3 = MII, B4 = MIB
//   (br.cloop ;;).
//   cycle t:   B1: M0 I0 B0. B2 (pairs): nop.m M1, nop.i I1, nop.b wants B0:
//              taken. End: port.
//   cycle t+1: window B2 (slot 2), B3 (MII after MIB pairs): nop.b B0; B3: M0
//              I0 I1. End: window.
//   cycle t+2: B4: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal. (Without the conflict: 2.)
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
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
