// GNU as rejects: mov.m dahr1=3
.text
{ .mmi
  mov.m dahr1=3
  nop.m 0
  nop.i 0 ;; }
