// GNU as rejects: sub r1=ext,r3 (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  sub r1=ext,r3
  nop.i 0 ;; }
