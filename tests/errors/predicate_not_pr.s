	.text
	(r1) add r1=r2,r3
