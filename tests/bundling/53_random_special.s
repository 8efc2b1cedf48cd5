// Rule: combined rules with first-in-group (alloc), last-in-group (itc.i,
// cover), slot-2-only (br.cloop), stops and labels, pseudo-random order.
.text
L0:
	;;
	cover
	;;
	;;
	;;
	br.sptk.few b2
	;;
	ld8 r2=[r3]
	br.cloop.sptk.few L0
	;;
	ld8 r4=[r5]
	;;
	itc.i r6
	cover
	chk.s r7,L0
	;;
	ld8 r8=[r9]
	cover
	ld8 r10=[r11]
	extr r12=r13,1,2
	br.sptk.few b3
	br.cloop.sptk.few L0
	add r14=r15,r16
	add r17=r18,r19
	br.sptk.few b4
	ld8 r20=[r21]
	;;
	extr r22=r23,1,2
	br.cloop.sptk.few L0
	alloc r61=ar.pfs,1,1,0,0
	fadd f5=f6,f7
	extr r24=r25,1,2
	;;
	itc.i r26
	;;
	br.cloop.sptk.few L0
	;;
	;;
	itc.i r27
	br.sptk.few b5
