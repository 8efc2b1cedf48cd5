.text
{ .mfi
	nop.m 0
	fpcvt.xf f1=f2
	nop.i 0
}
