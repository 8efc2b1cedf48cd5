// GNU as rejects: frcpa f1=f2,f3 (frcpa has no one-target form)
.text
{ .mfi
  nop.m 0
  frcpa f1=f2,f3
  nop.i 0 ;; }
