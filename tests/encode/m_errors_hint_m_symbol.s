// GNU as rejects: hint.m x (the field takes a constant only)
.text
{ .mmi
  hint.m x
  nop.m 0
  nop.i 0 ;; }
