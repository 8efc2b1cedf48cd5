// Quirk: after .align (flush with stop), a following first-in-group
// instruction (alloc) sets the end-stop bit of the previous bundle even if
// that bundle's last instruction already had a mid-bundle stop (itc.i in
// M;MI): bundle 0 becomes 0x0B. With only a label in between it stays 0x0A.
.text
	itc.i r1
	.align 16
	alloc r32=ar.pfs,1,1,0,0
	itc.i r2
lab:	alloc r33=ar.pfs,1,1,0,0
