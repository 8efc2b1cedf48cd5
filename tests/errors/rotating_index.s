	.text
	.rotr a[4]
	add r1=a[4],r2
