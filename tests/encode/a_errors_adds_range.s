// GNU as rejects: adds r1=8192,r3
.text
{ .mii
  nop.m 0
  adds r1=8192,r3
  nop.i 0 ;; }
