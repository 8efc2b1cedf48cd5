.text
// ldfps_16
{ .mmi
	ldfps f3,f4=[r3],16
	nop.m 0
	nop.i 0 ;;
}
