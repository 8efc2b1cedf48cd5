// golden: mov r = ar.lc to an ALU use: ar_lc_ec_latency = 2 (4)
// expect: loop=.Lloop cycles_per_iteration=4 bound=latency
// Derivation:
//   G1 = MMI (nops ;;), G2 = MII (nop.m, mov r8 = ar.lc, nop.i ;;), G3 = MIB
//   (add r9 = r8, r0, br.cloop ;;). move from AR (ar.lc) -> alu = C = 2.
//   The empty G1 keeps the mov two cycles away from the previous br.cloop (which
//   writes ar.lc), so whatever latency the model gives that implicit write (up
//   to 2) cannot stall the mov.
//   cycle t:   G1. End: stop.
//   cycle t+1: G2: mov r8 = ar.lc I0. End: stop.
//   cycle t+2: G3 needs r8, ready t+3: stall 1.
//   cycle t+3: G3 issues. End: taken branch. Next G1 at t+4.
//   4 cycles per iteration, latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mii
	  nop.m 0
	  mov r8 = ar.lc
	  nop.i 0 ;;
	}
	{ .mib
	  add r9 = r8, r0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
