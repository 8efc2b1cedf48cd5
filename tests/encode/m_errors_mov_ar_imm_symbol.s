// GNU as rejects: mov.m ar.ccv=x (the field takes a constant only)
.text
{ .mmi
  mov.m ar.ccv=x
  nop.m 0
  nop.i 0 ;; }
