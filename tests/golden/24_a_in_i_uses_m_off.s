// golden: with a_in_i_slot_uses_m_port=0, an A-type syllable in a third I slot ends the group (3)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// param: a_in_i_slot_uses_m_port=0
// Derivation:
//   Same code as 23, parameter a_in_i_slot_uses_m_port=0.
//   cycle t:   B1: nop.m M0, add I0, add I1. B2: nop.m M1; add: third I-slot
//              syllable, no I port and the M ports may not be used. End: port.
//   cycle t+1: window B2 (slots 1-2), B3 (MIB after MII pairs): add I0, add I1,
//              nop.m M0; B3's nop.i: third I-slot syllable. End: port.
//   cycle t+2: B3 slots 1-2: nop.i I0, br.cloop B2. End: taken branch.
//   3 cycles per iteration, dispersal.
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mii
	  nop.m 0
	  add r8 = r14, r15
	  add r9 = r15, r16
	}
	{ .mii
	  nop.m 0
	  add r10 = r16, r17
	  add r11 = r17, r14
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
