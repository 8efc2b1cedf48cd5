	.text
	add r1=in0,r0
