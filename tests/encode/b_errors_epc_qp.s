.text
.L0:
{ .bbb
	(p1) epc
	nop.b 0
	nop.b 0
}
.L1:
