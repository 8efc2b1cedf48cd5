	.text
	add r1=,r2
