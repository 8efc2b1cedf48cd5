// GNU as rejects: cmp.ltu.and p1,p2=r0,r3
.text
{ .mii
  nop.m 0
  cmp.ltu.and p1,p2=r0,r3
  nop.i 0 ;; }
