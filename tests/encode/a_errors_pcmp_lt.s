// GNU as rejects: pcmp1.lt r1=r2,r3
.text
{ .mii
  nop.m 0
  pcmp1.lt r1=r2,r3
  nop.i 0 ;; }
