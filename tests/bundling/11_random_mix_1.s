// Rule: general greedy bundling (table + in-order slot filling) on a
// pseudo-random mix of A/M/I/F/B/L instructions, no stops.
.text
	extr r1=r2,1,2
	fadd f4=f2,f3
	ld8 r3=[r4]
	br.sptk.few b1
	ld8 r5=[r6]
	movl r7=7
	add r8=r9,r10
	add r11=r12,r13
	fadd f5=f6,f7
	extr r14=r15,1,2
	extr r16=r17,1,2
	ld8 r18=[r19]
	br.sptk.few b2
	br.sptk.few b3
	movl r20=9
	fadd f8=f9,f10
	br.sptk.few b4
	add r21=r22,r23
