.text
.L0:
{ .bbb
	nop.b 0x200000
	nop.b 0
	nop.b 0
}
.L1:
