// GNU as rejects: shl r1=r2,64
.text
{ .mii
  nop.m 0
  shl r1=r2,64
  nop.i 0 ;; }
