// golden: br.ctop modulo loop (load, add, store in stages p16-p18), rotating GRs: 1 cycle per iteration (7)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   .rotr x[2] = r32,r33, y[2] = r34,r35; .rotp s[3] = p16,p17,p18; ar.ec = 3,
//   pr.rot = p16 only, ar.lc = 99.
//   B1 = MII ((p16) ld8 x[0] = [r14], 8; (p17) add y[0] = x[1], r2; nop.i),
//   B2 = MMB ((p18) st8 [r15] = y[1], 8; nop.m; br.ctop ;;).
//   Ports: ld8 M0, add I0 (A in an I slot), nop.i I1, st8 M2, nop.m M1,
//   br.ctop B2. One group per iteration. End: taken branch.
//   Latencies in the steady state (iteration i issues at cycle i):
//     ld8 x[0] at i -> read as x[1] by the add at i+1: int load -> alu 1, ok.
//     add y[0] at i+1 -> read as y[1] by the st8 at i+2: adder -> std 1, ok.
//     post-increment r14, r15: adder -> addr 1, next iteration, ok.
//   No stall: 1 cycle per iteration, dispersal. Prologue/epilogue iterations
//   issue their predicated-off syllables in the same single group.
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
	  (s[1]) add y[0] = x[1], r2
	  nop.i 0
	}
	{ .mmb
	  (s[2]) st8 [r15] = y[1], 8
	  nop.m 0
	  br.ctop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
