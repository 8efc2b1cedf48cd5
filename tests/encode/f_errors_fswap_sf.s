.text
{ .mfi
	nop.m 0
	fswap.nl.s1 f1=f2,f3
	nop.i 0
}
