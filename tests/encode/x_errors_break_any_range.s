.text
.L0:
{ .mlx
	nop.m 0
	break 0x3fffffffffffffff
}
.L1:
