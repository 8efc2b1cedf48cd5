.text
// mov_m_pfs
{ .mmi
	mov.m ar.pfs=r2
	nop.m 0
	nop.i 0 ;;
}
