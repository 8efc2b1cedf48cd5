// GNU as rejects: cmp.eq p1,p2=f2,r3
.text
{ .mii
  nop.m 0
  cmp.eq p1,p2=f2,r3
  nop.i 0 ;; }
