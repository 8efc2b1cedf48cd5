.text
.L0:
{ .mlx
	nop.m 0
	break.x .L0
}
.L1:
