	.text
// a macro invoking itself twice: 2^100 expansions, were the input read
// on after the nesting limit (as GNU as, reading stops there)
	.macro twice
	twice
	twice
	.endm
	twice
	nop.m 0
