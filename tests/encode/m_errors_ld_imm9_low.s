.text
// ld_imm9_low
{ .mmi
	ld1 r1=[r3],-257
	nop.m 0
	nop.i 0 ;;
}
