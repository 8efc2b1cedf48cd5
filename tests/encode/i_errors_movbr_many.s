// GNU as rejects: mov.many b0=r1,0
.text
{ .mii
  nop.m 0
  mov.many b0=r1,0
  nop.i 0 ;; }
