// Rule: lazy stop with no compatible mid-stop template: ld8 ;; cover ;; br
// -> table MBB; cover refused in slot 1 and slot 2 cannot have a stop
// before it in MBB -> MBB(ld8,nop.b,nop.b;;); add ;; itc ;; br -> MMB.
.text
	ld8 r1=[r2] ;;
	cover ;;
	br.sptk.few b1
l1:	add r3=r4,r5 ;;
	itc.i r6 ;;
	br.sptk.few b2
