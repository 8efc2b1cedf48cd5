.text
{ .mfi
	nop.m 0
	fclass.m p1,p2=f2,0x200
	nop.i 0
}
