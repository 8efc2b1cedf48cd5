.text
// cmp8xchg16_order
{ .mmi
	cmp8xchg16.acq r1=[r3],r2,ar.ccv,ar.csd
	nop.m 0
	nop.i 0 ;;
}
