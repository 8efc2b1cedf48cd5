// GNU as rejects: tf.z p1,p2=31
.text
{ .mii
  nop.m 0
  tf.z p1,p2=31
  nop.i 0 ;; }
