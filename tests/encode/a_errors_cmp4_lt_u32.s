// GNU as rejects: cmp4.lt p1,p2=0xffffff80,r3
.text
{ .mii
  nop.m 0
  cmp4.lt p1,p2=0xffffff80,r3
  nop.i 0 ;; }
