// GNU as rejects: ldfp8 f1,f2=[r2],x (the field takes a constant only)
.text
{ .mmi
  ldfp8 f1,f2=[r2],x
  nop.m 0
  nop.i 0 ;; }
