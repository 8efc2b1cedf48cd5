.text
// ldfp_nt2
{ .mmi
	ldfp8.nt2 f3,f4=[r3]
	nop.m 0
	nop.i 0 ;;
}
