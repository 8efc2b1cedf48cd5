	.text
	alloc r34=ar.pfs,2,3,4,0
	.rotr a[4]
