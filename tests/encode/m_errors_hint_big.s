.text
// hint_big
{ .mmi
	hint.m 0x80000
	nop.m 0
	nop.i 0 ;;
}
