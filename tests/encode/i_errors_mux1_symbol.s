// GNU as rejects: mux1 r1=r2,ext (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  mux1 r1=r2,ext
  nop.i 0 ;; }
