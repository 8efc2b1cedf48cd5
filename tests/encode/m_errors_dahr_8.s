// GNU as rejects: mov dahr8=1
.text
{ .mmi
  mov dahr8=1
  nop.m 0
  nop.i 0 ;; }
