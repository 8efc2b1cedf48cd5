.text
.L0:
{ .bbb
	nop.b
	nop.b 0
	nop.b 0
}
.L1:
