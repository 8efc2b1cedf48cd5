.text
// xchg_nt2
{ .mmi
	xchg8.nt2 r1=[r3],r2
	nop.m 0
	nop.i 0 ;;
}
