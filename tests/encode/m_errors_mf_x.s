.text
// mf_x
{ .mmi
	mf.x
	nop.m 0
	nop.i 0 ;;
}
