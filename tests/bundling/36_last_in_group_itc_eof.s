// Rule: when the last instruction already has a stop after it (itc in
// M;MI slot 0), the end-of-section / label / .align stop does not add
// an end-stop bit: the bundle stays 0x0A.
.text
	ld8 r4=[r5]
	itc.i r1
lab:	;;
	.align 16
	add r2=r3,r4
	itc.d r6
