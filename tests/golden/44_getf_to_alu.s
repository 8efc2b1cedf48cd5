// golden: getf to an ALU use: 5 cycles (4)
// expect: loop=.Lloop cycles_per_iteration=6 bound=latency
// Derivation:
//   G1 = MMI (getf.sig r8 = f8 ;;), G2 = MIB (add r9 = r8, r0, br.cloop ;;).
//   getf -> alu = 5.
//   cycle t:   G1 issues (f8 has no producer). End: stop.
//   cycle t+1: G2 needs r8, ready t+5: stall 4.
//   cycle t+5: G2 issues. Next G1 at t+6.
//   6 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  getf.sig r8 = f8
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  add r9 = r8, r0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
