	.text
	alloc r34=ar.pfs,0,8,0,8
	.rotr a[4]
	add r1=a[4],r2
