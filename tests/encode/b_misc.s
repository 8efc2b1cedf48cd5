.text
{ .bbb
	nop.b 0
	nop.b 0
	cover ;;
}
{ .bbb
	nop.b 0
	nop.b 0
	clrrrb ;;
}
{ .bbb
	nop.b 0
	nop.b 0
	clrrrb.pr ;;
}
{ .bbb
	nop.b 0
	nop.b 0
	rfi ;;
}
{ .bbb
	nop.b 0
	nop.b 0
	bsw.0 ;;
}
{ .bbb
	nop.b 0
	nop.b 0
	bsw.1 ;;
}
{ .bbb
	epc
	vmsw.0
	vmsw.1
}
{ .bbb
	nop.b 0
	nop.b 0x1fffff
	nop.b 0x100000
}
{ .bbb
	(p1) nop.b 0xfffff
	(p63) break.b 0x1fffff
	break.b 0
}
{ .bbb
	break.b 0x100000
	break.b 0xfffff
	nop.b 12345
}
{ .bbb
	nop.b @pause
	break.b 1
	(p7) nop.b 0x80000
}
{ .mib
	nop.m 0
	nop.i 0
	nop.b 0
}
{ .mib
	nop.m 0
	nop.i 0
	break.b 0x1abcde
}
{ .mbb
	nop.m 0
	epc
	cover ;;
}
{ .mmb
	nop.m 0
	nop.m 0
	rfi ;;
}
{ .mfb
	nop.m 0
	nop.f 0
	bsw.1 ;;
}
