.text
.L0:
{ .bbb
	vmsw.2
	nop.b 0
	nop.b 0
}
.L1:
