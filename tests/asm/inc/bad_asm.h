/* Included by cpp_err.S: line 3 is a bad instruction. */
	.text
	add r1 = r2, 5
