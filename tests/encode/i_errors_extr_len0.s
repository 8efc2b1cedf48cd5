// GNU as rejects: extr r1=r3,0,0
.text
{ .mii
  nop.m 0
  extr r1=r3,0,0
  nop.i 0 ;; }
