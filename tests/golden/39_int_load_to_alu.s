// golden: integer load to ALU use: N=1, and adder to address: 1 -- a load/add loop that never stalls (4)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   G1 = MMI (ld8 r8 = [r14] ;;), G2 = MIB (add r14 = r8, r15, br.cloop ;;).
//   cycle t:   G1: ld8 reads r14 as address; r14 written by the add at t-1:
//              adder -> addr 1, ready t. End: stop.
//   cycle t+1: G2: add reads r8 (load at t, int load -> alu N = 1: ready t+1).
//              End: taken branch.
//   No stall: 2 cycles per iteration, dispersal.
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
	  add r14 = r8, r15
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
