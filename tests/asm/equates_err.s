// Assignments gas rejects.  `.equiv` and `==` define a symbol once: a
// second .equiv, ==, = or .set of it is an error, as is any assignment to
// a label or a label on an .equiv'd name; `.eqv` cannot be repeated
// either.  A missing name or expression and a malformed expression are
// errors too.  (A bare `.set` makes gas skip the line after it too, so it comes
// last, before a blank line.)
	.data
	.equiv c, 1
	.equiv c, 2			// error: c is already defined
y == 7
y == 8					// error
y = 9					// error: == cannot be reassigned with = either
	.set c, 3			// error: nor with .set
here:	data1 0
	.set here, 5			// error: here is a label
here = 6				// error
	.eqv w, 1
	.eqv w, 2			// error
	.equiv lbl, 1
lbl:	data1 1				// error: lbl is already defined
	.set z				// error: no comma
z =					// error: no expression
	.equ 5, 1			// error: 5 is no symbol name
	.set q, )			// error: bad expression
	.set z,				// error: no expression
	.set				// error: no name

