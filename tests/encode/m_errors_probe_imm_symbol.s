// GNU as rejects: probe.r r1=r2,x (the field takes a constant only)
.text
{ .mmi
  probe.r r1=r2,x
  nop.m 0
  nop.i 0 ;; }
