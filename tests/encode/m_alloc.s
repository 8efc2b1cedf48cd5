.text
// M34: alloc with and without ar.pfs; M25: flushrs, loadrs (first in group)
{ .mmi
	alloc r1=ar.pfs,0,0,0,0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r127=ar.pfs,96,0,0,0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r2=ar.pfs,0,96,0,96
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r3=ar.pfs,0,0,96,96
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r4=ar.pfs,2,3,3,8
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r5=ar.pfs,4,4,8,16
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r6=ar.pfs,8,0,0,8
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r7=ar.pfs,1,2,3,0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r8=1,2,3,0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r9=32,32,32,88
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	(p0) alloc r10=ar.pfs,95,1,0,0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r11=ar.pfs,0,95,1,0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r12=ar.pfs,6,0,0,8
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r13=ar.pfs,0,0,0,16
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r14=ar.pfs,2,-1,0,0
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	alloc r15=ar.pfs,9,0,0,16
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	flushrs
	nop.m 0
	nop.i 0 ;;
}
{ .mmi
	loadrs
	nop.m 0
	nop.i 0 ;;
}
