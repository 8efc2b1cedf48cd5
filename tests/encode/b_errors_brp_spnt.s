.text
.L0:
{ .bbb
	brp.spnt .L1,.L1
	nop.b 0
	nop.b 0
}
.L1:
