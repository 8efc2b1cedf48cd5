// GNU as rejects: pmin1 r1=r2,r3
.text
{ .mii
  nop.m 0
  pmin1 r1=r2,r3
  nop.i 0 ;; }
