.text
.L0:
{ .bbb
	brp.sptk .L0,.L0+4096
	nop.b 0
	nop.b 0
}
.L1:
