// GNU as rejects: mov.i r1=ar.unat
.text
{ .mii
  nop.m 0
  mov.i r1=ar.unat
  nop.i 0 ;; }
