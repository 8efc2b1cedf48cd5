// Rule: switching sections (.section, .text, .data, .pushsection/
// .popsection, .previous) flushes the current section's queue with a stop;
// each section bundles independently. Also .ident (internally switches to
// .comment) flushes with a stop.
.text
	add r1=r2,r3
	.section .text.other,"ax",@progbits
	ld8 r4=[r5]
	.previous
	add r6=r7,r8
	.data
	data8 1
	.text
	add r9=r10,r11
	.pushsection .data
	data8 2
	.popsection
	add r12=r13,r14
	.ident "x"
	add r15=r16,r17
	.text
	add r18=r19,r20
	.section .text.other
	ld8 r21=[r22]
	ld8 r23=[r24]
