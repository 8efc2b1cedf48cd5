.text
{ .mfi
	nop.m 0
	fabs.s1 f1=f2
	nop.i 0
}
