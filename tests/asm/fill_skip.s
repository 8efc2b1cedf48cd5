// .fill REPEAT[, SIZE[, VALUE]] and .skip / .space / .zero.  .fill
// defaults to size 1, value 0; each repeat is the low SIZE bytes of the
// value little-endian, but only the low 4 bytes of the value are used (a
// -1 over 8 bytes gives ff ff ff ff 00 00 00 00); a size over 8 is
// clamped to 8 with a warning, a size or repeat of 0 emits nothing.
// .skip N[, FILL] and its aliases reserve N bytes (zeros or FILL).  libm
// pads its tables with them; GCC writes .skip for zero-initialised data.
	.data
	.fill 3
	.fill 2, 2
	.fill 2, 4, 0x11223344
	.fill 1, 8, -1
	.fill 1, 3, 0x112233
	.fill 1, 16, 5				// warning: clamped to 8
	.fill 0, 4, 9
	.fill 1, 0, 7
	.skip 3
	.skip 2, 0xab
	.space 2, 0xcd
	.zero 3
	.skip 1+1, 7
	data1 0xff
	.section .bss
	.skip 16
	.space 5
	.fill 4, 2				// zeros are allowed in nobits
