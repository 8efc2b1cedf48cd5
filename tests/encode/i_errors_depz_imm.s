// GNU as rejects: dep.z r1=200,5,10
.text
{ .mii
  nop.m 0
  dep.z r1=200,5,10
  nop.i 0 ;; }
