// golden: MLX first in the window: L+X takes I0, the second bundle's I syllable takes I1 (3 MLX)
// expect: loop=.Lloop cycles_per_iteration=1 bound=dispersal
// Derivation:
//   B1 = MLX (nop.m, movl r8), B2 = MIB (nop.m, nop.i, br.cloop ;;).
//   cycle t: B1: nop.m M0, movl L+X I0 (MLX first). B2 (MIB after MLX pairs):
//     nop.m M1, nop.i I1, br.cloop B2. End: taken branch.
//   Reading used: "the first I-slot syllable of the group goes to I0, the next
//   to I1" counts the L+X as holding I0, so the MIB's nop.i gets I1 (the
//   lowest free I port, as in 251110).
//   1 cycle per iteration, dispersal.
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
	{ .mib
	  nop.m 0
	  nop.i 0
	  br.cloop.sptk.few .Lloop ;;
	}
	br.ret.sptk.many b0 ;;
	.endp k
