.text
{ .mfi
	nop.m 0
	fcmp.eq p64,p1=f1,f2
	nop.i 0
}
