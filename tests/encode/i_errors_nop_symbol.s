// GNU as rejects: nop.i ext (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  nop.i ext
  nop.i 0 ;; }
