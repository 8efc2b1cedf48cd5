// Rule: full matches of three types: A,A,F -> MMF; A,M,B -> MMB;
// M,F,B -> MFB; M,F,I -> MFI; M,I,B -> MIB; M,M,I -> MMI.
.text
	add r1=r2,r3
	add r4=r5,r6
	fadd f4=f2,f3
	add r7=r8,r9
	ld8 r10=[r11]
	br.sptk.few b1
	ld8 r12=[r13]
	fadd f5=f6,f7
	br.sptk.few b2
	ld8 r14=[r15]
	fadd f8=f9,f10
	extr r16=r17,1,2
	ld8 r18=[r19]
	extr r20=r21,1,2
	br.sptk.few b3
	ld8 r22=[r23]
	ld8 r24=[r25]
	extr r26=r27,1,2
