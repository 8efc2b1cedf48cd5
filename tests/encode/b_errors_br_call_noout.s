.text
.L0:
{ .bbb
	br.call.sptk.many .L1
	nop.b 0
	nop.b 0
}
.L1:
