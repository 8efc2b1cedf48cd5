// GNU as rejects: extr.u r1=r3,64,1
.text
{ .mii
  nop.m 0
  extr.u r1=r3,64,1
  nop.i 0 ;; }
