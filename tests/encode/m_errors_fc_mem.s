.text
// fc_mem
{ .mmi
	fc [r3]
	nop.m 0
	nop.i 0 ;;
}
