// Where GNU as does not take an omitted operand as zero or a default, it
// is an error: equates, a gap in a symbol list (a last comma is fine),
// .size, .regstk, .print; a missing section name or values in .xreal and
// .xstring; data1.ua, which gas lacks; a fourth operand of .align.
	.data
a:	data1 0
	.set z,				// error: missing expression
	.equiv y,			// error
	.global a,			// fine: a last comma
	.weak a,,b			// error
	.size a,4,			// error
	.regstk 1,1,1,0,		// error
	.print "x",			// error
	.xreal4.ua 1			// error: no section name and comma
	.xstring .data			// error: no values
	data1.ua 1			// error: unknown
	.align 16,0,4,			// error: at most three operands
