// GNU as rejects: lfetch [r2],x (the field takes a constant only)
.text
{ .mmi
  lfetch [r2],x
  nop.m 0
  nop.i 0 ;; }
