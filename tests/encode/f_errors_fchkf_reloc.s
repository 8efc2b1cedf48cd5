// GNU as rejects: fchkf @gprel(x) (a branch target takes no relocation operator)
.text
{ .mfi
  nop.m 0
  fchkf @gprel(x)
  nop.i 0 ;; }
