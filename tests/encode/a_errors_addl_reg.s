// GNU as rejects: addl r1=5,r4
.text
{ .mii
  nop.m 0
  addl r1=5,r4
  nop.i 0 ;; }
