// GNU as rejects: sub p1=r2,r3
.text
{ .mii
  nop.m 0
  sub p1=r2,r3
  nop.i 0 ;; }
