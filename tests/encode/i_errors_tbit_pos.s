// GNU as rejects: tbit.z p1,p2=r3,64
.text
{ .mii
  nop.m 0
  tbit.z p1,p2=r3,64
  nop.i 0 ;; }
