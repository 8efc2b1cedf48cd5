// GNU as rejects: mov ar.lc=here (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  mov ar.lc=here
  nop.i 0 ;; }
