.text
// M24-M28, M37, M44, M47, M48: system and cache instructions
{ .mmi
	invala
	invala.e r0
	nop.i 0 ;;
}
{ .mmi
	invala.e r127
	invala.e f0
	nop.i 0 ;;
}
{ .mmi
	invala.e f127
	fwb
	nop.i 0 ;;
}
{ .mmi
	mf
	mf.a
	nop.i 0 ;;
}
{ .mmi
	srlz.d
	srlz.i
	nop.i 0 ;;
}
{ .mmi
	sync.i
	(p1) invala
	nop.i 0 ;;
}
{ .mmi
	(p63) invala.e r5
	(p2) invala.e f9
	nop.i 0 ;;
}
{ .mmi
	(p3) fwb
	(p4) mf
	nop.i 0 ;;
}
{ .mmi
	(p5) mf.a
	(p6) srlz.d
	nop.i 0 ;;
}
{ .mmi
	(p7) srlz.i
	(p8) sync.i
	nop.i 0 ;;
}
{ .mmi
	break.m 0
	break.m 1
	nop.i 0 ;;
}
{ .mmi
	break.m 0x1fffff
	break.m 0x100000
	nop.i 0 ;;
}
{ .mmi
	break.m 0xfffff
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	nop.m 0x1fffff
	nop.m 0x100000
	nop.i 0 ;;
}
{ .mmi
	nop.m 12345
	hint.m 0
	nop.i 0 ;;
}
{ .mmi
	hint.m 1
	hint.m 0xf
	nop.i 0 ;;
}
{ .mmi
	hint.m 0x10
	hint.m 0x3ff
	nop.i 0 ;;
}
{ .mmi
	hint.m 0x400
	hint.m 0x3ffff
	nop.i 0 ;;
}
{ .mmi
	hint.m 0x40000
	hint.m 0x7ffff
	nop.i 0 ;;
}
{ .mmi
	(p7) hint.m 0x12345
	sum 0
	nop.i 0 ;;
}
{ .mmi
	sum 0xffffff
	rum 1
	nop.i 0 ;;
}
{ .mmi
	rum 0x800000
	ssm 0x200000
	nop.i 0 ;;
}
{ .mmi
	ssm 0x400000
	rsm 0x1fffff
	nop.i 0 ;;
}
{ .mmi
	rsm 0xabcdef
	(p1) sum 5
	nop.i 0 ;;
}
{ .mmi
	(p63) rsm 0x1000
	break.m 0x12345
	nop.i 0 ;;
}
{ .mmi
	(p63) nop.m 7
	fc r0
	nop.i 0 ;;
}
{ .mmi
	fc r127
	fc.i r1
	nop.i 0 ;;
}
{ .mmi
	fc.i r127
	(p5) fc r9
	nop.i 0 ;;
}
{ .mmi
	ptc.e r0
	ptc.e r127
	nop.i 0 ;;
}
