.text
.L0:
{ .bbb
	br.ia b1
	nop.b 0
	nop.b 0
}
.L1:
