// GNU as rejects: add r1=r2,r3,2
.text
{ .mii
  nop.m 0
  add r1=r2,r3,2
  nop.i 0 ;; }
