.text
.L0:
{ .mlx
	nop.m 0
	movl r1=0x10000000000000000
}
.L1:
