// golden: br.ctop modulo loop with a mid-bundle stop (MI;I): two groups, 2 cycles per iteration (7, 2.1)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   Same registers as 55 (x[2], y[2], s[3], ar.ec = 3).
//   B1 = MI;I ((p16) ld8 x[0] = [r14], 8; (p17) add y[0] = x[1], r2 ;;
//   nop.i), B2 = MIB ((p18) st8 [r15] = y[1], 8; nop.i; br.ctop ;;).
//   cycle 2i:   G1 = B1 slots 0-1: ld8 M0, add I0. End: stop (mid-bundle).
//   cycle 2i+1: G2 = B1 slot 2 (nop.i I0) + B2 (st8 M2, nop.i I1, br.ctop B2).
//               End: taken branch.
//   Latencies: ld8 at 2i -> add (x[1]) at 2i+2: 1 needed, ok; add at 2i+2 ->
//   st8 (y[1]) at 2i+5: ok; post-increments ok.
//   No stall: 2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	alloc r2 = ar.pfs, 0, 8, 0, 8
	mov ar.lc = 99
	mov ar.ec = 3
	mov pr.rot = 1 << 16 ;;
	.rotr x[2], y[2]
	.rotp s[3]
	.align 32
.Lloop:
	{ .mii
	  (s[0]) ld8 x[0] = [r14], 8
	  (s[1]) add y[0] = x[1], r2 ;;
	  nop.i 0
	}
	{ .mib
	  (s[2]) st8 [r15] = y[1], 8
	  nop.i 0
	  br.ctop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
