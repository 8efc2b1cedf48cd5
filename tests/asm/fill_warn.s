// .fill/.skip operands that gas only warns about, then ignores or trims:
// a negative repeat or size, a negative .skip/.zero count, a fill byte
// that does not fit in a byte (truncated), a fill value in a nobits
// section (ignored).  A .skip whose count is a label difference settled
// later (here 0) is fine.  The file is accepted.
	.data
	.fill -1				// warning: ignored
	.fill 1, -2, 3				// warning: ignored
	.skip -1				// warning: ignored
	.skip 1, 300				// warning: 0x2c
	.zero -1				// warning: ignored
	.fill					// nothing
	.space					// nothing
a:	.skip b - a
b:	data1 1
	.bss
	.skip 2, 1				// warning: the 1 is ignored
