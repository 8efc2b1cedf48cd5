.text
.L0:
{ .mlx
	nop.m 0
	hint.x 0x4000000000000000
}
.L1:
