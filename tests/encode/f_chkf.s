.text
back2:
{ .mfi
	nop.m 0
	nop.f 0
	nop.i 0
}
back:
{ .mfi
	nop.m 0
	fchkf back
	nop.i 0
}
{ .mfi
	nop.m 0
	(p63) fchkf fwd
	nop.i 0
}
{ .mfi
	nop.m 0
	(p1) fchkf back2
	nop.i 0
}
{ .mfi
	nop.m 0
	(p0) fchkf fwd2
	nop.i 0
}
self4:
{ .mfi
	nop.m 0
	fchkf self4
	nop.i 0
}
{ .mfi
	nop.m 0
	(p63) fchkf.s0 back
	nop.i 0
}
{ .mfi
	nop.m 0
	(p1) fchkf.s0 fwd
	nop.i 0
}
{ .mfi
	nop.m 0
	(p0) fchkf.s0 back2
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf.s0 fwd2
	nop.i 0
}
self9:
{ .mfi
	nop.m 0
	(p63) fchkf.s0 self9
	nop.i 0
}
{ .mfi
	nop.m 0
	(p1) fchkf.s1 back
	nop.i 0
}
{ .mfi
	nop.m 0
	(p0) fchkf.s1 fwd
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf.s1 back2
	nop.i 0
}
{ .mfi
	nop.m 0
	(p63) fchkf.s1 fwd2
	nop.i 0
}
self14:
{ .mfi
	nop.m 0
	(p1) fchkf.s1 self14
	nop.i 0
}
{ .mfi
	nop.m 0
	(p0) fchkf.s2 back
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf.s2 fwd
	nop.i 0
}
{ .mfi
	nop.m 0
	(p63) fchkf.s2 back2
	nop.i 0
}
{ .mfi
	nop.m 0
	(p1) fchkf.s2 fwd2
	nop.i 0
}
self19:
{ .mfi
	nop.m 0
	(p0) fchkf.s2 self19
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf.s3 back
	nop.i 0
}
{ .mfi
	nop.m 0
	(p63) fchkf.s3 fwd
	nop.i 0
}
{ .mfi
	nop.m 0
	(p1) fchkf.s3 back2
	nop.i 0
}
{ .mfi
	nop.m 0
	(p0) fchkf.s3 fwd2
	nop.i 0
}
self24:
{ .mfi
	nop.m 0
	fchkf.s3 self24
	nop.i 0
}
fwd:
{ .mmf
	nop.m 0
	nop.m 0
	fchkf.s2 fwd
}
{ .mfi
	nop.m 0
	(p5) fchkf.s1 ext_sym
	nop.i 0
}
fwd2:
{ .mmf
	nop.m 0
	nop.m 0
	fchkf back2
;;
}
{ .mfi
	nop.m 0
	fchkf.s3 0x41
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf -0x10
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf 0xffffff
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf -0x1000000
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf 8
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf other_sec
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf.s1 fwd2+0x20
	nop.i 0
;;
}
	.section .text.other,"ax",@progbits
other_sec:
{ .mfi
	nop.m 0
	fchkf.s2 back
	nop.i 0
}
{ .mfi
	nop.m 0
	fchkf.s2 other_sec
	nop.i 0
}
