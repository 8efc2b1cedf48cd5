.text
.L0:
{ .bbb
	cover
	nop.b 0
	nop.b 0
}
.L1:
