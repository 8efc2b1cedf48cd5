// lfetch.count [r3], count, stride (Itanium 9500) with every hint, counts
// 1-64 and strides -1024..960 (the low six bits dropped: GNU as warns); .d0
// on every lfetch form
.text
{ .mmi
  lfetch.count [r1], 1, -640
  lfetch.count [r3], 2, -256
  lfetch.count [r5], 3, 128
;; }
{ .mmi
  lfetch.count [r7], 4, 512
  lfetch.count [r9], 5, 896
  lfetch.count [r11], 6, -704
;; }
{ .mmi
  lfetch.count [r13], 7, -320
  lfetch.count [r15], 8, 64
  lfetch.count [r17], 9, 448
;; }
{ .mmi
  lfetch.count [r19], 10, 832
  lfetch.count [r21], 11, -768
  lfetch.count [r23], 12, -384
;; }
{ .mmi
  lfetch.count [r25], 13, 0
  lfetch.count [r27], 14, 384
  lfetch.count [r29], 15, 768
;; }
{ .mmi
  lfetch.count [r31], 16, -832
  lfetch.count [r33], 17, -448
  lfetch.count [r35], 18, -64
;; }
{ .mmi
  lfetch.count [r37], 19, 320
  lfetch.count [r39], 20, 704
  lfetch.count [r41], 21, -896
;; }
{ .mmi
  lfetch.count [r43], 22, -512
  lfetch.count [r45], 23, -128
  lfetch.count [r47], 24, 256
;; }
{ .mmi
  lfetch.count [r49], 25, 640
  lfetch.count [r51], 26, -960
  lfetch.count [r53], 27, -576
;; }
{ .mmi
  lfetch.count [r55], 28, -192
  lfetch.count [r57], 29, 192
  lfetch.count [r59], 30, 576
;; }
{ .mmi
  lfetch.count [r61], 31, -1024
  lfetch.count [r63], 32, -640
  lfetch.count [r65], 33, -256
;; }
{ .mmi
  lfetch.count [r67], 34, 128
  lfetch.count [r69], 35, 512
  lfetch.count [r71], 36, 896
;; }
{ .mmi
  lfetch.count [r73], 37, -704
  lfetch.count [r75], 38, -320
  lfetch.count [r77], 39, 64
;; }
{ .mmi
  lfetch.count [r79], 40, 448
  lfetch.count [r81], 41, 832
  lfetch.count [r83], 42, -768
;; }
{ .mmi
  lfetch.count [r85], 43, -384
  lfetch.count [r87], 44, 0
  lfetch.count [r89], 45, 384
;; }
{ .mmi
  lfetch.count [r91], 46, 768
  lfetch.count [r93], 47, -832
  lfetch.count [r95], 48, -448
;; }
{ .mmi
  lfetch.count [r97], 49, -64
  lfetch.count [r99], 50, 320
  lfetch.count [r101], 51, 704
;; }
{ .mmi
  lfetch.count [r103], 52, -896
  lfetch.count [r105], 53, -512
  lfetch.count [r107], 54, -128
;; }
{ .mmi
  lfetch.count [r109], 55, 256
  lfetch.count [r111], 56, 640
  lfetch.count [r113], 57, -960
;; }
{ .mmi
  lfetch.count [r115], 58, -576
  lfetch.count [r117], 59, -192
  lfetch.count [r119], 60, 192
;; }
{ .mmi
  lfetch.count [r121], 61, 576
  lfetch.count [r123], 62, -1024
  lfetch.count [r125], 63, -640
;; }
{ .mmi
  lfetch.count [r127], 64, -256
  lfetch.count [r127], 64, -1024
  (p63) lfetch.count [r0], 1, 960
;; }
{ .mmi
  lfetch.count.d0 [r127], 64, -1024
  (p63) lfetch.count.d0 [r0], 1, 960
  lfetch.count.nt1 [r127], 64, -1024
;; }
{ .mmi
  (p63) lfetch.count.nt1 [r0], 1, 960
  lfetch.count.nt2 [r127], 64, -1024
  (p63) lfetch.count.nt2 [r0], 1, 960
;; }
{ .mmi
  lfetch.count.nta [r127], 64, -1024
  (p63) lfetch.count.nta [r0], 1, 960
  lfetch.count.d1 [r127], 64, -1024
;; }
{ .mmi
  (p63) lfetch.count.d1 [r0], 1, 960
  lfetch.count.d2 [r127], 64, -1024
  (p63) lfetch.count.d2 [r0], 1, 960
;; }
{ .mmi
  lfetch.count.d3 [r127], 64, -1024
  (p63) lfetch.count.d3 [r0], 1, 960
  lfetch.count.d4 [r127], 64, -1024
;; }
{ .mmi
  (p63) lfetch.count.d4 [r0], 1, 960
  lfetch.count.d5 [r127], 64, -1024
  (p63) lfetch.count.d5 [r0], 1, 960
;; }
{ .mmi
  lfetch.count.d6 [r127], 64, -1024
  (p63) lfetch.count.d6 [r0], 1, 960
  lfetch.count.d7 [r127], 64, -1024
;; }
{ .mmi
  (p63) lfetch.count.d7 [r0], 1, 960
  lfetch.count [r2], 1, 32
  lfetch.count [r2], 1, -1
;; }
{ .mmi
  lfetch.count [r2], 1, 959
  lfetch.d0 [r2]
  lfetch.d0 [r2], r3
;; }
{ .mmi
  lfetch.d0 [r2], -256
  lfetch.excl.d0 [r2]
  lfetch.excl.d0 [r2], r3
;; }
{ .mmi
  lfetch.excl.d0 [r2], -256
  lfetch.fault.d0 [r2]
  lfetch.fault.d0 [r2], r3
;; }
{ .mmi
  lfetch.fault.d0 [r2], -256
  lfetch.fault.excl.d0 [r2]
  lfetch.fault.excl.d0 [r2], r3
;; }
{ .mmi
  lfetch.fault.excl.d0 [r2], -256
  nop.m 0
  nop.i 0
;; }
