// GNU as rejects: mov b8=r1
.text
{ .mii
  nop.m 0
  mov b8=r1
  nop.i 0 ;; }
