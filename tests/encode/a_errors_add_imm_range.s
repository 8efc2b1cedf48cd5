// GNU as rejects: add r1=8192,r4
.text
{ .mii
  nop.m 0
  add r1=8192,r4
  nop.i 0 ;; }
