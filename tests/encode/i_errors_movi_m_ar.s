// GNU as rejects: mov.i ar.rsc=r1
.text
{ .mii
  nop.m 0
  mov.i ar.rsc=r1
  nop.i 0 ;; }
