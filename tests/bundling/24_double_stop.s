// Rule: repeated ";;" collapse into one stop; a ";;" before any
// instruction of the section does nothing.
.text
	;;
	add r1=r2,r3 ;;
	;;
	add r4=r5,r6
	add r7=r8,r9
	;; ;;
	ld8 r10=[r11]
