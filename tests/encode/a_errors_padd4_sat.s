// GNU as rejects: padd4.sss r1=r2,r3
.text
{ .mii
  nop.m 0
  padd4.sss r1=r2,r3
  nop.i 0 ;; }
