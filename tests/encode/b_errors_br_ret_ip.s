.text
.L0:
{ .bbb
	br.ret.sptk .L1
	nop.b 0
	nop.b 0
}
.L1:
