// .explicit, .auto and .default under -x (docs/bundling.md, section 7): a
// directive that changes the mode ends the instruction group, as ";;"
// does (a stop after the last instruction, or the end stop of the last
// bundle when none waits); one that changes nothing adds no stop.  The
// registers are independent: automatic mode inserts nothing here.
.text
	add r1=r2,r3
	.explicit		// already explicit: no stop
	add r4=r5,r6
	.default		// -x: explicit, no stop
	add r7=r8,r9
	add r10=r11,r12
	.auto			// a stop after r10
	add r13=r14,r15
	.auto			// already automatic
	add r16=r17,r18
	.explicit		// a stop after r16
	ld8 r19=[r20]
	add r21=r22,r23
lab:	.auto			// the last bundle's end stop
	ld8 r24=[r25]
	.default		// back to explicit: a stop after r24
	ld8 r26=[r27]
