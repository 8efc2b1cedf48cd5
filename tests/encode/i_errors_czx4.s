// GNU as rejects: czx4.l r1=r3
.text
{ .mii
  nop.m 0
  czx4.l r1=r3
  nop.i 0 ;; }
