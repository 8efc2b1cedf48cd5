.text
.L0:
{ .mib
	nop.m 0
	nop.i 0
	hint 0
}
.L1:
