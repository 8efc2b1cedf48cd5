.text
// ld_badtype
{ .mmi
	ld8.rel r1=[r3]
	nop.m 0
	nop.i 0 ;;
}
