	.data
	.ascii "abc
