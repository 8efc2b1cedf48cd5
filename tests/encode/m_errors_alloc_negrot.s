.text
// alloc_negrot
{ .mmi
	alloc r1=ar.pfs,0,0,0,-8
	nop.m 0
	nop.i 0 ;;
}
