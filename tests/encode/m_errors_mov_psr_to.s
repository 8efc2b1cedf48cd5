.text
// mov_psr_to
{ .mmi
	mov psr=r2
	nop.m 0
	nop.i 0 ;;
}
