.text
.L0:
{ .mlx
	nop.m 0
	brl.ret.sptk .L1
}
.L1:
