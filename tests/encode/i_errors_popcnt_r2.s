// GNU as rejects: popcnt r1=r2,r3
.text
{ .mii
  nop.m 0
  popcnt r1=r2,r3
  nop.i 0 ;; }
