// GNU as rejects: mux1 r1=r2,16
.text
{ .mii
  nop.m 0
  mux1 r1=r2,16
  nop.i 0 ;; }
