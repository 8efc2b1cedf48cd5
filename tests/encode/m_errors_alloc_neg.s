.text
// alloc_neg
{ .mmi
	alloc r1=ar.pfs,0,0,-1,0
	nop.m 0
	nop.i 0 ;;
}
