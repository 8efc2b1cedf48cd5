// golden: br.ctop FP modulo loop with rotating FRs (.rotf): ldfd -(6)-> fma -(4)-> stfd over 11 stages, 1 cycle per iteration (7)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   .rotf a[7] = f32-f38, b[5] = f39-f43; .rotp s[11] = p16-p26; ar.ec = 11,
//   pr.rot = p16 only, ar.lc = 99.
//   B1 = MMF ((p16) ldfd a[0] = [r14], 8; (p26) stfd [r15] = b[4], 8;
//   (p22) fma.d b[0] = a[6], f2, f0), B2 = MIB (nop.m, nop.i, br.ctop ;;).
//   Ports: ldfd M0 (fpload), stfd M2 (store), nop.m M1, fma F0, nop.i I0,
//   br.ctop B2: one group per iteration. End: taken branch.
//   Latencies (iteration i issues at cycle i):
//     ldfd a[0] at i is a[6] six rotations later: fma at i+6 reads it, FP load
//     -> fmac = M+1 = 6, ready i+6: ok.
//     fma b[0] at j is b[4] four rotations later: stfd at j+4, fmac -> std 4:
//     ok.
//   No stall: 1 cycle per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99
	mov ar.ec = 11
	mov pr.rot = 1 << 16 ;;
	.rotf a[7], b[5]
	.rotp s[11]
	.align 32
.Lloop:
	{ .mmf
	  (s[0]) ldfd a[0] = [r14], 8
	  (s[10]) stfd [r15] = b[4], 8
	  (s[6]) fma.d b[0] = a[6], f2, f0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.ctop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
