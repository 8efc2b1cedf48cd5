// GNU as rejects: cmp.ltu p1,p2=0xffffff80,r3
.text
{ .mii
  nop.m 0
  cmp.ltu p1,p2=0xffffff80,r3
  nop.i 0 ;; }
