// GNU as rejects: pshr2 r1=r3,32
.text
{ .mii
  nop.m 0
  pshr2 r1=r3,32
  nop.i 0 ;; }
