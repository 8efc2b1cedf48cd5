.text
.L0:
{ .mlx
	nop.m 0
	brl.sptk b1
}
.L1:
