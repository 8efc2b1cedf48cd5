.text
{ .mfi
	nop.m 0
	fcmp.eq.and p1,p2=f2,f3
	nop.i 0
}
