// GNU as rejects: cmp.eq p6=r2
.text
{ .mii
  nop.m 0
  cmp.eq p6=r2
  nop.i 0 ;; }
