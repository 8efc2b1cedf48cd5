.text
// ld_imm9_high
{ .mmi
	ld8 r1=[r3],256
	nop.m 0
	nop.i 0 ;;
}
