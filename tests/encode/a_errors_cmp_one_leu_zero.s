// GNU as rejects: cmp.leu p6=0,r3
.text
{ .mii
  nop.m 0
  cmp.leu p6=0,r3
  nop.i 0 ;; }
