// GNU as rejects: cmp.gtu p1,p2=0,r3
.text
{ .mii
  nop.m 0
  cmp.gtu p1,p2=0,r3
  nop.i 0 ;; }
