// GNU as rejects: mov r1=2097152
.text
{ .mii
  nop.m 0
  mov r1=2097152
  nop.i 0 ;; }
