.text
// M41, M45: itc.i, itc.d, ptc.g, ptc.ga must end an instruction group
{ .mmi
	itc.i r2 ;;
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	(p63) itc.d r127 ;;
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	ptc.g r3,r2 ;;
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	ptc.ga r127,r0 ;;
	nop.m 0
	nop.i 0 ;;
}
// without a stop written, GNU as ends the group after them (template M;MI)
{ .mmi
	itc.i r2
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	ptc.g r3,r2
	nop.m 0
	nop.i 0 ;;
}
