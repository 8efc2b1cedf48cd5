.text
// st_postreg
{ .mmi
	st8 [r3]=r2,r4
	nop.m 0
	nop.i 0 ;;
}
