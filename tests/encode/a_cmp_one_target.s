// A6-A8: compares with one predicate target, which GNU as takes as that
// target and p0 (cmp.ne p6 = r2, r3 is cmp.eq p0, p6 = r2, r3), every relation
// and type of cmp and cmp4; cmp4's unsigned compares with 32-bit immediates
.text
{ .mmi
  cmp.eq p2 = r2, r7
  cmp.eq p62 = r0, r1
  cmp.eq p2 = r1, r0
;; }
{ .mmi
  cmp.eq p2 = -128, r3
  cmp.eq p2 = -127, r3
  cmp.eq p2 = -1, r3
;; }
{ .mmi
  cmp.eq p2 = 0, r3
  cmp.eq p2 = 1, r3
  cmp.eq p2 = 5, r3
;; }
{ .mmi
  cmp.eq p2 = 127, r3
  cmp.eq.unc p3 = r3, r14
  cmp.eq.unc p61 = r0, r2
;; }
{ .mmi
  cmp.eq.unc p3 = r2, r0
  cmp.eq.unc p3 = -128, r6
  cmp.eq.unc p3 = -127, r6
;; }
{ .mmi
  cmp.eq.unc p3 = -1, r6
  cmp.eq.unc p3 = 0, r6
  cmp.eq.unc p3 = 1, r6
;; }
{ .mmi
  cmp.eq.unc p3 = 5, r6
  cmp.eq.unc p3 = 127, r6
  cmp.ne p4 = r4, r21
;; }
{ .mmi
  cmp.ne p60 = r0, r3
  cmp.ne p4 = r3, r0
  cmp.ne p4 = -128, r9
;; }
{ .mmi
  cmp.ne p4 = -127, r9
  cmp.ne p4 = -1, r9
  cmp.ne p4 = 0, r9
;; }
{ .mmi
  cmp.ne p4 = 1, r9
  cmp.ne p4 = 5, r9
  cmp.ne p4 = 127, r9
;; }
{ .mmi
  cmp.ne.unc p5 = r5, r28
  cmp.ne.unc p59 = r0, r4
  cmp.ne.unc p5 = r4, r0
;; }
{ .mmi
  cmp.ne.unc p5 = -128, r12
  cmp.ne.unc p5 = -127, r12
  cmp.ne.unc p5 = -1, r12
;; }
{ .mmi
  cmp.ne.unc p5 = 0, r12
  cmp.ne.unc p5 = 1, r12
  cmp.ne.unc p5 = 5, r12
;; }
{ .mmi
  cmp.ne.unc p5 = 127, r12
  cmp.lt p6 = r6, r35
  cmp.lt p58 = r0, r5
;; }
{ .mmi
  cmp.lt p6 = r5, r0
  cmp.lt p6 = -128, r15
  cmp.lt p6 = -127, r15
;; }
{ .mmi
  cmp.lt p6 = -1, r15
  cmp.lt p6 = 0, r15
  cmp.lt p6 = 1, r15
;; }
{ .mmi
  cmp.lt p6 = 5, r15
  cmp.lt p6 = 127, r15
  cmp.lt.unc p7 = r7, r42
;; }
{ .mmi
  cmp.lt.unc p57 = r0, r6
  cmp.lt.unc p7 = r6, r0
  cmp.lt.unc p7 = -128, r18
;; }
{ .mmi
  cmp.lt.unc p7 = -127, r18
  cmp.lt.unc p7 = -1, r18
  cmp.lt.unc p7 = 0, r18
;; }
{ .mmi
  cmp.lt.unc p7 = 1, r18
  cmp.lt.unc p7 = 5, r18
  cmp.lt.unc p7 = 127, r18
;; }
{ .mmi
  cmp.le p8 = r8, r49
  cmp.le p56 = r0, r7
  cmp.le p8 = r7, r0
;; }
{ .mmi
  cmp.le p8 = -127, r21
  cmp.le p8 = -1, r21
  cmp.le p8 = 0, r21
;; }
{ .mmi
  cmp.le p8 = 1, r21
  cmp.le p8 = 5, r21
  cmp.le p8 = 127, r21
;; }
{ .mmi
  cmp.le p8 = 128, r21
  cmp.le.unc p9 = r9, r56
  cmp.le.unc p55 = r0, r8
;; }
{ .mmi
  cmp.le.unc p9 = r8, r0
  cmp.le.unc p9 = -127, r24
  cmp.le.unc p9 = -1, r24
;; }
{ .mmi
  cmp.le.unc p9 = 0, r24
  cmp.le.unc p9 = 1, r24
  cmp.le.unc p9 = 5, r24
;; }
{ .mmi
  cmp.le.unc p9 = 127, r24
  cmp.le.unc p9 = 128, r24
  cmp.gt p10 = r10, r63
;; }
{ .mmi
  cmp.gt p54 = r0, r9
  cmp.gt p10 = r9, r0
  cmp.gt p10 = -127, r27
;; }
{ .mmi
  cmp.gt p10 = -1, r27
  cmp.gt p10 = 0, r27
  cmp.gt p10 = 1, r27
;; }
{ .mmi
  cmp.gt p10 = 5, r27
  cmp.gt p10 = 127, r27
  cmp.gt p10 = 128, r27
;; }
{ .mmi
  cmp.gt.unc p11 = r11, r70
  cmp.gt.unc p53 = r0, r10
  cmp.gt.unc p11 = r10, r0
;; }
{ .mmi
  cmp.gt.unc p11 = -127, r30
  cmp.gt.unc p11 = -1, r30
  cmp.gt.unc p11 = 0, r30
;; }
{ .mmi
  cmp.gt.unc p11 = 1, r30
  cmp.gt.unc p11 = 5, r30
  cmp.gt.unc p11 = 127, r30
;; }
{ .mmi
  cmp.gt.unc p11 = 128, r30
  cmp.ge p12 = r12, r77
  cmp.ge p52 = r0, r11
;; }
{ .mmi
  cmp.ge p12 = r11, r0
  cmp.ge p12 = -128, r33
  cmp.ge p12 = -127, r33
;; }
{ .mmi
  cmp.ge p12 = -1, r33
  cmp.ge p12 = 0, r33
  cmp.ge p12 = 1, r33
;; }
{ .mmi
  cmp.ge p12 = 5, r33
  cmp.ge p12 = 127, r33
  cmp.ge.unc p13 = r13, r84
;; }
{ .mmi
  cmp.ge.unc p51 = r0, r12
  cmp.ge.unc p13 = r12, r0
  cmp.ge.unc p13 = -128, r36
;; }
{ .mmi
  cmp.ge.unc p13 = -127, r36
  cmp.ge.unc p13 = -1, r36
  cmp.ge.unc p13 = 0, r36
;; }
{ .mmi
  cmp.ge.unc p13 = 1, r36
  cmp.ge.unc p13 = 5, r36
  cmp.ge.unc p13 = 127, r36
;; }
{ .mmi
  cmp.ltu p14 = r14, r91
  cmp.ltu p50 = r0, r13
  cmp.ltu p14 = r13, r0
;; }
{ .mmi
  cmp.ltu p14 = -128, r39
  cmp.ltu p14 = -127, r39
  cmp.ltu p14 = -1, r39
;; }
{ .mmi
  cmp.ltu p14 = 0, r39
  cmp.ltu p14 = 1, r39
  cmp.ltu p14 = 5, r39
;; }
{ .mmi
  cmp.ltu p14 = 127, r39
  cmp.ltu.unc p15 = r15, r98
  cmp.ltu.unc p49 = r0, r14
;; }
{ .mmi
  cmp.ltu.unc p15 = r14, r0
  cmp.ltu.unc p15 = -128, r42
  cmp.ltu.unc p15 = -127, r42
;; }
{ .mmi
  cmp.ltu.unc p15 = -1, r42
  cmp.ltu.unc p15 = 0, r42
  cmp.ltu.unc p15 = 1, r42
;; }
{ .mmi
  cmp.ltu.unc p15 = 5, r42
  cmp.ltu.unc p15 = 127, r42
  cmp.leu p16 = r16, r105
;; }
{ .mmi
  cmp.leu p48 = r0, r15
  cmp.leu p16 = r15, r0
  cmp.leu p16 = -127, r45
;; }
{ .mmi
  cmp.leu p16 = -1, r45
  cmp.leu p16 = 1, r45
  cmp.leu p16 = 5, r45
;; }
{ .mmi
  cmp.leu p16 = 127, r45
  cmp.leu p16 = 128, r45
  cmp.leu.unc p17 = r17, r112
;; }
{ .mmi
  cmp.leu.unc p47 = r0, r16
  cmp.leu.unc p17 = r16, r0
  cmp.leu.unc p17 = -127, r48
;; }
{ .mmi
  cmp.leu.unc p17 = -1, r48
  cmp.leu.unc p17 = 1, r48
  cmp.leu.unc p17 = 5, r48
;; }
{ .mmi
  cmp.leu.unc p17 = 127, r48
  cmp.leu.unc p17 = 128, r48
  cmp.gtu p18 = r18, r119
;; }
{ .mmi
  cmp.gtu p46 = r0, r17
  cmp.gtu p18 = r17, r0
  cmp.gtu p18 = -127, r51
;; }
{ .mmi
  cmp.gtu p18 = -1, r51
  cmp.gtu p18 = 1, r51
  cmp.gtu p18 = 5, r51
;; }
{ .mmi
  cmp.gtu p18 = 127, r51
  cmp.gtu p18 = 128, r51
  cmp.gtu.unc p19 = r19, r126
;; }
{ .mmi
  cmp.gtu.unc p45 = r0, r18
  cmp.gtu.unc p19 = r18, r0
  cmp.gtu.unc p19 = -127, r54
;; }
{ .mmi
  cmp.gtu.unc p19 = -1, r54
  cmp.gtu.unc p19 = 1, r54
  cmp.gtu.unc p19 = 5, r54
;; }
{ .mmi
  cmp.gtu.unc p19 = 127, r54
  cmp.gtu.unc p19 = 128, r54
  cmp.geu p20 = r20, r5
;; }
{ .mmi
  cmp.geu p44 = r0, r19
  cmp.geu p20 = r19, r0
  cmp.geu p20 = -128, r57
;; }
{ .mmi
  cmp.geu p20 = -127, r57
  cmp.geu p20 = -1, r57
  cmp.geu p20 = 0, r57
;; }
{ .mmi
  cmp.geu p20 = 1, r57
  cmp.geu p20 = 5, r57
  cmp.geu p20 = 127, r57
;; }
{ .mmi
  cmp.geu.unc p21 = r21, r12
  cmp.geu.unc p43 = r0, r20
  cmp.geu.unc p21 = r20, r0
;; }
{ .mmi
  cmp.geu.unc p21 = -128, r60
  cmp.geu.unc p21 = -127, r60
  cmp.geu.unc p21 = -1, r60
;; }
{ .mmi
  cmp.geu.unc p21 = 0, r60
  cmp.geu.unc p21 = 1, r60
  cmp.geu.unc p21 = 5, r60
;; }
{ .mmi
  cmp.geu.unc p21 = 127, r60
  cmp.eq.and p22 = r22, r105
  cmp.eq.and p22 = -5, r105
;; }
{ .mmi
  cmp.eq.and p22 = r0, r0
  cmp.eq.or p23 = r23, r110
  cmp.eq.or p23 = -5, r110
;; }
{ .mmi
  cmp.eq.or p23 = r0, r0
  cmp.eq.or.andcm p24 = r24, r115
  cmp.eq.or.andcm p24 = -5, r115
;; }
{ .mmi
  cmp.eq.or.andcm p24 = r0, r0
  cmp.eq.andcm p25 = r25, r120
  cmp.eq.andcm p25 = -5, r120
;; }
{ .mmi
  cmp.eq.andcm p25 = r0, r0
  cmp.eq.orcm p26 = r26, r125
  cmp.eq.orcm p26 = -5, r125
;; }
{ .mmi
  cmp.eq.orcm p26 = r0, r0
  cmp.eq.and.orcm p27 = r27, r2
  cmp.eq.and.orcm p27 = -5, r2
;; }
{ .mmi
  cmp.eq.and.orcm p27 = r0, r0
  cmp.ne.and p28 = r28, r7
  cmp.ne.and p28 = -5, r7
;; }
{ .mmi
  cmp.ne.and p28 = r0, r0
  cmp.ne.or p29 = r29, r12
  cmp.ne.or p29 = -5, r12
;; }
{ .mmi
  cmp.ne.or p29 = r0, r0
  cmp.ne.or.andcm p30 = r30, r17
  cmp.ne.or.andcm p30 = -5, r17
;; }
{ .mmi
  cmp.ne.or.andcm p30 = r0, r0
  cmp.ne.andcm p31 = r31, r22
  cmp.ne.andcm p31 = -5, r22
;; }
{ .mmi
  cmp.ne.andcm p31 = r0, r0
  cmp.ne.orcm p32 = r32, r27
  cmp.ne.orcm p32 = -5, r27
;; }
{ .mmi
  cmp.ne.orcm p32 = r0, r0
  cmp.ne.and.orcm p33 = r33, r32
  cmp.ne.and.orcm p33 = -5, r32
;; }
{ .mmi
  cmp.ne.and.orcm p33 = r0, r0
  cmp.gt.and p34 = r0, r34
  cmp.gt.and p34 = r34, r0
;; }
{ .mmi
  cmp.gt.and p34 = r0, r0
  cmp.gt.or p35 = r0, r35
  cmp.gt.or p35 = r35, r0
;; }
{ .mmi
  cmp.gt.or p35 = r0, r0
  cmp.gt.or.andcm p36 = r0, r36
  cmp.gt.or.andcm p36 = r36, r0
;; }
{ .mmi
  cmp.gt.or.andcm p36 = r0, r0
  cmp.gt.andcm p37 = r0, r37
  cmp.gt.andcm p37 = r37, r0
;; }
{ .mmi
  cmp.gt.andcm p37 = r0, r0
  cmp.gt.orcm p38 = r0, r38
  cmp.gt.orcm p38 = r38, r0
;; }
{ .mmi
  cmp.gt.orcm p38 = r0, r0
  cmp.gt.and.orcm p39 = r0, r39
  cmp.gt.and.orcm p39 = r39, r0
;; }
{ .mmi
  cmp.gt.and.orcm p39 = r0, r0
  cmp.le.and p40 = r0, r40
  cmp.le.and p40 = r40, r0
;; }
{ .mmi
  cmp.le.and p40 = r0, r0
  cmp.le.or p41 = r0, r41
  cmp.le.or p41 = r41, r0
;; }
{ .mmi
  cmp.le.or p41 = r0, r0
  cmp.le.or.andcm p42 = r0, r42
  cmp.le.or.andcm p42 = r42, r0
;; }
{ .mmi
  cmp.le.or.andcm p42 = r0, r0
  cmp.le.andcm p43 = r0, r43
  cmp.le.andcm p43 = r43, r0
;; }
{ .mmi
  cmp.le.andcm p43 = r0, r0
  cmp.le.orcm p44 = r0, r44
  cmp.le.orcm p44 = r44, r0
;; }
{ .mmi
  cmp.le.orcm p44 = r0, r0
  cmp.le.and.orcm p45 = r0, r45
  cmp.le.and.orcm p45 = r45, r0
;; }
{ .mmi
  cmp.le.and.orcm p45 = r0, r0
  cmp.ge.and p46 = r0, r46
  cmp.ge.and p46 = r46, r0
;; }
{ .mmi
  cmp.ge.and p46 = r0, r0
  cmp.ge.or p47 = r0, r47
  cmp.ge.or p47 = r47, r0
;; }
{ .mmi
  cmp.ge.or p47 = r0, r0
  cmp.ge.or.andcm p48 = r0, r48
  cmp.ge.or.andcm p48 = r48, r0
;; }
{ .mmi
  cmp.ge.or.andcm p48 = r0, r0
  cmp.ge.andcm p49 = r0, r49
  cmp.ge.andcm p49 = r49, r0
;; }
{ .mmi
  cmp.ge.andcm p49 = r0, r0
  cmp.ge.orcm p50 = r0, r50
  cmp.ge.orcm p50 = r50, r0
;; }
{ .mmi
  cmp.ge.orcm p50 = r0, r0
  cmp.ge.and.orcm p51 = r0, r51
  cmp.ge.and.orcm p51 = r51, r0
;; }
{ .mmi
  cmp.ge.and.orcm p51 = r0, r0
  cmp.lt.and p52 = r0, r52
  cmp.lt.and p52 = r52, r0
;; }
{ .mmi
  cmp.lt.and p52 = r0, r0
  cmp.lt.or p53 = r0, r53
  cmp.lt.or p53 = r53, r0
;; }
{ .mmi
  cmp.lt.or p53 = r0, r0
  cmp.lt.or.andcm p54 = r0, r54
  cmp.lt.or.andcm p54 = r54, r0
;; }
{ .mmi
  cmp.lt.or.andcm p54 = r0, r0
  cmp.lt.andcm p55 = r0, r55
  cmp.lt.andcm p55 = r55, r0
;; }
{ .mmi
  cmp.lt.andcm p55 = r0, r0
  cmp.lt.orcm p56 = r0, r56
  cmp.lt.orcm p56 = r56, r0
;; }
{ .mmi
  cmp.lt.orcm p56 = r0, r0
  cmp.lt.and.orcm p57 = r0, r57
  cmp.lt.and.orcm p57 = r57, r0
;; }
{ .mmi
  cmp.lt.and.orcm p57 = r0, r0
  cmp4.eq p58 = r58, r15
  cmp4.eq p6 = r0, r57
;; }
{ .mmi
  cmp4.eq p58 = r57, r0
  cmp4.eq p58 = -128, r43
  cmp4.eq p58 = -127, r43
;; }
{ .mmi
  cmp4.eq p58 = -1, r43
  cmp4.eq p58 = 0, r43
  cmp4.eq p58 = 1, r43
;; }
{ .mmi
  cmp4.eq p58 = 5, r43
  cmp4.eq p58 = 127, r43
  cmp4.eq.unc p59 = r59, r22
;; }
{ .mmi
  cmp4.eq.unc p5 = r0, r58
  cmp4.eq.unc p59 = r58, r0
  cmp4.eq.unc p59 = -128, r46
;; }
{ .mmi
  cmp4.eq.unc p59 = -127, r46
  cmp4.eq.unc p59 = -1, r46
  cmp4.eq.unc p59 = 0, r46
;; }
{ .mmi
  cmp4.eq.unc p59 = 1, r46
  cmp4.eq.unc p59 = 5, r46
  cmp4.eq.unc p59 = 127, r46
;; }
{ .mmi
  cmp4.ne p60 = r60, r29
  cmp4.ne p4 = r0, r59
  cmp4.ne p60 = r59, r0
;; }
{ .mmi
  cmp4.ne p60 = -128, r49
  cmp4.ne p60 = -127, r49
  cmp4.ne p60 = -1, r49
;; }
{ .mmi
  cmp4.ne p60 = 0, r49
  cmp4.ne p60 = 1, r49
  cmp4.ne p60 = 5, r49
;; }
{ .mmi
  cmp4.ne p60 = 127, r49
  cmp4.ne.unc p61 = r61, r36
  cmp4.ne.unc p3 = r0, r60
;; }
{ .mmi
  cmp4.ne.unc p61 = r60, r0
  cmp4.ne.unc p61 = -128, r52
  cmp4.ne.unc p61 = -127, r52
;; }
{ .mmi
  cmp4.ne.unc p61 = -1, r52
  cmp4.ne.unc p61 = 0, r52
  cmp4.ne.unc p61 = 1, r52
;; }
{ .mmi
  cmp4.ne.unc p61 = 5, r52
  cmp4.ne.unc p61 = 127, r52
  cmp4.lt p62 = r62, r43
;; }
{ .mmi
  cmp4.lt p2 = r0, r61
  cmp4.lt p62 = r61, r0
  cmp4.lt p62 = -128, r55
;; }
{ .mmi
  cmp4.lt p62 = -127, r55
  cmp4.lt p62 = -1, r55
  cmp4.lt p62 = 0, r55
;; }
{ .mmi
  cmp4.lt p62 = 1, r55
  cmp4.lt p62 = 5, r55
  cmp4.lt p62 = 127, r55
;; }
{ .mmi
  cmp4.lt.unc p63 = r63, r50
  cmp4.lt.unc p1 = r0, r62
  cmp4.lt.unc p63 = r62, r0
;; }
{ .mmi
  cmp4.lt.unc p63 = -128, r58
  cmp4.lt.unc p63 = -127, r58
  cmp4.lt.unc p63 = -1, r58
;; }
{ .mmi
  cmp4.lt.unc p63 = 0, r58
  cmp4.lt.unc p63 = 1, r58
  cmp4.lt.unc p63 = 5, r58
;; }
{ .mmi
  cmp4.lt.unc p63 = 127, r58
  cmp4.le p1 = r64, r57
  cmp4.le p63 = r0, r63
;; }
{ .mmi
  cmp4.le p1 = r63, r0
  cmp4.le p1 = -127, r61
  cmp4.le p1 = -1, r61
;; }
{ .mmi
  cmp4.le p1 = 0, r61
  cmp4.le p1 = 1, r61
  cmp4.le p1 = 5, r61
;; }
{ .mmi
  cmp4.le p1 = 127, r61
  cmp4.le p1 = 128, r61
  cmp4.le.unc p2 = r65, r64
;; }
{ .mmi
  cmp4.le.unc p62 = r0, r64
  cmp4.le.unc p2 = r64, r0
  cmp4.le.unc p2 = -127, r64
;; }
{ .mmi
  cmp4.le.unc p2 = -1, r64
  cmp4.le.unc p2 = 0, r64
  cmp4.le.unc p2 = 1, r64
;; }
{ .mmi
  cmp4.le.unc p2 = 5, r64
  cmp4.le.unc p2 = 127, r64
  cmp4.le.unc p2 = 128, r64
;; }
{ .mmi
  cmp4.gt p3 = r66, r71
  cmp4.gt p61 = r0, r65
  cmp4.gt p3 = r65, r0
;; }
{ .mmi
  cmp4.gt p3 = -127, r67
  cmp4.gt p3 = -1, r67
  cmp4.gt p3 = 0, r67
;; }
{ .mmi
  cmp4.gt p3 = 1, r67
  cmp4.gt p3 = 5, r67
  cmp4.gt p3 = 127, r67
;; }
{ .mmi
  cmp4.gt p3 = 128, r67
  cmp4.gt.unc p4 = r67, r78
  cmp4.gt.unc p60 = r0, r66
;; }
{ .mmi
  cmp4.gt.unc p4 = r66, r0
  cmp4.gt.unc p4 = -127, r70
  cmp4.gt.unc p4 = -1, r70
;; }
{ .mmi
  cmp4.gt.unc p4 = 0, r70
  cmp4.gt.unc p4 = 1, r70
  cmp4.gt.unc p4 = 5, r70
;; }
{ .mmi
  cmp4.gt.unc p4 = 127, r70
  cmp4.gt.unc p4 = 128, r70
  cmp4.ge p5 = r68, r85
;; }
{ .mmi
  cmp4.ge p59 = r0, r67
  cmp4.ge p5 = r67, r0
  cmp4.ge p5 = -128, r73
;; }
{ .mmi
  cmp4.ge p5 = -127, r73
  cmp4.ge p5 = -1, r73
  cmp4.ge p5 = 0, r73
;; }
{ .mmi
  cmp4.ge p5 = 1, r73
  cmp4.ge p5 = 5, r73
  cmp4.ge p5 = 127, r73
;; }
{ .mmi
  cmp4.ge.unc p6 = r69, r92
  cmp4.ge.unc p58 = r0, r68
  cmp4.ge.unc p6 = r68, r0
;; }
{ .mmi
  cmp4.ge.unc p6 = -128, r76
  cmp4.ge.unc p6 = -127, r76
  cmp4.ge.unc p6 = -1, r76
;; }
{ .mmi
  cmp4.ge.unc p6 = 0, r76
  cmp4.ge.unc p6 = 1, r76
  cmp4.ge.unc p6 = 5, r76
;; }
{ .mmi
  cmp4.ge.unc p6 = 127, r76
  cmp4.ltu p7 = r70, r99
  cmp4.ltu p57 = r0, r69
;; }
{ .mmi
  cmp4.ltu p7 = r69, r0
  cmp4.ltu p7 = -128, r79
  cmp4.ltu p7 = -127, r79
;; }
{ .mmi
  cmp4.ltu p7 = -1, r79
  cmp4.ltu p7 = 0, r79
  cmp4.ltu p7 = 1, r79
;; }
{ .mmi
  cmp4.ltu p7 = 5, r79
  cmp4.ltu p7 = 127, r79
  cmp4.ltu.unc p8 = r71, r106
;; }
{ .mmi
  cmp4.ltu.unc p56 = r0, r70
  cmp4.ltu.unc p8 = r70, r0
  cmp4.ltu.unc p8 = -128, r82
;; }
{ .mmi
  cmp4.ltu.unc p8 = -127, r82
  cmp4.ltu.unc p8 = -1, r82
  cmp4.ltu.unc p8 = 0, r82
;; }
{ .mmi
  cmp4.ltu.unc p8 = 1, r82
  cmp4.ltu.unc p8 = 5, r82
  cmp4.ltu.unc p8 = 127, r82
;; }
{ .mmi
  cmp4.leu p9 = r72, r113
  cmp4.leu p55 = r0, r71
  cmp4.leu p9 = r71, r0
;; }
{ .mmi
  cmp4.leu p9 = -127, r85
  cmp4.leu p9 = -1, r85
  cmp4.leu p9 = 1, r85
;; }
{ .mmi
  cmp4.leu p9 = 5, r85
  cmp4.leu p9 = 127, r85
  cmp4.leu p9 = 128, r85
;; }
{ .mmi
  cmp4.leu.unc p10 = r73, r120
  cmp4.leu.unc p54 = r0, r72
  cmp4.leu.unc p10 = r72, r0
;; }
{ .mmi
  cmp4.leu.unc p10 = -127, r88
  cmp4.leu.unc p10 = -1, r88
  cmp4.leu.unc p10 = 1, r88
;; }
{ .mmi
  cmp4.leu.unc p10 = 5, r88
  cmp4.leu.unc p10 = 127, r88
  cmp4.leu.unc p10 = 128, r88
;; }
{ .mmi
  cmp4.gtu p11 = r74, r127
  cmp4.gtu p53 = r0, r73
  cmp4.gtu p11 = r73, r0
;; }
{ .mmi
  cmp4.gtu p11 = -127, r91
  cmp4.gtu p11 = -1, r91
  cmp4.gtu p11 = 1, r91
;; }
{ .mmi
  cmp4.gtu p11 = 5, r91
  cmp4.gtu p11 = 127, r91
  cmp4.gtu p11 = 128, r91
;; }
{ .mmi
  cmp4.gtu.unc p12 = r75, r6
  cmp4.gtu.unc p52 = r0, r74
  cmp4.gtu.unc p12 = r74, r0
;; }
{ .mmi
  cmp4.gtu.unc p12 = -127, r94
  cmp4.gtu.unc p12 = -1, r94
  cmp4.gtu.unc p12 = 1, r94
;; }
{ .mmi
  cmp4.gtu.unc p12 = 5, r94
  cmp4.gtu.unc p12 = 127, r94
  cmp4.gtu.unc p12 = 128, r94
;; }
{ .mmi
  cmp4.geu p13 = r76, r13
  cmp4.geu p51 = r0, r75
  cmp4.geu p13 = r75, r0
;; }
{ .mmi
  cmp4.geu p13 = -128, r97
  cmp4.geu p13 = -127, r97
  cmp4.geu p13 = -1, r97
;; }
{ .mmi
  cmp4.geu p13 = 0, r97
  cmp4.geu p13 = 1, r97
  cmp4.geu p13 = 5, r97
;; }
{ .mmi
  cmp4.geu p13 = 127, r97
  cmp4.geu.unc p14 = r77, r20
  cmp4.geu.unc p50 = r0, r76
;; }
{ .mmi
  cmp4.geu.unc p14 = r76, r0
  cmp4.geu.unc p14 = -128, r100
  cmp4.geu.unc p14 = -127, r100
;; }
{ .mmi
  cmp4.geu.unc p14 = -1, r100
  cmp4.geu.unc p14 = 0, r100
  cmp4.geu.unc p14 = 1, r100
;; }
{ .mmi
  cmp4.geu.unc p14 = 5, r100
  cmp4.geu.unc p14 = 127, r100
  cmp4.eq.and p15 = r78, r1
;; }
{ .mmi
  cmp4.eq.and p15 = -5, r1
  cmp4.eq.and p15 = r0, r0
  cmp4.eq.or p16 = r79, r6
;; }
{ .mmi
  cmp4.eq.or p16 = -5, r6
  cmp4.eq.or p16 = r0, r0
  cmp4.eq.or.andcm p17 = r80, r11
;; }
{ .mmi
  cmp4.eq.or.andcm p17 = -5, r11
  cmp4.eq.or.andcm p17 = r0, r0
  cmp4.eq.andcm p18 = r81, r16
;; }
{ .mmi
  cmp4.eq.andcm p18 = -5, r16
  cmp4.eq.andcm p18 = r0, r0
  cmp4.eq.orcm p19 = r82, r21
;; }
{ .mmi
  cmp4.eq.orcm p19 = -5, r21
  cmp4.eq.orcm p19 = r0, r0
  cmp4.eq.and.orcm p20 = r83, r26
;; }
{ .mmi
  cmp4.eq.and.orcm p20 = -5, r26
  cmp4.eq.and.orcm p20 = r0, r0
  cmp4.ne.and p21 = r84, r31
;; }
{ .mmi
  cmp4.ne.and p21 = -5, r31
  cmp4.ne.and p21 = r0, r0
  cmp4.ne.or p22 = r85, r36
;; }
{ .mmi
  cmp4.ne.or p22 = -5, r36
  cmp4.ne.or p22 = r0, r0
  cmp4.ne.or.andcm p23 = r86, r41
;; }
{ .mmi
  cmp4.ne.or.andcm p23 = -5, r41
  cmp4.ne.or.andcm p23 = r0, r0
  cmp4.ne.andcm p24 = r87, r46
;; }
{ .mmi
  cmp4.ne.andcm p24 = -5, r46
  cmp4.ne.andcm p24 = r0, r0
  cmp4.ne.orcm p25 = r88, r51
;; }
{ .mmi
  cmp4.ne.orcm p25 = -5, r51
  cmp4.ne.orcm p25 = r0, r0
  cmp4.ne.and.orcm p26 = r89, r56
;; }
{ .mmi
  cmp4.ne.and.orcm p26 = -5, r56
  cmp4.ne.and.orcm p26 = r0, r0
  cmp4.gt.and p27 = r0, r90
;; }
{ .mmi
  cmp4.gt.and p27 = r90, r0
  cmp4.gt.and p27 = r0, r0
  cmp4.gt.or p28 = r0, r91
;; }
{ .mmi
  cmp4.gt.or p28 = r91, r0
  cmp4.gt.or p28 = r0, r0
  cmp4.gt.or.andcm p29 = r0, r92
;; }
{ .mmi
  cmp4.gt.or.andcm p29 = r92, r0
  cmp4.gt.or.andcm p29 = r0, r0
  cmp4.gt.andcm p30 = r0, r93
;; }
{ .mmi
  cmp4.gt.andcm p30 = r93, r0
  cmp4.gt.andcm p30 = r0, r0
  cmp4.gt.orcm p31 = r0, r94
;; }
{ .mmi
  cmp4.gt.orcm p31 = r94, r0
  cmp4.gt.orcm p31 = r0, r0
  cmp4.gt.and.orcm p32 = r0, r95
;; }
{ .mmi
  cmp4.gt.and.orcm p32 = r95, r0
  cmp4.gt.and.orcm p32 = r0, r0
  cmp4.le.and p33 = r0, r96
;; }
{ .mmi
  cmp4.le.and p33 = r96, r0
  cmp4.le.and p33 = r0, r0
  cmp4.le.or p34 = r0, r97
;; }
{ .mmi
  cmp4.le.or p34 = r97, r0
  cmp4.le.or p34 = r0, r0
  cmp4.le.or.andcm p35 = r0, r98
;; }
{ .mmi
  cmp4.le.or.andcm p35 = r98, r0
  cmp4.le.or.andcm p35 = r0, r0
  cmp4.le.andcm p36 = r0, r99
;; }
{ .mmi
  cmp4.le.andcm p36 = r99, r0
  cmp4.le.andcm p36 = r0, r0
  cmp4.le.orcm p37 = r0, r100
;; }
{ .mmi
  cmp4.le.orcm p37 = r100, r0
  cmp4.le.orcm p37 = r0, r0
  cmp4.le.and.orcm p38 = r0, r101
;; }
{ .mmi
  cmp4.le.and.orcm p38 = r101, r0
  cmp4.le.and.orcm p38 = r0, r0
  cmp4.ge.and p39 = r0, r102
;; }
{ .mmi
  cmp4.ge.and p39 = r102, r0
  cmp4.ge.and p39 = r0, r0
  cmp4.ge.or p40 = r0, r103
;; }
{ .mmi
  cmp4.ge.or p40 = r103, r0
  cmp4.ge.or p40 = r0, r0
  cmp4.ge.or.andcm p41 = r0, r104
;; }
{ .mmi
  cmp4.ge.or.andcm p41 = r104, r0
  cmp4.ge.or.andcm p41 = r0, r0
  cmp4.ge.andcm p42 = r0, r105
;; }
{ .mmi
  cmp4.ge.andcm p42 = r105, r0
  cmp4.ge.andcm p42 = r0, r0
  cmp4.ge.orcm p43 = r0, r106
;; }
{ .mmi
  cmp4.ge.orcm p43 = r106, r0
  cmp4.ge.orcm p43 = r0, r0
  cmp4.ge.and.orcm p44 = r0, r107
;; }
{ .mmi
  cmp4.ge.and.orcm p44 = r107, r0
  cmp4.ge.and.orcm p44 = r0, r0
  cmp4.lt.and p45 = r0, r108
;; }
{ .mmi
  cmp4.lt.and p45 = r108, r0
  cmp4.lt.and p45 = r0, r0
  cmp4.lt.or p46 = r0, r109
;; }
{ .mmi
  cmp4.lt.or p46 = r109, r0
  cmp4.lt.or p46 = r0, r0
  cmp4.lt.or.andcm p47 = r0, r110
;; }
{ .mmi
  cmp4.lt.or.andcm p47 = r110, r0
  cmp4.lt.or.andcm p47 = r0, r0
  cmp4.lt.andcm p48 = r0, r111
;; }
{ .mmi
  cmp4.lt.andcm p48 = r111, r0
  cmp4.lt.andcm p48 = r0, r0
  cmp4.lt.orcm p49 = r0, r112
;; }
{ .mmi
  cmp4.lt.orcm p49 = r112, r0
  cmp4.lt.orcm p49 = r0, r0
  cmp4.lt.and.orcm p50 = r0, r113
;; }
{ .mmi
  cmp4.lt.and.orcm p50 = r113, r0
  cmp4.lt.and.orcm p50 = r0, r0
  nop.i 0
;; }
