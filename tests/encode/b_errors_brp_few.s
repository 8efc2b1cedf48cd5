.text
.L0:
{ .bbb
	brp.sptk.few .L1,.L1
	nop.b 0
	nop.b 0
}
.L1:
