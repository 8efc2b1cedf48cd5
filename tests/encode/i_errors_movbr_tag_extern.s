// GNU as rejects: mov b0=r1,ext
.text
{ .mii
  nop.m 0
  mov b0=r1,ext
  nop.i 0 ;; }
