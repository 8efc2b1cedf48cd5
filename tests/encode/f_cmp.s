.text
{ .mfi
	nop.m 0
	(p1) fcmp.eq p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.eq.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	fcmp.eq.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.eq.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.eq.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.eq.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fcmp.eq.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.eq.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.eq.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.eq.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	fcmp.lt p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.lt.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.lt.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.lt.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	fcmp.lt.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.lt.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.lt.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.lt.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	fcmp.lt.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.lt.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.le p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.le.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	fcmp.le.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.le.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.le.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.le.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fcmp.le.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.le.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.le.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.le.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	fcmp.unord p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.unord.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.unord.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.unord.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	fcmp.unord.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.unord.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.unord.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.unord.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	fcmp.unord.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.unord.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.gt p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.gt.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	fcmp.gt.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.gt.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.gt.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.gt.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fcmp.gt.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.gt.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.gt.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.gt.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	fcmp.ge p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ge.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.ge.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.ge.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	fcmp.ge.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ge.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.ge.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.ge.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	fcmp.ge.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ge.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.neq p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.neq.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	fcmp.neq.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.neq.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.neq.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.neq.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fcmp.neq.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.neq.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.neq.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.neq.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	fcmp.nlt p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.nlt.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nlt.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nlt.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	fcmp.nlt.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.nlt.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nlt.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nlt.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	fcmp.nlt.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.nlt.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nle p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nle.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	fcmp.nle.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.nle.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nle.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nle.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fcmp.nle.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.nle.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nle.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nle.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	fcmp.ngt p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ngt.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.ngt.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.ngt.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	fcmp.ngt.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ngt.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.ngt.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.ngt.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	fcmp.ngt.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ngt.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nge p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nge.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	fcmp.nge.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.nge.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nge.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nge.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fcmp.nge.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.nge.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.nge.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.nge.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	fcmp.ord p0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ord.s0 p6,p7=f0,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.ord.s1 p62,p63=f100,f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.ord.s2 p1,p2=f3,f4
;;
}
{ .mfi
	nop.m 0
	fcmp.ord.s3 p63,p62=f127,f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ord.unc p0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fcmp.ord.unc.s0 p6,p7=f0,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fcmp.ord.unc.s1 p62,p63=f100,f32
;;
}
{ .mfi
	nop.m 0
	fcmp.ord.unc.s2 p1,p2=f3,f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fcmp.ord.unc.s3 p63,p62=f127,f126
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p0,p0=f0,@nat
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p6,p7=f0,@nat
;;
}
{ .mfi
	nop.m 0
	fclass.nm p62,p63=f100,@nat
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p1,p2=f3,@nat
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p63,p62=f127,@qnan
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p0,p0=f0,@qnan
;;
}
{ .mfi
	nop.m 0
	fclass.nm p6,p7=f0,@qnan
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p62,p63=f100,@qnan
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p1,p2=f3,@snan
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p63,p62=f127,@snan
;;
}
{ .mfi
	nop.m 0
	fclass.nm p0,p0=f0,@snan
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p6,p7=f0,@snan
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p62,p63=f100,@pos
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p1,p2=f3,@pos
;;
}
{ .mfi
	nop.m 0
	fclass.nm p63,p62=f127,@pos
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p0,p0=f0,@pos
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p6,p7=f0,@neg
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p62,p63=f100,@neg
;;
}
{ .mfi
	nop.m 0
	fclass.nm p1,p2=f3,@neg
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p63,p62=f127,@neg
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p0,p0=f0,@zero
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p6,p7=f0,@zero
;;
}
{ .mfi
	nop.m 0
	fclass.nm p62,p63=f100,@zero
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p1,p2=f3,@zero
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p63,p62=f127,@unorm
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p0,p0=f0,@unorm
;;
}
{ .mfi
	nop.m 0
	fclass.nm p6,p7=f0,@unorm
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p62,p63=f100,@unorm
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p1,p2=f3,@norm
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p63,p62=f127,@norm
;;
}
{ .mfi
	nop.m 0
	fclass.nm p0,p0=f0,@norm
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p6,p7=f0,@norm
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p62,p63=f100,@inf
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p1,p2=f3,@inf
;;
}
{ .mfi
	nop.m 0
	fclass.nm p63,p62=f127,@inf
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p0,p0=f0,@inf
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p6,p7=f0,@nat|@qnan
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p62,p63=f100,@nat|@qnan
;;
}
{ .mfi
	nop.m 0
	fclass.nm p1,p2=f3,@nat|@qnan
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p63,p62=f127,@nat|@qnan
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p0,p0=f0,@zero|@pos
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p6,p7=f0,@zero|@pos
;;
}
{ .mfi
	nop.m 0
	fclass.nm p62,p63=f100,@zero|@pos
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p1,p2=f3,@zero|@pos
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p63,p62=f127,@snan|@qnan|@nat
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p0,p0=f0,@snan|@qnan|@nat
;;
}
{ .mfi
	nop.m 0
	fclass.nm p6,p7=f0,@snan|@qnan|@nat
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p62,p63=f100,@snan|@qnan|@nat
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p1,p2=f3,@pos|@neg|@zero|@unorm|@norm|@inf
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p63,p62=f127,@pos|@neg|@zero|@unorm|@norm|@inf
;;
}
{ .mfi
	nop.m 0
	fclass.nm p0,p0=f0,@pos|@neg|@zero|@unorm|@norm|@inf
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p6,p7=f0,@pos|@neg|@zero|@unorm|@norm|@inf
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p62,p63=f100,@norm|@neg
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p1,p2=f3,@norm|@neg
;;
}
{ .mfi
	nop.m 0
	fclass.nm p63,p62=f127,@norm|@neg
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p0,p0=f0,@norm|@neg
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p6,p7=f0,@inf|@nat
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p62,p63=f100,@inf|@nat
;;
}
{ .mfi
	nop.m 0
	fclass.nm p1,p2=f3,@inf|@nat
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p63,p62=f127,@inf|@nat
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p0,p0=f0,0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p6,p7=f0,0
;;
}
{ .mfi
	nop.m 0
	fclass.nm p62,p63=f100,0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p1,p2=f3,0
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p63,p62=f127,1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p0,p0=f0,1
;;
}
{ .mfi
	nop.m 0
	fclass.nm p6,p7=f0,1
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p62,p63=f100,1
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p1,p2=f3,2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p63,p62=f127,2
;;
}
{ .mfi
	nop.m 0
	fclass.nm p0,p0=f0,2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p6,p7=f0,2
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p62,p63=f100,3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p1,p2=f3,3
;;
}
{ .mfi
	nop.m 0
	fclass.nm p63,p62=f127,3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p0,p0=f0,3
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p6,p7=f0,4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p62,p63=f100,4
;;
}
{ .mfi
	nop.m 0
	fclass.nm p1,p2=f3,4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p63,p62=f127,4
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p0,p0=f0,8
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p6,p7=f0,8
;;
}
{ .mfi
	nop.m 0
	fclass.nm p62,p63=f100,8
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p1,p2=f3,8
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p63,p62=f127,0x10
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p0,p0=f0,0x10
;;
}
{ .mfi
	nop.m 0
	fclass.nm p6,p7=f0,0x10
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p62,p63=f100,0x10
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p1,p2=f3,0x20
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p63,p62=f127,0x20
;;
}
{ .mfi
	nop.m 0
	fclass.nm p0,p0=f0,0x20
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p6,p7=f0,0x20
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p62,p63=f100,0x44
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p1,p2=f3,0x44
;;
}
{ .mfi
	nop.m 0
	fclass.nm p63,p62=f127,0x44
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p0,p0=f0,0x44
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p6,p7=f0,0x45
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p62,p63=f100,0x45
;;
}
{ .mfi
	nop.m 0
	fclass.nm p1,p2=f3,0x45
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p63,p62=f127,0x45
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p0,p0=f0,0x1fc
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p6,p7=f0,0x1fc
;;
}
{ .mfi
	nop.m 0
	fclass.nm p62,p63=f100,0x1fc
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p1,p2=f3,0x1fc
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p63,p62=f127,0x1fd
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p0,p0=f0,0x1fd
;;
}
{ .mfi
	nop.m 0
	fclass.nm p6,p7=f0,0x1fd
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p62,p63=f100,0x1fd
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p1,p2=f3,0x1ff
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p63,p62=f127,0x1ff
;;
}
{ .mfi
	nop.m 0
	fclass.nm p0,p0=f0,0x1ff
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p6,p7=f0,0x1ff
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p62,p63=f100,511
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p1,p2=f3,511
;;
}
{ .mfi
	nop.m 0
	fclass.nm p63,p62=f127,511
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p0,p0=f0,511
;;
}
{ .mfi
	nop.m 0
	(p1) fclass.m p6,p7=f0,0x100
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fclass.m.unc p62,p63=f100,0x100
;;
}
{ .mfi
	nop.m 0
	fclass.nm p1,p2=f3,0x100
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fclass.nm.unc p63,p62=f127,0x100
;;
}
