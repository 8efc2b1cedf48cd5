	.data
	data8 1/0
