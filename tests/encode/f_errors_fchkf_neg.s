.text
{ .mfi
	nop.m 0
	fchkf.s1 -0x1000010
	nop.i 0
}
