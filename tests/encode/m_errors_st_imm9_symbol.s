// GNU as rejects: st8 [r2]=r1,x (the field takes a constant only)
.text
{ .mmi
  st8 [r2]=r1,x
  nop.m 0
  nop.i 0 ;; }
