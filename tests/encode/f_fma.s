.text
{ .mfi
	nop.m 0
	(p63) fma f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fma.s0 f127=f126,f125,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fma.s1 f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fma.s2 f127=f127,f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fma.s3 f64=f31,f96,f1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fma.s f1=f2,f3,f4
;;
}
{ .mfi
	nop.m 0
	(p0) fma.s.s0 f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fma.s.s1 f0=f0,f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fma.s.s2 f127=f127,f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fma.s.s3 f64=f31,f96,f1
;;
}
{ .mfi
	nop.m 0
	(p0) fma.d f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fma.d.s0 f127=f126,f125,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fma.d.s1 f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fma.d.s2 f127=f127,f127,f127
;;
}
{ .mfi
	nop.m 0
	(p0) fma.d.s3 f64=f31,f96,f1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fms f1=f2,f3,f4
;;
}
{ .mfi
	nop.m 0
	(p63) fms.s0 f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fms.s1 f0=f0,f0,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fms.s2 f127=f127,f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fms.s3 f64=f31,f96,f1
;;
}
{ .mfi
	nop.m 0
	(p63) fms.s f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fms.s.s0 f127=f126,f125,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fms.s.s1 f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fms.s.s2 f127=f127,f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fms.s.s3 f64=f31,f96,f1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fms.d f1=f2,f3,f4
;;
}
{ .mfi
	nop.m 0
	(p0) fms.d.s0 f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fms.d.s1 f0=f0,f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fms.d.s2 f127=f127,f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fms.d.s3 f64=f31,f96,f1
;;
}
{ .mfi
	nop.m 0
	(p0) fnma f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnma.s0 f127=f126,f125,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fnma.s1 f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnma.s2 f127=f127,f127,f127
;;
}
{ .mfi
	nop.m 0
	(p0) fnma.s3 f64=f31,f96,f1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnma.s f1=f2,f3,f4
;;
}
{ .mfi
	nop.m 0
	(p63) fnma.s.s0 f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnma.s.s1 f0=f0,f0,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fnma.s.s2 f127=f127,f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnma.s.s3 f64=f31,f96,f1
;;
}
{ .mfi
	nop.m 0
	(p63) fnma.d f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnma.d.s0 f127=f126,f125,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fnma.d.s1 f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnma.d.s2 f127=f127,f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fnma.d.s3 f64=f31,f96,f1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpma f1=f2,f3,f4
;;
}
{ .mfi
	nop.m 0
	(p0) fpma.s0 f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpma.s1 f0=f0,f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fpma.s2 f127=f127,f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpma.s3 f64=f31,f96,f1
;;
}
{ .mfi
	nop.m 0
	(p0) fpms f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpms.s0 f127=f126,f125,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fpms.s1 f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpms.s2 f127=f127,f127,f127
;;
}
{ .mfi
	nop.m 0
	(p0) fpms.s3 f64=f31,f96,f1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpnma f1=f2,f3,f4
;;
}
{ .mfi
	nop.m 0
	(p63) fpnma.s0 f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpnma.s1 f0=f0,f0,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fpnma.s2 f127=f127,f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpnma.s3 f64=f31,f96,f1
;;
}
{ .mfi
	nop.m 0
	(p63) fadd f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fadd.s0 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p0) fadd.s1 f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fadd.s2 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fadd.s3 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fadd.s f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p0) fadd.s.s0 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fadd.s.s1 f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fadd.s.s2 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fadd.s.s3 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p0) fadd.d f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fadd.d.s0 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p63) fadd.d.s1 f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fadd.d.s2 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p0) fadd.d.s3 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsub f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p63) fsub.s0 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsub.s1 f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fsub.s2 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsub.s3 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p63) fsub.s f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsub.s.s0 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p0) fsub.s.s1 f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsub.s.s2 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fsub.s.s3 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsub.d f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p0) fsub.d.s0 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fsub.d.s1 f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fsub.d.s2 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fsub.d.s3 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p0) fmpy f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fmpy.s0 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p63) fmpy.s1 f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fmpy.s2 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p0) fmpy.s3 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fmpy.s f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p63) fmpy.s.s0 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fmpy.s.s1 f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fmpy.s.s2 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fmpy.s.s3 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p63) fmpy.d f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fmpy.d.s0 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p0) fmpy.d.s1 f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fmpy.d.s2 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fmpy.d.s3 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnmpy f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p0) fnmpy.s0 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnmpy.s1 f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fnmpy.s2 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnmpy.s3 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p0) fnmpy.s f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnmpy.s.s0 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p63) fnmpy.s.s1 f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnmpy.s.s2 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p0) fnmpy.s.s3 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnmpy.d f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p63) fnmpy.d.s0 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnmpy.d.s1 f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fnmpy.d.s2 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnmpy.d.s3 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p63) fpmpy f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpmpy.s0 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p0) fpmpy.s1 f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpmpy.s2 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fpmpy.s3 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpnmpy f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p0) fpnmpy.s0 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fpnmpy.s1 f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fpnmpy.s2 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fpnmpy.s3 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p0) fnorm f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnorm.s0 f127=f126
;;
}
{ .mfi
	nop.m 0
	(p63) fnorm.s1 f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnorm.s2 f127=f127
;;
}
{ .mfi
	nop.m 0
	(p0) fnorm.s3 f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnorm.s f1=f2
;;
}
{ .mfi
	nop.m 0
	(p63) fnorm.s.s0 f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnorm.s.s1 f0=f0
;;
}
{ .mfi
	nop.m 0
	(p0) fnorm.s.s2 f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnorm.s.s3 f64=f31
;;
}
{ .mfi
	nop.m 0
	(p63) fnorm.d f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fnorm.d.s0 f127=f126
;;
}
{ .mfi
	nop.m 0
	(p0) fnorm.d.s1 f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fnorm.d.s2 f127=f127
;;
}
{ .mfi
	nop.m 0
	(p63) fnorm.d.s3 f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.xuf f1=f2
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.xuf.s0 f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.xuf.s1 f0=f0
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.xuf.s2 f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.xuf.s3 f64=f31
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.xuf.s f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.xuf.s.s0 f127=f126
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.xuf.s.s1 f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.xuf.s.s2 f127=f127
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.xuf.s.s3 f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.xuf.d f1=f2
;;
}
{ .mfi
	nop.m 0
	(p63) fcvt.xuf.d.s0 f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fcvt.xuf.d.s1 f0=f0
;;
}
{ .mfi
	nop.m 0
	(p0) fcvt.xuf.d.s2 f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fcvt.xuf.d.s3 f64=f31
;;
}
{ .mfi
	nop.m 0
	(p63) xma.l f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) xmpy.l f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p1) xma.l f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) xmpy.l f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p0) xma.l f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) xmpy.l f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	xma.lu f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	xmpy.lu f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p63) xma.lu f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) xmpy.lu f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p1) xma.lu f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) xmpy.lu f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p0) xma.h f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) xmpy.h f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	xma.h f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	xmpy.h f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p63) xma.h f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) xmpy.h f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) xma.hu f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) xmpy.hu f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p0) xma.hu f127=f126,f125,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) xmpy.hu f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	xma.hu f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	xmpy.hu f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p63) fselect f1=f2,f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p1) fselect f127=f126,f125,f0
;;
}
{ .mfi
	nop.m 0
	(p0) fselect f0=f0,f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	fselect f127=f127,f127,f127
;;
}
{ .mfi
	nop.m 0
	(p63) fselect f64=f31,f96,f1
	nop.i 0
}
