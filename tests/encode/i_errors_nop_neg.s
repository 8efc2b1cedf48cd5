// GNU as rejects: nop.i -1
.text
{ .mii
  nop.m 0
  nop.i -1
  nop.i 0 ;; }
