.text
.L0:
{ .mlx
	nop.m 0
	brl.cond .L1
}
.L1:
