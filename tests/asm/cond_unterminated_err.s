// A conditional still open at the end of the file.  gas reports "end of
// file inside conditional" without a line, and "here is the start of the
// unterminated conditional" at the innermost one still open (line 14,
// not the enclosing .if on line 9).  Everything before is assembled normally.
	.data
	.if 1
	data1 1
	.endif
	.if 1
	data1 2
	.ifdef nothing
	data1 3
	.endif
	.ifndef nothing
	data1 4
