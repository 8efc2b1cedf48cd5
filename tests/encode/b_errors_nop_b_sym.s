.text
.L0:
{ .bbb
	nop.b extern_sym
	nop.b 0
	nop.b 0
}
.L1:
