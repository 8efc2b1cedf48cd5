.text
{ .mfi
	nop.m 0
	break.f -1
	nop.i 0
}
