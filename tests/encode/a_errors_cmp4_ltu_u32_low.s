// GNU as rejects: cmp4.ltu p1,p2=0xffffff7f,r3
.text
{ .mii
  nop.m 0
  cmp4.ltu p1,p2=0xffffff7f,r3
  nop.i 0 ;; }
