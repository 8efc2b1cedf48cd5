// GNU as rejects: tf.z p1,p2=r3
.text
{ .mii
  nop.m 0
  tf.z p1,p2=r3
  nop.i 0 ;; }
