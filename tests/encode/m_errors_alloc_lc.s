.text
// alloc_lc
{ .mmi
	alloc r1=ar.lc,0,0,0,0
	nop.m 0
	nop.i 0 ;;
}
