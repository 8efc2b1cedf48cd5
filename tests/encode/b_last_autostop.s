.text
// instructions that must end an instruction group: GNU as sets the stop
// bit of their bundle itself when no ";;" follows them
{ .bbb
	nop.b 0
	nop.b 0
	bsw.1
}
{ .mib
	nop.m 0
	nop.i 0
	cover
}
{ .mmb
	nop.m 0
	nop.m 0
	clrrrb
}
{ .mfb
	nop.m 0
	nop.f 0
	clrrrb.pr
}
{ .mbb
	nop.m 0
	nop.b 0
	rfi
}
{ .bbb
	nop.b 0
	nop.b 0
	bsw.0
}
