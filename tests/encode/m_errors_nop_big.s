.text
// nop_big
{ .mmi
	nop.m 0x200000
	nop.m 0
	nop.i 0 ;;
}
