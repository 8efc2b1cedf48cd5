// golden: adder results are ready after 1 cycle (ALU use): an add chain across groups never stalls (4)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   G1 = MII (add r8 = 1, r9 ;; at the end), G2 = MIB (add r9 = 1, r8,
//   br.cloop ;;). Chain r9 -> r8 -> r9 through the back edge.
//   cycle t:   G1: add r8 M0 (reads r9, written by G2 at t-1: adder->alu 1,
//              ready t). End: stop.
//   cycle t+1: G2: add r9 M0 (reads r8 written at t: ready t+1), nop.i I0,
//              br.cloop B2. End: taken branch.
//   Next G1 at t+2 (r9 ready t+2). No stall: 2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  add r8 = 1, r9
	  nop.i 0
	  nop.i 0 ;;
	}
	{ .mib
	  add r9 = 1, r8
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
