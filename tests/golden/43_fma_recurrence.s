// golden: FMAC to FMAC: 4 cycles, loop-carried accumulator (4)
// expect: loop=.Lloop cycles_per_iteration=4 bound=latency
// Derivation:
//   One bundle: MFB (nop.m, fma.d f8 = f8, f9, f10, br.cloop ;;).
//   fma reads f8 written by the previous iteration's fma: fmac -> fmac = 4.
//   cycle t: fma issues. Next group: f8 ready t+4, stall 3, issues t+4.
//   4 cycles per iteration, latency (chain f8 -> fma -> f8).
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mfb
	  nop.m 0
	  fma.d f8 = f8, f9, f10
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
