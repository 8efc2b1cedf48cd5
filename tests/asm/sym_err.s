// Symbol definitions gas rejects on their line: a label defined twice,
// .equiv of a name already defined, an unknown .type, directives missing
// their symbol name, and a .size that is not a constant (reported without
// a line at the end).  gas keeps going after each one.
	.data
x:	data1 0
x:	data1 1				// error: x is already defined
	.equiv y, 1
	.equiv y, 2			// error: .equiv may not redefine
	.type x, @bogus			// error: no such symbol type
	.global 5			// error: a number is no symbol name
	.weak				// error: no symbol name
	.size x, undefined2		// error at the end: not a constant
	.size z, 4			// fine: .size of a name never defined
	data1 y
