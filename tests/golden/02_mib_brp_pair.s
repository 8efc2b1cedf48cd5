// golden: MIB whose B slot is brp does not end the group; brp takes B0 (2.3, 3)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   B1 = MIB (nop.m, nop.i, brp), B2 = MIB (nop.m, nop.i, br.cloop ;;), header
//   at 0 mod 32.
//   cycle t: B1: nop.m M0, nop.i I0, brp B0 (brp -> B0 like nop.b). brp is not a
//     real branch, so rule 3 does not end the group; MIB->MIB pairs.
//     B2: nop.m M1, nop.i I1, br.cloop B2. End: taken branch.
//   1 group per iteration, no stall: 1 cycle per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mib
	  nop.m 0
	  nop.i 0
	  brp.sptk .Lloop, .Lbr
	}
.Lbr:
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
