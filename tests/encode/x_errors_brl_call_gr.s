.text
.L0:
{ .mlx
	nop.m 0
	brl.call.sptk r1=.L1
}
.L1:
