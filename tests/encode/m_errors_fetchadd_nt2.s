.text
// fetchadd_nt2
{ .mmi
	fetchadd4.acq.nt2 r1=[r3],1
	nop.m 0
	nop.i 0 ;;
}
