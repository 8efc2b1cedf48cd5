.text
// alloc_rot104
{ .mmi
	alloc r1=ar.pfs,96,0,0,104
	nop.m 0
	nop.i 0 ;;
}
