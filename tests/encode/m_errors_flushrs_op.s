.text
// flushrs_op
{ .mmi
	flushrs r1
	nop.m 0
	nop.i 0 ;;
}
