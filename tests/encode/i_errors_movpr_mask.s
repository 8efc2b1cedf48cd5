// GNU as rejects: mov pr=r3,0x20000
.text
{ .mii
  nop.m 0
  mov pr=r3,0x20000
  nop.i 0 ;; }
