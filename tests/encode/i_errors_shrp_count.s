// GNU as rejects: shrp r1=r2,r3,64
.text
{ .mii
  nop.m 0
  shrp r1=r2,r3,64
  nop.i 0 ;; }
