// test-options: -xauto
// Automatic mode (docs/check.md, section 5): a stop before each instruction
// that would violate a dependency of its group, certain or possible, on
// any entry; written stops are ignored (gas warns once); a stop needed
// right after a label goes to the end of the bundle before it.
.text
	add r1=r2,r3
	add r4=r1,r5		// RAW r1: a stop before it
	;;			// ignored (a warning)
	add r6=r2,r3		// no stop: the ";;" is not one
	cmp.eq p6,p7=r1,r2
	(p6) add r8=r2,r3	// possible RAW p6: a stop
	(p7) add r9=r8,r5	// p6 and p7 exclude each other: none
	(p8) add r10=r2,r3
	(p9) add r11=r10,r5	// possible: a stop
	add r12=r2,r3
	;;
	add r13=r12,r3		// a stop, written stop or not
L1:	add r14=r13,r5		// RAW across the label: the end stop of r13's bundle
	cmp.eq p1,p2=r1,r2
L2:	(p1) add r15=r2,r3
	(p2) add r16=r15,r5	// the mutex does not hold entering at L2: a stop
	mov r17=r18
	mov r17=r19		// WAW r17: a stop
	;;
	.explicit
	add r20=r2,r3
	;;			// honoured in explicit mode
	add r21=r20,r3
	.auto
	add r22=r21,r3
	add r23=r22,r3		// a stop again
