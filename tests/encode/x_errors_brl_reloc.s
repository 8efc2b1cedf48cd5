// GNU as rejects: brl.sptk @pltoff(x) (a branch target takes no relocation operator)
.text
{ .mlx
  nop.m 0
  brl.sptk @pltoff(x) ;; }
