.text
// break_big
{ .mmi
	break.m 0x200000
	nop.m 0
	nop.i 0 ;;
}
