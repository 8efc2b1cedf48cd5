// Rule: the flush-stop also reaches a bundle that was already emitted:
// three queued A's then .align -> MII with end stop; four A's -> first
// bundle has no stop, second (flushed) has it; label then .align: the
// bundle emitted by the label gets the stop afterwards.
.text
	add r1=r2,r3
	add r4=r5,r6
	add r7=r8,r9
	.align 16
	add r10=r11,r12
	add r13=r14,r15
	add r16=r17,r18
	add r19=r20,r21
	.align 16
	add r22=r23,r24
	add r25=r26,r27
	add r28=r29,r30
lab:	.align 16
	ld8 r1=[r2]
