.text
{ .mlx
	nop.x 0
	nop.x 0
}
