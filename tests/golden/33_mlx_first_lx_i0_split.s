// golden: MLX first: L+X holds I0, so an MII second bundle has one I port left (3 MLX)
// expect: loop=.Lloop cycles_per_iteration=3 bound=dispersal
// Derivation:
//   B1 = MLX (nop.m, movl r8), B2 = MII, B3 = MII, B4 = MIB (br.cloop ;;).
//   Reading used (as in 32): L+X holds I0; I-slot syllables then take the
//   lowest free I port.
//   cycle t:   B1: M0, L+X I0. B2 (MII after MLX pairs): nop.m M1, nop.i I1,
//              nop.i: no I port. End: port.
//   cycle t+1: window B2 (slot 2), B3: nop.i I0; B3: nop.m M0, nop.i I1,
//              nop.i: no I port. End: port.
//   cycle t+2: window B3 (slot 2), B4: nop.i I0; B4: nop.m M0, nop.i I1,
//              br.cloop B2. End: taken branch.
//   3 cycles per iteration, dispersal.
//   (If L+X took no I port: {B1,B2},{B3,B4} = 2.)
//   (Under the other reading -- an I-slot syllable always gets I0 first even
//   when the L+X holds it -- this would be 4 cycles.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mlx
	  nop.m 0
	  movl r8 = 0x123456789
	}
	{ .mii
	  nop.m 0
	  nop.i 0
	  nop.i 0
	}
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
