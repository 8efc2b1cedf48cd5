// GNU as rejects: nop.i 0x200000
.text
{ .mii
  nop.m 0
  nop.i 0x200000
  nop.i 0 ;; }
