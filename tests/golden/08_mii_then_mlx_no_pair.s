// golden: an MLX cannot be the second bundle after an MII (2.4 pairing)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MII, B2 = MLX (nop.m, movl), B3 = MMI, B4 = MIB (br.cloop ;;); nops.
//   cycle t:   window B1,B2. B1: M0 I0 I1. B2 is MLX after MII: pairing fails,
//              the group ends at the end of B1. End: pairing.
//   cycle t+1: window B2,B3. B2: nop.m M0, movl L+X I0 (MLX first in window).
//              B3 (M-first after MLX pairs): nop.m M1, nop.m M2, nop.i I1.
//              End: window. (Reading: L+X holds I0, B3's nop.i takes the
//              lowest free I port, I1. If instead it wanted I0 it would end the
//              group, join B4 in the next one, and the count would still be 3.)
//   cycle t+2: B4: M0 I0 B2. End: taken branch.
//   3 cycles per iteration, dispersal.
//   (If MLX could pair after MII: {B1,B2},{B3,B4} = 2 cycles.)
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
	{ .mlx
	  nop.m 0
	  movl r8 = 0x123456789
	}
	{ .mmi
	  nop.m 0
	  nop.m 0
	  nop.i 0
	}
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
