// GNU as rejects: cmp4.leu p1=0x100000001,r3
.text
{ .mii
  nop.m 0
  cmp4.leu p1=0x100000001,r3
  nop.i 0 ;; }
