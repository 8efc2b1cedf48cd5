// srcnames: registers named by equates and by the frame's stacked names,
// in the blame, the critical chain and the listings.
//
// acc = f8 and total = f8 name one register; x = f11.  The loop body is
// two groups (a stop after each fma):
//   G1 (MFI, stop): ld8, fma.d acc = x, f9, f10 (reads f11, writes f8),
//                   add loc0 = p, in1 (r34 += r33: ready for the next ld8)
//   G2 (MFB, taken branch): fma.d x = total, f9, f10; br.cloop
//                                            reads f8, writes f11
// FMAC to FMAC is 4 cycles (fmac -> fmac, docs/model.md section 4):
// G2 waits 3 cycles for f8 from G1, and the next iteration's G1 3 cycles
// for f11 from G2.  An iteration: G1 at t, G2 at t + 4, the next G1 at
// t + 8: 8.00 cycles per iteration, period 1, bound latency.
// The blame: G1 waits for x (f11) from line 42 (G2's fma, which writes it
// as x and G1 reads as x); G2 waits for acc (f8) from line 37 (G1's fma,
// which writes acc), which it reads as total: ", read as total by line
// 42".  The chain, over the period, in the order the period's stalls
// meet them, G1's first: the fma of line 42 (x (f11), 3 cycles), then
// the fma of line 37 (acc (f8), 3 cycles).
// The stacked names: alloc 2 inputs, 1 local: in0 = r32, in1 = r33,
// loc0 = r34; p = loc0 (an equate of a stacked name) = r34.
	.text
	.global k#
	.proc k#
k:
	alloc r2 = ar.pfs, 2, 1, 0, 0
	acc = f8
	total = f8
	x = f11
	p = loc0
	mov p = in0
	mov ar.lc = in1 ;;
	.align 32
.Lloop:	// ia64-predict: trip=100
	{ .mfi
	  ld8 r14 = [p]
	  fma.d acc = x, f9, f10
	  add loc0 = p, in1 ;;
	}
	{ .mfb
	  nop.m 0
	  fma.d x = total, f9, f10
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k#
