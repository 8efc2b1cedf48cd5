// GNU as rejects: pmpyshr2 r1=r2,r3,1
.text
{ .mii
  nop.m 0
  pmpyshr2 r1=r2,r3,1
  nop.i 0 ;; }
