// golden: latency recurrence through a named FR chain f8 -> f9 -> f8 (two fma, 4 each) (4, 7)
// expect: loop=.Lloop cycles_per_iteration=8 bound=latency
// Derivation:
//   G1 = MFI (fma.d f8 = f9, f2, f0 ;;), G2 = MFB (fma.d f9 = f8, f2, f0,
//   br.cloop ;;). Dispersal alone would give 2 cycles.
//   cycle t:   G1 (reads f9 from the previous G2). End: stop.
//   cycle t+1: G2 needs f8: fmac -> fmac 4, ready t+4: stall 3.
//   cycle t+4: G2 issues. End: taken branch.
//   cycle t+5: next G1 needs f9, ready t+8: stall 3. Issues t+8.
//   8 cycles per iteration, latency (chain f8, f9).
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mfi
	  nop.m 0
	  fma.d f8 = f9, f2, f0
	  nop.i 0 ;;
	}
	{ .mfb
	  nop.m 0
	  fma.d f9 = f8, f2, f0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
