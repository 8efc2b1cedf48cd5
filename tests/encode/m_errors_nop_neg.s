.text
// nop_neg
{ .mmi
	nop.m -1
	nop.m 0
	nop.i 0 ;;
}
