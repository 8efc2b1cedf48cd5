// GNU as rejects: mix8.r r1=r2,r3
.text
{ .mii
  nop.m 0
  mix8.r r1=r2,r3
  nop.i 0 ;; }
