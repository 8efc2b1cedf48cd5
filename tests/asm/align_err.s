// Alignment and .org errors: .align and .balign take a byte count that
// must be a power of two (ia64's .align is in bytes, not a power), a
// negative or non-constant alignment is an error, .org may not move
// backwards (checked at the end, but reported at the .org's line), and an
// undefined .org target is taken as 0 with a warning (and so moves back
// too).  Too large a .p2align is only a warning.
	.data
	.align 3				// error
	.balign 3				// error
	.p2align 70				// warning: 63 assumed
	.align -1				// error
	.align x				// error
	data1 1
	.org 0					// error: backwards
	.org undefined_org			// warning and error
	.align 0				// fine
	.p2align 0				// fine
	.balign 8, 300				// fine: the fill byte is truncated
	data1 2
