// golden: loop header at 16 mod 32: the first cycle after the taken branch sees only the target bundle (5)
// expect: loop=.Lloop cycles_per_iteration=2 bound=front-end
// Derivation:
//   .align 32 then one setup bundle puts .Lloop at 16 mod 32.
//   B1 = MMI (nops), B2 = MIB (nop.m, nop.i, br.cloop ;;).
//   cycle t:   first cycle after the taken br.cloop: the target is the second
//              bundle of a 32-byte pair, so only B1 is in the window. G1 = B1:
//              M0 M1 I0. End: window.
//   cycle t+1: G2 = B2: M0 I0 B2. End: taken branch.
//   2 cycles per iteration, bound front-end (target alignment). At 0 mod 32 the
//   same code takes 1 cycle (60).
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0 ;;
	}
.Lloop:
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
