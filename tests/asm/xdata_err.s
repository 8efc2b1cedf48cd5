// .xdataN / .xstring / .xrealN operand errors: no comma after the section
// name, no section name, a number where a string is expected, a name where
// a floating-point literal is expected.  A value too large for its width
// is only a warning (truncated).
	.section .xd,"a",@progbits
	.text
	.xdata4 .xd				// error: no comma, no value
	.xdata4 , 1				// error: no section name
	.xdata4					// error: nothing
	.xstring .xd, 5				// error: not a string
	.xreal4 .xd, abc			// error: not a number
	.xdata1 .xd, 300			// warning: truncated to 0x2c
	.xdata4 .xd, 1				// fine
