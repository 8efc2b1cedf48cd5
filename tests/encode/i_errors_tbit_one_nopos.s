// GNU as rejects: tbit.z p6=r2 (no bit position)
.text
{ .mii
  nop.m 0
  tbit.z p6=r2
  nop.i 0 ;; }
