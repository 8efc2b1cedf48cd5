.text
.L0:
{ .bbb
	brp.exit.imp b2,.L1
	nop.b 0
	nop.b 0
}
.L1:
