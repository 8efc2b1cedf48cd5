.text
{ .mfi
	nop.m 0
	fpma.d f1=f2,f3,f4
	nop.i 0
}
