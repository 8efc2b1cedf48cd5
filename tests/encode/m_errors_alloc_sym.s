.text
// alloc_sym
{ .mmi
	alloc r1=ar.pfs,x,0,0,0
	nop.m 0
	nop.i 0 ;;
}
