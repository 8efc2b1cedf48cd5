.text
// rsm_neg
{ .mmi
	rsm -1
	nop.m 0
	nop.i 0 ;;
}
