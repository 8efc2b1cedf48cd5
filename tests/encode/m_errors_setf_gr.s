.text
// setf_gr
{ .mmi
	setf.d r1=r2
	nop.m 0
	nop.i 0 ;;
}
