// GNU as rejects: mov.ret b0=r1
.text
{ .mii
  nop.m 0
  mov.ret b0=r1
  nop.i 0 ;; }
