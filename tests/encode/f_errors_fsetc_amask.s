.text
{ .mfi
	nop.m 0
	fsetc 128,0
	nop.i 0
}
