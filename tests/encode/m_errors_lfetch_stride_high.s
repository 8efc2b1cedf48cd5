// GNU as rejects: lfetch.count [r2],1,961
.text
{ .mmi
  lfetch.count [r2],1,961
  nop.m 0
  nop.i 0 ;; }
