// golden: mov r = ar.fpsr to an ALU use: ar_cr_latency = 12 (4)
// expect: loop=.Lloop cycles_per_iteration=13 bound=latency
// Derivation:
//   G1 = MMI (mov r8 = ar.fpsr ;;), G2 = MIB (add r9 = r8, r0, br.cloop ;;).
//   ar.fpsr is neither ar.lc nor ar.ec: move from AR -> alu = C = 12. There are
//   no FP instructions in the loop, so nothing writes ar.fpsr.
//   cycle t:    G1: mov (M-single) M0. End: stop.
//   cycle t+1:  G2 needs r8, ready t+12: stall 11.
//   cycle t+12: G2 issues. Next G1 at t+13.
//   13 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  mov r8 = ar.fpsr
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
