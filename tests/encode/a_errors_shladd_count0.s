// GNU as rejects: shladd r1=r2,0,r3
.text
{ .mii
  nop.m 0
  shladd r1=r2,0,r3
  nop.i 0 ;; }
