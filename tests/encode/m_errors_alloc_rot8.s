.text
// alloc_rot8
{ .mmi
	alloc r1=ar.pfs,16,0,0,12
	nop.m 0
	nop.i 0 ;;
}
