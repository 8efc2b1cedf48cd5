// Not malformed: GNU as accepts it, but in .auto mode it inserts stops to
// remove dependency violations, which ia64-predict does not model.  It must
// refuse the file with a located error rather than print other bytes.
// Rule: .explicit/.auto/.default that CHANGE the dependency-violation mode
// act like ";;" (stop after the last instruction, or end-stop bit on the
// last bundle if the queue is empty). Under -x, .explicit and .default are
// no change (no stop). After .auto, gas inserts stops for real dependency
// violations by itself (not modelled here: all registers are independent).
.text
	add r1=r2,r3
	.explicit
	add r4=r5,r6
	.default
	add r7=r8,r9
	add r10=r11,r12
	.auto
	add r13=r14,r15
	.auto
	add r16=r17,r18
	.explicit
	ld8 r19=[r20]
	add r21=r22,r23
lab:	.auto
	ld8 r24=[r25]
	.default
	ld8 r26=[r27]
