// Rule: data directives in a code section (data8, .quad, .skip, .org)
// flush the queue with a stop; the data must keep the next instruction
// 16-byte aligned (otherwise gas errors), so data here comes in 16-byte
// groups.
.text
	add r1=r2,r3
	data8 0x1111111111111111
	data8 0x2222222222222222
	add r4=r5,r6
	add r7=r8,r9
	.skip 16
	ld8 r10=[r11]
	.org 0x60
	ld8 r12=[r13]
	.quad 3, 4
	add r14=r15,r16
