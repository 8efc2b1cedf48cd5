// test-options: -xauto -xnone
// gas's -xnone (automatic mode, as gas starts, with no dependency
// followed): '{' changes nothing, until a mode directive starts the
// checker; .default is then automatic mode (docs/check.md, section 5).
.text
	add r1=r2,r3
	{ .mii
	add r4=r1,r6
	add r8=r4,r7
	nop.i 0
	}
	add r9=r8,r1
	add r10=r9,r1		// nothing followed: no stop
	add r7=r8,r9
	.auto			// no change of mode: no stop
	add r4=r1,r6		// r1 was not followed: no stop
	add r5=r4,r6		// a stop
	.explicit		// a stop after r5
	add r11=r2,r3
	add r12=r11,r1
	.default		// automatic: a stop after r12
	add r13=r12,r1
	add r14=r13,r1		// a stop
