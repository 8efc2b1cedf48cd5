.text
// ptc_e_two
{ .mmi
	ptc.e r3,r2
	nop.m 0
	nop.i 0 ;;
}
