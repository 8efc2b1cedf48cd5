.text
.L0:
{ .bbb
	(p1) vmsw.1
	nop.b 0
	nop.b 0
}
.L1:
