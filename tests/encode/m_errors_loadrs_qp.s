.text
// loadrs_qp
{ .mmi
	(p2) loadrs
	nop.m 0
	nop.i 0 ;;
}
