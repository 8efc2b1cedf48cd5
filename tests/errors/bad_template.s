	.text
	{ .mxi
	add r1=r2,r3
	}
