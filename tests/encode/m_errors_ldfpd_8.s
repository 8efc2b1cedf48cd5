.text
// ldfpd_8
{ .mmi
	ldfpd f3,f4=[r3],8
	nop.m 0
	nop.i 0 ;;
}
