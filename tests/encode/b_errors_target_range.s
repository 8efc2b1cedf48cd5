.text
.L0:
{ .bbb
	br.cond.sptk.few 0x1000000
	nop.b 0
	nop.b 0
}
.L1:
