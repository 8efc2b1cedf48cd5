// Double-precision literals: the same forms as float_real4.s through
// real8, .double and .dc.d, with the double limits (the largest double,
// the smallest normal and denormal) and values beyond single range.
	.data
	real8 1.5, 1e5, .5, 1., 1, 00.5, 1.e5, .e5
	real8 1.5e-3, 1.5E+3, 1e, 0.5e
	real8 -1.5, +1.5, 0.0, -0.0, -
	real8 0f1.5, 0d1.5, 0e1.5, 0r1.5, 0D1.5, 0d-1.5
	real8 0x10
	real8 inf, -inf, Inf, infinity, 0dinf
	real8 nan, -nan, NaN, qnan, snan
	real8 1.7976931348623157e308, 2.2250738585072014e-308, 4.9e-324
	real8 1e39, 1e-300, 3.5e38
	real8 0.1, 0.2, 0.3
	.double 2.5, -2.5
	.dc.d 1e100
