// GNU as rejects: mov dahr[r4]=r3
.text
{ .mmi
  mov dahr[r4]=r3
  nop.m 0
  nop.i 0 ;; }
