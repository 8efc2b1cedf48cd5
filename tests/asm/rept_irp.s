// Repetition blocks: .rept N (N an expression, 0 allowed), .irp NAME,
// VALUES (no values: one pass with NAME empty; quotes around a value are
// dropped), .irpc NAME, CHARS, nested, with \NAME substituted anywhere in
// a line, even glued to other text (`\n\d`) and in register names.  The
// Linux kernel's ia64 code and glibc's libm unroll loops and build tables
// with them.
	.data
	.rept 3
	data1 1
	.endr
	.rept 0
	data1 0xee
	.endr
	.rept 2
	 .rept 2
	data1 2
	 .endr
	.endr
	.irp r, 4, 5, 6
	data1 \r
	.endr
	.irp r
	data1 7
	.endr
	.irp r, 8
	data1 \r
	.endr
	.irpc c, 9ab
	data1 0x\c
	.endr
	.irp n, 1, 2
	 .irpc d, 34
	data1 \n\d			// 13, 14, 23, 24
	 .endr
	.endr
N = 2
	.rept N + 1
	data1 0x30
	.endr
	.irp x,"a b",c
	.ascii "\x"
	.endr
	.irp reg, 14, 15
	.text
	add r\reg = r\reg, r0
	.data
	.endr
