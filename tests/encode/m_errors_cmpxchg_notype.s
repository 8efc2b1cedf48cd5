.text
// cmpxchg_notype
{ .mmi
	cmpxchg8 r1=[r3],r2,ar.ccv
	nop.m 0
	nop.i 0 ;;
}
