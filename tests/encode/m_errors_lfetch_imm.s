.text
// lfetch_imm
{ .mmi
	lfetch [r3],256
	nop.m 0
	nop.i 0 ;;
}
