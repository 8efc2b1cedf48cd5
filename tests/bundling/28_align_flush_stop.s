// Rule: .align/.balign/.p2align in code flush the queue AND put a stop
// after the last instruction (end-stop bit on the last bundle). Padding in
// code is made of MMI nop bundles (template 0x08, no stop); an explicit
// fill value pads with that byte instead.
.text
	add r1=r2,r3
	.align 16
	add r4=r5,r6
	.align 64
	ld8 r7=[r8]
	ld8 r9=[r10]
	ld8 r11=[r12]
	.p2align 5
	add r13=r14,r15
	.balign 32,0x55
	add r16=r17,r18
