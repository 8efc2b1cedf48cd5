.text
{ .mfi
	nop.m 0
	xma.l.s1 f1=f2,f3,f4
	nop.i 0
}
