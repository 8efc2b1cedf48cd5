// golden: a third I-slot syllable (nop.i, not A-type) finds no I port (3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MII (nops), B2 = MIB (nop.m, nop.i, br.cloop ;;). Default parameter
//   a_in_i_slot_uses_m_port=1 does not help: nop.i is not A-type.
//   cycle t:   B1: M0 I0 I1; B2: nop.m M1, nop.i: third I-slot syllable, no
//              port. End: port.
//   cycle t+1: B2 slots 1-2: nop.i I0, br.cloop B2. End: taken branch.
//   2 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
