.text
// mov_m_psr
{ .mmi
	mov.m psr.l=r2
	nop.m 0
	nop.i 0 ;;
}
