// GNU as rejects: mux2 r1=r2,256
.text
{ .mii
  nop.m 0
  mux2 r1=r2,256
  nop.i 0 ;; }
