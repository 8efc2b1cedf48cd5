.text
.L0:
{ .mib
	nop.m 0
	nop.i 0
	movl r1=0
}
.L1:
