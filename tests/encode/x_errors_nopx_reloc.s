.text
.L0:
{ .mlx
	nop.m 0
	nop.x extern_sym
}
.L1:
