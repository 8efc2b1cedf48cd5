// Macro and repetition errors, each on its line: a missing :req argument,
// redefining a macro, too many positional arguments, a positional one
// after a keyword one, an unknown keyword,
// \@ outside a macro (it is only replaced in macro bodies, so `x\@:` is
// read as an unknown opcode, once per .rept pass), .macro without a name,
// a parameter given twice, an unknown qualifier, .irp/.irpc without a
// name, a non-constant .rept count, and a \name outside any macro.
	.data
	.macro need a:req
	data1 \a
	.endm
	need				// error: a is required
	.macro need x			// error: already defined
	.endm
	.macro two a, b
	data1 \a, \b
	.endm
	two 1, 2, 3			// error: too many arguments
	two b=1, 2			// error: a keyword, then a positional one
	two c=1				// error: no parameter c
	.rept 2
x\@:	data1 1				// error (twice)
	.endr
	.macro				// error: no name
	.endm
	.macro bad a, a			// error: a twice
	.endm
	.macro bad2 a:foo		// error: no such qualifier
	.endm
	.irp				// error: no name
	.endr
	.irpc				// error: no name
	.endr
	.rept x				// error: not a constant
	.endr
	data1 \a			// error: \a outside a macro
