	.text
	.frobnicate 1
