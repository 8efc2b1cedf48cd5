.text
// cmpxchg_csd
{ .mmi
	cmpxchg8.acq r1=[r3],r2,ar.csd
	nop.m 0
	nop.i 0 ;;
}
