// GNU as rejects: fclass.m p6=f2 (no class)
.text
{ .mfi
  nop.m 0
  fclass.m p6=f2
  nop.i 0 ;; }
