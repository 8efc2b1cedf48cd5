.text
// xchg_acq
{ .mmi
	xchg8.acq r1=[r3],r2
	nop.m 0
	nop.i 0 ;;
}
