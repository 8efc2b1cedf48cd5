	.data
	add r1=r2,r3
