// GNU as rejects: dep r1=1,r3,5,10
.text
{ .mii
  nop.m 0
  dep r1=1,r3,5,10
  nop.i 0 ;; }
