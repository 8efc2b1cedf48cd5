// GNU as rejects: mov pr.rot=0x100000000000
.text
{ .mii
  nop.m 0
  mov pr.rot=0x100000000000
  nop.i 0 ;; }
