// Rule: at end of assembly every code section's last bundle gets a stop
// (unless its last instruction already has one); sections keep separate
// queues, so a partly filled bundle in one section is not disturbed by
// instructions in another until the section switch flushes it.
.text
	add r1=r2,r3
	add r4=r5,r6
	.section .text.b,"ax",@progbits
	fadd f4=f2,f3
	.section .text.c,"ax",@progbits
	ld8 r7=[r8]
	itc.i r9
