.text
.L0:
{ .mlx
	nop.m 0
	movl f1=1
}
.L1:
