.text
// mov_m_lc_from
{ .mmi
	mov.m r1=ar.lc
	nop.m 0
	nop.i 0 ;;
}
