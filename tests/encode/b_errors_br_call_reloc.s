// GNU as rejects: br.call.sptk b0=@gprel(x) (a branch target takes no relocation operator)
.text
{ .mib
  nop.m 0
  nop.i 0
  br.call.sptk b0=@gprel(x) ;; }
