	.text
	addx r1=r2,r3
