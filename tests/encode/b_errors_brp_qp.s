.text
.L0:
{ .bbb
	(p1) brp.sptk .L1,.L1
	nop.b 0
	nop.b 0
}
.L1:
