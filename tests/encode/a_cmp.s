// A6-A8: every relation and type of cmp and cmp4 GNU as accepts, with its swapped pseudo-ops
.text
{ .mmi
  (p0) cmp.eq p0,p1=r2,r3
  cmp.eq p7,p12=r0,r3
  cmp.eq p14,p23=r3,r0
;; }
{ .mmi
  cmp.eq p21,p34=r0,r0
  cmp.eq p28,p45=r127,r126
  (p5) cmp.eq p35,p56=-128,r3
;; }
{ .mmi
  cmp.eq p42,p3=-127,r5
  cmp.eq p49,p14=-1,r127
  cmp.eq p56,p25=0,r0
;; }
{ .mmi
  cmp.eq p63,p36=1,r9
  (p10) cmp.eq p6,p47=127,r3
  cmp.eq.unc p20,p5=r2,r3
;; }
{ .mmi
  cmp.eq.unc p27,p16=r0,r3
  cmp.eq.unc p34,p27=r3,r0
  cmp.eq.unc p41,p38=r0,r0
;; }
{ .mmi
  (p15) cmp.eq.unc p48,p49=r127,r126
  cmp.eq.unc p55,p60=-128,r3
  cmp.eq.unc p62,p7=-127,r5
;; }
{ .mmi
  cmp.eq.unc p5,p18=-1,r127
  cmp.eq.unc p12,p29=0,r0
  (p20) cmp.eq.unc p19,p40=1,r9
;; }
{ .mmi
  cmp.eq.unc p26,p51=127,r3
  cmp.eq.and p40,p9=r2,r3
  cmp.eq.and p47,p20=r0,r3
;; }
{ .mmi
  cmp.eq.and p54,p31=r3,r0
  (p25) cmp.eq.and p61,p42=r0,r0
  cmp.eq.and p4,p53=r127,r126
;; }
{ .mmi
  cmp.eq.and p11,p0=-128,r3
  cmp.eq.and p18,p11=-127,r5
  cmp.eq.and p25,p22=-1,r127
;; }
{ .mmi
  (p30) cmp.eq.and p32,p33=0,r0
  cmp.eq.and p39,p44=1,r9
  cmp.eq.and p46,p55=127,r3
;; }
{ .mmi
  cmp.eq.or p60,p13=r2,r3
  cmp.eq.or p3,p24=r0,r3
  (p35) cmp.eq.or p10,p35=r3,r0
;; }
{ .mmi
  cmp.eq.or p17,p46=r0,r0
  cmp.eq.or p24,p57=r127,r126
  cmp.eq.or p31,p4=-128,r3
;; }
{ .mmi
  cmp.eq.or p38,p15=-127,r5
  (p40) cmp.eq.or p45,p26=-1,r127
  cmp.eq.or p52,p37=0,r0
;; }
{ .mmi
  cmp.eq.or p59,p48=1,r9
  cmp.eq.or p2,p59=127,r3
  cmp.eq.or.andcm p16,p17=r2,r3
;; }
{ .mmi
  (p45) cmp.eq.or.andcm p23,p28=r0,r3
  cmp.eq.or.andcm p30,p39=r3,r0
  cmp.eq.or.andcm p37,p50=r0,r0
;; }
{ .mmi
  cmp.eq.or.andcm p44,p61=r127,r126
  cmp.eq.or.andcm p51,p8=-128,r3
  (p50) cmp.eq.or.andcm p58,p19=-127,r5
;; }
{ .mmi
  cmp.eq.or.andcm p1,p30=-1,r127
  cmp.eq.or.andcm p8,p41=0,r0
  cmp.eq.or.andcm p15,p52=1,r9
;; }
{ .mmi
  cmp.eq.or.andcm p22,p63=127,r3
  (p55) cmp.eq.andcm p36,p21=r2,r3
  cmp.eq.andcm p43,p32=r0,r3
;; }
{ .mmi
  cmp.eq.andcm p50,p43=r3,r0
  cmp.eq.andcm p57,p54=r0,r0
  cmp.eq.andcm p0,p1=r127,r126
;; }
{ .mmi
  (p60) cmp.eq.andcm p7,p12=-128,r3
  cmp.eq.andcm p14,p23=-127,r5
  cmp.eq.andcm p21,p34=-1,r127
;; }
{ .mmi
  cmp.eq.andcm p28,p45=0,r0
  cmp.eq.andcm p35,p56=1,r9
  (p1) cmp.eq.andcm p42,p3=127,r3
;; }
{ .mmi
  cmp.eq.orcm p56,p25=r2,r3
  cmp.eq.orcm p63,p36=r0,r3
  cmp.eq.orcm p6,p47=r3,r0
;; }
{ .mmi
  cmp.eq.orcm p13,p58=r0,r0
  (p6) cmp.eq.orcm p20,p5=r127,r126
  cmp.eq.orcm p27,p16=-128,r3
;; }
{ .mmi
  cmp.eq.orcm p34,p27=-127,r5
  cmp.eq.orcm p41,p38=-1,r127
  cmp.eq.orcm p48,p49=0,r0
;; }
{ .mmi
  (p11) cmp.eq.orcm p55,p60=1,r9
  cmp.eq.orcm p62,p7=127,r3
  cmp.eq.and.orcm p12,p29=r2,r3
;; }
{ .mmi
  cmp.eq.and.orcm p19,p40=r0,r3
  cmp.eq.and.orcm p26,p51=r3,r0
  (p16) cmp.eq.and.orcm p33,p62=r0,r0
;; }
{ .mmi
  cmp.eq.and.orcm p40,p9=r127,r126
  cmp.eq.and.orcm p47,p20=-128,r3
  cmp.eq.and.orcm p54,p31=-127,r5
;; }
{ .mmi
  cmp.eq.and.orcm p61,p42=-1,r127
  (p21) cmp.eq.and.orcm p4,p53=0,r0
  cmp.eq.and.orcm p11,p0=1,r9
;; }
{ .mmi
  cmp.eq.and.orcm p18,p11=127,r3
  cmp.ne p32,p33=r2,r3
  cmp.ne p39,p44=r0,r3
;; }
{ .mmi
  (p26) cmp.ne p46,p55=r3,r0
  cmp.ne p53,p2=r0,r0
  cmp.ne p60,p13=r127,r126
;; }
{ .mmi
  cmp.ne p3,p24=-128,r3
  cmp.ne p10,p35=-127,r5
  (p31) cmp.ne p17,p46=-1,r127
;; }
{ .mmi
  cmp.ne p24,p57=0,r0
  cmp.ne p31,p4=1,r9
  cmp.ne p38,p15=127,r3
;; }
{ .mmi
  cmp.ne.unc p52,p37=r2,r3
  (p36) cmp.ne.unc p59,p48=r0,r3
  cmp.ne.unc p2,p59=r3,r0
;; }
{ .mmi
  cmp.ne.unc p9,p6=r0,r0
  cmp.ne.unc p16,p17=r127,r126
  cmp.ne.unc p23,p28=-128,r3
;; }
{ .mmi
  (p41) cmp.ne.unc p30,p39=-127,r5
  cmp.ne.unc p37,p50=-1,r127
  cmp.ne.unc p44,p61=0,r0
;; }
{ .mmi
  cmp.ne.unc p51,p8=1,r9
  cmp.ne.unc p58,p19=127,r3
  (p46) cmp.ne.and p8,p41=r2,r3
;; }
{ .mmi
  cmp.ne.and p15,p52=r0,r3
  cmp.ne.and p22,p63=r3,r0
  cmp.ne.and p29,p10=r0,r0
;; }
{ .mmi
  cmp.ne.and p36,p21=r127,r126
  (p51) cmp.ne.and p43,p32=-128,r3
  cmp.ne.and p50,p43=-127,r5
;; }
{ .mmi
  cmp.ne.and p57,p54=-1,r127
  cmp.ne.and p0,p1=0,r0
  cmp.ne.and p7,p12=1,r9
;; }
{ .mmi
  (p56) cmp.ne.and p14,p23=127,r3
  cmp.ne.or p28,p45=r2,r3
  cmp.ne.or p35,p56=r0,r3
;; }
{ .mmi
  cmp.ne.or p42,p3=r3,r0
  cmp.ne.or p49,p14=r0,r0
  (p61) cmp.ne.or p56,p25=r127,r126
;; }
{ .mmi
  cmp.ne.or p63,p36=-128,r3
  cmp.ne.or p6,p47=-127,r5
  cmp.ne.or p13,p58=-1,r127
;; }
{ .mmi
  cmp.ne.or p20,p5=0,r0
  (p2) cmp.ne.or p27,p16=1,r9
  cmp.ne.or p34,p27=127,r3
;; }
{ .mmi
  cmp.ne.or.andcm p48,p49=r2,r3
  cmp.ne.or.andcm p55,p60=r0,r3
  cmp.ne.or.andcm p62,p7=r3,r0
;; }
{ .mmi
  (p7) cmp.ne.or.andcm p5,p18=r0,r0
  cmp.ne.or.andcm p12,p29=r127,r126
  cmp.ne.or.andcm p19,p40=-128,r3
;; }
{ .mmi
  cmp.ne.or.andcm p26,p51=-127,r5
  cmp.ne.or.andcm p33,p62=-1,r127
  (p12) cmp.ne.or.andcm p40,p9=0,r0
;; }
{ .mmi
  cmp.ne.or.andcm p47,p20=1,r9
  cmp.ne.or.andcm p54,p31=127,r3
  cmp.ne.andcm p4,p53=r2,r3
;; }
{ .mmi
  cmp.ne.andcm p11,p0=r0,r3
  (p17) cmp.ne.andcm p18,p11=r3,r0
  cmp.ne.andcm p25,p22=r0,r0
;; }
{ .mmi
  cmp.ne.andcm p32,p33=r127,r126
  cmp.ne.andcm p39,p44=-128,r3
  cmp.ne.andcm p46,p55=-127,r5
;; }
{ .mmi
  (p22) cmp.ne.andcm p53,p2=-1,r127
  cmp.ne.andcm p60,p13=0,r0
  cmp.ne.andcm p3,p24=1,r9
;; }
{ .mmi
  cmp.ne.andcm p10,p35=127,r3
  cmp.ne.orcm p24,p57=r2,r3
  (p27) cmp.ne.orcm p31,p4=r0,r3
;; }
{ .mmi
  cmp.ne.orcm p38,p15=r3,r0
  cmp.ne.orcm p45,p26=r0,r0
  cmp.ne.orcm p52,p37=r127,r126
;; }
{ .mmi
  cmp.ne.orcm p59,p48=-128,r3
  (p32) cmp.ne.orcm p2,p59=-127,r5
  cmp.ne.orcm p9,p6=-1,r127
;; }
{ .mmi
  cmp.ne.orcm p16,p17=0,r0
  cmp.ne.orcm p23,p28=1,r9
  cmp.ne.orcm p30,p39=127,r3
;; }
{ .mmi
  (p37) cmp.ne.and.orcm p44,p61=r2,r3
  cmp.ne.and.orcm p51,p8=r0,r3
  cmp.ne.and.orcm p58,p19=r3,r0
;; }
{ .mmi
  cmp.ne.and.orcm p1,p30=r0,r0
  cmp.ne.and.orcm p8,p41=r127,r126
  (p42) cmp.ne.and.orcm p15,p52=-128,r3
;; }
{ .mmi
  cmp.ne.and.orcm p22,p63=-127,r5
  cmp.ne.and.orcm p29,p10=-1,r127
  cmp.ne.and.orcm p36,p21=0,r0
;; }
{ .mmi
  cmp.ne.and.orcm p43,p32=1,r9
  (p47) cmp.ne.and.orcm p50,p43=127,r3
  cmp.lt p0,p1=r2,r3
;; }
{ .mmi
  cmp.lt p7,p12=r0,r3
  cmp.lt p14,p23=r3,r0
  cmp.lt p21,p34=r0,r0
;; }
{ .mmi
  (p52) cmp.lt p28,p45=r127,r126
  cmp.lt p35,p56=-128,r3
  cmp.lt p42,p3=-127,r5
;; }
{ .mmi
  cmp.lt p49,p14=-1,r127
  cmp.lt p56,p25=0,r0
  (p57) cmp.lt p63,p36=1,r9
;; }
{ .mmi
  cmp.lt p6,p47=127,r3
  cmp.lt.unc p20,p5=r2,r3
  cmp.lt.unc p27,p16=r0,r3
;; }
{ .mmi
  cmp.lt.unc p34,p27=r3,r0
  (p62) cmp.lt.unc p41,p38=r0,r0
  cmp.lt.unc p48,p49=r127,r126
;; }
{ .mmi
  cmp.lt.unc p55,p60=-128,r3
  cmp.lt.unc p62,p7=-127,r5
  cmp.lt.unc p5,p18=-1,r127
;; }
{ .mmi
  (p3) cmp.lt.unc p12,p29=0,r0
  cmp.lt.unc p19,p40=1,r9
  cmp.lt.unc p26,p51=127,r3
;; }
{ .mmi
  cmp.lt.and p47,p20=r0,r3
  cmp.lt.and p54,p31=r3,r0
  (p8) cmp.lt.and p61,p42=r0,r0
;; }
{ .mmi
  cmp.lt.or p3,p24=r0,r3
  cmp.lt.or p10,p35=r3,r0
  cmp.lt.or p17,p46=r0,r0
;; }
{ .mmi
  cmp.lt.or.andcm p23,p28=r0,r3
  (p13) cmp.lt.or.andcm p30,p39=r3,r0
  cmp.lt.or.andcm p37,p50=r0,r0
;; }
{ .mmi
  cmp.lt.andcm p43,p32=r0,r3
  cmp.lt.andcm p50,p43=r3,r0
  cmp.lt.andcm p57,p54=r0,r0
;; }
{ .mmi
  (p18) cmp.lt.orcm p63,p36=r0,r3
  cmp.lt.orcm p6,p47=r3,r0
  cmp.lt.orcm p13,p58=r0,r0
;; }
{ .mmi
  cmp.lt.and.orcm p19,p40=r0,r3
  cmp.lt.and.orcm p26,p51=r3,r0
  (p23) cmp.lt.and.orcm p33,p62=r0,r0
;; }
{ .mmi
  cmp.le p32,p33=r2,r3
  cmp.le p39,p44=r0,r3
  cmp.le p46,p55=r3,r0
;; }
{ .mmi
  cmp.le p53,p2=r0,r0
  (p28) cmp.le p60,p13=r127,r126
  cmp.le p10,p35=-127,r5
;; }
{ .mmi
  cmp.le p17,p46=-1,r127
  cmp.le p24,p57=0,r0
  cmp.le p31,p4=1,r9
;; }
{ .mmi
  (p33) cmp.le p38,p15=127,r3
  cmp.le p45,p26=128,r4
  cmp.le.unc p52,p37=r2,r3
;; }
{ .mmi
  cmp.le.unc p59,p48=r0,r3
  cmp.le.unc p2,p59=r3,r0
  (p38) cmp.le.unc p9,p6=r0,r0
;; }
{ .mmi
  cmp.le.unc p16,p17=r127,r126
  cmp.le.unc p30,p39=-127,r5
  cmp.le.unc p37,p50=-1,r127
;; }
{ .mmi
  cmp.le.unc p44,p61=0,r0
  (p43) cmp.le.unc p51,p8=1,r9
  cmp.le.unc p58,p19=127,r3
;; }
{ .mmi
  cmp.le.unc p1,p30=128,r4
  cmp.le.and p15,p52=r0,r3
  cmp.le.and p22,p63=r3,r0
;; }
{ .mmi
  (p48) cmp.le.and p29,p10=r0,r0
  cmp.le.or p35,p56=r0,r3
  cmp.le.or p42,p3=r3,r0
;; }
{ .mmi
  cmp.le.or p49,p14=r0,r0
  cmp.le.or.andcm p55,p60=r0,r3
  (p53) cmp.le.or.andcm p62,p7=r3,r0
;; }
{ .mmi
  cmp.le.or.andcm p5,p18=r0,r0
  cmp.le.andcm p11,p0=r0,r3
  cmp.le.andcm p18,p11=r3,r0
;; }
{ .mmi
  cmp.le.andcm p25,p22=r0,r0
  (p58) cmp.le.orcm p31,p4=r0,r3
  cmp.le.orcm p38,p15=r3,r0
;; }
{ .mmi
  cmp.le.orcm p45,p26=r0,r0
  cmp.le.and.orcm p51,p8=r0,r3
  cmp.le.and.orcm p58,p19=r3,r0
;; }
{ .mmi
  (p63) cmp.le.and.orcm p1,p30=r0,r0
  cmp.gt p0,p1=r2,r3
  cmp.gt p7,p12=r0,r3
;; }
{ .mmi
  cmp.gt p14,p23=r3,r0
  cmp.gt p21,p34=r0,r0
  (p4) cmp.gt p28,p45=r127,r126
;; }
{ .mmi
  cmp.gt p42,p3=-127,r5
  cmp.gt p49,p14=-1,r127
  cmp.gt p56,p25=0,r0
;; }
{ .mmi
  cmp.gt p63,p36=1,r9
  (p9) cmp.gt p6,p47=127,r3
  cmp.gt p13,p58=128,r4
;; }
{ .mmi
  cmp.gt.unc p20,p5=r2,r3
  cmp.gt.unc p27,p16=r0,r3
  cmp.gt.unc p34,p27=r3,r0
;; }
{ .mmi
  (p14) cmp.gt.unc p41,p38=r0,r0
  cmp.gt.unc p48,p49=r127,r126
  cmp.gt.unc p62,p7=-127,r5
;; }
{ .mmi
  cmp.gt.unc p5,p18=-1,r127
  cmp.gt.unc p12,p29=0,r0
  (p19) cmp.gt.unc p19,p40=1,r9
;; }
{ .mmi
  cmp.gt.unc p26,p51=127,r3
  cmp.gt.unc p33,p62=128,r4
  cmp.gt.and p47,p20=r0,r3
;; }
{ .mmi
  cmp.gt.and p54,p31=r3,r0
  (p24) cmp.gt.and p61,p42=r0,r0
  cmp.gt.or p3,p24=r0,r3
;; }
{ .mmi
  cmp.gt.or p10,p35=r3,r0
  cmp.gt.or p17,p46=r0,r0
  cmp.gt.or.andcm p23,p28=r0,r3
;; }
{ .mmi
  (p29) cmp.gt.or.andcm p30,p39=r3,r0
  cmp.gt.or.andcm p37,p50=r0,r0
  cmp.gt.andcm p43,p32=r0,r3
;; }
{ .mmi
  cmp.gt.andcm p50,p43=r3,r0
  cmp.gt.andcm p57,p54=r0,r0
  (p34) cmp.gt.orcm p63,p36=r0,r3
;; }
{ .mmi
  cmp.gt.orcm p6,p47=r3,r0
  cmp.gt.orcm p13,p58=r0,r0
  cmp.gt.and.orcm p19,p40=r0,r3
;; }
{ .mmi
  cmp.gt.and.orcm p26,p51=r3,r0
  (p39) cmp.gt.and.orcm p33,p62=r0,r0
  cmp.ge p32,p33=r2,r3
;; }
{ .mmi
  cmp.ge p39,p44=r0,r3
  cmp.ge p46,p55=r3,r0
  cmp.ge p53,p2=r0,r0
;; }
{ .mmi
  (p44) cmp.ge p60,p13=r127,r126
  cmp.ge p3,p24=-128,r3
  cmp.ge p10,p35=-127,r5
;; }
{ .mmi
  cmp.ge p17,p46=-1,r127
  cmp.ge p24,p57=0,r0
  (p49) cmp.ge p31,p4=1,r9
;; }
{ .mmi
  cmp.ge p38,p15=127,r3
  cmp.ge.unc p52,p37=r2,r3
  cmp.ge.unc p59,p48=r0,r3
;; }
{ .mmi
  cmp.ge.unc p2,p59=r3,r0
  (p54) cmp.ge.unc p9,p6=r0,r0
  cmp.ge.unc p16,p17=r127,r126
;; }
{ .mmi
  cmp.ge.unc p23,p28=-128,r3
  cmp.ge.unc p30,p39=-127,r5
  cmp.ge.unc p37,p50=-1,r127
;; }
{ .mmi
  (p59) cmp.ge.unc p44,p61=0,r0
  cmp.ge.unc p51,p8=1,r9
  cmp.ge.unc p58,p19=127,r3
;; }
{ .mmi
  cmp.ge.and p15,p52=r0,r3
  cmp.ge.and p22,p63=r3,r0
  (p0) cmp.ge.and p29,p10=r0,r0
;; }
{ .mmi
  cmp.ge.or p35,p56=r0,r3
  cmp.ge.or p42,p3=r3,r0
  cmp.ge.or p49,p14=r0,r0
;; }
{ .mmi
  cmp.ge.or.andcm p55,p60=r0,r3
  (p5) cmp.ge.or.andcm p62,p7=r3,r0
  cmp.ge.or.andcm p5,p18=r0,r0
;; }
{ .mmi
  cmp.ge.andcm p11,p0=r0,r3
  cmp.ge.andcm p18,p11=r3,r0
  cmp.ge.andcm p25,p22=r0,r0
;; }
{ .mmi
  (p10) cmp.ge.orcm p31,p4=r0,r3
  cmp.ge.orcm p38,p15=r3,r0
  cmp.ge.orcm p45,p26=r0,r0
;; }
{ .mmi
  cmp.ge.and.orcm p51,p8=r0,r3
  cmp.ge.and.orcm p58,p19=r3,r0
  (p15) cmp.ge.and.orcm p1,p30=r0,r0
;; }
{ .mmi
  cmp.ltu p0,p1=r2,r3
  cmp.ltu p7,p12=r0,r3
  cmp.ltu p14,p23=r3,r0
;; }
{ .mmi
  cmp.ltu p21,p34=r0,r0
  (p20) cmp.ltu p28,p45=r127,r126
  cmp.ltu p35,p56=-128,r3
;; }
{ .mmi
  cmp.ltu p42,p3=-127,r5
  cmp.ltu p49,p14=-1,r127
  cmp.ltu p56,p25=0,r0
;; }
{ .mmi
  (p25) cmp.ltu p63,p36=1,r9
  cmp.ltu p6,p47=127,r3
  cmp.ltu.unc p20,p5=r2,r3
;; }
{ .mmi
  cmp.ltu.unc p27,p16=r0,r3
  cmp.ltu.unc p34,p27=r3,r0
  (p30) cmp.ltu.unc p41,p38=r0,r0
;; }
{ .mmi
  cmp.ltu.unc p48,p49=r127,r126
  cmp.ltu.unc p55,p60=-128,r3
  cmp.ltu.unc p62,p7=-127,r5
;; }
{ .mmi
  cmp.ltu.unc p5,p18=-1,r127
  (p35) cmp.ltu.unc p12,p29=0,r0
  cmp.ltu.unc p19,p40=1,r9
;; }
{ .mmi
  cmp.ltu.unc p26,p51=127,r3
  cmp.leu p32,p33=r2,r3
  cmp.leu p39,p44=r0,r3
;; }
{ .mmi
  (p40) cmp.leu p46,p55=r3,r0
  cmp.leu p53,p2=r0,r0
  cmp.leu p60,p13=r127,r126
;; }
{ .mmi
  cmp.leu p10,p35=-127,r5
  cmp.leu p17,p46=-1,r127
  (p45) cmp.leu p31,p4=1,r9
;; }
{ .mmi
  cmp.leu p38,p15=127,r3
  cmp.leu p45,p26=128,r4
  cmp.leu.unc p52,p37=r2,r3
;; }
{ .mmi
  cmp.leu.unc p59,p48=r0,r3
  (p50) cmp.leu.unc p2,p59=r3,r0
  cmp.leu.unc p9,p6=r0,r0
;; }
{ .mmi
  cmp.leu.unc p16,p17=r127,r126
  cmp.leu.unc p30,p39=-127,r5
  cmp.leu.unc p37,p50=-1,r127
;; }
{ .mmi
  (p55) cmp.leu.unc p51,p8=1,r9
  cmp.leu.unc p58,p19=127,r3
  cmp.leu.unc p1,p30=128,r4
;; }
{ .mmi
  cmp.gtu p0,p1=r2,r3
  cmp.gtu p7,p12=r0,r3
  (p60) cmp.gtu p14,p23=r3,r0
;; }
{ .mmi
  cmp.gtu p21,p34=r0,r0
  cmp.gtu p28,p45=r127,r126
  cmp.gtu p42,p3=-127,r5
;; }
{ .mmi
  cmp.gtu p49,p14=-1,r127
  (p1) cmp.gtu p63,p36=1,r9
  cmp.gtu p6,p47=127,r3
;; }
{ .mmi
  cmp.gtu p13,p58=128,r4
  cmp.gtu.unc p20,p5=r2,r3
  cmp.gtu.unc p27,p16=r0,r3
;; }
{ .mmi
  (p6) cmp.gtu.unc p34,p27=r3,r0
  cmp.gtu.unc p41,p38=r0,r0
  cmp.gtu.unc p48,p49=r127,r126
;; }
{ .mmi
  cmp.gtu.unc p62,p7=-127,r5
  cmp.gtu.unc p5,p18=-1,r127
  (p11) cmp.gtu.unc p19,p40=1,r9
;; }
{ .mmi
  cmp.gtu.unc p26,p51=127,r3
  cmp.gtu.unc p33,p62=128,r4
  cmp.geu p32,p33=r2,r3
;; }
{ .mmi
  cmp.geu p39,p44=r0,r3
  (p16) cmp.geu p46,p55=r3,r0
  cmp.geu p53,p2=r0,r0
;; }
{ .mmi
  cmp.geu p60,p13=r127,r126
  cmp.geu p3,p24=-128,r3
  cmp.geu p10,p35=-127,r5
;; }
{ .mmi
  (p21) cmp.geu p17,p46=-1,r127
  cmp.geu p24,p57=0,r0
  cmp.geu p31,p4=1,r9
;; }
{ .mmi
  cmp.geu p38,p15=127,r3
  cmp.geu.unc p52,p37=r2,r3
  (p26) cmp.geu.unc p59,p48=r0,r3
;; }
{ .mmi
  cmp.geu.unc p2,p59=r3,r0
  cmp.geu.unc p9,p6=r0,r0
  cmp.geu.unc p16,p17=r127,r126
;; }
{ .mmi
  cmp.geu.unc p23,p28=-128,r3
  (p31) cmp.geu.unc p30,p39=-127,r5
  cmp.geu.unc p37,p50=-1,r127
;; }
{ .mmi
  cmp.geu.unc p44,p61=0,r0
  cmp.geu.unc p51,p8=1,r9
  cmp.geu.unc p58,p19=127,r3
;; }
{ .mmi
  (p36) cmp4.eq p0,p1=r2,r3
  cmp4.eq p7,p12=r0,r3
  cmp4.eq p14,p23=r3,r0
;; }
{ .mmi
  cmp4.eq p21,p34=r0,r0
  cmp4.eq p28,p45=r127,r126
  (p41) cmp4.eq p35,p56=-128,r3
;; }
{ .mmi
  cmp4.eq p42,p3=-127,r5
  cmp4.eq p49,p14=-1,r127
  cmp4.eq p56,p25=0,r0
;; }
{ .mmi
  cmp4.eq p63,p36=1,r9
  (p46) cmp4.eq p6,p47=127,r3
  cmp4.eq.unc p20,p5=r2,r3
;; }
{ .mmi
  cmp4.eq.unc p27,p16=r0,r3
  cmp4.eq.unc p34,p27=r3,r0
  cmp4.eq.unc p41,p38=r0,r0
;; }
{ .mmi
  (p51) cmp4.eq.unc p48,p49=r127,r126
  cmp4.eq.unc p55,p60=-128,r3
  cmp4.eq.unc p62,p7=-127,r5
;; }
{ .mmi
  cmp4.eq.unc p5,p18=-1,r127
  cmp4.eq.unc p12,p29=0,r0
  (p56) cmp4.eq.unc p19,p40=1,r9
;; }
{ .mmi
  cmp4.eq.unc p26,p51=127,r3
  cmp4.eq.and p40,p9=r2,r3
  cmp4.eq.and p47,p20=r0,r3
;; }
{ .mmi
  cmp4.eq.and p54,p31=r3,r0
  (p61) cmp4.eq.and p61,p42=r0,r0
  cmp4.eq.and p4,p53=r127,r126
;; }
{ .mmi
  cmp4.eq.and p11,p0=-128,r3
  cmp4.eq.and p18,p11=-127,r5
  cmp4.eq.and p25,p22=-1,r127
;; }
{ .mmi
  (p2) cmp4.eq.and p32,p33=0,r0
  cmp4.eq.and p39,p44=1,r9
  cmp4.eq.and p46,p55=127,r3
;; }
{ .mmi
  cmp4.eq.or p60,p13=r2,r3
  cmp4.eq.or p3,p24=r0,r3
  (p7) cmp4.eq.or p10,p35=r3,r0
;; }
{ .mmi
  cmp4.eq.or p17,p46=r0,r0
  cmp4.eq.or p24,p57=r127,r126
  cmp4.eq.or p31,p4=-128,r3
;; }
{ .mmi
  cmp4.eq.or p38,p15=-127,r5
  (p12) cmp4.eq.or p45,p26=-1,r127
  cmp4.eq.or p52,p37=0,r0
;; }
{ .mmi
  cmp4.eq.or p59,p48=1,r9
  cmp4.eq.or p2,p59=127,r3
  cmp4.eq.or.andcm p16,p17=r2,r3
;; }
{ .mmi
  (p17) cmp4.eq.or.andcm p23,p28=r0,r3
  cmp4.eq.or.andcm p30,p39=r3,r0
  cmp4.eq.or.andcm p37,p50=r0,r0
;; }
{ .mmi
  cmp4.eq.or.andcm p44,p61=r127,r126
  cmp4.eq.or.andcm p51,p8=-128,r3
  (p22) cmp4.eq.or.andcm p58,p19=-127,r5
;; }
{ .mmi
  cmp4.eq.or.andcm p1,p30=-1,r127
  cmp4.eq.or.andcm p8,p41=0,r0
  cmp4.eq.or.andcm p15,p52=1,r9
;; }
{ .mmi
  cmp4.eq.or.andcm p22,p63=127,r3
  (p27) cmp4.eq.andcm p36,p21=r2,r3
  cmp4.eq.andcm p43,p32=r0,r3
;; }
{ .mmi
  cmp4.eq.andcm p50,p43=r3,r0
  cmp4.eq.andcm p57,p54=r0,r0
  cmp4.eq.andcm p0,p1=r127,r126
;; }
{ .mmi
  (p32) cmp4.eq.andcm p7,p12=-128,r3
  cmp4.eq.andcm p14,p23=-127,r5
  cmp4.eq.andcm p21,p34=-1,r127
;; }
{ .mmi
  cmp4.eq.andcm p28,p45=0,r0
  cmp4.eq.andcm p35,p56=1,r9
  (p37) cmp4.eq.andcm p42,p3=127,r3
;; }
{ .mmi
  cmp4.eq.orcm p56,p25=r2,r3
  cmp4.eq.orcm p63,p36=r0,r3
  cmp4.eq.orcm p6,p47=r3,r0
;; }
{ .mmi
  cmp4.eq.orcm p13,p58=r0,r0
  (p42) cmp4.eq.orcm p20,p5=r127,r126
  cmp4.eq.orcm p27,p16=-128,r3
;; }
{ .mmi
  cmp4.eq.orcm p34,p27=-127,r5
  cmp4.eq.orcm p41,p38=-1,r127
  cmp4.eq.orcm p48,p49=0,r0
;; }
{ .mmi
  (p47) cmp4.eq.orcm p55,p60=1,r9
  cmp4.eq.orcm p62,p7=127,r3
  cmp4.eq.and.orcm p12,p29=r2,r3
;; }
{ .mmi
  cmp4.eq.and.orcm p19,p40=r0,r3
  cmp4.eq.and.orcm p26,p51=r3,r0
  (p52) cmp4.eq.and.orcm p33,p62=r0,r0
;; }
{ .mmi
  cmp4.eq.and.orcm p40,p9=r127,r126
  cmp4.eq.and.orcm p47,p20=-128,r3
  cmp4.eq.and.orcm p54,p31=-127,r5
;; }
{ .mmi
  cmp4.eq.and.orcm p61,p42=-1,r127
  (p57) cmp4.eq.and.orcm p4,p53=0,r0
  cmp4.eq.and.orcm p11,p0=1,r9
;; }
{ .mmi
  cmp4.eq.and.orcm p18,p11=127,r3
  cmp4.ne p32,p33=r2,r3
  cmp4.ne p39,p44=r0,r3
;; }
{ .mmi
  (p62) cmp4.ne p46,p55=r3,r0
  cmp4.ne p53,p2=r0,r0
  cmp4.ne p60,p13=r127,r126
;; }
{ .mmi
  cmp4.ne p3,p24=-128,r3
  cmp4.ne p10,p35=-127,r5
  (p3) cmp4.ne p17,p46=-1,r127
;; }
{ .mmi
  cmp4.ne p24,p57=0,r0
  cmp4.ne p31,p4=1,r9
  cmp4.ne p38,p15=127,r3
;; }
{ .mmi
  cmp4.ne.unc p52,p37=r2,r3
  (p8) cmp4.ne.unc p59,p48=r0,r3
  cmp4.ne.unc p2,p59=r3,r0
;; }
{ .mmi
  cmp4.ne.unc p9,p6=r0,r0
  cmp4.ne.unc p16,p17=r127,r126
  cmp4.ne.unc p23,p28=-128,r3
;; }
{ .mmi
  (p13) cmp4.ne.unc p30,p39=-127,r5
  cmp4.ne.unc p37,p50=-1,r127
  cmp4.ne.unc p44,p61=0,r0
;; }
{ .mmi
  cmp4.ne.unc p51,p8=1,r9
  cmp4.ne.unc p58,p19=127,r3
  (p18) cmp4.ne.and p8,p41=r2,r3
;; }
{ .mmi
  cmp4.ne.and p15,p52=r0,r3
  cmp4.ne.and p22,p63=r3,r0
  cmp4.ne.and p29,p10=r0,r0
;; }
{ .mmi
  cmp4.ne.and p36,p21=r127,r126
  (p23) cmp4.ne.and p43,p32=-128,r3
  cmp4.ne.and p50,p43=-127,r5
;; }
{ .mmi
  cmp4.ne.and p57,p54=-1,r127
  cmp4.ne.and p0,p1=0,r0
  cmp4.ne.and p7,p12=1,r9
;; }
{ .mmi
  (p28) cmp4.ne.and p14,p23=127,r3
  cmp4.ne.or p28,p45=r2,r3
  cmp4.ne.or p35,p56=r0,r3
;; }
{ .mmi
  cmp4.ne.or p42,p3=r3,r0
  cmp4.ne.or p49,p14=r0,r0
  (p33) cmp4.ne.or p56,p25=r127,r126
;; }
{ .mmi
  cmp4.ne.or p63,p36=-128,r3
  cmp4.ne.or p6,p47=-127,r5
  cmp4.ne.or p13,p58=-1,r127
;; }
{ .mmi
  cmp4.ne.or p20,p5=0,r0
  (p38) cmp4.ne.or p27,p16=1,r9
  cmp4.ne.or p34,p27=127,r3
;; }
{ .mmi
  cmp4.ne.or.andcm p48,p49=r2,r3
  cmp4.ne.or.andcm p55,p60=r0,r3
  cmp4.ne.or.andcm p62,p7=r3,r0
;; }
{ .mmi
  (p43) cmp4.ne.or.andcm p5,p18=r0,r0
  cmp4.ne.or.andcm p12,p29=r127,r126
  cmp4.ne.or.andcm p19,p40=-128,r3
;; }
{ .mmi
  cmp4.ne.or.andcm p26,p51=-127,r5
  cmp4.ne.or.andcm p33,p62=-1,r127
  (p48) cmp4.ne.or.andcm p40,p9=0,r0
;; }
{ .mmi
  cmp4.ne.or.andcm p47,p20=1,r9
  cmp4.ne.or.andcm p54,p31=127,r3
  cmp4.ne.andcm p4,p53=r2,r3
;; }
{ .mmi
  cmp4.ne.andcm p11,p0=r0,r3
  (p53) cmp4.ne.andcm p18,p11=r3,r0
  cmp4.ne.andcm p25,p22=r0,r0
;; }
{ .mmi
  cmp4.ne.andcm p32,p33=r127,r126
  cmp4.ne.andcm p39,p44=-128,r3
  cmp4.ne.andcm p46,p55=-127,r5
;; }
{ .mmi
  (p58) cmp4.ne.andcm p53,p2=-1,r127
  cmp4.ne.andcm p60,p13=0,r0
  cmp4.ne.andcm p3,p24=1,r9
;; }
{ .mmi
  cmp4.ne.andcm p10,p35=127,r3
  cmp4.ne.orcm p24,p57=r2,r3
  (p63) cmp4.ne.orcm p31,p4=r0,r3
;; }
{ .mmi
  cmp4.ne.orcm p38,p15=r3,r0
  cmp4.ne.orcm p45,p26=r0,r0
  cmp4.ne.orcm p52,p37=r127,r126
;; }
{ .mmi
  cmp4.ne.orcm p59,p48=-128,r3
  (p4) cmp4.ne.orcm p2,p59=-127,r5
  cmp4.ne.orcm p9,p6=-1,r127
;; }
{ .mmi
  cmp4.ne.orcm p16,p17=0,r0
  cmp4.ne.orcm p23,p28=1,r9
  cmp4.ne.orcm p30,p39=127,r3
;; }
{ .mmi
  (p9) cmp4.ne.and.orcm p44,p61=r2,r3
  cmp4.ne.and.orcm p51,p8=r0,r3
  cmp4.ne.and.orcm p58,p19=r3,r0
;; }
{ .mmi
  cmp4.ne.and.orcm p1,p30=r0,r0
  cmp4.ne.and.orcm p8,p41=r127,r126
  (p14) cmp4.ne.and.orcm p15,p52=-128,r3
;; }
{ .mmi
  cmp4.ne.and.orcm p22,p63=-127,r5
  cmp4.ne.and.orcm p29,p10=-1,r127
  cmp4.ne.and.orcm p36,p21=0,r0
;; }
{ .mmi
  cmp4.ne.and.orcm p43,p32=1,r9
  (p19) cmp4.ne.and.orcm p50,p43=127,r3
  cmp4.lt p0,p1=r2,r3
;; }
{ .mmi
  cmp4.lt p7,p12=r0,r3
  cmp4.lt p14,p23=r3,r0
  cmp4.lt p21,p34=r0,r0
;; }
{ .mmi
  (p24) cmp4.lt p28,p45=r127,r126
  cmp4.lt p35,p56=-128,r3
  cmp4.lt p42,p3=-127,r5
;; }
{ .mmi
  cmp4.lt p49,p14=-1,r127
  cmp4.lt p56,p25=0,r0
  (p29) cmp4.lt p63,p36=1,r9
;; }
{ .mmi
  cmp4.lt p6,p47=127,r3
  cmp4.lt.unc p20,p5=r2,r3
  cmp4.lt.unc p27,p16=r0,r3
;; }
{ .mmi
  cmp4.lt.unc p34,p27=r3,r0
  (p34) cmp4.lt.unc p41,p38=r0,r0
  cmp4.lt.unc p48,p49=r127,r126
;; }
{ .mmi
  cmp4.lt.unc p55,p60=-128,r3
  cmp4.lt.unc p62,p7=-127,r5
  cmp4.lt.unc p5,p18=-1,r127
;; }
{ .mmi
  (p39) cmp4.lt.unc p12,p29=0,r0
  cmp4.lt.unc p19,p40=1,r9
  cmp4.lt.unc p26,p51=127,r3
;; }
{ .mmi
  cmp4.lt.and p47,p20=r0,r3
  cmp4.lt.and p54,p31=r3,r0
  (p44) cmp4.lt.and p61,p42=r0,r0
;; }
{ .mmi
  cmp4.lt.or p3,p24=r0,r3
  cmp4.lt.or p10,p35=r3,r0
  cmp4.lt.or p17,p46=r0,r0
;; }
{ .mmi
  cmp4.lt.or.andcm p23,p28=r0,r3
  (p49) cmp4.lt.or.andcm p30,p39=r3,r0
  cmp4.lt.or.andcm p37,p50=r0,r0
;; }
{ .mmi
  cmp4.lt.andcm p43,p32=r0,r3
  cmp4.lt.andcm p50,p43=r3,r0
  cmp4.lt.andcm p57,p54=r0,r0
;; }
{ .mmi
  (p54) cmp4.lt.orcm p63,p36=r0,r3
  cmp4.lt.orcm p6,p47=r3,r0
  cmp4.lt.orcm p13,p58=r0,r0
;; }
{ .mmi
  cmp4.lt.and.orcm p19,p40=r0,r3
  cmp4.lt.and.orcm p26,p51=r3,r0
  (p59) cmp4.lt.and.orcm p33,p62=r0,r0
;; }
{ .mmi
  cmp4.le p32,p33=r2,r3
  cmp4.le p39,p44=r0,r3
  cmp4.le p46,p55=r3,r0
;; }
{ .mmi
  cmp4.le p53,p2=r0,r0
  (p0) cmp4.le p60,p13=r127,r126
  cmp4.le p10,p35=-127,r5
;; }
{ .mmi
  cmp4.le p17,p46=-1,r127
  cmp4.le p24,p57=0,r0
  cmp4.le p31,p4=1,r9
;; }
{ .mmi
  (p5) cmp4.le p38,p15=127,r3
  cmp4.le p45,p26=128,r4
  cmp4.le.unc p52,p37=r2,r3
;; }
{ .mmi
  cmp4.le.unc p59,p48=r0,r3
  cmp4.le.unc p2,p59=r3,r0
  (p10) cmp4.le.unc p9,p6=r0,r0
;; }
{ .mmi
  cmp4.le.unc p16,p17=r127,r126
  cmp4.le.unc p30,p39=-127,r5
  cmp4.le.unc p37,p50=-1,r127
;; }
{ .mmi
  cmp4.le.unc p44,p61=0,r0
  (p15) cmp4.le.unc p51,p8=1,r9
  cmp4.le.unc p58,p19=127,r3
;; }
{ .mmi
  cmp4.le.unc p1,p30=128,r4
  cmp4.le.and p15,p52=r0,r3
  cmp4.le.and p22,p63=r3,r0
;; }
{ .mmi
  (p20) cmp4.le.and p29,p10=r0,r0
  cmp4.le.or p35,p56=r0,r3
  cmp4.le.or p42,p3=r3,r0
;; }
{ .mmi
  cmp4.le.or p49,p14=r0,r0
  cmp4.le.or.andcm p55,p60=r0,r3
  (p25) cmp4.le.or.andcm p62,p7=r3,r0
;; }
{ .mmi
  cmp4.le.or.andcm p5,p18=r0,r0
  cmp4.le.andcm p11,p0=r0,r3
  cmp4.le.andcm p18,p11=r3,r0
;; }
{ .mmi
  cmp4.le.andcm p25,p22=r0,r0
  (p30) cmp4.le.orcm p31,p4=r0,r3
  cmp4.le.orcm p38,p15=r3,r0
;; }
{ .mmi
  cmp4.le.orcm p45,p26=r0,r0
  cmp4.le.and.orcm p51,p8=r0,r3
  cmp4.le.and.orcm p58,p19=r3,r0
;; }
{ .mmi
  (p35) cmp4.le.and.orcm p1,p30=r0,r0
  cmp4.gt p0,p1=r2,r3
  cmp4.gt p7,p12=r0,r3
;; }
{ .mmi
  cmp4.gt p14,p23=r3,r0
  cmp4.gt p21,p34=r0,r0
  (p40) cmp4.gt p28,p45=r127,r126
;; }
{ .mmi
  cmp4.gt p42,p3=-127,r5
  cmp4.gt p49,p14=-1,r127
  cmp4.gt p56,p25=0,r0
;; }
{ .mmi
  cmp4.gt p63,p36=1,r9
  (p45) cmp4.gt p6,p47=127,r3
  cmp4.gt p13,p58=128,r4
;; }
{ .mmi
  cmp4.gt.unc p20,p5=r2,r3
  cmp4.gt.unc p27,p16=r0,r3
  cmp4.gt.unc p34,p27=r3,r0
;; }
{ .mmi
  (p50) cmp4.gt.unc p41,p38=r0,r0
  cmp4.gt.unc p48,p49=r127,r126
  cmp4.gt.unc p62,p7=-127,r5
;; }
{ .mmi
  cmp4.gt.unc p5,p18=-1,r127
  cmp4.gt.unc p12,p29=0,r0
  (p55) cmp4.gt.unc p19,p40=1,r9
;; }
{ .mmi
  cmp4.gt.unc p26,p51=127,r3
  cmp4.gt.unc p33,p62=128,r4
  cmp4.gt.and p47,p20=r0,r3
;; }
{ .mmi
  cmp4.gt.and p54,p31=r3,r0
  (p60) cmp4.gt.and p61,p42=r0,r0
  cmp4.gt.or p3,p24=r0,r3
;; }
{ .mmi
  cmp4.gt.or p10,p35=r3,r0
  cmp4.gt.or p17,p46=r0,r0
  cmp4.gt.or.andcm p23,p28=r0,r3
;; }
{ .mmi
  (p1) cmp4.gt.or.andcm p30,p39=r3,r0
  cmp4.gt.or.andcm p37,p50=r0,r0
  cmp4.gt.andcm p43,p32=r0,r3
;; }
{ .mmi
  cmp4.gt.andcm p50,p43=r3,r0
  cmp4.gt.andcm p57,p54=r0,r0
  (p6) cmp4.gt.orcm p63,p36=r0,r3
;; }
{ .mmi
  cmp4.gt.orcm p6,p47=r3,r0
  cmp4.gt.orcm p13,p58=r0,r0
  cmp4.gt.and.orcm p19,p40=r0,r3
;; }
{ .mmi
  cmp4.gt.and.orcm p26,p51=r3,r0
  (p11) cmp4.gt.and.orcm p33,p62=r0,r0
  cmp4.ge p32,p33=r2,r3
;; }
{ .mmi
  cmp4.ge p39,p44=r0,r3
  cmp4.ge p46,p55=r3,r0
  cmp4.ge p53,p2=r0,r0
;; }
{ .mmi
  (p16) cmp4.ge p60,p13=r127,r126
  cmp4.ge p3,p24=-128,r3
  cmp4.ge p10,p35=-127,r5
;; }
{ .mmi
  cmp4.ge p17,p46=-1,r127
  cmp4.ge p24,p57=0,r0
  (p21) cmp4.ge p31,p4=1,r9
;; }
{ .mmi
  cmp4.ge p38,p15=127,r3
  cmp4.ge.unc p52,p37=r2,r3
  cmp4.ge.unc p59,p48=r0,r3
;; }
{ .mmi
  cmp4.ge.unc p2,p59=r3,r0
  (p26) cmp4.ge.unc p9,p6=r0,r0
  cmp4.ge.unc p16,p17=r127,r126
;; }
{ .mmi
  cmp4.ge.unc p23,p28=-128,r3
  cmp4.ge.unc p30,p39=-127,r5
  cmp4.ge.unc p37,p50=-1,r127
;; }
{ .mmi
  (p31) cmp4.ge.unc p44,p61=0,r0
  cmp4.ge.unc p51,p8=1,r9
  cmp4.ge.unc p58,p19=127,r3
;; }
{ .mmi
  cmp4.ge.and p15,p52=r0,r3
  cmp4.ge.and p22,p63=r3,r0
  (p36) cmp4.ge.and p29,p10=r0,r0
;; }
{ .mmi
  cmp4.ge.or p35,p56=r0,r3
  cmp4.ge.or p42,p3=r3,r0
  cmp4.ge.or p49,p14=r0,r0
;; }
{ .mmi
  cmp4.ge.or.andcm p55,p60=r0,r3
  (p41) cmp4.ge.or.andcm p62,p7=r3,r0
  cmp4.ge.or.andcm p5,p18=r0,r0
;; }
{ .mmi
  cmp4.ge.andcm p11,p0=r0,r3
  cmp4.ge.andcm p18,p11=r3,r0
  cmp4.ge.andcm p25,p22=r0,r0
;; }
{ .mmi
  (p46) cmp4.ge.orcm p31,p4=r0,r3
  cmp4.ge.orcm p38,p15=r3,r0
  cmp4.ge.orcm p45,p26=r0,r0
;; }
{ .mmi
  cmp4.ge.and.orcm p51,p8=r0,r3
  cmp4.ge.and.orcm p58,p19=r3,r0
  (p51) cmp4.ge.and.orcm p1,p30=r0,r0
;; }
{ .mmi
  cmp4.ltu p0,p1=r2,r3
  cmp4.ltu p7,p12=r0,r3
  cmp4.ltu p14,p23=r3,r0
;; }
{ .mmi
  cmp4.ltu p21,p34=r0,r0
  (p56) cmp4.ltu p28,p45=r127,r126
  cmp4.ltu p35,p56=-128,r3
;; }
{ .mmi
  cmp4.ltu p42,p3=-127,r5
  cmp4.ltu p49,p14=-1,r127
  cmp4.ltu p56,p25=0,r0
;; }
{ .mmi
  (p61) cmp4.ltu p63,p36=1,r9
  cmp4.ltu p6,p47=127,r3
  cmp4.ltu.unc p20,p5=r2,r3
;; }
{ .mmi
  cmp4.ltu.unc p27,p16=r0,r3
  cmp4.ltu.unc p34,p27=r3,r0
  (p2) cmp4.ltu.unc p41,p38=r0,r0
;; }
{ .mmi
  cmp4.ltu.unc p48,p49=r127,r126
  cmp4.ltu.unc p55,p60=-128,r3
  cmp4.ltu.unc p62,p7=-127,r5
;; }
{ .mmi
  cmp4.ltu.unc p5,p18=-1,r127
  (p7) cmp4.ltu.unc p12,p29=0,r0
  cmp4.ltu.unc p19,p40=1,r9
;; }
{ .mmi
  cmp4.ltu.unc p26,p51=127,r3
  cmp4.leu p32,p33=r2,r3
  cmp4.leu p39,p44=r0,r3
;; }
{ .mmi
  (p12) cmp4.leu p46,p55=r3,r0
  cmp4.leu p53,p2=r0,r0
  cmp4.leu p60,p13=r127,r126
;; }
{ .mmi
  cmp4.leu p10,p35=-127,r5
  cmp4.leu p17,p46=-1,r127
  (p17) cmp4.leu p31,p4=1,r9
;; }
{ .mmi
  cmp4.leu p38,p15=127,r3
  cmp4.leu p45,p26=128,r4
  cmp4.leu.unc p52,p37=r2,r3
;; }
{ .mmi
  cmp4.leu.unc p59,p48=r0,r3
  (p22) cmp4.leu.unc p2,p59=r3,r0
  cmp4.leu.unc p9,p6=r0,r0
;; }
{ .mmi
  cmp4.leu.unc p16,p17=r127,r126
  cmp4.leu.unc p30,p39=-127,r5
  cmp4.leu.unc p37,p50=-1,r127
;; }
{ .mmi
  (p27) cmp4.leu.unc p51,p8=1,r9
  cmp4.leu.unc p58,p19=127,r3
  cmp4.leu.unc p1,p30=128,r4
;; }
{ .mmi
  cmp4.gtu p0,p1=r2,r3
  cmp4.gtu p7,p12=r0,r3
  (p32) cmp4.gtu p14,p23=r3,r0
;; }
{ .mmi
  cmp4.gtu p21,p34=r0,r0
  cmp4.gtu p28,p45=r127,r126
  cmp4.gtu p42,p3=-127,r5
;; }
{ .mmi
  cmp4.gtu p49,p14=-1,r127
  (p37) cmp4.gtu p63,p36=1,r9
  cmp4.gtu p6,p47=127,r3
;; }
{ .mmi
  cmp4.gtu p13,p58=128,r4
  cmp4.gtu.unc p20,p5=r2,r3
  cmp4.gtu.unc p27,p16=r0,r3
;; }
{ .mmi
  (p42) cmp4.gtu.unc p34,p27=r3,r0
  cmp4.gtu.unc p41,p38=r0,r0
  cmp4.gtu.unc p48,p49=r127,r126
;; }
{ .mmi
  cmp4.gtu.unc p62,p7=-127,r5
  cmp4.gtu.unc p5,p18=-1,r127
  (p47) cmp4.gtu.unc p19,p40=1,r9
;; }
{ .mmi
  cmp4.gtu.unc p26,p51=127,r3
  cmp4.gtu.unc p33,p62=128,r4
  cmp4.geu p32,p33=r2,r3
;; }
{ .mmi
  cmp4.geu p39,p44=r0,r3
  (p52) cmp4.geu p46,p55=r3,r0
  cmp4.geu p53,p2=r0,r0
;; }
{ .mmi
  cmp4.geu p60,p13=r127,r126
  cmp4.geu p3,p24=-128,r3
  cmp4.geu p10,p35=-127,r5
;; }
{ .mmi
  (p57) cmp4.geu p17,p46=-1,r127
  cmp4.geu p24,p57=0,r0
  cmp4.geu p31,p4=1,r9
;; }
{ .mmi
  cmp4.geu p38,p15=127,r3
  cmp4.geu.unc p52,p37=r2,r3
  (p62) cmp4.geu.unc p59,p48=r0,r3
;; }
{ .mmi
  cmp4.geu.unc p2,p59=r3,r0
  cmp4.geu.unc p9,p6=r0,r0
  cmp4.geu.unc p16,p17=r127,r126
;; }
{ .mmi
  cmp4.geu.unc p23,p28=-128,r3
  (p3) cmp4.geu.unc p30,p39=-127,r5
  cmp4.geu.unc p37,p50=-1,r127
;; }
{ .mmi
  cmp4.geu.unc p44,p61=0,r0
  cmp4.geu.unc p51,p8=1,r9
  cmp4.geu.unc p58,p19=127,r3
;; }
