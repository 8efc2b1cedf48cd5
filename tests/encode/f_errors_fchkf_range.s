.text
{ .mfi
	nop.m 0
	fchkf 0x1000000
	nop.i 0
}
