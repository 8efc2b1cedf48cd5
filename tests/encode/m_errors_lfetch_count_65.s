// GNU as rejects: lfetch.count [r2],65,64
.text
{ .mmi
  lfetch.count [r2],65,64
  nop.m 0
  nop.i 0 ;; }
