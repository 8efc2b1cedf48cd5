	.text
	add r1=r2,f3
