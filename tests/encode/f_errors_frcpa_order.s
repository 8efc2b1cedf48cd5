.text
{ .mfi
	nop.m 0
	frcpa p2,f1=f2,f3
	nop.i 0
}
