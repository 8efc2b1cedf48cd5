// GNU as rejects: cmp.gt.and p6=r2,r3
.text
{ .mii
  nop.m 0
  cmp.gt.and p6=r2,r3
  nop.i 0 ;; }
