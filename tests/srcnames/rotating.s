// srcnames: a modulo-scheduled loop whose stall waits for a rotating
// register: the blame names it as the source does, with the physical
// register rotation renames it to.
//
// .rotf x[4], y[5] = f32-f35, f36-f40; .rotp s[8] = p16-p23; ar.ec = 8,
// pr.rot = p16 only, ar.lc = 99 (100 source iterations).
// One group per iteration (M0 ldfd, F0 fma, M1 stfd, B2 br.ctop, the nops),
// ended by the taken branch.  ldfd x[0] at iteration k is x[3] three
// rotations later, at k+3, where the fma reads it: an FP load to an FMAC
// waits fp_load_latency + 1 = 6 cycles, so iteration k+3 waits for k.
//   t(0..2) = 0, 1, 2; t(3) = t(0) + 6 = 6 (3 cycles stalled); t(4) = 7,
//   t(5) = 8, t(6) = 12 (stalled 3) ...: every third iteration from the
//   third on stalls 3 cycles, 2.00 cycles per iteration, period 3.
//   The fma's y[0] at k is y[4] at k+4, where the store reads it: FMAC to
//   a store's data is 4 cycles, and t(k+4) >= t(k+1) + 3 >= t(k) + 7.
// The steady state is simulated for 48 iterations (predict.c,
// STEADY_ITERATIONS) and the report shows the last period, iterations 44
// to 46: iteration 45 stalls, for the x[0] iteration 42 loaded.  A
// rotating FR arch fN is physical f(32 + (N - 32 - k) mod 96) after k
// rotations (the bases go down by one each br.ctop): x[0] = f32 at
// iteration 42 is f(32 + 54) = f86, and x[3] = f35 at iteration 45 the
// same f86.  The chain over the period: the ldfd, x[0] as encoded (f32),
// 3 stall cycles.
	.text
	.global k#
	.proc k#
k:
	mov ar.lc = 99
	mov ar.ec = 8
	mov pr.rot = 1 << 16 ;;
	.rotf x[4], y[5]
	.rotp s[8]
	.align 32
.Lloop:
	{ .mfi
	  (s[0]) ldfd x[0] = [r14], 8
	  (s[3]) fma.d y[0] = x[3], f2, f0
	  nop.i 0
	}
	{ .mib
	  (s[7]) stfd [r15] = y[4], 8
	  nop.i 0
	  br.ctop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k#
