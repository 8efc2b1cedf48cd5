// GNU as rejects: shr r1=r2,ext (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  shr r1=r2,ext
  nop.i 0 ;; }
