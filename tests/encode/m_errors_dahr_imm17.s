// GNU as rejects: mov dahr1=0x10000
.text
{ .mmi
  mov dahr1=0x10000
  nop.m 0
  nop.i 0 ;; }
