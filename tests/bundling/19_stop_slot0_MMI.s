// Rule: ";;" after an instruction in slot 0 (M unit), with a normal
// instruction queued behind it, switches the template to M;MI (0x0A/0x0B)
// and filling continues in slots 1 (M) and 2 (I).
.text
	add r1=r2,r3 ;;
	add r4=r5,r6
	add r7=r8,r9
	ld8 r10=[r11] ;;
	ld8 r12=[r13]
	extr r14=r15,1,2
	add r16=r17,r18 ;;
	extr r19=r20,1,2
	ld8 r21=[r22] ;;
	extr r23=r24,1,2
	extr r25=r26,1,2
