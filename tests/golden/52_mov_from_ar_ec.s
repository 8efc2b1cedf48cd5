// golden: mov r = ar.ec to an ALU use: ar_lc_ec_latency = 2 (4)
// expect: loop=.Lloop cycles_per_iteration=3 bound=latency
// Derivation:
//   G1 = MII (nop.m, mov r8 = ar.ec, nop.i ;;), G2 = MIB (add r9 = r8, r0,
//   br.cloop ;;). ar.ec has no writer in the loop (br.cloop does not touch it).
//   cycle t:   G1: mov r8 = ar.ec I0. End: stop.
//   cycle t+1: G2 needs r8, ready t+2 (C = 2): stall 1.
//   cycle t+2: G2 issues. Next G1 at t+3.
//   3 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  mov r8 = ar.ec
	  nop.i 0 ;;
	}
	{ .mib
	  add r9 = r8, r0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
