// GNU as rejects: mov pr.rot=ext (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  mov pr.rot=ext
  nop.i 0 ;; }
