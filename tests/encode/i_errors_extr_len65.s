// GNU as rejects: extr r1=r3,0,65
.text
{ .mii
  nop.m 0
  extr r1=r3,0,65
  nop.i 0 ;; }
