// GNU as rejects: lfetch.count.excl [r2],1,64
.text
{ .mmi
  lfetch.count.excl [r2],1,64
  nop.m 0
  nop.i 0 ;; }
