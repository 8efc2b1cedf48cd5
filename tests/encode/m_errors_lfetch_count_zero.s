// GNU as rejects: lfetch.count [r2],0,64
.text
{ .mmi
  lfetch.count [r2],0,64
  nop.m 0
  nop.i 0 ;; }
