.text
// alloc_sum
{ .mmi
	alloc r1=ar.pfs,90,0,7,0
	nop.m 0
	nop.i 0 ;;
}
