// Writing a constant register is only a warning in gas: r0 as a
// destination, f0 or f1 as a destination, p0 twice as compare targets.
// The instructions are still encoded as written.
	.text
	mov r0 = r1				// warning
	mov f0 = f2				// warning
	mov f1 = f2				// warning
	cmp.eq p0, p0 = r1, r2			// warning
	cmp.eq p6, p0 = r1, r2			// fine: p0 once
	ld8 r0 = [r2]				// warning
	add r1 = r0, r0				// fine: reading r0
