// golden: a latency recurrence through a named GR/FR chain: setf (6 to getf) + getf (5 to setf) = 11 (4, 7)
// expect: loop=.Lloop cycles_per_iteration=11 bound=latency
// Derivation:
//   G1 = MMI (setf.sig f8 = r8 ;;), G2 = MMB (getf.sig r8 = f8, nop.m,
//   br.cloop ;;). Chain r8 -> setf -> f8 -> getf -> r8 through the back edge.
//   cycle t:    G1: setf reads r8 (from the previous getf). End: stop.
//   cycle t+1:  G2 needs f8: setf -> getf = 6, ready t+6: stall 5.
//   cycle t+6:  G2 issues (getf M0, nop.m M1, br.cloop B2). End: taken branch.
//   cycle t+7:  next G1 needs r8: getf -> setf = 5, ready t+11: stall 4.
//   cycle t+11: next G1 issues.
//   Period 11 cycles per iteration (6 + 5), latency; critical chain setf, getf.
//   (From the first iteration: G1 0, G2 6, G1 11, G2 17, G1 22, ...)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  setf.sig f8 = r8
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmb
	  getf.sig r8 = f8
	  nop.m 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
