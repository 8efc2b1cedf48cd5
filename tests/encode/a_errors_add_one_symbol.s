// GNU as rejects: add r1=r2,r3,ext (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  add r1=r2,r3,ext
  nop.i 0 ;; }
