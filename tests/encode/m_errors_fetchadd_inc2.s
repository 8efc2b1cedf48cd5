.text
// fetchadd_inc2
{ .mmi
	fetchadd4.acq r1=[r3],2
	nop.m 0
	nop.i 0 ;;
}
