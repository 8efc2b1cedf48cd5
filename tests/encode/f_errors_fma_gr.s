.text
{ .mfi
	nop.m 0
	fma f1=f2,f3,r4
	nop.i 0
}
