.text
.L0:
{ .mlx
	nop.m 0
	nop 0x200000
}
.L1:
