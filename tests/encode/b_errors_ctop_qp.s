.text
.L0:
{ .mib
	nop.m 0
	nop.i 0
	(p63) br.ctop.dptk.few .L1
}
.L1:
