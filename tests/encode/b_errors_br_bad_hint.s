.text
.L0:
{ .bbb
	br.cond.sptn .L1
	nop.b 0
	nop.b 0
}
.L1:
