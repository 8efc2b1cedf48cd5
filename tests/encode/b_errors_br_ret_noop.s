.text
.L0:
{ .bbb
	br.ret.sptk.many
	nop.b 0
	nop.b 0
}
.L1:
