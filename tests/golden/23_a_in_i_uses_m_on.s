// golden: with a_in_i_slot_uses_m_port=1, A-type syllables in a third and fourth I slot take free M ports (3)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// param: a_in_i_slot_uses_m_port=1
// Derivation:
//   B1 = MII (nop.m, add, add), B2 = MII (nop.m, add, add), B3 = MIB (br.cloop ;;).
//   The adds read r14-r17 (no producer in the loop) and write r8-r11 (never read).
//   cycle t:   B1: nop.m M0, add I0, add I1. B2: nop.m M1, add (third I-slot
//              syllable, A-type) takes a free M port M2, add M3. End: window.
//   cycle t+1: B3: M0 I0 B2. End: taken branch.
//   2 cycles per iteration, dispersal.
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
