// GNU as rejects: pshladd2 r1=r2,4,r3
.text
{ .mii
  nop.m 0
  pshladd2 r1=r2,4,r3
  nop.i 0 ;; }
