// GNU as rejects: ld8.mov.nta r1=[r2],x
.text
{ .mmi
  ld8.mov.nta r1=[r2],x
  nop.m 0
  nop.i 0 ;; }
