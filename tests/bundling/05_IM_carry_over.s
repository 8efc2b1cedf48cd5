// Rule: instructions are never reordered. extr;ld8: MII gets nop.m, extr,
// nop.i (ld8 cannot go to the I slot), ld8 is carried to the next bundle.
.text
	extr r6=r7,3,4
	ld8 r4=[r5]
	extr r1=r2,1,2
	ld8 r9=[r10]
	ld8 r11=[r12]
