// A ";;" with no instruction waiting sets the end stop of the last bundle,
// unless the last instruction in it already has a stop after it: itc.d
// (which must end its group) in slot 0 of M;MI, then .align or a section
// directive (which flush with a stop), then ";;": gas leaves 0x0A.  After
// a plain instruction the ";;" still sets the bit.
	.text
	add r1=r2,r3
	itc.d r2
	.align 32
	;;
	mov r3=b3
	itc.d r2
	.text
	;;
	mov r3=b3
	add r4=r5,r6
	.align 16
	;;
	mov r3=b3
	itc.i r2
lab:	;;
	mov r3=b3
