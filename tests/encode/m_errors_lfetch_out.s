.text
// lfetch_out
{ .mmi
	lfetch r1=[r3]
	nop.m 0
	nop.i 0 ;;
}
