.text
.L0:
{ .bbb
	hint.b 0
	nop.b 0
	nop.b 0
}
.L1:
