.text
{ .mfi
	nop.m 0
	fsetc r1,0
	nop.i 0
}
