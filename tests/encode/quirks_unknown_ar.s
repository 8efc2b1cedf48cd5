	.text
	add r1=ar.foo,r2
