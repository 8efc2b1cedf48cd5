// GNU as rejects: chk.s.i f2,0
.text
{ .mii
  nop.m 0
  chk.s.i f2,0
  nop.i 0 ;; }
