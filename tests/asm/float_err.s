// Floating-point literals gas rejects: a value beyond the format's range
// (1e39 for real4, 1e309 or 1e-4000 for real8), C99 hexadecimal floats,
// trailing junk, a name, digit separators, a sign before the 0f prefix,
// two signs, parentheses, and arithmetic (float operands are single
// literals, not expressions).  A stray comma is accepted and ignored.
	.data
	real4 1e39				// error: too large
	real8 1e309				// error: too large
	real8 1e-4000				// error: too small
	real4 0x1p3				// error
	real4 1.5x				// error
	real4 abc				// error
	real4 1_0				// error
	real8 -0f1.5				// error
	real4 --1				// error
	real4 (1.5)				// error
	real4 1.5+1				// error
	real4 1.5,				// fine
	real4 2.5				// fine
