// GNU as rejects: lfetch.count [r2],1,-1025
.text
{ .mmi
  lfetch.count [r2],1,-1025
  nop.m 0
  nop.i 0 ;; }
