.text
.L0:
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few b1
}
.L1:
