.text
.L0:
{ .mlx
	nop.m 0
	nop.x 0x4000000000000000
}
.L1:
