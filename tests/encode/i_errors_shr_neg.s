// GNU as rejects: shr r1=r3,-1
.text
{ .mii
  nop.m 0
  shr r1=r3,-1
  nop.i 0 ;; }
