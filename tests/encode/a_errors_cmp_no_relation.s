// GNU as rejects: cmp.and p1,p2=r2,r3
.text
{ .mii
  nop.m 0
  cmp.and p1,p2=r2,r3
  nop.i 0 ;; }
