.text
{ .mfi
	nop.m 0
	fclass.m p1,p2=f2,undefined_sym
	nop.i 0
}
