.text
.L0:
{ .bbb
	br.cond.sptk r1
	nop.b 0
	nop.b 0
}
.L1:
