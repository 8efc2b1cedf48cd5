// .skip and .fill counts must be absolute: an undefined symbol is an
// error, which gas reports when it lays out the section at the end, but
// at the line of the directive.
	.data
	data1 1
	.skip undefined_x			// error
	.fill x					// error
	data1 2
