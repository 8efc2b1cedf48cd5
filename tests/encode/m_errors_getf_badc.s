.text
// getf_badc
{ .mmi
	getf.q r1=f2
	nop.m 0
	nop.i 0 ;;
}
