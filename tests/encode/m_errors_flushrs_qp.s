.text
// flushrs_qp
{ .mmi
	(p1) flushrs
	nop.m 0
	nop.i 0 ;;
}
