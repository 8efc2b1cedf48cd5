// GNU as rejects: ld4.mov r1=[r2],x
.text
{ .mmi
  ld4.mov r1=[r2],x
  nop.m 0
  nop.i 0 ;; }
