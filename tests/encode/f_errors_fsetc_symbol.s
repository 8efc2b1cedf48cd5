// GNU as rejects: fsetc 1,x (the field takes a constant only)
.text
{ .mfi
  nop.m 0
  fsetc 1,x
  nop.i 0 ;; }
