.text
// itr_d_wrong
{ .mmi
	itr.d itr[r3]=r2
	nop.m 0
	nop.i 0 ;;
}
