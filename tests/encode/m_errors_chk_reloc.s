// GNU as rejects: chk.a.nc r1,@ltoff(x) (a branch target takes no relocation operator)
.text
{ .mmi
  chk.a.nc r1,@ltoff(x)
  nop.m 0
  nop.i 0 ;; }
