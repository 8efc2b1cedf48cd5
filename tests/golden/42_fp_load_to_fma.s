// golden: FP load to an FMAC use: M+1 = 6 (4)
// expect: loop=.Lloop cycles_per_iteration=7 bound=latency
// Derivation:
//   G1 = MMI (ldfd f8 = [r14] ;;), G2 = MFB (fma.d f9 = f8, f2, f0, br.cloop ;;).
//   FP load -> fmac use = M+1 = 6 (M = fp_load_latency = 5).
//   cycle t:   G1 issues (r14 has no producer). End: stop.
//   cycle t+1: G2 needs f8, ready t+6: stall 5.
//   cycle t+6: G2 issues. End: taken branch.
//   Next G1 at t+7. 7 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  ldfd f8 = [r14]
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mfb
	  nop.m 0
	  fma.d f9 = f8, f2, f0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
