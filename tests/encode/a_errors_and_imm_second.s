// GNU as rejects: and r1=r3,5
.text
{ .mii
  nop.m 0
  and r1=r3,5
  nop.i 0 ;; }
