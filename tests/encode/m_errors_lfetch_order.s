.text
// lfetch_order
{ .mmi
	lfetch.excl.fault [r3]
	nop.m 0
	nop.i 0 ;;
}
