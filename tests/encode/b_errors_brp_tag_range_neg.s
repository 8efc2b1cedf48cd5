.text
.L0:
{ .bbb
	brp.sptk .L0,.L0-4097
	nop.b 0
	nop.b 0
}
.L1:
