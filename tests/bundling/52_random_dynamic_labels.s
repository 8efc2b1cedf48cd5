// Rule: combined rules with untyped nop/break/hint, chk.s, labels and
// stops on a pseudo-random sequence.
.text
L0:
	extr r2=r3,1,2
	;;
	chk.s r4,L0
	movl r5=3
	extr r6=r7,1,2
	hint @pause
L6:
	;;
	chk.s r8,L0
	extr r9=r10,1,2
	nop 10
	br.sptk.few b2
	chk.s r11,L0
	nop 13
	chk.s r12,L0
	chk.s r13,L0
	add r14=r15,r16
L17:
	hint @pause
	hint @pause
	chk.s r17,L0
L21:
	hint @pause
	extr r18=r19,1,2
L24:
	nop 25
	break 26
	fadd f5=f6,f7
	hint @pause
	extr r20=r21,1,2
	ld8 r22=[r23]
	add r24=r25,r26
L32:
	extr r27=r28,1,2
	chk.s r29,L0
	chk.s r30,L0
	break 36
	hint @pause
	fadd f8=f9,f10
L39:
