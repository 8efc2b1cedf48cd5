// GNU as rejects: ld8.mov r1=[r2]
.text
{ .mmi
  ld8.mov r1=[r2]
  nop.m 0
  nop.i 0 ;; }
