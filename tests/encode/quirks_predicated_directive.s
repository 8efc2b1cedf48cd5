	.text
	(p1) .align 16
