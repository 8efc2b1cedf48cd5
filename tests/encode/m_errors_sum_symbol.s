// GNU as rejects: sum x (the field takes a constant only)
.text
{ .mmi
  sum x
  nop.m 0
  nop.i 0 ;; }
