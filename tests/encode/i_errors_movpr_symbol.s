// GNU as rejects: mov pr=r2,ext (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  mov pr=r2,ext
  nop.i 0 ;; }
