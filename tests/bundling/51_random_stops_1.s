// Rule: combined rules (table choice, in-order filling, ;; handling with
// M;MI / MI;I / end stops) on a pseudo-random sequence of A/M/I/F/B/L.
.text
L0:
	ld8 r2=[r3]
	fadd f5=f6,f7
	ld8 r4=[r5]
	movl r6=3
	add r7=r8,r9
	add r10=r11,r12
	extr r13=r14,1,2
	ld8 r15=[r16]
	fadd f8=f9,f10
	ld8 r17=[r18]
	fadd f11=f12,f13
	br.sptk.few b2
	add r19=r20,r21
	;;
	fadd f14=f15,f16
	movl r22=15
	add r23=r24,r25
	ld8 r26=[r27]
	br.sptk.few b3
	fadd f17=f18,f19
	extr r28=r29,1,2
	ld8 r30=[r1]
	add r2=r3,r4
	ld8 r5=[r6]
	movl r7=24
	fadd f20=f21,f22
	add r8=r9,r10
	movl r11=27
	fadd f23=f24,f25
	extr r12=r13,1,2
	add r14=r15,r16
	add r17=r18,r19
	fadd f26=f27,f28
	ld8 r20=[r21]
	add r22=r23,r24
	add r25=r26,r27
	br.sptk.few b4
	fadd f29=f30,f2
	ld8 r28=[r29]
	extr r30=r1,1,2
