// Rule: ";;" after an instruction in slot 1 of an M-I-x template (MII or
// MIB), with a normal instruction queued, switches to MI;I (0x02/0x03).
// Also when the table picked MIB (extr ;; br -> MI;I + MIB).
.text
	add r1=r2,r3
	add r4=r5,r6 ;;
	add r7=r8,r9
	extr r10=r11,1,2 ;;
	extr r12=r13,1,2
	ld8 r14=[r15]
	extr r16=r17,1,2 ;;
	br.sptk.few b1
	extr r18=r19,1,2 ;;
	ld8 r20=[r21]
