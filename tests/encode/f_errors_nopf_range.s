.text
{ .mfi
	nop.m 0
	nop.f 0x200000
	nop.i 0
}
