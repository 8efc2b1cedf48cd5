// Expression errors, each on its line (several are found only when gas
// resolves the file at the end but still carry the line): a difference
// of labels in different sections, unbalanced parentheses, a missing
// operand, `2b` with no `2:` before it, multiplying a relocatable value,
// a difference of two undefined symbols, adding two relocatable values,
// and malformed numbers (09, 0b2).  Division by zero, a missing right
// operand and `0x` alone are only warnings (the value is taken as 0).
	.data
a:	data1 0
	.text
b:	nop.m 0
	.data
	data1 a - b				// error: different sections
	data1 1 / 0				// warning
	data1 (1 + 2				// error: ')' missing
	data1 1 +				// warning: zero assumed
	data1 * 3				// error
	data1 2b				// error: no 2: before
	data8 a * 2				// error: relocatable * 2
	data8 undef1 - undef2			// error
	data1 1 + 2)				// error: junk
	data8 a + b				// error: two relocatable values
	data1 0x				// warning
	data1 09				// error
	data1 0b2				// error
	data4 a					// fine
