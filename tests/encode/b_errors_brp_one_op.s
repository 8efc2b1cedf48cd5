.text
.L0:
{ .bbb
	brp.sptk .L1
	nop.b 0
	nop.b 0
}
.L1:
