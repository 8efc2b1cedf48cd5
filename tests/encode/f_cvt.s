.text
{ .mfi
	nop.m 0
	(p63) fcvt.fx f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.fx.s0 f64=f31
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.fx.s1 f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.fx.s2 f127=f126
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.fx.s3 f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.fx.trunc f127=f127
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.fx.trunc.s0 f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.fx.trunc.s1 f1=f2
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.fx.trunc.s2 f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.fx.trunc.s3 f0=f0
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.fxu f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.fxu.s0 f64=f31
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.fxu.s1 f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.fxu.s2 f127=f126
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.fxu.s3 f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.fxu.trunc f127=f127
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.fxu.trunc.s0 f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.fxu.trunc.s1 f1=f2
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.fxu.trunc.s2 f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.fxu.trunc.s3 f0=f0
;;
}
{ .mfi
	nop.m 0
	(p63) fpcvt.fx f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpcvt.fx.s0 f64=f31
;;
}
{ .mfi
	nop.m 0
	(p0) fpcvt.fx.s1 f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpcvt.fx.s2 f127=f126
;;
}
{ .mfi
	nop.m 0
	(p63) fpcvt.fx.s3 f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpcvt.fx.trunc f127=f127
;;
}
{ .mfi
	nop.m 0
	(p0) fpcvt.fx.trunc.s0 f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpcvt.fx.trunc.s1 f1=f2
;;
}
{ .mfi
	nop.m 0
	(p63) fpcvt.fx.trunc.s2 f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpcvt.fx.trunc.s3 f0=f0
;;
}
{ .mfi
	nop.m 0
	(p0) fpcvt.fxu f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpcvt.fxu.s0 f64=f31
;;
}
{ .mfi
	nop.m 0
	(p63) fpcvt.fxu.s1 f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpcvt.fxu.s2 f127=f126
;;
}
{ .mfi
	nop.m 0
	(p0) fpcvt.fxu.s3 f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpcvt.fxu.trunc f127=f127
;;
}
{ .mfi
	nop.m 0
	(p63) fpcvt.fxu.trunc.s0 f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpcvt.fxu.trunc.s1 f1=f2
;;
}
{ .mfi
	nop.m 0
	(p0) fpcvt.fxu.trunc.s2 f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpcvt.fxu.trunc.s3 f0=f0
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.xf f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.xf f127=f126
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.xf f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.xf f127=f127
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.xf f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsetc 0,0
;;
}
{ .mfi
	nop.m 0
	(p0) fsetc 127,127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsetc 90,37
;;
}
{ .mfi
	nop.m 0
	(p63) fsetc 1,64
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsetc 64,1
;;
}
{ .mfi
	nop.m 0
	(p0) fsetc.s0 0,0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsetc.s0 127,127
;;
}
{ .mfi
	nop.m 0
	(p63) fsetc.s0 90,37
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsetc.s0 1,64
;;
}
{ .mfi
	nop.m 0
	(p0) fsetc.s0 64,1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsetc.s1 0,0
;;
}
{ .mfi
	nop.m 0
	(p63) fsetc.s1 127,127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsetc.s1 90,37
;;
}
{ .mfi
	nop.m 0
	(p0) fsetc.s1 1,64
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsetc.s1 64,1
;;
}
{ .mfi
	nop.m 0
	(p63) fsetc.s2 0,0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsetc.s2 127,127
;;
}
{ .mfi
	nop.m 0
	(p0) fsetc.s2 90,37
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsetc.s2 1,64
;;
}
{ .mfi
	nop.m 0
	(p63) fsetc.s2 64,1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsetc.s3 0,0
;;
}
{ .mfi
	nop.m 0
	(p0) fsetc.s3 127,127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsetc.s3 90,37
;;
}
{ .mfi
	nop.m 0
	(p63) fsetc.s3 1,64
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsetc.s3 64,1
;;
}
{ .mfi
	nop.m 0
	(p0) fclrf
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fclrf.s0
;;
}
{ .mfi
	nop.m 0
	(p63) fclrf.s1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fclrf.s2
;;
}
{ .mfi
	nop.m 0
	(p0) fclrf.s3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	break.f 0
;;
}
{ .mfi
	nop.m 0
	(p63) break.f 1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) break.f 0x1fffff
;;
}
{ .mfi
	nop.m 0
	(p0) break.f 0xfffff
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	break.f 0x100000
;;
}
{ .mfi
	nop.m 0
	(p63) break.f 12345
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) break.f 0x55555
;;
}
{ .mfi
	nop.m 0
	(p0) nop.f 0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	nop.f 1
;;
}
{ .mfi
	nop.m 0
	(p63) nop.f 0x1fffff
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) nop.f 0xfffff
;;
}
{ .mfi
	nop.m 0
	(p0) nop.f 0x100000
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	nop.f 12345
;;
}
{ .mfi
	nop.m 0
	(p63) nop.f 0x55555
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) hint.f 0
;;
}
{ .mfi
	nop.m 0
	(p0) hint.f 1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	hint.f 0x1fffff
;;
}
{ .mfi
	nop.m 0
	(p63) hint.f 0xfffff
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) hint.f 0x100000
;;
}
{ .mfi
	nop.m 0
	(p0) hint.f 12345
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	hint.f @pause
;;
}
