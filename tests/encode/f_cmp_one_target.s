// F4, F5: fcmp and fclass with one predicate target, which GNU as takes as
// that target and p0 (fcmp.neq p6 = f2, f3 is fcmp.eq p0, p6 = f2, f3), every
// relation, type and status field
.text
{ .mfi
  nop.m 0
  fcmp.eq p2 = f3, f7
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.s0 p3 = f6, f14
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.s1 p4 = f9, f21
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.s2 p5 = f12, f28
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.s3 p6 = f15, f35
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.unc p7 = f18, f42
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.unc.s0 p8 = f21, f49
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.unc.s1 p9 = f24, f56
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.unc.s2 p10 = f27, f63
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.eq.unc.s3 p11 = f30, f70
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt p12 = f33, f77
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.s0 p13 = f36, f84
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.s1 p14 = f39, f91
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.s2 p15 = f42, f98
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.s3 p16 = f45, f105
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.unc p17 = f48, f112
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.unc.s0 p18 = f51, f119
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.unc.s1 p19 = f54, f126
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.unc.s2 p20 = f57, f5
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.lt.unc.s3 p21 = f60, f12
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le p22 = f63, f19
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.s0 p23 = f66, f26
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.s1 p24 = f69, f33
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.s2 p25 = f72, f40
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.s3 p26 = f75, f47
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.unc p27 = f78, f54
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.unc.s0 p28 = f81, f61
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.unc.s1 p29 = f84, f68
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.unc.s2 p30 = f87, f75
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.le.unc.s3 p31 = f90, f82
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord p32 = f93, f89
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.s0 p33 = f96, f96
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.s1 p34 = f99, f103
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.s2 p35 = f102, f110
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.s3 p36 = f105, f117
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.unc p37 = f108, f124
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.unc.s0 p38 = f111, f3
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.unc.s1 p39 = f114, f10
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.unc.s2 p40 = f117, f17
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.unord.unc.s3 p41 = f120, f24
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt p42 = f123, f31
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.s0 p43 = f126, f38
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.s1 p44 = f1, f45
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.s2 p45 = f4, f52
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.s3 p46 = f7, f59
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.unc p47 = f10, f66
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.unc.s0 p48 = f13, f73
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.unc.s1 p49 = f16, f80
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.unc.s2 p50 = f19, f87
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.gt.unc.s3 p51 = f22, f94
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge p52 = f25, f101
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.s0 p53 = f28, f108
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.s1 p54 = f31, f115
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.s2 p55 = f34, f122
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.s3 p56 = f37, f1
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.unc p57 = f40, f8
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.unc.s0 p58 = f43, f15
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.unc.s1 p59 = f46, f22
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.unc.s2 p60 = f49, f29
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ge.unc.s3 p61 = f52, f36
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq p62 = f55, f43
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.s0 p63 = f58, f50
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.s1 p1 = f61, f57
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.s2 p2 = f64, f64
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.s3 p3 = f67, f71
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.unc p4 = f70, f78
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.unc.s0 p5 = f73, f85
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.unc.s1 p6 = f76, f92
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.unc.s2 p7 = f79, f99
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.neq.unc.s3 p8 = f82, f106
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt p9 = f85, f113
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.s0 p10 = f88, f120
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.s1 p11 = f91, f127
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.s2 p12 = f94, f6
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.s3 p13 = f97, f13
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.unc p14 = f100, f20
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.unc.s0 p15 = f103, f27
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.unc.s1 p16 = f106, f34
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.unc.s2 p17 = f109, f41
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nlt.unc.s3 p18 = f112, f48
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle p19 = f115, f55
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.s0 p20 = f118, f62
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.s1 p21 = f121, f69
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.s2 p22 = f124, f76
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.s3 p23 = f127, f83
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.unc p24 = f2, f90
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.unc.s0 p25 = f5, f97
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.unc.s1 p26 = f8, f104
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.unc.s2 p27 = f11, f111
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nle.unc.s3 p28 = f14, f118
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt p29 = f17, f125
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.s0 p30 = f20, f4
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.s1 p31 = f23, f11
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.s2 p32 = f26, f18
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.s3 p33 = f29, f25
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.unc p34 = f32, f32
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.unc.s0 p35 = f35, f39
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.unc.s1 p36 = f38, f46
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.unc.s2 p37 = f41, f53
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ngt.unc.s3 p38 = f44, f60
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge p39 = f47, f67
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.s0 p40 = f50, f74
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.s1 p41 = f53, f81
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.s2 p42 = f56, f88
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.s3 p43 = f59, f95
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.unc p44 = f62, f102
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.unc.s0 p45 = f65, f109
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.unc.s1 p46 = f68, f116
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.unc.s2 p47 = f71, f123
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.nge.unc.s3 p48 = f74, f2
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord p49 = f77, f9
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.s0 p50 = f80, f16
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.s1 p51 = f83, f23
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.s2 p52 = f86, f30
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.s3 p53 = f89, f37
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.unc p54 = f92, f44
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.unc.s0 p55 = f95, f51
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.unc.s1 p56 = f98, f58
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.unc.s2 p57 = f101, f65
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fcmp.ord.unc.s3 p58 = f104, f72
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p59 = f107, 0
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p60 = f110, 1
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p61 = f113, 2
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p62 = f116, 3
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p63 = f119, 4
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p1 = f122, 0x1ff
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p2 = f125, 511
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p3 = f0, @pos
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p4 = f3, @neg
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p5 = f6, @zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p6 = f9, @unorm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p7 = f12, @norm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p8 = f15, @inf
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p9 = f18, @snan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p10 = f21, @qnan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p11 = f24, @nat
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p12 = f27, @pos|@zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m p13 = f30, 0x3c
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p14 = f33, 0
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p15 = f36, 1
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p16 = f39, 2
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p17 = f42, 3
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p18 = f45, 4
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p19 = f48, 0x1ff
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p20 = f51, 511
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p21 = f54, @pos
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p22 = f57, @neg
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p23 = f60, @zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p24 = f63, @unorm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p25 = f66, @norm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p26 = f69, @inf
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p27 = f72, @snan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p28 = f75, @qnan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p29 = f78, @nat
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p30 = f81, @pos|@zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.m.unc p31 = f84, 0x3c
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p32 = f87, 0
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p33 = f90, 1
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p34 = f93, 2
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p35 = f96, 3
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p36 = f99, 4
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p37 = f102, 0x1ff
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p38 = f105, 511
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p39 = f108, @pos
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p40 = f111, @neg
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p41 = f114, @zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p42 = f117, @unorm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p43 = f120, @norm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p44 = f123, @inf
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p45 = f126, @snan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p46 = f1, @qnan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p47 = f4, @nat
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p48 = f7, @pos|@zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm p49 = f10, 0x3c
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p50 = f13, 0
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p51 = f16, 1
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p52 = f19, 2
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p53 = f22, 3
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p54 = f25, 4
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p55 = f28, 0x1ff
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p56 = f31, 511
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p57 = f34, @pos
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p58 = f37, @neg
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p59 = f40, @zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p60 = f43, @unorm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p61 = f46, @norm
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p62 = f49, @inf
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p63 = f52, @snan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p1 = f55, @qnan
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p2 = f58, @nat
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p3 = f61, @pos|@zero
  nop.i 0
;; }
{ .mfi
  nop.m 0
  fclass.nm.unc p4 = f64, 0x3c
  nop.i 0
;; }
