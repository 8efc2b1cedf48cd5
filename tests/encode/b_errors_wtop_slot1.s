.text
.L0:
{ .bbb
	nop.b 0
	br.wtop.sptk.few .L1
	nop.b 0
}
.L1:
