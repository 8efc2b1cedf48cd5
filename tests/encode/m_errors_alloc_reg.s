.text
// alloc_reg
{ .mmi
	alloc r1=ar.pfs,r2,0,0,0
	nop.m 0
	nop.i 0 ;;
}
