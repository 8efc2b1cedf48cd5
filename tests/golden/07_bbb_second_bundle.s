// golden: BBB pairs as second bundle after MII, MMI, MFI, MMF and MLX (2.4)
// expect: loop=.Lloop cycles_per_iteration=5 bound=dispersal
// Derivation:
//   Five pairs, each {first, BBB}; the BBBs hold nop.b except the last, whose
//   slot 2 is br.cloop.
//   cycle t:   MII (M0 I0 I1) + BBB (B0 B1 B2). Pairs (BBB after MII). End:
//              after BBB (rule 3; also the window).
//   cycle t+1: MMI (M0 M1 I0) + BBB (B0 B1 B2). End: after BBB.
//   cycle t+2: MFI (M0 F0 I0) + BBB. End: after BBB.
//   cycle t+3: MMF (M0 M1 F0) + BBB. End: after BBB.
//   cycle t+4: MLX (nop.m M0, movl L+X I0: first bundle) + BBB (B0 B1 br.cloop
//              B2). End: taken branch.
//   movl writes r8 every iteration; nothing reads it. No stall.
//   5 cycles per iteration, dispersal. (Any refused pairing would add a cycle.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0
	}
	{ .bbb
	  nop.b 0
	  nop.b 0
	  nop.b 0
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0
	}
	{ .bbb
	  nop.b 0
	  nop.b 0
	  nop.b 0
	}
	{ .mfi
	  nop.m 0
	  nop.f 0
	  nop.i 0
	}
	{ .bbb
	  nop.b 0
	  nop.b 0
	  nop.b 0
	}
	{ .mmf
	  nop.m 0
	  nop.m 0
	  nop.f 0
	}
	{ .bbb
	  nop.b 0
	  nop.b 0
	  nop.b 0
	}
	{ .mlx
	  nop.m 0
	  movl r8 = 0x123456789
	}
	{ .bbb
	  nop.b 0
	  nop.b 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
