.text
.L0:
{ .bbb
	break.b 0x200000
	nop.b 0
	nop.b 0
}
.L1:
