// GNU as rejects: shladd r1=r2,ext,r3 (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  shladd r1=r2,ext,r3
  nop.i 0 ;; }
