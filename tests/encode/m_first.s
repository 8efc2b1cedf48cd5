.text
// flushrs/loadrs/alloc are first in an instruction group: in an explicit
// .mmi bundle after another M instruction GNU as starts a group before them
// (template M;MI, 0x0b)
{ .mmi
	alloc r16=ar.pfs,5,6,7,16
	flushrs
	nop.i 0 ;;
}
{ .mmi
	nop.m 0
	loadrs
	nop.i 0 ;;
}
{ .mmi
	nop.m 0
	alloc r1=ar.pfs,0,0,0,0
	nop.i 0 ;;
}
