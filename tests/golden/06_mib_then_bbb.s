// golden: an MIB (even with nop.b) followed by a BBB ends the group after the MIB (2.3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MIB (nop.m, nop.i, nop.b), B2 = BBB (nop.b, nop.b, br.cloop ;;).
//   cycle t:   B1: M0 I0 B0. End: bundle-end split (rule 3: MIB followed by BBB).
//              (The pairing rule also refuses BBB after MIB, and B2's slot 0
//              would want B0 too; all three give the same split.)
//   cycle t+1: B2: nop.b B0, nop.b B1, br.cloop B2. End: taken branch.
//   2 cycles per iteration, dispersal.
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
	{ .bbb
	  nop.b 0
	  nop.b 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
