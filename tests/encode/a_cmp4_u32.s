// A8: cmp4's unsigned compares (ltu, leu, gtu, geu) with an immediate written
// as the 32-bit number: 0xffffff80 is -128 for ltu/geu, 0x100000000 is 0
// (imm - 1 = -1) for leu/gtu; with two targets and with one
.text
{ .mmi
  cmp4.ltu p1,p2 = 0x7f, r3
  cmp4.ltu p1,p2 = 0xffffff80, r3
  cmp4.ltu p1,p2 = 0xffffff81, r3
;; }
{ .mmi
  cmp4.ltu p1,p2 = 0xfffffffe, r3
  cmp4.ltu p1,p2 = 0xffffffff, r3
  cmp4.ltu p1,p2 = 0xffffffffffffff80, r3
;; }
{ .mmi
  cmp4.ltu p1,p2 = 0xffffffffffffff81, r3
  cmp4.ltu p1,p2 = 0xffffffffffffffff, r3
  cmp4.leu p1,p2 = 0x7f, r3
;; }
{ .mmi
  cmp4.leu p1,p2 = 0x80, r3
  cmp4.leu p1,p2 = 0xffffff81, r3
  cmp4.leu p1,p2 = 0xfffffffe, r3
;; }
{ .mmi
  cmp4.leu p1,p2 = 0xffffffff, r3
  cmp4.leu p1,p2 = 0x100000000, r3
  cmp4.leu p1,p2 = 0xffffffffffffff81, r3
;; }
{ .mmi
  cmp4.leu p1,p2 = 0xffffffffffffffff, r3
  cmp4.gtu p1,p2 = 0x7f, r3
  cmp4.gtu p1,p2 = 0x80, r3
;; }
{ .mmi
  cmp4.gtu p1,p2 = 0xffffff81, r3
  cmp4.gtu p1,p2 = 0xfffffffe, r3
  cmp4.gtu p1,p2 = 0xffffffff, r3
;; }
{ .mmi
  cmp4.gtu p1,p2 = 0x100000000, r3
  cmp4.gtu p1,p2 = 0xffffffffffffff81, r3
  cmp4.gtu p1,p2 = 0xffffffffffffffff, r3
;; }
{ .mmi
  cmp4.geu p1,p2 = 0x7f, r3
  cmp4.geu p1,p2 = 0xffffff80, r3
  cmp4.geu p1,p2 = 0xffffff81, r3
;; }
{ .mmi
  cmp4.geu p1,p2 = 0xfffffffe, r3
  cmp4.geu p1,p2 = 0xffffffff, r3
  cmp4.geu p1,p2 = 0xffffffffffffff80, r3
;; }
{ .mmi
  cmp4.geu p1,p2 = 0xffffffffffffff81, r3
  cmp4.geu p1,p2 = 0xffffffffffffffff, r3
  cmp4.ltu p1 = 0x7f, r3
;; }
{ .mmi
  cmp4.ltu p1 = 0xffffff80, r3
  cmp4.ltu p1 = 0xffffff81, r3
  cmp4.ltu p1 = 0xfffffffe, r3
;; }
{ .mmi
  cmp4.ltu p1 = 0xffffffff, r3
  cmp4.ltu p1 = 0xffffffffffffff80, r3
  cmp4.ltu p1 = 0xffffffffffffff81, r3
;; }
{ .mmi
  cmp4.ltu p1 = 0xffffffffffffffff, r3
  cmp4.leu p1 = 0x7f, r3
  cmp4.leu p1 = 0x80, r3
;; }
{ .mmi
  cmp4.leu p1 = 0xffffff81, r3
  cmp4.leu p1 = 0xfffffffe, r3
  cmp4.leu p1 = 0xffffffff, r3
;; }
{ .mmi
  cmp4.leu p1 = 0x100000000, r3
  cmp4.leu p1 = 0xffffffffffffff81, r3
  cmp4.leu p1 = 0xffffffffffffffff, r3
;; }
{ .mmi
  cmp4.gtu p1 = 0x7f, r3
  cmp4.gtu p1 = 0x80, r3
  cmp4.gtu p1 = 0xffffff81, r3
;; }
{ .mmi
  cmp4.gtu p1 = 0xfffffffe, r3
  cmp4.gtu p1 = 0xffffffff, r3
  cmp4.gtu p1 = 0x100000000, r3
;; }
{ .mmi
  cmp4.gtu p1 = 0xffffffffffffff81, r3
  cmp4.gtu p1 = 0xffffffffffffffff, r3
  cmp4.geu p1 = 0x7f, r3
;; }
{ .mmi
  cmp4.geu p1 = 0xffffff80, r3
  cmp4.geu p1 = 0xffffff81, r3
  cmp4.geu p1 = 0xfffffffe, r3
;; }
{ .mmi
  cmp4.geu p1 = 0xffffffff, r3
  cmp4.geu p1 = 0xffffffffffffff80, r3
  cmp4.geu p1 = 0xffffffffffffff81, r3
;; }
{ .mmi
  cmp4.geu p1 = 0xffffffffffffffff, r3
  nop.m 0
  nop.i 0
;; }
