// golden: an MLX pairs as second bundle after an MMI; its L+X takes I1 (2.4, 3 MLX)
// expect: loop=.Lloop cycles_per_iteration=2 bound=dispersal
// Derivation:
//   B1 = MMI, B2 = MLX (nop.m, movl), B3 = MMI, B4 = MIB (br.cloop ;;); nops.
//   cycle t:   B1: M0 M1 I0. B2 (MLX after MMI pairs): nop.m M2, movl L+X I1
//              (MLX second in window). End: window.
//   cycle t+1: B3: M0 M1 I0; B4 (MIB after MMI pairs): M2 I1 B2. End: taken
//              branch.
//   2 cycles per iteration, dispersal. (Compare 08: MII then MLX = 3.)
	.text
	.proc k
k:
	mov ar.lc = 99 ;;
	.align 32
.Lloop:
	{ .mmi
	  nop.m 0
	  nop.m 0
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
