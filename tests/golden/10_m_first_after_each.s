// golden: an M-first second bundle pairs after MII, MMI, MFI, MMF, MIB, MMB, MFB and MLX (2.4)
// expect: loop=.Lloop cycles_per_iteration=8 bound=dispersal
// Derivation:
//   Eight two-bundle groups (all nops except movl r8, which nothing reads; the
//   B slots of the first bundles are nop.b, so rule 3 never applies):
//   cycle t:   MII (M0 I0 I1)  + MMF (M1 M2 F1).  End: window.
//   cycle t+1: MMI (M0 M1 I0)  + MFI (M2 F1 I1).  End: window.
//   cycle t+2: MFI (M0 F0 I0)  + MMF (M1 M2 F1).  End: window.
//   cycle t+3: MMF (M0 M1 F0)  + MII (M2 I0 I1).  End: window.
//   cycle t+4: MIB (M0 I0 B0)  + MMF (M1 M2 F1).  End: window.
//   cycle t+5: MMB (M0 M1 B0)  + MFI (M2 F1 I0).  End: window.
//   cycle t+6: MFB (M0 F0 B0)  + MMI (M1 M2 I0).  End: window.
//   cycle t+7: MLX (M0, L+X I0) + MMB (M1 M2, br.cloop B2). End: taken branch.
//   (F syllables: first bundle F0, second F1. The last second bundle is an MMB
//   so that no I-slot syllable meets the L+X: see 32/33 for that.)
//   8 cycles per iteration, dispersal. A refused pairing would shift the pairs
//   and add at least one cycle.
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
	{ .mmf
	  nop.m 0
	  nop.m 0
	  nop.f 0
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0
	}
	{ .mfi
	  nop.m 0
	  nop.f 0
	  nop.i 0
	}
	{ .mfi
	  nop.m 0
	  nop.f 0
	  nop.i 0
	}
	{ .mmf
	  nop.m 0
	  nop.m 0
	  nop.f 0
	}
	{ .mmf
	  nop.m 0
	  nop.m 0
	  nop.f 0
	}
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  nop.b 0
	}
	{ .mmf
	  nop.m 0
	  nop.m 0
	  nop.f 0
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  nop.b 0
	}
	{ .mfi
	  nop.m 0
	  nop.f 0
	  nop.i 0
	}
	{ .mfb
	  nop.m 0
	  nop.f 0
	  nop.b 0
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0
	}
	{ .mlx
	  nop.m 0
	  movl r8 = 0x123456789
	}
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
