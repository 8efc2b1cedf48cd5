// GNU as rejects: ld8 r1=[r2],x (the field takes a constant only)
.text
{ .mmi
  ld8 r1=[r2],x
  nop.m 0
  nop.i 0 ;; }
