// golden: MIB whose B slot is nop.b does not end the group: MIB+MIB issue together (2.3, 3 B0/B2)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   Header at 0 mod 32 (.align 32), so after the taken br.cloop the window holds
//   B1 and B2 (section 5).
//   B1 = MIB (nop.m, nop.i, nop.b), B2 = MIB (nop.m, nop.i, br.cloop ;;).
//   cycle t: window B1,B2. B1: nop.m M0, nop.i I0, nop.b B0 (nop.b -> B0, 3).
//     B1's B slot holds nop.b, so rule 3 does not end the group; MIB after MIB
//     pairs (rule 4, M-first second bundle after MIB).
//     B2: nop.m M1, nop.i I1, br.cloop B2 (real branch -> B2). 6 syllables.
//     End: taken branch (also stop at the end of B2).
//   No register is read, so no stall. Every iteration is this one group:
//   1 cycle per iteration, no stalls -> dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  nop.m 0
	  nop.i 0
	  nop.b 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
