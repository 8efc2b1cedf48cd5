	.text
	sub r1=fwd,r3
fwd = 3
