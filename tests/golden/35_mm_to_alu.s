// golden: multimedia result to an ALU use: 3 cycles (4)
// expect: loop=.Lloop cycles_per_iteration=4 bound=latency
// Derivation:
//   G1 = MII (padd4 r8 = r14, r15 ;;), G2 = MIB (add r9 = r8, r0, br.cloop ;;).
//   padd4 (multimedia class) -> add (alu use): 3.
//   cycle t:   G1 issues (r14, r15 have no producer). End: stop.
//   cycle t+1: G2 needs r8, ready t+3: stall 2 (attributed to padd4, GR).
//   cycle t+3: G2 issues. End: taken branch.
//   Next G1 at t+4. 4 cycles per iteration; bound latency (padd4 -> add).
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  padd4 r8 = r14, r15
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mib
	  add r9 = r8, r0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
