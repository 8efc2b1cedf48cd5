// Rule: a bundle is emitted only when a 4th instruction arrives (or on a
// flush); its template depends only on the types of the first three queued
// instructions. Long mixed sequence exercising the greedy 3-lookahead.
.text
	add r1=r2,r3
	ld8 r4=[r5]
	fadd f4=f2,f3
	br.sptk.few b1
	extr r6=r7,3,4
	movl r8=1
	ld8 r9=[r10]
	ld8 r11=[r12]
	ld8 r13=[r14]
	fadd f5=f6,f7
	fadd f8=f9,f10
	add r15=r16,r17
	br.sptk.few b2
	br.sptk.few b3
	extr r18=r19,1,2
	add r20=r21,r22
	fadd f11=f12,f13
	ld8 r23=[r24]
	movl r25=2
	br.sptk.few b4
