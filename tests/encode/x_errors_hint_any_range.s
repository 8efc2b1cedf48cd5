.text
.L0:
{ .mlx
	nop.m 0
	hint 0x200000
}
.L1:
