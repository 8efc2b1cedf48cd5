// Common-symbol mistakes.  gas warns about a negative .comm size (and
// ignores the line) and about a second .comm with another size (the first
// size stays); it rejects .comm of a symbol defined here, .comm without a
// size, and an .lcomm whose alignment is missing (ia64 .lcomm takes three
// operands, unlike x86's).  That last error makes gas read on into the
// next line (here a blank one) and count the lines wrong afterwards, so
// it comes last.
	.comm neg, -8				// warning only
	.comm twice, 8
	.comm twice, 16				// warning only
	.text
d:	nop.m 0
	.comm d, 8				// error: d is a label already
	.comm nosize				// error: no size
	.lcomm no_align, 4			// error: the alignment is required

