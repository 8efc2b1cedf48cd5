.text
// mov_psrl_from
{ .mmi
	mov r1=psr.l
	nop.m 0
	nop.i 0 ;;
}
