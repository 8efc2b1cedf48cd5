.text
.L0:
{ .bbb
	br.cloop.sptk.few .L1
	nop.b 0
	nop.b 0
}
.L1:
