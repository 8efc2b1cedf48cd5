// GNU as rejects: mov dahr1=r3
.text
{ .mmi
  mov dahr1=r3
  nop.m 0
  nop.i 0 ;; }
