// Data values too wide for their directive are truncated with a warning,
// not rejected: data1 300 gives 0x2c, data2 70000 gives 0x1170, data4
// 2^32 gives 0, data8 of a 65-bit number keeps the low 8 bytes.  Negative
// values within the width are fine (data1 -128, data2 -1).
	.data
	data1 300				// warning
	data2 70000				// warning
	data4 0x100000000			// warning
	data8 0x10000000000000001		// warning
	data1 -128, 255
	data2 -1, 65535
	data4 -1
