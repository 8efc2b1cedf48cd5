.text
// alloc_rotout
{ .mmi
	alloc r1=ar.pfs,1,2,3,8
	nop.m 0
	nop.i 0 ;;
}
