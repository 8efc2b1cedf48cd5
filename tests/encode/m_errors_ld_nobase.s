.text
// ld_nobase
{ .mmi
	ld8 r1=r3
	nop.m 0
	nop.i 0 ;;
}
