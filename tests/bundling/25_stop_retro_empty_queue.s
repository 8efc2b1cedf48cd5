// Rule: ";;" when the queue is empty (e.g. right after a label flushed it)
// sets the end-stop bit of the previously emitted bundle.
.text
	add r1=r2,r3
l1:	;;
	add r4=r5,r6
	add r7=r8,r9
	add r10=r11,r12
	add r13=r14,r15
l2:	;;
	ld8 r16=[r17]
