// GNU as rejects: dep r1=r2,r3,0,17
.text
{ .mii
  nop.m 0
  dep r1=r2,r3,0,17
  nop.i 0 ;; }
