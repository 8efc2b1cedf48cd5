.text
// ldfp_one
{ .mmi
	ldfpd f3=[r3]
	nop.m 0
	nop.i 0 ;;
}
