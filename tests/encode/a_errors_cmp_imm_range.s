// GNU as rejects: cmp.lt p1,p2=128,r3
.text
{ .mii
  nop.m 0
  cmp.lt p1,p2=128,r3
  nop.i 0 ;; }
