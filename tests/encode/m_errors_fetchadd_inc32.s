.text
// fetchadd_inc32
{ .mmi
	fetchadd8.rel r1=[r3],32
	nop.m 0
	nop.i 0 ;;
}
