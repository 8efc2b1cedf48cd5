// golden: br.wtop while-loop: load, compare, branch on the compare in the same group; 2 cycles, no stall (7, 4)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   G1 = MMI (ld8 r14 = [r14] ;;), G2 = MIB (cmp.ne p6, p0 = r14, r0; nop.i;
//   (p6) br.wtop ;;). Only static registers and p6: rotation changes nothing.
//   br.wtop is taken (predicted perfectly) while its qp p6 is true; ar.ec = 1
//   (set before the loop) only matters at the exit, which is not simulated.
//   cycle t:   G1: ld8 reads r14 as address (loaded at t-2: N+1 = 2, ready t).
//              End: stop.
//   cycle t+1: G2: cmp reads r14 (load at t, N = 1: ready t+1); br.wtop reads
//              p6 from the cmp in the same group (cmp -> brp 0). End: taken
//              branch.
//   Next G1 at t+2: r14 ready t+2. No stall: 2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.ec = 1 ;;
	.align 32
.Lloop:
	{ .mmi
	  ld8 r14 = [r14]
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mib
	  cmp.ne p6, p0 = r14, r0
	  nop.i 0
	  (p6) br.wtop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
