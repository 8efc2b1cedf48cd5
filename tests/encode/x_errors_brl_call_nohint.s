.text
.L0:
{ .mlx
	nop.m 0
	brl.call b1=.L1
}
.L1:
