// GNU as rejects: mov dahr1=-1
.text
{ .mmi
  mov dahr1=-1
  nop.m 0
  nop.i 0 ;; }
