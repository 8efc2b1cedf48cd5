.text
.L0:
{ .mib
	nop.m 0
	nop.i 0
	brl.sptk .L1
}
.L1:
