// GNU as rejects: cmp.eq p1,p2=here,r3 (no relocation for this field)
.text
.global ext
here:
{ .mii
  nop.m 0
  cmp.eq p1,p2=here,r3
  nop.i 0 ;; }
