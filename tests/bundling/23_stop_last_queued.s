// Rule: a stop on the last queued instruction when the queue is flushed
// (label, end of file) never uses a mid-bundle stop: "extr ;;" alone gives
// MII with end stop (0x01), not MI;I.
.text
	extr r1=r2,3,4 ;;
l1:	ld8 r3=[r4] ;;
l2:	add r5=r6,r7
	add r8=r9,r10 ;;
l3:	extr r11=r12,3,4 ;;
