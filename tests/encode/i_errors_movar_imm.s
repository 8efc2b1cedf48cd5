// GNU as rejects: mov ar.lc=128
.text
{ .mii
  nop.m 0
  mov ar.lc=128
  nop.i 0 ;; }
