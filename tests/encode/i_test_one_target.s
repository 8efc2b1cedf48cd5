// I16, I17, I30: tbit, tnat and tf with one predicate target, which GNU as
// takes as that target and p0 (tbit.nz p6 = r2, 3 is tbit.z p0, p6 = r2, 3);
// tf's feature names @clz, @mpy, @datahints
.text
{ .mii
  nop.m 0
  tbit.z p6 = r9, 7
  tnat.z p58 = r11
;; }
{ .mii
  nop.m 0
  tf.z p6 = 33
  tbit.z.unc p11 = r18, 14
;; }
{ .mii
  nop.m 0
  tnat.z.unc p53 = r22
  tf.z.unc p11 = 34
;; }
{ .mii
  nop.m 0
  tbit.z.and p16 = r27, 21
  tnat.z.and p48 = r33
;; }
{ .mii
  nop.m 0
  tf.z.and p16 = 35
  tbit.z.or p21 = r36, 28
;; }
{ .mii
  nop.m 0
  tnat.z.or p43 = r44
  tf.z.or p21 = 36
;; }
{ .mii
  nop.m 0
  tbit.z.or.andcm p26 = r45, 35
  tnat.z.or.andcm p38 = r55
;; }
{ .mii
  nop.m 0
  tf.z.or.andcm p26 = 37
  tbit.z.andcm p31 = r54, 42
;; }
{ .mii
  nop.m 0
  tnat.z.andcm p33 = r66
  tf.z.andcm p31 = 38
;; }
{ .mii
  nop.m 0
  tbit.z.orcm p36 = r63, 49
  tnat.z.orcm p28 = r77
;; }
{ .mii
  nop.m 0
  tf.z.orcm p36 = 39
  tbit.z.and.orcm p41 = r72, 56
;; }
{ .mii
  nop.m 0
  tnat.z.and.orcm p23 = r88
  tf.z.and.orcm p41 = 40
;; }
{ .mii
  nop.m 0
  tbit.nz p46 = r81, 63
  tnat.nz p18 = r99
;; }
{ .mii
  nop.m 0
  tf.nz p46 = 41
  tbit.nz.unc p51 = r90, 6
;; }
{ .mii
  nop.m 0
  tnat.nz.unc p13 = r110
  tf.nz.unc p51 = 42
;; }
{ .mii
  nop.m 0
  tbit.nz.and p56 = r99, 13
  tnat.nz.and p8 = r121
;; }
{ .mii
  nop.m 0
  tf.nz.and p56 = 43
  tbit.nz.or p61 = r108, 20
;; }
{ .mii
  nop.m 0
  tnat.nz.or p3 = r4
  tf.nz.or p61 = 44
;; }
{ .mii
  nop.m 0
  tbit.nz.or.andcm p3 = r117, 27
  tnat.nz.or.andcm p61 = r15
;; }
{ .mii
  nop.m 0
  tf.nz.or.andcm p3 = 45
  tbit.nz.andcm p8 = r126, 34
;; }
{ .mii
  nop.m 0
  tnat.nz.andcm p56 = r26
  tf.nz.andcm p8 = 46
;; }
{ .mii
  nop.m 0
  tbit.nz.orcm p13 = r7, 41
  tnat.nz.orcm p51 = r37
;; }
{ .mii
  nop.m 0
  tf.nz.orcm p13 = 47
  tbit.nz.and.orcm p18 = r16, 48
;; }
{ .mii
  nop.m 0
  tnat.nz.and.orcm p46 = r48
  tf.nz.and.orcm p18 = 48
;; }
{ .mii
  nop.m 0
  tbit.z p63 = r127, 63
  tf.nz p1 = @clz
;; }
{ .mii
  nop.m 0
  tf.z p1 = @mpy
  tf.nz.unc p1 = @datahints
;; }
