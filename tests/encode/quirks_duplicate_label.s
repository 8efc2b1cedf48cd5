	.text
foo:	add r1=r2,r3
foo:	add r1=r2,r3
