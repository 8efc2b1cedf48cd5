// golden: integer load to a multimedia use (popcnt) on montecito: N+2 = 3 (table 2-8 / machine/cpu.c)
// expect: loop=.Lloop cycles_per_iteration=4 bound=latency
// Derivation:
//   G1 = MMI (ld8 r8 = [r14] ;;), G2 = MIB (nop.m, popcnt r9 = r8,
//   br.cloop ;;), header at 0 mod 32.
//   cycle t:     G1: ld8 (r14 is never written in the loop). End: stop.
//   cycle t+3:   G2: popcnt reads r8 as a multimedia use: load at t,
//                N+2 = 3: ready t+3, 2 stall cycle(s). End: taken branch.
//   cycle t+4:   the next G1 (nothing it reads is late).
//   4 cycles per iteration, stalled on the load: latency.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  ld8 r8 = [r14]
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  nop.m 0
	  popcnt r9 = r8
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
