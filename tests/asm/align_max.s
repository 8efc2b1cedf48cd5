// .align N, FILL, MAX: no padding where it would take more than MAX bytes
// (the section's alignment is raised all the same); FILL or MAX may be
// left out (".p2align 4,,10", as gcc writes it).  In code, padding without
// a fill byte is bundles of nops.
	.data
	data1 1
	.align 16,0,3		// 15 bytes: more than 3, not padded
	data1 2
	.align 16,,20		// padded with zeros
	data1 3
	.balign 8,,		// both left out
	data1 4
	.p2align 4,7,2		// 7 bytes needed: not padded
	data1 5
	.p2align 2,0x55,	// fill 0x55, no maximum
	data1 6
	.section .rodata,"a"
	data1 1
	.align 64,0,2		// not padded, but the section is 64-aligned
	data1 2
	.text
	nop.m 0
	nop.i 0
	nop.i 0
	.align 64,,16		// 48 bytes: more than 16
	nop.m 0
	nop.i 0
	nop.i 0
	.align 64,,48		// 32 bytes of nop bundles
	nop.m 0
	nop.i 0
	nop.i 0
	.p2align 5,,10
	nop.m 0
	nop.i 0
	nop.i 0
