// golden: setf to an FMAC use (xma): 6 cycles (4)
// expect: loop=.Lloop cycles_per_iteration=7 bound=latency
// Derivation:
//   G1 = MMI (setf.sig f8 = r14 ;;), G2 = MFB (xma.l f9 = f8, f10, f0,
//   br.cloop ;;). setf -> fmac = 6 (xma is FMAC class).
//   cycle t:   G1 issues (r14 has no producer). End: stop.
//   cycle t+1: G2 needs f8, ready t+6: stall 5.
//   cycle t+6: G2 issues. Next G1 at t+7.
//   7 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  setf.sig f8 = r14
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mfb
	  nop.m 0
	  xma.l f9 = f8, f10, f0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
