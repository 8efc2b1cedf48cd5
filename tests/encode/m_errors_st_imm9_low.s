.text
// st_imm9_low
{ .mmi
	st4 [r3]=r2,-257
	nop.m 0
	nop.i 0 ;;
}
