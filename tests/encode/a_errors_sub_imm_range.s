// GNU as rejects: sub r1=128,r3
.text
{ .mii
  nop.m 0
  sub r1=128,r3
  nop.i 0 ;; }
