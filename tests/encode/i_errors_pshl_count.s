// GNU as rejects: pshl4 r1=r2,32
.text
{ .mii
  nop.m 0
  pshl4 r1=r2,32
  nop.i 0 ;; }
