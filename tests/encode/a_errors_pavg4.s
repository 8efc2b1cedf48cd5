// GNU as rejects: pavg4 r1=r2,r3
.text
{ .mii
  nop.m 0
  pavg4 r1=r2,r3
  nop.i 0 ;; }
