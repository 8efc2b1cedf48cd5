// Rule: general greedy bundling on another mix; includes F after I
// (MII + MFI), F;F (two MFI), L after B, B after L.
.text
	ld8 r1=[r2]
	extr r3=r4,1,2
	fadd f4=f2,f3
	fadd f5=f6,f7
	movl r5=5
	br.sptk.few b1
	movl r6=6
	ld8 r7=[r8]
	ld8 r9=[r10]
	ld8 r11=[r12]
	add r13=r14,r15
	br.sptk.few b2
	fadd f8=f9,f10
	add r16=r17,r18
	ld8 r19=[r20]
