// A `:vararg` last parameter takes the rest of the line, commas included;
// with .irp it walks a list.  glibc's and the kernel's "save these
// registers" helpers take register lists this way.
	.data
	.macro va first, rest:vararg
	data1 \first
	.irp x, \rest
	data1 \x
	.endr
	.endm
	va 12, 13, 14, 15
	va 16				// rest empty: one pass, `data1` alone emits nothing
	.macro bytes list:vararg
	data1 \list
	.endm
	bytes 1, 2, 3
	.macro regs op, list:vararg
	.text
	.irp r, \list
	\op \r = \r, r0
	.endr
	.data
	.endm
	regs add, r14, r15, r16
