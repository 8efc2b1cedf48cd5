.text
// sum_big
{ .mmi
	sum 0x1000000
	nop.m 0
	nop.i 0 ;;
}
