	.text
	add r1=r2,r3 /* open
