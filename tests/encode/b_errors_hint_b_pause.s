.text
.L0:
{ .bbb
	nop.b 0
	hint.b @pause
	nop.b 0
}
.L1:
