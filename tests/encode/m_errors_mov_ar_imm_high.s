.text
// mov_ar_imm_high
{ .mmi
	mov ar.ccv=128
	nop.m 0
	nop.i 0 ;;
}
