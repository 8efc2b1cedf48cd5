// Rule: itc.i, itc.d, ptc.g, ptc.ga (M unit) must be last in an
// instruction group; gas only places them in slot 0 and switches to M;MI
// (stop right after), even when nothing follows. In slot 1 they are
// refused: nop.m/nop.i fill the bundle (no stop) and they move on.
.text
	ld8 r4=[r5]
	itc.i r1
	add r2=r3,r4
	add r5=r6,r7
	itc.d r8
	itc.i r9
	ptc.g r10,r11
	add r12=r13,r14
	ptc.ga r15,r16
l1:	extr r17=r18,1,2
	itc.i r19
