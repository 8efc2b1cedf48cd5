.text
{ .mfi
	nop.m 0
	fsetc.s1 0,-1
	nop.i 0
}
