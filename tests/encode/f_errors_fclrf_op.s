.text
{ .mfi
	nop.m 0
	fclrf 0
	nop.i 0
}
