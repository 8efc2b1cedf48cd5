.text
// alloc_big
{ .mmi
	alloc r1=ar.pfs,97,0,0,0
	nop.m 0
	nop.i 0 ;;
}
