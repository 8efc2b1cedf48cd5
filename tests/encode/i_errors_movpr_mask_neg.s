// GNU as rejects: mov pr=r3,-65537
.text
{ .mii
  nop.m 0
  mov pr=r3,-65537
  nop.i 0 ;; }
