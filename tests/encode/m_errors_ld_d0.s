// GNU as rejects: ld8.d0 r1=[r2]
.text
{ .mmi
  ld8.d0 r1=[r2]
  nop.m 0
  nop.i 0 ;; }
