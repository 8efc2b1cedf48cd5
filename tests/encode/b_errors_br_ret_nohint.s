.text
.L0:
{ .bbb
	br.ret b0
	nop.b 0
	nop.b 0
}
.L1:
