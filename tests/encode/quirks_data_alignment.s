	.text
	.byte 1
	data8 2
	.byte 3
	.quad 4
	.byte 5
	data4 6
	.byte 7
	data8.ua 8
	.byte 9
	real8 1.0
	.byte 10
	data2 11
	.byte 12
	data16 13
	add r1=r2,r3
