// Single-precision literals in every form gas reads, through real4 and its
// other spellings (.float, .single, .dc.s): decimal with or without
// digits before or after the point, exponents (e/E, signed, even empty:
// `1e`, `0.5e`), a sign, integers, the 0f/0d/0e/0r prefixes (any
// `0<letter>` prefix works, in either case; `0x10` is therefore 10.0,
// not 16), inf/infinity/nan/qnan/snan in any case and with a sign, and
// the limits (the largest float, a denormal, the smallest denormal, a
// value that rounds to 0).  A lone `-` is -0.0; several values per line.
// Intel's libm tables are written as real4/real8/real10 constants.
	.data
	real4 1.5, 1e5, .5, 1., 1, 00.5, 1.e5, .e5
	real4 1.5e-3, 1.5E+3, 1e, 0.5e
	real4 -1.5, +1.5, 0.0, -0.0, -
	real4 0f1.5, 0d1.5, 0e1.5, 0r1.5, 0F1.5, 0s1.5, 0f-1.5, 0e-1.5
	real4 0x10				// 10.0: 'x' is just another prefix
	real4 0f1e, 0f
	real4 inf, -inf, +inf, Inf, infinity, 0finf
	real4 nan, -nan, NaN, 0fnan, qnan, snan
	real4 3.4028235e38, 1e-40, 1.4e-45, 1e-46
	real4 123456789
	.float 2.5, -2.5
	.single 3.25
	.dc.s 0.1
