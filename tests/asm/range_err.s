// Immediates out of range, one error per line: each instruction field has
// its width (adds 14 bits signed, addl and mov 22, compare 8, post-increment
// 9, bit positions 0-63, dep length 1-16, extr length 1-64, nop/break 21
// bits unsigned, fetchadd increments +/-1, 4, 8, 16, shladd count 1-4,
// movl 64 bits); the edge values that fit are accepted.  gas reports
// every bad line and goes on.
	.text
	adds r1 = 8192, r2			// error
	adds r1 = -8193, r2			// error
	adds r1 = 8191, r2			// fine
	adds r1 = -8192, r2			// fine
	addl r1 = 0x200000, r0			// error
	addl r1 = -0x200001, r0			// error
	addl r1 = 0x1fffff, r0			// fine
	cmp.eq p6, p7 = 128, r2			// error
	cmp.eq p6, p7 = -129, r2		// error
	cmp.eq p6, p7 = 127, r2			// fine
	shl r1 = r2, 64				// error
	shr.u r1 = r2, -1			// error
	ld8 r1 = [r2], 256			// error
	ld8 r1 = [r2], -257			// error
	ld8 r1 = [r2], -256			// fine
	st8 [r2] = r1, 256			// error
	mov r1 = 0x200000			// error
	dep r1 = r2, r3, 64, 4			// error
	dep r1 = r2, r3, 4, 17			// error
	extr r1 = r2, 0, 65			// error
	movl r1 = 0x10000000000000000		// error
	movl r1 = 0xffffffffffffffff		// fine
	mov ar.lc = 128				// error
	nop.m 0x200000				// error
	break.i 0x200000			// error
	nop.m 0x1fffff				// fine
	tbit.z p6, p7 = r1, 64			// error
	fetchadd4.acq r1 = [r2], 3		// error
	shladd r1 = r2, 5, r3			// error
	alloc r1 = ar.pfs, 97, 0, 0, 0		// error
