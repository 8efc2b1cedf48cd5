// GNU as rejects: cmp.eq p1,p2=r3,5
.text
{ .mii
  nop.m 0
  cmp.eq p1,p2=r3,5
  nop.i 0 ;; }
