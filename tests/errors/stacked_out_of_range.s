	.text
	alloc r34=ar.pfs,2,3,4,8
	add r1=in2,r0
