.text
{ .mfi
	nop.m 0
	fma f1=f2,f3
	nop.i 0
}
