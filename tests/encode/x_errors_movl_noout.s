.text
.L0:
{ .mlx
	nop.m 0
	movl 1
}
.L1:
