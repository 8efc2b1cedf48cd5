.text
// fetchadd_notype
{ .mmi
	fetchadd4 r1=[r3],1
	nop.m 0
	nop.i 0 ;;
}
