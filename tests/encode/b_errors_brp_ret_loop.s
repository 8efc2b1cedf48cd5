.text
.L0:
{ .bbb
	brp.ret.loop b1,.L1
	nop.b 0
	nop.b 0
}
.L1:
