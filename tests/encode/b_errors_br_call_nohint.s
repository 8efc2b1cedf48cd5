.text
.L0:
{ .bbb
	br.call b0=.L1
	nop.b 0
	nop.b 0
}
.L1:
