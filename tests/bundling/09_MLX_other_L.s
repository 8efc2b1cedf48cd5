// Rule: nop.x, break.x, brl and brl.call are L-type like movl.
.text
	ld8 r4=[r5]
	nop.x 0
	brl.sptk.few l1
	add r1=r2,r3
	break.x 0x1234
	brl.call.sptk.many b0=l1
l1:	ld8 r6=[r7]
