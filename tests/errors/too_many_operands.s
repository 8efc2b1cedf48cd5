	.text
	add r1=r2,r3,r4,r5,r6,r7,r8
