// Rule: everything at once (types, dynamic nops, specials, stops, labels,
// .align flush-stops) on a pseudo-random sequence.
.text
L0:
	add r2=r3,r4
	.align 16
	fadd f5=f6,f7
	;;
	;;
	fadd f8=f9,f10
	nop 6
	movl r5=7
	add r6=r7,r8
	;;
	extr r9=r10,1,2
	;;
	.align 16
	add r11=r12,r13
L14:
	extr r14=r15,1,2
	ld8 r16=[r17]
L17:
	extr r18=r19,1,2
	ld8 r20=[r21]
	ld8 r22=[r23]
	br.cloop.sptk.few L0
	;;
	movl r24=23
	movl r25=24
	br.cloop.sptk.few L0
	add r26=r27,r28
	.align 16
	fadd f11=f12,f13
	alloc r61=ar.pfs,1,1,0,0
	br.sptk.few b2
	nop 31
	movl r29=32
	alloc r65=ar.pfs,1,1,0,0
	extr r30=r1,1,2
	br.cloop.sptk.few L0
	br.sptk.few b3
	nop 37
	add r2=r3,r4
	itc.i r5
	itc.i r6
	cover
	fadd f14=f15,f16
	br.sptk.few b4
	extr r7=r8,1,2
