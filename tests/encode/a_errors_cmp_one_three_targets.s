// GNU as rejects: cmp.eq p6,p7,p8=r2,r3
.text
{ .mii
  nop.m 0
  cmp.eq p6,p7,p8=r2,r3
  nop.i 0 ;; }
