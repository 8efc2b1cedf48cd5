.text
.L0:
{ .mib
	nop.m 0
	nop.i 0
	(p2) br.cexit.sptk .L1
}
.L1:
