// GNU as rejects: extr r1=r2,ext,5 (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  extr r1=r2,ext,5
  nop.i 0 ;; }
