// GNU as rejects: lfetch.count [r2],1,x
.text
{ .mmi
  lfetch.count [r2],1,x
  nop.m 0
  nop.i 0 ;; }
