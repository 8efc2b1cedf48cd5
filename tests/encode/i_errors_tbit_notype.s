// GNU as rejects: tbit p1,p2=r3,5
.text
{ .mii
  nop.m 0
  tbit p1,p2=r3,5
  nop.i 0 ;; }
