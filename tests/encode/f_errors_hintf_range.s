.text
{ .mfi
	nop.m 0
	hint.f 0x200000
	nop.i 0
}
