.text
// alloc_count
{ .mmi
	alloc r1=ar.pfs,0,0,0
	nop.m 0
	nop.i 0 ;;
}
