.text
{ .mfi
	nop.m 0
	(p1) frcpa f0,p0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) frcpa.s0 f0,p6=f127,f7
;;
}
{ .mfi
	nop.m 0
	frcpa.s1 f100,p62=f32,f63
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) frcpa.s2 f3,p1=f4,f2
;;
}
{ .mfi
	nop.m 0
	(p1) frcpa.s3 f127,p63=f126,f62
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fprcpa f0,p0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fprcpa.s0 f0,p6=f127,f7
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fprcpa.s1 f100,p62=f32,f63
;;
}
{ .mfi
	nop.m 0
	(p1) fprcpa.s2 f3,p1=f4,f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fprcpa.s3 f127,p63=f126,f62
;;
}
{ .mfi
	nop.m 0
	frsqrta f0,p0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) frsqrta.s0 f0,p6=f127
;;
}
{ .mfi
	nop.m 0
	(p1) frsqrta.s1 f100,p62=f32
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) frsqrta.s2 f3,p1=f4
;;
}
{ .mfi
	nop.m 0
	frsqrta.s3 f127,p63=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fprsqrta f0,p0=f0
;;
}
{ .mfi
	nop.m 0
	(p1) fprsqrta.s0 f0,p6=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fprsqrta.s1 f100,p62=f32
;;
}
{ .mfi
	nop.m 0
	fprsqrta.s2 f3,p1=f4
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fprsqrta.s3 f127,p63=f126
;;
}
{ .mfi
	nop.m 0
	(p1) fmin f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmin.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	fmin.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmin.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p1) fmin.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmax f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fmax.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmax.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p1) fmax.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmax.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	famin f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) famin.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) famin.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) famin.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	famin.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) famax f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) famax.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) famax.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	famax.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) famax.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p1) fpmin f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpmin.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	fpmin.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpmin.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p1) fpmin.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpmax f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fpmax.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpmax.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p1) fpmax.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpmax.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpamin f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpamin.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpamin.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpamin.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	fpamin.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpamax f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fpamax.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpamax.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	fpamax.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpamax.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.eq f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.eq.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	fpcmp.eq.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.eq.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.eq.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.lt f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fpcmp.lt.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.lt.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.lt.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.lt.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpcmp.le f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.le.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.le.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.le.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	fpcmp.le.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.unord f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.unord.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.unord.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	fpcmp.unord.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.unord.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.neq f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.neq.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	fpcmp.neq.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.neq.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.neq.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.nlt f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fpcmp.nlt.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.nlt.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.nlt.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.nlt.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpcmp.nle f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.nle.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.nle.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.nle.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	fpcmp.nle.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.ord f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.ord.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.ord.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	fpcmp.ord.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.ord.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.gt f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.gt.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	fpcmp.gt.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.gt.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.gt.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.ge f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	fpcmp.ge.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.ge.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.ge.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.ge.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpcmp.ngt f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.ngt.s0 f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.ngt.s1 f64=f31,f96
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.ngt.s2 f1=f2,f3
;;
}
{ .mfi
	nop.m 0
	fpcmp.ngt.s3 f127=f126,f125
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.nge f0=f0,f0
;;
}
{ .mfi
	nop.m 0
	(p1) fpcmp.nge.s0 f127=f127,f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpcmp.nge.s1 f64=f31,f96
;;
}
{ .mfi
	nop.m 0
	fpcmp.nge.s2 f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpcmp.nge.s3 f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	(p1) fmerge.s f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmerge.s f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fmerge.s f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmerge.s f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fmerge.ns f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmerge.ns f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fmerge.ns f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmerge.ns f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fmerge.se f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmerge.se f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fmerge.se f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmerge.se f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpmerge.s f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpmerge.s f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpmerge.s f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpmerge.s f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpmerge.ns f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpmerge.ns f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpmerge.ns f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpmerge.ns f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpmerge.se f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpmerge.se f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpmerge.se f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpmerge.se f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fmix.l f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmix.l f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fmix.l f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmix.l f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fmix.r f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmix.r f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fmix.r f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmix.r f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fmix.lr f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fmix.lr f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fmix.lr f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fmix.lr f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fsxt.l f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fsxt.l f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fsxt.l f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fsxt.l f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fsxt.r f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fsxt.r f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fsxt.r f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fsxt.r f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpack f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpack f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fpack f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpack f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fswap f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fswap f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fswap f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fswap f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fswap.nl f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fswap.nl f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fswap.nl f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fswap.nl f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fswap.nr f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fswap.nr f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fswap.nr f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fswap.nr f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fand f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fand f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fand f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fand f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fandcm f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fandcm f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fandcm f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fandcm f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) for f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) for f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	for f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) for f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fxor f1=f2,f3
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fxor f127=f126,f125
;;
}
{ .mfi
	nop.m 0
	fxor f0=f0,f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fxor f127=f127,f127
;;
}
{ .mfi
	nop.m 0
	(p1) fabs f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fabs f127=f126
;;
}
{ .mfi
	nop.m 0
	fabs f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fabs f127=f127
;;
}
{ .mfi
	nop.m 0
	(p1) fabs f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fneg f1=f2
;;
}
{ .mfi
	nop.m 0
	fneg f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fneg f0=f0
;;
}
{ .mfi
	nop.m 0
	(p1) fneg f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fneg f64=f31
;;
}
{ .mfi
	nop.m 0
	fnegabs f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fnegabs f127=f126
;;
}
{ .mfi
	nop.m 0
	(p1) fnegabs f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fnegabs f127=f127
;;
}
{ .mfi
	nop.m 0
	fnegabs f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpabs f1=f2
;;
}
{ .mfi
	nop.m 0
	(p1) fpabs f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpabs f0=f0
;;
}
{ .mfi
	nop.m 0
	fpabs f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpabs f64=f31
;;
}
{ .mfi
	nop.m 0
	(p1) fpneg f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpneg f127=f126
;;
}
{ .mfi
	nop.m 0
	fpneg f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpneg f127=f127
;;
}
{ .mfi
	nop.m 0
	(p1) fpneg f64=f31
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpnegabs f1=f2
;;
}
{ .mfi
	nop.m 0
	fpnegabs f127=f126
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) fpnegabs f0=f0
;;
}
{ .mfi
	nop.m 0
	(p1) fpnegabs f127=f127
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) fpnegabs f64=f31
;;
}
{ .mfi
	nop.m 0
	mov f1=f2
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p63) mov f127=f126
;;
}
{ .mfi
	nop.m 0
	(p1) mov f0=f0
	nop.i 0
}
{ .mmf
	nop.m 0
	nop.m 0
	(p0) mov f127=f127
;;
}
{ .mfi
	nop.m 0
	mov f64=f31
	nop.i 0
}
