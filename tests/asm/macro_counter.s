// `\@` is replaced by the number of macro expansions done so far in the
// whole file (from 0; .rept and .irp do not count), which gives each
// expansion its own labels; `\()` ends an argument name so that text can
// follow it directly (`\p\()0`).  Hand-written code builds local
// labels and register names this way.
	.data
	.macro cnt
lbl\@:	data1 0x20
	.endm
	.macro glue p
	data1 \p\()0
	.endm
	.macro nothing
	.endm
	cnt				// lbl0
	nothing
	.rept 2
	data1 0
	.endr
	cnt				// lbl2
	glue 1				// data1 10
	glue 2				// data1 20
	cnt				// lbl5
	.macro reg n
	.text
	add r\n\()4 = r0, r0		// r14, r24
	.data
	.endm
	reg 1
	reg 2
