.text
{ .mfi
	nop.m 0
	fclass.nm p1,p2=f2,-1
	nop.i 0
}
