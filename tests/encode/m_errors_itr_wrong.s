.text
// itr_wrong
{ .mmi
	itr.i dtr[r3]=r2
	nop.m 0
	nop.i 0 ;;
}
