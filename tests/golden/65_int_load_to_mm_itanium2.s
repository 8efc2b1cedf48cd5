// golden: integer load to a multimedia use (popcnt) on itanium2: N+1 = 2 (table 2-8 / machine/cpu.c)
// expect: loop=.Lloop cycles_per_iteration=3 bound=latency
// mcpu: itanium2
// Derivation:
//   G1 = MMI (ld8 r8 = [r14] ;;), G2 = MIB (nop.m, popcnt r9 = r8,
//   br.cloop ;;), header at 0 mod 32.
//   cycle t:     G1: ld8 (r14 is never written in the loop). End: stop.
//   cycle t+2:   G2: popcnt reads r8 as a multimedia use: load at t,
//                N+1 = 2: ready t+2, 1 stall cycle(s). End: taken branch.
//   cycle t+3:   the next G1 (nothing it reads is late).
//   3 cycles per iteration, stalled on the load: latency.
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
