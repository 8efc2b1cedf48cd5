.text
{ .mfi
	nop.m 0
	frsqrta f1,p2=f2,f3
	nop.i 0
}
