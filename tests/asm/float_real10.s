// Extended-precision literals: real10 (10 bytes each, packed one after
// the other within a directive, the directive aligned to 16), real16 (the
// same 10 bytes and 6 zero bytes for each value), .dc.x (unaligned).
// Finite values only (gas 2.40 crashes on inf/nan in these formats),
// including exponents far beyond double range.  Intel's libm keeps its
// extended-precision coefficients this way.
	.data
	real10 1.5, -1.5, 0.0, -0.0
	real10 0f1.5, 0d1.5, 0x10, 1e
	real10 1e4000, 1e-4000, 3.3e-4932, 1e308, 1e-330
	real10 0.1
	real16 1.5, -1.5, 1e4000
	real16 0.1, 2.718281828459045235360287
	.dc.x 3.14159265358979323846264338
	data1 1					// right after the .dc.x
	real10 2.5				// aligned to 16 again
