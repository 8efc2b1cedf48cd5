// GNU as rejects: br.cond.sptk @pcrel(x) (a branch target takes no relocation operator)
.text
{ .mib
  nop.m 0
  nop.i 0
  br.cond.sptk @pcrel(x) ;; }
