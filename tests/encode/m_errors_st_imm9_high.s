.text
// st_imm9_high
{ .mmi
	st8 [r3]=r2,256
	nop.m 0
	nop.i 0 ;;
}
