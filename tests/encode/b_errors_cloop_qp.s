.text
.L0:
{ .mib
	nop.m 0
	nop.i 0
	(p1) br.cloop.sptk.few .L1
}
.L1:
