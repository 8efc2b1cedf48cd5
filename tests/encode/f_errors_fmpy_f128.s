.text
{ .mfi
	nop.m 0
	fmpy f128=f1,f2
	nop.i 0
}
