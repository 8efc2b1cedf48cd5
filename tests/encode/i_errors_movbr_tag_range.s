// GNU as rejects: mov b0=r1,4096
.text
{ .mii
  nop.m 0
  mov b0=r1,4096
  nop.i 0 ;; }
