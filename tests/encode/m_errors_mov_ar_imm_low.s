.text
// mov_ar_imm_low
{ .mmi
	mov.m ar.unat=-129
	nop.m 0
	nop.i 0 ;;
}
