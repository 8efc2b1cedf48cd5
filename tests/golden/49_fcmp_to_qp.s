// golden: fcmp to a qualifying predicate: 2 cycles (4)
// expect: loop=.Lloop cycles_per_iteration=3 bound=latency
// Derivation:
//   G1 = MFI (fcmp.eq p6, p7 = f8, f9 ;;), G2 = MIB ((p6) add r8 = r14, r15,
//   br.cloop ;;). fcmp (fmisc, PR result) -> qp = 2.
//   cycle t:   G1 issues (f8, f9 have no producer). End: stop.
//   cycle t+1: G2 needs p6 (qualifying predicate of the add), ready t+2:
//              stall 1.
//   cycle t+2: G2 issues. Next G1 at t+3.
//   3 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mfi
	  nop.m 0
	  fcmp.eq p6, p7 = f8, f9
	  nop.i 0 ;;
	}
	{ .mib
	  (p6) add r8 = r14, r15
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
