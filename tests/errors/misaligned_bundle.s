	.text
	.byte 1
	add r1=r2,r3
