.text
// mov_m_ind
{ .mmi
	mov.m pmc[r3]=r2
	nop.m 0
	nop.i 0 ;;
}
