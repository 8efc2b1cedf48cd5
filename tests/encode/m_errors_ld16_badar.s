.text
// ld16_badar
{ .mmi
	ld16 r1,ar.ccv=[r3]
	nop.m 0
	nop.i 0 ;;
}
