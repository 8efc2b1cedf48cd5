.text
.L0:
{ .mlx
	nop.m 0
	nop.x -1
}
.L1:
