.text
.L0:
{ .bbb
	br.call.sptk.few b0=.L0+0x1000000
	nop.b 0
	nop.b 0
}
.L1:
