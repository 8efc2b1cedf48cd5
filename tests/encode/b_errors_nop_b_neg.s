.text
.L0:
{ .bbb
	nop.b -1
	nop.b 0
	nop.b 0
}
.L1:
